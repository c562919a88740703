import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { specOperations } from '../support/operations.js';
import { type Permission, type Scope, SCOPES } from '../../src/auth/scopes.js';

let server: TestServer;
let revokedKey: string;

useTestServer((started) => ({ server } = started));
beforeAll(async () => {
  revokedKey = await server.key({ plugins: [...ALL_PERMISSIONS], themes: [...ALL_PERMISSIONS] }, 'revoked');
  const revoked = (await server.storage.keys.list()).find((k) => k.name === 'revoked')!;
  await server.storage.keys.revoke(revoked.id);
});

const call = (method: string, path: string, key?: string) =>
  fetch(server.url + path, { method, headers: key === undefined ? {} : { 'X-API-KEY': key } });

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ status, error: status, messages: { error: message } });
}

const secured = specOperations().filter((op) => op.secured && op.permission !== 'any');
const grantsOf = (permission: string[]) => permission.map((grant) => grant.split(':') as [Scope, Permission]);

describe.each(secured)('$operationId ($method $path) needs $permission', (op) => {
  const grants = grantsOf(op.permission as string[]);
  const needed = (op.permission as string[]).join(' and ');

  it('answers 401 "Missing API key." without a key', async () => {
    await expectError(await call(op.method, op.path), 401, 'Missing API key.');
  });

  it('answers 401 "Invalid API key." for an unknown key', async () => {
    await expectError(await call(op.method, op.path, 'rk_not-a-key-we-issued'), 401, 'Invalid API key.');
  });

  it('answers 401 "Invalid API key." for a revoked key', async () => {
    await expectError(await call(op.method, op.path, revokedKey), 401, 'Invalid API key.');
  });

  it.each(grants)('answers 403 naming %s:%s to a key with everything of the other scope only', async (scope) => {
    const key = await server.key(
      Object.fromEntries(SCOPES.filter((s) => s !== scope).map((s) => [s, [...ALL_PERMISSIONS]])),
    );
    // The first grant of that scope is the first one missing.
    const [firstScope, firstPermission] = grants.find(([s]) => s === scope)!;
    await expectError(
      await call(op.method, op.path, key),
      403,
      `This API key lacks the ${firstScope}:${firstPermission} permission.`,
    );
  });

  it.each(grants)('answers 403 naming %s:%s to a key with every other permission', async (scope, permission) => {
    const scopes = Object.fromEntries(
      SCOPES.map((s) => [s, ALL_PERMISSIONS.filter((p) => s !== scope || p !== permission)]),
    );
    const key = await server.key(scopes);
    await expectError(
      await call(op.method, op.path, key),
      403,
      `This API key lacks the ${scope}:${permission} permission.`,
    );
  });

  it(`lets a key with exactly ${needed} past authentication`, async () => {
    const scopes: Partial<Record<Scope, Permission[]>> = {};
    for (const [scope, permission] of grants) scopes[scope] = [...(scopes[scope] ?? []), permission];
    const response = await call(op.method, op.path, await server.key(scopes));
    // Past the key, an operation only a signed site may send refuses the unsigned request for that alone.
    if (op.siteSignature === 'required' && response.status === 401)
      expect(await response.json()).toMatchObject({
        messages: { error: 'Only an enrolled site may send this, signed with its key.' },
      });
    else expect([401, 403]).not.toContain(response.status);
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
