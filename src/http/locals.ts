import type { Response } from 'express';
import type { ChangeScope, ApiKeyRecord } from '../storage/types.js';
import type { Operation } from './api.js';

/** What a kept answer is built from: the storage records of a scope, and for some the install counts. */
export interface AnswerScope extends ChangeScope {
  /** The answer shows `active_installs` (plugin records; version records show none). */
  installs?: true;
}

/** What the response cache's handler wrapper learnt for `send` to store (a miss of a cacheable operation). */
export interface CacheFill {
  key: string;
  scope: AnswerScope;
  token: string;
  linksExpireAt: number;
}

/**
 * What the middleware chain learns about a request and passes on: declared once, so every
 * reader gets the type the writer put there instead of casting an untyped `res.locals`.
 */
export interface RequestLocals {
  /** The spec operation the request matched (the gate sets it; undefined when none matched). */
  operation?: Operation;
  /** The key that passed the gate, for operations that need one. */
  apiKey?: ApiKeyRecord;
  /** The response cache's key for a cacheable read (set by `ResponseCache.serve`). */
  responseCacheKey?: string;
  /** Set by the cache's handler wrapper on a miss, read by `ResponseCache.send`. */
  responseCacheFill?: CacheFill;
}

/** The request's locals, typed: Express declares `res.locals` as a bag of `any`. */
export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}
