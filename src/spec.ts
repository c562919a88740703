import { fileURLToPath } from 'node:url';

/** The hand-written OpenAPI document: the source of truth the router, docs and tests read. */
export const SPEC_PATH = fileURLToPath(new URL('../openapi/registry.yaml', import.meta.url));
