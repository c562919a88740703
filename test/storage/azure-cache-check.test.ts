/**
 * REGISTRY_CACHE_CHECK_MS on Azure: two registry instances (each its own adapter, app and
 * response cache, as two processes) on one Azurite account. A kept answer is trusted for the
 * window after its change token was confirmed: another instance's write shows within the window
 * plus one request, this instance's own write at once; with 0, every request reads its token.
 */
import http from 'node:http';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { generateKey } from '../../src/auth/api-keys.js';
import { loadConfig } from '../../src/config.js';
import { type AzureStorage, createAzureStorage, type RequestInfo } from '../../src/storage/azure/index.js';
import { registryClient, uploadPlugin } from '../support/client.js';
import { azuriteConnectionString, type AzureNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { pluginZip } from '../support/packages.js';

const connectionString = azuriteConnectionString();
let names: AzureNames;
let instances: Instance[] = [];
let key: string;

interface Instance {
  url: string;
  storage: AzureStorage;
  /** Table and blob requests this instance sent. */
  requests: RequestInfo[];
  close(): Promise<void>;
}

async function instance(cacheCheckMs: number): Promise<Instance> {
  const requests: RequestInfo[] = [];
  const listener = http.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
  const config = loadConfig({
    REGISTRY_BASE_URL: url,
    REGISTRY_STORAGE: 'azure',
    AZURE_STORAGE_CONNECTION_STRING: connectionString,
    REGISTRY_AZURE_TABLE: names.table,
    REGISTRY_AZURE_CONTAINER: names.container,
    REGISTRY_CACHE_CHECK_MS: String(cacheCheckMs),
  });
  expect(config.cacheCheckMs).toBe(cacheCheckMs);
  const storage = await createAzureStorage({
    connectionString,
    ...names,
    cacheCheckMs: config.cacheCheckMs,
    onRequest: (info) => requests.push(info),
  });
  listener.on(
    'request',
    await createApp({ config, storage, logger: pino({ level: 'silent' }), validateResponses: true }),
  );
  const created = {
    url,
    storage,
    requests,
    async close() {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await storage.close();
    },
  };
  instances.push(created);
  return created;
}

beforeEach(() => {
  names = randomAzureNames();
});
afterEach(async () => {
  await Promise.all(instances.map((i) => i.close()));
  instances = [];
  await dropAzure(connectionString, names);
});

async function withKey(storage: AzureStorage): Promise<void> {
  const generated = generateKey();
  await storage.keys.create({
    id: generated.id,
    name: 'test',
    hash: generated.hash,
    scopes: { plugins: ['read', 'create', 'update', 'delete'], themes: ['read'] },
    createdAt: new Date().toISOString(),
  });
  key = generated.key;
}

async function upload(through: Instance, version: string, slug = 'acme-forms'): Promise<void> {
  const { response } = await uploadPlugin(
    registryClient(through.url, key),
    pluginZip({ slug, version }),
    `Release ${version}.`,
  );
  expect(response.status).toBe(201);
}

async function versionAt(at: Instance, path = '/plugins/acme-forms'): Promise<string> {
  const response = await fetch(`${at.url}${path}`, { headers: { 'X-API-KEY': key } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { version: string }).version;
}

async function listedAt(at: Instance): Promise<string[]> {
  const response = await fetch(`${at.url}/plugins?search=acme`, { headers: { 'X-API-KEY': key } });
  return ((await response.json()) as { plugins: Array<{ version: string }> }).plugins.map((p) => p.version);
}

async function offeredAt(at: Instance): Promise<string | undefined> {
  const response = await fetch(`${at.url}/update-check`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      site: { url: 'https://site.example', wp_version: '6.6', php_version: '8.2' },
      plugins: { 'acme-forms/acme-forms.php': { Version: '0.1.0' } },
      themes: {},
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { plugins: Record<string, { new_version: string }> }).plugins[
    'acme-forms/acme-forms.php'
  ]?.new_version;
}

/** Reads of the package's head row (its change token), as the adapter's request hook saw them. */
const headReads = (i: Instance) =>
  i.requests.filter(
    (r) =>
      r.service === 'table' &&
      r.method === 'GET' &&
      decodeURIComponent(r.url).includes("PartitionKey='plugin~acme-forms',RowKey='head'"),
  ).length;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `ask` every 20 ms until 3 windows after a write ended at `writeEnd` (and at least 3 times
 * past the first window): every answer to a request sent a full window after the write must show
 * it (the staleness rule).
 */
async function staysWithinWindow(
  ask: () => Promise<unknown>,
  expected: unknown,
  writeEnd: number,
  windowMs: number,
): Promise<Array<{ sentAt: number; seen: unknown }>> {
  const seen: Array<{ sentAt: number; seen: unknown }> = [];
  const late = () => seen.filter((s) => s.sentAt - writeEnd >= windowMs);
  while (performance.now() - writeEnd < 3 * windowMs || late().length < 3) {
    const sentAt = performance.now();
    seen.push({ sentAt, seen: await ask() });
    await sleep(20);
  }
  expect(late().filter((s) => s.seen !== expected)).toEqual([]);
  return seen;
}

describe('REGISTRY_CACHE_CHECK_MS: two instances on one storage account', () => {
  const WINDOW = 400;

  it("a write through A shows in B's kept answers (package, list, update check) within the window plus one request", async () => {
    const [a, b] = [await instance(WINDOW), await instance(WINDOW)];
    await withKey(a.storage);
    await upload(a, '1.0.0');
    expect(await versionAt(b)).toBe('1.0.0');
    expect(await listedAt(b)).toEqual(['1.0.0']);
    expect(await offeredAt(b)).toBe('1.0.0');

    await upload(a, '1.1.0');
    const writeEnd = performance.now();
    const gets = await staysWithinWindow(() => versionAt(b), '1.1.0', writeEnd, WINDOW);
    await staysWithinWindow(() => listedAt(b).then((v) => v.join()), '1.1.0', writeEnd, WINDOW);
    await staysWithinWindow(() => offeredAt(b), '1.1.0', writeEnd, WINDOW);
    // Once B showed the new version, it never went back.
    const firstNew = gets.findIndex((g) => g.seen === '1.1.0');
    expect(gets.slice(firstNew).every((g) => g.seen === '1.1.0')).toBe(true);
  });

  it("A's own writes show in A's next answer at once", async () => {
    const a = await instance(60_000);
    await withKey(a.storage);
    await upload(a, '1.0.0');
    for (let i = 0; i < 3; i++) {
      expect(await versionAt(a)).toBe('1.0.0');
      expect(await listedAt(a)).toEqual(['1.0.0']);
      expect(await offeredAt(a)).toBe('1.0.0');
    }
    await upload(a, '1.1.0');
    expect(await versionAt(a)).toBe('1.1.0');
    expect(await listedAt(a)).toEqual(['1.1.0']);
    expect(await offeredAt(a)).toBe('1.1.0');
    const patched = await fetch(`${a.url}/plugins/acme-forms/versions/1.0.0`, {
      method: 'PATCH',
      headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ latest: true }),
    });
    expect(patched.status).toBe(200);
    expect(await versionAt(a)).toBe('1.0.0');
    expect(await listedAt(a)).toEqual(['1.0.0']);
    const deleted = await fetch(`${a.url}/plugins/acme-forms`, { method: 'DELETE', headers: { 'X-API-KEY': key } });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.url}/plugins/acme-forms`, { headers: { 'X-API-KEY': key } })).status).toBe(404);
    expect(await listedAt(a)).toEqual([]);
  });

  it('kept answers cost one token read per window, however many requests, concurrent ones sharing it', async () => {
    const b = await instance(60_000);
    await withKey(b.storage);
    await upload(b, '1.0.0');
    expect(await versionAt(b)).toBe('1.0.0');
    const before = { heads: headReads(b), all: b.requests.length };
    await Promise.all(Array.from({ length: 50 }, () => versionAt(b)));
    for (let i = 0; i < 20; i++) await versionAt(b);
    expect(headReads(b) - before.heads).toBe(0);
    // Nor does the key check read storage again while its record is confirmed.
    expect(b.requests.length - before.all).toBe(0);
  });

  it('once the window is over, one read of the catalog stamp confirms the kept answers of every package', async () => {
    const b = await instance(WINDOW);
    await withKey(b.storage);
    const slugs = Array.from({ length: 8 }, (_, i) => `pkg-${i}`);
    for (const slug of slugs) await upload(b, '1.0.0', slug);
    for (const slug of slugs) expect(await versionAt(b, `/plugins/${slug}`)).toBe('1.0.0');
    // One window and pass more, so every head is confirmed against the stamp the last upload left:
    // on a loaded machine the first pass can run before the last catalog row and its stamp are written.
    await sleep(WINDOW);
    for (const slug of slugs) expect(await versionAt(b, `/plugins/${slug}`)).toBe('1.0.0');
    await sleep(WINDOW);
    const before = b.requests.length;
    await Promise.all(slugs.map((slug) => versionAt(b, `/plugins/${slug}`)));
    for (const slug of slugs) expect(await versionAt(b, `/plugins/${slug}`)).toBe('1.0.0');
    const sent = b.requests.slice(before).map((r) => decodeURIComponent(r.url));
    // The stamp once, the key once; no package's head.
    expect(sent.filter((url) => url.includes("RowKey='~changed'"))).toHaveLength(1);
    expect(sent.filter((url) => url.includes("RowKey='head'"))).toHaveLength(0);
    expect(sent).toHaveLength(2);
  });

  it('with REGISTRY_CACHE_CHECK_MS=0 every request confirms its token (and its key)', async () => {
    const [a, b] = [await instance(0), await instance(0)];
    await withKey(a.storage);
    await upload(a, '1.0.0');
    expect(await versionAt(b)).toBe('1.0.0');
    const before = headReads(b);
    for (let i = 0; i < 10; i++) expect(await versionAt(b)).toBe('1.0.0');
    await Promise.all(Array.from({ length: 10 }, () => versionAt(b)));
    expect(headReads(b) - before).toBe(20);
    await upload(a, '1.1.0');
    expect(await versionAt(b)).toBe('1.1.0');
    expect(await listedAt(b)).toEqual(['1.1.0']);
    expect(await offeredAt(b)).toBe('1.1.0');
  });

  it('a key revoked through A stops working in B within the window, in A at once', async () => {
    const [a, b] = [await instance(WINDOW), await instance(WINDOW)];
    await withKey(a.storage);
    await upload(a, '1.0.0');
    const status = async (at: Instance) =>
      (await fetch(`${at.url}/plugins/acme-forms`, { headers: { 'X-API-KEY': key } })).status;
    expect(await status(a)).toBe(200);
    expect(await status(b)).toBe(200);
    const [record] = await a.storage.keys.list();
    expect(await a.storage.keys.revoke(record.id)).toBe(true);
    const revokedAt = performance.now();
    expect(await status(a)).toBe(401);
    await staysWithinWindow(() => status(b), 401, revokedAt, WINDOW);
  });
});
