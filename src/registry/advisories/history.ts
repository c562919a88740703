/**
 * Exposure history (the console's Exposure chart): each advisory's exposed / patched / total
 * sites per UTC day. The inventory says only what a site runs now, so the history is kept as
 * daily counts, the first one taken that day (storage keeps it whichever instance took it), as
 * the adoption history is (registry/adoption.ts), and for the same reasons taken the same way:
 * by requests, not by a timer. The first request an instance serves after a UTC midnight (then at
 * most once an hour, should a sweep fail) starts a sweep in the background that counts every
 * advisory that is not withdrawn from one read of the inventory; creating an advisory counts it
 * at once (its first point is its publication); reading an advisory's history takes its own
 * count when today has none yet. A read answers today counted live, beside the stored days.
 */
import { NotFoundError } from '../../errors.js';
import { type Advisory, exposes } from '../../packages/advisory.js';
import type { AdvisoryExposureCount, PackageType, SiteRecord, Storage } from '../../storage/types.js';

import type { CheckInWrites } from '../check-in-writes.js';
import { DailySweep, utcDay } from '../daily-sweep.js';
import { SITE_RETENTION_MS } from '../install-counts.js';
import { ADVISORY_NOT_FOUND } from './records.js';

/** More sites than any inventory holds: every one, in a page. */
const ALL_SITES = 1_000_000_000;

export type ExposureCounts = Pick<AdvisoryExposureCount, 'exposed' | 'patched' | 'total'>;

/** A day of an advisory's exposure history: a stored count, or today counted live (with `at`). */
export interface ExposurePoint extends ExposureCounts {
  day: string;
  /** Today's point only: the ISO 8601 UTC instant it was counted. */
  at?: string;
}

/** The versions each site runs of each package, keyed `type:slug`: one read of the inventory, for many advisories. */
type Running = Map<string, Array<{ site: string; version: string }>>;

/**
 * An advisory's counts over the inventory as GET /advisories/{id}/exposure counts them: `total`
 * the sites running an affected package at any version, `exposed` those at a version in one of
 * its ranges (a withdrawn advisory exposes nobody), `patched` the rest.
 */
export function exposureCounts(advisory: Pick<Advisory, 'affected' | 'withdrawn'>, running: Running): ExposureCounts {
  const total = new Set<string>();
  const exposed = new Set<string>();
  const packages = new Map(advisory.affected.map(({ type, slug }) => [`${type}:${slug}`, { type, slug }]));
  for (const [key, { type, slug }] of packages) {
    for (const { site, version } of running.get(key) ?? []) {
      total.add(site);
      if (exposes(advisory, type, slug, version)) exposed.add(site);
    }
  }
  return { exposed: exposed.size, patched: total.size - exposed.size, total: total.size };
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

  /** Counts every advisory that is not withdrawn for today (one already counted keeps its count), from one read of the inventory. */
  async sweep(at = this.now()): Promise<void> {
    const day = utcDay(at);
    const standing = (await this.storage.advisories.list()).filter((advisory) => advisory.withdrawn === null);
    if (standing.length === 0) return;
    const running = await this.running(at);
    for (const advisory of standing)
      await this.storage.advisories.recordExposure({
        advisory: advisory.id,
        day,
        ...exposureCounts(advisory, running),
      });
  }

  private async count(advisory: Advisory, at: number): Promise<ExposureCounts> {
    const packages = new Map(advisory.affected.map(({ type, slug }) => [`${type}:${slug}`, { type, slug }]));
    const running: Running = new Map();
    for (const [key, only] of packages) running.set(key, (await this.running(at, only)).get(key) ?? []);
    return exposureCounts(advisory, running);
  }

  /** The inventory the exposure reads (sites seen in the retention window, after pending check-ins), by package. */
  private async running(at: number, only?: { type: PackageType; slug: string }): Promise<Running> {
    await this.writes.written();
    const seenSince = new Date(at - SITE_RETENTION_MS).toISOString();
    const { sites } = await this.storage.sites.list({ running: only, seenSince, offset: 0, limit: ALL_SITES });
    return byPackage(sites);
  }
}

function byPackage(sites: SiteRecord[]): Running {
  const running: Running = new Map();
  for (const site of sites) {
    for (const { type, slug, version } of site.packages) {
      const key = `${type}:${slug}`;
      const list = running.get(key) ?? [];
      list.push({ site: site.id, version });
      running.set(key, list);
    }
  }
  return running;
}
