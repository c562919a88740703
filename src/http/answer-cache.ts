import type { NextFunction, Request, Response } from 'express';
import type { Context } from 'openapi-backend';
import { type HandlerMap, jsonBytes, type OperationId, type Reply, type SerialisedJson } from '../handlers/types.js';
import { linkExpiry } from '../present/context.js';
import type { InstallCounts } from '../registry/install-counts.js';
import type { ChangeScope, Storage } from '../storage/types.js';
import { locals } from './locals.js';

/**
 * The answer cache: read answers served again from memory. WordPress sites poll the same URLs
 * (their plugins, a list page) over and over, and between two changes the answer is
 * byte-identical: link expiries are rounded (present/context.ts). A body is cached with the
 * change token read before its records and the link expiry it carries; a request for the same
 * URL at the same public address gets it while both still hold, so a hit costs one token check
 * instead of the reads, the presenters and the serialisation. A write, by any process, moves the
 * token (Storage.changeToken): a cached answer is never older than storage. Answers that show
 * install counts also depend on the counts' snapshot (InstallCounts.token).
 *
 * A hit skips openapi-backend's request validation: only bodies built for a request that passed
 * it are cached, and a hit needs the same method, path and query byte for byte (no cached
 * operation reads a header), so validation would decide the same. Admission (key and permission)
 * runs for every request, hit or not.
 */

/** Operations whose answers show `active_installs`: their counts are made fresh before they run. */
const SHOW_INSTALLS: ReadonlySet<OperationId> = new Set<OperationId>([
  'listPlugins',
  'createPlugin',
  'getPlugin',
  'updatePlugin',
  'deletePlugin',
]);

/** The operations answered from the cache, and the records their answers are built from. */
const SCOPES: Partial<Record<OperationId, (params: Record<string, string>) => ChangeScope>> = {
  listPlugins: () => ({ type: 'plugin' }),
  getPlugin: ({ slug }) => ({ type: 'plugin', slug }),
  listPluginVersions: ({ slug }) => ({ type: 'plugin', slug }),
  getPluginVersion: ({ slug }) => ({ type: 'plugin', slug }),
  listThemes: () => ({ type: 'theme' }),
  getTheme: ({ slug }) => ({ type: 'theme', slug }),
  listThemeVersions: ({ slug }) => ({ type: 'theme', slug }),
  getThemeVersion: ({ slug }) => ({ type: 'theme', slug }),
};

/** What a cached answer is built from: the records of a scope, and for some the install counts. */
interface AnswerScope extends ChangeScope {
  installs: boolean;
}

interface Entry {
  scope: AnswerScope;
  token: string;
  /** Expiry of the links in the body; a request that would get other links misses. */
  linksExpireAt: number;
  body: Buffer;
  etag: string;
}

/** A cacheable request on its way from `serve` through its handler to `send`. */
interface Pending {
  key: string;
  /** Set by the handler wrapper: what the answer was built from, read before its records. */
  fill?: { scope: AnswerScope; token: string; linksExpireAt: number };
}

export interface AnswerCacheOptions {
  storage: Pick<Storage, 'changeToken'>;
  installs: Pick<InstallCounts, 'fresh' | 'token'>;
  linkTtlSeconds: number;
  /** The public address a request reached the service at (links and defaults are built on it). */
  baseUrlOf: (req: Request) => string;
  /** Bytes of bodies cached at most (REGISTRY_RESPONSE_CACHE_MB); 0 caches none. */
  maxBytes: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /**
   * Where this cache keeps a request's Pending on its response: a property under a symbol of its
   * own, not a WeakMap keyed by the response (an insert into a WeakMap per request showed in the
   * cached GET's garbage collection; bench/README.md, "Figures behind the code").
   */
  private readonly slot = Symbol('answer-cache');
  private readonly storage: Pick<Storage, 'changeToken'>;
  private readonly installs: Pick<InstallCounts, 'fresh' | 'token'>;
  private readonly linkTtlSeconds: number;
  private readonly baseUrlOf: (req: Request) => string;
  private readonly maxBytes: number;

  constructor({ storage, installs, linkTtlSeconds, baseUrlOf, maxBytes }: AnswerCacheOptions) {
    this.storage = storage;
    this.installs = installs;
    this.linkTtlSeconds = linkTtlSeconds;
    this.baseUrlOf = baseUrlOf;
    this.maxBytes = maxBytes;
  }

  /** Middleware, after admission: answers a hit, or marks the request so its answer is stored. */
  serve() {
    return async (req: Request, res: Response, next: NextFunction) => {
      const { operation } = locals(res);
      if (
        this.maxBytes === 0 ||
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        !operation?.operationId ||
        !SCOPES[operation.operationId as OperationId]
      )
        return next();
      const key = `${this.baseUrlOf(req)} ${req.originalUrl}`;
      this.setPending(res, { key });
      const entry = this.entries.get(key);
      if (!entry || entry.linksExpireAt !== linkExpiry(this.linkTtlSeconds)) return next();
      let token: string;
      try {
        token = await this.changeToken(entry.scope);
      } catch {
        return next(); // the full path reports the storage failure in its own words
      }
      if (token !== entry.token) return next();
      this.markUsed(key, entry);
      sendEntry(req, res, entry);
    };
  }

  /**
   * The handlers, with those whose answers show install counts making the counts fresh first,
   * and those of cacheable operations reading the change token before their records.
   */
  wrap(handlers: HandlerMap): HandlerMap {
    type AnyHandler = (c: Context, req: Request, res: Response) => Promise<unknown>;
    const wrapped: Record<string, AnyHandler> = { ...handlers };
    for (const operationId of SHOW_INSTALLS) {
      const handler = wrapped[operationId];
      wrapped[operationId] = async (c: Context, req: Request, res: Response) => {
        await this.installs.fresh();
        return handler(c, req, res);
      };
    }
    for (const [operationId, scopeOf] of Object.entries(SCOPES)) {
      const handler = wrapped[operationId];
      const installs = SHOW_INSTALLS.has(operationId as OperationId);
      wrapped[operationId] = async (c: Context, req: Request, res: Response) => {
        const pending = this.pendingOf(res);
        if (!pending) return handler(c, req, res);
        const scope = { ...scopeOf(c.request.params as Record<string, string>), installs };
        const linksExpireAt = linkExpiry(this.linkTtlSeconds);
        const token = await this.changeToken(scope);
        const reply = await handler(c, req, res);
        pending.fill = { scope, token, linksExpireAt };
        return reply;
      };
    }
    return wrapped as unknown as HandlerMap;
  }

  /** Sends a reply; a 200 of a cacheable request is serialised once, cached, and sent as cached. */
  send(req: Request, res: Response, reply: Exclude<Reply<never>, { sent: true }>): void {
    const pending = this.pendingOf(res);
    const fill = pending?.fill;
    if (!pending || !fill || reply.status !== 200) {
      if (req.method === 'GET' || req.method === 'HEAD') res.status(reply.status).json(reply.body);
      // A write's or an update check's answer has no ETag, which only conditional GETs use: its
      // body (an update check's is tens of KiB) is not hashed for nothing. It goes as it is
      // (sendJson): text encoded by Node straight into the socket's write, bytes or pieces written.
      else sendJson(res, reply.status, reply.json ?? JSON.stringify(reply.body));
      return;
    }
    const body = jsonBytes(reply.json ?? JSON.stringify(reply.body));
    const etag = (req.app.get('etag fn') as (body: Buffer) => string)(body);
    const entry: Entry = { scope: fill.scope, token: fill.token, linksExpireAt: fill.linksExpireAt, body, etag };
    this.cache(pending.key, entry);
    sendEntry(req, res, entry);
  }

  private setPending(res: Response, pending: Pending): void {
    (res as unknown as Record<symbol, Pending>)[this.slot] = pending;
  }

  private pendingOf(res: Response): Pending | undefined {
    return (res as unknown as Record<symbol, Pending | undefined>)[this.slot];
  }

  /**
   * What a cached answer of `scope` depends on: the records' change token, read first (before
   * the records, as Storage.changeToken requires), and the install counts where it shows them.
   */
  private async changeToken(scope: AnswerScope): Promise<string> {
    const records = await this.storage.changeToken(scope);
    return scope.installs ? `${records} ${await this.installs.token(scope.slug)}` : records;
  }

  /**
   * Moves a hit to the most recently used end of the map, which eviction reads from the other
   * end. Only once the cache is half full: before that nothing is evicted soon, so a hit skips
   * the move (a delete and an insert in a map of thousands of entries).
   */
  private markUsed(key: string, entry: Entry): void {
    if (this.bytes < this.maxBytes / 2) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private cache(key: string, entry: Entry): void {
    if (entry.body.length > this.maxBytes / 4) return; // one huge answer must not flush everything else
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }
}

/**
 * As `res.json` would send it: same type and ETag, 304 for a matching If-None-Match. A request
 * without conditional headers (WordPress and most clients send none) is answered directly:
 * Express's `send` would look its headers up again and work out freshness to the same end.
 */
function sendEntry(req: Request, res: Response, entry: Entry): void {
  res.setHeader('ETag', entry.etag);
  if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) {
    res.setHeader('Content-Type', JSON_TYPE);
    res.status(200).send(entry.body);
    return;
  }
  sendJson(res, 200, entry.body);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialised JSON as it is, with its type and length (Node leaves the body out of an answer to HEAD). */
export function sendJson(res: Response, status: number, json: SerialisedJson): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  if (typeof json === 'string' || Buffer.isBuffer(json)) {
    res.setHeader('Content-Length', Buffer.byteLength(json));
    res.end(json);
    return;
  }
  // Pieces go out as they are: Node corks the socket at the first write, so they leave in one
  // writev, and no buffer of their total size is allocated per answer (bench/README.md, "Figures behind the code").
  let length = 0;
  for (const piece of json) length += piece.length;
  res.setHeader('Content-Length', length);
  for (const piece of json) res.write(piece);
  res.end();
}
