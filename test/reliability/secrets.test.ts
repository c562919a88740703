import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import {
  keyedFetch,
  registryClient,
  type RegistryClient,
  uploadForm,
  uploadPlugin,
  uploadTheme,
} from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { isErrorBody, rawRequest } from '../support/raw-http.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { testTempDir } from '../support/temp-dirs.js';

/** API keys, link signatures and the signing secret stay secret; keys are checked by hash; links cannot be bent. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const lastCharChanged = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');

describe('a whole run of a real server process', () => {
  it('never writes a key, a key hash, a signature or the signing secret to its output, and stores keys only hashed', async () => {
    const env = await childEnv({ LOG_LEVEL: 'trace', REGISTRY_MAX_UPLOAD_BYTES: String(64 * 1024) });
    const key = await createKeyWithCli(env, 'plugins:read,create,update,delete', 'themes:read');
    const readOnly = await createKeyWithCli(env, 'themes:read');
    const server = await startChildServer(env);
    const dataDir = env.REGISTRY_DATA_DIR!;
    const signatures: string[] = [];
    try {
      const api = registryClient(server.url, key);
      const uploaded = await uploadPlugin(api, pluginZip({ slug: 'secret-keeper' }), 'notes');
      expect(uploaded.response.status).toBe(201);
      signatures.push(new URL(uploaded.data!.download_link).searchParams.get('signature')!);
      expect((await fetch(uploaded.data!.download_link)).status).toBe(200);
      const tampered = uploaded.data!.download_link.replace(/signature=./, (s) =>
        s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`,
      );
      expect((await fetch(tampered)).status).toBe(403);
      expect((await uploadPlugin(api, Buffer.from('not a zip'))).response.status).toBe(400);
      expect((await uploadPlugin(api, randomBytes(200 * 1024))).response.status).toBe(413);
      expect((await uploadPlugin(registryClient(server.url, lastCharChanged(key)), pluginZip())).response.status).toBe(
        401,
      );
      expect((await uploadPlugin(registryClient(server.url, readOnly), pluginZip())).response.status).toBe(403);
      expect((await fetch(`${server.url}/plugins?X-API-KEY=${key}&api_key=${key}`)).status).toBe(401);
      expect((await fetch(`${server.url}/plugins`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(401);
      // The Composer repository takes the key as Basic password and Bearer token (DESIGN 16): never logged either.
      const basic = (k: string) => ({ Authorization: `Basic ${Buffer.from(`token:${k}`).toString('base64')}` });
      expect((await fetch(`${server.url}/composer/packages.json`, { headers: basic(key) })).status).toBe(200);
      expect(
        (await fetch(`${server.url}/composer/packages.json`, { headers: basic(lastCharChanged(key)) })).status,
      ).toBe(401);
      expect(
        (
          await fetch(`${server.url}/composer/p2/registry-plugin/secret-keeper.json`, {
            headers: { Authorization: `Bearer ${key}` },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await rawRequest(server.url, '/plugins/secret-keeper', {
            method: 'PATCH',
            body: '{"default_icon":',
            headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      expect(
        (await keyedFetch(server.url, key, 'GET', `/plugins/${key.toLowerCase().replace(/[^a-z0-9]/g, '')}`)).status,
      ).toBe(404);
      // A storage failure, logged with its cause: the archive folder of this slug is a file.
      fs.writeFileSync(path.join(dataDir, 'archives', 'plugins', 'boom'), 'in the way');
      const failed = await keyedFetch(
        server.url,
        key,
        'POST',
        '/plugins',
        uploadForm('plugin', pluginZip({ slug: 'boom' })),
      );
      expect(failed.status).toBe(500);
      const failure = await failed.text();
      expect(JSON.parse(failure)).toEqual({ status: 500, error: 500, messages: { error: 'Internal server error.' } });
      expect(failure).not.toMatch(/\.ts:\d+|EEXIST|ENOTDIR|archives/);
      await new Promise((r) => setTimeout(r, 300)); // let the async logger flush
    } finally {
      await stopProcess(server.process);
    }

    const output = server.output();
    expect(output).toContain('"msg":"request failed"'); // the 500 really was logged
    expect(output.split('\n').filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(10);
    const secret = fs.readFileSync(path.join(dataDir, 'signing-secret'), 'utf8').trim();
    for (const leak of [
      key,
      readOnly,
      key.slice(3),
      lastCharChanged(key),
      sha256(key),
      sha256(readOnly),
      secret,
      ...signatures,
      Buffer.from(`token:${key}`).toString('base64'),
    ]) {
      expect(output.includes(leak), `leaked ${leak.slice(0, 8)}…`).toBe(false);
    }

    // On disk: not in the database, its WAL or anything else in the data dir, only the SHA-256.
    const files = (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(dataDir, f)).isFile(),
    );
    expect(files).toContain('registry.sqlite');
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dataDir, file));
      for (const k of [key, readOnly]) expect(bytes.includes(k.slice(3)), `${file} holds a key`).toBe(false);
    }
    const db = new Database(path.join(dataDir, 'registry.sqlite'), { readonly: true });
    try {
      const keys = db.prepare('SELECT hash FROM api_keys ORDER BY created_at').all() as Array<{ hash: string }>;
      expect(keys.map((k) => k.hash).sort()).toEqual([sha256(key), sha256(readOnly)].sort());
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
      const everything = JSON.stringify(tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all()));
      expect(everything).not.toContain(key.slice(3));
      expect(everything).not.toContain(readOnly.slice(3));
    } finally {
      db.close();
    }
  }, 90_000);
});

let server: TestServer;
let api: RegistryClient;
let key: string;

useTestServer((started) => ({ server, api, key } = started));

describe('key lookup is by the whole key', () => {
  it.each([
    ['its last character changed', (k: string) => lastCharChanged(k)],
    ['its first character after the prefix changed', (k: string) => `rk_${k[3] === 'A' ? 'B' : 'A'}${k.slice(4)}`],
    ['one character appended', (k: string) => `${k}A`],
    ['its last character dropped', (k: string) => k.slice(0, -1)],
    ['upper case', (k: string) => k.toUpperCase()],
    ['its hash instead', (k: string) => sha256(k)],
  ])('refuses the key with %s: 401 Invalid API key.', async (_label, variant) => {
    const response = await fetch(`${server.url}/plugins`, { headers: { 'X-API-KEY': variant(key) } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, error: 401, messages: { error: 'Invalid API key.' } });
    expect((await keyedFetch(server.url, key, 'GET', '/plugins')).status).toBe(200);
  });
});

describe('signed links cannot be bent', () => {
  const links: Record<string, URL> = {};
  beforeAll(async () => {
    for (const [name, upload] of [
      ['alpha', () => uploadPlugin(api, pluginZip({ slug: 'alpha', version: '1.0.0' }))],
      ['alpha-next', () => uploadPlugin(api, pluginZip({ slug: 'alpha', version: '1.0.1' }))],
      ['beta', () => uploadPlugin(api, pluginZip({ slug: 'beta', version: '1.0.0' }))],
      ['alpha-theme', () => uploadTheme(api, themeZip({ slug: 'alpha', version: '1.0.0' }))],
    ] as const) {
      const { data } = await upload();
      links[name] = new URL(data!.download_link);
    }
    for (const link of Object.values(links)) expect((await fetch(link)).status).toBe(200);
  });

  /** The path of one link with the query (expires + signature) of another. */
  const graft = (pathOf: URL, queryOf: URL) => `${pathOf.pathname}${queryOf.search}`;

  it.each([
    [
      'another slug (same file name)',
      () => `${links.alpha.pathname.replace('/alpha/', '/beta/')}${links.alpha.search}`,
    ],
    ["another slug's file", () => graft(links.beta, links.alpha)],
    [
      'another kind (plugins → themes)',
      () => `${links.alpha.pathname.replace('/plugins/', '/themes/')}${links.alpha.search}`,
    ],
    ['the theme of the same slug', () => graft(links['alpha-theme'], links.alpha)],
    ['another version of the same plugin', () => graft(links['alpha-next'], links.alpha)],
    [
      'expires moved later by one second',
      () =>
        `${links.alpha.pathname}?expires=${Number(links.alpha.searchParams.get('expires')) + 1}&signature=${links.alpha.searchParams.get('signature')}`,
    ],
  ])('a signature moved to %s: 403', async (_label, target) => {
    const response = await rawRequest(server.url, target());
    expect(response.status).toBe(403);
    expect(isErrorBody(response.text, 403)).toBe(true);
  });

  it.each([0, 1, 'an hour ago'])('a correctly signed link that expired (expires=%s): 403', async (when) => {
    const version = (await server.storage.versions.get('plugin', 'alpha', '1.0.0'))!;
    const expires = when === 'an hour ago' ? Math.floor(Date.now() / 1000) - 3600 : Number(when);
    const response = await fetch(server.storage.archiveLink(version, expires));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      error: 403,
      messages: { error: 'This download link is invalid or has expired.' },
    });
  });

  it.each([
    ['expires=abc', 'expires'],
    ['expires=', 'expires'],
    ['expires=-5', 'expires'],
    ['expires=12.5', 'expires'],
    ['expires=1&expires=2', 'expires'],
    ['signature missing', 'signature'],
    ['signature in upper case', 'signature'],
    ['signature 63 characters', 'signature'],
    ['signature twice', 'signature'],
  ])('a malformed query (%s): 400 naming %s', async (label, field) => {
    const expires = links.alpha.searchParams.get('expires')!;
    const signature = links.alpha.searchParams.get('signature')!;
    const query: Record<string, string> = {
      'signature missing': `expires=${expires}`,
      'signature in upper case': `expires=${expires}&signature=${signature.toUpperCase()}`,
      'signature 63 characters': `expires=${expires}&signature=${signature.slice(1)}`,
      'signature twice': `expires=${expires}&signature=${signature}&signature=${signature}`,
    };
    const response = await rawRequest(
      server.url,
      `${links.alpha.pathname}?${query[label] ?? `${label}&signature=${signature}`}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).messages.error).toMatch(new RegExp(`^${field}`));
  });
});

describe('the kept signing secret', () => {
  // A crash while the first start wrote it, or a stray `touch`, leaves it empty: an empty HMAC key would make every link forgeable.
  it.each([
    ['empty', ''],
    ['short', 'short\n'],
  ])('is replaced when the file is %s, so a link signed with that key is refused', async (_label, content) => {
    const dir = testTempDir('secret');
    fs.writeFileSync(path.join(dir, 'signing-secret'), content);
    const weak = await startTestServer({}, dir);
    try {
      const client = registryClient(weak.url, await weak.key(FULL_ACCESS));
      const { data } = await uploadPlugin(client, pluginZip({ slug: 'forged', version: '1.0.0' }));
      const file = new URL(data!.download_link).pathname.split('/').pop()!;
      const expires = Math.floor(Date.now() / 1000) + 3600;
      const forged = createHmac('sha256', content.trim()).update(`plugins/forged/${file}\n${expires}`).digest('hex');
      expect(
        (await fetch(`${weak.url}/downloads/plugins/forged/${file}?expires=${expires}&signature=${forged}`)).status,
      ).toBe(403);
      expect((await fetch(data!.download_link)).status).toBe(200);
      expect(fs.readFileSync(path.join(dir, 'signing-secret'), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await weak.close();
    }
  });
});
