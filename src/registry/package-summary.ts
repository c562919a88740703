/**
 * The packages summary (GET /packages/summary): a page of packages, plugins first, then themes,
 * each with its latest version's rollout report. The console's Packages view reads one page in
 * one request instead of every list page and two reads per package.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PackageType } from '../packages/manifest.js';
import type { PackageRecord, Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { type RolloutReport, rolloutReport } from './release-control.js';

/** The order types are listed in: the order the console has always shown them. */
const TYPE_ORDER: readonly PackageType[] = ['plugin', 'theme'];

/**
 * How many reports are counted at once, with a turn of the event loop after each group: a
 * report's counting is synchronous work on the local adapter, and a whole page counted in one go
 * holds the loop for all of it (other requests, /healthz among them, wait; the fleet bench's
 * worst /healthz shows it). A few at once still overlap a remote store's round trips.
 */
const REPORTS_AT_ONCE = 4;

export interface PackageSummary {
  package: PackageRecord;
  /** The latest version's rollout, read as GET .../rollout reads it. */
  report: RolloutReport;
}

/**
 * One page (`offset`, `limit`) of the packages of `types`, in TYPE_ORDER and each type's list
 * order, with the total of all of them. A package whose latest version is gone by the time its
 * report is read (deleted in between) is left out of the page; the total stays as listed.
 */
export async function packageSummaries(
  storage: Storage,
  writes: CheckInWrites,
  types: readonly PackageType[],
  offset: number,
  limit: number,
  now = Date.now(),
): Promise<{ summaries: PackageSummary[]; total: number }> {
  const listed: PackageRecord[] = [];
  let before = 0;
  for (const type of TYPE_ORDER.filter((t) => types.includes(t))) {
    // A type wholly before or after the page is still read for its total (limit 0: no records).
    const start = Math.max(0, offset - before);
    const wanted = Math.max(0, limit - listed.length);
    const { packages, total } = await storage.listPackages(type, { offset: start, limit: wanted });
    listed.push(...packages);
    before += total;
  }
  const summaries: PackageSummary[] = [];
  for (let i = 0; i < listed.length; i += REPORTS_AT_ONCE) {
    const batch = listed.slice(i, i + REPORTS_AT_ONCE);
    const reports = await Promise.all(
      batch.map((pkg) => rolloutReport(storage, writes, pkg.type, pkg.slug, pkg.latest.version, now)),
    );
    for (const [j, report] of reports.entries()) if (report) summaries.push({ package: batch[j], report });
    await nextTurn();
  }
  return { summaries, total: before };
}
