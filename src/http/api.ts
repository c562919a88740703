import addFormats from 'ajv-formats';
import { type Context, OpenAPIBackend, type Operation } from 'openapi-backend';
import { SPEC_PATH } from '../spec.js';
import { cacheRouting } from './openapi-router.js';

/**
 * openapi-backend checks documents against the OpenAPI 3.0 schema only, and a failed check
 * would also skip dereferencing. Our spec is 3.1 and `npm run lint:spec` (Redocly) checks it,
 * so this one step is left out; routing and ajv validation work on 3.1 schemas as they are.
 */
class RegistryApi extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

export type Api = RegistryApi;

/**
 * Every `format` the spec uses, each enforced by ajv-formats (test/spec/formats.test.ts checks
 * the list against the spec). `binary` marks file parts and bytes, which ajv-formats accepts as
 * any string; the others are checked (`date-time`: an RFC 3339 instant with its offset).
 */
export const ENFORCED_FORMATS = ['uri', 'date-time', 'binary'] as const;

/**
 * ajv prints to the console by default, outside the registry's JSON log lines; with `strict`
 * off its only warning is a format it does not know, which would then go unchecked. Such a
 * schema is a defect of the spec: compiling it fails instead.
 */
const AJV_LOGGER = {
  log: () => undefined,
  warn: (message: unknown) => {
    throw new Error(`The spec's schemas: ${String(message)}`);
  },
  error: (message: unknown) => {
    throw new Error(`The spec's schemas: ${String(message)}`);
  },
};
export type { Context, Operation };

/**
 * The spec, parsed. `quick` makes openapi-backend compile validators lazily: compiling the
 * response validators (used only when responses are checked, in tests) would slow every start
 * (bench/README.md, "Figures behind the code"); request validators are compiled by each operation's first request.
 */
export async function loadApi(): Promise<Api> {
  const api = new RegistryApi({
    definition: SPEC_PATH,
    strict: true,
    quick: true,
    validate: true,
    ajvOpts: { strict: false, allErrors: false, logger: AJV_LOGGER },
    customizeAjv: (ajv) => {
      addFormats.default(ajv, [...ENFORCED_FORMATS]);
      return ajv;
    },
  });
  return api;
}

/**
 * The method a request is routed by: HEAD is answered wherever GET is (RFC 9110 §9.1), by the
 * GET operation; Node leaves the body out of a HEAD answer.
 */
export function routedMethod(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/** Whether the operation takes a JSON body; others' bodies are never parsed (nor their errors reported). */
export function takesJson(operation: Operation | undefined): boolean {
  const body = operation?.requestBody as { content?: Record<string, unknown> } | undefined;
  return Boolean(body?.content?.['application/json']);
}

/** Whether the operation takes a URL-encoded form (Composer's advisories API). */
export function takesForm(operation: Operation | undefined): boolean {
  const body = operation?.requestBody as { content?: Record<string, unknown> } | undefined;
  return Boolean(body?.content?.['application/x-www-form-urlencoded']);
}

/** Whether the operation takes the key as HTTP Basic password or Bearer token too (the Composer repository's). */
export function takesHttpAuth(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) => 'ComposerBasic' in requirement);
}

/** The `x-permission` an operation declares (`plugins:read`, a list of such, or `any`), if any. */
export function declaredPermission(operation: Operation): unknown {
  return (operation as Operation & { 'x-permission'?: unknown })['x-permission'];
}

/** Whether the operation needs an API key (the spec's `security: []` means no). */
export function needsKey(operation: Operation): boolean {
  return !(Array.isArray(operation.security) && operation.security.length === 0);
}

/**
 * Initialises routing. Request validators are not compiled here: each operation's are compiled
 * by its first request (openapi-backend's quick mode), which pays for one operation once
 * (bench/README.md, "Figures behind the code"). Compiling them all in the background after start kept the event loop busy
 * through the first second, the likely cause of an in-flight upload lost to a SIGTERM in one CI
 * run (test/reliability/shutdown-upload.test.ts).
 */
export async function initApi(api: Api): Promise<void> {
  await api.init();
  cacheRouting(api.router);
}
