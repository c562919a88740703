import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ValidationContext } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadApi, type Operation } from '../../src/http/api.js';
import { SPEC_PATH } from '../../src/spec.js';
import { freePort, startProcess, stopProcess } from '../support/processes.js';

/**
 * `npm run mock` (Prism) serves every operation of the spec: each one answers its documented
 * success status with a body that fits the documented schema, and each secured one answers
 * 401 without a key. The operations, their parameters and bodies are read from the spec, so a
 * new operation is covered as soon as it is written (and fails here if the spec gives a mock
 * nothing to build a valid request from).
 */

const api = await loadApi();
await api.init();
const responseAjv = api.validator.getAjv(ValidationContext.Response);

interface Schema {
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}

/** The smallest valid ZIP: an empty archive (end-of-central-directory record only). */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

const firstExample = (m: { example?: unknown; examples?: Record<string, { value: unknown }> }) =>
  m.example !== undefined ? m.example : m.examples ? Object.values(m.examples)[0]?.value : undefined;

/** A value the spec itself vouches for: the parameter's example, else its schema's example, enum, const or default. */
function sampleValue(p: Parameter): string | undefined {
  const s = p.schema ?? {};
  const value = firstExample(p) ?? s.examples?.[0] ?? s.enum?.[0] ?? s.const ?? s.default;
  return value === undefined ? undefined : `${value as string | number | boolean}`;
}

interface MockCase {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: () => FormData | string;
  secured: boolean;
  status: number;
  mediaTypes: Record<string, MediaType>;
}

function buildCase(op: Operation): MockCase {
  const id = op.operationId!;
  let url = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of (op.parameters ?? []) as Parameter[]) {
    const value = sampleValue(p);
    if (p.in === 'path') {
      if (value === undefined)
        throw new Error(`${id}: path parameter "${p.name}" has no example, enum or default in the spec`);
      url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    } else if (p.required) {
      if (value === undefined)
        throw new Error(`${id}: required ${p.in} parameter "${p.name}" has no example in the spec`);
      if (p.in === 'query') query.set(p.name, value);
      if (p.in === 'header') headers[p.name] = value;
    }
  }
  if (query.size) url += `?${query.toString()}`;

  let body: MockCase['body'];
  const content = (op.requestBody as { content?: Record<string, MediaType> } | undefined)?.content;
  if (content?.['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema ?? {};
    body = () => {
      const form = new FormData();
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (prop.format === 'binary' || prop.contentMediaType) {
          form.append(
            name,
            new Blob([EMPTY_ZIP], { type: prop.contentMediaType ?? 'application/octet-stream' }),
            `${name}.zip`,
          );
        } else {
          const value =
            prop.examples?.[0] ?? prop.example ?? (prop.type === 'string' ? 'Mock release notes.' : undefined);
          if (value === undefined && schema.required?.includes(name))
            throw new Error(`${id}: form field "${name}" has no example`);
          if (value !== undefined) form.append(name, `${value as string | number | boolean}`);
        }
      }
      return form; // fetch sets the multipart Content-Type with its boundary
    };
  } else if (content?.['application/json']) {
    const example = firstExample(content['application/json']);
    if (example === undefined) throw new Error(`${id}: the JSON request body has no example in the spec`);
    headers['Content-Type'] = 'application/json';
    body = () => JSON.stringify(example);
  } else if (content?.['application/x-www-form-urlencoded']) {
    const example = firstExample(content['application/x-www-form-urlencoded']) as Record<string, unknown> | undefined;
    if (example === undefined) throw new Error(`${id}: the form request body has no example in the spec`);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    // Arrays as repeated pairs, which Prism reads as arrays (it does not read PHP's `name[]=`; the registry reads both).
    body = () =>
      new URLSearchParams(
        Object.entries(example).flatMap(([name, value]): [string, string][] =>
          Array.isArray(value) ? value.map((item) => [name, String(item)]) : [[name, String(value)]],
        ),
      ).toString();
  } else if (content) {
    throw new Error(`${id}: request body type ${Object.keys(content).join(', ')} is not handled by this test`);
  }

  const documented = Object.keys(op.responses ?? {});
  // A browser navigation (sign-in) succeeds with a redirect: its 3xx is its success.
  const successes = (
    documented.some((code) => /^2\d\d$/.test(code))
      ? documented.filter((code) => /^2\d\d$/.test(code))
      : documented.filter((code) => /^3\d\d$/.test(code))
  )
    .map(Number)
    .sort();
  if (successes.length === 0) throw new Error(`${id}: no 2xx (or, for a redirect, 3xx) response documented`);
  const status = successes[0];
  return {
    operationId: id,
    method: op.method.toUpperCase(),
    url,
    headers,
    body,
    secured: Array.isArray(op.security) && op.security.length > 0,
    status,
    mediaTypes: (op.responses as Record<string, ResponseObject>)[String(status)].content ?? {},
  };
}

const cases = api.getOperations().map(buildCase);

let prism: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const bin = path.resolve('node_modules/.bin/prism');
  prism = await startProcess(
    bin,
    ['mock', 'openapi/registry.yaml', '-h', '127.0.0.1', '-p', String(port)],
    /Prism is listening/,
    { timeoutMs: 60_000 },
  );
}, 90_000);
afterAll(() => (prism ? stopProcess(prism) : undefined));

/** With a key, the call also carries a session cookie: operations that take only a session (GET /auth/session) are then served too. */
function call(c: MockCase, key: string | undefined) {
  return fetch(base + c.url, {
    method: c.method,
    headers: { ...c.headers, ...(key ? { 'X-API-KEY': key, cookie: '__Host-registry-session=mock-session' } : {}) },
    body: c.body?.(),
    // A documented redirect is the answer itself; its example target is no address to visit.
    redirect: 'manual',
  });
}

/** The documented media type the answer has, and the problems its body shows against that media type's schema. */
async function checkBody(
  c: MockCase,
  status: number,
  response: Response,
): Promise<{ mediaType: string | undefined; errors: unknown[] }> {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const documented = Object.keys(c.mediaTypes);
  if (!documented.includes(mediaType))
    return { mediaType: undefined, errors: [`content type "${mediaType}" is not one of ${documented.join(', ')}`] };
  if (mediaType === 'application/json') {
    expect(c.mediaTypes[mediaType].schema, `${c.operationId} ${status}: JSON schema`).toBeDefined();
    return { mediaType, errors: api.validateResponse(await response.json(), c.operationId, status).errors ?? [] };
  }
  // openapi-backend checks JSON bodies only; other media types are checked against their own schema here.
  const text = await response.text();
  const schema = c.mediaTypes[mediaType].schema;
  if (!schema) return { mediaType, errors: [`${mediaType}: no schema documented`] };
  const validate = responseAjv.compile(schema);
  return { mediaType, errors: validate(text) ? (text.length > 0 ? [] : ['empty body']) : (validate.errors ?? []) };
}

describe('npm run mock (Prism) serves every operation of the spec', () => {
  it('covers every operation, each with a documented success response', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cases.map((c) => c.operationId)).size).toBe(cases.length);
  });

  describe.each(cases)('$operationId: $method $url', (c) => {
    it(`answers its documented success status with a body that fits the schema`, async () => {
      const response = await call(c, 'rk_mock-key');
      const violations = response.headers.get('sl-violations');
      expect({ status: response.status, violations }).toEqual({ status: c.status, violations: null });
      if (c.status >= 300) {
        expect(response.headers.get('location')).toBeTruthy();
        return;
      }
      const { mediaType, errors } = await checkBody(c, c.status, response);
      expect(mediaType).toBeDefined();
      expect(errors).toEqual([]);
    });

    if (c.secured) {
      it('answers 401 without an API key, in the documented error shape', async () => {
        const response = await call(c, undefined);
        expect(response.status).toBe(401);
        const body = await response.json();
        expect(body).toMatchObject({ status: 401, error: 401 });
        expect(api.validateResponse(body, c.operationId, 401).errors ?? []).toEqual([]);
      });
    } else {
      it('needs no API key', async () => {
        const response = await call(c, undefined);
        expect(response.status).toBe(c.status);
        await response.arrayBuffer();
      });
    }
  });
});

describe('npm run mock (Prism): static examples', () => {
  const get = (route: string, headers: Record<string, string> = {}) =>
    fetch(base + route, { headers: { 'X-API-KEY': 'rk_mock-key', ...headers } });

  it('answers GET /author with the documented example', async () => {
    const response = await get('/author');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Author: 'Acme Digital', 'Author URI': 'https://acme.example/' });
  });

  it('answers a plugin with sections and versions', async () => {
    const body = (await (await get('/plugins/acme-forms')).json()) as { versions: Record<string, string> };
    expect(body).toMatchObject({ slug: 'acme-forms', version: '2.4.1', sections: { description: expect.any(String) } });
    expect(Object.keys(body.versions)).toEqual(['2.4.1', '2.4.0']);
  });

  it('answers a documented error on `Prefer: code=404`', async () => {
    const response = await get('/plugins/acme-forms', { Prefer: 'code=404' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Plugin not found.' } });
  });

  it('answers a generated body that still fits the schema on `Prefer: dynamic=true`', async () => {
    const response = await get('/plugins', { Prefer: 'dynamic=true' });
    expect(response.status).toBe(200);
    expect(api.validateResponse(await response.json(), 'listPlugins', 200).errors ?? []).toEqual([]);
  });
});

/**
 * The `Prefer` table of docs/front-end.md, row by row: each row's header is sent to the mock
 * and its answer checked against what the row says. A row added to the table without a check
 * here fails, as does a row the mock does not honour.
 */
describe('npm run mock (Prism): the Prefer table of docs/front-end.md', () => {
  const readme = fs.readFileSync('docs/front-end.md', 'utf8');
  const table = readme.slice(readme.indexOf('| header | answer |'));
  const rows = [...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| (none|`Prefer: [^`]+`) \|/gm)].map((m) =>
    m[1].replaceAll('`', ''),
  );
  const examples = (
    parse(fs.readFileSync(SPEC_PATH, 'utf8')) as { components: { examples: Record<string, { value: unknown }> } }
  ).components.examples;
  const send = (method: string, route: string, prefer: string | undefined, body?: FormData) =>
    fetch(base + route, {
      method,
      body,
      headers: { 'X-API-KEY': 'rk_mock-key', ...(prefer ? { Prefer: prefer } : {}) },
    });
  const upload = () => {
    const form = new FormData();
    form.append('plugin', new Blob([EMPTY_ZIP], { type: 'application/zip' }), 'acme-forms-1.0.0.zip');
    return form;
  };

  const checks: Record<string, (prefer: string | undefined) => Promise<void>> = {
    none: async (prefer) => {
      const response = await send('GET', '/plugins/acme-forms', prefer);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { slug: string; version: string; versions: object };
      expect({ slug: body.slug, version: body.version, versions: Object.keys(body.versions).length }).toEqual({
        slug: 'acme-forms',
        version: '2.4.1',
        versions: 2,
      });
    },
    'Prefer: example=deleted': async (prefer) => {
      const response = await send('DELETE', '/plugins/acme-forms', prefer);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(examples.PluginDeleted.value);
      // A name the operation lacks: a Prism 404, as the row says.
      const unknown = await send('GET', '/plugins/acme-forms', prefer);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { type: string }).type).toContain('stoplight.io/prism/errors');
    },
    'Prefer: code=404': async (prefer) => {
      const response = await send('GET', '/plugins/acme-forms', prefer);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Plugin not found.' } });
      const undocumented = await send('GET', '/plugins', prefer); // lists document no 404
      expect(undocumented.status).toBe(404);
      expect(((await undocumented.json()) as { type: string }).type).toContain('stoplight.io/prism/errors');
    },
    'Prefer: code=201, example=uploaded': async (prefer) => {
      const response = await send('POST', '/plugins', prefer, upload());
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(examples.PluginListItem.value);
    },
    'Prefer: dynamic=true': async (prefer) => {
      const bodies = await Promise.all(
        [1, 2].map(async () => {
          const response = await send('GET', '/themes?per_page=5', prefer);
          expect(response.status).toBe(200);
          const body = await response.json();
          expect(api.validateResponse(body, 'listThemes', 200).errors ?? []).toEqual([]);
          return body;
        }),
      );
      expect(bodies[0]).not.toEqual(bodies[1]);
    },
  };

  it('has a check for every row, and a row for every check', () => {
    expect(rows.sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(Object.keys(checks))('%s answers as the table says', async (row) => {
    await checks[row](row === 'none' ? undefined : row.slice('Prefer: '.length));
  });
});
