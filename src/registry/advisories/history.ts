/**
 * Exposure history (the console's Exposure chart): each advisory's exposed / patched / total
 * sites per UTC day. The inventory says only what a site runs now, so the history is kept as
 * daily counts, the first one taken that day (storage keeps it whichever instance took it), as
 * the adoption history is (registry/adoption.ts), and for the same reasons taken the same way:
 * by requests, not by a timer. The first request an instance serves after a UTC midnight (then at
 * most once an hour, should a sweep fail) starts a sweep in the background that counts every
 * advisory that is not withdrawn from one walk of the inventory (a page at a time: fleet-walk.ts); creating an advisory counts it
 * at once (its first point is its publication); reading an advisory's history takes its own
 * count when today has none yet. A read answers today counted live, beside the stored days.
 */
import { NotFoundError } from '../../errors.js';
import type { Advisory } from '../../packages/advisory.js';
import type { Storage } from '../../storage/types.js';

import type { CheckInWrites } from '../check-in-writes.js';
import { DailySweep, utcDay } from '../daily-sweep.js';
import { forEachInChunks } from '../fleet-walk.js';
import {
  addRunning,
  type ExposureCounts,
  exposureCounts,
  packageKey,
  packageKeys,
  type Running,
  walkInventory,
} from './exposure.js';
import { ADVISORY_NOT_FOUND } from './records.js';

/** A day of an advisory's exposure history: a stored count, or today counted live (with `at`). */
export interface ExposurePoint extends ExposureCounts {
  day: string;
  /** Today's point only: the ISO 8601 UTC instant it was counted. */
  at?: string;
}

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
   * Counts every advisory that is not withdrawn for today (one already counted keeps its count),
   * from one walk of the inventory that keeps only the packages they name.
   */
  async sweep(at = this.now()): Promise<void> {
    const day = utcDay(at);
    const standing = (await this.storage.advisories.list()).filter((advisory) => advisory.withdrawn === null);
    if (standing.length === 0) return;
    const named = new Set(standing.flatMap(packageKeys));
    const running: Running = new Map();
    await walkInventory(this.storage, this.writes, at, undefined, (page) => addRunning(running, page, named));
    await forEachInChunks(standing, (advisory) =>
      this.storage.advisories
        .recordExposure({ advisory: advisory.id, day, ...exposureCounts(advisory, running) })
        .then(() => undefined),
    );
  }

  /** One advisory's counts: the sites running each package it names, walked package by package. */
  private async count(advisory: Advisory, at: number): Promise<ExposureCounts> {
    const running: Running = new Map();
    const packages = new Map(advisory.affected.map(({ type, slug }) => [packageKey(type, slug), { type, slug }]));
    for (const [key, only] of packages) {
      const named = new Set([key]);
      await walkInventory(this.storage, this.writes, at, only, (page) => addRunning(running, page, named));
    }
    return exposureCounts(advisory, running);
  }
}
