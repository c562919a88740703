import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId, SESSION_IDLE_MS } from '../../src/auth/sign-in.js';
import { keyedFetch, uploadWithKey } from '../support/client.js';
import { randomAzureNames, azuriteConnectionString, dropAzure } from '../support/azure.js';
import {
  setCookie,
  signInThrough,
  startIdentityProvider,
  type TestIdentityProvider,
} from '../support/identity-provider.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, TEST_STORAGE, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * Operator sign-in (DESIGN 17) against oidc-provider, a real OpenID Connect provider on loopback:
 * the flow, the roles, the session's limits in storage, the Origin check, sign-out.
 */
const ACCOUNTS = {
  ada: { name: 'Ada Lovelace', email: 'ada@acme.example', roles: ['registry.operator', 'other-app.admin'] },
  vic: { name: 'Vic Viewer', email: 'vic@acme.example', roles: ['registry.viewer'] },
  nora: { name: 'Nora Nobody', email: 'nora@acme.example', roles: ['other-app.admin'] },
};

let idp: TestIdentityProvider;
let server: TestServer;
let key: string;

const oidcEnv = () => ({
  REGISTRY_OIDC_ISSUER: idp.issuer,
  REGISTRY_OIDC_CLIENT_ID: idp.clientId,
  REGISTRY_OIDC_CLIENT_SECRET: idp.clientSecret,
});

beforeAll(async () => {
  idp = await startIdentityProvider(ACCOUNTS);
  server = await startTestServer(oidcEnv());
  idp.register([`${server.url}/auth/callback`]);
  key = await server.key(FULL_ACCESS);
  await uploadWithKey(server.url, key, 'plugin', pluginZip({ slug: 'acme-forms', version: '1.0.0' }));
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** Signs in as `login` and answers the session cookie's value. */
async function sessionOf(login: string, at = server.url): Promise<string> {
  const callback = await signInThrough(at, login);
  expect(callback.status).toBe(303);
  return setCookie(callback, '__Host-registry-session')!;
}

const withSession = (session: string, init: RequestInit & { origin?: string | null } = {}, at = server.url) => {
  const { origin = at, ...rest } = init;
  return {
    ...rest,
    headers: {
      cookie: `__Host-registry-session=${session}`,
      ...(origin === null ? {} : { origin }),
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
    },
  };
};

const halt = (session: string, init: { origin?: string | null; at?: string } = {}) =>
  fetch(
    `${init.at ?? server.url}/plugins/acme-forms/versions/1.0.0/rollout`,
    withSession(session, { method: 'PATCH', body: JSON.stringify({ halted: true }), origin: init.origin }, init.at),
  );

const resume = () =>
  keyedFetch(server.url, key, 'PATCH', '/plugins/acme-forms/versions/1.0.0/rollout', { halted: false });

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: number; messages: { error: string } };
  expect(body.status).toBe(status);
  expect(body.messages.error).toMatch(message);
}

const halted = async () =>
  (
    (await (await keyedFetch(server.url, key, 'GET', '/plugins/acme-forms/versions/1.0.0/rollout')).json()) as {
      halted: boolean;
    }
  ).halted;

describe('signing in through the identity provider', () => {
  it('starts the flow with PKCE (S256), state and nonce, asking for openid profile email, and a Lax login cookie', async () => {
    const started = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    expect(started.status).toBe(303);
    const to = new URL(started.headers.get('location')!);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('scope')).toBe('openid profile email');
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/callback`);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    const line = started.headers.getSetCookie().find((l) => l.startsWith('__Host-registry-login='))!;
    expect(line).toMatch(/; Max-Age=600/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    // The verifier is in the cookie only, never in the URL the provider sees.
    const login = JSON.parse(Buffer.from(setCookie(started, '__Host-registry-login')!, 'base64url').toString()) as {
      verifier: string;
    };
    expect(to.href).not.toContain(login.verifier);
  });

  it('a person with a registry role gets a session cookie (__Host-, HttpOnly, Secure, SameSite=Strict) and /auth/session names them', async () => {
    const callback = await signInThrough(server.url, 'ada');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/console');
    const line = callback.headers.getSetCookie().find((l) => l.startsWith('__Host-registry-session='))!;
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).not.toMatch(/Domain=/i);
    const session = setCookie(callback, '__Host-registry-session')!;
    const answer = await fetch(`${server.url}/auth/session`, withSession(session));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user: { sub: 'ada', name: 'Ada Lovelace', email: 'ada@acme.example' },
      role: 'registry.operator',
      via: 'oidc',
    });
    expect(body.scopes).toEqual(
      expect.arrayContaining(['plugins:read', 'plugins:update', 'sites:update', 'audit:read']),
    );
    expect(body.scopes).not.toContain('plugins:delete');
    expect(body.scopes).not.toContain('plugins:create');
    const expires = Date.parse(body.expires as string);
    expect(expires - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
    // Stored hashed: the id is nowhere in storage, its hash is.
    expect(await server.storage.sessions.find(hashSessionId(session))).toMatchObject({ role: 'registry.operator' });
    expect(await server.storage.sessions.find(session)).toBeUndefined();
  });

  it("an operator's change is made under their name in the audit trail; their role bounds the rest", async () => {
    const session = await sessionOf('ada');
    const done = await halt(session);
    expect(done.status).toBe(200);
    expect(await halted()).toBe(true);
    const audit = await fetch(`${server.url}/audit?action=plugin.version.rollout`, withSession(session));
    expect(audit.status).toBe(200);
    const { entries } = (await audit.json()) as { entries: { actor: unknown; changes: unknown }[] };
    expect(entries[0].actor).toEqual({ user: { sub: 'ada', name: 'Ada Lovelace', email: 'ada@acme.example' } });
    expect(entries[0].changes).toEqual({ halted: [false, true] });
    // An operator does not delete.
    await expectError(
      await fetch(`${server.url}/plugins/acme-forms`, withSession(session, { method: 'DELETE' })),
      403,
      'The registry.operator role lacks the plugins:delete permission.',
    );
    expect((await resume()).status).toBe(200);
  });

  it("a viewer reads, and a viewer's change is refused with 403 and changes nothing", async () => {
    const session = await sessionOf('vic');
    expect((await fetch(`${server.url}/plugins/acme-forms`, withSession(session))).status).toBe(200);
    await expectError(await halt(session), 403, 'The registry.viewer role lacks the plugins:update permission.');
    expect(await halted()).toBe(false);
  });

  it('a person without a registry role is refused at the callback and gets no session', async () => {
    const callback = await signInThrough(server.url, 'nora');
    expect(setCookie(callback, '__Host-registry-session')).toBeUndefined();
    await expectError(callback, 403, /none of the registry's roles/);
  });

  it('a callback without the browser’s sign-in, or with another state, is refused with 400', async () => {
    await expectError(
      await fetch(`${server.url}/auth/callback?code=abc&state=xyz`, { redirect: 'manual' }),
      400,
      /No sign-in is in progress/,
    );
    const started = await fetch(`${server.url}/auth/login`, { redirect: 'manual' });
    const login = setCookie(started, '__Host-registry-login')!;
    await expectError(
      await fetch(`${server.url}/auth/callback?code=abc&state=not-the-state`, {
        redirect: 'manual',
        headers: { cookie: `__Host-registry-login=${login}` },
      }),
      400,
      /could not be verified|refused/,
    );
  });

  it('a request with a key is judged by the key alone, whatever cookie it carries', async () => {
    const session = await sessionOf('vic');
    const response = await fetch(`${server.url}/plugins/acme-forms/versions/1.0.0/rollout`, {
      method: 'PATCH',
      headers: {
        cookie: `__Host-registry-session=${session}`,
        'X-API-KEY': 'rk_not-a-key',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ halted: true }),
    });
    await expectError(response, 401, 'Invalid API key.');
  });
});

describe('the Origin check', () => {
  it('a change with a valid cookie from another origin, or with no Origin, is refused with 403 and changes nothing', async () => {
    const session = await sessionOf('ada');
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`, null]) {
      await expectError(await halt(session, { origin }), 403, /registry's own origin/);
      expect(await halted()).toBe(false);
    }
    const signOut = await fetch(
      `${server.url}/auth/logout`,
      withSession(session, { method: 'POST', origin: 'https://evil.example' }),
    );
    expect(signOut.status).toBe(403);
    expect((await fetch(`${server.url}/auth/session`, withSession(session))).status).toBe(200);
  });
});

describe('the session’s end', () => {
  it('sign-out ends the session in storage: the same cookie is refused afterwards', async () => {
    const session = await sessionOf('ada');
    const out = await fetch(`${server.url}/auth/logout`, withSession(session, { method: 'POST' }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ signed_out: true });
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-registry-session=; Max-Age=0/);
    expect(await server.storage.sessions.find(hashSessionId(session))).toBeUndefined();
    await expectError(await fetch(`${server.url}/auth/session`, withSession(session)), 401, /session has ended/);
    await expectError(await halt(session), 401, /session has ended/);
  });

  it('30 minutes idle end a session (and remove it); a use within them keeps it', async () => {
    const session = await sessionOf('ada');
    const hash = hashSessionId(session);
    await server.storage.sessions.touch(hash, new Date(Date.now() - SESSION_IDLE_MS + 120_000).toISOString());
    expect((await fetch(`${server.url}/auth/session`, withSession(session))).status).toBe(200);
    // That use was written: the idle clock started again.
    expect(Date.now() - Date.parse((await server.storage.sessions.find(hash))!.lastSeenAt)).toBeLessThan(60_000);
    await server.storage.sessions.touch(hash, new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString());
    await expectError(await fetch(`${server.url}/auth/session`, withSession(session)), 401, /session has ended/);
    expect(await server.storage.sessions.find(hash)).toBeUndefined();
  });

  it('a session past its 8 hours is refused, however recently used', async () => {
    const session = await sessionOf('ada');
    const hash = hashSessionId(session);
    const record = (await server.storage.sessions.find(hash))!;
    await server.storage.sessions.end(hash);
    await server.storage.sessions.create({ ...record, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await expectError(await halt(session), 401, /session has ended/);
  });

  it('a made-up or malformed cookie is 401, and a session-only endpoint without one is 401', async () => {
    for (const value of ['x'.repeat(43), 'short', '%ff%00'])
      await expectError(await fetch(`${server.url}/auth/session`, withSession(value)), 401, /session has ended/);
    await expectError(await fetch(`${server.url}/auth/session`), 401, /session has ended/);
    // Where no session is presented, keys are asked for as before.
    await expectError(await fetch(`${server.url}/plugins`), 401, 'Missing API key.');
  });
});

describe('an identity provider that does not answer', () => {
  it('makes sign-in 503 (tried again at the next sign-in) while keys keep working', async () => {
    const closed = await startTestServer({
      REGISTRY_OIDC_ISSUER: 'http://127.0.0.1:9', // discard: nothing listens
      REGISTRY_OIDC_CLIENT_ID: 'registry',
    });
    try {
      for (let i = 0; i < 2; i++)
        await expectError(await fetch(`${closed.url}/auth/login`, { redirect: 'manual' }), 503, /did not answer/);
      const listed = await keyedFetch(closed.url, await closed.key(FULL_ACCESS), 'GET', '/plugins');
      expect(listed.status).toBe(200);
      expect(await (await fetch(`${closed.url}/auth`)).json()).toEqual({ sign_in: 'oidc' });
    } finally {
      await closed.close();
    }
  });
});

describe('sessions live in storage', () => {
  /** Storage settings a second registry shares with the first: the same data dir, or the same table. */
  function sharedStorage(): { env: Record<string, string>; dataDir?: string; drop: () => Promise<void> } {
    if (TEST_STORAGE === 'azure') {
      const names = randomAzureNames();
      return {
        env: { REGISTRY_AZURE_TABLE: names.table, REGISTRY_AZURE_CONTAINER: names.container },
        drop: () => dropAzure(azuriteConnectionString(), names).catch(() => undefined),
      };
    }
    return { env: {}, dataDir: testTempDir('sessions'), drop: async () => undefined };
  }

  it('a session survives a restart of the registry', async () => {
    const shared = sharedStorage();
    const first = await startTestServer({ ...oidcEnv(), ...shared.env }, shared.dataDir);
    let second: TestServer | undefined;
    try {
      idp.register([`${server.url}/auth/callback`, `${first.url}/auth/callback`]);
      const session = await sessionOf('ada', first.url);
      await first.close();
      second = await startTestServer({ ...oidcEnv(), ...shared.env }, shared.dataDir);
      const answer = await fetch(`${second.url}/auth/session`, withSession(session, {}, second.url));
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { user: { sub: string } }).user.sub).toBe('ada');
    } finally {
      await first.close().catch(() => undefined);
      await second?.close();
      await shared.drop();
    }
  });

  it.runIf(TEST_STORAGE === 'azure')(
    'two instances on one Azurite share sessions: signed in at one, used and signed out at the other',
    async () => {
      const shared = sharedStorage();
      const one = await startTestServer({ ...oidcEnv(), ...shared.env });
      const two = await startTestServer({ ...oidcEnv(), ...shared.env });
      try {
        idp.register([`${server.url}/auth/callback`, `${one.url}/auth/callback`]);
        const session = await sessionOf('ada', one.url);
        expect((await fetch(`${two.url}/auth/session`, withSession(session, {}, two.url))).status).toBe(200);
        const out = await fetch(`${two.url}/auth/logout`, withSession(session, { method: 'POST' }, two.url));
        expect(out.status).toBe(200);
        expect((await fetch(`${one.url}/auth/session`, withSession(session, {}, one.url))).status).toBe(401);
      } finally {
        await one.close();
        await two.close();
        await shared.drop();
      }
    },
  );
});
