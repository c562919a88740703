/**
 * Which sites an advisory exposes (DESIGN 15), over the site inventory: the sites seen in the
 * last 90 days and the packages they reported at their last update check, compared with the
 * advisory's ranges by the pure rules of packages/advisory.ts. Works over whatever the inventory
 * records: public packages too under REGISTRY_INVENTORY=all, the registry's own only under `managed`.
 */
import { NotFoundError } from '../../errors.js';
import { type Advisory, exposes, fixedIn } from '../../packages/advisory.js';
import type { PackageTally, PackageType, SiteRecord, Storage } from '../../storage/types.js';
import type { CheckInWrites } from '../check-in-writes.js';
import { forEachInChunks, forEachSitePage } from '../fleet-walk.js';
import { SITE_RETENTION_MS, windowStart } from '../install-counts.js';
import { type ListedSite, listedSite } from '../site-inventory.js';
import type { UpdateChecks } from '../update-check.js';
import { ADVISORY_NOT_FOUND } from './records.js';

/** One exposed package of one site. */
export interface ExposedSite {
  site: Pick<SiteRecord, 'id' | 'url'>;
  type: PackageType;
  slug: string;
  version: string;
  /** The lowest version that fixes it; undefined when none does. */
  fixedIn?: string;
  /** The version the site's next update check is offered (as GET /sites shows it); undefined when none. */
  offered?: string;
  /** The check-in that recorded the version: the inventory keeps no earlier time of it. */
  since: string;
}

export interface Exposure {
  advisory: Advisory;
  sites: { exposed: number; patched: number; total: number };
  /** Every exposed package of every site, most recently seen site first. */
  results: number;
  /** The page asked for. */
  exposed: ExposedSite[];
}

/** A package as Running keys it. */
export const packageKey = (type: PackageType, slug: string) => `${type}:${slug}`;

/** The versions each site runs of each package, keyed `type:slug`: one walk of the inventory, for many advisories. */
export type Running = Map<string, Array<{ site: string; version: string }>>;

export type ExposureCounts = { exposed: number; patched: number; total: number };

/**
 * An advisory's counts over the inventory: `total` the sites running an affected package at any
 * version, `exposed` those at a version in one of its ranges (a withdrawn advisory exposes
 * nobody), `patched` the rest. GET /advisories/{id}/exposure and the exposure history count so.
 */
export function exposureCounts(advisory: Pick<Advisory, 'affected' | 'withdrawn'>, running: Running): ExposureCounts {
  const total = new Set<string>();
  const exposed = new Set<string>();
  const packages = new Map(advisory.affected.map(({ type, slug }) => [packageKey(type, slug), { type, slug }]));
  for (const [key, { type, slug }] of packages) {
    for (const { site, version } of running.get(key) ?? []) {
      total.add(site);
      if (exposes(advisory, type, slug, version)) exposed.add(site);
    }
  }
  return { exposed: exposed.size, patched: total.size - exposed.size, total: total.size };
}

/**
 * The counts of an advisory that names one package (`type`, `slug`), from that package's kept
 * counts by version (SiteStorage.packageTally, over the same window as walkInventory): each site
 * runs one version of it, so the sum over versions is the distinct sites exposureCounts gives.
 * An advisory naming several packages cannot be counted so (a site running two of them counts
 * once): those are walked.
 */
export function tallyExposure(
  advisory: Pick<Advisory, 'affected' | 'withdrawn'>,
  type: PackageType,
  slug: string,
  tally: Pick<PackageTally, 'versions'>,
): ExposureCounts {
  let total = 0;
  let exposed = 0;
  for (const { version, sites } of tally.versions) {
    total += sites;
    if (exposes(advisory, type, slug, version)) exposed += sites;
  }
  return { exposed, patched: total - exposed, total };
}

/** The first UTC day of the exposure's window at `now`: whole days, as GET /sites and the drop of old sites count them. */
export const exposureWindowStart = (now: number) => windowStart(now, SITE_RETENTION_MS);

/** Adds the sites' packages to `running` by package (only those `only` names, when given). */
export function addRunning(running: Running, sites: readonly SiteRecord[], only?: ReadonlySet<string>): void {
  for (const site of sites) {
    for (const { type, slug, version } of site.packages) {
      const key = packageKey(type, slug);
      if (only && !only.has(key)) continue;
      const list = running.get(key) ?? [];
      list.push({ site: site.id, version });
      running.set(key, list);
    }
  }
}

/** The keys (`type:slug`) of the packages an advisory names, as Running keys them. */
export const packageKeys = (advisory: Pick<Advisory, 'affected'>): string[] =>
  advisory.affected.map(({ type, slug }) => packageKey(type, slug));

/**
 * The inventory as the exposure reads it: sites seen in the retention window (whole UTC days; running the
 * package, when named), after pending check-ins, a page at a time with a turn of the event loop
 * between pages (registry/fleet-walk.ts).
 */
export async function walkInventory(
  storage: Pick<Storage, 'sites'>,
  writes: Pick<CheckInWrites, 'written'>,
  now: number,
  running: { type: PackageType; slug: string } | undefined,
  fn: (page: SiteRecord[]) => void | Promise<void>,
): Promise<void> {
  await writes.written();
  await forEachSitePage(storage.sites, { running, seenSince: exposureWindowStart(now) }, fn);
}

/** The exposure of one advisory, its exposed sites paged; NotFoundError when there is no such advisory. */
export async function advisoryExposure(
  storage: Pick<Storage, 'sites' | 'advisories'>,
  writes: CheckInWrites,
  updates: UpdateChecks,
  id: string,
  page: { offset: number; limit: number },
  now = Date.now(),
): Promise<Exposure> {
  const advisory = await storage.advisories.get(id);
  if (!advisory) throw new NotFoundError(ADVISORY_NOT_FOUND);
  const running: Running = new Map();
  const found: Array<{ record: SiteRecord; type: PackageType; slug: string; version: string }> = [];
  const named = new Map(advisory.affected.map((a) => [packageKey(a.type, a.slug), a]));
  for (const [key, { type, slug }] of named) {
    const runs: Array<{ site: string; version: string }> = [];
    await walkInventory(storage, writes, now, { type, slug }, (page) => {
      for (const record of page) {
        const installed = record.packages.find((p) => p.type === type && p.slug === slug);
        if (!installed) continue;
        runs.push({ site: record.id, version: installed.version });
        if (exposes(advisory, type, slug, installed.version))
          found.push({ record, type, slug, version: installed.version });
      }
    });
    running.set(key, runs);
  }
  // Most recently seen first, then by URL, as GET /sites lists them; one site's packages in the advisory's order.
  const order = [...named.keys()];
  found.sort(
    (a, b) =>
      (a.record.lastSeen < b.record.lastSeen ? 1 : a.record.lastSeen > b.record.lastSeen ? -1 : 0) ||
      (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0) ||
      order.indexOf(packageKey(a.type, a.slug)) - order.indexOf(packageKey(b.type, b.slug)),
  );
  const shown = found.slice(page.offset, page.offset + page.limit);
  const listed = new Map<string, Promise<ListedSite>>();
  const exposed = await Promise.all(
    shown.map(async ({ record, type, slug, version }): Promise<ExposedSite> => {
      if (!listed.has(record.id)) listed.set(record.id, listedSite(updates, record));
      const offer = (await listed.get(record.id)!).packages.find((p) => p.type === type && p.slug === slug);
      const fix = fixedIn(advisory, type, slug, version);
      return {
        site: { id: record.id, url: record.url },
        type,
        slug,
        version,
        ...(fix !== undefined ? { fixedIn: fix } : {}),
        ...(offer?.offeredVersion !== undefined ? { offered: offer.offeredVersion } : {}),
        since: record.lastSeen,
      };
    }),
  );
  return {
    advisory,
    sites: exposureCounts(advisory, running),
    results: found.length,
    exposed,
  };
}

/** The ids of the advisories exposing at least one site: each package of the inventory asked once. */
export async function exposingAdvisories(
  storage: Pick<Storage, 'sites' | 'advisories'>,
  writes: CheckInWrites,
  now = Date.now(),
): Promise<Set<string>> {
  const versions = new Map<string, { type: PackageType; slug: string; versions: Set<string> }>();
  await walkInventory(storage, writes, now, undefined, (page) => {
    for (const record of page) {
      for (const p of record.packages) {
        const key = packageKey(p.type, p.slug);
        const entry = versions.get(key) ?? { type: p.type, slug: p.slug, versions: new Set<string>() };
        entry.versions.add(p.version);
        versions.set(key, entry);
      }
    }
  });
  const ids = new Set<string>();
  // A package of the inventory each, a turn of the event loop between chunks of them.
  await forEachInChunks(versions.values(), async ({ type, slug, versions: running }) => {
    for (const advisory of await storage.advisories.list({ type, slug })) {
      if ([...running].some((version) => exposes(advisory, type, slug, version))) ids.add(advisory.id);
    }
  });
  return ids;
}

/** For GET /sites/{id}: the ids of the advisories affecting the version of each package the site runs. */
export async function siteAdvisories(
  storage: Pick<Storage, 'advisories'>,
  site: ListedSite,
): Promise<(type: PackageType, slug: string) => string[]> {
  const ids = new Map<string, string[]>();
  await Promise.all(
    site.packages.map(async (p) => {
      const affecting = (await storage.advisories.list({ type: p.type, slug: p.slug }))
        .filter((advisory) => exposes(advisory, p.type, p.slug, p.version))
        .map((advisory) => advisory.id);
      ids.set(packageKey(p.type, p.slug), affecting);
    }),
  );
  return (type, slug) => ids.get(packageKey(type, slug)) ?? [];
}
