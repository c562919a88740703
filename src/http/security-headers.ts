import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

type Header = [name: string, value: string];

/**
 * Helmet's headers (its defaults: CSP, HSTS, nosniff, frame options, ...), worked out once at
 * start and set on every response. Helmet runs a dozen middlewares per request to set the same
 * static values each time; on a kept answer, which costs a tenth of a millisecond, that chain
 * was a measurable part of it. Helmet still decides every value: its middleware is run once
 * against a recording response, so a helmet upgrade changes the headers here too.
 */
export function securityHeaders() {
  const headers = helmetHeaders();
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** What helmet's middleware sets on a response, recorded on a stand-in that keeps only headers. */
function helmetHeaders(): Header[] {
  const headers = new Map<string, Header>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  let finished = false;
  helmet()({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Helmet's defaults set static values synchronously; anything else must not pass for them.
  if (!finished || headers.size === 0) throw new Error('helmet did not set its headers synchronously');
  return [...headers.values()];
}
