import createClient, { type Client } from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '../../src/generated/registry.js';
import { updateCheckBody } from './sites.js';

export type RegistryClient = Client<paths>;

/** The typed client a consumer would generate from the spec (openapi-typescript + openapi-fetch). */
export function registryClient(baseUrl: string, key?: string): RegistryClient {
  return createClient<paths>({ baseUrl, headers: key ? { 'X-API-KEY': key } : {} });
}

/** A multipart upload body: the archive under `field`, plus release notes and a signature when given. */
export function uploadForm(
  field: 'plugin' | 'theme',
  archive: Buffer,
  releaseNotes?: string,
  signature?: string,
): FormData {
  const form = new FormData();
  form.append(field, new Blob([archive], { type: 'application/zip' }), `${field}.zip`);
  if (releaseNotes !== undefined) form.append('release_notes', releaseNotes);
  if (signature !== undefined) form.append('signature', signature);
  return form;
}

export function uploadPlugin(client: RegistryClient, archive: Buffer, releaseNotes?: string, signature?: string) {
  const form = uploadForm('plugin', archive, releaseNotes, signature);
  // The generated body type models the file as a string; the wire format is the form.
  return client.POST('/plugins', { body: { plugin: '' }, bodySerializer: () => form });
}

export function uploadTheme(client: RegistryClient, archive: Buffer, releaseNotes?: string, signature?: string) {
  const form = uploadForm('theme', archive, releaseNotes, signature);
  return client.POST('/themes', { body: { theme: '' }, bodySerializer: () => form });
}

/** Path parameters for the typed client's calls. */
export const slugPath = (slug: string) => ({ params: { path: { slug } } });
export const versionPath = (slug: string, version: string) => ({ params: { path: { slug, version } } });

/**
 * A request with `key` as its API key (the one place tests write that header for a plain call),
 * `body` sent as JSON when given, or as multipart when it is a form (fetch then sets the boundary).
 * The raw answer, for a test that reads it its own way.
 */
export function keyedFetch(base: string, key: string, method: string, path: string, body?: unknown): Promise<Response> {
  if (body instanceof FormData) return fetch(`${base}${path}`, { method, headers: { 'X-API-KEY': key }, body });
  return fetch(`${base}${path}`, {
    method,
    headers: { 'X-API-KEY': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** keyedFetch, its answer read as its status and JSON body. */
export async function keyedJson(
  base: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await keyedFetch(base, key, method, path, body);
  return { status: response.status, body: await response.json() };
}

/** keyedJson that must answer 200 (the answer says why not): its body. */
export async function keyedOk(base: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const answer = await keyedJson(base, key, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Uploads an archive with `key`, `fields` added to the form, and expects it taken (the answer says why not). */
export async function uploadWithKey(
  base: string,
  key: string,
  type: 'plugin' | 'theme',
  archive: Buffer,
  fields: Record<string, string> = {},
): Promise<void> {
  const form = uploadForm(type, archive);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await keyedFetch(base, key, 'POST', `/${type}s`, form);
  expect(response.status, await response.clone().text()).toBe(201);
}

/** What an update check made with `key` offers a site that runs `installed` of plugin `slug`. */
export async function offeredPlugin(base: string, key: string, slug: string, installed: string): Promise<any> {
  const body = updateCheckBody({ url: 'https://shop.acme.example', plugins: { [slug]: installed } });
  const check = await keyedJson(base, key, 'POST', '/update-check', body);
  expect(check.status).toBe(200);
  return check.body.plugins[`${slug}/${slug}.php`];
}
