import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, startTestServer, type TestServer } from '../support/server.js';
import { specOperations } from '../support/operations.js';
import type { Permission, Scope } from '../../src/storage/types.js';

let server: TestServer;
let revokedKey: string;

beforeAll(async () => {
  server = await startTestServer();
  revokedKey = await server.key({ plugins: [...ALL_PERMISSIONS], themes: [...ALL_PERMISSIONS] }, 'revoked');
  const [revoked] = await server.storage.listKeys();
  await server.storage.revokeKey(revoked.id);
});
afterAll(() => server.close());

const call = (method: string, path: string, key?: string) =>
  fetch(server.url + path, { method, headers: key === undefined ? {} : { 'X-API-KEY': key } });

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ status, error: status, messages: { error: message } });
}

const secured = specOperations().filter((op) => op.secured && op.permission !== 'any');

describe.each(secured)('$operationId ($method $path) needs $permission', (op) => {
  const [scope, permission] = op.permission!.split(':') as [Scope, Permission];
  const otherScope: Scope = scope === 'plugins' ? 'themes' : 'plugins';

  it('answers 401 "Missing API key." without a key', async () => {
    await expectError(await call(op.method, op.path), 401, 'Missing API key.');
  });

  it('answers 401 "Invalid API key." for an unknown key', async () => {
    await expectError(await call(op.method, op.path, 'rk_not-a-key-we-issued'), 401, 'Invalid API key.');
  });

  it('answers 401 "Invalid API key." for a revoked key', async () => {
    await expectError(await call(op.method, op.path, revokedKey), 401, 'Invalid API key.');
  });

  it('answers 403 to a key of the other scope only', async () => {
    const key = await server.key({ [otherScope]: [...ALL_PERMISSIONS] });
    await expectError(await call(op.method, op.path, key), 403, `This API key lacks the ${scope}:${permission} permission.`);
  });

  it('answers 403 to a key with every other permission of the scope', async () => {
    const key = await server.key({ [scope]: ALL_PERMISSIONS.filter((p) => p !== permission), [otherScope]: [...ALL_PERMISSIONS] });
    await expectError(await call(op.method, op.path, key), 403, `This API key lacks the ${scope}:${permission} permission.`);
  });

  it('lets a key with exactly that permission past authentication', async () => {
    const key = await server.key({ [scope]: [permission] });
    const response = await call(op.method, op.path, key);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

describe('GET /author', () => {
  it('answers the organization profile to any valid key, whatever its scopes', async () => {
    const key = await server.key({ themes: ['read'] });
    const response = await call('GET', '/author', key);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Author: 'Registry', 'Author URI': server.url });
  });

  it('still needs a key', async () => {
    await expectError(await call('GET', '/author'), 401, 'Missing API key.');
    await expectError(await call('GET', '/author', revokedKey), 401, 'Invalid API key.');
  });
});

describe('operations without a key', () => {
  it('serves /healthz without a key', async () => {
    const response = await call('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('never reads the key from the query string', async () => {
    const key = await server.key({ plugins: ['read'] });
    await expectError(await call('GET', `/plugins?X-API-KEY=${key}`), 401, 'Missing API key.');
  });
});
