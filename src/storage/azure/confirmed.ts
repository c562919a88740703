/**
 * Reads this instance may trust for a while without asking Azure again (REGISTRY_CACHE_CHECK_MS):
 * a package head's ETag (the change token of cached answers about one package) and a presented
 * API key's record. On Azure each such read is a billed round trip, and all reads of one package
 * hit one partition; a burst of requests for one scope thus costs one read per window instead
 * of one per request.
 *
 * - A value is trusted for `windowMs` after the read that fetched it *started*, so it is never
 *   older than the window: another instance's write shows within it.
 * - Concurrent callers of one key share one read.
 * - `drop` (this instance's own writes, through the adapter) forgets a key at once, and a read
 *   that was already under way when it was dropped is answered but not cached: it may predate the write.
 * - `windowMs` 0 caches nothing and shares nothing: every call reads.
 */

/** Keys cached at most (requests for slugs that do not exist add some); past it, expired ones go, then all. */
const MAX_KEYS = 100_000;

interface Cached<T> {
  value: T;
  /** When the read that fetched it started. */
  at: number;
  /** What the caller vouched for it with when the read started (see `get`). */
  stamp?: string;
}

export class ConfirmedReads<T> {
  private readonly cached = new Map<string, Cached<T>>();
  private readonly reading = new Map<string, Promise<T>>();
  /** Moves with every drop: a read started under an older generation is not cached. */
  private generation = 0;

  constructor(
    readonly windowMs: number,
    /** Whether a value read may be cached (e.g. not an unknown key). */
    private readonly cacheable: (value: T) => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value of `key`, read with `read` unless one confirmed within the window is at hand. With
   * a `stamp` (a token read just before, that moves whenever the value may have), a cached value
   * also needs the same stamp as when it was read.
   */
  get(key: string, read: () => Promise<T>, stamp?: string): Promise<T> {
    if (this.windowMs === 0) return read();
    const cached = this.cached.get(key);
    if (cached && this.now() - cached.at < this.windowMs && cached.stamp === stamp)
      return Promise.resolve(cached.value);
    const readKey = stamp === undefined ? key : `${key}\n${stamp}`;
    let pending = this.reading.get(readKey);
    if (!pending) {
      const shared: Promise<T> = this.confirm(key, read, stamp).finally(() => {
        if (this.reading.get(readKey) === shared) this.reading.delete(readKey);
      });
      this.reading.set(readKey, (pending = shared));
    }
    return pending;
  }

  /** Forgets `key` (or everything): the next `get` reads. */
  drop(key?: string): void {
    this.generation++;
    if (key === undefined) {
      this.cached.clear();
      this.reading.clear();
      return;
    }
    this.cached.delete(key);
    for (const readKey of this.reading.keys())
      if (readKey === key || readKey.startsWith(`${key}\n`)) this.reading.delete(readKey);
  }

  private async confirm(key: string, read: () => Promise<T>, stamp: string | undefined): Promise<T> {
    const generation = this.generation;
    const at = this.now();
    const value = await read();
    if (this.generation === generation && this.cacheable(value)) this.cache(key, { value, at, stamp });
    return value;
  }

  private cache(key: string, entry: Cached<T>): void {
    if (this.cached.size >= MAX_KEYS) {
      for (const [old, { at }] of this.cached) if (entry.at - at >= this.windowMs) this.cached.delete(old);
      if (this.cached.size >= MAX_KEYS) this.cached.clear();
    }
    this.cached.set(key, entry);
  }
}
