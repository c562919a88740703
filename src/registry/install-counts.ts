/**
 * `active_installs` of plugins: how many distinct sites reported each plugin in their last
 * check-in, among the sites seen in the installs window (windowStartDay). Storage keeps these
 * counts (SiteStorage.countInstalls), so a refresh costs the same at any fleet size; still, the
 * counts are a snapshot refreshed at most every REGISTRY_INSTALLS_REFRESH_SECONDS, when a
 * request needs them and the snapshot is older: a count is never older than that.
 *
 * Cached answers (src/http/answer-cache.ts) depend on the snapshot through `token`: a plugin's answer
 * on its own count, a list on the snapshot's `version`, which moves only when some count did.
 * Check-ins thus never flush the cache; a changed count does, once per refresh at most.
 *
 * The refresh also forgets sites unseen for 90 days, once a UTC day (the window's first day
 * moves only at midnight), an hour after a failure.
 */
import type { Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { utcDay } from './daily-sweep.js';

const DAY_MS = 86_400_000;
/** A site counts as an install for this long after its last check-in. */
export const INSTALLS_WINDOW_MS = 7 * DAY_MS;
/** Sites not seen for this long are dropped from the inventory. */
export const SITE_RETENTION_MS = 90 * DAY_MS;
/** A failed prune is tried again by the first refresh this long after it. */
const PRUNE_RETRY_MS = 3_600_000;

/**
 * The UTC day a counting window of `windowMs` starts on at `now` (YYYY-MM-DD): windows are whole
 * UTC days, so that a site counts while its last check-in fell on or after 00:00 UTC of the day
 * the window's length ago (a 7-day window holds between 7 and 8 days), and every count, list
 * and total of a window names the same sites (docs/release-control.md). The kept counts are by
 * day (PackageTally): a window of whole days is a sum of a few of them.
 */
export function windowStartDay(now: number, windowMs: number): string {
  return utcDay(now - windowMs);
}

/** The first instant of windowStartDay, as a listing's `seenSince` names it. */
export function windowStart(now: number, windowMs: number): string {
  return `${windowStartDay(now, windowMs)}T00:00:00.000Z`;
}

interface Snapshot {
  /** When the count started: its age is measured from here. */
  at: number;
  counts: Map<string, number>;
  version: number;
}

export class InstallCounts {
  private snapshot: Snapshot | undefined;
  private refreshing: Promise<Snapshot> | undefined;
  /** The window start (windowStart) of the last prune that succeeded: sites seen before it are gone. */
  private prunedBefore: string | undefined;
  private pruneFailedAt: number | undefined;
  private pruning: Promise<void> | undefined;

  constructor(
    private readonly storage: Pick<Storage, 'sites' | 'getPackages'>,
    /** The check-ins this app is writing: a count waits for them. */
    private readonly writes: Pick<CheckInWrites, 'written'>,
    private readonly refreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes sure the snapshot is at most `refreshMs` old; concurrent callers share one refresh. */
  async fresh(): Promise<void> {
    if (this.isFresh()) return;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    await this.refreshing;
  }

  /** The count of the current snapshot (0 before any): call `fresh` first in the same request. */
  countOf(slug: string): number {
    return this.snapshot?.counts.get(slug) ?? 0;
  }

  /** What a cached answer about `slug` (or, without one, a list) depends on, after making it fresh. */
  async token(slug?: string): Promise<string> {
    // Every cached answer asks this: skip the call to `fresh` (one more promise) when it has nothing to do.
    if (!this.isFresh()) await this.fresh();
    return slug === undefined ? `installs-${this.snapshot!.version}` : `installs=${this.countOf(slug)}`;
  }

  private isFresh(): boolean {
    return this.snapshot !== undefined && this.now() - this.snapshot.at < this.refreshMs;
  }

  /**
   * Forgets sites unseen for 90 days (whole UTC days), in the background: requests wait for a
   * refresh, and the count (sites of the last 7 days) does not depend on the drop, which on
   * Azure deletes row by row. Once per window start, that is once a UTC day: until midnight no
   * more sites fall out of the window (a site imported with an older check-in meanwhile waits
   * for the next day; listings skip such sites anyway). Best effort: a failure is tried again
   * by the first refresh an hour after it.
   */
  private pruneIfDue(at: number): void {
    const before = windowStart(at, SITE_RETENTION_MS);
    if (this.pruning || before === this.prunedBefore) return;
    if (this.pruneFailedAt !== undefined && at - this.pruneFailedAt < PRUNE_RETRY_MS) return;
    this.pruning = this.storage.sites
      .drop(before)
      .then(
        () => {
          this.prunedBefore = before;
          this.pruneFailedAt = undefined;
        },
        () => {
          this.pruneFailedAt = at;
        },
      )
      .finally(() => {
        this.pruning = undefined;
      });
  }

  private async refresh(): Promise<Snapshot> {
    const at = this.now();
    this.pruneIfDue(at);
    await this.writes.written();
    const reported = await this.storage.sites.countInstalls('plugin', windowStartDay(at, INSTALLS_WINDOW_MS));
    // The inventory records public plugins too (REGISTRY_INVENTORY=all): only the registry's own
    // are answered with a count, so only theirs may move the lists' token.
    const held = await this.storage.getPackages('plugin', [...reported.keys()]);
    const counts = new Map(held.map((p) => [p.slug, reported.get(p.slug)!]));
    const previous = this.snapshot;
    const version = previous && sameCounts(previous.counts, counts) ? previous.version : (previous?.version ?? 0) + 1;
    this.snapshot = { at, counts, version };
    return this.snapshot;
  }
}

function sameCounts(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [slug, count] of a) if (b.get(slug) !== count) return false;
  return true;
}
