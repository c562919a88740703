/**
 * Exposure history (the console's Exposure chart): each advisory's exposed / patched / total
 * sites per UTC day. The inventory says only what a site runs now, so the history is kept as
 * daily counts, the first one taken that day (storage keeps it whichever instance took it), as
 * the adoption history is (registry/adoption.ts), and for the same reasons taken the same way:
 * by requests, not by a timer. The first request an instance serves after a UTC midnight starts
 * the day's sweep in the background (daily-sweep.ts: once a day, an hour later should it fail),
 * which counts every advisory that is not withdrawn and has no count of today yet (what another
 * instance counted is read, not counted again); creating an advisory counts it at once (its
 * first point is its publication); reading an advisory's history takes its own count when today
 * has none yet. A read answers today counted live, beside the stored days. An advisory naming
 * one package is counted from that package's kept counts (tallyExposure: the same cost at any
 * fleet size); one naming several from a walk of the sites running them (fleet-walk.ts).
 */
import { NotFoundError } from '../../errors.js';
import type { Advisory } from '../../packages/advisory.js';
import type { PackageTally, PackageType, Storage } from '../../storage/types.js';

import type { CheckInWrites } from '../check-in-writes.js';
import { DailySweep, utcDay } from '../daily-sweep.js';
import { forEachInChunks } from '../fleet-walk.js';
import { SITE_RETENTION_MS, windowStartDay } from '../install-counts.js';
import {
  addRunning,
  type ExposureCounts,
  exposureCounts,
  packageKey,
  type Running,
  tallyExposure,
  walkInventory,
} from './exposure.js';
import { ADVISORY_NOT_FOUND } from './records.js';

/** A day of an advisory's exposure history: a stored count, or today counted live (with `at`). */
export interface ExposurePoint extends ExposureCounts {
  day: string;
  /** Today's point only: the ISO 8601 UTC instant it was counted. */
  at?: string;
}

/** Advisories a sweep counts per turn of the event loop: a read, a package's kept counts and a write each. */
const SWEEP_CHUNK = 10;

export class ExposureHistory {
  /** The day's sweep (`daily.ifDue()`, each request: app.ts). */
  readonly daily: DailySweep;

  constructor(
    private readonly storage: Pick<Storage, 'advisories' | 'sites'>,
    private readonly writes: Pick<CheckInWrites, 'written'>,
    private readonly now: () => number = Date.now,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.daily = new DailySweep((at) => this.sweep(at), now, onError);
  }

  /**
   * The advisory's stored days but today, oldest first, then today counted now with the instant
   * (`at`); today's count is stored from this one when there is none yet. NotFoundError when
   * there is no such advisory.
   */
  async history(id: string): Promise<ExposurePoint[]> {
    const advisory = await this.storage.advisories.get(id);
    if (!advisory) throw new NotFoundError(ADVISORY_NOT_FOUND);
    const at = this.now();
    const today = utcDay(at);
    const [stored, counts] = await Promise.all([
      this.storage.advisories.exposureHistory(id, utcDay(Date.parse(advisory.published))),
      this.count(advisory, at),
    ]);
    const past = stored.filter((point) => point.day !== today).map(({ advisory: _, ...point }) => point);
    if (past.length === stored.length && advisory.withdrawn === null)
      await this.storage.advisories.recordExposure({ advisory: id, day: today, ...counts });
    return [...past, { day: today, ...counts, at: new Date(at).toISOString() }];
  }

  /** Records a new advisory's first count (its publication's); a failure is reported, never thrown: the advisory stands. */
  async created(advisory: Advisory): Promise<void> {
    const at = this.now();
    try {
      const counts = await this.count(advisory, at);
      await this.storage.advisories.recordExposure({ advisory: advisory.id, day: utcDay(at), ...counts });
    } catch (err) {
      this.onError(err);
    }
  }

  /**
   * Counts for today every advisory that is not withdrawn and has no count of today yet (one
   * already counted keeps its count: by another instance, at its creation, or by a read), a few
   * at a time with a turn of the event loop between: a registry that imports a feed holds tens
   * of thousands of advisories. The kept counts of a package are read once for all the
   * advisories that name it.
   */
  async sweep(at = this.now()): Promise<void> {
    const day = utcDay(at);
    const standing = (await this.storage.advisories.list()).filter((advisory) => advisory.withdrawn === null);
    const tallies = new Map<string, Promise<PackageTally>>();
    await forEachInChunks(
      standing,
      async (advisory) => {
        const stored = await this.storage.advisories.exposureHistory(advisory.id, day);
        if (stored.some((point) => point.day === day)) return;
        const counts = await this.count(advisory, at, tallies);
        await this.storage.advisories.recordExposure({ advisory: advisory.id, day, ...counts });
      },
      SWEEP_CHUNK,
    );
  }

  /**
   * One advisory's counts: from the kept counts of the package it names (`tallies`: those read
   * already in this sweep, by package), or, when it names several, from the sites running each
   * of them, walked package by package (a site running two counts once).
   */
  private async count(
    advisory: Advisory,
    at: number,
    tallies = new Map<string, Promise<PackageTally>>(),
  ): Promise<ExposureCounts> {
    const packages = new Map(advisory.affected.map(({ type, slug }) => [packageKey(type, slug), { type, slug }]));
    await this.writes.written();
    if (packages.size === 1) {
      const [[key, { type, slug }]] = packages;
      return tallyExposure(advisory, type, slug, await this.tallyOf(tallies, key, type, slug, at));
    }
    const running: Running = new Map();
    for (const [key, only] of packages) {
      const named = new Set([key]);
      await walkInventory(this.storage, this.writes, at, only, (page) => addRunning(running, page, named));
    }
    return exposureCounts(advisory, running);
  }

  private tallyOf(
    tallies: Map<string, Promise<PackageTally>>,
    key: string,
    type: PackageType,
    slug: string,
    at: number,
  ): Promise<PackageTally> {
    let tally = tallies.get(key);
    if (!tally) {
      tally = this.storage.sites.packageTally(type, slug, windowStartDay(at, SITE_RETENTION_MS));
      tallies.set(key, tally);
    }
    return tally;
  }
}
