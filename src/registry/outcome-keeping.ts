/**
 * Report dedupe: which of a site's reports about one package version is the one kept (a site
 * counts once per version). Pure: SiteStorage.report applies it to the kept report it read,
 * inside its transaction or ETag-guarded write.
 */
import type { OutcomeReport } from '../storage/types.js';

/**
 * Whether `report` replaces the site's kept report for its version: not when it is that report
 * again (a report sent twice counts once), nor when it is older (reports arrive out of order, and
 * the site's latest word on a version is what counts). Times are ISO 8601 UTC, compared as text.
 */
export function replacesKept(
  kept: Pick<OutcomeReport, 'id' | 'time'>,
  report: Pick<OutcomeReport, 'id' | 'time'>,
): boolean {
  return kept.id !== report.id && kept.time <= report.time;
}
