/**
 * What a site's reported result means for a version: the one place that says `refused` is a
 * failure and `fatal` is unhealthy. Storage counts reports by result (ResultCounts); the health
 * gate, its evidence and release control read them classified here.
 */
import type {
  OutcomeCounts,
  OutcomeResult,
  PackageType,
  ResultCounts,
  SiteOutcome,
  SiteStorage,
} from '../storage/types.js';

/** The update did not install: it failed, or the site refused the archive. */
export const FAILED: readonly OutcomeResult[] = ['failed', 'refused'];
/** The update installed, and the site was unhealthy or fatally broken after it. */
export const UNHEALTHY: readonly OutcomeResult[] = ['unhealthy', 'fatal'];
/** The results a gate's evidence lists first; a site's status is `ok` with none of them. */
export const BAD: readonly OutcomeResult[] = [...FAILED, ...UNHEALTHY];

/** The counts by result, classified (a site counts once, under its kept report's result). */
export function classifyOutcomes({ counting, ignored }: ResultCounts): OutcomeCounts {
  const sum = (results: readonly OutcomeResult[]) => results.reduce((n, result) => n + (counting[result] ?? 0), 0);
  const sites = Object.values(counting).reduce((n, count) => n + (count ?? 0), 0);
  return { sites, failed: sum(FAILED), unhealthy: sum(UNHEALTHY), ignored };
}

/** Of the sites whose kept report is about this version: the classified counts; `since` bounds the counting ones by arrival. */
export async function outcomeCounts(
  storage: { sites: Pick<SiteStorage, 'resultCounts'> },
  type: PackageType,
  slug: string,
  version: string,
  since?: string,
): Promise<OutcomeCounts> {
  return classifyOutcomes(await storage.sites.resultCounts(type, slug, version, since));
}

/** The version's counting outcomes: failed and unhealthy first, then newest first, at most `limit`. */
export function countingOutcomes(
  storage: { sites: Pick<SiteStorage, 'countingOutcomes'> },
  type: PackageType,
  slug: string,
  version: string,
  since: string | undefined,
  limit: number,
): Promise<SiteOutcome[]> {
  return storage.sites.countingOutcomes(type, slug, version, { since, limit, first: BAD });
}
