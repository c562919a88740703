import * as oidc from 'openid-client';
import { NO_ROLE_MESSAGE, roleOf, sessionUser } from '../auth/sign-in.js';
import { ForbiddenError, InputError, UnavailableError } from '../errors.js';
import type { OpenSession, Sessions } from './sessions.js';

/** REGISTRY_OIDC_*: the identity provider and this registry's registration with it. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE alone). */
  clientSecret?: string;
  /** The claim holding the person's roles; dots reach into objects (`realm_access.roles`, Keycloak). */
  rolesClaim: string;
}

/** What a sign-in in progress must remember until the callback: kept in the browser's login cookie. */
export interface LoginState {
  state: string;
  nonce: string;
  verifier: string;
}

const NO_LOGIN = 'No sign-in is in progress in this browser (or it took over 10 minutes); sign in again.';
/** Seconds the identity provider has for each request (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect authorization code flow with PKCE (openid-client): the authorization URL,
 * then the code's exchange and the ID token's checks (signature, issuer, audience, expiry,
 * nonce; the state against the browser's login cookie), then a session for a person who holds
 * a registry role. The provider's metadata is discovered at the first sign-in, not at start-up
 * (a registry whose provider is down still serves keys), and again after a failed discovery.
 */
export class OidcSignIn {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    private readonly settings: OidcSettings,
    private readonly sessions: Sessions,
  ) {}

  /** Where to send the browser, and what to keep for the callback. */
  async start(redirectUri: string): Promise<{ url: string; login: LoginState }> {
    const config = await this.discover();
    const login: LoginState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const challenge = await oidc.calculatePKCECodeChallenge(login.verifier);
    try {
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: login.state,
        nonce: login.nonce,
      });
      return { url: url.href, login };
    } catch (err) {
      // Metadata without an authorization endpoint: the provider is misconfigured, not the request.
      throw new UnavailableError('The identity provider names no authorization endpoint; check REGISTRY_OIDC_ISSUER.', {
        cause: err,
      });
    }
  }

  /**
   * Exchanges the code the browser came back with (`callbackUrl`: the redirect URL with the query
   * it carried) and starts the person's session. 400 for anything the provider or the browser got
   * wrong, 403 for a person without a registry role, 503 when the provider does not answer.
   */
  async finish(
    callbackUrl: URL,
    redirectUri: string,
    login: LoginState | undefined,
  ): Promise<{ id: string; session: OpenSession }> {
    if (!login) throw new InputError(NO_LOGIN);
    const config = await this.discover();
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: login.verifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      claims = { ...(tokens.claims() ?? {}) };
      const wanted = [this.settings.rolesClaim.split('.')[0], 'name', 'email'];
      // Providers differ in what the ID token carries (oidc-provider and Okta leave profile
      // claims to userinfo): ask userinfo, over the same TLS channel, for what is missing.
      if (wanted.some((claim) => claims[claim] === undefined) && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims };
      }
    } catch (err) {
      throw providerFailure(err);
    }
    const user = sessionUser(claims);
    if (!user) throw new InputError('The identity provider named no subject (sub) for this person.');
    const role = roleOf(claimAt(claims, this.settings.rolesClaim));
    if (!role) throw new ForbiddenError(NO_ROLE_MESSAGE);
    return this.sessions.start(user, role);
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(new URL(this.settings.issuer), this.settings.clientId, this.settings.clientSecret, undefined, {
        // config.ts allows http:// only for an issuer on a loopback address (a local provider).
        execute: this.settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        this.configuration = undefined;
        throw new UnavailableError('The identity provider did not answer its discovery request; try again.', {
          cause: err,
        });
      });
    return this.configuration;
  }
}

/** `realm_access.roles` reads `claims.realm_access.roles`; a claim whose name has dots is tried whole first. */
function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** A failed exchange in the registry's words: 503 when the provider did not answer, 400 when an answer was refused. */
function providerFailure(err: unknown): Error {
  if (unreachable(err)) return new UnavailableError('The identity provider did not answer; try again.', { cause: err });
  if (err instanceof oidc.AuthorizationResponseError)
    return new InputError(`The identity provider refused the sign-in (${safeCode(err.error)}).`);
  if (err instanceof oidc.ResponseBodyError)
    return new InputError(`The identity provider refused the code (${safeCode(err.error)}); sign in again.`);
  // openid-client's own checks (state, nonce, issuer, signature, expiry): its messages name the check, never a token.
  return new InputError(`The sign-in could not be verified: ${(err as Error).message}; sign in again.`);
}

function unreachable(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && /fetch failed/.test(e.message)) return true;
  }
  return false;
}

function safeCode(code: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'error';
}
