/**
 * Release control: a version's rollout (which sites it reaches, halted, withdrawn) and what
 * operators set on a site (ring, holds). Each change is one call that returns the record before
 * and after, so that whoever records changes can say what changed.
 */
import type { components } from '../generated/registry.js';
import type { PackageType } from '../packages/manifest.js';
import { bucketOf, ringOf, type Rollout } from '../packages/rules.js';
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
import { INSTALLS_WINDOW_MS, SITE_RETENTION_MS } from './install-counts.js';
import { reaches } from './offer-rule.js';
import { outcomeCounts } from './outcome-classes.js';
import { updateRollout } from './package-writes.js';
import { siteChangeRule } from './site-change.js';

/** More sites than any inventory holds: every one, in a page. */
const ALL_SITES = 1_000_000_000;

/**
 * A version's rollout with how far it got among the sites seen in the installs window. The counts
 * are the spec's own, so that a count the spec adds cannot be left out here.
 */
export interface RolloutReport {
  version: VersionRecord;
  sites: components['schemas']['Rollout']['sites'];
}

/**
 * The rings sites are in, by name, with how many: of the sites GET /sites lists (seen in the last
 * 90 days, enrolled or not), so that a ring's count is what `GET /sites?ring=` totals. Rings stay
 * free text; this is what the console offers when an operator types one. Rings only versions'
 * rollouts name are left out: finding them would read every version of every package.
 */
export async function ringsInUse(
  storage: Storage,
  writes: CheckInWrites,
  now = Date.now(),
): Promise<Array<{ name: string; sites: number }>> {
  await writes.written();
  const pairs = await storage.sites.ringPairs(new Date(now - SITE_RETENTION_MS).toISOString());
  const counts = new Map<string, number>();
  for (const pair of pairs) {
    const ring = ringOf(pair);
    counts.set(ring, (counts.get(ring) ?? 0) + pair.sites);
  }
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
 * says how many it leaves out, and the rows add up.
 */
async function siteCounts(
  storage: Storage,
  writes: CheckInWrites,
  version: VersionRecord,
  now: number,
): Promise<RolloutReport['sites']> {
  await writes.written();
  const { sites } = await storage.sites.list({
    running: { type: version.type, slug: version.slug },
    seenSince: new Date(now - INSTALLS_WINDOW_MS).toISOString(),
    offset: 0,
    limit: ALL_SITES,
  });
  let reached = 0;
  let running = 0;
  let unverified = 0;
  let unsigned = 0;
  for (const site of sites) {
    const runsIt = site.packages.some(
      (p) => p.type === version.type && p.slug === version.slug && p.version === version.version,
    );
    if (!site.verified) {
      unsigned++;
      if (runsIt) unverified++;
      continue;
    }
    if (reaches(version.rollout, ringOf(site), () => bucketOf(version.type, version.slug, site.url))) reached++;
    if (runsIt) running++;
  }
  const outcomes = await outcomeCounts(storage, version.type, version.slug, version.version);
  return {
    total: sites.length - unsigned,
    reached,
    running,
    failed: outcomes.failed,
    unhealthy: outcomes.unhealthy,
    unverified,
    ignored: outcomes.ignored,
  };
}
