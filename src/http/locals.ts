import type { Response } from 'express';
import type { ApiKeyRecord, AuditStamp, SiteSigner } from '../storage/types.js';
import type { Operation } from './api.js';
import type { Principal } from '../auth/sign-in.js';

/**
 * What the middleware chain learns about a request and passes on: declared once, so every
 * reader gets the type the writer put there instead of casting an untyped `res.locals`.
 */
export interface RequestLocals {
  /** The spec operation the request matched (admission sets it; undefined when none matched). */
  operation?: Operation;
  /** The registry's own id of the request, as the request log assigned it. */
  requestId?: string;
  /** The client's `X-Request-Id`, when it sent a sane one. */
  clientRequestId?: string;
  /** The key admission let through, for operations that need one. */
  apiKey?: ApiKeyRecord;
  /** The signed-in person who was admitted instead of a key (session-auth.ts). */
  principal?: Principal;
  /** The body's bytes as received, kept for requests a site signs (site-signature.ts). */
  rawBody?: Buffer;
  /** The enrolled site whose signature the request carried, verified (site-signature.ts). */
  site?: SiteSigner;
  /** That request's `X-Site-Time` (Unix seconds), covered by the signature. */
  siteTime?: number;
  /** The id of the API key the request presented, once admission found it (also when it was then refused): logged. */
  keyId?: string;
}

/** The request's locals, typed: Express declares `res.locals` as a bag of `any`. */
export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}

/** Who a change is recorded as made by: the key admission let through (its id and name only) or the signed-in person, and the request's ids. */
export function auditStamp(res: Response): AuditStamp {
  const { apiKey, principal, requestId, clientRequestId } = locals(res);
  if (!apiKey && !principal) throw new Error('A change reached its handler without an API key.');
  return {
    actor: apiKey ? { keyId: apiKey.id, keyName: apiKey.name } : { user: principal!.user },
    requestId: requestId ?? null,
    clientRequestId: clientRequestId ?? null,
  };
}
