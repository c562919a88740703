/**
 * The console's only way to the registry: a client typed from openapi/registry.yaml
 * (`@registry/api` is src/generated/registry.ts, which `npm run generate` writes from the spec),
 * so an operation or field the console uses that the spec changes or drops fails its type check.
 * The key lives in this tab's sessionStorage and travels in the X-API-KEY header, never in a
 * URL or a cookie. A person signed in through the identity provider needs no key: the browser
 * sends the registry's session cookie (HttpOnly: this code never sees it) with same-origin
 * requests, and its Origin header with every change.
 */
import type { components, paths } from '@registry/api';
import createClient from 'openapi-fetch';

export type Schemas = components['schemas'];
export type PackageType = 'plugin' | 'theme';
export type Rollout = Schemas['Rollout'];
export type Site = Schemas['Site'];
export type AuditEntry = Schemas['AuditEntry'];

const KEY_ITEM = 'extension-registry-console-key';

/** Where the API is: this registry (same origin, one folder up from /console/), or the dev server's mock. */
declare const REGISTRY_API: string;
const baseUrl = REGISTRY_API || new URL('..', new URL('.', location.href)).href.replace(/\/$/, '');

export const key = {
  get: (): string | null => sessionStorage.getItem(KEY_ITEM),
  set: (value: string) => sessionStorage.setItem(KEY_ITEM, value),
  clear: () => sessionStorage.removeItem(KEY_ITEM),
};

export const api = createClient<paths>({ baseUrl });
api.use({
  onRequest({ request }) {
    const value = key.get();
    if (value) request.headers.set('X-API-KEY', value);
    return request;
  },
});

/** What the API said went wrong: its `messages.error` (the error shape every error has). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The data of an answer, or an ApiError carrying the API's own message. */
export async function data<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  const { data: body, error, response } = await call;
  if (error !== undefined || body === undefined) {
    const message = (error as Schemas['ApiError'] | undefined)?.messages?.error;
    throw new ApiError(response.status, message ?? `The registry answered ${response.status}.`);
  }
  return body as NonNullable<T>;
}

export const kindPath = (type: PackageType) => (type === 'plugin' ? 'plugins' : 'themes');
