/**
 * Kept counts of the site inventory on Azure (PackageTally in ../types.ts), as entities of the
 * partitions whose rows they count, so a row and the tallies it moves commit in ONE entity-group
 * transaction, each tally conditional on its ETag:
 *
 *   PartitionKey               RowKey                          what
 *   `sites`                    `~tally~{type}~{slug}~{shard}`  a package's sites by day|ring|bucket|verified and day|verified|version
 *   `sites`                    `~sitetally~{shard}`            every site by day|ring|state
 *   `outcomes~{type}~{slug}~…` `~tally~{shard}`                the version's kept reports: counting by result, ignored
 *   `sites`                    `~status~{type}~{slug}~{result}~{site}` a site whose latest report about a package it runs has that result
 *
 * `shard` is the first hex digit of the row's key (16 shards), so concurrent writers of different
 * sites rarely meet on one tally. A package's 16, the site tallies and a version's 16 are read by
 * point reads (`…Keys` below), in parallel: a query's cost grows with the rows it is filtered
 * over (Azurite filters every entity of the table), a point read's does not. The shard is last
 * so that one range query reads every package of a type (countInstalls: which packages have
 * tallies is known to no other row).
 * All sort above the site rows' and outcome rows' hex keys, and carry no `lastSeen`: no query of
 * sites (by `lastSeen` or below BEFORE_AUDIT_ROWS) meets them.
 *
 * What a row contributes is derived from it (its day, ring, state, verified, packages), or, while
 * a write too large for one transaction is half-way (see SLICE_ACTIONS in sites.ts), stored on it
 * as `tallied`. Rows written before tallies existed (no `tv`) contribute nothing until rewritten
 * (see TallyBuild). This module is the arithmetic; sites.ts does the reading and writing.
 */
import { bucketOf, ringOf } from '../../packages/rules.js';
import type {
  OutcomeReport,
  OutcomeResult,
  PackageTally,
  PackageType,
  ResultCounts,
  SiteState,
  SiteTallyCell,
} from '../types.js';
import { siteState } from '../types.js';
import { chunked, entity, type Entity, type Row, unchunked } from './entities.js';

/** Marks a row whose contribution is in the tallies (`tv: 1`); rows without it predate them. */
export const TALLY_VERSION = 1;
/**
 * Marks a row whose status entries are written (`sv: 1`); rows without it predate them and
 * have none, until rewritten (TallyBuild). A status entry is kept for each package the site
 * runs whose latest report has a result other than `installed`: the listing by status reads
 * them (few sites have one) instead of every site of the package; `installed` is what most
 * sites of a package have, and its listing reads the rows.
 */
export const STATUS_VERSION = 1;
const STATUS = '~status~';
export const statusKey = (status: string, siteKey: string): string => `${STATUS}${status}~${siteKey}`;
/** The range of the status entries of a package (`type~slug`), every result: one query, however many are asked. */
export const statusRange = (packageKey: string): [string, string] => [
  `${STATUS}${packageKey}~`,
  `${STATUS}${packageKey}~~`,
];
/** The site (its row key) a status entry's row key names. */
export const statusSiteOf = (rowKey: string): string => rowKey.slice(rowKey.lastIndexOf('~') + 1);
/** The result a status entry's row key names. */
export const statusResultOf = (rowKey: string, packageKey: string): string =>
  rowKey.slice(STATUS.length + packageKey.length + 1, rowKey.lastIndexOf('~'));
const PACKAGE_TALLY = '~tally~';
const SITE_TALLY = '~sitetally~';
/** Outcome tallies, in each version's partition. */
export const OUTCOME_TALLY = '~tally~';

export const shardOf = (rowKey: string): string => rowKey[0] ?? '0';
export const packageTallyKey = (packageKey: string, shard: string): string => `${PACKAGE_TALLY}${packageKey}~${shard}`;
export const siteTallyKey = (shard: string): string => `${SITE_TALLY}${shard}`;
export const outcomeTallyKey = (shard: string): string => `${OUTCOME_TALLY}${shard}`;
/** Every shard (the hex digits a row key begins with). */
export const SHARDS = [...'0123456789abcdef'];
export const packageTallyKeys = (packageKey: string): string[] =>
  SHARDS.map((shard) => packageTallyKey(packageKey, shard));
export const siteTallyKeys: readonly string[] = SHARDS.map(siteTallyKey);
export const outcomeTallyKeys: readonly string[] = SHARDS.map(outcomeTallyKey);
/** The range of every package tally of a type (`type~`). */
export const packageTallyRange = (type: string): [string, string] => [
  `${PACKAGE_TALLY}${type}~`,
  `${PACKAGE_TALLY}${type}~~`,
];

/** What a site row puts in its shard's site tally. */
export interface SiteShare {
  day: string;
  ring: string;
  state: SiteState;
}
/** What a site row puts in one package's tally (the bucket follows from the URL, fixed per row). */
export interface PackageShare {
  day: string;
  ring: string;
  verified: boolean;
  version: string;
}
export interface Tallied {
  site?: SiteShare;
  /** By `type~slug`. */
  packages: Map<string, PackageShare>;
  /** The row's status entries (`type~slug~result`), each with the site's `lastSeen` it holds. */
  statuses: Map<string, string>;
}

export const NOTHING_TALLIED: Tallied = { packages: new Map(), statuses: new Map() };

/** The fields of a site a row contributes by. */
export interface TalliedSite {
  lastSeen: string;
  assignedRing?: string;
  declaredRing?: string;
  publicKey?: string;
  pending?: true;
  verified?: boolean;
  /** Version by slug, per type (the site row's compact form). */
  installed: Partial<Record<PackageType, Record<string, string>>>;
  /** The site's latest report per package. */
  outcomes: ReadonlyArray<Pick<OutcomeReport, 'type' | 'slug' | 'result'>>;
}

/** What a row with these fields contributes. */
export function sharesOf(site: TalliedSite): Tallied {
  const day = site.lastSeen.slice(0, 10);
  const ring = ringOf(site);
  const verified = site.verified === true;
  const packages = new Map<string, PackageShare>();
  for (const [type, slugs] of Object.entries(site.installed))
    for (const [slug, version] of Object.entries(slugs ?? {}))
      packages.set(`${type}~${slug}`, { day, ring, verified, version });
  const statuses = new Map<string, string>();
  const reported = new Set<string>();
  for (const { type, slug, result } of site.outcomes) {
    // The first report about a package is its latest (as the listing's lastReportMatches reads it).
    if (reported.has(`${type}~${slug}`)) continue;
    reported.add(`${type}~${slug}`);
    if (result !== 'installed' && site.installed[type]?.[slug] !== undefined)
      statuses.set(`${type}~${slug}~${result}`, site.lastSeen);
  }
  return { site: { day, ring, state: siteState(site) }, packages, statuses };
}

/**
 * What the stored row contributes: nothing when it predates tallies, its `tallied` while a write
 * is half-way; no status entries when it predates them.
 */
export function talliedOf(row: Row | undefined, derive: (row: Row) => TalliedSite): Tallied {
  if (!row || row.tv !== TALLY_VERSION) return NOTHING_TALLIED;
  const stored = unchunked(row, 'tallied');
  const tallied = stored ? parseTallied(stored) : sharesOf(derive(row));
  return row.sv === STATUS_VERSION ? tallied : { ...tallied, statuses: new Map() };
}

interface StoredTallied {
  site?: [string, string, SiteState];
  packages: Record<string, [string, string, boolean, string]>;
  statuses?: Record<string, string>;
}

export function talliedProps(tallied: Tallied): Record<string, string> {
  const stored: StoredTallied = {
    ...(tallied.site ? { site: [tallied.site.day, tallied.site.ring, tallied.site.state] } : {}),
    packages: Object.fromEntries(
      [...tallied.packages].map(([key, p]) => [key, [p.day, p.ring, p.verified, p.version]]),
    ),
    statuses: Object.fromEntries(tallied.statuses),
  };
  return chunked('tallied', JSON.stringify(stored));
}

function parseTallied(json: string): Tallied {
  const stored = JSON.parse(json) as StoredTallied;
  return {
    ...(stored.site ? { site: { day: stored.site[0], ring: stored.site[1], state: stored.site[2] } } : {}),
    packages: new Map(
      Object.entries(stored.packages).map(([key, [day, ring, verified, version]]) => [
        key,
        { day, ring, verified, version },
      ]),
    ),
    statuses: new Map(Object.entries(stored.statuses ?? {})),
  };
}

const sameSite = (a?: SiteShare, b?: SiteShare): boolean =>
  a === b || (!!a && !!b && a.day === b.day && a.ring === b.ring && a.state === b.state);
const samePackage = (a?: PackageShare, b?: PackageShare): boolean =>
  a === b ||
  (!!a && !!b && a.day === b.day && a.ring === b.ring && a.verified === b.verified && a.version === b.version);

/** What moves from `from` to `to`: the site's share, the packages whose share differs, the status entries that change. */
export function movesOf(from: Tallied, to: Tallied): { site: boolean; packages: string[]; statuses: string[] } {
  const packages = new Set<string>();
  for (const [key, share] of from.packages) if (!samePackage(share, to.packages.get(key))) packages.add(key);
  for (const [key, share] of to.packages) if (!samePackage(from.packages.get(key), share)) packages.add(key);
  const statuses = new Set<string>();
  for (const [key, seen] of from.statuses) if (to.statuses.get(key) !== seen) statuses.add(key);
  for (const [key, seen] of to.statuses) if (from.statuses.get(key) !== seen) statuses.add(key);
  return { site: !sameSite(from.site, to.site), packages: [...packages].sort(), statuses: [...statuses].sort() };
}

/** `from` with the site's share and these packages' shares and status entries as `to` has them. */
export function partway(
  from: Tallied,
  to: Tallied,
  packages: readonly string[],
  statuses: readonly string[] = [],
): Tallied {
  const next = new Map(from.packages);
  for (const key of packages) {
    const share = to.packages.get(key);
    if (share) next.set(key, share);
    else next.delete(key);
  }
  const entries = new Map(from.statuses);
  for (const key of statuses) {
    const seen = to.statuses.get(key);
    if (seen !== undefined) entries.set(key, seen);
    else entries.delete(key);
  }
  return { ...(to.site ? { site: to.site } : {}), packages: next, statuses: entries };
}

export type Counts = Record<string, number>;

function add(counts: Counts, key: string, by: number): void {
  const n = (counts[key] ?? 0) + by;
  if (n > 0) counts[key] = n;
  else delete counts[key]; // a cell of 0 sites is not kept (nor listed)
}

function countsOf(row: Row | undefined, name: string): Counts {
  const json = row && unchunked(row, name);
  return json ? (JSON.parse(json) as Counts) : {};
}

/**
 * A package shard's window: its cells and versions from `day` on, summed over the days (as the
 * local adapter's `tally_window_rings`), so the reads of the registry's window (7 days) parse a number
 * per ring, bucket and signature whatever the fleet's size, not a cell per day of each. Kept by
 * every write from the day a read built it (`windowOf`); a read of a later day builds it again.
 * `cells`: by ring, the sites of each bucket unsigned then signed (index `2 * bucket + verified`).
 */
export interface TallyWindow {
  day: string;
  cells: Record<string, number[]>;
  versions: Counts;
  sites: number;
}

/** The window's properties, which its reads select alone (the day's cells stay unread). */
export const WINDOW_PROPS = ['wday', 'wcells', 'wversions', 'wsites'] as const;
const BUCKETS = 100;
/** A window larger than one property (some 80 rings) is not kept: its reads sum the cells. */
const WINDOW_CHARS = 32_000;

/** A tally entity as read, its counts decoded, and the ETag its update is conditional on. */
export interface TallyRow {
  rowKey: string;
  etag?: string;
  counts: Record<string, Counts>;
  window?: TallyWindow;
}

export function tallyRow(rowKey: string, row: Row | undefined, names: readonly string[]): TallyRow {
  const window = row && storedWindow(row);
  return {
    rowKey,
    ...(row ? { etag: row.etag } : {}),
    counts: Object.fromEntries(names.map((name) => [name, countsOf(row, name)])),
    ...(window ? { window } : {}),
  };
}

/** The window a shard row holds (read whole, or its WINDOW_PROPS alone), if any. */
export function storedWindow(row: Row): TallyWindow | undefined {
  if (typeof row.wday !== 'string') return undefined;
  return {
    day: row.wday,
    cells: JSON.parse(String(row.wcells)) as Record<string, number[]>,
    versions: JSON.parse(String(row.wversions)) as Counts,
    sites: Number(row.wsites),
  };
}

/** The window of a package shard's counts from `day` on, summed from its cells. */
export function windowOf(tally: TallyRow, day: string): TallyWindow {
  const window: TallyWindow = { day, cells: {}, versions: {}, sites: 0 };
  for (const [key, n] of Object.entries(tally.counts.cells ?? {})) {
    if (key.slice(0, 10) < day) continue;
    const [ring, bucket, verified] = key.slice(11).split('|');
    addToWindow(window, ring, Number(bucket), verified === '1', undefined, n);
  }
  for (const [key, n] of Object.entries(tally.counts.versions ?? {}))
    if (key.slice(0, 10) >= day) add(window.versions, key.slice(11), n);
  return window;
}

function addToWindow(
  window: TallyWindow,
  ring: string,
  bucket: number,
  verified: boolean,
  version: string | undefined,
  by: number,
): void {
  // Own properties only: a ring may be named `constructor` (a site declares its ring).
  const sites = Object.hasOwn(window.cells, ring)
    ? window.cells[ring]
    : (window.cells[ring] = new Array<number>(2 * BUCKETS).fill(0));
  sites[2 * bucket + (verified ? 1 : 0)] += by;
  if (sites.every((n) => n === 0)) delete window.cells[ring];
  window.sites += by;
  if (version !== undefined) add(window.versions, `${verified ? 1 : 0}|${version}`, by);
}

/** A window as the shard entity's properties; none where it outgrows one property. */
export function windowProps(window: TallyWindow | undefined): Record<string, string | number> {
  if (!window) return {};
  const cells = JSON.stringify(window.cells);
  const versions = JSON.stringify(window.versions);
  if (cells.length > WINDOW_CHARS || versions.length > WINDOW_CHARS) return {};
  return { wday: window.day, wcells: cells, wversions: versions, wsites: window.sites };
}

/** The windows of a package's shards summed, as its PackageTally. */
export function packageTallyOfWindows(windows: readonly TallyWindow[]): PackageTally {
  const cells = new Map<string, number[]>();
  const versions = new Map<string, number>();
  for (const window of windows) {
    for (const [ring, sites] of Object.entries(window.cells)) {
      const sum = cells.get(ring) ?? new Array<number>(2 * BUCKETS).fill(0);
      sites.forEach((n, i) => (sum[i] += n));
      cells.set(ring, sum);
    }
    for (const [key, n] of Object.entries(window.versions)) versions.set(key, (versions.get(key) ?? 0) + n);
  }
  return {
    cells: [...cells].flatMap(([ring, sites]) =>
      sites.flatMap((n, i) => (n > 0 ? [{ ring, bucket: i >> 1, verified: (i & 1) === 1, sites: n }] : [])),
    ),
    versions: [...versions]
      .filter(([, n]) => n > 0)
      .map(([key, n]) => ({ version: key.slice(2), verified: key.startsWith('1'), sites: n })),
  };
}

export const PACKAGE_COUNTS = ['cells', 'versions'] as const;
export const SITE_COUNTS = ['cells'] as const;
export const OUTCOME_COUNTS = ['counting', 'ignored'] as const;

/** Moves one site's share of a package in its tally: out of the old cells, into the new. */
export function movePackage(
  tally: TallyRow,
  packageKey: string,
  url: string,
  from: PackageShare | undefined,
  to: PackageShare | undefined,
): void {
  const [type, slug] = packageKey.split('~') as [PackageType, string];
  const bucket = bucketOf(type, slug, url);
  for (const [share, by] of [
    [from, -1],
    [to, 1],
  ] as const) {
    if (!share) continue;
    add(tally.counts.cells, `${share.day}|${share.ring}|${bucket}|${share.verified ? 1 : 0}`, by);
    add(tally.counts.versions, `${share.day}|${share.verified ? 1 : 0}|${share.version}`, by);
    if (tally.window && share.day >= tally.window.day)
      addToWindow(tally.window, share.ring, bucket, share.verified, share.version, by);
  }
}

export function moveSite(tally: TallyRow, from: SiteShare | undefined, to: SiteShare | undefined): void {
  if (from) add(tally.counts.cells, `${from.day}|${from.ring}|${from.state}`, -1);
  if (to) add(tally.counts.cells, `${to.day}|${to.ring}|${to.state}`, 1);
}

/** An outcome row's share of its version's tally: counting by result, or ignored. */
export interface OutcomeShare {
  counts: boolean;
  result: string;
}

export function outcomeShareOf(row: Row | undefined): OutcomeShare | undefined {
  return row && row.tv === TALLY_VERSION ? { counts: row.counts === true, result: String(row.result) } : undefined;
}

export function moveOutcome(tally: TallyRow, from: OutcomeShare | undefined, to: OutcomeShare | undefined): void {
  for (const [share, by] of [
    [from, -1],
    [to, 1],
  ] as const) {
    if (!share) continue;
    if (share.counts) add(tally.counts.counting, share.result, by);
    else add(tally.counts.ignored, 'sites', by);
  }
}

/** The tally as an entity, written in a transaction conditional on the ETag read (created when none was). */
export function tallyEntity(partitionKey: string, tally: TallyRow): Entity {
  const props: Record<string, string | number> = {};
  for (const [name, counts] of Object.entries(tally.counts))
    Object.assign(props, chunked(name, JSON.stringify(counts)));
  return entity(partitionKey, tally.rowKey, { ...props, ...windowProps(tally.window) });
}

/** The counts named `name` of each tally row. */
export const countsIn = (rows: readonly Row[], name: string): Counts[] => rows.map((row) => countsOf(row, name));

/** Sums the cells of days from `sinceDay` (each key begins `day|`), keyed by the rest. */
function since(counts: readonly Counts[], sinceDay: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const each of counts)
    for (const [key, n] of Object.entries(each)) {
      if (key.slice(0, 10) < sinceDay) continue;
      const rest = key.slice(11);
      sums.set(rest, (sums.get(rest) ?? 0) + n);
    }
  return sums;
}

/** A package's tallies (its shards: `cells` and `versions` of each) summed over the days from `sinceDay`. */
export function packageTallyOf(cells: readonly Counts[], versions: readonly Counts[], sinceDay: string): PackageTally {
  return {
    cells: [...since(cells, sinceDay)].map(([key, sites]) => {
      const [ring, bucket, verified] = key.split('|');
      return { ring, bucket: Number(bucket), verified: verified === '1', sites };
    }),
    versions: [...since(versions, sinceDay)].map(([key, sites]) => ({
      version: key.slice(2),
      verified: key.startsWith('1'),
      sites,
    })),
  };
}

/** How many sites a package's tally cells count from `sinceDay`. */
export function sitesIn(cells: readonly Counts[], sinceDay: string): number {
  let sites = 0;
  for (const n of since(cells, sinceDay).values()) sites += n;
  return sites;
}

export function siteTallyOf(cells: readonly Counts[], sinceDay: string): SiteTallyCell[] {
  return [...since(cells, sinceDay)].map(([key, sites]) => {
    const [ring, state] = key.split('|') as [string, SiteState];
    return { ring, state, sites };
  });
}

export function resultCountsOf(counting: readonly Counts[], ignored: readonly Counts[]): ResultCounts {
  const counts: ResultCounts = { counting: {}, ignored: 0 };
  for (const each of counting)
    for (const [result, n] of Object.entries(each))
      counts.counting[result as OutcomeResult] = (counts.counting[result as OutcomeResult] ?? 0) + n;
  for (const each of ignored) counts.ignored += each.sites ?? 0;
  return counts;
}

/**
 * The tallies of the sites partition as this instance last read or wrote them, with their ETags:
 * a check-in's write then reads none it met before. A copy another instance changed since fails
 * the write on its ETag (412), and the retry reads afresh (the writer drops what it used). Safe
 * because a cached copy is exactly what the store holds under that ETag.
 */
export class TallyCache {
  private readonly rows = new Map<string, TallyRow>();

  constructor(private readonly max: number) {}

  get(rowKey: string): TallyRow | undefined {
    const row = this.rows.get(rowKey);
    return row && copy(row);
  }

  set(row: TallyRow): void {
    this.rows.delete(row.rowKey);
    if (this.rows.size >= this.max) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(row.rowKey, copy(row));
  }

  drop(rowKeys: Iterable<string>): void {
    for (const rowKey of rowKeys) this.rows.delete(rowKey);
  }
}

const copy = (row: TallyRow): TallyRow => ({
  ...row,
  counts: Object.fromEntries(Object.entries(row.counts).map(([name, counts]) => [name, { ...counts }])),
  ...(row.window ? { window: copyWindow(row.window) } : {}),
});

const copyWindow = (window: TallyWindow): TallyWindow => ({
  ...window,
  cells: Object.fromEntries(Object.entries(window.cells).map(([ring, sites]) => [ring, [...sites]])),
  versions: { ...window.versions },
});
