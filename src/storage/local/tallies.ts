import type Database from 'better-sqlite3';
import { bucketOf, ringOf } from '../../packages/rules.js';
import type { OutcomeResult, PackageTally, PackageType, ResultCounts, SiteTallyCell } from '../types.js';
import { addMissingColumns } from './database.js';

/**
 * Kept counts of the site inventory (PackageTally in ../types.ts): tables that are an aggregate of
 * the rows, kept by triggers in the transaction of every write of a row, so that no writer (a
 * check-in, an operator, an import, a drop, another process) can leave them behind, and a crash
 * leaves rows and counts as one. `site_packages` rows carry what their site is counted by (the
 * UTC day of its last check-in, its ring, the package's bucket, whether it was signed), so that a
 * row's tally is found again when the row goes, its site row perhaps gone with it (a cascade).
 * Each site's status per package it runs (`site_statuses`, below) is kept the same way.
 *
 * A file made before the tallies holds sites they do not count yet: `backfill` says how far the
 * count has got, by URL (sites and their packages) and by site id (outcomes); a row counts once
 * its key is at most that far (NULL: every row). The triggers count only such rows, and the
 * backfill (`fillStep`) counts the next few hundred sites in one transaction and moves the mark
 * past them, so that the tallies equal the rows counted so far at every commit. Reads answer from
 * the rows until the backfill is done (docs/release-control.md).
 *
 * The rules come from ../../packages/rules.ts as SQL functions of each connection (`ring_of`,
 * `bucket_of`, registerRules): written once. A connection that writes site rows without them
 * fails the write, never miscounts. The listing's SQL copy of the ring (sites.ts, RING) stays:
 * its index is on that expression, and an index may not name a function other connections lack.
 */

/** A site's enrollment state as SQL of the columns of `row` (`new` or `old`), as siteState decides it. */
const state = (row: string) =>
  `CASE WHEN ${row}.public_key IS NULL THEN 'unenrolled' WHEN ${row}.pending = 1 THEN 'pending' ELSE 'enrolled' END`;
const ring = (row: string) => `ring_of(${row}.assigned_ring, ${row}.declared_ring)`;
const day = (row: string) => `substr(${row}.last_seen, 1, 10)`;
/** Whether the tallies count the row whose URL (sites, site_packages) or site id (site_outcomes) is `key`. */
const counted = (key: string, mark: Part) => `(SELECT ${mark} IS NULL OR ${key} <= ${mark} FROM backfill)`;

/** One more (`+ 1`) or one less (`- 1`) site in a tally's cell; a cell left at 0 sites is gone. */
function move(table: string, columns: Record<string, string>, by: '+ 1' | '- 1'): string {
  const names = Object.keys(columns);
  if (by === '+ 1')
    return `INSERT INTO ${table} (${names.join(', ')}, sites) VALUES (${Object.values(columns).join(', ')}, 1)
      ON CONFLICT DO UPDATE SET sites = sites + 1;`;
  const where = Object.entries(columns)
    .map(([name, value]) => `${name} = ${value}`)
    .join(' AND ');
  return `UPDATE ${table} SET sites = sites - 1 WHERE ${where}; DELETE FROM ${table} WHERE ${where} AND sites = 0;`;
}

const cell = (row: string) => ({
  type: `${row}.type`,
  slug: `${row}.slug`,
  day: `${row}.day`,
  ring: `${row}.ring`,
  bucket: `${row}.bucket`,
  verified: `${row}.verified`,
});
const versionCell = (row: string) => ({
  type: `${row}.type`,
  slug: `${row}.slug`,
  day: `${row}.day`,
  version: `${row}.version`,
  verified: `${row}.verified`,
});
const siteCell = (row: string) => ({ day: day(row), ring: ring(row), state: state(row) });
const outcomeCell = (row: string) => ({
  type: `${row}.type`,
  slug: `${row}.slug`,
  version: `${row}.version`,
  result: `${row}.result`,
  counts: `${row}.counts`,
});

/** Whether the cell `row` of tally_cells falls in its package's built window (none built: no). */
const inWindow = (row: string) =>
  `${row}.day >= (SELECT day FROM tally_window_days WHERE type = ${row}.type AND slug = ${row}.slug)`;
/** A ring's window (tally_window_rings.sites): the sites of each bucket unsigned then signed, at `2 * bucket + verified`. */
const WINDOW_SLOTS = 200;
const NO_SITES = JSON.stringify(new Array<number>(WINDOW_SLOTS).fill(0));
/** The JSON path of the cell `row`'s slot in its ring's window. */
const slot = (row: string) => `'$[' || (2 * ${row}.bucket + ${row}.verified) || ']'`;
/** Its ring's window with `by` more sites in the cell's slot. */
const windowMoved = (sites: string, row: string, by: string) =>
  `json_replace(${sites}, ${slot(row)}, json_extract(${sites}, ${slot(row)}) + ${by})`;

/**
 * The status of one site and package written from its reports (`where` names them, as `o`): the
 * latest (latestOutcomes's order), with the site's URL and last check-in (site_statuses below).
 */
const writeStatus = (
  where: string,
) => `INSERT OR REPLACE INTO site_statuses (site_id, type, slug, result, url, last_seen)
    SELECT o.site_id, o.type, o.slug, o.result, s.url, s.last_seen
    FROM site_outcomes o CROSS JOIN sites s INDEXED BY sites_by_id_listing ON s.id = o.site_id
    WHERE ${where} ORDER BY o.time DESC, o.report_id DESC LIMIT 1;`;

/** The status of the site and package of the report row `row` (`new` or `old`) written again, while the site runs it. */
const restatus = (row: string) => `DELETE FROM site_statuses WHERE site_id = ${row}.site_id AND type = ${row}.type
    AND slug = ${row}.slug;
  ${writeStatus(`o.site_id = ${row}.site_id AND o.type = ${row}.type AND o.slug = ${row}.slug
    AND EXISTS (SELECT 1 FROM site_packages p WHERE p.type = o.type AND p.slug = o.slug AND p.url = s.url)`)}`;

/** What a row of `site_packages` is counted by: columns of its own, set as it is written. */
export const SITE_PACKAGE_COLUMNS = { day: 'TEXT', ring: 'TEXT', bucket: 'INTEGER', verified: 'INTEGER' };

/** The tallies and their triggers; created after the columns they name (sites.ts, ADDED_COLUMNS). */
export const TALLIES = `
CREATE TABLE IF NOT EXISTS tally_cells (type TEXT NOT NULL, slug TEXT NOT NULL, day TEXT NOT NULL, ring TEXT NOT NULL,
  bucket INTEGER NOT NULL, verified INTEGER NOT NULL, sites INTEGER NOT NULL,
  PRIMARY KEY (type, slug, day, ring, bucket, verified)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tally_versions (type TEXT NOT NULL, slug TEXT NOT NULL, day TEXT NOT NULL, version TEXT NOT NULL,
  verified INTEGER NOT NULL, sites INTEGER NOT NULL, PRIMARY KEY (type, slug, day, version, verified)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tally_sites (day TEXT NOT NULL, ring TEXT NOT NULL, state TEXT NOT NULL, sites INTEGER NOT NULL,
  PRIMARY KEY (day, ring, state)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tally_outcomes (type TEXT NOT NULL, slug TEXT NOT NULL, version TEXT NOT NULL, result TEXT NOT NULL,
  counts INTEGER NOT NULL, sites INTEGER NOT NULL, PRIMARY KEY (type, slug, version, result, counts)) WITHOUT ROWID;

-- The cells of one package summed over the days since its window's day, kept by the triggers below for
-- each package whose window a read has built (packageTally): a row per ring, its buckets' counts dense in
-- one JSON array (WINDOW_SLOTS), so the read is a row per ring whatever the fleet, where a row per cell
-- grew with it until every ring and bucket held sites (bench/README.md, "The fleet step").
CREATE TABLE IF NOT EXISTS tally_window_days (type TEXT NOT NULL, slug TEXT NOT NULL, day TEXT NOT NULL,
  PRIMARY KEY (type, slug)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tally_window_rings (type TEXT NOT NULL, slug TEXT NOT NULL, ring TEXT NOT NULL,
  sites TEXT NOT NULL, PRIMARY KEY (type, slug, ring)) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS tally_window_ring_added AFTER INSERT ON tally_cells WHEN ${inWindow('new')}
  BEGIN INSERT INTO tally_window_rings (type, slug, ring, sites)
    VALUES (new.type, new.slug, new.ring, ${windowMoved(`'${NO_SITES}'`, 'new', 'new.sites')})
    ON CONFLICT DO UPDATE SET sites = ${windowMoved('sites', 'new', 'new.sites')}; END;
CREATE TRIGGER IF NOT EXISTS tally_window_ring_changed AFTER UPDATE OF sites ON tally_cells WHEN ${inWindow('new')}
  BEGIN UPDATE tally_window_rings SET sites = ${windowMoved('sites', 'new', 'new.sites - old.sites')}
    WHERE type = new.type AND slug = new.slug AND ring = new.ring; END;
-- A cell goes only once an update left it at 0 sites (move, above), so its removal moves no window.

CREATE TRIGGER IF NOT EXISTS tally_package_added AFTER INSERT ON site_packages WHEN ${counted('new.url', 'sites')}
  BEGIN ${move('tally_cells', cell('new'), '+ 1')} ${move('tally_versions', versionCell('new'), '+ 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_package_removed AFTER DELETE ON site_packages WHEN ${counted('old.url', 'sites')}
  BEGIN ${move('tally_cells', cell('old'), '- 1')} ${move('tally_versions', versionCell('old'), '- 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_package_moved AFTER UPDATE OF day, ring, bucket, verified, version ON site_packages
  WHEN ${counted('new.url', 'sites')} AND (old.day IS NOT new.day OR old.ring IS NOT new.ring OR old.bucket IS NOT new.bucket
    OR old.verified IS NOT new.verified OR old.version IS NOT new.version)
  BEGIN ${move('tally_cells', cell('old'), '- 1')} ${move('tally_versions', versionCell('old'), '- 1')}
    ${move('tally_cells', cell('new'), '+ 1')} ${move('tally_versions', versionCell('new'), '+ 1')} END;

-- A site's day, ring or signature moved: its packages' rows say so (and move their cells, above).
-- Only when one did: the steady-state check-in of the day changes none of them.
CREATE TRIGGER IF NOT EXISTS tally_site_rows AFTER UPDATE OF last_seen, verified, assigned_ring, declared_ring ON sites
  WHEN ${day('old')} IS NOT ${day('new')} OR old.verified IS NOT new.verified
    OR old.assigned_ring IS NOT new.assigned_ring OR old.declared_ring IS NOT new.declared_ring
  BEGIN UPDATE site_packages SET day = ${day('new')}, ring = ${ring('new')}, verified = new.verified WHERE url = new.url; END;

CREATE TRIGGER IF NOT EXISTS tally_site_added AFTER INSERT ON sites WHEN ${counted('new.url', 'sites')}
  BEGIN ${move('tally_sites', siteCell('new'), '+ 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_site_removed AFTER DELETE ON sites WHEN ${counted('old.url', 'sites')}
  BEGIN ${move('tally_sites', siteCell('old'), '- 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_site_moved AFTER UPDATE OF last_seen, assigned_ring, declared_ring, public_key, pending ON sites
  WHEN ${counted('new.url', 'sites')} AND (${day('old')} IS NOT ${day('new')} OR old.assigned_ring IS NOT new.assigned_ring
    OR old.declared_ring IS NOT new.declared_ring OR (old.public_key IS NULL) IS NOT (new.public_key IS NULL) OR old.pending IS NOT new.pending)
  BEGIN ${move('tally_sites', siteCell('old'), '- 1')} ${move('tally_sites', siteCell('new'), '+ 1')} END;

CREATE TRIGGER IF NOT EXISTS tally_outcome_added AFTER INSERT ON site_outcomes WHEN ${counted('new.site_id', 'outcomes')}
  BEGIN ${move('tally_outcomes', outcomeCell('new'), '+ 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_outcome_removed AFTER DELETE ON site_outcomes WHEN ${counted('old.site_id', 'outcomes')}
  BEGIN ${move('tally_outcomes', outcomeCell('old'), '- 1')} END;
CREATE TRIGGER IF NOT EXISTS tally_outcome_moved AFTER UPDATE OF result, counts ON site_outcomes
  WHEN ${counted('new.site_id', 'outcomes')} AND (old.result IS NOT new.result OR old.counts IS NOT new.counts)
  BEGIN ${move('tally_outcomes', outcomeCell('old'), '- 1')} ${move('tally_outcomes', outcomeCell('new'), '+ 1')} END;

-- Each site's status for each package it runs: the result of its latest report about the package,
-- whichever version (latestOutcomes's order), for the sites that run the package and have a report
-- about it, with the site's URL and last check-in (kept as it checks in). GET /sites?status=
-- lists the package's sites off it (sites.ts, listingSql): their window, order and total off
-- site_statuses_by_listing alone, where the package's reports read each one's later reports, what
-- it runs and its site (bench/README.md, "The fleet step"). Kept by the writes of reports, of the
-- packages a site runs and of its check-ins, for the sites the backfill has counted.
CREATE TABLE IF NOT EXISTS site_statuses (site_id TEXT NOT NULL, type TEXT NOT NULL, slug TEXT NOT NULL,
  result TEXT NOT NULL, url TEXT NOT NULL, last_seen TEXT NOT NULL, PRIMARY KEY (site_id, type, slug)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS site_statuses_by_listing ON site_statuses (type, slug, result, last_seen DESC, url);

CREATE TRIGGER IF NOT EXISTS status_outcome_added AFTER INSERT ON site_outcomes WHEN ${counted('new.site_id', 'statuses')}
  BEGIN ${restatus('new')} END;
CREATE TRIGGER IF NOT EXISTS status_outcome_moved AFTER UPDATE OF result, time, report_id ON site_outcomes
  WHEN ${counted('new.site_id', 'statuses')} BEGIN ${restatus('new')} END;
CREATE TRIGGER IF NOT EXISTS status_outcome_removed AFTER DELETE ON site_outcomes WHEN ${counted('old.site_id', 'statuses')}
  BEGIN ${restatus('old')} END;
-- A package the site runs again has its latest report's status back; one it dropped has none. (A
-- deleted site's statuses go with its reports, sites.ts.)
CREATE TRIGGER IF NOT EXISTS status_package_added AFTER INSERT ON site_packages
  BEGIN ${writeStatus(`o.site_id = (SELECT id FROM sites WHERE url = new.url) AND o.type = new.type AND o.slug = new.slug
    AND ${counted('o.site_id', 'statuses')}`)} END;
CREATE TRIGGER IF NOT EXISTS status_package_removed AFTER DELETE ON site_packages
  BEGIN DELETE FROM site_statuses WHERE site_id = (SELECT id FROM sites WHERE url = old.url)
    AND type = old.type AND slug = old.slug; END;
-- A check-in moves its site's statuses in the listing's order: one seek by the site's id, finding
-- none for most sites (those without reports).
CREATE TRIGGER IF NOT EXISTS status_site_seen AFTER UPDATE OF last_seen ON sites WHEN old.last_seen IS NOT new.last_seen
  BEGIN UPDATE site_statuses SET last_seen = new.last_seen WHERE site_id = new.id; END;
`;

/** The triggers each part's count depends on: a file that lacks one (a table made again) counts that part again. */
const TRIGGERS = {
  sites: [
    'tally_package_added',
    'tally_package_removed',
    'tally_package_moved',
    'tally_site_rows',
    'tally_site_added',
    'tally_site_removed',
    'tally_site_moved',
  ],
  outcomes: ['tally_outcome_added', 'tally_outcome_removed', 'tally_outcome_moved'],
  windows: ['tally_window_ring_added', 'tally_window_ring_changed'],
  statuses: [
    'status_outcome_added',
    'status_outcome_moved',
    'status_outcome_removed',
    'status_package_added',
    'status_package_removed',
    'status_site_seen',
  ],
};

/** The search index's triggers (sites.ts) count only sites the backfill has put in it. */
export const searchCounted = (key: string) => counted(key, 'search');

/** The rules as SQL functions of this connection: every connection that writes site rows registers them. */
export function registerRules(db: Database.Database): void {
  db.function('ring_of', { deterministic: true }, (assigned: unknown, declared: unknown) =>
    ringOf({ assignedRing: (assigned as string | null) ?? undefined, declaredRing: (declared as string | null) ?? '' }),
  );
  db.function('bucket_of', { deterministic: true }, (type: unknown, slug: unknown, url: unknown) =>
    bucketOf(type as PackageType, slug as string, url as string),
  );
}

export type Part = 'sites' | 'outcomes' | 'search' | 'statuses';

/**
 * Creates the tallies (after `search`'s index, which sites.ts makes first), and marks what a file
 * of an earlier release must count: everything, when the tallies are new to it; one part again
 * when a trigger of it is missing. `searchMade`: the search index was made by this open.
 */
export function createTallies(db: Database.Database, searchMade: boolean): void {
  db.transaction(() => {
    const exists = (name: string) => db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name) !== undefined;
    const had = exists('backfill');
    const missing = {
      sites: TRIGGERS.sites.some((name) => !exists(name)),
      outcomes: TRIGGERS.outcomes.some((name) => !exists(name)),
      windows: TRIGGERS.windows.some((name) => !exists(name)),
      statuses: TRIGGERS.statuses.some((name) => !exists(name)),
    };
    db.exec(
      'CREATE TABLE IF NOT EXISTS backfill (id INTEGER PRIMARY KEY CHECK (id = 1), sites TEXT, outcomes TEXT, search TEXT, statuses TEXT)',
    );
    // A backfill of a release before the statuses: they are counted below (their triggers are missing).
    addMissingColumns(db, [{ table: 'backfill', column: 'statuses', definition: 'TEXT' }]);
    // A new file counts from its first row; an old one from none (''), by the backfill.
    const empty = db.prepare('SELECT NOT EXISTS (SELECT 1 FROM sites)').pluck().get() === 1;
    if (!had)
      db.prepare(
        'INSERT INTO backfill (id, sites, outcomes, search, statuses) VALUES (1, NULL, NULL, NULL, NULL)',
      ).run();
    db.exec(TALLIES);
    const start = (part: Part) => db.prepare(`UPDATE backfill SET ${part} = '' WHERE id = 1`).run();
    if (missing.sites && !empty) {
      db.exec('DELETE FROM tally_cells; DELETE FROM tally_versions; DELETE FROM tally_sites;');
      start('sites');
    }
    // Windows are built again by the reads that need them, from the cells; a release before the
    // rings' windows kept a row per cell (its table and triggers go).
    db.exec(`DROP TRIGGER IF EXISTS tally_window_added; DROP TRIGGER IF EXISTS tally_window_changed;
      DROP TABLE IF EXISTS tally_window;`);
    if (missing.windows || missing.sites) db.exec('DELETE FROM tally_window_rings; DELETE FROM tally_window_days;');
    if (missing.outcomes && !empty) {
      db.exec('DELETE FROM tally_outcomes');
      start('outcomes');
    }
    if (missing.statuses && !empty) {
      db.exec('DELETE FROM site_statuses');
      start('statuses');
    }
    if (searchMade && !empty) start('search');
  }).immediate();
}

/** Sites (or sites' outcomes) a backfill step counts in one transaction: a few milliseconds of the event loop. */
const FILL_STEP = 250;

/** The parts not yet counted in full (backfill). */
export function unfilled(db: Database.Database): Set<Part> {
  const row = db.prepare('SELECT sites, outcomes, search, statuses FROM backfill WHERE id = 1').get() as Record<
    Part,
    string | null
  >;
  return new Set((Object.keys(row) as Part[]).filter((part) => row[part] !== null));
}

/**
 * Counts the next FILL_STEP sites of `part` past its mark, and moves the mark, in one transaction
 * (which reads the mark: another process filling too takes the next step, never the same one).
 * Returns whether the part is done.
 */
export function fillStep(db: Database.Database, part: Part): boolean {
  return db
    .transaction(() => {
      const done = db.prepare(`SELECT ${part} FROM backfill WHERE id = 1`).pluck().get() as string | null;
      if (done === null) return true;
      const keys =
        part === 'outcomes' || part === 'statuses'
          ? (db
              .prepare('SELECT DISTINCT site_id FROM site_outcomes WHERE site_id > ? ORDER BY site_id LIMIT ?')
              .pluck()
              .all(done, FILL_STEP) as string[])
          : (db
              .prepare('SELECT url FROM sites WHERE url > ? ORDER BY url LIMIT ?')
              .pluck()
              .all(done, FILL_STEP) as string[]);
      if (keys.length === 0) {
        db.prepare(`UPDATE backfill SET ${part} = NULL WHERE id = 1`).run();
        return true;
      }
      const range = { done, last: keys.at(-1)! };
      if (part === 'sites') {
        // The rows written before they carried what they are counted by first (uncounted, past the
        // mark, so their triggers count nothing), then the sum. Rows written since carry it (and
        // the site's trigger keeps it, bucket aside): an earlier release's rows are those without a bucket.
        db.prepare(
          `UPDATE site_packages SET day = ${day('s')}, ring = ${ring('s')}, verified = s.verified,
            bucket = bucket_of(site_packages.type, site_packages.slug, site_packages.url)
          FROM sites s WHERE s.url = site_packages.url AND site_packages.url > @done AND site_packages.url <= @last
            AND site_packages.bucket IS NULL`,
        ).run(range);
        db.prepare(
          `INSERT INTO tally_cells (type, slug, day, ring, bucket, verified, sites)
          SELECT type, slug, day, ring, bucket, verified, count(*) FROM site_packages WHERE url > @done AND url <= @last
          GROUP BY type, slug, day, ring, bucket, verified ON CONFLICT DO UPDATE SET sites = sites + excluded.sites`,
        ).run(range);
        db.prepare(
          `INSERT INTO tally_versions (type, slug, day, version, verified, sites)
          SELECT type, slug, day, version, verified, count(*) FROM site_packages WHERE url > @done AND url <= @last
          GROUP BY type, slug, day, version, verified ON CONFLICT DO UPDATE SET sites = sites + excluded.sites`,
        ).run(range);
        db.prepare(
          `INSERT INTO tally_sites (day, ring, state, sites)
          SELECT ${day('s')}, ${ring('s')}, ${state('s')}, count(*) FROM sites s WHERE url > @done AND url <= @last
          GROUP BY 1, 2, 3 ON CONFLICT DO UPDATE SET sites = sites + excluded.sites`,
        ).run(range);
      } else if (part === 'outcomes') {
        db.prepare(
          `INSERT INTO tally_outcomes (type, slug, version, result, counts, sites)
          SELECT type, slug, version, result, counts, count(*) FROM site_outcomes WHERE site_id > @done AND site_id <= @last
          GROUP BY type, slug, version, result, counts ON CONFLICT DO UPDATE SET sites = sites + excluded.sites`,
        ).run(range);
      } else if (part === 'statuses') {
        // Each report no later one about its package replaces (as listingSql's reads of the reports
        // decide), of a site that runs the package; each report's site and what it runs by their
        // keys (CROSS JOIN keeps that order: the planner would read every site of the package).
        db.prepare(
          `INSERT OR REPLACE INTO site_statuses (site_id, type, slug, result, url, last_seen)
          SELECT o.site_id, o.type, o.slug, o.result, s.url, s.last_seen FROM site_outcomes o
          CROSS JOIN sites s INDEXED BY sites_by_id_listing ON s.id = o.site_id
          CROSS JOIN site_packages p ON p.type = o.type AND p.slug = o.slug AND p.url = s.url
          WHERE o.site_id > @done AND o.site_id <= @last AND NOT EXISTS (SELECT 1 FROM site_outcomes n
            WHERE n.site_id = o.site_id AND n.type = o.type AND n.slug = o.slug
            AND (n.time > o.time OR (n.time = o.time AND n.report_id > o.report_id)))`,
        ).run(range);
      } else {
        db.prepare('INSERT INTO sites_search (url) SELECT url FROM sites WHERE url > @done AND url <= @last').run(
          range,
        );
      }
      db.prepare(`UPDATE backfill SET ${part} = @last WHERE id = 1`).run(range);
      return false;
    })
    .immediate();
}

/** A summed cell as its statement returns it. */
interface CellRow {
  ring: string;
  bucket: number;
  verified: number;
  sites: number;
}

/** The statements that read the tallies. */
export function tallyReads(db: Database.Database) {
  const cells = db.prepare(`SELECT ring, bucket, verified, sum(sites) AS sites FROM tally_cells
    WHERE type = ? AND slug = ? AND day >= ? GROUP BY ring, bucket, verified`);
  const windowDay = db.prepare('SELECT day FROM tally_window_days WHERE type = ? AND slug = ?').pluck();
  const windowRings = db.prepare('SELECT ring, sites FROM tally_window_rings WHERE type = ? AND slug = ?');
  const buildWindow = db.transaction((type: PackageType, slug: string, day: string) => {
    db.prepare('DELETE FROM tally_window_rings WHERE type = ? AND slug = ?').run(type, slug);
    const rings = new Map<string, number[]>();
    for (const cell of cells.all(type, slug, day) as CellRow[]) {
      const sites = rings.get(cell.ring) ?? new Array<number>(WINDOW_SLOTS).fill(0);
      sites[2 * cell.bucket + cell.verified] = cell.sites;
      rings.set(cell.ring, sites);
    }
    const insert = db.prepare('INSERT INTO tally_window_rings (type, slug, ring, sites) VALUES (?, ?, ?, ?)');
    for (const [ring, sites] of rings) insert.run(type, slug, ring, JSON.stringify(sites));
    db.prepare(
      'INSERT INTO tally_window_days (type, slug, day) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET day = excluded.day',
    ).run(type, slug, day);
  });
  /**
   * The package's cells since `day`: off its window when built from that day; a later day (the
   * first read of a new UTC day) builds it again from the cells, once; an earlier one (a wider
   * window, as GET /sites's 90 days) sums the cells. A window that cannot be built now (another
   * process holds the write lock) is summed too.
   */
  const cellsSince = (type: PackageType, slug: string, day: string): PackageTally['cells'] => {
    const summed = () =>
      (cells.all(type, slug, day) as CellRow[]).map((row) => ({ ...row, verified: row.verified === 1 }));
    const built = windowDay.get(type, slug) as string | undefined;
    if (built === undefined || built < day)
      try {
        buildWindow.immediate(type, slug, day);
      } catch (err) {
        if (!String((err as { code?: unknown }).code).startsWith('SQLITE_BUSY')) throw err;
        return summed();
      }
    else if (built > day) return summed();
    const window: PackageTally['cells'] = [];
    for (const { ring, sites } of windowRings.all(type, slug) as Array<{ ring: string; sites: string }>)
      (JSON.parse(sites) as number[]).forEach((n, i) => {
        if (n > 0) window.push({ ring, bucket: i >> 1, verified: (i & 1) === 1, sites: n });
      });
    return window;
  };
  const versions = db.prepare(`SELECT version, verified, sum(sites) AS sites FROM tally_versions
    WHERE type = ? AND slug = ? AND day >= ? GROUP BY version, verified`);
  const sites = db.prepare(
    'SELECT ring, state, sum(sites) AS sites FROM tally_sites WHERE day >= ? GROUP BY ring, state',
  );
  const installs = db.prepare(`SELECT slug, sum(sites) AS sites FROM tally_versions
    WHERE type = ? AND day >= ? GROUP BY slug`);
  const outcomes = db.prepare(
    'SELECT result, counts, sites FROM tally_outcomes WHERE type = ? AND slug = ? AND version = ?',
  );
  return {
    packageTally(type: PackageType, slug: string, sinceDay: string): PackageTally {
      const cellRows = cellsSince(type, slug, sinceDay);
      const versionRows = versions.all(type, slug, sinceDay) as Array<{
        version: string;
        verified: number;
        sites: number;
      }>;
      return {
        cells: cellRows,
        versions: versionRows.map((row) => ({ ...row, verified: row.verified === 1 })),
      };
    },
    siteTally: (sinceDay: string) => sites.all(sinceDay) as SiteTallyCell[],
    countInstalls(type: PackageType, sinceDay: string): Map<string, number> {
      const rows = installs.all(type, sinceDay) as Array<{ slug: string; sites: number }>;
      return new Map(rows.map((row) => [row.slug, row.sites]));
    },
    resultCounts(type: PackageType, slug: string, version: string): ResultCounts {
      const rows = outcomes.all(type, slug, version) as Array<{ result: OutcomeResult; counts: number; sites: number }>;
      const counts: ResultCounts = { counting: {}, ignored: 0 };
      for (const row of rows) {
        if (row.counts === 1) counts.counting[row.result] = row.sites;
        else counts.ignored += row.sites;
      }
      return counts;
    },
  };
}
