/**
 * GET /sites at a cost flat in fleet size (issue 49 item 3), local adapter: each listing's total
 * is answered off an index alone and its page read off an index in the listing's order, never a
 * scan or sort of every site's row; a file made before the listing's indexes gains them on open.
 * Checked with SQLite's own plan (EXPLAIN QUERY PLAN) on the file the store made, and the
 * answers checked against the same filters applied by hand.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/storage/local/database.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { type ListingFilter, listingSql } from '../../src/storage/local/sites.js';
import type { Storage } from '../../src/storage/types.js';
import { testTempDir } from '../support/temp-dirs.js';

const SINCE = '2026-01-01T00:00:00.000Z';
const NONE: ListingFilter = { search: null, since: SINCE, ring: null, state: null };

/** The plan's lines of one statement, on a connection of its own to the store's file. */
function plan(file: string, sql: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const params = {
      since: SINCE,
      search: 'x',
      match: '"site-1"',
      ring: 'canary',
      state: 'enrolled',
      type: 'plugin',
      slug: 'acme-forms',
      version: null,
      results: '["failed","refused"]',
      limit: 20,
      offset: 0,
    };
    const used = Object.fromEntries(Object.entries(params).filter(([name]) => sql.includes(`@${name}`)));
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(used) as Array<{ detail: string }>).map((row) => row.detail);
  } finally {
    db.close();
  }
}

/** How many times the statement's program looks up a row of the sites table (NotFound, SeekRowid). */
function lookups(file: string, sql: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const params = { since: SINCE, ring: 'canary', state: 'enrolled' };
    const used = Object.fromEntries(Object.entries(params).filter(([name]) => sql.includes(`@${name}`)));
    const program = db.prepare(`EXPLAIN ${sql}`).all(used) as Array<{ opcode: string }>;
    return program.filter(({ opcode }) => ['NotFound', 'SeekRowid', 'DeferredSeek'].includes(opcode)).length;
  } finally {
    db.close();
  }
}

let storage: Storage | undefined;
afterEach(async () => {
  await storage?.close();
  storage = undefined;
});

async function fleet(dataDir: string): Promise<Storage> {
  const opened = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  for (let i = 0; i < 30; i++) {
    await opened.sites.record({
      url: `https://site-${i}.example`,
      wpVersion: '6.5',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: new Date(Date.UTC(2026, 5, 1 + (i % 7), 0, 0, i)).toISOString(),
      packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
      verified: false,
      ...(i % 3 === 0 ? { declaredRing: 'canary' } : {}),
    });
  }
  return opened;
}

describe('the site listing of the local adapter', () => {
  it('counts and pages off indexes: no scan of the sites rows, no sort', async () => {
    const dataDir = testTempDir('sites-listing-plan');
    storage = await fleet(dataDir);
    const file = path.join(dataDir, 'sites.sqlite');
    for (const filter of [NONE, { ...NONE, ring: 'canary' }, { ...NONE, state: 'enrolled' as const }]) {
      const { count, page } = listingSql(filter, false);
      const counted = plan(file, count);
      expect(counted.join('\n'), count).toMatch(/USING COVERING INDEX sites_by_(seen|ring|state)/);
      expect(counted.join('\n'), count).not.toMatch(/SCAN s$|SCAN sites$/m);
      // The plan may say COVERING and still read each entry's row (an index on an expression
      // without the columns it is made of): the program must never look a row up.
      expect(lookups(file, count), count).toBe(0);
      const paged = plan(file, page);
      expect(paged.join('\n'), page).toMatch(/USING (COVERING )?INDEX sites_by_(seen|ring|state)/);
      expect(paged.join('\n'), page).not.toMatch(/TEMP B-TREE/);
    }
    // A search reads the URLs holding its trigrams; one shorter than a trigram every URL of the
    // range, but off the index (the URL is its key), not the rows.
    for (const sql of Object.values(listingSql({ ...NONE, search: 'site-1' }, false)))
      expect(plan(file, sql)[0], sql).toMatch(/^SCAN f VIRTUAL TABLE INDEX/);
    const short = plan(file, listingSql({ ...NONE, search: 'x' }, false).count);
    expect(short.join('\n')).toMatch(/USING COVERING INDEX sites_by_seen/);
  });

  it('lists the sites of a package by their latest report off the kept statuses (until they are counted, from its reports with that result), not from its sites', async () => {
    const dataDir = testTempDir('sites-listing-plan-status');
    storage = await fleet(dataDir);
    const file = path.join(dataDir, 'sites.sqlite');
    const filters: ListingFilter[] = [
      NONE,
      { ...NONE, ring: 'canary' },
      { ...NONE, state: 'enrolled' },
      { ...NONE, search: 'site-1' },
      { ...NONE, search: 'x' },
      { ...NONE, ring: 'canary', search: 'site-1', state: 'enrolled' },
    ];
    for (const filter of filters)
      for (const [statement, sql] of Object.entries(listingSql(filter, true, true, 'in'))) {
        const lines = plan(file, sql);
        const text = lines.join('\n');
        // The package's sites of those statuses in the window, their order and total off the kept
        // statuses' index alone (tallies.ts): no report, no later report, no site's row but the page's.
        expect(
          lines.find((line) => /^(SEARCH|SCAN) /.test(line)),
          sql,
        ).toMatch(
          /^SEARCH t USING COVERING INDEX site_statuses_by_listing \(type=\? AND slug=\? AND result=\? AND last_seen>\?\)$/,
        );
        expect(text, sql).not.toMatch(/site_outcomes/);
        if (statement === 'page') expect(text, sql).toMatch(/SEARCH s USING PRIMARY KEY \(url=\?\)/);
        // A ring or state asked: each one's site by its id, off the index that holds them.
        if (filter.ring !== null || filter.state !== null)
          expect(text, sql).toMatch(/SEARCH s USING COVERING INDEX sites_by_id_listing \(id=\?\)/);
        else expect(text, sql).not.toMatch(/sites_by_id_listing/);
        // What it runs only for a version asked, by its key.
        expect(text, sql).toMatch(/SEARCH p USING PRIMARY KEY \(type=\? AND slug=\? AND url=\?\)/);
        for (const line of lines) expect(line, sql).not.toMatch(/^SCAN (?!json_each|sites_search|\(subquery|l$)/);
        expect(text, sql).not.toMatch(/sites_by_(seen|ring|state)/);
      }
    // Until the statuses are counted (a file of an earlier release, tallies.ts): from the reports.
    for (const filter of filters)
      for (const [statement, sql] of Object.entries(listingSql(filter, true, true, 'in', false))) {
        const lines = plan(file, sql);
        const text = lines.join('\n');
        // First the package's reports with those results, off the index that holds all the
        // reports' fields the listing reads (no row of them looked up)...
        expect(
          lines.find((line) => /^(SEARCH|SCAN) /.test(line)),
          sql,
        ).toMatch(/^SEARCH o USING COVERING INDEX site_outcomes_by_result \(type=\? AND slug=\? AND result=\?\)$/);
        // ...each one's later reports about the package by the site's index, then its site and
        // what it runs by their keys: no range of the sites or the package's sites per report.
        expect(text, sql).toMatch(/SEARCH n USING INDEX site_outcomes_by_site \(site_id=\? AND type=\? AND slug=\?\)/);
        // The window, the filters, the order and the total off the index of the sites by id that
        // holds what they read: no site's row for each report, only the page's rows, by URL.
        expect(text, sql).toMatch(/SEARCH s USING COVERING INDEX sites_by_id_listing \(id=\?/);
        if (statement === 'page') expect(text, sql).toMatch(/SEARCH s USING PRIMARY KEY \(url=\?\)/);
        expect(text, sql).toMatch(/SEARCH p USING PRIMARY KEY \(type=\? AND slug=\? AND url=\?\)/);
        for (const line of lines) expect(line, sql).not.toMatch(/^SCAN (?!json_each|sites_search|\(subquery|l$)/);
        expect(text, sql).not.toMatch(/sites_by_(seen|ring|state)/);
      }
    // The others (status ok): the sites of the package, each one's latest report about it read
    // off the site's index, not a scan of the reports.
    for (const filter of filters)
      for (const sql of Object.values(listingSql(filter, true, true, 'except'))) {
        const lines = plan(file, sql);
        const text = lines.join('\n');
        expect(text, sql).toMatch(/SEARCH n USING INDEX site_outcomes_by_site \(site_id=\? AND type=\? AND slug=\?\)/);
        expect(text, sql).toMatch(/SEARCH p USING PRIMARY KEY \(type=\? AND slug=\?/);
        for (const line of lines) expect(line, sql).not.toMatch(/^SCAN (?!json_each|sites_search|\(subquery)/);
      }
  });

  it('searches as a case-insensitive substring of the URL, through the index as sites come and go', async () => {
    const dataDir = testTempDir('sites-listing-search');
    storage = await fleet(dataDir);
    const urls = async (search: string) =>
      (await storage!.sites.list({ seenSince: SINCE, search, offset: 0, limit: 100 })).sites
        .map((site) => site.url)
        .sort();
    expect(await urls('SITE-2')).toEqual(
      [
        'https://site-2.example',
        ...[20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((i) => `https://site-${i}.example`),
      ].sort(),
    );
    expect(await urls('-29.EX')).toEqual(['https://site-29.example']);
    expect(await urls('9.')).toEqual(['https://site-19.example', 'https://site-29.example', 'https://site-9.example']);
    expect(await urls('"site')).toEqual([]);
    expect(await urls('nowhere')).toEqual([]);
    const running = { type: 'plugin' as const, slug: 'acme-forms' };
    const runningFound = await storage.sites.list({ seenSince: SINCE, search: 'site-1', running, offset: 0, limit: 5 });
    expect(runningFound.total).toBe(11);
    expect(runningFound.sites).toHaveLength(5);
    // A site checking in again is found once; one dropped is no longer found.
    await storage.sites.record({
      url: 'https://site-29.example',
      wpVersion: '6.6',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: '2026-06-09T00:00:00.000Z',
      packages: [],
      verified: false,
    });
    expect(await urls('site-29')).toEqual(['https://site-29.example']);
    expect(await storage.sites.drop('2026-06-02T00:00:00.000Z')).toBeGreaterThan(0);
    const kept = (await storage.sites.list({ seenSince: SINCE, offset: 0, limit: 100 })).sites.map((site) => site.url);
    expect(await urls('example')).toEqual([...kept].sort());
    const db = new Database(path.join(dataDir, 'sites.sqlite'), { readonly: true });
    expect(db.prepare('SELECT count(*) FROM sites_search').pluck().get()).toBe(kept.length);
    db.close();
  });

  it('answers each filter as the filter says, last seen first, with its total', async () => {
    storage = await fleet(testTempDir('sites-listing-answers'));
    const all = await storage.sites.list({ seenSince: SINCE, offset: 0, limit: 100 });
    expect(all.total).toBe(30);
    const seen = all.sites.map((site) => site.lastSeen);
    expect(seen).toEqual([...seen].sort().reverse());
    const canary = await storage.sites.list({ seenSince: SINCE, ring: 'canary', offset: 2, limit: 3 });
    const allCanary = all.sites.filter((site) => site.declaredRing === 'canary');
    expect(canary.total).toBe(allCanary.length);
    expect(canary.sites.map((site) => site.url)).toEqual(allCanary.slice(2, 5).map((site) => site.url));
    const searched = await storage.sites.list({ seenSince: SINCE, search: 'SITE-1', offset: 0, limit: 100 });
    expect(searched.total).toBe(11); // site-1 and site-10 to site-19
    expect((await storage.sites.list({ seenSince: SINCE, state: 'enrolled', offset: 0, limit: 5 })).total).toBe(0);
    const recent = await storage.sites.list({ seenSince: '2026-06-07T00:00:00.000Z', offset: 0, limit: 100 });
    expect(recent.total).toBe(all.sites.filter((site) => site.lastSeen >= '2026-06-07').length);
  });

  it('a file made before the listing indexes gains them on open', async () => {
    const dataDir = testTempDir('sites-listing-upgrade');
    storage = await fleet(dataDir);
    await storage.close();
    storage = undefined;
    const file = path.join(dataDir, 'sites.sqlite');
    const db = new Database(file);
    db.exec(`DROP INDEX sites_by_seen; DROP INDEX sites_by_ring; DROP INDEX sites_by_state; DROP TABLE sites_search;
      DROP TRIGGER IF EXISTS sites_search_inserted; DROP TRIGGER IF EXISTS sites_search_deleted;
      DROP TRIGGER IF EXISTS sites_search_moved; CREATE INDEX sites_by_last_seen ON sites (last_seen);
      DROP INDEX sites_by_id_listing; CREATE INDEX sites_by_id ON sites (id);`);
    db.close();
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    expect((await storage.sites.list({ seenSince: SINCE, offset: 0, limit: 1 })).total).toBe(30);
    const check = new Database(file, { readonly: true });
    const names = (check.pragma('index_list(sites)') as Array<{ name: string }>).map((index) => index.name);
    check.close();
    expect(names).toEqual(expect.arrayContaining(['sites_by_seen', 'sites_by_ring', 'sites_by_state']));
    expect(names).not.toContain('sites_by_last_seen');
    expect(names).toContain('sites_by_id_listing');
    expect(names).not.toContain('sites_by_id');
    // The search index is filled from the sites the file held.
    const found = await storage.sites.list({ seenSince: SINCE, search: 'site-1', offset: 0, limit: 100 });
    expect(found.total).toBe(11);
  });
});

describe('the page cache of the local adapter (REGISTRY_SQLITE_CACHE_MB)', () => {
  it('is the configured MiB on a connection openDatabase opens, SQLite own default without one', () => {
    const dir = testTempDir('sqlite-cache');
    const sized = openDatabase(path.join(dir, 'sized.sqlite'), 'CREATE TABLE IF NOT EXISTS t (x)', 'NORMAL', 24);
    const plain = openDatabase(path.join(dir, 'plain.sqlite'), 'CREATE TABLE IF NOT EXISTS t (x)', 'NORMAL');
    try {
      expect(sized.pragma('cache_size', { simple: true })).toBe(-24 * 1024);
      expect(plain.pragma('cache_size', { simple: true })).toBe(
        new Database(':memory:').pragma('cache_size', { simple: true }),
      );
    } finally {
      sized.close();
      plain.close();
    }
  });
});
