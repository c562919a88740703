import http from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type RegistryClient, uploadPlugin } from '../support/client.js';
import { eventually, filesUnder, isErrorBody, rawRequest } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { buildZip } from '../support/zip.js';

/**
 * Property-based fuzzing over a real server: mutated archives, malformed multipart bodies, and
 * requests with hostile Range headers, content encodings, HEAD and oversized headers.
 * Whatever comes in, the server answers 2xx/4xx in the error shape (never 5xx, never a reset),
 * stays up, and keeps no temp file and no archive without a record.
 * FUZZ_RUNS sets the inputs per property (default 150; e.g. FUZZ_RUNS=5000 for a long run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const BATCH = 25;

let server: TestServer;
let api: RegistryClient;
let key: string;
const seen: Record<string, number> = {};

useTestServer((started) => ({ server, api, key } = started));
afterAll(() => console.info(`fuzz: ${RUNS} inputs per property; answers ${JSON.stringify(seen)}`));

const main = `<?php\n/**\n * Plugin Name: Fuzz Target\n * Version: 1.0.0\n * Description: A plugin to break.\n * Author: Fuzz\n */\n`;
const BASE = buildZip([
  { name: 'fuzz-target/fuzz-target.php', data: main, method: 'deflate' },
  {
    name: 'fuzz-target/readme.txt',
    data: '=== Fuzz ===\nTested up to: 6.5\n\nShort.\n\n== Description ==\n\nLong *text*.\n',
    method: 'deflate',
  },
  { name: 'fuzz-target/inc/a.php', data: '<?php // a', method: 'store' },
]);

/** Health, temp files and orphan archives, checked every BATCH inputs. */
let count = 0;
async function checkAfter(label: string): Promise<void> {
  expect(
    await eventually(
      () => filesUnder(server.dataDir, 'tmp'),
      (f) => f.length === 0,
      2000,
    ),
    `temp files after ${label}`,
  ).toEqual([]);
  if (++count % BATCH !== 0) return;
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const { data } = await api.GET('/plugins', { params: { query: { per_page: 100 } } });
  const referenced = new Set<string>();
  for (const plugin of data!.plugins) {
    const versions = await api.GET('/plugins/{slug}/versions', { params: { path: { slug: plugin.slug } } });
    for (const v of versions.data!)
      referenced.add(`archives/plugins/${plugin.slug}/${plugin.slug}-${v.version}-${v.checksum}.zip`);
  }
  expect(filesUnder(server.dataDir, 'archives').filter((f) => f.startsWith('archives/plugins/'))).toEqual(
    [...referenced].sort(),
  );
}

function record(status: number, text: string, label: string): void {
  seen[status] = (seen[status] ?? 0) + 1;
  expect(status, `${label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) expect(isErrorBody(text, status), `${label}: ${text.slice(0, 300)}`).toBe(true);
}

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'insert' | 'overwrite'; at: number; bytes: Uint8Array }
  | { kind: 'cut'; at: number; length: number }
  | { kind: 'field'; at: number; value: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constantFrom('insert' as const, 'overwrite' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 48 }),
  }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  // Size, offset and count fields set to extremes: lying headers rather than noise.
  fc.record({
    kind: fc.constant('field' as const),
    at: fc.nat(),
    value: fc.constantFrom(0, 1, 0xffff, 0x7fffffff, 0xffffffff),
  }),
);

function mutate(base: Buffer, mutations: Mutation[]): Buffer {
  let out = Buffer.from(base);
  for (const m of mutations) {
    const at = out.length === 0 ? 0 : m.at % out.length;
    if (m.kind === 'flip' && out.length) out[at] ^= 1 << m.bit;
    if (m.kind === 'truncate') out = out.subarray(0, at);
    if (m.kind === 'insert') out = Buffer.concat([out.subarray(0, at), m.bytes, out.subarray(at)]);
    if (m.kind === 'overwrite') out = Buffer.concat([out.subarray(0, at), m.bytes, out.subarray(at + m.bytes.length)]);
    if (m.kind === 'cut') out = Buffer.concat([out.subarray(0, at), out.subarray(at + m.length)]);
    if (m.kind === 'field' && at + 4 <= out.length) out.writeUInt32LE(m.value >>> 0, at);
  }
  return out;
}

describe('mutated archives', () => {
  it('are answered 201, 400 or 409 and never break the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (mutations) => {
        const { response, error } = await uploadPlugin(api, mutate(BASE, mutations));
        record(response.status, JSON.stringify(error ?? {}), 'mutated archive');
        if (response.status !== 201) expect([400, 409]).toContain(response.status);
        await checkAfter('a mutated archive');
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

/**
 * A multipart body: a well-formed form of random fields (valid or not for the operation),
 * then none, one or two defects of framing. Keeping most of the form intact reaches the
 * paths past multer (validation, inspection) as well as busboy's own error paths.
 */
interface Part {
  name: string;
  filename: string | null;
  body: 'zip' | 'long' | Uint8Array;
}
const part: fc.Arbitrary<Part> = fc.record({
  name: fc.constantFrom(
    'plugin',
    'plugin',
    'plugin',
    'release_notes',
    'release_notes',
    'theme',
    'slug',
    '',
    'plugin"; name="release_notes',
  ),
  filename: fc.option(fc.constantFrom('a.zip', 'a.zip', '', '../../etc/passwd', 'é.zip', 'a\r\nb.zip'), { nil: null }),
  body: fc.oneof(fc.constant('zip' as const), fc.constant('long' as const), fc.uint8Array({ maxLength: 2048 })),
});

const DEFECTS = [
  'other-boundary',
  'no-boundary',
  'quoted-boundary',
  'lf-only',
  'cr-only',
  'no-crlf',
  'bogus-header',
  'huge-header',
  'nul-header',
  'cut',
  'no-final-crlf',
  'no-terminator',
  'epilogue',
  'preamble',
  'boundary-in-body',
] as const;
type Defect = (typeof DEFECTS)[number];

const form = fc.record({
  boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
  parts: fc.array(part, { minLength: 1, maxLength: 4 }),
  defects: fc.subarray([...DEFECTS], { maxLength: 2 }),
  cutAt: fc.nat(),
  hugeKib: fc.integer({ min: 1, max: 256 }),
  chunked: fc.boolean(),
});

type Form = typeof form extends fc.Arbitrary<infer T> ? T : never;

function assemble(f: Form): { body: Buffer; contentType: string } {
  const has = (d: Defect) => f.defects.includes(d);
  const eol = has('lf-only') ? '\n' : has('cr-only') ? '\r' : has('no-crlf') ? '' : '\r\n';
  const extra = [
    ...(has('bogus-header') ? ['no colon here', ': empty name', 'Content-Transfer-Encoding: base64'] : []),
    ...(has('huge-header') ? [`X-Huge: ${'h'.repeat(f.hugeKib * 1024)}`] : []),
    ...(has('nul-header') ? ['X-Nul: a\u0000b'] : []),
  ];
  const chunks: Buffer[] = [];
  if (has('preamble')) chunks.push(Buffer.from(`junk before the first boundary${eol}`));
  for (const [i, p] of f.parts.entries()) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
    const headers = [
      disposition,
      ...(p.filename === null ? [] : ['Content-Type: application/zip']),
      ...(i === 0 ? extra : []),
    ];
    chunks.push(Buffer.from(`--${f.boundary}${eol}${headers.join(eol)}${eol}${eol}`));
    chunks.push(p.body === 'zip' ? BASE : p.body === 'long' ? Buffer.from('n'.repeat(30_001)) : Buffer.from(p.body));
    if (has('boundary-in-body')) chunks.push(Buffer.from(`${eol}--${f.boundary}`));
    chunks.push(Buffer.from(eol));
  }
  if (has('epilogue')) chunks.push(Buffer.from(`--${f.boundary}--${eol}trailing junk --${f.boundary}${eol}`));
  else if (has('no-final-crlf')) chunks.push(Buffer.from(`--${f.boundary}--`));
  else if (!has('no-terminator')) chunks.push(Buffer.from(`--${f.boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (has('cut')) body = body.subarray(0, f.cutAt % body.length);
  const declared = has('no-boundary')
    ? null
    : has('other-boundary')
      ? `${f.boundary}x`
      : has('quoted-boundary')
        ? `"${f.boundary}"`
        : f.boundary;
  return { body, contentType: declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}` };
}

describe('malformed multipart bodies', () => {
  it('always get an answer, 2xx or 4xx, and leave no temp file', async () => {
    await fc.assert(
      fc.asyncProperty(form, async (f) => {
        const { body, contentType } = assemble(f);
        const response = await rawRequest(server.url, '/plugins', {
          method: 'POST',
          body,
          chunked: f.chunked,
          headers: { 'X-API-KEY': key, 'Content-Type': contentType },
        });
        record(response.status, response.text, 'multipart');
        await checkAfter('a malformed form');
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('cut off by a client that vanishes mid-upload, leave no temp file', async () => {
    const { hostname, port } = new URL(server.url);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: BASE.length + 120 }), fc.boolean(), async (sent, chunked) => {
        const head = Buffer.from('--cut\r\nContent-Disposition: form-data; name="plugin"; filename="a.zip"\r\n\r\n');
        const body = Buffer.concat([head, BASE, Buffer.from('\r\n--cut--\r\n')]);
        const headers: Record<string, string | number> = {
          'X-API-KEY': key,
          'Content-Type': 'multipart/form-data; boundary=cut',
        };
        if (!chunked) headers['Content-Length'] = body.length;
        const request = http.request({ hostname, port, path: '/plugins', method: 'POST', headers, agent: false });
        request.on('error', () => {});
        request.write(body.subarray(0, Math.min(sent, body.length - 1)));
        await new Promise((r) => setTimeout(r, 20));
        request.destroy();
        seen.vanished = (seen.vanished ?? 0) + 1;
        await checkAfter('a vanished client');
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);
});

/**
 * Any method on any route, with a Range header, a Content-Encoding over a body that may or may
 * not match it, and sometimes a header past Node's 16 KiB limit: never a 5xx, every error in the
 * error shape (HEAD answers carry no body to check).
 */
describe('hostile headers on every route', () => {
  const range = fc.oneof(
    fc.constant(undefined),
    fc
      .tuple(fc.option(fc.nat({ max: 5000 }), { nil: undefined }), fc.option(fc.nat({ max: 5000 }), { nil: undefined }))
      .map(([a, b]) => `bytes=${a ?? ''}-${b ?? ''}`),
    fc.constantFrom(
      'bytes=0-0,5-9,2-3',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'bytes=abc',
      'items=0-5',
      'bytes=',
      'bytes=0-1,',
      `bytes=${'0-1,'.repeat(500)}0-1`,
      'bytes = 1-2',
    ),
    fc.string({ maxLength: 40 }).map((junk) => `bytes=${junk}`),
  );
  const encoding = fc.constantFrom(
    undefined,
    'gzip',
    'deflate',
    'br',
    'zstd',
    'identity',
    'x-unknown',
    'gzip, br',
    'GZIP',
    '',
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.constant('{"release_notes":"fuzz"}'),
    fc.constant('gzipped-json' as const),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  );
  const request = fc.record({
    method: fc.oneof(
      { arbitrary: fc.constant('GET'), weight: 3 },
      { arbitrary: fc.constant('HEAD'), weight: 2 },
      { arbitrary: fc.constantFrom('PATCH', 'DELETE', 'POST', 'OPTIONS'), weight: 2 },
    ),
    route: fc.constantFrom(
      'download',
      '/plugins',
      '/plugins/hostile-headers',
      '/plugins/hostile-headers/versions/1.0.0',
      '/plugins/hostile-headers/versions',
      '/assets/default-icon.svg',
      '/author',
      '/healthz',
      '/themes',
    ),
    range,
    encoding,
    body,
    oversized: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 7 },
      { arbitrary: fc.integer({ min: 17, max: 64 }), weight: 1 },
    ),
  });

  it('are answered 2xx, 3xx or 4xx in the error shape, never 5xx', async () => {
    const { data } = await uploadPlugin(
      api,
      buildZip([{ name: 'hostile-headers/hostile-headers.php', data: main.replace('Fuzz Target', 'Hostile Headers') }]),
    );
    const link = new URL(data!.download_link);
    // No delete permission: every route keeps something to answer about.
    const noDelete = await server.key({ plugins: ['read', 'create', 'update'], themes: ['read'] });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { 'X-API-KEY': noDelete };
        if (r.range !== undefined) headers.Range = r.range;
        if (r.encoding !== undefined) headers['Content-Encoding'] = r.encoding;
        if (r.oversized !== undefined) headers['X-Oversized'] = 'o'.repeat(r.oversized * 1024);
        let payload: Buffer | string | undefined;
        if (r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD') {
          payload = r.body === 'gzipped-json' ? gzipSync('{"release_notes":"fuzz"}') : r.body;
          headers['Content-Type'] = r.method === 'POST' ? 'multipart/form-data; boundary=x' : 'application/json';
        }
        const path = r.route === 'download' ? `${link.pathname}${link.search}` : r.route;
        const response = await rawRequest(server.url, path, { method: r.method, headers, body: payload });
        const label = `${r.method} ${r.route} range=${r.range} encoding=${r.encoding} oversized=${r.oversized}`;
        if (r.method === 'HEAD') {
          seen[response.status] = (seen[response.status] ?? 0) + 1;
          expect(response.status, label).toBeLessThan(500);
          expect(response.text, label).toBe('');
        } else {
          record(response.status, response.text, label);
        }
        await checkAfter('a hostile header');
      }),
      { numRuns: RUNS },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
