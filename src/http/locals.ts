import type { Response } from 'express';
import type { ApiKeyRecord } from '../storage/types.js';
import type { Operation } from './api.js';

/**
 * What the middleware chain learns about a request and passes on: declared once, so every
 * reader gets the type the writer put there instead of casting an untyped `res.locals`.
 */
export interface RequestLocals {
  /** The spec operation the request matched (the gate sets it; undefined when none matched). */
  operation?: Operation;
  /** The key that passed the gate, for operations that need one. */
  apiKey?: ApiKeyRecord;
}

/** The request's locals, typed: Express declares `res.locals` as a bag of `any`. */
export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}
