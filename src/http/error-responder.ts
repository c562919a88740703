import type { NextFunction, Request, Response } from 'express';
import { locals } from './locals.js';
import type { Logger } from 'pino';
import { type ErrorBody, errorBody, RegistryError, toErrorBody } from '../errors.js';
import type { Operation } from './api.js';
import { closeAfterDraining, hasBody } from './connections.js';

/** body-parser reports problems as errors with a `type`; these are the client's fault. */
const BODY_PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The JSON body is too large.'],
  'encoding.unsupported': [415, 'The request body has an unsupported content encoding.'],
  'charset.unsupported': [415, 'The request body has an unsupported charset.'],
  'request.aborted': [400, 'The request was aborted.'],
  'request.size.invalid': [400, 'The request body did not match its Content-Length.'],
  'stream.encoding.set': [500, 'Internal server error.'],
};

/** Checks an answer against the spec; returns what is wrong, if anything (tests turn this on). */
export type ResponseCheck = (operation: Operation, status: number, body: unknown) => string | undefined;

/** The last middleware: every error becomes the interface's error body; 5xx are logged with their cause. */
export function errorResponder(logger: Logger, check?: ResponseCheck) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let body = describe(err, req);
    if (body.status >= 500)
      logger.error({ err, method: req.method, route: locals(res).operation?.path }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const { operation } = locals(res);
    const violation = check && operation ? check(operation, body.status, body) : undefined;
    if (violation) body = errorBody(500, `Response violates the spec: ${violation}`);
    // Refused before its body was read (413 past the limit, 401/403/415 at admission): answer
    // now, and let the client finish sending so it reads the answer (see connections.ts).
    if (hasBody(req) && !req.complete) closeAfterDraining(req, res);
    // A handler may have set the headers of what it meant to send (a download's
    // `application/zip` and ETag before its Range proved unsatisfiable): the answer is the error.
    res.removeHeader('ETag');
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.status(body.status).json(body);
  };
}

function describe(err: unknown, req: Request): ErrorBody {
  if (err instanceof RegistryError) return toErrorBody(err);
  const { type, status, expose } = err as { type?: string; status?: number; expose?: boolean };
  const known = type ? BODY_PARSER_ERRORS[type] : undefined;
  if (known) return errorBody(known[0], known[1]);
  // Other client errors body-parser reports (http-errors, `expose` for a 4xx): chiefly a body
  // whose Content-Encoding does not match its bytes (gzip, deflate or br that zlib cannot inflate).
  if (expose && typeof status === 'number' && status >= 400 && status < 500) {
    const encoding = (req.get('content-encoding') ?? 'identity').toLowerCase();
    return errorBody(
      status,
      encoding === 'identity'
        ? 'The request body could not be read.'
        : `The request body is not valid ${truncate(encoding)} data, as its Content-Encoding says.`,
    );
  }
  return toErrorBody(err);
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
