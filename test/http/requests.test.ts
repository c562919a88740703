import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await server.key(FULL_ACCESS);
});
afterAll(() => server.close());

function call(method: string, path: string, init: { body?: string; type?: string } = {}) {
  const headers: Record<string, string> = { 'X-API-KEY': key };
  if (init.type) headers['Content-Type'] = init.type;
  return fetch(server.url + path, { method, headers, body: init.body });
}

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { messages: { error: string } };
  expect(body).toMatchObject({ status, error: status });
  expect(Object.keys(body).sort()).toEqual(['error', 'messages', 'status']);
  expect(body.messages.error).toMatch(message);
}

describe('requests that break the spec are refused before any handler runs', () => {
  it.each([
    ['/plugins?per_page=0', /^per_page: must be >= 1$/],
    ['/plugins?per_page=101', /^per_page: must be <= 100$/],
    ['/plugins?page=abc', /^page: must be integer$/],
    ['/themes?page=0', /^page: must be >= 1$/],
    ['/plugins/Not_A_Slug', /^slug: must match pattern/],
    [`/plugins/${'a'.repeat(201)}`, /^slug: must NOT have more than 200 characters$/],
    ['/plugins/acme/versions/-1', /^version: must match pattern/],
    ['/plugins/a%2Fb', /^slug: must match pattern/],
    ['/plugins/%C3%A9t%C3%A9', /^slug: must match pattern/],
  ])('GET %s answers 400 naming the field', async (path, message) => {
    await expectError(await call('GET', path), 400, message);
  });

  it('refuses unknown PATCH fields with 400 naming them', async () => {
    const response = await call('PATCH', '/plugins/acme', { type: 'application/json', body: '{"name":"x"}' });
    await expectError(response, 400, 'body: unknown field "name"');
  });

  it('refuses a PATCH field of the wrong type', async () => {
    const response = await call('PATCH', '/plugins/acme/versions/1.0.0', { type: 'application/json', body: '{"latest":"yes"}' });
    await expectError(response, 400, 'latest: must be boolean');
  });

  it('refuses a URL field that is not http(s)', async () => {
    const response = await call('PATCH', '/plugins/acme', { type: 'application/json', body: '{"default_icon":"javascript:alert(1)"}' });
    await expectError(response, 400, /^default_icon: must match pattern/);
  });

  it('refuses malformed JSON with 400', async () => {
    await expectError(await call('PATCH', '/plugins/acme', { type: 'application/json', body: '{"default_icon":' }), 400, 'The request body is not valid JSON.');
  });

  it('refuses a JSON body over 256 KiB with 413', async () => {
    const body = JSON.stringify({ release_notes: 'x'.repeat(300 * 1024) });
    await expectError(await call('PATCH', '/plugins/acme/versions/1.0.0', { type: 'application/json', body }), 413, 'The JSON body is too large.');
  });

  it('refuses a PATCH sent as text/plain with 415', async () => {
    await expectError(await call('PATCH', '/themes/acme', { type: 'text/plain', body: '{}' }), 415, 'Content-Type must be application/json.');
  });

  it('refuses an upload sent as JSON with 415', async () => {
    await expectError(await call('POST', '/plugins', { type: 'application/json', body: '{}' }), 415, 'Content-Type must be multipart/form-data.');
  });

  it('answers 404 for a route the spec does not have', async () => {
    await expectError(await call('GET', '/nothing/here'), 404, 'There is no GET /nothing/here endpoint.');
  });

  it('answers 405 with Allow for a known path and an unknown method', async () => {
    const response = await call('PUT', '/plugins');
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    await expectError(response, 405, 'PUT is not allowed here; use GET, HEAD or POST.');
  });

  it('never answers with a stack trace', async () => {
    const response = await call('PATCH', '/plugins/acme', { type: 'application/json', body: '{"a":' });
    expect(await response.text()).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
