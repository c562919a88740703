import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { locals } from './locals.js';
import type { Logger } from 'pino';

/**
 * One log line per request: method, route template (never the raw URL, which may carry
 * link signatures), status, duration and the request's id. The id is the registry's own, always
 * (answered as `X-Request-Id`, and what audit entries name): a client's `X-Request-Id` could
 * name another request. A sane one the client sent is kept beside it (`clientReqId`).
 */
export function requestLog(logger: Logger) {
  // These lines hold only the fields below, none of them secret: redaction (which walks every
  // line for key-like paths) would cost more than the rest of the line.
  const lines = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const clientId = incoming && /^[\w.-]{1,128}$/.test(incoming) ? incoming : undefined;
    const id = randomUUID();
    res.setHeader('x-request-id', id);
    Object.assign(locals(res), { requestId: id, clientRequestId: clientId });
    res.on('finish', () => {
      const { operation, site, keyId } = locals(res);
      const route = operation?.path ?? 'unmatched';
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      lines.info(
        {
          reqId: id,
          ...(clientId === undefined ? {} : { clientReqId: clientId }),
          method: req.method,
          route,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          // A signed request names its site (its id; the site's secret is never on the registry).
          ...(site ? { site: site.id } : {}),
          // The key's id, never the key: also when the key was refused for its scopes or revoked.
          ...(keyId !== undefined ? { key_id: keyId } : {}),
        },
        'request',
      );
    });
    next();
  };
}
