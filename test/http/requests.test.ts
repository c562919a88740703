import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { registryClient, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { isErrorBody, rawJson } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;

useTestServer((started) => ({ server, key } = started));

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

/** A request with a JSON body is refused with `status` and `message`. */
async function refusesJson(method: string, path: string, body: string, status: number, message: string | RegExp) {
  await expectError(await call(method, path, { type: 'application/json', body }), status, message);
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

  // The PATCH handler maps every type's settings fields in one place: a type's PATCH must carry only its own.
  it.each([
    ['/plugins/acme', '{"screenshot_url":"https://cdn.example/s.png"}', 'screenshot_url'],
    ['/themes/acme', '{"banner_low":"https://cdn.example/low.png"}', 'banner_low'],
  ])("PATCH %s refuses the other type's settings field", async (path, body, field) => {
    const response = await call('PATCH', path, { type: 'application/json', body });
    await expectError(response, 400, `body: unknown field "${field}"`);
  });

  it('refuses a PATCH field of the wrong type', async () => {
    const response = await call('PATCH', '/plugins/acme/versions/1.0.0', {
      type: 'application/json',
      body: '{"latest":"yes"}',
    });
    await expectError(response, 400, 'latest: must be boolean');
  });

  it('refuses a URL field that is not http(s)', () =>
    refusesJson(
      'PATCH',
      '/plugins/acme',
      '{"default_icon":"javascript:alert(1)"}',
      400,
      /^default_icon: must match pattern/,
    ));

  it('refuses malformed JSON with 400', () =>
    refusesJson('PATCH', '/plugins/acme', '{"default_icon":', 400, 'The request body is not valid JSON.'));

  it('refuses a JSON body larger than any valid one (over 425 536 bytes) with 413', async () => {
    const body = JSON.stringify({ release_notes: 'x'.repeat(430 * 1024) });
    await refusesJson('PATCH', '/plugins/acme/versions/1.0.0', body, 413, 'The JSON body is too large.');
  });

  it('refuses a PATCH sent as text/plain with 415', async () => {
    await expectError(
      await call('PATCH', '/themes/acme', { type: 'text/plain', body: '{}' }),
      415,
      'Content-Type must be application/json.',
    );
  });

  it('refuses an upload sent as JSON with 415', () =>
    refusesJson('POST', '/plugins', '{}', 415, 'Content-Type must be multipart/form-data.'));

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

describe('edge inputs a careful client may send', () => {
  beforeAll(async () => {
    expect(
      (await uploadPlugin(registryClient(server.url, key), pluginZip({ slug: 'edges', version: '1.0.0' }))).response
        .status,
    ).toBe(201);
  });

  it.each(['gzip', 'deflate', 'br'])(
    'a PATCH declaring Content-Encoding: %s over a body that is not compressed: 400 in the error shape',
    async (encoding) => {
      const response = await rawJson(
        server.url,
        key,
        'PATCH',
        '/plugins/edges',
        '{"homepage":"https://acme.example"}',
        {
          'Content-Encoding': encoding,
        },
      );
      expect(response.status).toBe(400);
      expect(isErrorBody(response.text, 400), response.text).toBe(true);
      expect(JSON.parse(response.text).messages.error).toBe(
        `The request body is not valid ${encoding} data, as its Content-Encoding says.`,
      );
    },
  );

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('a PATCH really compressed with %s is read', async (encoding, compress) => {
    const body = compress(Buffer.from(`{"release_notes":"Sent as ${encoding}."}`));
    const response = await rawJson(server.url, key, 'PATCH', '/plugins/edges/versions/1.0.0', body, {
      'Content-Encoding': encoding,
    });
    expect(response.status, response.text).toBe(200);
    expect(JSON.parse(response.text).release_notes).toBe(`Sent as ${encoding}.`);
  });

  it('HEAD works wherever GET does: same status and headers, no body', async () => {
    for (const path of ['/plugins', '/plugins/edges', '/assets/default-icon.svg', '/healthz']) {
      const [get, head] = await Promise.all([call('GET', path), call('HEAD', path)]);
      expect(head.status, path).toBe(200);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length'), path).toBe(get.headers.get('content-length'));
      expect(await head.text(), path).toBe('');
    }
    const unknown = await call('HEAD', '/plugins/nobody-has-this');
    expect(unknown.status).toBe(404);
  });

  it.each(['https://', 'http://', 'https://:443', 'https://@', 'https:///path'])(
    'PATCH default_icon %s (no host): 400, the icon unchanged',
    async (url) => {
      const before = (await (await call('GET', '/plugins/edges')).json()) as { icons: unknown };
      const response = await call('PATCH', '/plugins/edges', {
        type: 'application/json',
        body: JSON.stringify({ default_icon: url }),
      });
      await expectError(response, 400, /^default_icon: must match pattern/);
      expect(((await (await call('GET', '/plugins/edges')).json()) as { icons: unknown }).icons).toEqual(before.icons);
    },
  );

  it("PATCH of 30 000 emoji as release notes, escaped as PHP's json_encode and Python's json.dumps send them (~360 KB): 200", async () => {
    const notes = '😀'.repeat(30_000);
    const body = JSON.stringify({ release_notes: notes }).replace(
      /[\u{10000}-\u{10FFFF}]/gu,
      (c) => `\\u${c.charCodeAt(0).toString(16)}\\u${c.charCodeAt(1).toString(16)}`,
    );
    expect(body.length).toBeGreaterThan(360_000);
    const response = await call('PATCH', '/plugins/edges/versions/1.0.0', { type: 'application/json', body });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { release_notes: string }).release_notes).toBe(notes);
  });
});
