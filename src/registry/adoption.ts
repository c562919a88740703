/**
 * Adoption history (the operator console's chart): for each package and UTC day, how many
 * enrolled sites ran each version. Counting reads the inventory, whose rows say only what a site runs now, so
 * the history is kept as snapshots: one per package and UTC day, the first one taken that day
 * (storage keeps it whichever instance took it), 400 days long.
 *
 * Snapshots are taken by requests, not by a timer: the first request an instance serves after
 * a UTC midnight (and then at most once an hour, should a sweep fail or a package appear) starts
 * a sweep in the background that snapshots every package lacking today's, from one read of
 * the inventory; and a read of a package's history takes that package's own snapshot when today
 * has none yet. A read answers today counted live, beside the stored days.
 */
import type { PackageType } from '../packages/manifest.js';
import type { AdoptionSnapshot, SiteRecord, Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { DailySweep, utcDay } from './daily-sweep.js';
import { INSTALLS_WINDOW_MS } from './install-counts.js';

const DAY_MS = 86_400_000;
/** Snapshots older than this many days are forgotten. */
export const ADOPTION_RETENTION_DAYS = 400;
/** Packages are read in pages of this size. */
const PAGE = 500;
/** More sites than any inventory holds: every one, in a page. */
const ALL_SITES = 1_000_000_000;
const TYPES: PackageType[] = ['plugin', 'theme'];

/** A day of a package's adoption history: a stored snapshot, or today counted live (with `at`). */
export interface AdoptionPoint extends AdoptionSnapshot {
  /** Today's point only: the ISO 8601 UTC instant it was counted. */
  at?: string;
}

export class AdoptionHistory {
  private readonly daily: DailySweep;

  constructor(
    private readonly storage: Pick<Storage, 'adoption' | 'sites' | 'listPackages'>,
    private readonly writes: Pick<CheckInWrites, 'written'>,
    private readonly now: () => number = Date.now,
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.daily = new DailySweep((at) => this.sweep(at), now, onError);
  }

  /**
   * The package's snapshots of the last `days` UTC days but today, oldest first, then today
   * counted now, with the instant (`at`): a snapshot is taken once a day, so it does not move
   * during a rollout, and the chart's last point must. Today's snapshot is taken from this count
   * when there is none yet (it is the day's first); one already stored is kept, for the history
   * of the days after. The caller checks that the package exists.
   */
  async history(type: PackageType, slug: string, days: number): Promise<AdoptionPoint[]> {
    const at = this.now();
    const today = utcDay(at);
    const since = utcDay(at - (days - 1) * DAY_MS);
    const [snapshots, versions] = await Promise.all([
      this.storage.adoption.list(type, slug, since),
      this.countPackage(type, slug, at),
    ]);
    const past = snapshots.filter((snapshot) => snapshot.date !== today);
    if (past.length === snapshots.length) await this.storage.adoption.record({ type, slug, date: today, versions });
    return [...past, { type, slug, date: today, versions, at: new Date(at).toISOString() }];
  }

  /** Starts a sweep in the background when one is due; never throws, never waits. */
  sweepIfDue(): void {
    this.daily.ifDue();
  }

  /** Waits for a sweep in progress (tests, and shutdown). */
  settled(): Promise<void> {
    return this.daily.settled();
  }

  /** Snapshots every package that has none for today, from one read of the inventory. */
  async sweep(at = this.now()): Promise<void> {
    const today = utcDay(at);
    const forgetBefore = utcDay(at - ADOPTION_RETENTION_DAYS * DAY_MS);
    const counts = await this.countAll(at);
    for (const type of TYPES) {
      for await (const slug of this.slugs(type)) {
        const versions = Object.fromEntries(counts.get(`${type}:${slug}`) ?? []);
        if (await this.storage.adoption.record({ type, slug, date: today, versions }))
          await this.storage.adoption.forget(type, slug, forgetBefore);
      }
    }
  }

  private async *slugs(type: PackageType): AsyncGenerator<string> {
    for (let offset = 0; ; offset += PAGE) {
      const { packages, total } = await this.storage.listPackages(type, { offset, limit: PAGE });
      for (const record of packages) yield record.slug;
      if (packages.length === 0 || offset + PAGE >= total) return;
    }
  }

  /**
   * Per `type:slug`, version -> sites seen in the window that reported running it. Versions are
   * whatever sites report: counted in Maps, so `constructor` or `__proto__` is a version like
   * any other (an object's inherited members would be read as counts); `Object.fromEntries`
   * then makes each an own property.
   */
  private async countAll(at: number): Promise<Map<string, Map<string, number>>> {
    const counts = new Map<string, Map<string, number>>();
    for (const site of await this.recentSites(at)) {
      for (const { type, slug, version } of site.packages) {
        const key = `${type}:${slug}`;
        const versions = counts.get(key) ?? new Map<string, number>();
        versions.set(version, (versions.get(version) ?? 0) + 1);
        counts.set(key, versions);
      }
    }
    return counts;
  }

  private async countPackage(type: PackageType, slug: string, at: number): Promise<Record<string, number>> {
    const versions = new Map<string, number>();
    for (const site of await this.recentSites(at, { type, slug })) {
      for (const p of site.packages)
        if (p.type === type && p.slug === slug) versions.set(p.version, (versions.get(p.version) ?? 0) + 1);
    }
    return Object.fromEntries(versions);
  }

  /**
   * The enrolled sites seen in the installs window, optionally only those running a package: the
   * sites a rollout's `running` counts (release-control.ts siteCounts), so that the chart and the
   * version table give one number. A site whose last check was unsigned is left out, as there:
   * anyone holding a site key can make such sites up. Read in one page, as release-control.ts
   * reads them (pages by offset over a list that check-ins reorder could count a site twice or
   * miss it).
   */
  private async recentSites(at: number, running?: { type: PackageType; slug: string }): Promise<SiteRecord[]> {
    await this.writes.written();
    const seenSince = new Date(at - INSTALLS_WINDOW_MS).toISOString();
    const { sites } = await this.storage.sites.list({ seenSince, running, offset: 0, limit: ALL_SITES });
    return sites.filter((site) => site.verified);
  }
}
