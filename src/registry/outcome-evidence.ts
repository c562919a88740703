/**
 * What the registry acts on (DESIGN 12a). A health gate withdraws a release fleet-wide and sends
 * every site a rollback that installs itself, so what it counts must be evidence the registry
 * can stand behind, not what a holder of a site key says:
 *
 * - an outcome counts only when a check-in the registry recorded for its (enrolled) site, signed
 *   by the site's key, showed the site running the version, or running the version the report
 *   came `from` while this version reached it (it was offered). A made-up site that never
 *   checked in running the package neither trips a gate nor dilutes one;
 * - a site keeps one outcome per package and version the registry holds: reports about anything
 *   else are not stored, so a flood of made-up versions costs nothing to read back;
 * - the site's clock decides the order of its reports, but never beyond the registry's: a time
 *   more than 5 minutes ahead would pin the site's status, and is stored as the arrival time.
 */
import { InputError } from '../errors.js';
import type { OutcomeReport, SiteRecord, Storage, VersionRecord } from '../storage/types.js';
import { bucketOf, ringOf } from '../packages/rules.js';
import { reaches } from './offer-rule.js';

/** How far ahead of the registry's clock a report's time may be. */
export const MAX_AHEAD_MS = 5 * 60_000;

/**
 * The report's time in UTC (ISO 8601 with milliseconds), the arrival time when it is more than
 * MAX_AHEAD_MS ahead. Validation checked RFC 3339; one JavaScript cannot read (a leap second)
 * is refused like any other bad time.
 */
export function reportTime(text: string, index: number, now: number): string {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new InputError(`reports.${index}.time: must be an RFC 3339 instant`);
  return new Date(ms > now + MAX_AHEAD_MS ? now : ms).toISOString();
}

/** The versions the registry holds of each package the reports name, by `type slug` and then version. */
export async function heldVersions(
  storage: Storage,
  reports: readonly Pick<OutcomeReport, 'type' | 'slug'>[],
): Promise<Map<string, Map<string, VersionRecord>>> {
  const held = new Map<string, Map<string, VersionRecord>>();
  for (const { type, slug } of reports) {
    const key = `${type} ${slug}`;
    if (held.has(key)) continue;
    const versions = (await storage.versions.list(type, slug)) ?? [];
    held.set(key, new Map(versions.map((v) => [v.version, v])));
  }
  return held;
}

/** Whether the site's recorded check-in backs the report (module comment): it then counts. */
export function backedByCheckIn(site: SiteRecord, version: VersionRecord, report: OutcomeReport): boolean {
  // Only a check-in signed by the enrolled, approved key is the site's own word; an unsigned one
  // anyone could have sent, and a pending site is not yet one an operator stands behind.
  if (site.publicKey === undefined || !site.verified || site.pending) return false;
  const running = site.packages.find((p) => p.type === report.type && p.slug === report.slug)?.version;
  if (running === undefined) return false;
  if (running === report.to) return true;
  return running === report.from && offered(site, version);
}

/**
 * The site is in the version's audience (its rings, or its bucket below the percent) and does not
 * hold the package. A halt or withdrawal is left out on purpose: it stops new offers, not the
 * reports of sites offered it before, such as the `fatal` that follows the `unhealthy` which made
 * the gate withdraw the version (a stopped version's gate decides nothing more, and a resume
 * clears the stop).
 */
function offered(site: SiteRecord, version: VersionRecord): boolean {
  const holds = version.type === 'plugin' ? site.holds.plugins : site.holds.themes;
  if (holds.includes(version.slug)) return false;
  const audience = { ...version.rollout, halted: false };
  return reaches(audience, ringOf(site), () => bucketOf(version.type, version.slug, site.url));
}
