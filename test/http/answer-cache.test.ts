/**
 * Reads answered from the answer cache (src/http/answer-cache.ts): a repeated GET is not
 * rebuilt from storage, and is never older than storage, whoever wrote: this server, another
 * instance on the same storage, or the CLI (on Azure: never older than REGISTRY_CACHE_CHECK_MS,
 * see test/storage/azure-cache-check.test.ts). Runs on both adapters (vitest projects).
 */
import http from 'node:http';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { hashKey } from '../../src/auth/api-keys.js';
import { createStorage } from '../../src/storage/index.js';
import type { AdapterStorage, Storage } from '../../src/storage/types.js';
import { registryClient, type RegistryClient, uploadPlugin } from '../support/client.js';
import { countingCalls } from '../support/counting-storage.js';
import { clearOfLinkWindowChange } from '../support/link-window.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, LINKS, startTestServer, TEST_STORAGE, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

/** Storage reads the presenters need; a cached answer makes none of them. */
const READS = ['getPackage', 'versions.list', 'versions.get', 'listPackages'] as const;

let server: TestServer;
let other: { url: string; storage: Storage; close(): Promise<void> };
let key: string;
const reads: Record<string, number> = {};
const totalReads = () => READS.reduce((sum, name) => sum + (reads[name] ?? 0), 0);

/** Counts the record reads that go through the app's storage. */
function countingReads(storage: AdapterStorage): AdapterStorage {
  return countingCalls(storage, READS, (name) => (reads[name] = (reads[name] ?? 0) + 1));
}

/** A second registry on the same storage: another process, as far as caches go (its own adapter and cache). */
async function secondInstance(first: TestServer) {
  const storage = await createStorage(first.config);
  const app = await createApp({
    config: first.config,
    storage,
    logger: pino({ level: 'silent' }),
    validateResponses: true,
  });
  const listener = http.createServer(app);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(listener.address() as { port: number }).port}`,
    storage,
    async close() {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await storage.close();
    },
  };
}

/**
 * Another instance's write shows locally at once (the commit counter is read every time), on
 * Azure once this instance's confirmation of the token is REGISTRY_CACHE_CHECK_MS old: wait that out there.
 */
const otherWriteDue = () =>
  TEST_STORAGE === 'azure' ? new Promise((resolve) => setTimeout(resolve, server.config.cacheCheckMs)) : undefined;

let api: RegistryClient;
useTestServer((started) => ({ server, api, key } = started), {}, { wrapStorage: countingReads });
beforeAll(async () => {
  // Its last write would move the change token between a test's two reads (it did once, in CI).
  await server.maintained;
  other = await secondInstance(server);
  expect(
    (await uploadPlugin(api, pluginZip({ slug: 'cached-forms', version: '1.0.0' }), 'First.')).response.status,
  ).toBe(201);
});
afterAll(async () => {
  await other?.close();
});
// Tests count storage reads and compare kept answers: none may cross a change of the links' expiry.
beforeEach(() => clearOfLinkWindowChange(5), 15_000);
afterEach(() => {
  vi.useRealTimers();
});

const get = (path: string, headers: Record<string, string> = {}, base = server.url) =>
  fetch(`${base}${path}`, { headers: { 'X-API-KEY': key, 'Cache-Control': 'max-age=0', ...headers } });

// Bodies are checked field by field, so `any` rather than the generated types here.
const getJson = async (path: string, headers: Record<string, string> = {}): Promise<any> =>
  (await get(path, headers)).json();

describe('a repeated read', () => {
  it('is answered without reading storage again, byte for byte the same, with the same ETag', async () => {
    for (const path of [
      '/plugins/cached-forms',
      '/plugins?search=cached',
      '/plugins/cached-forms/versions',
      '/plugins/cached-forms/versions/1.0.0',
    ]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const firstBody = await first.text();
      const before = totalReads();
      const second = await get(path);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(firstBody);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(totalReads(), path).toBe(before);
    }
  });

  it('answers 304 from the cache to If-None-Match', async () => {
    const first = await get('/plugins/cached-forms');
    const before = totalReads();
    const again = await get('/plugins/cached-forms', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(totalReads()).toBe(before);
  });

  it('answers HEAD from the cache with the headers of the GET and no body', async () => {
    const first = await get('/plugins/cached-forms');
    const body = await first.arrayBuffer();
    const before = totalReads();
    const head = await fetch(`${server.url}/plugins/cached-forms`, { method: 'HEAD', headers: { 'X-API-KEY': key } });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(head.headers.get('content-length'))).toBe(body.byteLength);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect(totalReads()).toBe(before);
  });

  it('answers a stale If-None-Match from the cache with the whole body', async () => {
    const first = await get('/plugins/cached-forms');
    const body = await first.text();
    const again = await get('/plugins/cached-forms', { 'If-None-Match': '"not-this-one"' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(body);
  });

  it('still checks the key on every request: none, unknown, or without the permission', async () => {
    await get('/plugins/cached-forms');
    expect((await fetch(`${server.url}/plugins/cached-forms`)).status).toBe(401);
    expect((await get('/plugins/cached-forms', { 'X-API-KEY': 'rk_not-a-key' })).status).toBe(401);
    const themesOnly = await server.key({ themes: ['read'] });
    expect((await get('/plugins/cached-forms', { 'X-API-KEY': themesOnly })).status).toBe(403);
  });

  it('is kept apart per URL: another query is another answer', async () => {
    const one = await getJson('/plugins?per_page=1');
    const all = await getJson('/plugins?per_page=50');
    expect(one.info.pages).toBeGreaterThanOrEqual(all.info.pages);
    expect((await getJson('/plugins?per_page=1')).info).toEqual(one.info);
  });
});

describe('a cached read is never older than storage', () => {
  it('after a write through this server', async () => {
    const api = registryClient(server.url, key);
    const before = await getJson('/plugins/cached-forms');
    expect(before.version).toBe('1.0.0');
    expect(
      (await uploadPlugin(api, pluginZip({ slug: 'cached-forms', version: '1.1.0' }), 'Second.')).response.status,
    ).toBe(201);
    const after = await getJson('/plugins/cached-forms');
    expect(after.version).toBe('1.1.0');
    expect(Object.keys(after.versions)).toEqual(['1.1.0', '1.0.0']);
  });

  it('after a write through another instance on the same storage (another process)', async () => {
    const list = async () =>
      (await getJson('/plugins?search=cached')).plugins.map((p: { version: string }) => p.version);
    expect((await getJson('/plugins/cached-forms')).version).toBe('1.1.0');
    expect(await list()).toEqual(['1.1.0']);

    const viaOther = registryClient(other.url, key);
    expect(
      (await uploadPlugin(viaOther, pluginZip({ slug: 'cached-forms', version: '1.2.0' }), 'Third.')).response.status,
    ).toBe(201);
    await otherWriteDue();
    expect((await getJson('/plugins/cached-forms')).version).toBe('1.2.0');
    expect((await getJson('/plugins/cached-forms/versions/1.0.0')).latest).toBe(false);

    const patched = await viaOther.PATCH('/plugins/{slug}/versions/{version}', {
      params: { path: { slug: 'cached-forms', version: '1.0.0' } },
      body: { release_notes: 'Rewritten elsewhere.' },
    });
    expect(patched.response.status).toBe(200);
    await otherWriteDue();
    expect((await getJson('/plugins/cached-forms/versions/1.0.0')).release_notes).toBe('Rewritten elsewhere.');

    const deleted = await viaOther.DELETE('/plugins/{slug}/versions/{version}', {
      params: { path: { slug: 'cached-forms', version: '1.0.0' } },
    });
    expect(deleted.response.status).toBe(200);
    await otherWriteDue();
    expect((await get('/plugins/cached-forms/versions/1.0.0')).status).toBe(404);
    expect(Object.keys((await getJson('/plugins/cached-forms')).versions)).toEqual(['1.2.0', '1.1.0']);
    expect(await list()).toEqual(['1.2.0']);
  });

  it('after the package is deleted elsewhere: 404, and its list entry goes', async () => {
    const viaOther = registryClient(other.url, key);
    expect((await uploadPlugin(viaOther, pluginZip({ slug: 'short-lived', version: '1.0.0' }))).response.status).toBe(
      201,
    );
    expect((await get('/plugins/short-lived')).status).toBe(200);
    expect(
      (await viaOther.DELETE('/plugins/{slug}', { params: { path: { slug: 'short-lived' } } })).response.status,
    ).toBe(200);
    await otherWriteDue();
    expect((await get('/plugins/short-lived')).status).toBe(404);
    expect((await getJson('/plugins?search=short-lived')).info.results).toBe(0);
  });

  it('after the key is revoked elsewhere (as `registry keys revoke` does)', async () => {
    const revocable = await server.key(FULL_ACCESS, 'revocable');
    expect((await get('/plugins/cached-forms', { 'X-API-KEY': revocable })).status).toBe(200);
    const record = await other.storage.keys.find(hashKey(revocable));
    expect(await other.storage.keys.revoke(record!.id)).toBe(true);
    await otherWriteDue();
    expect((await get('/plugins/cached-forms', { 'X-API-KEY': revocable })).status).toBe(401);
  });

  it('a 404 is not kept: the package answers once it exists', async () => {
    expect((await get('/plugins/arrives-later')).status).toBe(404);
    const viaOther = registryClient(other.url, key);
    expect((await uploadPlugin(viaOther, pluginZip({ slug: 'arrives-later', version: '1.0.0' }))).response.status).toBe(
      201,
    );
    expect((await get('/plugins/arrives-later')).status).toBe(200);
  });
});

describe('links in a cached answer', () => {
  it('are signed again once the rounded expiry moves on', async () => {
    const linkOf = async () => new URL((await getJson('/plugins/cached-forms')).download_link);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const first = await linkOf();
    expect(await linkOf()).toEqual(first);
    const before = totalReads();
    vi.setSystemTime(Date.now() + 11 * 60_000); // past the next 10-minute boundary
    const later = await linkOf();
    expect(totalReads()).toBeGreaterThan(before);
    expect(LINKS.expiresAt(later)).toBeGreaterThan(LINKS.expiresAt(first));
  });
});

describe('memory', () => {
  it('REGISTRY_RESPONSE_CACHE_MB=0 turns the cache off: every read is built from storage', async () => {
    const off = await startTestServer({ REGISTRY_RESPONSE_CACHE_MB: '0' }, undefined, { wrapStorage: countingReads });
    try {
      const offKey = await off.key(FULL_ACCESS);
      expect(
        (await uploadPlugin(registryClient(off.url, offKey), pluginZip({ slug: 'uncached', version: '1.0.0' })))
          .response.status,
      ).toBe(201);
      const first = await get('/plugins/uncached', { 'X-API-KEY': offKey }, off.url);
      const before = totalReads();
      const again = await get('/plugins/uncached', { 'X-API-KEY': offKey }, off.url);
      expect(await again.text()).toBe(await first.text());
      expect(totalReads()).toBeGreaterThan(before);
    } finally {
      await off.close();
    }
  });

  it('keeps at most the bytes it is given, dropping the least recently used answers first', async () => {
    const small = await startTestServer({}, undefined, { wrapStorage: countingReads, responseCacheBytes: 8 * 1024 });
    try {
      const smallKey = await small.key(FULL_ACCESS);
      const api = registryClient(small.url, smallKey);
      const slugs = Array.from({ length: 24 }, (_, i) => `bounded-${i}`);
      for (const slug of slugs)
        expect((await uploadPlugin(api, pluginZip({ slug, version: '1.0.0' }))).response.status).toBe(201);
      const ask = async (slug: string) => {
        const before = totalReads();
        const response = await get(`/plugins/${slug}`, { 'X-API-KEY': smallKey }, small.url);
        expect(response.status).toBe(200);
        const body = await response.text();
        expect(body.length).toBeGreaterThan(800); // 24 answers do not fit in 8 KiB
        return totalReads() > before ? 'rebuilt' : 'cached';
      };
      for (const slug of slugs) expect(await ask(slug)).toBe('rebuilt');
      expect(await ask(slugs[23])).toBe('cached'); // the newest stayed
      expect(await ask(slugs[0])).toBe('rebuilt'); // the oldest went
    } finally {
      await small.close();
    }
  });
});
