/**
 * Adoption history (the operator console's chart): for each package and UTC day, how many
 * enrolled sites ran each version. The inventory's rows (and the counts storage keeps of them,
 * packageTally) say only what a site runs now, so the history is kept as snapshots: one per
 * package and UTC day, the first one taken that day (storage keeps it whichever instance took
 * it), 400 days long.
 *
 * Snapshots are taken by requests, not by a timer: the first request an instance serves after
 * a UTC midnight (and then at most once an hour, should a sweep fail or a package appear) starts
 * a sweep in the background that snapshots every package lacking today's, from the package's
 * kept counts (so the sweep costs per package, not per site; one another instance snapshotted
 * today is read, not counted again); the hourly ones after it count only the packages this
 * instance has not seen snapshotted today (those that appeared since). A read of a package's
 * history takes that package's own snapshot when today has none yet. A read answers today
 * counted live, beside the stored days.
 */
import type { PackageType } from '../packages/manifest.js';
import type { AdoptionSnapshot, Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { DailySweep, utcDay } from './daily-sweep.js';
import { nextTurn } from './fleet-walk.js';
import { INSTALLS_WINDOW_MS, windowStartDay } from './install-counts.js';

const DAY_MS = 86_400_000;
/** Snapshots older than this many days are forgotten. */
export const ADOPTION_RETENTION_DAYS = 400;
/** Packages are read in pages of this size. */
const PAGE = 500;
const TYPES: PackageType[] = ['plugin', 'theme'];
/**
 * Packages a sweep visits per turn of the event loop when it only reads their snapshots: the
 * local adapter's reads and writes are synchronous, so awaiting them gives no other callback a
 * turn. A package it counts gets a turn of its own: its kept counts' read grows with the fleet
 * (bench/README.md).
 */
const PACKAGES_PER_TURN = 10;
/** After the day's sweep, packages that appeared since are looked for this often. */
const NEW_PACKAGES_EVERY_MS = 3_600_000;

/** A day of a package's adoption history: a stored snapshot, or today counted live (with `at`). */
export interface AdoptionPoint extends AdoptionSnapshot {
  /** Today's point only: the ISO 8601 UTC instant it was counted. */
  at?: string;
}

export class AdoptionHistory {
  private readonly daily: DailySweep;
  /** The packages (`type:slug`) known to have today's snapshot, and which day that is. */
  private snapshotted = { day: '', packages: new Set<string>() };

  constructor(
    private readonly storage: Pick<Storage, 'adoption' | 'sites' | 'listPackages'>,
    private readonly writes: Pick<CheckInWrites, 'written'>,
    private readonly now: () => number = Date.now,
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.daily = new DailySweep((at) => this.sweep(at), now, onError, { again: NEW_PACKAGES_EVERY_MS });
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

  /**
   * Snapshots every package that has none for today, from its kept counts: those this instance
   * saw snapshotted today are skipped without a read, those another instance snapshotted cost a
   * read, not a count and a write.
   */
  async sweep(at = this.now()): Promise<void> {
    const today = utcDay(at);
    if (this.snapshotted.day !== today) this.snapshotted = { day: today, packages: new Set() };
    const done = this.snapshotted.packages;
    const forgetBefore = utcDay(at - ADOPTION_RETENTION_DAYS * DAY_MS);
    let visited = 0;
    for (const type of TYPES) {
      for await (const slug of this.slugs(type)) {
        const key = `${type}:${slug}`;
        if (done.has(key)) continue;
        const stored = await this.storage.adoption.list(type, slug, today);
        const counted = !stored.some((snapshot) => snapshot.date === today);
        if (counted) {
          const versions = await this.countPackage(type, slug, at);
          if (await this.storage.adoption.record({ type, slug, date: today, versions }))
            await this.storage.adoption.forget(type, slug, forgetBefore);
        }
        done.add(key);
        if (++visited % PACKAGES_PER_TURN === 0 || counted) await nextTurn();
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
   * Version -> the sites seen in the installs window that reported running it, of those whose
   * last check was signed: the sites a rollout's `running` counts (release-control.ts siteCounts,
   * from the same kept counts), so that the chart and the version table give one number. A site
   * whose last check was unsigned is left out, as there: anyone holding a site key can make such
   * sites up. Versions are whatever sites report: counted in a Map, so `constructor` or
   * `__proto__` is a version like any other (an object's inherited members would be read as
   * counts); `Object.fromEntries` then makes each an own property.
   */
  private async countPackage(type: PackageType, slug: string, at: number): Promise<Record<string, number>> {
    await this.writes.written();
    const tally = await this.storage.sites.packageTally(type, slug, windowStartDay(at, INSTALLS_WINDOW_MS));
    const versions = new Map<string, number>();
    for (const row of tally.versions)
      if (row.verified) versions.set(row.version, (versions.get(row.version) ?? 0) + row.sites);
    return Object.fromEntries(versions);
  }
}
