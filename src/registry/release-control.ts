/**
 * Release control: a version's rollout (which sites it reaches, halted, withdrawn) and what
 * operators set on a site (ring, holds). Each change is one call that returns the record before
 * and after, so that whoever records changes can say what changed.
 */
import type { components } from '../generated/registry.js';
import type { PackageType } from '../packages/manifest.js';
import { ringOf, type Rollout } from '../packages/rules.js';
import type {
  AuditStamp,
  Holds,
  SiteChange,
  SiteRecord,
  SiteSigner,
  Storage,
  VersionRecord,
} from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { INSTALLS_WINDOW_MS, SITE_RETENTION_MS, windowStartDay } from './install-counts.js';
import { reaches } from './offer-rule.js';
import { outcomeCounts } from './outcome-classes.js';
import { updateRollout } from './package-writes.js';
import { siteChangeRule } from './site-change.js';

/**
 * A version's rollout with how far it got among the sites seen in the installs window. The counts
 * are the spec's own, so that a count the spec adds cannot be left out here.
 */
export interface RolloutReport {
  version: VersionRecord;
  sites: components['schemas']['Rollout']['sites'];
}

/**
 * The rings sites are in, by name, with how many: of the sites GET /sites lists (seen in its
 * 90-day window, enrolled or not), so that a ring's count is what `GET /sites?ring=` totals. Kept
 * by storage (siteTally), so the same at any fleet size. Rings stay
 * free text; this is what the console offers when an operator types one. Rings only versions'
 * rollouts name are left out: finding them would read every version of every package.
 */
export async function ringsInUse(
  storage: Storage,
  writes: CheckInWrites,
  now = Date.now(),
): Promise<Array<{ name: string; sites: number }>> {
  await writes.written();
  const cells = await storage.sites.siteTally(windowStartDay(now, SITE_RETENTION_MS));
  const counts = new Map<string, number>();
  for (const cell of cells) counts.set(cell.ring, (counts.get(cell.ring) ?? 0) + cell.sites);
  return [...counts]
    .map(([name, sites]) => ({ name, sites }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * What an update check needs of what operators set on the site: its ring (assigned, else
 * declared) and its holds. A signed check brings its enrolled site (read when its signature was
 * checked); an unsigned one names a URL, and when that URL is enrolled, the ring the check
 * declares does not count: the enrolled site's own does.
 */
export async function siteControls(
  storage: Storage,
  normalizedUrl: string,
  declaredRing: string | undefined,
  enrolled?: SiteSigner,
): Promise<{ ring: string; holds: Holds }> {
  if (enrolled) return { ring: ringOf({ assignedRing: enrolled.assignedRing, declaredRing }), holds: enrolled.holds };
  const known = await storage.sites.controls(normalizedUrl);
  return {
    ring: ringOf({ assignedRing: known?.assignedRing, declaredRing: known?.enrolled?.declaredRing ?? declaredRing }),
    holds: known?.holds ?? { plugins: [], themes: [] },
  };
}

/** The rollout of a version and its site counts; undefined if there is no such version. */
export async function rolloutReport(
  storage: Storage,
  writes: CheckInWrites,
  type: PackageType,
  slug: string,
  version: string,
  now = Date.now(),
): Promise<RolloutReport | undefined> {
  const record = await storage.versions.get(type, slug, version);
  return record && { version: record, sites: await siteCounts(storage, writes, record, now) };
}

/** Changes a version's rollout; undefined if there is no such version. */
export async function changeRollout(
  storage: Storage,
  writes: CheckInWrites,
  type: PackageType,
  slug: string,
  version: string,
  change: Partial<Rollout>,
  audit: AuditStamp,
  now = Date.now(),
): Promise<{ before: VersionRecord; after: VersionRecord; report: RolloutReport } | undefined> {
  const changed = await updateRollout(storage, type, slug, version, change, audit);
  if (!changed) return undefined;
  return {
    ...changed,
    report: { version: changed.after, sites: await siteCounts(storage, writes, changed.after, now) },
  };
}

/** Sets a site's ring and/or holds; undefined if the inventory holds no site with this id. */
export async function changeSite(
  storage: Storage,
  writes: CheckInWrites,
  id: string,
  change: SiteChange,
  audit: AuditStamp,
): Promise<{ before: SiteRecord; after: SiteRecord } | undefined> {
  // A site whose first check-in is still being written is found once it is.
  await writes.written();
  return storage.sites.change(id, siteChangeRule(change), audit);
}

/**
 * Of the enrolled sites seen in the window that report the package (signed: the one definition of
 * a site the console counts, adoption.ts too): how many the version reaches, and how many run it.
 * Sites whose last check was unsigned are in none of these numbers (anyone holding a site key can
 * make such sites up); `unverified` counts those running this version, so that each version's row
 * says how many it leaves out, and the rows add up. From the counts storage keeps (packageTally,
 * by ring and bucket, the two things `reaches` asks of a site): the same at any fleet size.
 */
async function siteCounts(
  storage: Storage,
  writes: CheckInWrites,
  version: VersionRecord,
  now: number,
): Promise<RolloutReport['sites']> {
  await writes.written();
  const [tally, outcomes] = await Promise.all([
    storage.sites.packageTally(version.type, version.slug, windowStartDay(now, INSTALLS_WINDOW_MS)),
    outcomeCounts(storage, version.type, version.slug, version.version),
  ]);
  let total = 0;
  let reached = 0;
  for (const cell of tally.cells) {
    if (!cell.verified) continue;
    total += cell.sites;
    if (reaches(version.rollout, cell.ring, () => cell.bucket)) reached += cell.sites;
  }
  let running = 0;
  let unverified = 0;
  for (const row of tally.versions) {
    if (row.version !== version.version) continue;
    if (row.verified) running += row.sites;
    else unverified += row.sites;
  }
  return {
    total,
    reached,
    running,
    failed: outcomes.failed,
    unhealthy: outcomes.unhealthy,
    unverified,
    ignored: outcomes.ignored,
  };
}
