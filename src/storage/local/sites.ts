import Database from 'better-sqlite3';
import { bucketOf, DEFAULT_RING } from '../../packages/rules.js';
import { siteId } from '../site-id.js';
import { canonicalPackages } from '../site-packages.js';
import { changeEntry, enrollEntry, latestOutcomes, meets, NO_HOLDS, siteOutcome, writeIfOf } from '../site-records.js';
import { type AuditClock, siteEntry } from '../audit-entries.js';
import { enrollmentVerdict } from '../enrollment-facts.js';
import { AUDIT_SCHEMA, AuditTable } from './audit-records.js';
import { addMissingColumns, openDatabase } from './database.js';
import {
  createTallies,
  fillStep,
  type Part,
  registerRules,
  searchCounted,
  SITE_PACKAGE_COLUMNS,
  tallyReads,
  unfilled,
} from './tallies.js';
import type {
  AuditEntry,
  AuditStamp,
  Holds,
  InstalledPackage,
  KeptOutcome,
  PackageType,
  SiteSettings,
  ReplacesKept,
  SiteCheckIn,
  OutcomeList,
  PackageTally,
  SiteTallyCell,
  OutcomeResult,
  ResultCounts,
  OutcomeReport,
  SiteControls,
  SiteEnrollment,
  SiteOutcome,
  SiteQuery,
  SiteWalkQuery,
  SiteRecord,
  SiteSigner,
} from '../types.js';

/**
 * The site inventory of the local adapter, in a SQLite file of its own (`sites.sqlite`): the
 * change tokens of package records are the version of `registry.sqlite` (database.ts), and
 * check-ins, one per site every few hours, must not move them (each move empties the response
 * cache). `site_packages` is the index of what each site runs, rewritten only when that changes.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS sites (
  url TEXT PRIMARY KEY,
  wp_version TEXT NOT NULL,
  php_version TEXT NOT NULL,
  locale TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  packages TEXT NOT NULL
) WITHOUT ROWID;
-- In the order GET /sites answers (last seen first): a page is read off it, not sorted.
DROP INDEX IF EXISTS sites_by_last_seen;
CREATE INDEX IF NOT EXISTS sites_by_seen ON sites (last_seen DESC, url);

CREATE TABLE IF NOT EXISTS site_packages (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  url TEXT NOT NULL REFERENCES sites (url) ON DELETE CASCADE,
  version TEXT NOT NULL,
  PRIMARY KEY (type, slug, url)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS site_packages_by_site ON site_packages (url);

-- Each enrolled site's latest report per package and version (update outcomes); \`report\` is its JSON.
CREATE TABLE IF NOT EXISTS site_outcomes (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  version TEXT NOT NULL,
  site_id TEXT NOT NULL,
  report_id TEXT NOT NULL,
  result TEXT NOT NULL,
  time TEXT NOT NULL,
  report TEXT NOT NULL,
  PRIMARY KEY (type, slug, version, site_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS site_outcomes_by_site ON site_outcomes (site_id);
-- The sites of a package by their reports' result (GET /sites?status=): the few failed ones, not
-- every site's; with what tells whether a later report replaces each, so that no row is read for it.
CREATE INDEX IF NOT EXISTS site_outcomes_by_result ON site_outcomes (type, slug, result, site_id, time, report_id);
`;

/** The holds of a site that holds nothing, as stored. */
const STORED_NO_HOLDS = JSON.stringify(NO_HOLDS);

/** Release control's columns: check-ins write the declared ring; operators the assigned ring and holds. */
const ADDED_COLUMNS = [
  ...columnsOf('sites', {
    id: 'TEXT',
    declared_ring: "TEXT NOT NULL DEFAULT ''",
    assigned_ring: 'TEXT',
    holds: `TEXT NOT NULL DEFAULT '${STORED_NO_HOLDS}'`,
    // Site identity: the enrolled key (null: none), and whether the last check-in was signed by it.
    public_key: 'TEXT',
    verified: 'INTEGER NOT NULL DEFAULT 0',
    // Enrollment bound to the site: the API key that enrolled it, awaiting approval, when the row
    // was first written (null: by a release before it was recorded), the last recorded X-Site-Time.
    enrolled_by: 'TEXT',
    pending: 'INTEGER NOT NULL DEFAULT 0',
    first_seen: 'TEXT',
    site_time: 'INTEGER',
  }),
  // What the registry acts on (KeptOutcome): reports kept before these columns count as ignored, received at their time.
  ...columnsOf('site_outcomes', { counts: 'INTEGER NOT NULL DEFAULT 0', received: 'TEXT' }),
  // What each row is counted by in the kept counts (tallies.ts).
  ...columnsOf('site_packages', SITE_PACKAGE_COLUMNS),
];

/** One table's columns as addMissingColumns takes them, each definition by its column's name, in order. */
function columnsOf(table: string, definitions: Record<string, string>) {
  return Object.entries(definitions).map(([column, definition]) => ({ table, column, definition }));
}

/**
 * A counter that moves with every change of what `controls` answers (an operator's ring, holds or
 * key release, an enrollment, a deleted site, an enrolled site's declared ring), by triggers, so
 * that no writer (another process, an import) can forget it. Check-ins of sites without any
 * leave it alone. Created after ADDED_COLUMNS, whose columns the triggers name.
 */
const CONTROLS_VERSION = `
CREATE TABLE IF NOT EXISTS controls_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT OR IGNORE INTO controls_version (id, version) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS controls_updated AFTER UPDATE ON sites
  WHEN old.assigned_ring IS NOT new.assigned_ring OR old.holds IS NOT new.holds OR old.public_key IS NOT new.public_key
    OR (new.public_key IS NOT NULL AND old.declared_ring IS NOT new.declared_ring) OR old.url IS NOT new.url
  BEGIN UPDATE controls_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS controls_pending AFTER UPDATE ON sites WHEN old.pending IS NOT new.pending
  BEGIN UPDATE controls_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS controls_inserted AFTER INSERT ON sites
  WHEN new.assigned_ring IS NOT NULL OR new.holds IS NOT '${STORED_NO_HOLDS}' OR new.public_key IS NOT NULL
  BEGIN UPDATE controls_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS controls_deleted AFTER DELETE ON sites
  WHEN old.assigned_ring IS NOT NULL OR old.holds IS NOT '${STORED_NO_HOLDS}' OR old.public_key IS NOT NULL
  BEGIN UPDATE controls_version SET version = version + 1 WHERE id = 1; END;
`;

/** Sites whose controls (and signers) are kept in memory at most; past it, they are read again. */
const MAX_KEPT_CONTROLS = 100_000;

/** What `controls` and `signer` answered (null: no such site), valid while the controls version is `version`. */
interface Kept {
  version: number;
  byUrl: Map<string, SiteControls | null>;
  signers: Map<string, SiteSigner | null>;
}

interface SiteRow {
  url: string;
  wp_version: string;
  php_version: string;
  locale: string;
  last_seen: string;
  packages: string;
  id: string;
  declared_ring: string;
  assigned_ring: string | null;
  holds: string;
  public_key: string | null;
  verified: number;
  enrolled_by: string | null;
  pending: number;
  first_seen: string | null;
  site_time: number | null;
}

const ORDER = 'ORDER BY s.last_seen DESC, s.url';
/** A kept outcome that counts, received at or after `@since` (null: any time). */
const COUNTING = '(counts = 1 AND (@since IS NULL OR coalesce(received, time) >= @since))';
/** A site's ring: assigned, else declared, else the default. */
const RING = `coalesce(s.assigned_ring, nullif(s.declared_ring, ''), '${DEFAULT_RING}')`;
/** A site's enrollment state (SiteState). */
const STATE = `CASE WHEN s.public_key IS NULL THEN 'unenrolled' WHEN s.pending = 1 THEN 'pending' ELSE 'enrolled' END`;

/**
 * The listing's filters by ring and by state, each through an index in the listing's order: the
 * expressions are the very ones the filters name (SQLite uses an index on an expression only
 * for that same expression), so a filtered page and its total read index entries, not rows. The
 * columns the expression is made of end each index: without them SQLite reads the row of every
 * entry to check them, although the plan says the index covers the query.
 * Created after ADDED_COLUMNS, whose columns they name.
 */
const LISTING_INDEXES = `
CREATE INDEX IF NOT EXISTS sites_by_ring ON sites (${RING.replaceAll('s.', '')}, last_seen DESC, url, assigned_ring, declared_ring);
CREATE INDEX IF NOT EXISTS sites_by_state ON sites (${STATE.replaceAll('s.', '')}, last_seen DESC, url, pending, public_key);
`;

/**
 * The search's index: every site's URL in an FTS5 table of trigrams, so a search (a substring
 * anywhere in the URL, the spec's) reads the URLs that hold its trigrams, not every URL. Kept by
 * triggers, so that no writer (a check-in, an import, a drop) can forget it; a site's row is
 * found again by its URL through the index itself (the sites table has no rowid to share).
 */
const SEARCH_INDEX = `
CREATE VIRTUAL TABLE IF NOT EXISTS sites_search USING fts5(url, tokenize = 'trigram');
CREATE TRIGGER IF NOT EXISTS sites_search_inserted AFTER INSERT ON sites WHEN ${searchCounted('new.url')}
  BEGIN INSERT INTO sites_search (url) VALUES (new.url); END;
CREATE TRIGGER IF NOT EXISTS sites_search_deleted AFTER DELETE ON sites WHEN ${searchCounted('old.url')}
  BEGIN DELETE FROM sites_search WHERE rowid IN (${searchRow('old.url')}); END;
CREATE TRIGGER IF NOT EXISTS sites_search_moved AFTER UPDATE OF url ON sites WHEN old.url IS NOT new.url
  BEGIN DELETE FROM sites_search WHERE rowid IN (${searchRow('old.url')}); INSERT INTO sites_search (url) VALUES (new.url); END;
`;

/** The search index's row of the URL `url` names (an SQL expression), found through the index. */
function searchRow(url: string): string {
  return `SELECT rowid FROM sites_search WHERE sites_search MATCH '"' || replace(${url}, '"', '""') || '"' AND url = ${url}`;
}

/** Sites a step of `drop` forgets in one transaction. */
const DROP_STEP = 500;

/** The trigram tokenizer finds nothing shorter than a trigram: such a search reads every URL. */
const SHORTEST_INDEXED_SEARCH = 3;

/** A listing's filters, as `list` binds them: null (or absent, for `since`'s siblings) when not asked. */
export interface ListingFilter {
  search: string | null;
  since: string;
  ring: string | null;
  state: string | null;
}

/**
 * The WHERE of a listing, naming only the filters asked: a term such as `@ring IS NULL OR ...`
 * names the ring's columns even when unused, which keeps the planner from answering off an index
 * alone. `@search` is the lower-cased search text: a substring anywhere in the URL (the spec's
 * search), so it reads every URL of the range, but off the index, where the URL is the key.
 */
function listingWhere(filter: ListingFilter, row = 's'): string {
  return [
    `${row}.last_seen >= @since`,
    // The search index folds case as JavaScript does (beyond ASCII), SQLite's lower() only ASCII:
    // what it finds is a superset of what this keeps, so the answer is the same with or without it.
    ...(filter.search !== null ? [`instr(lower(${row}.url), @search) > 0`] : []),
    ...(filter.ring !== null ? [`${RING} = @ring`] : []),
    ...(filter.state !== null ? [`${STATE} = @state`] : []),
  ].join(' AND ');
}

/**
 * Of the sites that run the package, by their latest report about it: `in`, those whose report
 * has one of the results `@results`; `except`, the others (none of those, or no report).
 */
export type ReportFilter = 'in' | 'except';

/**
 * The statements of a listing: its total and its page (`running`: of the sites that run one
 * package; `reported`: of those, by their latest report about it; `statusesKept`: off the kept
 * statuses, tallies.ts, once the backfill has counted them).
 */
export function listingSql(
  filter: ListingFilter,
  running: boolean,
  searchIndexed = true,
  reported?: ReportFilter,
  statusesKept = true,
): { count: string; page: string } {
  const where = listingWhere(filter);
  // A search long enough for the index starts from the URLs it finds (CROSS JOIN keeps that order);
  // of the sites that run a package, it keeps those found. Not while the index is being filled
  // (a file made before it, tallies.ts): the search then reads every URL of the range.
  const searched = searchIndexed && filter.search !== null && [...filter.search].length >= SHORTEST_INDEXED_SEARCH;
  const found = (row = 's') =>
    searched ? `AND ${row}.url IN (SELECT url FROM sites_search WHERE sites_search MATCH @match)` : '';
  // Reported: the package's sites of those statuses, off the kept statuses (tallies.ts), whose
  // index holds the window and the order: the page and its total read off it alone; a ring or
  // state asked reads each one's site by its id, a version what it runs.
  // Until the backfill has counted them (a file of an earlier release): from the package's reports
  // with those results (few, off site_outcomes_by_result), each kept only if no later report about
  // the package (another version's) replaces it, as latestOutcomes decides (site_outcomes_by_site
  // holds the key's type and slug after the site); then its site and what it runs, each by its key.
  // CROSS JOIN keeps that order: without statistics the planner would start from every site of the
  // package (or of the ring) instead.
  const bySite = filter.ring !== null || filter.state !== null;
  const from =
    reported === 'in' && statusesKept
      ? `FROM site_statuses t INDEXED BY site_statuses_by_listing
      ${bySite ? 'CROSS JOIN sites s INDEXED BY sites_by_id_listing ON s.id = t.site_id' : ''}
      WHERE t.type = @type AND t.slug = @slug AND t.result IN (SELECT value FROM json_each(@results))
      AND ${listingWhere(filter, 't')} AND (@version IS NULL OR EXISTS (SELECT 1 FROM site_packages p
        WHERE p.type = t.type AND p.slug = t.slug AND p.url = t.url AND p.version = @version)) ${found('t')}`
      : reported === 'in'
        ? `FROM site_outcomes o INDEXED BY site_outcomes_by_result CROSS JOIN sites s INDEXED BY sites_by_id_listing ON s.id = o.site_id
      CROSS JOIN site_packages p ON p.type = o.type AND p.slug = o.slug AND p.url = s.url
      WHERE o.type = @type AND o.slug = @slug AND o.result IN (SELECT value FROM json_each(@results))
      AND NOT EXISTS (SELECT 1 FROM site_outcomes n WHERE n.site_id = o.site_id AND n.type = o.type
        AND n.slug = o.slug AND (n.time > o.time OR (n.time = o.time AND n.report_id > o.report_id)))
      AND ${where} AND (@version IS NULL OR p.version = @version) ${found()}`
        : running
          ? `FROM site_packages p JOIN sites s ON s.url = p.url
      WHERE ${where} AND p.type = @type AND p.slug = @slug AND (@version IS NULL OR p.version = @version)
      ${found()} ${reported === 'except' ? EXCEPT_REPORTED : ''}`
          : searched
            ? `FROM sites_search f CROSS JOIN sites s ON s.url = f.url WHERE ${where} AND sites_search MATCH @match`
            : `FROM sites s WHERE ${where}`;
  const count = `SELECT count(*) ${from}`;
  if (reported !== 'in') return { count, page: `SELECT s.* ${from} ${ORDER} LIMIT @limit OFFSET @offset` };
  // The reported sites' page carries their total: one pass over them, not a count and then a
  // page, off the kept statuses (or sites_by_id_listing); then the rows of the page alone, by URL (a
  // site's row is kilobytes: read for every reported site, it was most of the cost). A page past
  // the end has no row to carry the total: the count answers then.
  const row = statusesKept ? 't' : 's';
  const listed = `SELECT ${row}.url, ${row}.last_seen, count(*) OVER () AS listed_total ${from}
    ${ORDER.replaceAll('s.', `${row}.`)} LIMIT @limit OFFSET @offset`;
  const page = `SELECT s.*, l.listed_total FROM (${listed}) l CROSS JOIN sites s ON s.url = l.url ${ORDER.replaceAll('s.', 'l.')}`;
  return { count, page };
}

/**
 * Of a listing of the sites that run the package: those whose latest report about it (each
 * site's few, off site_outcomes_by_site, in latestOutcomes's order) has none of `@results`.
 */
const EXCEPT_REPORTED = `AND coalesce((SELECT n.result FROM site_outcomes n WHERE n.site_id = s.id AND n.type = p.type
  AND n.slug = p.slug ORDER BY n.time DESC, n.report_id DESC LIMIT 1), '') NOT IN (SELECT value FROM json_each(@results))`;

interface Listing {
  count: Database.Statement;
  page: Database.Statement;
}

interface Pending {
  site: SiteCheckIn;
  done: (err?: Error) => void;
}

export class SiteTable {
  private readonly db: Database.Database;
  private readonly sql;
  /** Check-ins waiting for the commit that the next turn of the event loop makes for all of them. */
  private pending: Pending[] = [];
  /** Entries of operators' changes to sites, committed with them (audit-records.ts). */
  readonly audit: AuditTable;
  /**
   * What `controls` answered by URL, and `signer` by id, while the controls version stays the one
   * read before them: every update check asks one or the other, and a site's checks come in
   * bursts. The version moves with every column a signer is made of (CONTROLS_VERSION).
   */
  private kept: Kept = { version: -1, byUrl: new Map(), signers: new Map() };
  /** The kept counts' reads (tallies.ts). */
  private readonly tallies;
  /** The backfill's next step (a file of an earlier release), until it is done or the table closes. */
  private filling: NodeJS.Immediate | NodeJS.Timeout | undefined;
  private closed = false;
  /** This table is being imported into (restore): what it restores is counted at close, not row by row. */
  private restoring = false;

  constructor(file: string, clock: AuditClock, cacheMiB?: number) {
    // A check-in is reported again at the site's next check; a power cut may lose the last
    // few, never corrupt the file (WAL). Thousands of check-ins need not wait for an fsync each.
    this.db = openDatabase(file, SCHEMA + AUDIT_SCHEMA, 'NORMAL', cacheMiB);
    // Before any write: the tallies' triggers call them.
    registerRules(this.db);
    addMissingColumns(this.db, ADDED_COLUMNS);
    this.db.exec(CONTROLS_VERSION);
    this.db.exec(LISTING_INDEXES);
    const searchMade = this.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sites_search'").get() === undefined;
    createTallies(this.db, searchMade);
    this.db.exec(SEARCH_INDEX);
    this.giveIds();
    this.sql = prepare(this.db);
    this.tallies = tallyReads(this.db);
    this.audit = new AuditTable(this.db, clock);
    this.fillInBackground();
  }

  /**
   * Counts what a file of an earlier release holds into the tallies and the search index, a step
   * per turn of the event loop (tallies.ts, fillStep), so that opening and the requests meanwhile
   * never wait for it; reads answer from the rows until it is done. A failed step (another
   * process holding the write lock past the busy timeout) is tried again a second later.
   */
  private fillInBackground(): void {
    const parts = [...unfilled(this.db)];
    const step = () => {
      this.filling = undefined;
      if (this.closed) return;
      try {
        while (parts.length > 0 && fillStep(this.db, parts[0])) parts.shift();
      } catch {
        this.filling = setTimeout(step, 1_000).unref();
        return;
      }
      if (parts.length > 0) this.filling = setImmediate(step).unref();
    };
    if (parts.length > 0) this.filling = setImmediate(step).unref();
  }

  /** Whether the part's tally (or the search index) counts every row yet. */
  private filled(part: Part): boolean {
    return this.sql.backfill.get()![part] === null;
  }

  /** Sites recorded before ids existed get theirs (once: later check-ins write it). */
  private giveIds(): void {
    const rows = this.db.prepare('SELECT url FROM sites WHERE id IS NULL').pluck().all() as string[];
    const set = this.db.prepare('UPDATE sites SET id = ? WHERE url = ?');
    if (rows.length > 0) this.db.transaction(() => rows.forEach((url) => set.run(siteId(url), url)))();
    // By id, with what a listing of reported sites filters and orders by (listingSql): their
    // window, total and order read off it, and only the page's rows. It replaces the index on id alone.
    this.db.exec(
      'CREATE INDEX IF NOT EXISTS sites_by_id_listing ON sites (id, last_seen, assigned_ring, declared_ring, pending, public_key); DROP INDEX IF EXISTS sites_by_id',
    );
    this.db.exec('CREATE INDEX IF NOT EXISTS sites_by_enrolled_by ON sites (enrolled_by)');
  }

  /**
   * Records a check-in; resolves once it is committed. Check-ins arriving in the same turn of
   * the event loop commit together: a commit costs more than the writes of one check-in
   * (bench/README.md, "Figures behind the code"), and a fleet's checks arrive in bursts.
   */
  record(site: SiteCheckIn): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ site, done: (err) => (err === undefined ? resolve() : reject(err)) });
    });
  }

  /** Commits what is pending in one transaction; if that fails, each check-in alone, so one bad record fails only itself. */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    try {
      this.db.transaction(() => batch.forEach(({ site }) => this.write(site))).immediate();
      for (const { done } of batch) done();
    } catch {
      for (const { site, done } of batch) {
        try {
          this.db.transaction(() => this.write(site)).immediate();
          done();
        } catch (err) {
          done(err as Error);
        }
      }
    }
  }

  private write(site: SiteCheckIn): void {
    const installed = canonicalPackages(site.packages);
    const packages = JSON.stringify(installed);
    // The steady state, in one statement: the site reports what it reported before.
    const verified = site.verified ? 1 : 0;
    const siteTime = site.siteTime ?? null;
    const writeIf = writeIfOf(site);
    const touch = [site.wpVersion, site.phpVersion, site.locale, site.lastSeen, site.declaredRing ?? '', verified];
    const atMost = writeIf.siteTimeAtMost ?? null;
    const condition = [writeIf.unenrolled ? 1 : 0, atMost, atMost];
    if (this.sql.touch.run(...touch, siteTime, site.url, packages, ...condition).changes === 1) return;
    const row = this.sql.packagesOf.get(site.url) as Pick<SiteRow, 'packages' | 'public_key' | 'site_time'> | undefined;
    // Read and write are in one transaction.
    const stored = row && { publicKey: row.public_key ?? undefined, siteTime: row.site_time ?? undefined };
    if (!meets(writeIf, stored)) return;
    const before = row?.packages;
    // The old index rows go before the row moves, which would move their counts first (tallies.ts).
    if (before !== packages) this.sql.unindex.run(site.url);
    this.sql.upsert.run(
      site.url,
      siteId(site.url),
      site.wpVersion,
      site.phpVersion,
      site.locale,
      site.lastSeen,
      packages,
      site.declaredRing ?? '',
      site.verified ? 1 : 0,
      siteTime,
      site.lastSeen,
    );
    if (before === packages) return; // the steady state: only the time and versions of WordPress moved
    for (const p of installed) this.sql.index.run({ type: p.type, slug: p.slug, version: p.version, url: site.url });
  }

  list(query: SiteQuery): { sites: SiteRecord[]; total: number } {
    const filter: ListingFilter = {
      search: query.search?.toLowerCase() ?? null,
      since: query.seenSince,
      ring: query.ring ?? null,
      state: query.state ?? null,
    };
    const { running } = query;
    const results = query.lastResult ?? query.lastResultExcept;
    const reported: ReportFilter | undefined =
      running === undefined || results === undefined ? undefined : query.lastResult !== undefined ? 'in' : 'except';
    const { count, page } = this.listing(filter, running !== undefined, this.filled('search'), reported);
    const args = {
      since: filter.since,
      ...(filter.search !== null ? { search: filter.search, match: `"${filter.search.replaceAll('"', '""')}"` } : {}),
      ...(filter.ring !== null ? { ring: filter.ring } : {}),
      ...(filter.state !== null ? { state: filter.state } : {}),
      ...(running ? { type: running.type, slug: running.slug, version: running.version ?? null } : {}),
      ...(reported ? { results: JSON.stringify(results) } : {}),
    };
    const rows = page.all({ ...args, limit: query.limit, offset: query.offset }) as Array<
      SiteRow & { listed_total?: number }
    >;
    const total =
      rows[0]?.listed_total ??
      this.exceptTotal(query, filter, args) ??
      this.keptTotal(query) ??
      (count.get(args) as number);
    return { sites: rows.map(this.listed), total };
  }

  /**
   * A listing's total off the tallies, where they answer it: a window from a UTC midnight (the
   * registry's windows are whole days) and no search nor version; by package, not by state (its
   * cells are by ring). Undefined where they do not (the rows count it).
   */
  private keptTotal(query: SiteQuery): number | undefined {
    const { seenSince, search, running, ring, state } = query;
    if (
      query.lastResult !== undefined ||
      query.lastResultExcept !== undefined ||
      search !== undefined ||
      !seenSince.endsWith('T00:00:00.000Z') ||
      !this.filled('sites')
    )
      return undefined;
    const day = seenSince.slice(0, 10);
    if (running) {
      if (running.version !== undefined || state !== undefined) return undefined;
      const { cells } = this.tallies.packageTally(running.type, running.slug, day);
      return cells.reduce((sum, cell) => sum + (ring === undefined || cell.ring === ring ? cell.sites : 0), 0);
    }
    return this.tallies
      .siteTally(day)
      .reduce(
        (sum, cell) =>
          sum +
          ((ring === undefined || cell.ring === ring) && (state === undefined || cell.state === state)
            ? cell.sites
            : 0),
        0,
      );
  }

  /** A page of a walk, by URL (the row's key; a check-in keeps it): an index range, whatever the cursor. */
  walk(query: SiteWalkQuery): { sites: SiteRecord[]; next?: string } {
    const { running } = query;
    const args = { since: query.seenSince, after: query.after ?? '', limit: query.limit };
    const rows = (
      running
        ? this.sql.walkRunning.all({ ...args, type: running.type, slug: running.slug })
        : this.sql.walkAll.all(args)
    ) as SiteRow[];
    const next = rows.length === query.limit ? rows[rows.length - 1].url : undefined;
    return { sites: rows.map(this.listed), ...(next !== undefined ? { next } : {}) };
  }

  /**
   * The total of the sites of a package except those whose latest report has one of the results,
   * where the tallies keep the sites of the package: that count less those (few) reported sites.
   */
  private exceptTotal(query: SiteQuery, filter: ListingFilter, args: Record<string, unknown>): number | undefined {
    if (query.lastResultExcept === undefined || query.lastResult !== undefined || !query.running) return undefined;
    const all = this.keptTotal({ ...query, lastResultExcept: undefined });
    if (all === undefined) return undefined;
    const reported = this.listing(filter, true, this.filled('search'), 'in').count.get(args) as number;
    return all - reported;
  }

  /** The count and page statements of a listing with these filters asked, prepared once each. */
  private listing(
    filter: ListingFilter,
    running: boolean,
    searchIndexed: boolean,
    reported: ReportFilter | undefined,
    statusesKept = reported === 'in' && this.filled('statuses'),
  ): Listing {
    const key = [
      searchIndexed && filter.search !== null && [...filter.search].length >= SHORTEST_INDEXED_SEARCH,
      filter.search !== null,
      filter.ring !== null,
      filter.state !== null,
      running,
      reported ?? '',
      statusesKept,
    ].join();
    let listing = this.listings.get(key);
    if (!listing) {
      const sql = listingSql(filter, running, searchIndexed, reported, statusesKept);
      listing = { count: this.db.prepare(sql.count).pluck(), page: this.db.prepare(sql.page) };
      this.listings.set(key, listing);
    }
    return listing;
  }

  /** What `list` asks the database for the filters that it was given (`listing`'s key). */
  private readonly listings = new Map<string, Listing>();

  private readonly listed = (row: SiteRow): SiteRecord => this.withOutcomes(toSite(row));

  controls(url: string): SiteControls | undefined {
    const { byUrl } = this.keptNow();
    const kept = byUrl.get(url);
    if (kept !== undefined) return kept ?? undefined;
    const read = this.readControls(url);
    byUrl.set(url, read ?? null);
    return read;
  }

  signer(id: string): SiteSigner | undefined {
    const { signers } = this.keptNow();
    const kept = signers.get(id);
    if (kept !== undefined) return kept ?? undefined;
    const row = this.sql.signerById.get(id) as
      Pick<SiteRow, 'id' | 'url' | 'public_key' | 'declared_ring' | 'assigned_ring' | 'holds' | 'pending'> | undefined;
    const read = row?.public_key != null ? toSigner(row, row.public_key) : undefined;
    signers.set(id, read ?? null);
    return read;
  }

  /** What is kept, emptied first if the controls version moved (or it grew too large). */
  private keptNow(): Kept {
    // The version first, then the rows: a change in between leaves the version old, never the row.
    const version = this.sql.controlsVersion.get() as number;
    if (version !== this.kept.version || this.kept.byUrl.size + this.kept.signers.size >= MAX_KEPT_CONTROLS)
      this.kept = { version, byUrl: new Map(), signers: new Map() };
    return this.kept;
  }

  /** Shared by every check of the site while kept: frozen. */
  private readControls(url: string): SiteControls | undefined {
    const row = this.sql.controlsByUrl.get(url) as
      Pick<SiteRow, 'assigned_ring' | 'holds' | 'public_key' | 'declared_ring'> | undefined;
    if (!row) return undefined;
    return Object.freeze({
      ...(row.assigned_ring !== null ? { assignedRing: row.assigned_ring } : {}),
      holds: frozenHolds(row.holds),
      ...(row.public_key !== null ? { enrolled: Object.freeze({ declaredRing: row.declared_ring }) } : {}),
    });
  }

  /**
   * The key at the URL, in one transaction: a new row, or one from unsigned check-ins taken over
   * with its ring and holds, as the enrollment's rule decides on the row and the key's other
   * sites read in that same transaction (so two enrollments with one key never pass its allowance).
   */
  enroll(enrollment: SiteEnrollment, audit?: AuditStamp): SiteRecord {
    this.flush();
    const id = siteId(enrollment.url);
    return this.db
      .transaction(() => {
        const before = this.get(id);
        const keyEnrolled = (this.sql.enrolledByKey.get(enrollment.keyId ?? null, enrollment.url) as number) ?? 0;
        const { pending } = enrollmentVerdict(enrollment, before, keyEnrolled);
        const flags = [enrollment.publicKey, enrollment.keyId ?? null, pending ? 1 : 0];
        if (before) this.sql.setKey.run(...flags, id);
        else this.sql.enroll.run(enrollment.url, id, enrollment.time, enrollment.time, ...flags);
        const after = this.get(id)!;
        if (audit) this.audit.appendInside(enrollEntry(audit, before, after));
        return after;
      })
      .immediate();
  }

  /** The site, its key and its package index (cascade) in one transaction, with the entry. */
  delete(id: string, audit?: AuditStamp): SiteRecord | undefined {
    this.flush();
    return this.db
      .transaction(() => {
        const before = this.get(id);
        if (!before) return undefined;
        this.sql.deleteById.run(id);
        this.sql.dropOutcomes.run(id);
        if (audit) this.audit.appendInside(siteEntry(audit, before, {}, 'site.delete'));
        return before;
      })
      .immediate();
  }

  get(id: string): SiteRecord | undefined {
    const row = this.sql.byId.get(id) as SiteRow | undefined;
    return row && this.withOutcomes(toSite(row));
  }

  /** The site's latest report per package: of its latest per version, the newest. */
  private withOutcomes(site: SiteRecord): SiteRecord {
    return withLatestOutcomes(site, this.sql.outcomesOf.all(site.id) as string[]);
  }

  /** Each report replaces the one kept for its package and version when it is newer and not already recorded. */
  report(siteId: string, outcomes: readonly KeptOutcome[], replaces: ReplacesKept): OutcomeReport[] | undefined {
    this.flush();
    return this.db
      .transaction(() => {
        if (!this.sql.byId.get(siteId)) return undefined;
        const kept: OutcomeReport[] = [];
        for (const { report, counts, received } of outcomes) {
          const stored = this.sql.outcome.get(report.type, report.slug, report.to, siteId) as
            { report_id: string; time: string } | undefined;
          if (stored && !replaces({ id: stored.report_id, time: stored.time }, report)) continue;
          this.sql.putOutcome.run(
            report.type,
            report.slug,
            report.to,
            siteId,
            report.id,
            report.result,
            report.time,
            JSON.stringify(report),
            counts ? 1 : 0,
            received,
          );
          kept.push(report);
        }
        return kept;
      })
      .immediate();
  }

  resultCounts(type: PackageType, slug: string, version: string, since?: string): ResultCounts {
    if (since === undefined && this.filled('outcomes')) return this.tallies.resultCounts(type, slug, version);
    const rows = this.sql.resultCounts.all({ type, slug, version, since: since ?? null }) as Array<{
      result: OutcomeResult;
      counting: number;
      ignored: number;
    }>;
    const counts: ResultCounts = { counting: {}, ignored: 0 };
    for (const row of rows) {
      if (row.counting > 0) counts.counting[row.result] = row.counting;
      counts.ignored += row.ignored;
    }
    return counts;
  }

  countingOutcomes(
    type: PackageType,
    slug: string,
    version: string,
    { since, limit, first }: OutcomeList,
  ): SiteOutcome[] {
    const query = { type, slug, version, since: since ?? null, limit, first: JSON.stringify(first) };
    const rows = this.sql.countingOutcomes.all(query) as OutcomeRow[];
    return rows.map(toOutcome);
  }

  /** The change in one transaction; the check-ins pending commit first, so the site a check-in just created is found. */
  change(
    id: string,
    decide: (site: SiteRecord) => SiteSettings,
    audit?: AuditStamp,
  ): { before: SiteRecord; after: SiteRecord } | undefined {
    this.flush();
    return this.db
      .transaction(() => {
        const before = this.get(id);
        if (!before) return undefined;
        const next = decide(before);
        const pending = next.pending ? 1 : 0;
        this.sql.setControls.run(
          next.assignedRing ?? null,
          JSON.stringify(next.holds),
          next.publicKey ?? null,
          pending,
          id,
        );
        const after = this.get(id)!;
        const entry = changeEntry(audit, before, after);
        if (entry) this.audit.appendInside(entry);
        return { before, after };
      })
      .immediate();
  }

  /** Whether the file holds any site or audit entry (an import writes only into one that holds none). */
  holdsAnything(): boolean {
    return (
      this.db.prepare('SELECT EXISTS (SELECT 1 FROM sites) OR EXISTS (SELECT 1 FROM audit_log)').pluck().get() === 1
    );
  }

  /**
   * A site exactly as given (import): every field of the record, what operators set included, and
   * its index rows. A field added to SiteRecord must be written here too: the conformance suite's
   * round trip compares whole records, so one left out fails it.
   */
  restore(site: SiteRecord): void {
    const installed = canonicalPackages(site.packages);
    if (!this.restoring) this.startRestoring();
    this.db
      .transaction(() => {
        this.sql.restore.run({
          url: site.url,
          id: site.id,
          wp_version: site.wpVersion,
          php_version: site.phpVersion,
          locale: site.locale,
          last_seen: site.lastSeen,
          packages: JSON.stringify(installed),
          declared_ring: site.declaredRing,
          assigned_ring: site.assignedRing ?? null,
          holds: JSON.stringify(site.holds),
          public_key: site.publicKey ?? null,
          verified: site.verified ? 1 : 0,
          enrolled_by: site.enrolledBy ?? null,
          pending: site.pending ? 1 : 0,
          first_seen: site.firstSeen ?? null,
          site_time: site.siteTime ?? null,
        });
        for (const p of installed)
          this.sql.index.run({ type: p.type, slug: p.slug, version: p.version, url: site.url });
      })
      .immediate();
  }

  /**
   * An import writes only into a table that holds no site: its sites are counted (and indexed
   * for search) after the last, by the backfill, a few hundred sites a transaction, rather than
   * by the triggers row by row (which writes each tally page once per site: about 3x the import's
   * time, bench/README.md). The import's own close runs the backfill to its end.
   */
  private startRestoring(): void {
    this.restoring = true;
    this.db
      .transaction(() => {
        if (this.db.prepare('SELECT EXISTS (SELECT 1 FROM sites)').pluck().get() === 1) return;
        this.db.prepare("UPDATE backfill SET sites = '', outcomes = '', search = '', statuses = '' WHERE id = 1").run();
      })
      .immediate();
  }

  /** Entries with their ids and times (import), in one transaction. */
  restoreAudit(entries: AuditEntry[]): void {
    this.db.transaction(() => entries.forEach((entry) => this.audit.insertInside(entry))).immediate();
  }

  countInstalls(type: PackageType, sinceDay: string): Map<string, number> {
    if (this.filled('sites')) return this.tallies.countInstalls(type, sinceDay.slice(0, 10));
    // Until the backfill is done (a file of an earlier release): counted off the rows.
    const rows = this.sql.installs.all(type, sinceDay.slice(0, 10)) as Array<{ slug: string; sites: number }>;
    return new Map(rows.map((row) => [row.slug, row.sites]));
  }

  packageTally(type: PackageType, slug: string, sinceDay: string): PackageTally {
    if (this.filled('sites')) return this.tallies.packageTally(type, slug, sinceDay.slice(0, 10));
    const rows = this.sql.tallyRows.all(type, slug, sinceDay.slice(0, 10)) as Array<{
      url: string;
      ring: string;
      verified: number;
      version: string;
    }>;
    const cells = new Map<string, PackageTally['cells'][number]>();
    const versions = new Map<string, PackageTally['versions'][number]>();
    for (const row of rows) {
      const verified = row.verified === 1;
      const bucket = bucketOf(type, slug, row.url);
      const cell = cells.get(`${row.ring} ${bucket} ${verified}`) ?? { ring: row.ring, bucket, verified, sites: 0 };
      cell.sites++;
      cells.set(`${row.ring} ${bucket} ${verified}`, cell);
      const version = versions.get(`${row.version} ${verified}`) ?? { version: row.version, verified, sites: 0 };
      version.sites++;
      versions.set(`${row.version} ${verified}`, version);
    }
    return { cells: [...cells.values()], versions: [...versions.values()] };
  }

  siteTally(sinceDay: string): SiteTallyCell[] {
    if (this.filled('sites')) return this.tallies.siteTally(sinceDay.slice(0, 10));
    return this.sql.siteTally.all(sinceDay.slice(0, 10)) as SiteTallyCell[];
  }

  enrolledCounts(): Map<string, number> {
    const rows = this.sql.enrolledCounts.all() as Array<{ key: string; sites: number }>;
    return new Map(rows.map((row) => [row.key, row.sites]));
  }

  /**
   * In steps of DROP_STEP sites, a transaction each, a turn of the event loop apart: an hourly
   * prune of a large fleet never holds the write lock nor the loop for long. Each step leaves
   * rows, outcomes and tallies as one.
   */
  async drop(seenBefore: string): Promise<number> {
    let dropped = 0;
    for (;;) {
      const step = this.db
        .transaction(() => {
          const rows = this.sql.oldest.all(seenBefore, DROP_STEP) as Array<{ url: string; id: string }>;
          for (const { url, id } of rows) {
            this.sql.deleteByUrl.run(url);
            this.sql.dropOutcomes.run(id);
          }
          return rows.length;
        })
        .immediate();
      dropped += step;
      if (step < DROP_STEP || this.closed) return dropped;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  close(): void {
    if (this.closed) return;
    this.flush();
    // The import's sites counted before it ends (startRestoring): a step a transaction, to the end.
    if (this.restoring) for (const part of unfilled(this.db)) while (!fillStep(this.db, part));
    this.closed = true;
    if (this.filling !== undefined) {
      clearImmediate(this.filling as NodeJS.Immediate);
      clearTimeout(this.filling as NodeJS.Timeout);
    }
    this.db.close();
  }
}

function prepare(db: Database.Database) {
  return {
    packagesOf: db.prepare('SELECT packages, public_key, site_time FROM sites WHERE url = ?'),
    // A check-in that changes no package, of a row that meets its condition as `meets` says
    // (SiteCheckIn.writeIf, the last `?`s: `unenrolled` as 1 or 0, then `siteTimeAtMost` or null, twice).
    touch:
      db.prepare(`UPDATE sites SET wp_version = ?, php_version = ?, locale = ?, last_seen = ?, declared_ring = ?, verified = ?,
      site_time = coalesce(?, site_time)
      WHERE url = ? AND packages = ? AND (? = 0 OR public_key IS NULL) AND (? IS NULL OR site_time IS NULL OR site_time <= ?)`),
    // A new row is first seen now; a row's first_seen never changes (null: written before it was recorded).
    upsert:
      db.prepare(`INSERT INTO sites (url, id, wp_version, php_version, locale, last_seen, packages, declared_ring, verified, site_time, first_seen)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (url) DO UPDATE SET id = excluded.id, wp_version = excluded.wp_version, php_version = excluded.php_version,
      locale = excluded.locale, last_seen = excluded.last_seen, packages = excluded.packages, declared_ring = excluded.declared_ring,
      verified = excluded.verified, site_time = coalesce(excluded.site_time, sites.site_time)`),
    enrolledCounts: db.prepare(
      'SELECT enrolled_by AS key, count(*) AS sites FROM sites WHERE enrolled_by IS NOT NULL GROUP BY enrolled_by',
    ),
    enrolledByKey: db.prepare('SELECT count(*) FROM sites WHERE enrolled_by = ? AND url <> ?').pluck(),
    byId: db.prepare('SELECT * FROM sites WHERE id = ?'),
    controlsByUrl: db.prepare('SELECT assigned_ring, holds, public_key, declared_ring FROM sites WHERE url = ?'),
    controlsVersion: db.prepare('SELECT version FROM controls_version WHERE id = 1').pluck(),
    signerById: db.prepare(
      'SELECT id, url, public_key, declared_ring, assigned_ring, holds, pending FROM sites WHERE id = ?',
    ),
    setControls: db.prepare('UPDATE sites SET assigned_ring = ?, holds = ?, public_key = ?, pending = ? WHERE id = ?'),
    setKey: db.prepare('UPDATE sites SET public_key = ?, enrolled_by = ?, pending = ? WHERE id = ?'),
    enroll:
      db.prepare(`INSERT INTO sites (url, id, wp_version, php_version, locale, last_seen, first_seen, packages, public_key, enrolled_by, pending)
      VALUES (?, ?, '', '', '', ?, ?, '[]', ?, ?, ?)`),
    deleteById: db.prepare('DELETE FROM sites WHERE id = ?'),
    outcomesOf: db.prepare('SELECT report FROM site_outcomes WHERE site_id = ? ORDER BY time, report_id').pluck(),
    outcome: db.prepare(
      'SELECT report_id, time FROM site_outcomes WHERE type = ? AND slug = ? AND version = ? AND site_id = ?',
    ),
    // An upsert, not INSERT OR REPLACE: a replaced row's delete would fire no trigger (tallies.ts).
    putOutcome:
      db.prepare(`INSERT INTO site_outcomes (type, slug, version, site_id, report_id, result, time, report, counts, received)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (type, slug, version, site_id) DO UPDATE SET report_id = excluded.report_id, result = excluded.result,
      time = excluded.time, report = excluded.report, counts = excluded.counts, received = excluded.received`),
    resultCounts: db.prepare(`SELECT result, coalesce(sum(${COUNTING}), 0) AS counting,
      coalesce(sum(counts = 0), 0) AS ignored
      FROM site_outcomes WHERE type = @type AND slug = @slug AND version = @version GROUP BY result`),
    countingOutcomes: db.prepare(`SELECT site_id, report, counts, received FROM site_outcomes
      WHERE type = @type AND slug = @slug AND version = @version AND ${COUNTING}
      ORDER BY result IN (SELECT value FROM json_each(@first)) DESC, time DESC, site_id LIMIT @limit`),
    dropOutcomes: db.prepare('DELETE FROM site_outcomes WHERE site_id = ?'),
    walkAll: db.prepare('SELECT * FROM sites WHERE url > @after AND last_seen >= @since ORDER BY url LIMIT @limit'),
    walkRunning: db.prepare(
      `SELECT s.* FROM site_packages p JOIN sites s ON s.url = p.url
      WHERE p.type = @type AND p.slug = @slug AND p.url > @after AND s.last_seen >= @since ORDER BY p.url LIMIT @limit`,
    ),
    unindex: db.prepare('DELETE FROM site_packages WHERE url = ?'),
    // With what the row is counted by (tallies.ts), of the site row written just before.
    index: db.prepare(`INSERT INTO site_packages (type, slug, url, version, day, ring, bucket, verified)
      SELECT @type, @slug, url, @version, substr(last_seen, 1, 10), ring_of(assigned_ring, declared_ring),
        bucket_of(@type, @slug, url), verified FROM sites WHERE url = @url`),
    backfill: db.prepare<[], Record<Part, string | null>>(
      'SELECT sites, outcomes, search, statuses FROM backfill WHERE id = 1',
    ),
    installs: db.prepare(`SELECT p.slug, count(*) AS sites FROM site_packages p JOIN sites s ON s.url = p.url
      WHERE p.type = ? AND substr(s.last_seen, 1, 10) >= ? GROUP BY p.slug`),
    tallyRows:
      db.prepare(`SELECT s.url, ${RING} AS ring, s.verified, p.version FROM site_packages p JOIN sites s ON s.url = p.url
      WHERE p.type = ? AND p.slug = ? AND substr(s.last_seen, 1, 10) >= ?`),
    siteTally: db.prepare(`SELECT ${RING} AS ring, ${STATE} AS state, count(*) AS sites FROM sites s
      WHERE substr(s.last_seen, 1, 10) >= ? GROUP BY 1, 2`),
    oldest: db.prepare('SELECT url, id FROM sites WHERE last_seen < ? ORDER BY last_seen LIMIT ?'),
    deleteByUrl: db.prepare('DELETE FROM sites WHERE url = ?'),
    restore:
      db.prepare(`INSERT INTO sites (url, id, wp_version, php_version, locale, last_seen, packages, declared_ring, assigned_ring, holds, public_key, verified,
        enrolled_by, pending, first_seen, site_time)
      VALUES (@url, @id, @wp_version, @php_version, @locale, @last_seen, @packages, @declared_ring, @assigned_ring, @holds, @public_key, @verified,
        @enrolled_by, @pending, @first_seen, @site_time)`),
  };
}

/** The site with its latest report per package, of its reports (JSON) ordered by time. */
function withLatestOutcomes(site: SiteRecord, reportsByTime: string[]): SiteRecord {
  if (reportsByTime.length === 0) return site;
  return { ...site, outcomes: latestOutcomes(reportsByTime.map((json) => JSON.parse(json) as OutcomeReport)) };
}

/**
 * Every site by URL, as `get` reads it (with its latest outcomes), through `db` (a snapshot's own
 * connection): one statement, a site's rows beside its reports, so it streams.
 */
export function* allSites(db: Database.Database): Generator<SiteRecord> {
  const rows = db
    .prepare(
      `SELECT s.*, o.report AS outcome FROM sites s LEFT JOIN site_outcomes o ON o.site_id = s.id
      ORDER BY s.url, o.time, o.report_id`,
    )
    .iterate() as Iterable<SiteRow & { outcome: string | null }>;
  let current: { row: SiteRow; reports: string[] } | undefined;
  for (const row of rows) {
    if (current && current.row.url !== row.url) {
      yield withLatestOutcomes(toSite(current.row), current.reports);
      current = undefined;
    }
    current ??= { row, reports: [] };
    if (row.outcome !== null) current.reports.push(row.outcome);
  }
  if (current) yield withLatestOutcomes(toSite(current.row), current.reports);
}

interface OutcomeRow {
  site_id: string;
  report: string;
  counts: number;
  received: string | null;
}

function toOutcome(row: OutcomeRow): SiteOutcome {
  return siteOutcome(row.site_id, row.report, row.counts === 1, row.received);
}

/** Every site's kept report per package and version (update outcomes), through `db` (a snapshot's own connection). */
export function* allOutcomes(db: Database.Database): Generator<SiteOutcome> {
  const rows = db
    .prepare('SELECT site_id, report, counts, received FROM site_outcomes ORDER BY site_id, type, slug, version')
    .iterate() as Iterable<OutcomeRow>;
  for (const row of rows) yield toOutcome(row);
}

/** Shared by every signed request of the site while kept: frozen. */
function toSigner(
  row: Pick<SiteRow, 'id' | 'url' | 'declared_ring' | 'assigned_ring' | 'holds' | 'pending'>,
  publicKey: string,
): SiteSigner {
  return Object.freeze({
    id: row.id,
    url: row.url,
    publicKey,
    declaredRing: row.declared_ring,
    ...(row.assigned_ring !== null ? { assignedRing: row.assigned_ring } : {}),
    holds: frozenHolds(row.holds),
    ...(row.pending === 1 ? { pending: true as const } : {}),
  });
}

/** Holds as stored, frozen (shared while kept); most sites hold nothing: the column's default, not worth parsing. */
function frozenHolds(text: string): Holds {
  const holds = text === STORED_NO_HOLDS ? { plugins: [], themes: [] } : (JSON.parse(text) as Holds);
  return Object.freeze({ plugins: Object.freeze(holds.plugins), themes: Object.freeze(holds.themes) }) as Holds;
}

function toSite(row: SiteRow): SiteRecord {
  return {
    url: row.url,
    wpVersion: row.wp_version,
    phpVersion: row.php_version,
    locale: row.locale,
    lastSeen: row.last_seen,
    packages: JSON.parse(row.packages) as InstalledPackage[],
    declaredRing: row.declared_ring,
    id: row.id,
    ...(row.assigned_ring !== null ? { assignedRing: row.assigned_ring } : {}),
    holds: JSON.parse(row.holds) as Holds,
    ...(row.public_key !== null ? { publicKey: row.public_key } : {}),
    verified: row.verified === 1,
    ...(row.enrolled_by !== null ? { enrolledBy: row.enrolled_by } : {}),
    ...(row.pending === 1 ? { pending: true as const } : {}),
    ...(row.first_seen !== null ? { firstSeen: row.first_seen } : {}),
    ...(row.site_time !== null ? { siteTime: row.site_time } : {}),
  };
}
