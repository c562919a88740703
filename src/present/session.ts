import { grantList, type Principal } from '../auth/sign-in.js';
import type { Schemas } from './context.js';

/** `GET /auth/session`: who is signed in, their role and its scopes, and the session's latest end. */
export function sessionAnswer(principal: Principal, now: number): Schemas['Session'] {
  return {
    user: { sub: principal.user.sub, name: principal.user.name, email: principal.user.email },
    role: principal.role,
    scopes: grantList(principal.scopes),
    // App Service keeps its own session: the registry vouches for the next 8 hours at most.
    expires: principal.expiresAt ?? new Date(now + 8 * 3600_000).toISOString(),
    via: principal.via,
  };
}
