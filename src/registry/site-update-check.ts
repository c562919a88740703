/**
 * The update check as one use-case (POST /update-check), as publishArchive() is for an upload:
 * which site is asking and for which URL, the site's ring and holds, the reports riding along,
 * the answer, and the check-in written after it. The handler reads the request and sends the
 * answer; the rules of whom a check speaks for and what is written live here.
 */
import type { InventoryMode } from '../config.js';
import { ConflictError } from '../errors.js';
import type { OutcomeReport, SiteSigner, Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { recordReports } from './health-gate.js';
import { siteControls } from './release-control.js';
import { enrolledElsewhere } from './site-identity.js';
import { normalizeSiteUrl, recordCheckInLater, reportedPackages } from './site-inventory.js';
import type { Installed, UpdateCheckResult, UpdateChecks } from './update-check.js';

/** What the site sends, as the request's fields name it. */
export interface SiteUpdateCheck {
  site: { url: string; wpVersion?: string; phpVersion?: string; locale?: string; ring?: string };
  plugins: Installed[];
  themes: Installed[];
  /** Outcomes the site could not send before. */
  reports?: readonly OutcomeReport[];
  /** False: a re-check just before an install, answered and not written. */
  record: boolean;
}

/** Who is asking: the enrolled site a valid signature names (absent: unsigned), and its signed time. */
export interface UpdateCheckCaller {
  signer?: SiteSigner;
  signedAt?: number;
  requestId: string | null;
}

/** What the use-case works with: one service instance's storage, check-in writes and update checks. */
export interface UpdateCheckDeps {
  storage: Storage;
  checkIns: CheckInWrites;
  updates: UpdateChecks;
  /** REGISTRY_INVENTORY: which of the site's packages the check-in records. */
  inventory: InventoryMode;
  /** A check-in that could not be written after the answer (the site reports again at its next check). */
  onCheckInError: (err: unknown, url: string) => void;
}

/**
 * Answers a site's update check. A signed check speaks for its enrolled site only, at the URL it
 * enrolled with (ConflictError otherwise, before anything is read or written); its reports are
 * counted, an unsigned check's are not; `record: false` is answered and not written; the
 * check-in is written after the answer, not awaited, as site-inventory.ts's recordCheckInLater says.
 */
export async function checkSiteForUpdates(
  { storage, checkIns, updates, inventory, onCheckInError }: UpdateCheckDeps,
  check: SiteUpdateCheck,
  { signer, signedAt, requestId }: UpdateCheckCaller,
): Promise<UpdateCheckResult> {
  const { wpVersion, phpVersion, locale, ring } = check.site;
  const url = normalizeSiteUrl(check.site.url);
  if (signer && signer.url !== url) throw new ConflictError(enrolledElsewhere(signer));
  const controls = await siteControls(storage, url, ring, signer);
  if (signer && check.reports?.length) await recordReports(storage, checkIns, signer, check.reports, requestId);
  const result = await updates.check({
    site: { wp: wpVersion, php: phpVersion },
    url,
    ...controls,
    plugins: check.plugins,
    themes: check.themes,
  });
  if (check.record) {
    recordCheckInLater(
      storage,
      checkIns,
      {
        url,
        wpVersion,
        phpVersion,
        locale,
        ring,
        verified: signer !== undefined,
        ...(signer ? { siteTime: signedAt } : {}),
      },
      reportedPackages(inventory, check, result),
      (err) => onCheckInError(err, url),
    );
  }
  return result;
}
