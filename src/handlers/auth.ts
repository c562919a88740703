import { type CookieSerializeOptions as SerializeOptions, parse as parseCookies, serialize } from 'cookie';
import type { Response } from 'express';
import {
  grantList,
  LOGIN_COOKIE,
  LOGIN_MAX_SECONDS,
  NOT_CONFIGURED,
  SESSION_COOKIE,
  SESSION_MAX_MS,
} from '../auth/sign-in.js';
import { NotFoundError, UnauthenticatedError } from '../errors.js';
import { sessionAnswer } from '../present/session.js';
import type { LoginState } from '../registry/sign-in.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok } from './types.js';

/** Where App Service Authentication signs in and out (its built-in endpoints, with Entra ID). */
const APP_SERVICE_LOGIN = '/.auth/login/aad?post_login_redirect_uri=/console';
const APP_SERVICE_LOGOUT = '/.auth/logout?post_logout_redirect_uri=/console';

const base: SerializeOptions = { httpOnly: true, secure: true, path: '/' };
const sessionCookie: SerializeOptions = { ...base, sameSite: 'strict' };
// Lax: the identity provider's redirect back is a cross-site navigation, which Strict cookies miss.
const loginCookie: SerializeOptions = { ...base, sameSite: 'lax' };

/** GET /auth, /auth/login, /auth/callback, /auth/session and POST /auth/logout (DESIGN 17). */
export function authHandlers({ signIn, presentFor, apiKeyOf }: HandlerDeps) {
  const redirectUri = (req: Parameters<typeof presentFor>[0]) => `${presentFor(req).baseUrl}/auth/callback`;

  const signInHandler: Handler<'signIn'> = async (_c, req, res) => {
    if (signIn.appService) return redirect(res, APP_SERVICE_LOGIN);
    if (!signIn.oidc) throw new NotFoundError(NOT_CONFIGURED);
    const { url, login } = await signIn.oidc.start(redirectUri(req));
    res.append(
      'Set-Cookie',
      serialize(LOGIN_COOKIE, Buffer.from(JSON.stringify(login)).toString('base64url'), {
        ...loginCookie,
        maxAge: LOGIN_MAX_SECONDS,
      }),
    );
    return redirect(res, url);
  };

  const signInCallback: Handler<'signInCallback'> = async (_c, req, res) => {
    if (!signIn.oidc) throw new NotFoundError(NOT_CONFIGURED);
    // The sign-in in progress is used once, whatever comes of it.
    res.append('Set-Cookie', serialize(LOGIN_COOKIE, '', { ...loginCookie, maxAge: 0 }));
    const login = loginState(parseCookies(req.get('cookie') ?? '')[LOGIN_COOKIE]);
    const callbackUrl = new URL(redirectUri(req));
    callbackUrl.search = new URL(req.originalUrl, 'http://registry.invalid').search;
    const { id } = await signIn.oidc.finish(callbackUrl, redirectUri(req), login);
    res.append(
      'Set-Cookie',
      serialize(SESSION_COOKIE, id, { ...sessionCookie, maxAge: Math.floor(SESSION_MAX_MS / 1000) }),
    );
    return redirect(res, '/console');
  };

  const getSignInMethod: Handler<'getSignInMethod'> = async () =>
    ok({ sign_in: signIn.appService ? 'app_service' : signIn.oidc ? 'oidc' : 'none' });

  const getSession: Handler<'getSession'> = async (_c, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    return ok(sessionAnswer(person(res), Date.now()));
  };

  const signOut: Handler<'signOut'> = async (_c, _req, res) => {
    const principal = person(res);
    if (principal.sessionHash) await signIn.sessions?.end({ hash: principal.sessionHash });
    res.append('Set-Cookie', serialize(SESSION_COOKIE, '', { ...sessionCookie, maxAge: 0 }));
    return ok(
      principal.via === 'app_service' ? { signed_out: true, sign_out_url: APP_SERVICE_LOGOUT } : { signed_out: true },
    );
  };

  const person = (res: Response) => {
    const principal = signIn.principalOf(res);
    // The gate lets a key through to these operations only when it let nothing else through.
    if (!principal) throw new UnauthenticatedError('Sign in first: this takes a session, not an API key.');
    return principal;
  };

  const getPresentedKey: Handler<'getPresentedKey'> = async (_c, _req, res) => {
    // A session without a key reaches here too (the gate lets a person through where a key may go).
    if (signIn.principalOf(res))
      throw new UnauthenticatedError('This takes an API key; GET /auth/session describes a session.');
    const key = apiKeyOf(res);
    res.setHeader('Cache-Control', 'no-store');
    return ok({ id: key.id, name: key.name, scopes: grantList(key.scopes) });
  };

  return { getSignInMethod, signIn: signInHandler, signInCallback, getSession, signOut, getPresentedKey };
}

function redirect(res: Response, location: string): { sent: true } {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, location);
  return { sent: true };
}

/** The login cookie's state, or undefined when it is absent or not one this registry wrote. */
function loginState(value: string | undefined): LoginState | undefined {
  if (!value || value.length > 2048) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    const fields = [parsed.state, parsed.nonce, parsed.verifier];
    if (!fields.every((f) => typeof f === 'string' && /^[A-Za-z0-9_-]{16,256}$/.test(f))) return undefined;
    return parsed as unknown as LoginState;
  } catch {
    return undefined;
  }
}
