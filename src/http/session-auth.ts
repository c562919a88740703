import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import type { Requirement } from '../auth/api-keys.js';
import {
  NO_ROLE_MESSAGE,
  NOT_CONFIGURED,
  parseAppServicePrincipal,
  type Principal,
  roleOf,
  SESSION_COOKIE,
  SESSION_OVER_MESSAGE,
  scopesOfRole,
} from '../auth/sign-in.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors.js';
import type { Sessions } from '../registry/sessions.js';
import type { Operation } from './api.js';

export interface SessionAuthOptions {
  /** The registry's sessions; undefined without REGISTRY_OIDC_ISSUER. */
  sessions?: Sessions;
  /** REGISTRY_AUTH_APP_SERVICE=true: the claim that holds roles in X-MS-CLIENT-PRINCIPAL; else undefined. */
  appServiceRolesClaim?: string;
  /** The registry's own origin for this request (`https://registry.example`). */
  originOf: (req: Request) => string;
}

const CROSS_ORIGIN = "A change made with a session must come from the registry's own origin (Origin header).";

/** Whether the operation takes a session and no key (GET /auth/session, POST /auth/logout). */
function sessionOnly(operation: Operation): boolean {
  const security = operation.security;
  return (
    Array.isArray(security) && security.length > 0 && security.every((alt) => Object.keys(alt).join() === 'Session')
  );
}

/**
 * The session half of admission (admission.ts runs it before the key check). Answers the person the
 * request is made by, or undefined when it carries no session and the key check should decide.
 * Throws 401 for an ended session or malformed principal, 403 for a change from another origin
 * or a role without the permission, 404 for a session-only operation with sign-in not configured.
 *
 * Threat model (see auth/sign-in.ts for the session itself): a request that presents an API key
 * is judged by the key alone, so a cookie can never widen a key or a key a cookie. A browser
 * sends the cookie with requests other pages trigger; SameSite=Strict stops other sites, and the
 * Origin check stops every origin but the registry's own, sibling hosts included. GETs change
 * nothing and are not checked (a top-level link to the console must work). App Service's header
 * is read only with REGISTRY_AUTH_APP_SERVICE=true, which config.ts refuses off App Service,
 * whose front end strips the header from what clients send.
 */
export function sessionAuthentication({ sessions, appServiceRolesClaim, originOf }: SessionAuthOptions) {
  return async (req: Request, operation: Operation, need: Requirement): Promise<Principal | undefined> => {
    const only = sessionOnly(operation);
    if (!only && req.get('x-api-key') !== undefined) return undefined;
    if (appServiceRolesClaim !== undefined) {
      const header = req.get('x-ms-client-principal');
      if (header === undefined) return refuseAbsent(only);
      checkOrigin(req, originOf(req));
      const principal = parseAppServicePrincipal(header, appServiceRolesClaim);
      const role = roleOf(principal.roles);
      if (!role) throw new ForbiddenError(NO_ROLE_MESSAGE);
      return permitted(
        { user: principal.user, role, scopes: scopesOfRole(role), via: 'app_service', expiresAt: null },
        need,
      );
    }
    if (!sessions) {
      if (only) throw new NotFoundError(NOT_CONFIGURED);
      return undefined;
    }
    const id = sessionCookie(req);
    if (id === undefined) return refuseAbsent(only);
    // Before the lookup: a cross-origin request learns nothing of the session and touches nothing.
    checkOrigin(req, originOf(req));
    const session = await sessions.check(id);
    return permitted(
      {
        user: session.user,
        role: session.role,
        scopes: scopesOfRole(session.role),
        via: 'oidc',
        expiresAt: session.expiresAt,
        sessionHash: session.hash,
      },
      need,
    );
  };
}

export type SessionAuthentication = ReturnType<typeof sessionAuthentication>;

/** The session cookie's value, if the request carries one (the first, should there be several). */
export function sessionCookie(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  return parseCookies(header)[SESSION_COOKIE];
}

function refuseAbsent(sessionOnlyOperation: boolean): undefined {
  if (sessionOnlyOperation) throw new UnauthenticatedError(SESSION_OVER_MESSAGE);
  return undefined;
}

/** Any method but GET and HEAD changes something: it must come from the registry's own origin. */
function checkOrigin(req: Request, own: string): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  if (req.get('origin') !== own) throw new ForbiddenError(CROSS_ORIGIN);
}

function permitted(principal: Principal, need: Requirement): Principal {
  const missing =
    need === 'any' ? undefined : need.find((grant) => !principal.scopes[grant.scope]?.includes(grant.permission));
  if (missing)
    throw new ForbiddenError(`The ${principal.role} role lacks the ${missing.scope}:${missing.permission} permission.`);
  return principal;
}
