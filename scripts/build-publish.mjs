// Bundles src/publish/ into publish/registry-publish.mjs: one file that runs with a bare Node 20
// (its libraries inlined), as GitHub's JavaScript actions are shipped. `--check` builds in memory
// and fails when the committed file differs, so CI catches a bundle nobody rebuilt.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'publish', 'registry-publish.mjs');

const banner = [
  '#!/usr/bin/env node',
  '// GENERATED FILE, DO NOT EDIT. Built by `npm run build:publish` from src/publish/ (esbuild);',
  '// `npm run check:publish` (run by CI) fails when it is stale.',
  // Bundled CommonJS libraries call require() for Node's built-ins; ESM has none of its own.
  "import { createRequire as __createRequire } from 'node:module';",
  'const require = __createRequire(import.meta.url);',
].join('\n');

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/publish/cli.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: { js: banner },
  legalComments: 'eof',
  charset: 'utf8',
  write: false,
  logLevel: 'warning',
});
const code = result.outputFiles[0].text;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== code) {
    console.error('publish/registry-publish.mjs is stale: run `npm run build:publish` and commit the result.');
    process.exit(1);
  }
  console.error('publish/registry-publish.mjs is up to date.');
} else {
  await writeFile(target, code, { mode: 0o755 });
  console.error(`Wrote publish/registry-publish.mjs (${(code.length / 1024).toFixed(0)} KiB).`);
}
