import type { Request, Response } from 'express';
import { UnauthenticatedError } from '../errors.js';

/**
 * The key a Composer request presents: `X-API-KEY`, else the password of HTTP Basic
 * authentication (Composer's `http-basic` in auth.json; the user name is ignored), else a
 * Bearer token (`bearer`). Only operations that declare ComposerBasic read these headers, so no
 * other path starts accepting credentials a browser may send on its own (Basic is remembered
 * per origin). A malformed Authorization header counts as none: the answer is 401, never 500.
 */
export function presentedComposerKey(req: Request): string | undefined {
  const header = req.get('x-api-key');
  if (header) return header;
  const authorization = req.get('authorization') ?? '';
  const [scheme, credentials = ''] = authorization.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials || undefined;
  if (!/^basic$/i.test(scheme)) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && colon < decoded.length - 1 ? decoded.slice(colon + 1) : undefined;
}

/** What Composer needs to ask for credentials (and to send the ones auth.json holds). */
export function challenge(res: Response, err: unknown): void {
  if (err instanceof UnauthenticatedError) res.setHeader('WWW-Authenticate', 'Basic realm="Extension Registry"');
}
