/**
 * The site inventory on Azure Tables, in partitions of its own (package heads, and so change
 * tokens, never move with a check-in):
 *
 *   PartitionKey              RowKey          what
 *   `sites`                   sha256(url)     the site's last check-in: versions, time, packages (JSON)
 *   `installs~plugin~{slug}`  sha256(url)     index: this site ran the package at some check-in
 *
 * A check-in in the steady state is two round trips: read the site row, replace it
 * (conditional on its ETag). Index rows are written, before the site row, only for packages
 * the site never reported before; the site row says which exist (its packages, plus
 * `indexed`: those it no longer runs), and none is removed while the site lives. The index is
 * thus always a superset of the truth, whatever crashes or concurrent check-ins do, and
 * listing the sites of one package reads its index partition and then those sites' rows,
 * which decide (not every site). Dropping a site removes its row, then its index rows.
 * The site row also holds what operators set (assigned ring, holds), which a check-in carries
 * over from the row it replaces; the row key begins with the site's id, so a PATCH finds it by
 * a range query.
 */
import { createHash } from 'node:crypto';
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { ringOf } from '../../packages/rules.js';
import { ConflictError } from '../../errors.js';
import { alreadyEnrolled, siteId } from '../site-id.js';
import { canonicalPackages } from '../site-packages.js';
import {
  changeEntry,
  enrollEntry,
  lastReportMatches,
  latestOutcomes,
  meets,
  NO_HOLDS,
  siteOutcome,
  writeIfOf,
} from '../site-records.js';
import { siteEntry } from '../audit-entries.js';
import { enrollmentVerdict } from '../enrollment-facts.js';
import type {
  AuditStamp,
  Holds,
  InstalledPackage,
  KeptOutcome,
  PackageTally,
  PackageType,
  SiteSettings,
  SiteTallyCell,
  ReplacesKept,
  SiteCheckIn,
  OutcomeList,
  OutcomeResult,
  ResultCounts,
  OutcomeReport,
  SiteControls,
  SiteEnrollment,
  SiteOutcome,
  SiteQuery,
  SiteRecord,
  SiteSigner,
  SiteWalkQuery,
} from '../types.js';
import { siteState } from '../types.js';
import { type AuditRows, BEFORE_AUDIT_ROWS } from './audit.js';
import { chunked, entity, type Entity, type Row, unchunked } from './entities.js';
import { ignoring, statusOf } from './errors.js';
import { Contended, retryOnContention, type RetryPolicy } from './retry.js';
import { ConfirmedReads } from './confirmed.js';
import { commit, getRow, PAGE_SIZE, queryRows } from './rows.js';
import { compareStrings } from '../compare.js';
import { BATCH_OVERHEAD_PER_OPERATION, entityBytes, MAX_BATCH_BYTES, MAX_BATCH_OPERATIONS } from './limits.js';
import {
  countsIn,
  moveOutcome,
  movePackage,
  moveSite,
  movesOf,
  NOTHING_TALLIED,
  OUTCOME_COUNTS,
  outcomeShareOf,
  outcomeTallyKey,
  outcomeTallyKeys,
  PACKAGE_COUNTS,
  packageTallyKey,
  packageTallyKeys,
  packageTallyOf,
  packageTallyOfWindows,
  packageTallyRange,
  partway,
  resultCountsOf,
  SITE_COUNTS,
  sharesOf,
  shardOf,
  STATUS_VERSION,
  statusKey,
  statusRange,
  statusResultOf,
  statusSiteOf,
  siteTallyKey,
  siteTallyOf,
  siteTallyKeys,
  sitesIn,
  storedWindow,
  TALLY_VERSION,
  type TallyWindow,
  WINDOW_PROPS,
  windowOf,
  windowProps,
  type Tallied,
  talliedOf,
  talliedProps,
  type TalliedSite,
  tallyEntity,
  tallyRow,
  type TallyRow,
  TallyCache,
} from './tallies.js';

export const SITES_PARTITION = 'sites';
/**
 * RowKey prefix of each API key's enrollment tally in the sites partition (see enroll): above
 * the site rows' hex keys and the audit rows' `~audit~`, and without `lastSeen`, so no query of
 * sites or entries meets it.
 */
const TALLY_PREFIX = '~enroll~';
/** The marker TallyBuild writes once every row's share is in the tallies (below `~tally~`, above `~enroll~`). */
export const TALLIES_BUILT = '~tallies';
/** Each site's latest report about one version, RowKey the site's id (versions may hold characters keys cannot: hex). */
const outcomePartition = (type: PackageType, slug: string, version: string): string =>
  `outcomes~${type}~${slug}~${Buffer.from(version).toString('hex')}`;
const indexPartition = (type: PackageType, slug: string): string => `installs~${type}~${slug}`;
/** Row keys cannot hold `/`, `?` or `#`, which URLs do. */
const siteKey = (url: string): string => createHash('sha256').update(url).digest('hex');
const packageKey = (p: Pick<InstalledPackage, 'type' | 'slug'>): string => `${p.type}~${p.slug}`;

/** Requests in flight at once when a check-in writes index rows or a list reads site rows. */
const CONCURRENCY = 16;
/** How long a row read by `get` may start a check-in's write, and how many are cached at most (SiteRows.recent). */
const HANDOFF_MS = 10_000;
const HANDOFF_MAX = 10_000;
/** Check-ins written at once (see SiteRows.slots). */
const SITES_WRITTEN_AT_ONCE = 4;
/** Tally rows kept in memory (TallyCache): a package's 16 plus the 16 site tallies, for some 600 packages. */
const TALLIES_CACHED = 10_000;
/** Beyond this many sites of one package, its list scans the sites partition instead. */
const POINT_READS_AT_MOST = 500;
/**
 * The windows back from now a listing's page is looked for in first (SiteRows.list): a site
 * checks in about twice a day (WordPress's update checks), so the last 5 minutes hold a page of 24
 * at some 7 000 sites, the last hour at some 600, 6 hours at some 100.
 */
const RECENT_WINDOWS_MS = [5 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** The listing filters the tallies can count (SiteRows.keptTotal), with the page's own fields. */
const KEPT_FILTERS = new Set(['seenSince', 'running', 'ring', 'state', 'offset', 'limit']);

export class SiteRows {
  /** Check-ins being written, by site key: at most one per site at a time. */
  private readonly writing = new Map<string, Promise<void>>();
  /** The newest check-in of a site waiting for the one being written. */
  private readonly waiting = new Map<string, { site: SiteCheckIn; written: Promise<void> }>();
  /**
   * Site rows `get` and `controls` read lately, by key. An update check reads its site's row
   * (release control) before it answers, and writes its check-in right after: the write starts
   * from that row instead of reading it again. Its ETag still guards the write: a row changed meanwhile fails
   * it (412), and the retry reads the row afresh.
   */
  private readonly recent = new Map<string, { row: Row; at: number }>();
  /**
   * Sites written at once. A burst of first check-ins (each with index rows to write) would
   * otherwise put thousands of requests ahead of the reads answers wait for (change tokens,
   * packages) in the account's queue; the rest wait here, in memory, after their answers went out.
   */
  private readonly slots = new Slots(SITES_WRITTEN_AT_ONCE);
  /**
   * What operators set on each site, as `controls` read it, trusted for the adapter's cache
   * window (confirmed.ts, REGISTRY_CACHE_CHECK_MS): every update check needs it, and a site's
   * checks in a burst would otherwise cost a Table read each. This instance's own writes of
   * controls drop what they change; other instances' show within the window, as package changes do.
   */
  private readonly controlsRead: ConfirmedReads<SiteControls | undefined>;
  /**
   * The newest check-in of each site this instance took to write (all it says but its time),
   * when, and its write: one that says the same within the cache window is not written again.
   */
  private readonly newest = new Map<string, { says: string; at: number; stored: Promise<void> }>();
  /** The sites partition's tallies as last read or written here (tallies.ts). */
  private readonly tallies = new TallyCache(TALLIES_CACHED);
  /** The tallies' marker was read built (it never goes back). */
  private tallyBuilt = false;
  /** The marker was read with every row's status entries written (it never goes back). */
  private statusesBuilt = false;
  /** This instance's run of buildTallies, while it runs. */
  private building: Promise<void> | undefined;
  /**
   * The last listing that read every row seen in its days found one query page of them or fewer:
   * the next reads them at once (one request) without the kept total's 16 (list). A hint of cost
   * alone: a fleet grown since is read whole once, which sets it again.
   */
  private fewSites = false;

  constructor(
    private readonly table: TableClient,
    private readonly retry: RetryPolicy,
    private readonly audit: AuditRows,
    private readonly cacheCheckMs = 0,
  ) {
    this.controlsRead = new ConfirmedReads(cacheCheckMs);
  }

  /**
   * Writes a check-in. Check-ins of one site that arrive while one of its is being written
   * collapse into the newest, written once that one is done (each replaces the whole row):
   * concurrent writes of one row would only fail on its ETag and be read and written again.
   * Every caller's promise settles once a check-in as new as its own is stored. A check-in
   * that says what the site's newest one taken here said, within the cache window
   * (REGISTRY_CACHE_CHECK_MS), is not written again: its time alone would move, by less than
   * the window; its promise is that one's.
   */
  record(site: SiteCheckIn): Promise<void> {
    const key = siteKey(site.url);
    if (this.cacheCheckMs === 0) return this.take(key, site);
    const says = saysOf(site);
    const newest = this.newest.get(key);
    if (newest && newest.says === says && Date.now() - newest.at < this.cacheCheckMs) return newest.stored;
    const stored = this.take(key, site);
    if (this.newest.size >= HANDOFF_MAX) this.newest.clear();
    this.newest.set(key, { says, at: Date.now(), stored });
    // A write that failed is no reason to skip the next check-in.
    stored.catch(() => {
      if (this.newest.get(key)?.stored === stored) this.newest.delete(key);
    });
    return stored;
  }

  /** The check-in written now, or after the site's one being written (collapsing into the newest). */
  private take(key: string, site: SiteCheckIn): Promise<void> {
    const current = this.writing.get(key);
    if (!current) return this.start(key, site);
    const queued = this.waiting.get(key);
    if (queued) {
      queued.site = site;
      return queued.written;
    }
    const next = { site, written: Promise.resolve() };
    next.written = current
      .catch(() => undefined)
      .then(() => {
        this.waiting.delete(key);
        return this.start(key, next.site);
      });
    this.waiting.set(key, next);
    return next.written;
  }

  private handOff(row: Row): void {
    const now = Date.now();
    if (this.recent.size >= HANDOFF_MAX) {
      for (const [key, { at }] of this.recent) if (now - at >= HANDOFF_MS) this.recent.delete(key);
      if (this.recent.size >= HANDOFF_MAX) this.recent.clear();
    }
    this.recent.set(row.rowKey, { row, at: now });
  }

  /** The site's row was changed otherwise (an operator, a report, an enrollment): its handed-off row and what was written go. */
  private forget(key: string): void {
    this.recent.delete(key);
    this.newest.delete(key);
  }

  /** The row handed off for this site, once, if recent enough. */
  private handedOff(key: string): Row | undefined {
    const recent = this.recent.get(key);
    this.recent.delete(key);
    return recent && Date.now() - recent.at < HANDOFF_MS ? recent.row : undefined;
  }

  private start(key: string, site: SiteCheckIn): Promise<void> {
    const written: Promise<void> = this.slots
      .run(() => this.write(key, site))
      .finally(() => {
        if (this.writing.get(key) === written) this.writing.delete(key);
      });
    this.writing.set(key, written);
    return written;
  }

  /** Module comment: index rows for new packages first, then the site row, conditionally. */
  private write(key: string, site: SiteCheckIn): Promise<void> {
    const packages = canonicalPackages(site.packages);
    const writeIf = writeIfOf(site);
    return retryOnContention(this.retry, async () => {
      const handed = this.handedOff(key);
      let row = handed ?? (await getRow(this.table, SITES_PARTITION, key));
      // The check-in's condition on the row (the ETag below makes read and write one step). A
      // handed-off row may be old: a write over it fails on the ETag, but a refusal takes no
      // write to guard it, so a refusal of a handed-off row is confirmed on a fresh read.
      const refuses = (r: Row | undefined) => !meets(writeIf, r && { ...keyOf(r), ...siteTimeOf(r) });
      if (handed && refuses(row)) row = await getRow(this.table, SITES_PARTITION, key);
      if (refuses(row)) return;
      const recorded = row && siteTimeOf(row).siteTime;
      const indexed = new Set(row ? indexedKeys(row) : []);
      const missing = packages.filter((p) => !indexed.has(packageKey(p)));
      // Written before the row (a listing by package finds the site by them), while its tallies are read.
      const indexRows = inBatches(missing, (p) =>
        commit(this.table, [['upsert', entity(indexPartition(p.type, p.slug), key, { url: site.url }), 'Replace']]),
      );
      // Awaited before the commit; a failure meanwhile (the tallies' reads failing first) is no unhandled one.
      indexRows.catch(() => undefined);
      for (const p of missing) indexed.add(packageKey(p));
      const next = siteEntity(
        key,
        {
          ...site,
          packages,
          ...(row ? { ...controlsOf(row), ...keyOf(row), ...outcomesOf(row), ...enrollmentOf(row) } : {}),
          // A new row is first seen now; an old row's stays (absent: written before it was recorded).
          ...(row ? {} : { firstSeen: site.lastSeen }),
          ...(site.siteTime !== undefined || recorded !== undefined ? { siteTime: site.siteTime ?? recorded } : {}),
        },
        indexed,
      );
      // A row deleted since it was read (the site deleted or dropped) is read again, and created.
      const etag = await this.commitTallied(key, site.url, row, sharesOfEntity(next), {
        entity: next,
        after: indexRows,
      });
      // An enrolled site's declared ring is part of its controls (an unsigned check of its URL uses it).
      if (row && typeof row.publicKey === 'string' && row.declaredRing !== next.declaredRing)
        this.controlsRead.drop(key);
      // The row as now stored starts the site's next check-in: a steady check-in is then one write, no read.
      if (etag) this.handOff({ ...next, etag });
    });
  }

  /**
   * A page of sites, newest first. Where the tallies keep the total (keptTotal), the page is read
   * from the newest rows back: the rows seen since each of RECENT_WINDOWS_MS ago in turn, until
   * one window holds the page (the rows outside it were seen earlier than every row in it, so
   * they come after the page), else every row seen since `seenSince`, as without a kept total.
   * Sites of one query page (PAGE_SIZE) or fewer are read at once: one request either way.
   */
  async list(query: SiteQuery): Promise<{ sites: SiteRecord[]; total: number }> {
    const byStatus = await this.byStatus(query);
    if (byStatus) return byStatus;
    const kept = this.fewSites ? undefined : await this.keptTotal(query);
    if (kept !== undefined && kept <= query.offset) return { sites: [], total: kept };
    const now = Date.now();
    const cuts =
      kept === undefined || kept <= PAGE_SIZE || kept < query.offset + query.limit
        ? []
        : RECENT_WINDOWS_MS.map((ms) => new Date(now - ms).toISOString()).filter((cut) => cut > query.seenSince);
    for (const cut of cuts) {
      const { rows, whole } = await this.candidates(query, cut);
      const window = this.listed(query, rows);
      if (whole || window.total >= query.offset + query.limit) return { sites: window.sites, total: kept! };
    }
    const { rows, whole } = await this.candidates(query, query.seenSince);
    if (!whole) this.fewSites = rows.length <= PAGE_SIZE;
    const listed = this.listed(query, rows);
    return { sites: listed.sites, total: kept ?? listed.total };
  }

  /**
   * A package's sites by the result of their latest report about it, off its status entries
   * (tallies.ts) once every row has them: those seen in the window are the listing, newest first
   * as `listed` orders it; only the page's rows are read (all of them where another filter asks
   * what the rows say). Undefined for `installed` (no entries: most sites) and before the build.
   */
  private async byStatus(query: SiteQuery): Promise<{ sites: SiteRecord[]; total: number } | undefined> {
    const { running, lastResult } = query;
    if (!running || !lastResult || query.lastResultExcept !== undefined || lastResult.includes('installed')) return;
    if (!(await this.statusesKept())) return;
    const packageKey = `${running.type}~${running.slug}`;
    const [low, high] = statusRange(packageKey);
    const found = await queryRows(
      this.table,
      odata`PartitionKey eq ${SITES_PARTITION} and RowKey ge ${low} and RowKey lt ${high}`,
      ['RowKey', 'url', 'seen'],
    );
    const asked = new Set<string>(lastResult);
    const entries = found
      .filter((e) => asked.has(statusResultOf(e.rowKey, packageKey)) && String(e.seen) >= query.seenSince)
      .sort((a, b) => compareStrings(String(b.seen), String(a.seen)) || compareStrings(String(a.url), String(b.url)));
    const rowsOf = async (chosen: Row[]): Promise<Row[]> => {
      const rows = new Map<string, Row>();
      await inBatches(chosen, async ({ rowKey }) => {
        const row = await getRow(this.table, SITES_PARTITION, statusSiteOf(rowKey));
        if (row) rows.set(row.rowKey, row);
      });
      return chosen.flatMap(({ rowKey }) => rows.get(statusSiteOf(rowKey)) ?? []);
    };
    if (query.search !== undefined || query.ring !== undefined || query.state !== undefined || running.version)
      return this.listed(query, await rowsOf(entries));
    const page = await rowsOf(entries.slice(query.offset, query.offset + query.limit));
    return { sites: page.map(readSite), total: entries.length };
  }

  /**
   * The rows a listing's page is found among: those seen since `cut`, or (`whole`) every site
   * the package's index names, whenever seen (a package few sites run: point reads).
   */
  private async candidates(query: SiteQuery, cut: string): Promise<{ rows: Row[]; whole: boolean }> {
    if (query.running) return this.runningRows(query.running.type, query.running.slug, cut);
    return { rows: await this.seenRows(cut), whole: false };
  }

  /**
   * A listing's total off the tallies, where they answer it (as the local adapter's keptTotal): a
   * window from a UTC midnight (the registry's windows are whole days), no search nor version;
   * by package, not by state (its cells are by ring). Undefined where they do not (the rows count
   * it), and for any filter not named here (one added later is counted from the rows until it is).
   */
  private async keptTotal(query: SiteQuery): Promise<number | undefined> {
    const { seenSince, running, ring, state } = query;
    const asked = Object.entries(query).filter(([, value]) => value !== undefined);
    if (!asked.every(([name]) => KEPT_FILTERS.has(name)) || !seenSince.endsWith('T00:00:00.000Z')) return undefined;
    if (running && (running.version !== undefined || state !== undefined)) return undefined;
    if (!(await this.built())) return undefined;
    const day = seenSince.slice(0, 10);
    if (running) {
      const { cells } = await this.packageTally(running.type, running.slug, day);
      return cells.reduce((sum, cell) => sum + (ring === undefined || cell.ring === ring ? cell.sites : 0), 0);
    }
    const cells = await this.siteTally(day);
    return cells.reduce(
      (sum, cell) =>
        sum +
        ((ring === undefined || cell.ring === ring) && (state === undefined || cell.state === state) ? cell.sites : 0),
      0,
    );
  }

  /** The page of a listing among these rows, and how many of them match. */
  private listed(query: SiteQuery, candidates: Row[]): { sites: SiteRecord[]; total: number } {
    const needle = query.search?.toLowerCase();
    const matches = candidates
      .map(readSite)
      .filter(
        (site) =>
          site.lastSeen >= query.seenSince &&
          (!needle || site.url.toLowerCase().includes(needle)) &&
          runs(site, query.running),
      )
      .filter((site) => query.ring === undefined || ringOf(site) === query.ring)
      .filter((site) => query.state === undefined || siteState(site) === query.state)
      // The row carries its latest report per package: the filter reads no more than the listing does.
      .filter((site) => lastReportMatches(site, query))
      .sort((a, b) => compareStrings(b.lastSeen, a.lastSeen) || compareStrings(a.url, b.url));
    return { sites: matches.slice(query.offset, query.offset + query.limit), total: matches.length };
  }

  /**
   * A page of a walk, by row key (sha256 of the URL; a check-in keeps it): one query of at most
   * `limit` rows after the cursor, of the sites partition or of the package's index (then a
   * point read of each site it names, which decides).
   */
  async walk(query: SiteWalkQuery): Promise<{ sites: SiteRecord[]; next?: string }> {
    const after = query.after ?? '';
    const { running } = query;
    const keys = running
      ? await firstPage(
          this.table,
          odata`PartitionKey eq ${indexPartition(running.type, running.slug)} and RowKey gt ${after}`,
          query.limit,
          ['RowKey'],
        )
      : await firstPage(
          this.table,
          odata`PartitionKey eq ${SITES_PARTITION} and RowKey gt ${after} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
          query.limit,
        );
    let rows = keys.rows;
    if (running) {
      const read: Row[] = [];
      await inBatches(keys.rows, async ({ rowKey }) => {
        const row = await getRow(this.table, SITES_PARTITION, rowKey);
        if (row) read.push(row);
      });
      rows = read.sort((a, b) => compareStrings(a.rowKey, b.rowKey));
    }
    const sites = rows.map(readSite).filter((site) => site.lastSeen >= query.seenSince && runs(site, running));
    const next = keys.more ? keys.rows[keys.rows.length - 1].rowKey : undefined;
    return { sites, ...(next !== undefined ? { next } : {}) };
  }

  async get(id: string): Promise<SiteRecord | undefined> {
    const row = await this.rowOf(id);
    if (row) this.handOff(row);
    return row && readSite(row);
  }

  /**
   * Read as `get` reads (a signed request's check-in then starts from the row), the packages and
   * outcomes left unparsed. The row was found by its id (its key begins with it), so the id is not
   * hashed again from the URL.
   */
  async signer(id: string): Promise<SiteSigner | undefined> {
    const row = await this.rowOf(id);
    if (!row || typeof row.publicKey !== 'string') return undefined;
    this.handOff(row);
    return {
      id,
      url: String(row.url),
      publicKey: row.publicKey,
      declaredRing: String((row.declaredRing as string | undefined) ?? ''),
      ...controlsOf(row),
      ...(row.pending === true ? { pending: true as const } : {}),
    };
  }

  /** The site row's ring and holds; the packages, the row's bulk, are left unparsed. */
  controls(url: string): Promise<SiteControls | undefined> {
    const key = siteKey(url);
    return this.controlsRead.get(key, async () => {
      // A point read by the row's whole key: a range query on the sites partition costs a scan on Azurite.
      const row = await getRow(this.table, SITES_PARTITION, key);
      if (!row) return undefined;
      this.handOff(row);
      const enrolled = typeof row.publicKey === 'string';
      const declaredRing = typeof row.declaredRing === 'string' ? row.declaredRing : '';
      return { ...controlsOf(row), ...(enrolled ? { enrolled: { declaredRing } } : {}) };
    });
  }

  /**
   * A new row, or the row of unsigned check-ins taken over (ETag-checked), with its entry in the
   * same transaction, as the enrollment's rule decides on the row and the key's other sites. The
   * key's tally row (same partition) is written in that transaction too, conditional on the ETag
   * read before its sites were counted: two enrollments with one key at once never both pass its
   * allowance (the second fails on the ETag and counts again).
   */
  enroll(enrollment: SiteEnrollment, audit?: AuditStamp): Promise<SiteRecord> {
    const key = siteKey(enrollment.url);
    const tallyKey = enrollment.keyId === undefined ? undefined : `${TALLY_PREFIX}${enrollment.keyId}`;
    return retryOnContention(this.retry, async () => {
      const tally = tallyKey === undefined ? undefined : await this.tally(tallyKey);
      const row = await getRow(this.table, SITES_PARTITION, key);
      this.forget(key);
      const before = row && readSite(row);
      const keyEnrolled =
        enrollment.keyId === undefined
          ? 0
          : (
              await queryRows(
                this.table,
                odata`PartitionKey eq ${SITES_PARTITION} and enrolledBy eq ${enrollment.keyId}`,
                ['RowKey'],
              )
            ).filter((r) => r.rowKey !== key).length;
      const { pending } = enrollmentVerdict(enrollment, before, keyEnrolled);
      const fresh: SiteRecord = {
        url: enrollment.url,
        wpVersion: '',
        phpVersion: '',
        locale: '',
        lastSeen: enrollment.time,
        packages: [],
        declaredRing: '',
        id: siteId(enrollment.url),
        holds: NO_HOLDS,
        verified: false,
      };
      const after: SiteRecord = {
        ...(before ?? { ...fresh, firstSeen: enrollment.time }),
        publicKey: enrollment.publicKey,
        ...(enrollment.keyId !== undefined ? { enrolledBy: enrollment.keyId } : {}),
      };
      if (pending) after.pending = true;
      else delete after.pending;
      const indexed = new Set(row ? indexedKeys(row) : []);
      const entry = audit && this.audit.stamp(enrollEntry(audit, before, after));
      const next = siteEntity(key, after, indexed);
      await this.commitTallied(key, enrollment.url, row, sharesOfEntity(next), {
        entity: next,
        extras: [
          ...(tally && tallyKey !== undefined
            ? [
                [
                  'update',
                  { partitionKey: SITES_PARTITION, rowKey: tallyKey, enrollments: tally.count + 1 },
                  'Replace',
                  { etag: tally.etag },
                ] as TransactionAction,
              ]
            : []),
          ...(entry ? [this.audit.action(SITES_PARTITION, entry)] : []),
        ],
      });
      await this.audit.publish(entry);
      return after;
    })
      .catch((err: unknown) => {
        // Two enrollments of one new URL at once: the second create meets the first's row.
        if (statusOf(err) === 409) throw new ConflictError(alreadyEnrolled(siteId(enrollment.url)));
        throw err;
      })
      .finally(() => this.controlsRead.drop(key));
  }

  /**
   * Per report: the site's row of its version's partition (created, or replaced when newer and
   * not already recorded, ETag-checked), then the site row's latest per package. Concurrent
   * reports of one site retry on the ETags; what was recorded is never lost.
   */
  async report(
    siteId: string,
    outcomes: readonly KeptOutcome[],
    replaces: ReplacesKept,
  ): Promise<OutcomeReport[] | undefined> {
    if (!(await this.rowOf(siteId))) return undefined;
    const kept: OutcomeReport[] = [];
    for (const outcome of outcomes) if (await this.keepOutcome(siteId, outcome, replaces)) kept.push(outcome.report);
    if (kept.length === 0) return kept;
    await retryOnContention(this.retry, async () => {
      const row = await this.rowOf(siteId);
      if (!row) return;
      const site = { ...readSite(row), outcomes: latestOutcomes([...(outcomesOf(row).outcomes ?? []), ...kept]) };
      this.forget(row.rowKey);
      const next = siteEntity(row.rowKey, site, new Set(indexedKeys(row)));
      await this.commitTallied(row.rowKey, site.url, row, sharesOfEntity(next), { entity: next });
    });
    return kept;
  }

  /** Whether the report replaced (or became) the site's kept outcome for its version. */
  private keepOutcome(
    siteId: string,
    { report, counts, received }: KeptOutcome,
    replaces: ReplacesKept,
  ): Promise<boolean> {
    const partition = outcomePartition(report.type, report.slug, report.to);
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, partition, siteId);
      if (row && !replaces({ id: String(row.reportId), time: String(row.time) }, report)) return false;
      const next = entity(partition, siteId, {
        tv: TALLY_VERSION,
        reportId: report.id,
        result: report.result,
        time: report.time,
        report: JSON.stringify(report),
        counts,
        received,
      });
      // The version's tally (its shard of this site) in the same transaction, on its ETag.
      const tally = await this.outcomeTally(partition, siteId);
      moveOutcome(tally, outcomeShareOf(row), { counts, result: report.result });
      await commit(this.table, [
        row ? ['update', next, 'Replace', { etag: row.etag }] : ['create', next],
        this.outcomeTallyAction(partition, tally),
      ]).catch((err: unknown) => {
        throw gone(err, row);
      });
      return true;
    });
  }

  /**
   * Without `since`, the version's tallies (16 point reads, tallies.ts), once they are built
   * (TallyBuild); otherwise its reports.
   */
  async resultCounts(type: PackageType, slug: string, version: string, since?: string): Promise<ResultCounts> {
    const partition = outcomePartition(type, slug, version);
    if (since === undefined && (await this.built())) {
      const rows = await pointRows(this.table, partition, outcomeTallyKeys);
      return resultCountsOf(countsIn(rows, 'counting'), countsIn(rows, 'ignored'));
    }
    const rows = await queryRows(this.table, odata`PartitionKey eq ${partition} and RowKey lt ${'~'}`, [
      'result',
      'time',
      'counts',
      'received',
    ]);
    const counts: ResultCounts = { counting: {}, ignored: 0 };
    for (const row of rows) {
      if (row.counts !== true) counts.ignored++;
      if (!counting(row, since)) continue;
      const result = String(row.result) as OutcomeResult;
      counts.counting[result] = (counts.counting[result] ?? 0) + 1;
    }
    return counts;
  }

  /** The shard of the version's tally that this site's report row counts in, read for its ETag. */
  private async outcomeTally(partition: string, siteId: string): Promise<TallyRow> {
    const rowKey = outcomeTallyKey(shardOf(siteId));
    return tallyRow(rowKey, await getRow(this.table, partition, rowKey), OUTCOME_COUNTS);
  }

  private outcomeTallyAction(partition: string, tally: TallyRow): TransactionAction {
    const next = tallyEntity(partition, tally);
    return tally.etag === undefined ? ['create', next] : ['update', next, 'Replace', { etag: tally.etag }];
  }

  /** The version's partition read whole (a gate stops a version once), sorted here. */
  async countingOutcomes(
    type: PackageType,
    slug: string,
    version: string,
    { since, limit, first }: OutcomeList,
  ): Promise<SiteOutcome[]> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${outcomePartition(type, slug, version)} and RowKey lt ${'~'}`,
    );
    const bad = (row: Row) => first.includes(String(row.result) as OutcomeResult);
    return rows
      .filter((row) => counting(row, since))
      .sort(
        (a, b) =>
          Number(bad(b)) - Number(bad(a)) ||
          compareStrings(String(b.time), String(a.time)) ||
          compareStrings(a.rowKey, b.rowKey),
      )
      .slice(0, limit)
      .map(toOutcome);
  }

  /**
   * The site row with its entry in one transaction, then its index rows, as `drop` removes them.
   * A transaction's delete takes no ETag: a check-in landing in between is removed with the site.
   */
  delete(id: string, audit?: AuditStamp): Promise<SiteRecord | undefined> {
    return retryOnContention(this.retry, async () => {
      const guard = await this.deleteGuard(id);
      const row = await this.rowOf(id);
      if (!row) return undefined;
      const before = readSite(row);
      const entry = audit && this.audit.stamp(siteEntry(audit, before, {}, 'site.delete'));
      this.forget(row.rowKey);
      await this.commitTallied(row.rowKey, before.url, row, NOTHING_TALLIED, {
        extras: entry ? [this.audit.action(SITES_PARTITION, entry)] : [],
        guard,
      });
      await this.audit.publish(entry);
      await inBatches(indexedKeys(row), (pk) => ignoring([404], this.table.deleteEntity(`installs~${pk}`, row.rowKey)));
      await this.dropOutcomes(before.id);
      return before;
    }).finally(() => this.controlsRead.drop());
  }

  /**
   * A deleted site's kept outcomes, in every version's partition (its row names only the latest
   * per package), so rollout counts stop counting it. A scan of the outcome partitions for its
   * id: deletes are rare, and nothing else finds the versions it reported on.
   */
  private async dropOutcomes(siteId: string): Promise<void> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey ge ${'outcomes~'} and PartitionKey lt ${'outcomes~~'} and RowKey eq ${siteId}`,
      ['PartitionKey', 'RowKey'],
    );
    // Each with its tally, in one transaction (retried on the tally's ETag, reading both again).
    await inBatches(
      rows.map((r) => r.partitionKey),
      (partition) =>
        retryOnContention(this.retry, async () => {
          const row = await getRow(this.table, partition, siteId);
          if (!row) return;
          const share = outcomeShareOf(row);
          if (!share) {
            await ignoring([404], this.table.deleteEntity(partition, siteId));
            return;
          }
          const tally = await this.outcomeTally(partition, siteId);
          moveOutcome(tally, share, undefined);
          await commit(this.table, [
            ['delete', { partitionKey: partition, rowKey: siteId }],
            this.outcomeTallyAction(partition, tally),
          ]).catch((err: unknown) => {
            // Deleted meanwhile (the site's delete and a drop at once): read again.
            throw gone(err, row);
          });
        }),
    );
  }

  /** Conditional on the row's ETag, as check-ins are: whichever writes second reads the other's change first, and decides again. */
  change(
    id: string,
    decide: (site: SiteRecord) => SiteSettings,
    audit?: AuditStamp,
  ): Promise<{ before: SiteRecord; after: SiteRecord } | undefined> {
    return retryOnContention(this.retry, async () => {
      const row = await this.rowOf(id);
      if (!row) return undefined;
      const before = readSite(row);
      const next = decide(before);
      const after: SiteRecord = { ...before, holds: next.holds };
      if (next.assignedRing === undefined) delete after.assignedRing;
      else after.assignedRing = next.assignedRing;
      if (next.publicKey === undefined) delete after.publicKey;
      else after.publicKey = next.publicKey;
      if (next.pending === undefined) delete after.pending;
      else after.pending = next.pending;
      // The entry is a row of the sites partition, in the change's transaction (audit.ts).
      const changed = changeEntry(audit, before, after);
      const entry = changed && this.audit.stamp(changed);
      this.forget(row.rowKey);
      const written = siteEntity(row.rowKey, after, new Set(indexedKeys(row)));
      await this.commitTallied(row.rowKey, after.url, row, sharesOfEntity(written), {
        entity: written,
        extras: entry ? [this.audit.action(SITES_PARTITION, entry)] : [],
      });
      await this.audit.publish(entry);
      return { before, after };
    }).finally(() => this.controlsRead.drop()); // every site's: the row key is known only inside (operators' changes are rare)
  }

  /**
   * The key's tally row (created when missing), read for its ETag: enrollments with the key
   * commit with an update of it, so they serialize (see enroll). It counts them, for nothing else.
   */
  private async tally(rowKey: string): Promise<{ etag: string; count: number }> {
    const read = async () => getRow(this.table, SITES_PARTITION, rowKey);
    let row = await read();
    if (!row) {
      await ignoring([409], commit(this.table, [['create', entity(SITES_PARTITION, rowKey, { enrollments: 0 })]]));
      row = await read();
    }
    if (!row) throw new Contended('The enrollment tally is gone.');
    return { etag: row.etag, count: typeof row.enrollments === 'number' ? row.enrollments : 0 };
  }

  /**
   * Writes a site row (`write`: its create, update or delete, then `extras` in the same
   * transaction: an audit entry, an enrollment tally) together with the tallies it moves: from
   * what the stored row contributed to `to` (tallies.ts). Each tally is read, changed, and
   * written conditional on its ETag (a create when missing), so a concurrent writer's commit fails
   * on one of them (409/412) and the caller's retry reads everything again. The site's shard tally
   * is in every such transaction, even when its own cell stays: it is the guard of a delete (a
   * transaction's delete takes no ETag) against a write moving tallies in between. A write moving
   * more than one transaction holds (a site with ~100 packages on its first check-in of a day)
   * commits in slices: each writes the row with `tallied`, what its tallies hold so far, so a crash
   * between slices leaves row and tallies agreeing, and the row's next write moves the rest.
   * `after`: what must be stored before anything is committed (a check-in's index rows), awaited
   * once the tallies are read. Returns the row's new ETag (none for a delete).
   */
  private async commitTallied(
    key: string,
    url: string,
    row: Row | undefined,
    to: Tallied,
    write: { entity?: Entity; extras?: TransactionAction[]; after?: Promise<unknown>; guard?: TallyRow },
  ): Promise<string | undefined> {
    const extras = write.extras ?? [];
    const last = (etag: string | undefined) => rowWrite(key, write.entity, etag);
    const from = talliedOf(row, talliedSiteOf);
    const moves = movesOf(from, to);
    // Only status entries move (a check-in's time, a report's result): no tally is read or written.
    if (!moves.site && moves.packages.length === 0 && moves.statuses.length < MAX_BATCH_OPERATIONS - extras.length) {
      await write.after;
      const statuses = moves.statuses.map((status) => statusAction(status, key, url, to));
      return (
        await commit(this.table, [last(row?.etag), ...statuses, ...extras]).catch((err: unknown) => {
          throw gone(err, row);
        })
      )[0];
    }
    const shard = shardOf(key);
    const used = new Set<string>();
    const read = async (rowKey: string, names: readonly string[]): Promise<TallyRow> => {
      used.add(rowKey);
      return this.tallies.get(rowKey) ?? tallyRow(rowKey, await getRow(this.table, SITES_PARTITION, rowKey), names);
    };
    let siteTally: TallyRow;
    if (write.guard) {
      used.add(write.guard.rowKey);
      siteTally = write.guard;
    } else siteTally = await read(siteTallyKey(shard), SITE_COUNTS);
    moveSite(siteTally, from.site, to.site);
    const tallies = new Map<string, TallyRow>();
    await inBatches(moves.packages, async (packageKey) => {
      tallies.set(packageKey, await read(packageTallyKey(packageKey, shard), PACKAGE_COUNTS));
    });
    for (const packageKey of moves.packages)
      movePackage(
        tallies.get(packageKey)!,
        packageKey,
        url,
        from.packages.get(packageKey),
        to.packages.get(packageKey),
      );
    await write.after;
    try {
      return await this.commitSlices(key, url, row, from, to, moves, siteTally, tallies, write);
    } catch (err) {
      // Which tally's ETag moved is not said: the retry reads all it used afresh.
      this.tallies.drop(used);
      throw gone(err, row);
    }
  }

  /** commitTallied's transactions, the tallies moved. */
  private async commitSlices(
    key: string,
    url: string,
    row: Row | undefined,
    from: Tallied,
    to: Tallied,
    moves: { packages: readonly string[]; statuses: readonly string[] },
    siteTally: TallyRow,
    tallies: Map<string, TallyRow>,
    write: { entity?: Entity; extras?: TransactionAction[] },
  ): Promise<string | undefined> {
    const extras = write.extras ?? [];
    const last = (etag: string | undefined) => rowWrite(key, write.entity, etag);
    const tallyAction = (tally: TallyRow): TransactionAction => {
      const next = tallyEntity(SITES_PARTITION, tally);
      return tally.etag === undefined ? ['create', next] : ['update', next, 'Replace', { etag: tally.etag }];
    };
    const base = write.entity ?? (row && entityOf(row));
    const room = MAX_BATCH_OPERATIONS - 2 - extras.length;
    let etag = row?.etag;
    let tallied = from;
    // The packages' tallies, then the status entries: one action each.
    let pending: Moved[] = [
      ...moves.packages.map((packageKey) => ({ packageKey })),
      ...moves.statuses.map((status) => ({ status })),
    ];
    const actionOf = (item: Moved): TransactionAction =>
      'status' in item ? statusAction(item.status, key, url, to) : tallyAction(tallies.get(item.packageKey)!);
    for (;;) {
      const actions: TransactionAction[] = [];
      // As assertBatch counts (limits.ts): the row (with `tallied`, at most its packages again), the
      // site tally, the extras, and each operation's envelope.
      let bytes =
        MAX_BATCH_OPERATIONS * BATCH_OVERHEAD_PER_OPERATION +
        2 * (base ? entityBytes(base) : 0) +
        entityBytes(tallyEntity(SITES_PARTITION, siteTally)) +
        extras.reduce((sum, action) => sum + entityBytes(action[1]), 0);
      let taken = 0;
      for (const item of pending) {
        const action = actionOf(item);
        const size = entityBytes(action[1]);
        if (taken === room || (taken > 0 && bytes + size > MAX_BATCH_BYTES)) break;
        actions.push(action);
        bytes += size;
        taken++;
      }
      const slice = pending.slice(0, taken).flatMap((item) => ('packageKey' in item ? [item.packageKey] : []));
      const statuses = pending.slice(0, taken).flatMap((item) => ('status' in item ? [item.status] : []));
      pending = pending.slice(taken);
      const done = pending.length === 0;
      tallied = partway(tallied, to, slice, statuses);
      const rowAction: TransactionAction = done
        ? last(etag)
        : etag === undefined
          ? ['create', { ...base!, ...talliedProps(tallied) }]
          : ['update', { ...base!, ...talliedProps(tallied) }, 'Replace', { etag }];
      const etags = await commit(this.table, [rowAction, tallyAction(siteTally), ...actions, ...(done ? extras : [])]);
      etag = etags[0];
      siteTally.etag = etags[1];
      this.tallies.set(siteTally);
      slice.forEach((packageKey, i) => {
        const tally = tallies.get(packageKey)!;
        tally.etag = etags[2 + i];
        this.tallies.set(tally);
      });
      if (done) return etag;
    }
  }

  /**
   * A delete's guard: the site's shard tally, read before the row (`id`: the row key or its
   * start, which names the shard). A transaction's delete takes no ETag, so a row read first could
   * be replaced by a write moving tallies before the tally is read, and the delete would take the
   * new row out while subtracting the old one's share (seen as a ring's count one too high). Read
   * first, the tally's ETag predates the row: any write moving tallies since fails the delete,
   * which reads both again.
   */
  private async deleteGuard(id: string): Promise<TallyRow> {
    const rowKey = siteTallyKey(shardOf(id));
    return this.tallies.get(rowKey) ?? tallyRow(rowKey, await getRow(this.table, SITES_PARTITION, rowKey), SITE_COUNTS);
  }

  /** The row whose key (the SHA-256 of the URL, hex) begins with the id. */
  private async rowOf(id: string): Promise<Row | undefined> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${SITES_PARTITION} and RowKey ge ${id} and RowKey lt ${`${id}g`}`,
    );
    return rows[0];
  }

  /**
   * A site exactly as given (import): its index rows, then its row with every field of the
   * record, what operators set included (siteEntity: a field added to SiteRecord must be
   * written there, and the conformance round trip, which compares whole records, says so).
   */
  async restore(site: SiteRecord): Promise<void> {
    const key = siteKey(site.url);
    const packages = canonicalPackages(site.packages);
    await inBatches(packages, (p) =>
      commit(this.table, [['upsert', entity(indexPartition(p.type, p.slug), key, { url: site.url }), 'Replace']]),
    );
    const next = siteEntity(key, { ...site, packages }, new Set());
    // A tally another restore created meanwhile (409/412) is read again; a row that exists is the
    // import's conflict, as the create alone reports it.
    const exists = await retryOnContention(this.retry, async () => {
      if (await getRow(this.table, SITES_PARTITION, key, ['RowKey'])) return true;
      await this.commitTallied(key, site.url, undefined, sharesOfEntity(next), { entity: next });
      return false;
    });
    if (exists) await commit(this.table, [['create', next]]);
    this.controlsRead.drop(key);
  }

  /** Every site's kept report per package and version (export): the `outcomes~` partitions, a page at a time. */
  async *allOutcomes(): AsyncIterable<SiteOutcome> {
    const filter = odata`PartitionKey ge ${'outcomes~'} and PartitionKey lt ${'outcomes~~'} and RowKey lt ${'~'}`;
    const pages = this.table
      .listEntities<Record<string, unknown>>({ queryOptions: { filter } })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) for (const row of page as Row[]) yield toOutcome(row);
  }

  /** Every site, a page of rows at a time (export). */
  async *all(): AsyncIterable<SiteRecord> {
    const pages = this.table
      .listEntities<Record<string, unknown>>({
        queryOptions: { filter: odata`PartitionKey eq ${SITES_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}` },
      })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) for (const row of page as Row[]) yield readSite(row);
  }

  async enrolledCounts(): Promise<Map<string, number>> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${SITES_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
      ['enrolledBy'],
    );
    const counts = new Map<string, number>();
    for (const row of rows)
      if (typeof row.enrolledBy === 'string') counts.set(row.enrolledBy, (counts.get(row.enrolledBy) ?? 0) + 1);
    return counts;
  }

  /** Kept: every package tally of the type (16 rows per package, tallies.ts), once built (TallyBuild). */
  async countInstalls(type: PackageType, sinceDay: string): Promise<Map<string, number>> {
    const day = sinceDay.slice(0, 10);
    const counts = new Map<string, number>();
    if (await this.built()) {
      const [low, high] = packageTallyRange(type);
      const filter = odata`PartitionKey eq ${SITES_PARTITION} and RowKey ge ${low} and RowKey lt ${high}`;
      // The windows' counts alone where every shard holds that day's; else the cells of every shard.
      const windows = await queryRows(this.table, filter, ['RowKey', 'wday', 'wsites']);
      const whole = windows.every((row) => row.wday === day);
      const rows = whole ? windows : await queryRows(this.table, filter);
      // Where some shards hold this day's window (the day's reads built them: it is the registry's
      // window), those with none or an older one (packages no read of the day asked about: the
      // public plugins sites run) get theirs in the background, for the next count. A day no
      // window holds (a wider count) builds none.
      if (!whole && windows.some((row) => row.wday === day)) {
        const due = rows.filter((row) => typeof row.wday !== 'string' || row.wday < day);
        void inBatches(due, (row) => this.rebuildWindow(row, day)).catch(() => undefined);
      }
      const bySlug = new Map<string, Row[]>();
      for (const row of rows) {
        const slug = row.rowKey.slice(low.length, row.rowKey.lastIndexOf('~'));
        bySlug.set(slug, [...(bySlug.get(slug) ?? []), row]);
      }
      for (const [slug, shards] of bySlug) {
        const sites = whole
          ? shards.reduce((sum, row) => sum + Number(row.wsites), 0)
          : sitesIn(countsIn(shards, 'cells'), day);
        if (sites > 0) counts.set(slug, sites);
      }
      return counts;
    }
    for (const row of await this.seenRows(day)) {
      for (const slug of Object.keys(installedOf(row)[type] ?? {})) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    return counts;
  }

  /** Kept: the package's 16 tally rows by point reads, once built (TallyBuild); until then its sites' rows. */
  async packageTally(type: PackageType, slug: string, sinceDay: string): Promise<PackageTally> {
    const day = sinceDay.slice(0, 10);
    const packageKey = `${type}~${slug}`;
    if (await this.built()) {
      const windows = await Promise.all(packageTallyKeys(packageKey).map((rowKey) => this.windowFrom(rowKey, day)));
      if (windows.every((window) => window !== 'cells'))
        return packageTallyOfWindows(windows.filter((window) => window !== undefined));
      const rows = await pointRows(this.table, SITES_PARTITION, packageTallyKeys(packageKey));
      return packageTallyOf(countsIn(rows, 'cells'), countsIn(rows, 'versions'), day);
    }
    const tally = tallyRow('', undefined, PACKAGE_COUNTS);
    for (const row of await this.seenRows(day)) {
      const share = sharesOf(talliedSiteOf(row)).packages.get(packageKey);
      if (share) movePackage(tally, packageKey, String(row.url), undefined, share);
    }
    return packageTallyOf([tally.counts.cells], [tally.counts.versions], day);
  }

  /**
   * A package shard's window from `day` (tallies.ts, TallyWindow): its window properties alone
   * when it holds that day's; else the shard read whole, its window worked out and written back
   * (conditional on the ETag read: a write in between keeps its own, and this read still answers
   * from what it read), for a day later than the window's or none; `cells` for an earlier day (a
   * wider window: the caller sums the cells). Undefined: no such shard (no site of it there).
   */
  private async windowFrom(rowKey: string, day: string): Promise<TallyWindow | 'cells' | undefined> {
    const selected = await getRow(this.table, SITES_PARTITION, rowKey, ['RowKey', ...WINDOW_PROPS]);
    if (!selected) return undefined;
    const stored = storedWindow(selected);
    if (stored?.day === day) return stored;
    if (stored && stored.day > day) return 'cells';
    const row = await getRow(this.table, SITES_PARTITION, rowKey);
    return row && this.rebuildWindow(row, day);
  }

  /** The window from `day` of a package shard read whole, written back conditional on the ETag read (windowFrom). */
  private async rebuildWindow(row: Row, day: string): Promise<TallyWindow> {
    const window = windowOf(tallyRow(row.rowKey, row, PACKAGE_COUNTS), day);
    const props = windowProps(window);
    if (Object.keys(props).length > 0) {
      this.tallies.drop([row.rowKey]);
      await ignoring(
        [404, 409, 412],
        this.table.updateEntity({ partitionKey: SITES_PARTITION, rowKey: row.rowKey, ...props }, 'Merge', {
          etag: row.etag,
        }),
      );
    }
    return window;
  }

  /** Kept: the 16 site tally rows by point reads, once built (TallyBuild); until then every site row. */
  async siteTally(sinceDay: string): Promise<SiteTallyCell[]> {
    const day = sinceDay.slice(0, 10);
    if (await this.built()) {
      const rows = await pointRows(this.table, SITES_PARTITION, siteTallyKeys);
      return siteTallyOf(countsIn(rows, 'cells'), day);
    }
    const tally = tallyRow('', undefined, SITE_COUNTS);
    for (const row of await this.seenRows(day)) moveSite(tally, undefined, sharesOf(talliedSiteOf(row)).site);
    return siteTallyOf([tally.counts.cells], day);
  }

  /**
   * At start-up: the tallies' marker read; a store with no site or outcome rows is built as it
   * stands (marked so), one with rows and no marker starts its build in the background.
   */
  async openTallies(): Promise<void> {
    const marker = await getRow(this.table, SITES_PARTITION, TALLIES_BUILT);
    if (marker?.built === true) {
      this.tallyBuilt = true;
      if (marker.statuses === true) this.statusesBuilt = true;
      else void this.statusesKept();
      return;
    }
    // The first row, if any: a page may come back empty with a continuation token (rows.ts).
    const any = async (filter: string): Promise<boolean> => {
      const pages = this.table
        .listEntities({ queryOptions: { filter, select: ['RowKey'] } })
        .byPage({ maxPageSize: 1 });
      for await (const page of pages) if (page.length > 0) return true;
      return false;
    };
    const [sites, outcomes] = await Promise.all([
      any(odata`PartitionKey eq ${SITES_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}`),
      any(odata`PartitionKey ge ${'outcomes~'} and PartitionKey lt ${'outcomes~~'}`),
    ]);
    if (!sites && !outcomes) {
      await commit(this.table, [['upsert', builtMarker(), 'Replace']]);
      this.tallyBuilt = this.statusesBuilt = true;
      return;
    }
    void this.built();
  }

  /**
   * Whether every row's share is in the tallies (the marker TallyBuild writes last). Until it is,
   * each call reads the marker, starts this instance's build if none runs, and the kept reads
   * answer from the rows, as before tallies (exact, at the old cost).
   */
  private async built(): Promise<boolean> {
    if (this.tallyBuilt) return true;
    await this.readMarker();
    return this.tallyBuilt;
  }

  /** Whether every site row's status entries are written (the marker's `statuses`), as `built` for the tallies. */
  private async statusesKept(): Promise<boolean> {
    if (this.statusesBuilt) return true;
    await this.readMarker();
    return this.statusesBuilt;
  }

  private async readMarker(): Promise<void> {
    const marker = await getRow(this.table, SITES_PARTITION, TALLIES_BUILT);
    if (marker?.built === true) this.tallyBuilt = true;
    if (marker?.statuses === true) this.statusesBuilt = true;
    if (this.statusesBuilt) return;
    this.building ??= this.buildTallies().catch(() => {
      // The next read starts it again (it resumes: rows already tallied are skipped).
      this.building = undefined;
    });
  }

  /**
   * The upgrade of rows written before tallies (no `tv`) or before status entries (no `sv`):
   * each site row, then each outcome row, a page at a time, is rewritten as it is with its share
   * added (and its status entries written), conditional on its ETag as any write (a check-in in
   * between wrote its own share: skipped). Instances building at once do no harm (each row moves
   * once: `tv` and `sv` say so). Then the marker.
   */
  async buildTallies(): Promise<void> {
    const sites = this.table
      .listEntities<Record<string, unknown>>({
        queryOptions: {
          filter: odata`PartitionKey eq ${SITES_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
          select: ['RowKey', 'tv', 'sv'],
        },
      })
      .byPage({ maxPageSize: 1000 });
    const upgraded = (r: Row) => r.tv === TALLY_VERSION && r.sv === STATUS_VERSION;
    for await (const page of sites)
      await inBatches(
        (page as Row[]).filter((r) => !upgraded(r)),
        ({ rowKey }) =>
          retryOnContention(this.retry, async () => {
            const row = await getRow(this.table, SITES_PARTITION, rowKey);
            if (!row || upgraded(row)) return;
            this.forget(rowKey);
            const next = entityOf(row);
            await this.commitTallied(rowKey, String(row.url), row, sharesOfEntity(next), { entity: next });
          }),
      );
    const outcomes = this.table
      .listEntities<Record<string, unknown>>({
        queryOptions: {
          filter: odata`PartitionKey ge ${'outcomes~'} and PartitionKey lt ${'outcomes~~'} and RowKey lt ${'~'}`,
          select: ['PartitionKey', 'RowKey', 'tv'],
        },
      })
      .byPage({ maxPageSize: 1000 });
    for await (const page of outcomes)
      await inBatches(
        (page as Row[]).filter((r) => r.tv !== TALLY_VERSION),
        ({ partitionKey, rowKey }) =>
          retryOnContention(this.retry, async () => {
            const row = await getRow(this.table, partitionKey, rowKey);
            if (!row || row.tv === TALLY_VERSION) return;
            const next = entityOf(row);
            const tally = await this.outcomeTally(partitionKey, rowKey);
            moveOutcome(tally, undefined, outcomeShareOf(next as Row));
            await commit(this.table, [
              ['update', next, 'Replace', { etag: row.etag }],
              this.outcomeTallyAction(partitionKey, tally),
            ]);
          }),
      );
    await commit(this.table, [['upsert', builtMarker(), 'Replace']]);
    this.tallyBuilt = this.statusesBuilt = true;
  }

  /**
   * Each site row goes only if still last seen before `seenBefore` (a check-in in between keeps
   * it), with its tallies in one transaction (retried on their ETags, reading the row again), then
   * its index rows and outcomes.
   */
  async drop(seenBefore: string): Promise<number> {
    const rows = await queryRows(this.table, odata`PartitionKey eq ${SITES_PARTITION} and lastSeen lt ${seenBefore}`, [
      'RowKey',
    ]);
    let dropped = 0;
    for (const { rowKey } of rows) {
      this.forget(rowKey);
      const gone = await retryOnContention(this.retry, async () => {
        const guard = await this.deleteGuard(rowKey);
        const row = await getRow(this.table, SITES_PARTITION, rowKey);
        if (!row || String(row.lastSeen) >= seenBefore) return undefined;
        if (row.tv !== TALLY_VERSION) {
          // A row that predates tallies moves none: gone only if unchanged since read.
          const deleted = await ignoring(
            [404, 412],
            this.table.deleteEntity(SITES_PARTITION, rowKey, { etag: row.etag }).then(() => true),
          );
          return deleted ? row : undefined;
        }
        await this.commitTallied(rowKey, String(row.url), row, NOTHING_TALLIED, { guard });
        return row;
      });
      if (!gone) continue;
      dropped++;
      await inBatches(indexedKeys(gone), (pk) => ignoring([404], this.table.deleteEntity(`installs~${pk}`, rowKey)));
      await this.dropOutcomes(readSite(gone).id);
    }
    if (dropped > 0) this.controlsRead.drop();
    return dropped;
  }

  private seenRows(seenSince: string): Promise<Row[]> {
    return queryRows(this.table, odata`PartitionKey eq ${SITES_PARTITION} and lastSeen ge ${seenSince}`);
  }

  /**
   * The rows of every site the package's index names (some may no longer run it: the caller
   * checks). A package most sites run is cheaper to find in one scan of the sites (a page per
   * 1 000 sites) than by a point read per site.
   */
  private async runningRows(
    type: PackageType,
    slug: string,
    seenSince: string,
  ): Promise<{ rows: Row[]; whole: boolean }> {
    const index = await queryRows(this.table, odata`PartitionKey eq ${indexPartition(type, slug)}`, ['RowKey']);
    if (index.length > POINT_READS_AT_MOST) return { rows: await this.seenRows(seenSince), whole: false };
    const rows: Row[] = [];
    await inBatches(index, async ({ rowKey }) => {
      const row = await getRow(this.table, SITES_PARTITION, rowKey);
      if (row) rows.push(row);
    });
    return { rows, whole: true };
  }
}

/** An outcome row that counts, received at or after `since` (any time when undefined); rows kept before `received` was, at their time. */
function counting(row: Row, since: string | undefined): boolean {
  return row.counts === true && (since === undefined || String(row.received ?? row.time) >= since);
}

/** An outcome row as the contract returns it; rows kept before `counts` and `received` were count as ignored, received at their time. */
function toOutcome(row: Row): SiteOutcome {
  return siteOutcome(row.rowKey, String(row.report), row.counts === true, row.received);
}

/**
 * All a check-in says but its time, and its day (its first of a day moves its tallies: tallies.ts),
 * as one string (what `record` compares).
 */
function saysOf(site: SiteCheckIn): string {
  const packages = canonicalPackages(site.packages).map((p) => `${p.type} ${p.slug} ${p.version}`);
  return JSON.stringify([
    site.lastSeen.slice(0, 10),
    site.wpVersion,
    site.phpVersion,
    site.locale,
    site.declaredRing ?? '',
    site.verified === true,
    packages,
  ]);
}

/**
 * Packages are stored compactly (`{"plugin":{"slug":"1.0.0"},"theme":{...}}`): a site may
 * report 2 000 plugins, and an entity holds at most 1 MiB. `indexed` lists only the index rows
 * of packages the site no longer runs (those of the packages it runs exist by construction).
 */
function siteEntity(
  key: string,
  site: SiteCheckIn &
    Partial<
      Pick<SiteRecord, 'assignedRing' | 'holds' | 'publicKey' | 'outcomes' | 'enrolledBy' | 'pending' | 'firstSeen'>
    >,
  indexed: Set<string>,
) {
  const compact: Record<string, Record<string, string>> = {};
  for (const p of site.packages) (compact[p.type] ??= {})[p.slug] = p.version;
  const running = new Set(site.packages.map(packageKey));
  return entity(SITES_PARTITION, key, {
    tv: TALLY_VERSION,
    sv: STATUS_VERSION,
    url: site.url,
    wpVersion: site.wpVersion,
    phpVersion: site.phpVersion,
    locale: site.locale,
    lastSeen: site.lastSeen,
    declaredRing: site.declaredRing ?? '',
    verified: site.verified === true,
    ...(site.assignedRing !== undefined ? { assignedRing: site.assignedRing } : {}),
    ...(site.publicKey !== undefined ? { publicKey: site.publicKey } : {}),
    ...(site.enrolledBy !== undefined ? { enrolledBy: site.enrolledBy } : {}),
    ...(site.pending ? { pending: true } : {}),
    ...(site.firstSeen !== undefined ? { firstSeen: site.firstSeen } : {}),
    ...(site.siteTime !== undefined ? { siteTime: site.siteTime } : {}),
    ...chunked('holds', JSON.stringify(site.holds ?? NO_HOLDS)),
    ...chunked('packages', JSON.stringify(compact)),
    ...chunked('indexed', JSON.stringify([...indexed].filter((k) => !running.has(k)))),
    ...(site.outcomes?.length ? chunked('outcomes', JSON.stringify(site.outcomes)) : {}),
  });
}

/** Every package (`type~slug`) with an index row naming this site: those it runs, and those it ran. */
function indexedKeys(row: Row): string[] {
  const installed = installedOf(row);
  const running = PACKAGE_TYPES.flatMap((type) =>
    Object.keys(installed[type] ?? {}).map((slug) => packageKey({ type, slug })),
  );
  return [...running, ...(JSON.parse(unchunked(row, 'indexed') || '[]') as string[])];
}

const PACKAGE_TYPES = ['plugin', 'theme'] as const;

/** A site row's packages as stored: version by slug, per type. Counting and indexing need no canonical order. */
function installedOf(row: Row | Entity): Partial<Record<PackageType, Record<string, string>>> {
  return JSON.parse(unchunked(row, 'packages') || '{}') as Partial<Record<PackageType, Record<string, string>>>;
}

/**
 * A row read, then deleted (a site deleted or dropped) before its write: contention, so the
 * caller's retry reads again and decides on what is there now (tallies are never deleted).
 */
const gone = (err: unknown, row: Row | undefined): unknown =>
  row && statusOf(err) === 404 ? new Contended('The site row is gone.') : err;

/** The marker TallyBuild writes last: every row's share is in the tallies, and its status entries written. */
const builtMarker = (): Entity => entity(SITES_PARTITION, TALLIES_BUILT, { built: true, statuses: true });

/** What a slice of commitSlices writes besides the row: a package's tally or a status entry. */
type Moved = { packageKey: string } | { status: string };

/**
 * The site's status entry `status` (`type~slug~result`, tallies.ts) as `to` has it: written with
 * the site's `lastSeen` (as `seen`: no query of sites by `lastSeen` meets it), or deleted. An
 * entry to delete exists: the row's `sv` or its `tallied` says so.
 */
function statusAction(status: string, key: string, url: string, to: Tallied): TransactionAction {
  const seen = to.statuses.get(status);
  const rowKey = statusKey(status, key);
  return seen === undefined
    ? ['delete', { partitionKey: SITES_PARTITION, rowKey }]
    : ['upsert', entity(SITES_PARTITION, rowKey, { url, seen }), 'Replace'];
}

/** A site row's create (no ETag: none read), conditional update, or delete (no entity). */
function rowWrite(key: string, next: Entity | undefined, etag: string | undefined): TransactionAction {
  if (next === undefined) return ['delete', { partitionKey: SITES_PARTITION, rowKey: key }];
  return etag === undefined ? ['create', next] : ['update', next, 'Replace', { etag }];
}

/** The fields a site row contributes to the tallies by (tallies.ts). */
function talliedSiteOf(row: Row | Entity): TalliedSite {
  return {
    lastSeen: String(row.lastSeen),
    ...(typeof row.assignedRing === 'string' ? { assignedRing: row.assignedRing } : {}),
    declaredRing: typeof row.declaredRing === 'string' ? row.declaredRing : '',
    ...(typeof row.publicKey === 'string' ? { publicKey: row.publicKey } : {}),
    ...(row.pending === true ? { pending: true as const } : {}),
    verified: row.verified === true,
    installed: installedOf(row),
    outcomes: (JSON.parse(unchunked(row, 'outcomes') || '[]') as OutcomeReport[]).map(({ type, slug, result }) => ({
      type,
      slug,
      result,
    })),
  };
}

/** What a site row, once written as `next`, contributes. */
const sharesOfEntity = (next: Entity): Tallied => sharesOf(talliedSiteOf(next));

/** A stored row as an entity to write back: its ETag, time stamp and half-way `tallied` left out. */
function entityOf(row: Row): Entity {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row))
    if (
      !['etag', 'timestamp', 'partitionKey', 'rowKey'].includes(name) &&
      !/^tallied(_\d+)?$/.test(name) &&
      !name.startsWith('odata')
    )
      props[name] = value;
  return entity(row.partitionKey, row.rowKey, { ...props, tv: TALLY_VERSION, sv: STATUS_VERSION });
}

/** What an operator set on the site the row describes. */
function controlsOf(row: Row): SiteControls {
  const holds = JSON.parse(unchunked(row, 'holds') || JSON.stringify(NO_HOLDS)) as Holds;
  return { ...(typeof row.assignedRing === 'string' ? { assignedRing: row.assignedRing } : {}), holds };
}

/** The site's latest report per package, carried over by a check-in. */
function outcomesOf(row: Row): Pick<SiteRecord, 'outcomes'> {
  const json = unchunked(row, 'outcomes');
  return json ? { outcomes: JSON.parse(json) as OutcomeReport[] } : {};
}

/** Who enrolled the site, whether it waits for approval, when it was first seen: carried over by a check-in. */
function enrollmentOf(row: Row): Pick<SiteRecord, 'enrolledBy' | 'pending' | 'firstSeen'> {
  return {
    ...(typeof row.enrolledBy === 'string' ? { enrolledBy: row.enrolledBy } : {}),
    ...(row.pending === true ? { pending: true as const } : {}),
    ...(typeof row.firstSeen === 'string' ? { firstSeen: row.firstSeen } : {}),
  };
}

/** The site's enrolled key, carried over by a check-in as what operators set is. */
function keyOf(row: Row): Pick<SiteRecord, 'publicKey'> {
  return typeof row.publicKey === 'string' ? { publicKey: row.publicKey } : {};
}

/** The `X-Site-Time` of the site's last recorded signed check. */
function siteTimeOf(row: Row): Pick<SiteRecord, 'siteTime'> {
  return typeof row.siteTime === 'number' ? { siteTime: row.siteTime } : {};
}

function readSite(row: Row): SiteRecord {
  const installed = installedOf(row);
  const packages = PACKAGE_TYPES.flatMap((type) =>
    Object.entries(installed[type] ?? {}).map(([slug, version]) => ({ type, slug, version })),
  );
  return {
    url: String(row.url),
    wpVersion: String((row.wpVersion as string | undefined) ?? ''),
    phpVersion: String((row.phpVersion as string | undefined) ?? ''),
    locale: String((row.locale as string | undefined) ?? ''),
    lastSeen: String(row.lastSeen),
    packages: canonicalPackages(packages),
    declaredRing: String((row.declaredRing as string | undefined) ?? ''),
    id: siteId(String(row.url)),
    ...controlsOf(row),
    ...keyOf(row),
    ...outcomesOf(row),
    verified: row.verified === true,
    ...enrollmentOf(row),
    ...siteTimeOf(row),
  };
}

function runs(site: SiteRecord, running: SiteQuery['running']): boolean {
  if (!running) return true;
  return site.packages.some(
    (p) =>
      p.type === running.type &&
      p.slug === running.slug &&
      (running.version === undefined || p.version === running.version),
  );
}

/**
 * The first page of a query: at most `limit` rows, in row key order within the partition, and
 * whether more follow (a page may come back short of `limit` with more after it).
 */
async function firstPage(
  table: TableClient,
  filter: string,
  limit: number,
  select?: string[],
): Promise<{ rows: Row[]; more: boolean }> {
  const pages = table
    .listEntities<Record<string, unknown>>({ queryOptions: { filter, select } })
    .byPage({ maxPageSize: limit });
  for await (const page of pages)
    return { rows: page as Row[], more: page.length > 0 && page.continuationToken !== undefined };
  return { rows: [], more: false };
}

/** The rows at these keys that exist, read at once (16 point reads cost one's latency: tallies.ts). */
async function pointRows(table: TableClient, partitionKey: string, rowKeys: readonly string[]): Promise<Row[]> {
  const rows = await Promise.all(rowKeys.map((rowKey) => getRow(table, partitionKey, rowKey)));
  return rows.filter((row) => row !== undefined);
}

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) await Promise.all(items.slice(i, i + CONCURRENCY).map(run));
}

/** At most `size` operations run at once; the others wait their turn, first come first served. */
class Slots {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await operation();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
