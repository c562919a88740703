import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { locals } from './locals.js';
import type { Logger } from 'pino';

/**
 * One log line per request: method, route template (never the raw URL, which may carry
 * link signatures), status, duration and a request id (echoed as `x-request-id`).
 */
export function requestLog(logger: Logger) {
  // These lines hold only the fields below, none of them secret: redaction (which walks every
  // line for key-like paths) would cost more than the rest of the line.
  const lines = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const id = incoming && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', id);
    locals(res).requestId = id;
    res.on('finish', () => {
      const { operation, site } = locals(res);
      const route = operation?.path ?? 'unmatched';
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      lines.info(
        {
          reqId: id,
          method: req.method,
          route,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          // A signed request names its site (its id; the site's secret is never on the registry).
          ...(site ? { site: site.id } : {}),
        },
        'request',
      );
    });
    next();
  };
}
