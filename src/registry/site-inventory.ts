/**
 * The site inventory: which site runs which registry package at which version. Every update
 * check records its site (`recordCheckIn`); `GET /sites` lists them (`listSites`), each package
 * with the registry's latest version and what the site's next update check would offer it, so
 * "which sites still run acme-forms 1.0.0, and which of them will move?" is one request.
 */
import { InputError } from '../errors.js';
import type { InstalledPackage, PackageType, SiteCheckIn, SiteRecord, Storage } from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { SITE_RETENTION_MS } from './install-counts.js';
import { ringOf } from './release-control.js';
import { type Answer, type Installed, type UpdateCheckResult, UpdateChecks } from './update-check.js';

/** What a site says about itself in its update check. */
export interface SiteReport {
  url: string;
  wpVersion?: string;
  phpVersion?: string;
  locale?: string;
  /** The ring the site declares; empty or absent: none. */
  ring?: string;
}

/** A package entry of a listed site, beside the registry's latest version of it and the site's offer. */
export interface SitePackage extends InstalledPackage {
  latestVersion: string;
  /**
   * The version the site's next update check offers (the offer rule with its ring, holds and
   * WordPress and PHP versions: registry/offer-rule.ts), or undefined when it offers nothing.
   */
  offeredVersion?: string;
  /** An offer is waiting (`offeredVersion` is set); it may be a rollback from a withdrawn version. */
  update: boolean;
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
}

/**
 * A site's identity: scheme, host (lower-cased, punycode), port unless the default, and path
 * without trailing slashes; credentials, query and fragment are dropped. So
 * `HTTPS://Shop.Example.com:443/` and `https://shop.example.com` are the same site.
 */
export function normalizeSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new InputError('site.url must be an http(s) URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError('site.url must be an http(s) URL.');
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Starts recording the check-in and returns without waiting for it: the update check's answer
 * does not depend on it. A bad `site.url` still throws here, before anything is answered; a
 * failed write goes to `onError` (the site reports again at its next check). Reads of the
 * inventory in this process wait for the writes started (check-in-writes.ts).
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

function checkIn(site: SiteReport, packages: readonly InstalledPackage[], now: Date): SiteCheckIn {
  return {
    url: normalizeSiteUrl(site.url),
    wpVersion: site.wpVersion ?? '',
    phpVersion: site.phpVersion ?? '',
    locale: site.locale ?? '',
    lastSeen: now.toISOString(),
    packages: packages.map(({ type, slug, version }) => ({ type, slug, version })),
    declaredRing: site.ring ?? '',
  };
}

/** A site of the inventory as GET /sites lists it: each package beside the registry's latest version and its offer. */
export async function listedSite(updates: UpdateChecks, site: SiteRecord): Promise<ListedSite> {
  return withOffers(site, await updates.check(checkOf(site)));
}

/** What an update check says the site runs: the packages the registry answered for, at the versions the site reported. */
export function reportedPackages(result: UpdateCheckResult): InstalledPackage[] {
  // From the answers alone: a site names hundreds of entries, the registry holds a few of them.
  const reported = (type: PackageType, answers: UpdateCheckResult['plugins']) =>
    answers.map((answer) => ({ type, slug: answer.package.slug, version: answer.installed }));
  return [...reported('plugin', result.plugins), ...reported('theme', result.themes)];
}

/**
 * One page of sites seen in the last 90 days, most recent first, with their total. `updates`
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
  const { sites, total } = await storage.sites.list({
    search: request.search,
    running: runningFilter(request),
    ring: request.ring,
    seenSince: new Date(now - SITE_RETENTION_MS).toISOString(),
    offset: request.offset,
    limit: request.limit,
  });
  return { sites: await Promise.all(sites.map((site) => listedSite(updates, site))), total };
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

/**
 * The update check the site would send now, from what it last reported: its packages at their
 * versions, its WordPress and PHP versions, its ring and holds. The site's answer to it is what
 * GET /sites shows, so the list never promises an update that release control keeps back.
 */
function checkOf(site: SiteRecord) {
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

/** A package deleted from the registry since the check-in is no longer a registry package: left out (the check skips it). */
function withOffers(site: SiteRecord, result: UpdateCheckResult): ListedSite {
  const entry = (type: PackageType) => (answer: Answer) => ({
    type,
    slug: answer.package.slug,
    version: answer.installed,
    latestVersion: answer.package.latest.version,
    ...(answer.update ? { offeredVersion: answer.version.version } : {}),
    update: answer.update,
  });
  return { ...site, packages: [...result.plugins.map(entry('plugin')), ...result.themes.map(entry('theme'))] };
}
