/**
 * The front of the stack, on real listening servers: the middlewares run as one layer
 * (src/http/sequence.ts).
 */
import http from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { inSequence } from '../../src/http/sequence.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Serves `app` on a free port; the server is closed after the test. */
async function serve(app: express.Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** An app whose one route answers 200 after `front`, and whose error handler names the error. */
function appWith(front: RequestHandler): express.Express {
  const app = express();
  app.use(front);
  app.get('/', (_req, res) => {
    res.json({ reached: true });
  });
  const errors: ErrorRequestHandler = (err: Error, _req, res, _next) => {
    res.status(500).json({ error: err.message });
  };
  app.use(errors);
  return app;
}

describe('inSequence', () => {
  const mark =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      res.append('x-ran', name);
      next();
    };

  it('runs the middlewares in order, then the routes', async () => {
    const response = await fetch(await serve(appWith(inSequence(mark('a'), mark('b'), mark('c')))));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ran')).toBe('a, b, c');
    expect(await response.json()).toEqual({ reached: true });
  });

  it('stops at a middleware that answers', async () => {
    const answer: RequestHandler = (_req, res) => {
      res.status(204).end();
    };
    const response = await fetch(await serve(appWith(inSequence(mark('a'), answer, mark('c')))));
    expect(response.status).toBe(204);
    expect(response.headers.get('x-ran')).toBe('a');
  });

  it.each([
    ['passed to next', ((_req, _res, next) => next(new Error('passed'))) as RequestHandler, 'passed'],
    [
      'thrown',
      (() => {
        throw new Error('thrown');
      }) as RequestHandler,
      'thrown',
    ],
    [
      'a rejected promise',
      (async () => {
        throw new Error('rejected');
      }) as RequestHandler,
      'rejected',
    ],
  ])('sends an error %s to the error handler and skips the rest', async (_how, failing, message) => {
    const response = await fetch(await serve(appWith(inSequence(mark('a'), failing, mark('c')))));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: message });
    expect(response.headers.get('x-ran')).toBe('a');
  });
});
