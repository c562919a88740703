import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after another as a single Express layer, as the router would run them
 * as separate ones: an error (thrown, passed to `next`, or a rejected promise) skips the rest
 * and goes to Express's error handling. Every request passes the front of the stack (headers,
 * log, key check, cached answers); on a cached answer the router's dispatch of each layer
 * (path matching, param processing, a few closures and objects each) was a measurable share
 * of the time and of the garbage (bench/README.md, "Figures behind the code").
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch((error: unknown) => next(error ?? new Error('Rejected promise')));
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}
