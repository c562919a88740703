/**
 * What both site adapters (local/sites.ts, azure/sites.ts) do alike with the records they store.
 */
import type { CheckInPrecondition, SiteCheckIn, SiteRecord } from './types.js';

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
