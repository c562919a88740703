import http from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

/** A person the test identity provider knows: the login typed at its form is their `sub`. */
export interface TestAccount {
  name: string;
  email: string;
  roles: string[];
}

export interface TestIdentityProvider {
  /** `http://127.0.0.1:{port}`: what REGISTRY_OIDC_ISSUER names. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Answers, from now on, with these redirect URLs registered for the registry's client (known only once the registries listen). */
  register(redirectUris: string[]): void;
  close(): Promise<void>;
}

/**
 * oidc-provider (the certified OpenID Connect provider from npm) on loopback: a real identity
 * provider with its own login form (devInteractions: any login, any password; the login is the
 * account's id), PKCE required, consent granted once a person signed in. Profile claims and the
 * `roles` claim come from userinfo, as many providers send them.
 */
export async function startIdentityProvider(accounts: Record<string, TestAccount>): Promise<TestIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const clientId = 'registry';
  const clientSecret = randomBytes(24).toString('base64url');
  // One signing key for the provider's life: register() may make a new Provider, tokens stay verifiable.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  let answer: http.RequestListener | undefined;
  server.on('request', (req, res) => (answer ? answer(req, res) : res.writeHead(503).end()));
  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUris) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], profile: ['name', 'roles'], email: ['email'] },
        pkce: { required: () => true },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: [randomBytes(16).toString('hex')] },
        jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
        async findAccount(_ctx, id) {
          const account = accounts[id];
          if (!account) return undefined;
          return { accountId: id, claims: async () => ({ sub: id, ...account }) };
        },
        // No consent screen: the registry's client is the organization's own.
        async loadExistingGrant(ctx) {
          const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
          if (grantId) return ctx.oidc.provider.Grant.find(grantId);
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client!.clientId,
            accountId: ctx.oidc.session!.accountId,
          });
          grant.addOIDCScope('openid profile email');
          await grant.save();
          return grant;
        },
      });
      const handle = provider.callback();
      answer = (req, res) => void handle(req, res);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The value of a cookie a response sets, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1);
  }
  return undefined;
}

/**
 * Signs in at `registry` as `login` the way a browser would, with Node's fetch: the registry's
 * /auth/login, the provider's login form, back to /auth/callback. Answers the callback's response
 * (a 303 with the session cookie when it worked) and the Set-Cookie lines it sent.
 */
export async function signInThrough(registry: string, login: string): Promise<Response> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const started = await fetch(`${registry}/auth/login`, { redirect: 'manual' });
  if (started.status !== 303) throw new Error(`/auth/login answered ${started.status}`);
  const loginCookie = `__Host-registry-login=${setCookie(started, '__Host-registry-login')}`;
  let next = new URL(started.headers.get('location')!);
  for (let hop = 0; hop < 10; hop++) {
    if (next.href.startsWith(`${registry}/`))
      return fetch(next, { redirect: 'manual', headers: { cookie: loginCookie } });
    let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookies() } });
    keep(response);
    if (response.status === 200) {
      const page = await response.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`The provider's page has no form: ${page.slice(0, 200)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'login';
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      response = await fetch(new URL(action, next), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookies(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      keep(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} without a Location`);
    next = new URL(location, next);
  }
  throw new Error('The sign-in did not come back to the registry');
}
