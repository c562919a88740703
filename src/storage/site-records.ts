/**
 * What both site adapters (local/sites.ts, azure/sites.ts) do alike with the records they store:
 * the conditions they apply, the entries they append, the outcomes they read back.
 */
import { hasChanges, siteChanges, siteEntry } from './audit-entries.js';
import type {
  AuditStamp,
  CheckInPrecondition,
  Holds,
  NewAuditEntry,
  OutcomeReport,
  SiteCheckIn,
  SiteOutcome,
  SiteQuery,
  SiteRecord,
} from './types.js';
import { siteState } from './types.js';

/** The holds of a site that holds nothing. */
export const NO_HOLDS: Holds = { plugins: [], themes: [] };

/** The condition of a check-in that states none: the safe side, a row with a key stays as it is. */
const UNENROLLED_ONLY: CheckInPrecondition = { unenrolled: true };

/** The condition the check-in is written under (SiteCheckIn.writeIf, else its default). */
export function writeIfOf(site: SiteCheckIn): CheckInPrecondition {
  return site.writeIf ?? UNENROLLED_ONLY;
}

/** Whether a check-in written under `writeIf` may replace the row as read (undefined: there is none). */
export function meets(
  writeIf: CheckInPrecondition,
  row: Pick<SiteRecord, 'publicKey' | 'siteTime'> | undefined,
): boolean {
  if (row === undefined) return true;
  if (writeIf.unenrolled && row.publicKey !== undefined) return false;
  const { siteTimeAtMost } = writeIf;
  return siteTimeAtMost === undefined || row.siteTime === undefined || row.siteTime <= siteTimeAtMost;
}

/** An enrollment's `site.enroll` entry: the key enrolled (a new row had none before) and the state it left the site in. */
export function enrollEntry(audit: AuditStamp, before: SiteRecord | undefined, after: SiteRecord): NewAuditEntry {
  const { publicKey: _none, pending: _pending, ...keyless } = after;
  const changes = { ...siteChanges(before ?? keyless, after), state: [null, siteState(after)] as [null, string] };
  return siteEntry(audit, after, changes, 'site.enroll');
}

/** An operator's change's `site.update` entry; none when nothing the trail names changed. */
export function changeEntry(audit: AuditStamp | undefined, before: SiteRecord, after: SiteRecord) {
  const changes = siteChanges(before, after);
  return audit && hasChanges(changes) ? siteEntry(audit, after, changes) : undefined;
}

/**
 * A site's latest report per package (type and slug), of reports in the order they were kept:
 * a later one replaces an earlier one unless it is older. Each package keeps its first place.
 */
export function latestOutcomes(reports: Iterable<OutcomeReport>): OutcomeReport[] {
  const latest = new Map<string, OutcomeReport>();
  for (const report of reports) {
    const key = `${report.type}~${report.slug}`;
    const known = latest.get(key);
    if (!known || known.time <= report.time) latest.set(key, report);
  }
  return [...latest.values()];
}

/** A kept outcome as the contract returns it; one kept before `received` was recorded was received at its time. */
export function siteOutcome(siteId: string, report: string, counts: boolean, received: unknown): SiteOutcome {
  const parsed = JSON.parse(report) as OutcomeReport;
  return { siteId, report: parsed, counts, received: typeof received === 'string' ? received : parsed.time };
}

/**
 * Whether the site's latest report about the listed package has one of `lastResult`, or none of
 * `lastResultExcept` (SiteQuery); no such filter: true.
 */
export function lastReportMatches(
  site: SiteRecord,
  { running, lastResult, lastResultExcept }: Pick<SiteQuery, 'running' | 'lastResult' | 'lastResultExcept'>,
) {
  if (!running) return true;
  const report = site.outcomes?.find((r) => r.type === running.type && r.slug === running.slug);
  if (lastResult !== undefined && !(report !== undefined && lastResult.includes(report.result))) return false;
  return lastResultExcept === undefined || report === undefined || !lastResultExcept.includes(report.result);
}
