import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegistryClient, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { eventually, filesUnder, isErrorBody, rawJson, rawRequest, rawUpload } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

/** Oversized, malformed and path-bending requests: all answered 4xx in the error shape, none 5xx. */
const MIB = 1024 * 1024;
const LIMIT = MIB; // REGISTRY_MAX_UPLOAD_BYTES of this suite's server
const FORM_OVERHEAD = 256 * 1024;

let server: TestServer;
let api: RegistryClient;
let key: string;

useTestServer((started) => ({ server, api, key } = started), { REGISTRY_MAX_UPLOAD_BYTES: String(LIMIT) });
beforeAll(async () => {
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme', version: '1.0.0' }))).response.status).toBe(201);
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme', version: '0.9.0' }))).response.status).toBe(201);
});

interface EarlyAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Body bytes the client had written when the answer came. */
  written: number;
  /** Largest temp file seen while streaming. */
  largestSpool: number;
}

/**
 * Sends `head`, then `filler` again and again (never ending the body) until the server
 * answers; fails when `capBytes` go out unanswered, i.e. the server reads to the end.
 */
function streamUntilAnswered(
  head: Buffer,
  filler: Buffer,
  headers: Record<string, string>,
  capBytes = 96 * MIB,
): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: '/plugins', method: 'POST', headers, agent: false });
    let written = 0;
    let largestSpool = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const at = written;
      let text = '';
      response.on('data', (c) => (text += c));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, text, written: at, largestSpool });
      });
    });
    request.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered) {
        for (const f of filesUnder(server.dataDir, 'tmp'))
          largestSpool = Math.max(
            largestSpool,
            fs.statSync(path.join(server.dataDir, f), { throwIfNoEntry: false })?.size ?? 0,
          );
        if (written > capBytes)
          return reject(new Error(`no answer after ${written} bytes: the server reads the whole body`));
        const chunk = written === 0 ? head : filler;
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

const filler = Buffer.alloc(64 * 1024, 0x5a);
const partHead = (boundary: string, name: string, filename?: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n`,
  );

describe('oversized uploads get 413 before the body ends', () => {
  it('a body declaring 2 GiB is answered after a few KiB, with Connection: close', async () => {
    const boundary = 'b2gib';
    const answer = await streamUntilAnswered(partHead(boundary, 'plugin', 'big.zip'), filler, {
      'X-API-KEY': key,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(2 * 1024 * MIB),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(isErrorBody(answer.text, 413)).toBe(true);
    expect(answer.largestSpool).toBe(0); // never spooled: refused from the header alone
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
  });

  it('an endless chunked archive is answered once it passes the limit; no byte past the limit reaches disk', async () => {
    const boundary = 'endless';
    const answer = await streamUntilAnswered(partHead(boundary, 'plugin', 'endless.zip'), filler, {
      'X-API-KEY': key,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Transfer-Encoding': 'chunked',
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({
      status: 413,
      error: 413,
      messages: { error: `The upload is larger than the limit of ${LIMIT} bytes.` },
    });
    // Loopback socket buffers hold a few MiB the server never read; the point is it did not wait for the end.
    expect(answer.written).toBeLessThan(LIMIT + FORM_OVERHEAD + 24 * MIB);
    expect(answer.largestSpool).toBeLessThanOrEqual(LIMIT + 1);
    expect(
      await eventually(
        () => filesUnder(server.dataDir, 'tmp'),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
  });

  it('an endless chunked text field is answered too, with nothing left in tmp', async () => {
    const boundary = 'endlessfield';
    const head = Buffer.concat([
      partHead(boundary, 'plugin', 'ok.zip'),
      pluginZip({ slug: 'endless-notes' }),
      Buffer.from('\r\n'),
      partHead(boundary, 'release_notes'),
    ]);
    const answer = await streamUntilAnswered(head, filler, {
      'X-API-KEY': key,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Transfer-Encoding': 'chunked',
    });
    expect([400, 413]).toContain(answer.status);
    expect(isErrorBody(answer.text, answer.status)).toBe(true);
    expect(
      await eventually(
        () => filesUnder(server.dataDir, 'tmp'),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
    expect((await api.GET('/plugins/{slug}', { params: { path: { slug: 'endless-notes' } } })).response.status).toBe(
      404,
    );
  });
});

describe('form fields missing, repeated or out of place', () => {
  const zip = pluginZip({ slug: 'form-case', version: '1.0.0' });
  it.each([
    [
      'two plugin files',
      [
        { name: 'plugin', filename: 'a.zip', data: zip },
        { name: 'plugin', filename: 'b.zip', data: zip },
      ],
    ],
    [
      'two release_notes',
      [
        { name: 'plugin', filename: 'a.zip', data: zip },
        { name: 'release_notes', data: 'one' },
        { name: 'release_notes', data: 'two' },
      ],
    ],
    [
      'release_notes as a file',
      [
        { name: 'plugin', filename: 'a.zip', data: zip },
        { name: 'release_notes', filename: 'notes.md', data: 'x' },
      ],
    ],
    ['the archive as a text field', [{ name: 'plugin', data: zip.toString('latin1') }]],
    [
      'an unknown text field',
      [
        { name: 'plugin', filename: 'a.zip', data: zip },
        { name: 'slug', data: 'other' },
      ],
    ],
    [
      'release notes over 30 000 characters',
      [
        { name: 'plugin', filename: 'a.zip', data: zip },
        { name: 'release_notes', data: 'n'.repeat(30_001) },
      ],
    ],
    ['no part at all', []],
  ])('%s: 400, nothing stored, no temp file', async (_label, parts) => {
    const response = await rawUpload(server.url, key, parts);
    expect(response.status).toBe(400);
    expect(isErrorBody(response.text, 400)).toBe(true);
    expect((await api.GET('/plugins/{slug}', { params: { path: { slug: 'form-case' } } })).response.status).toBe(404);
    expect(
      await eventually(
        () => filesUnder(server.dataDir, 'tmp'),
        (f) => f.length === 0,
        1000,
      ),
    ).toEqual([]);
  });

  it('a multipart Content-Type without a boundary: 400', async () => {
    const response = await rawRequest(server.url, '/plugins', {
      method: 'POST',
      body: 'x',
      headers: { 'X-API-KEY': key, 'Content-Type': 'multipart/form-data' },
    });
    expect(response.status).toBe(400);
    expect(isErrorBody(response.text, 400)).toBe(true);
  });
});

describe('malformed and hostile JSON', () => {
  const patch = (body: string | Buffer, init: { chunked?: boolean; path?: string } = {}) =>
    rawRequest(server.url, init.path ?? '/plugins/acme/versions/0.9.0', {
      method: 'PATCH',
      body,
      chunked: init.chunked,
      headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
    });

  it.each([
    ['trailing garbage', '{"release_notes":"x"} x'],
    ['a bare string', '"release_notes"'],
    ['null', 'null'],
    ['an array', '[{"release_notes":"x"}]'],
    ['NaN', '{"release_notes":NaN}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x72, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['50 000 nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['10 000 unknown keys', JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])))],
    ['__proto__', '{"__proto__":{"latest":true,"polluted":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['a wrong-typed field', '{"release_notes":{"$gt":""}}'],
  ])('%s: 400 in the error shape', async (_label, body) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(isErrorBody(response.text, 400)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a chunked JSON body over the JSON limit (425 536 bytes), without Content-Length: 413', async () => {
    const response = await patch(JSON.stringify({ release_notes: 'x'.repeat(500 * 1024) }), { chunked: true });
    expect(response.status).toBe(413);
    expect(isErrorBody(response.text, 413)).toBe(true);
  });

  it('unknown fields on theme and version PATCH: 400 naming them', async () => {
    for (const [path, body, field] of [
      ['/themes/acme', '{"homepage":"","evil":1}', 'evil'],
      ['/plugins/acme/versions/0.9.0', '{"checksum":"0"}', 'checksum'],
    ]) {
      const response = await patch(body, { path });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text).messages.error).toBe(`body: unknown field "${field}"`);
    }
  });
});

describe('slugs and versions that bend paths (sent raw)', () => {
  const long = 'a'.repeat(10_000);
  const paths = [
    '/plugins/..%2F..%2Fetc%2Fpasswd',
    '/plugins/%2e%2e',
    '/plugins/..',
    '/plugins/acme%2F..',
    '/plugins/acme%00',
    '/plugins/%252F',
    '/plugins/acme/versions/..%2F..%2Facme',
    '/plugins/acme/versions/%2e%2e',
    '/plugins/acme/versions/0.9.0%2F..',
    '/plugins/acme/versions/0.9.0%00',
    '/plugins/caf%C3%A9',
    '/plugins/%F0%9F%92%A9',
    '/plugins/%FF%FE',
    '/plugins/%',
    '/plugins/%zz',
    '/plugins/acme/versions/%E2%80%AE1.0',
    `/plugins/${long}`,
    `/plugins/acme/versions/${long}`,
    `/themes/${long}/versions/1.0.0`,
    '/themes/..%2Fplugins%2Facme/versions/0.9.0',
    '/plugins/acme/versions/../../plugins/acme',
  ];
  it.each(['GET', 'PATCH', 'DELETE'])(
    '%s: every one is a 4xx in the error shape, and acme survives',
    async (method) => {
      for (const p of paths) {
        const response = await rawRequest(server.url, p, {
          method,
          body: method === 'PATCH' ? '{"release_notes":"x"}' : undefined,
          headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
        });
        expect(response.status, `${method} ${p.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${p.slice(0, 80)}`).toBeLessThan(500);
        expect(
          isErrorBody(response.text, response.status),
          `${method} ${p.slice(0, 80)}: ${response.text.slice(0, 200)}`,
        ).toBe(true);
      }
      const versions = await api.GET('/plugins/{slug}/versions', { params: { path: { slug: 'acme' } } });
      expect(versions.data!.map((v) => v.version)).toEqual(['1.0.0', '0.9.0']);
    },
  );

  it('a download path that climbs out of the archive folder is refused, never served', async () => {
    for (const p of [
      '/downloads/plugins/acme/..%2F..%2Fregistry.sqlite',
      '/downloads/plugins/..%2F..%2Fsigning-secret/x.zip',
      '/downloads/plugins/acme/%2e%2e%2F%2e%2e%2Fsigning-secret.zip',
    ]) {
      const response = await rawRequest(server.url, `${p}?expires=9999999999&signature=${'0'.repeat(64)}`);
      expect([400, 403, 404]).toContain(response.status);
      expect(isErrorBody(response.text, response.status)).toBe(true);
    }
  });
});

describe('Range headers, content encodings, HEAD and oversized headers', () => {
  let link: URL;
  let size: number;
  beforeAll(async () => {
    const archive = pluginZip({ slug: 'ranged-hostile', version: '1.0.0' });
    size = archive.length;
    const { data } = await uploadPlugin(api, archive);
    link = new URL(data!.download_link);
  });
  const download = (headers: Record<string, string>, method = 'GET') =>
    rawRequest(server.url, `${link.pathname}${link.search}`, { method, headers });

  it.each(
    (
      [
        ['bytes=1000-2000', 416],
        ['bytes=10-5', 416],
        ['bytes=999999999999999999999-', 416],
        ['bytes=-0', 416],
        ['bytes=0-0', 206],
        ['bytes=-10', 206],
        ['bytes=5-', 206],
        ['bytes=0-1,4-5', 200],
        ['bytes=abc', 200],
        ['items=0-5', 200],
        ['bytes=', 200],
        [`bytes=${'0-1,'.repeat(2000)}0-1`, 400], // the spec caps a Range at 200 characters
      ] as [string, number][]
    ).map(([range, status]) => ({
      range,
      status,
      shown: range.length > 40 ? `${range.slice(0, 40)}… (${range.length} characters)` : range,
    })),
  )('Range: $shown on a download link -> $status', async ({ range, status }) => {
    const response = await download({ Range: range });
    expect(response.status).toBe(status);
    if (status >= 400) expect(isErrorBody(response.text, status), response.text).toBe(true);
    if (status === 416) {
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it.each(['gzip', 'deflate', 'br', 'GZIP', 'gzip, br', 'zstd', 'x-unknown', 'identity, gzip'])(
    'PATCH with Content-Encoding: %s over plain JSON: a 4xx in the error shape',
    async (encoding) => {
      const response = await rawJson(
        server.url,
        key,
        'PATCH',
        '/plugins/acme/versions/0.9.0',
        '{"release_notes":"plain"}',
        {
          'Content-Encoding': encoding,
        },
      );
      expect([400, 415]).toContain(response.status);
      expect(isErrorBody(response.text, response.status), response.text).toBe(true);
    },
  );

  it('HEAD on every GET route, answered or refused, never carries a body or a 5xx', async () => {
    const paths = [
      '/plugins',
      '/plugins/acme',
      '/plugins/acme/versions',
      '/plugins/acme/versions/1.0.0',
      '/plugins/none',
      '/themes',
      '/author',
      '/assets/default-icon.svg',
      '/assets/nothing.svg',
      '/healthz',
      '/readyz',
      `${link.pathname}${link.search}`,
      `${link.pathname}?expires=1&signature=${'0'.repeat(64)}`,
      '/nothing/here',
    ];
    for (const p of paths) {
      for (const headers of [{ 'X-API-KEY': key }, {}] as Record<string, string>[]) {
        const response = await rawRequest(server.url, p, { method: 'HEAD', headers });
        expect(response.status, p).toBeLessThan(500);
        expect(response.status, p).not.toBe(405);
        expect(response.text, p).toBe('');
      }
    }
  });

  it.each([17, 20, 64, 1024])(
    'a %i KiB header: 431 in the error shape, and the server answers the next request',
    async (kib) => {
      const response = await rawRequest(server.url, '/plugins', {
        headers: { 'X-API-KEY': key, 'X-Padding': 'p'.repeat(kib * 1024) },
      });
      expect(response.status).toBe(431);
      expect(isErrorBody(response.text, 431), response.text).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );
});
