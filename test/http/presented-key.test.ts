import { describe, expect, it } from 'vitest';
import { keyedFetch } from '../support/client.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

/** GET /auth/key: what the presented key may do (the console disables what it may not), never the key. */
describe('GET /auth/key', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started));

  it('answers the key’s id, name and grants, and nothing that could stand for the key', async () => {
    const key = await server.key({ plugins: ['read', 'update'], audit: ['read'] }, 'ops-reader');
    const response = await keyedFetch(server.url, key, 'GET', '/auth/key');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { id: string; name: string; scopes: string[] };
    expect(body).toEqual({
      id: expect.any(String),
      name: 'ops-reader',
      scopes: ['plugins:read', 'plugins:update', 'audit:read'],
    });
    expect(JSON.stringify(body)).not.toContain(key);
    const listed = (await server.storage.keys.list()).find((k) => k.name === 'ops-reader')!;
    expect(body.id).toBe(listed.id);
    expect(JSON.stringify(body)).not.toContain(listed.hash);
  });

  it('refuses a request without a key, or with a wrong one, in the error shape', async () => {
    const missing = await fetch(`${server.url}/auth/key`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ status: 401, error: 401, messages: { error: 'Missing API key.' } });
    const wrong = await fetch(`${server.url}/auth/key`, { headers: { 'X-API-KEY': 'not-a-key' } });
    expect(wrong.status).toBe(401);
  });
});
