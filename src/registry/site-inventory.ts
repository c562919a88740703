/**
 * The site inventory: which site runs which package at which version (every one it reports
 * under REGISTRY_INVENTORY=all, the registry's own under `managed`). Every update check records
 * its site (`recordCheckIn`); `GET /sites` lists them (`listSites`), each registry package
 * with the registry's latest version and what the site's next update check would offer it, so
 * "which sites still run acme-forms 1.0.0, and which of them will move?" is one request.
 */
import { InputError } from '../errors.js';
import type {
  CheckInPrecondition,
  InstalledPackage,
  OutcomeReport,
  PackageType,
  SiteCheckIn,
  SiteRecord,
  SiteState,
  Storage,
} from '../storage/types.js';
import type { InventoryMode } from '../config.js';
import type { CheckInWrites } from './check-in-writes.js';
import { SITE_RETENTION_MS, windowStart } from './install-counts.js';
import { slugOfKey } from './package-index.js';
import { ringOf } from '../packages/rules.js';
import { BAD, FAILED, UNHEALTHY } from './outcome-classes.js';
import { type Answer, type Installed, type UpdateCheckResult, UpdateChecks } from './update-check.js';

/** What a site says about itself in its update check. */
export interface SiteReport {
  url: string;
  wpVersion?: string;
  phpVersion?: string;
  locale?: string;
  /** The ring the site declares; empty or absent: none. */
  ring?: string;
  /** Signed by the site's enrolled key (src/http/site-signature.ts). */
  verified?: boolean;
  /** A signed check's `X-Site-Time`: a check older than the one recorded is not recorded (a replay). */
  siteTime?: number;
}

/** What a site's latest report about a package says (`fatal` counts as unhealthy; no report: ok). */
export type PackageStatus = 'ok' | 'failed' | 'unhealthy';

/** A package entry of a listed site, beside the registry's latest version of it and the site's offer. */
export interface SitePackage extends InstalledPackage {
  /**
   * The registry holds the package now (decided at read time, from the package index: a flag
   * stored at the check-in would go stale when the package is uploaded or deleted).
   */
  managed: boolean;
  /** The registry's latest version; undefined when it does not hold the package. */
  latestVersion?: string;
  /**
   * The version the site's next update check offers (the offer rule with its ring, holds and
   * WordPress and PHP versions: registry/offer-rule.ts), or undefined when it offers nothing.
   */
  offeredVersion?: string;
  /** An offer is waiting (`offeredVersion` is set); it may be a rollback from a withdrawn version. */
  update: boolean;
  status: PackageStatus;
  /** The site's latest report about the package, if any. */
  lastReport?: OutcomeReport;
}

export function statusOf(report: OutcomeReport | undefined): PackageStatus {
  if (report && FAILED.includes(report.result)) return 'failed';
  if (report && UNHEALTHY.includes(report.result)) return 'unhealthy';
  return 'ok';
}

export interface ListedSite extends Omit<SiteRecord, 'packages'> {
  packages: SitePackage[];
}

export interface SitesRequest {
  offset: number;
  limit: number;
  search?: string;
  plugin?: string;
  theme?: string;
  version?: string;
  ring?: string;
  /** With plugin or theme: only sites whose status for that package is this. */
  status?: PackageStatus;
  /** Only sites in this enrollment state (`pending`: waiting for an operator's approval). */
  state?: SiteState;
  /** REGISTRY_INVENTORY: `managed` lists the registry's packages only (listedSite). */
  inventory?: InventoryMode;
}

/**
 * A site's identity: scheme, host (lower-cased, punycode, no trailing dot), port unless the
 * default, and path with `.`/`..` segments resolved, percent-escapes of unreserved characters
 * decoded and the others upper-cased, without trailing slashes; credentials, query and fragment
 * are dropped. So `HTTPS://Shop.Example.com.:443/%7euser/` and `https://shop.example.com/~user`
 * are the same site (one id, one bucket). The path keeps its case; `www.` and http/https stay
 * different sites. `field` names the input in the error (`site.url`, `url`).
 */
export function normalizeSiteUrl(raw: string, field = 'site.url'): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new InputError(`${field} must be an http(s) URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(`${field} must be an http(s) URL.`);
  // WHATWG URL has already resolved dot segments (also `%2e`), lower-cased the host and dropped the default port.
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/%[0-9A-Fa-f]{2}/g, normalEscape);
  return `${url.protocol}//${host}${port}${trimSlashes(path)}`;
}

/** RFC 3986 6.2.2.2: an escaped unreserved character is that character; other escapes in upper case. */
function normalEscape(escape: string): string {
  const char = String.fromCharCode(parseInt(escape.slice(1), 16));
  return /^[A-Za-z0-9._~-]$/.test(char) ? char : escape.toUpperCase();
}

/** The path without trailing slashes, by a scan from its end (no regex over untrusted text that could backtrack). */
function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/**
 * Starts recording the check-in and returns without waiting for it: the update check's answer
 * does not depend on it. `site.url` is normalized already (normalizeSiteUrl: the check needed it
 * first, and a bad URL was refused then); a failed write goes to `onError` (the site reports
 * again at its next check). Reads of the inventory in this process wait for the writes started
 * (check-in-writes.ts).
 */
export function recordCheckInLater(
  storage: Storage,
  writes: CheckInWrites,
  site: SiteReport,
  packages: readonly InstalledPackage[],
  onError: (err: unknown) => void,
  now = new Date(),
): void {
  const record = checkIn(site, packages, now);
  writes.track(storage.sites.record(record).catch(onError));
}

/**
 * What a check-in may be written over, as the condition it carries (SiteCheckIn.writeIf), which
 * the adapter applies in the write it makes anyway, with no read of its own: an unsigned check-in
 * never overwrites an enrolled site (anyone can send an unsigned check naming any URL; only a
 * check signed by the site's key may be written over a row with a key), and a signed check older
 * than the one recorded (a replay) never moves the record backwards.
 */
export function checkInPrecondition(site: Pick<SiteReport, 'verified' | 'siteTime'>): CheckInPrecondition {
  return {
    unenrolled: site.verified !== true,
    ...(site.siteTime !== undefined ? { siteTimeAtMost: site.siteTime } : {}),
  };
}

/** The check-in as the inventory records it, with the condition of its write (checkInPrecondition). */
export function checkIn(site: SiteReport, packages: readonly InstalledPackage[], now: Date): SiteCheckIn {
  return {
    verified: site.verified === true,
    writeIf: checkInPrecondition(site),
    url: site.url,
    wpVersion: site.wpVersion ?? '',
    phpVersion: site.phpVersion ?? '',
    locale: site.locale ?? '',
    lastSeen: now.toISOString(),
    // Each adapter stores its own canonical copy (canonicalPackages).
    packages,
    declaredRing: site.ring ?? '',
    ...(site.siteTime !== undefined ? { siteTime: site.siteTime } : {}),
  };
}

/**
 * A site of the inventory as GET /sites lists it: each package beside the registry's latest
 * version and its offer. `managed`: the packages the registry does not hold are left out, as
 * they were before the inventory recorded them.
 */
export async function listedSite(
  updates: UpdateChecks,
  site: SiteRecord,
  inventory: InventoryMode = 'all',
): Promise<ListedSite> {
  return withOffers(site, await updates.check(checkOf(site)), inventory);
}

/**
 * What a check-in records the site runs. `all`: every plugin and theme it named whose name gives
 * a slug (a single-file plugin like `hello.php` has none: no advisory or filter could name it),
 * at the version it reported. `managed`: the packages the registry answered for.
 */
export function reportedPackages(
  inventory: InventoryMode,
  named: { plugins: readonly Installed[]; themes: readonly Installed[] },
  result: UpdateCheckResult,
): InstalledPackage[] {
  if (inventory === 'managed') {
    // From the answers alone: a site names hundreds of entries, the registry holds a few of them.
    const answered = (type: PackageType, answers: UpdateCheckResult['plugins']) =>
      answers.map((answer) => ({ type, slug: answer.package.slug, version: answer.installed }));
    return [...answered('plugin', result.plugins), ...answered('theme', result.themes)];
  }
  const packages: InstalledPackage[] = [];
  const add = (type: PackageType, entries: readonly Installed[]) => {
    for (const entry of entries) {
      const slug = entry.slug ?? slugOfKey(type, entry.key);
      if (slug !== undefined) packages.push({ type, slug, version: entry.version });
    }
  };
  add('plugin', named.plugins);
  add('theme', named.themes);
  return packages;
}

/**
 * One page of sites seen in the 90-day window (whole UTC days, windowStartDay), most recent first, with their total. `updates`
 * answers what each site would be offered (the service's own, so its package index is shared).
 */
export async function listSites(
  storage: Storage,
  writes: CheckInWrites,
  request: SitesRequest,
  now = Date.now(),
  updates = new UpdateChecks(storage),
): Promise<{ sites: ListedSite[]; total: number }> {
  await writes.written();
  const running = runningFilter(request);
  const query = {
    search: request.search,
    running,
    ring: request.ring,
    state: request.state,
    // Whole UTC days (windowStartDay): the total is then kept, not counted, where storage keeps it.
    seenSince: windowStart(now, SITE_RETENTION_MS),
  };
  if (request.status !== undefined && !running)
    throw new InputError('status filters the sites of one package: add plugin= or theme=.');
  // By status, storage reads them by the site's latest report about the package: failed or
  // unhealthy are few, off the package's reports with those results; ok are the others.
  const byReport =
    request.status === undefined
      ? {}
      : request.status === 'ok'
        ? { lastResultExcept: BAD }
        : { lastResult: request.status === 'failed' ? FAILED : UNHEALTHY };
  const { sites, total } = await storage.sites.list({
    ...query,
    ...byReport,
    offset: request.offset,
    limit: request.limit,
  });
  return { sites: await Promise.all(sites.map((site) => listedSite(updates, site, request.inventory))), total };
}

function runningFilter({ plugin, theme, version }: SitesRequest) {
  if (plugin !== undefined && theme !== undefined) throw new InputError('Filter by plugin or by theme, not both.');
  const slug = plugin ?? theme;
  if (slug === undefined) {
    if (version !== undefined) throw new InputError('version filters the sites of one package: add plugin= or theme=.');
    return undefined;
  }
  const type: PackageType = plugin !== undefined ? 'plugin' : 'theme';
  return { type, slug, version };
}

function reportAbout(site: SiteRecord, p: { type: PackageType; slug: string }): OutcomeReport | undefined {
  return site.outcomes?.find((r) => r.type === p.type && r.slug === p.slug);
}

/**
 * The update check the site would send now, from what it last reported: its packages at their
 * versions, its WordPress and PHP versions, its ring and holds. The site's answer to it is what
 * GET /sites shows, so the list never promises an update that release control keeps back.
 */
export function checkOf(site: SiteRecord) {
  const installed = (type: PackageType): Installed[] =>
    site.packages.filter((p) => p.type === type).map((p) => ({ key: p.slug, slug: p.slug, version: p.version }));
  return {
    // An empty version is one the site did not send: every requirement counts as met (update-offer.ts).
    site: { wp: site.wpVersion || undefined, php: site.phpVersion || undefined },
    url: site.url,
    ring: ringOf(site),
    holds: site.holds,
    plugins: installed('plugin'),
    themes: installed('theme'),
  };
}

/**
 * Each recorded package with the check's answer about it, in the recorded order (the check
 * answers in the order it was asked, skipping what the registry does not hold). A package deleted
 * from the registry since the check-in is a public one now.
 */
function withOffers(site: SiteRecord, result: UpdateCheckResult, inventory: InventoryMode): ListedSite {
  const answers = new Map<string, Answer>();
  for (const [type, list] of [
    ['plugin', result.plugins],
    ['theme', result.themes],
  ] as const)
    for (const answer of list) answers.set(`${type}~${answer.package.slug}`, answer);
  const packages: SitePackage[] = [];
  for (const p of site.packages) {
    const answer = answers.get(`${p.type}~${p.slug}`);
    if (!answer && inventory === 'managed') continue;
    packages.push({
      type: p.type,
      slug: p.slug,
      version: answer?.installed ?? p.version,
      managed: answer !== undefined,
      ...(answer ? { latestVersion: answer.package.latest.version } : {}),
      ...(answer?.update ? { offeredVersion: answer.version.version } : {}),
      update: answer?.update === true,
      ...statusFields(reportAbout(site, p)),
    });
  }
  return { ...site, packages };
}

function statusFields(lastReport: OutcomeReport | undefined) {
  return { status: statusOf(lastReport), ...(lastReport ? { lastReport } : {}) };
}
