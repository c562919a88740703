/**
 * Reads this instance may trust for a while without asking Azure again (REGISTRY_CACHE_CHECK_MS):
 * a package head's ETag (the change token of kept answers about one package) and a presented
 * API key's record. On Azure each such read is a billed round trip, and all reads of one package
 * hit one partition; a burst of requests for one scope thus costs one read per window instead
 * of one per request.
 *
 * - A value is trusted for `windowMs` after the read that fetched it *started*, so it is never
 *   older than the window: another instance's write shows within it.
 * - Concurrent callers of one key share one read.
 * - `drop` (this instance's own writes, through the adapter) forgets a key at once, and a read
 *   that was already under way when it was dropped is answered but not kept: it may predate the write.
 * - `windowMs` 0 keeps nothing and shares nothing: every call reads.
 */

/** Keys remembered at most (requests for slugs that do not exist add some); past it, expired ones go, then all. */
const MAX_KEYS = 100_000;

interface Kept<T> {
  value: T;
  /** When the read that fetched it started. */
  at: number;
  /** What the caller vouched for it with when the read started (see `get`). */
  stamp?: string;
}

export class ConfirmedReads<T> {
  private readonly kept = new Map<string, Kept<T>>();
  private readonly reading = new Map<string, Promise<T>>();
  /** Moves with every drop: a read started under an older generation is not kept. */
  private generation = 0;

  constructor(
    readonly windowMs: number,
    /** Whether a value read may be kept (e.g. not an unknown key). */
    private readonly keep: (value: T) => boolean = () => true,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value of `key`, read with `read` unless one confirmed within the window is at hand. With
   * a `stamp` (a token read just before, that moves whenever the value may have), a kept value
   * also needs the same stamp as when it was read.
   */
  get(key: string, read: () => Promise<T>, stamp?: string): Promise<T> {
    if (this.windowMs === 0) return read();
    const kept = this.kept.get(key);
    if (kept && this.now() - kept.at < this.windowMs && kept.stamp === stamp) return Promise.resolve(kept.value);
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
      this.kept.clear();
      this.reading.clear();
      return;
    }
    this.kept.delete(key);
    for (const readKey of this.reading.keys()) if (readKey === key || readKey.startsWith(`${key}\n`)) this.reading.delete(readKey);
  }

  private async confirm(key: string, read: () => Promise<T>, stamp: string | undefined): Promise<T> {
    const generation = this.generation;
    const at = this.now();
    const value = await read();
    if (this.generation === generation && this.keep(value)) this.remember(key, { value, at, stamp });
    return value;
  }

  private remember(key: string, kept: Kept<T>): void {
    if (this.kept.size >= MAX_KEYS) {
      for (const [old, { at }] of this.kept) if (kept.at - at >= this.windowMs) this.kept.delete(old);
      if (this.kept.size >= MAX_KEYS) this.kept.clear();
    }
    this.kept.set(key, kept);
  }
}
