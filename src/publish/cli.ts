// The entry point esbuild bundles into publish/registry-publish.mjs.
import { run } from './main.js';

await run();
