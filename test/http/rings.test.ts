/**
 * GET /sites/rings over a real server, on both adapters: the rings sites are in with their
 * counts (assigned beats declared, none is `production`), the path not taken for a site id, and
 * who may read it. Every answer is checked against the spec.
 */
import { describe, expect, it } from 'vitest';
import { siteIdOf } from '../support/ids.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;

async function call(method: string, path: string, body?: unknown, as = key): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'X-API-KEY': as, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** An update check that declares `ring` (or none). */
async function checkIn(url: string, ring?: string): Promise<void> {
  const answer = await call('POST', '/update-check', {
    site: { url, wp_version: '6.5.2', php_version: '8.2.20', ...(ring ? { ring } : {}) },
    plugins: {},
    themes: {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

useTestServer((started) => ({ server, key } = started));

describe('GET /sites/rings', () => {
  it('lists no ring before any site checked in', async () => {
    expect(await call('GET', '/sites/rings')).toEqual({ status: 200, body: { rings: [] } });
  });

  it('counts each site in its ring (assigned, else declared, else production), by name, as GET /sites?ring= totals', async () => {
    await checkIn('https://a.example', 'canary');
    await checkIn('https://b.example', 'canary');
    await checkIn('https://c.example');
    await checkIn('https://d.example', 'canary');
    await checkIn('https://e.example', 'beta');
    // The operator's ring wins over the declared one: d leaves canary, e leaves beta (no site is left in it).
    expect((await call('PATCH', `/sites/${siteIdOf('https://d.example')}`, { ring: 'staging' })).status).toBe(200);
    expect((await call('PATCH', `/sites/${siteIdOf('https://e.example')}`, { ring: 'production' })).status).toBe(200);
    const rings = [
      { name: 'canary', sites: 2 },
      { name: 'production', sites: 2 },
      { name: 'staging', sites: 1 },
    ];
    expect(await call('GET', '/sites/rings')).toEqual({ status: 200, body: { rings } });
    for (const { name, sites } of rings)
      expect((await call('GET', `/sites?ring=${name}`)).body.info.results, name).toBe(sites);

    // Clearing the assignment puts the site back in the ring it declares.
    expect((await call('PATCH', `/sites/${siteIdOf('https://e.example')}`, { ring: null })).status).toBe(200);
    expect((await call('GET', '/sites/rings')).body.rings).toEqual([
      { name: 'beta', sites: 1 },
      { name: 'canary', sites: 2 },
      { name: 'production', sites: 1 },
      { name: 'staging', sites: 1 },
    ]);
  });

  it('is its own path: GET is not taken for a site id, while PATCH and DELETE are, refused as one, changing nothing', async () => {
    const before = await call('GET', '/sites/rings');
    const patched = await call('PATCH', '/sites/rings', { ring: 'canary' });
    const deleted = await call('DELETE', '/sites/rings');
    // /sites/{id} has no GET; its PATCH and DELETE read `rings` as an id, which no id matches.
    const badId = {
      status: 400,
      body: { status: 400, error: 400, messages: { error: 'id: must match pattern "^[0-9a-f]{16}$"' } },
    };
    expect([patched, deleted]).toEqual([badId, badId]);
    expect(await call('GET', '/sites/rings')).toEqual(before);
  });

  it('needs sites:read', async () => {
    const packagesOnly = await server.key({ plugins: ['read'], themes: ['read'] });
    expect(await call('GET', '/sites/rings', undefined, packagesOnly)).toEqual({
      status: 403,
      body: { status: 403, error: 403, messages: { error: 'This API key lacks the sites:read permission.' } },
    });
    const none = await fetch(`${server.url}/sites/rings`);
    expect(none.status).toBe(401);
  });
});
