import type { NextFunction, Request, Response } from 'express';
import { SITE_REFUSALS, siteSignedMessage, SiteSignatureVerifier, withinWindow } from '../auth/site-signatures.js';
import type { SiteMode } from '../config.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import type { SiteSigner, Storage } from '../storage/types.js';
import type { Operation } from './api.js';
import { locals } from './locals.js';

/** How an operation takes a site's signature (`x-site-signature`): optional (update checks), required (reports). */
type SignatureRule = 'optional' | 'required' | undefined;

function signatureRule(operation: Operation | undefined): SignatureRule {
  if (!operation) return undefined;
  const rule = (operation as Operation & { 'x-site-signature'?: unknown })['x-site-signature'];
  return rule === 'optional' || rule === 'required' ? rule : undefined;
}

const EMPTY = Buffer.alloc(0);

/**
 * The one place a site's signature is checked, beside the key check (admission.ts), once the body's
 * bytes are in (`rawBody`, kept by the JSON parser for requests that carry `X-Site-Id`). A
 * verified request carries its enrolled site in `locals(res).site`; a refused one is answered
 * 401 with the spec's words. Unsigned requests pass where the operation and `REGISTRY_SITES`
 * allow them.
 */
export function siteSignatures(storage: Storage, mode: SiteMode) {
  const verifier = new SiteSignatureVerifier();
  return async (req: Request, res: Response, next: NextFunction) => {
    const rule = signatureRule(locals(res).operation);
    if (!rule) return next();
    try {
      const headers = {
        id: req.get('x-site-id'),
        time: req.get('x-site-time'),
        signature: req.get('x-site-signature'),
      };
      if (headers.id === undefined && headers.time === undefined && headers.signature === undefined) {
        if (rule === 'required') throw new UnauthenticatedError(SITE_REFUSALS.signedOnly);
        if (mode !== 'open') throw new UnauthenticatedError(SITE_REFUSALS.enrolledOnly);
        return next();
      }
      const site = await verified(storage, verifier, req, locals(res).rawBody ?? EMPTY, headers);
      // Named in the request log whether answered or not; a pending site is refused only now that it proved itself.
      locals(res).site = site;
      if (site.pending) throw new ForbiddenError(SITE_REFUSALS.pending);
      locals(res).siteTime = Number(headers.time);
      next();
    } catch (err) {
      next(err);
    }
  };
}

async function verified(
  storage: Storage,
  verifier: SiteSignatureVerifier,
  req: Request,
  body: Buffer,
  headers: { id?: string; time?: string; signature?: string },
): Promise<SiteSigner> {
  const { id, time, signature } = headers;
  if (!id || !time || !signature) throw new UnauthenticatedError(SITE_REFUSALS.signature);
  // The clock first: a replay costs no storage read.
  if (!withinWindow(time)) throw new UnauthenticatedError(SITE_REFUSALS.clock);
  const site = /^[0-9a-f]{16}$/.test(id) ? await storage.sites.signer(id) : undefined;
  if (!site) throw new UnauthenticatedError(SITE_REFUSALS.notEnrolled);
  const message = siteSignedMessage(req.method, req.originalUrl, time, body);
  if (!verifier.verify(site.publicKey, message, signature)) throw new UnauthenticatedError(SITE_REFUSALS.signature);
  return site;
}
