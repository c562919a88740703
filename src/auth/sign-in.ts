import { hash, randomBytes } from 'node:crypto';
import { UnauthenticatedError } from '../errors.js';
import { SCOPE_PERMISSIONS, SCOPES, type Scopes } from './scopes.js';

/**
 * Operator sign-in's rules (DESIGN 17): which identity provider role grants which scopes, how long
 * a session lives, and what an App Service principal must look like. Pure: the flow itself
 * (registry/sign-in.ts) and the HTTP checks (http/session-auth.ts) apply them.
 *
 * Threat model. A session id is a bearer secret like an API key: 32 random bytes, sent only in a
 * `__Host-` cookie (HttpOnly, Secure, SameSite=Strict, Path=/), stored only as its SHA-256, never
 * logged or audited. A stolen cookie is bounded by SESSION_MAX_MS and SESSION_IDLE_MS and ended
 * by sign-out in storage. Cross-site requests that ride on the cookie are refused by the Origin
 * check on every change (SameSite alone leaves same-site sibling hosts). The role is read from
 * the identity provider's signed ID token (or its userinfo answer over TLS) at sign-in and kept
 * with the session: a person removed from a role loses it at their next sign-in, at most 8 h on.
 */

/** The identity provider's app roles the registry knows, lowest first. */
export const ROLES = ['registry.viewer', 'registry.operator', 'registry.admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who a session or App Service principal is, as the identity provider named them. */
export interface SessionUser {
  sub: string;
  name: string;
  email: string;
}

/**
 * A person the request is made by, instead of an API key: a registry session (OIDC sign-in) or
 * App Service Authentication's principal. What they may do is their role's scopes.
 */
export interface Principal {
  user: SessionUser;
  role: Role;
  scopes: Scopes;
  via: 'oidc' | 'app_service';
  /** The absolute end of the session; null for an App Service principal (App Service keeps its own). */
  expiresAt: string | null;
  /** The registry session's storage key (sign-out ends it); absent for App Service. */
  sessionHash?: string;
}

/** A session lives 8 hours at most, whatever its use. */
export const SESSION_MAX_MS = 8 * 3600_000;
/** A session unused for 30 minutes is over. */
export const SESSION_IDLE_MS = 30 * 60_000;
/**
 * A session's last use is written at most once a minute: writing it at every request would make
 * each console read a storage write, and the idle limit is 30 minutes, not to the second.
 */
export const SESSION_TOUCH_MS = 60_000;

export const SESSION_COOKIE = '__Host-registry-session';
/** The sign-in in progress (state, nonce, PKCE verifier): Lax, as the identity provider's redirect is a cross-site navigation. */
export const LOGIN_COOKIE = '__Host-registry-login';
/** How long a sign-in may take at the identity provider. */
export const LOGIN_MAX_SECONDS = 600;

export const NO_ROLE_MESSAGE = `You have none of the registry's roles (${ROLES.join(', ')}); ask your identity provider's administrator to assign you one.`;
export const NOT_CONFIGURED = 'Sign-in is not configured on this registry; use an API key.';
export const SESSION_OVER_MESSAGE = 'Your session has ended; sign in again.';

/**
 * The scopes of each role: `registry.viewer` reads everything; `registry.operator` also updates
 * (rollouts, holds, rings, package settings: the `update` permission of every scope but
 * webhooks); `registry.admin` also deletes, and manages webhooks (every permission of that
 * scope: where the audit trail's events go is an administrator's choice). No role uploads
 * (CI's, with a key) or enrolls (sites enroll their own keys). Derived from SCOPE_PERMISSIONS,
 * so a scope added later is covered by the same rule.
 */
export function scopesOfRole(role: Role): Scopes {
  const allowed = new Set(
    role === 'registry.viewer'
      ? ['read']
      : role === 'registry.operator'
        ? ['read', 'update']
        : ['read', 'update', 'delete'],
  );
  const scopes: Scopes = {};
  for (const scope of SCOPES) {
    const managed = scope === 'webhooks';
    const permissions = SCOPE_PERMISSIONS[scope].filter((p) =>
      managed ? p === 'read' || role === 'registry.admin' : allowed.has(p),
    );
    if (permissions.length > 0) scopes[scope] = permissions;
  }
  return scopes;
}

/** Scopes as `plugins:read` strings, in SCOPES order. */
export function grantList(scopes: Scopes): string[] {
  return SCOPES.flatMap((scope) => (scopes[scope] ?? []).map((permission) => `${scope}:${permission}`));
}

/**
 * The highest registry role among a claim's values (an array of strings, as Entra ID, Keycloak
 * and Okta send them, or one space-separated string); undefined when it names none. Other
 * values are ignored: a person may hold roles of other applications.
 */
export function roleOf(claim: unknown): Role | undefined {
  const values = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(/\s+/) : [];
  let best = -1;
  for (const value of values) if (typeof value === 'string') best = Math.max(best, ROLES.indexOf(value as Role));
  return best >= 0 ? ROLES[best] : undefined;
}

/** A user as stored and shown: the provider's claims cut to sane lengths, control characters dropped. */
export function sessionUser(claims: Record<string, unknown>): SessionUser | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\p{Cc}/gu, '').slice(0, 256) : '');
  const sub = text(claims.sub);
  if (!sub) return undefined;
  const email = text(claims.email) || text(claims.preferred_username);
  return { sub, name: text(claims.name) || email || sub, email };
}

/** A new session id (the cookie's value) and the hash it is stored under. */
export function newSessionId(): { id: string; hash: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, hash: hashSessionId(id) };
}

export function hashSessionId(id: string): string {
  return hash('sha256', id, 'hex');
}

/** A cookie value that can be a session id (43 base64url characters); anything else is not looked up. */
export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** When a session stored with these times is over, given the last use: the earlier of its absolute and idle ends. */
export function sessionEndsAt(session: { expiresAt: string; lastSeenAt: string }): number {
  return Math.min(Date.parse(session.expiresAt), Date.parse(session.lastSeenAt) + SESSION_IDLE_MS);
}

/** What App Service Authentication says of the signed-in person. */
export interface AppServicePrincipal {
  user: SessionUser;
  roles: string[];
}

const MAX_PRINCIPAL_CHARS = 64 * 1024;

/**
 * Reads `X-MS-CLIENT-PRINCIPAL` (base64 JSON `{"auth_typ", "name_typ", "role_typ", "claims":
 * [{"typ", "val"}]}`). Anything else is 401, never anonymous: App Service strips the header
 * from what clients send, so a malformed one means the front end is not what it should be.
 * `rolesClaim` names the claim holding roles; the principal's `role_typ` counts too.
 */
export function parseAppServicePrincipal(header: string, rolesClaim: string): AppServicePrincipal {
  const refuse = () => new UnauthenticatedError('The App Service principal (X-MS-CLIENT-PRINCIPAL) is malformed.');
  if (header.length > MAX_PRINCIPAL_CHARS || !/^[A-Za-z0-9+/=_-]+$/.test(header)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as { claims?: unknown }).claims))
    throw refuse();
  const principal = parsed as { claims: unknown[]; name_typ?: unknown; role_typ?: unknown };
  const values = new Map<string, string[]>();
  for (const claim of principal.claims) {
    const { typ, val } = (claim ?? {}) as { typ?: unknown; val?: unknown };
    if (typeof typ !== 'string' || typeof val !== 'string') throw refuse();
    values.set(typ, [...(values.get(typ) ?? []), val]);
  }
  const first = (...types: unknown[]) =>
    types.map((t) => (typeof t === 'string' ? values.get(t)?.[0] : undefined)).find(Boolean);
  const user = sessionUser({
    sub: first('http://schemas.microsoft.com/identity/claims/objectidentifier', 'oid', 'sub'),
    name: first(principal.name_typ, 'name'),
    email: first('preferred_username', 'email', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'),
  });
  if (!user) throw refuse();
  const roleTypes = new Set([rolesClaim, ...(typeof principal.role_typ === 'string' ? [principal.role_typ] : [])]);
  return { user, roles: [...roleTypes].flatMap((t) => values.get(t) ?? []) };
}
