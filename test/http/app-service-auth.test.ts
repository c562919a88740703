import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TYPES, clientPrincipal } from '../support/app-service.js';
import { keyedFetch, uploadWithKey } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';

/**
 * App Service Authentication (DESIGN 17): with REGISTRY_AUTH_APP_SERVICE=true the front end's
 * X-MS-CLIENT-PRINCIPAL names the person; its roles map as an OIDC session's do. Without the
 * setting the header is nobody's word.
 */
const principal = (roles: string[], extra: Record<string, unknown> = {}) =>
  clientPrincipal(
    [
      { typ: CLAIM_TYPES.objectId, val: '6f2b-ada' },
      { typ: 'name', val: 'Ada Lovelace' },
      { typ: 'preferred_username', val: 'ada@acme.example' },
      ...roles.map((val) => ({ typ: 'roles', val })),
    ],
    'name',
    extra,
  );

let server: TestServer;
let offAppService: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ REGISTRY_AUTH_APP_SERVICE: 'true', WEBSITE_SITE_NAME: 'acme-registry' });
  offAppService = await startTestServer();
  key = await server.key(FULL_ACCESS);
  for (const target of [server, offAppService]) {
    await uploadWithKey(
      target.url,
      await target.key(FULL_ACCESS),
      'plugin',
      pluginZip({ slug: 'acme-forms', version: '1.0.0' }),
    );
  }
});
afterAll(async () => {
  await server?.close();
  await offAppService?.close();
});

const halt = (target: TestServer, header: string, origin: string | null = target.url) =>
  fetch(`${target.url}/plugins/acme-forms/versions/1.0.0/rollout`, {
    method: 'PATCH',
    headers: {
      'x-ms-client-principal': header,
      'content-type': 'application/json',
      ...(origin === null ? {} : { origin }),
    },
    body: JSON.stringify({ halted: true }),
  });

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { messages: { error: string } }).messages.error).toMatch(message);
}

describe('App Service Authentication', () => {
  it('a principal with the operator role halts a release, and the audit trail names the person', async () => {
    const response = await halt(server, principal(['registry.operator']));
    expect(response.status).toBe(200);
    const audit = await keyedFetch(server.url, key, 'GET', '/audit?action=plugin.version.rollout');
    const { entries } = (await audit.json()) as { entries: { actor: unknown }[] };
    expect(entries[0].actor).toEqual({ user: { sub: '6f2b-ada', name: 'Ada Lovelace', email: 'ada@acme.example' } });
    const reset = await keyedFetch(server.url, key, 'PATCH', '/plugins/acme-forms/versions/1.0.0/rollout', {
      halted: false,
    });
    expect(reset.status).toBe(200);
  });

  it('GET /auth/session answers the principal; /auth/login and sign-out point at App Service’s own', async () => {
    const viewer = principal(['registry.viewer']);
    const session = await fetch(`${server.url}/auth/session`, { headers: { 'x-ms-client-principal': viewer } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      role: 'registry.viewer',
      via: 'app_service',
      user: { sub: '6f2b-ada' },
    });
    const login = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/^\/\.auth\/login\/aad\?/);
    const out = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { 'x-ms-client-principal': viewer, origin: server.url },
    });
    expect(await out.json()).toMatchObject({
      signed_out: true,
      sign_out_url: expect.stringMatching(/^\/\.auth\/logout/),
    });
  });

  it('a malformed principal is 401, never anonymous', async () => {
    const malformed = [
      'not base64 at all!',
      Buffer.from('{"claims": "nope"}').toString('base64'),
      Buffer.from('not json').toString('base64'),
      Buffer.from(JSON.stringify({ claims: [{ typ: 'roles', val: 'registry.admin' }] })).toString('base64'), // no subject
      Buffer.from(JSON.stringify({ claims: [{ typ: 'roles', val: 7 }] })).toString('base64'),
    ];
    for (const header of malformed) await expectError(await halt(server, header), 401, /malformed/);
  });

  it('a principal without a registry role is 403; a viewer’s change is 403; a change from another origin is 403', async () => {
    await expectError(await halt(server, principal(['other-app.admin'])), 403, /none of the registry's roles/);
    await expectError(
      await halt(server, principal(['registry.viewer'])),
      403,
      'The registry.viewer role lacks the plugins:update permission.',
    );
    await expectError(await halt(server, principal(['registry.admin']), 'https://evil.example'), 403, /own origin/);
    await expectError(await halt(server, principal(['registry.admin']), null), 403, /own origin/);
  });

  it('off App Service (no REGISTRY_AUTH_APP_SERVICE) a forged principal is ignored: 401, nothing changed', async () => {
    await expectError(await halt(offAppService, principal(['registry.admin'])), 401, 'Missing API key.');
    await expectError(
      await fetch(`${offAppService.url}/auth/session`, {
        headers: { 'x-ms-client-principal': principal(['registry.admin']) },
      }),
      404,
      /not configured/,
    );
    const rollout = await keyedFetch(
      offAppService.url,
      await offAppService.key(FULL_ACCESS),
      'GET',
      '/plugins/acme-forms/versions/1.0.0/rollout',
    );
    expect(((await rollout.json()) as { halted: boolean }).halted).toBe(false);
  });
});
