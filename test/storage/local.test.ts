import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '../../src/errors.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { add, addThemesTheOldWay, expectScreenshotsFilled, PNG } from './conformance/context.js';
import type { SweepReport } from '../../src/storage/local/sweep.js';
import { storageConformance } from './conformance/index.js';
import { publicKey } from './conformance/site-identity.js';
import { testTempDir } from '../support/temp-dirs.js';
import { FULL_ACCESS, startTestServer } from '../support/server.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { recordHashes } from '../../src/registry/package-writes.js';
import { replacesKept } from '../../src/registry/outcome-keeping.js';
import { siteId } from '../../src/storage/site-id.js';
import { blocks, checkIn, expectExact, forms, kept, report } from './conformance/tallies.js';

storageConformance('local', async () => {
  const dataDir = testTempDir('conformance');
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  return {
    storage,
    async archiveNames(type, slug) {
      const folder = path.join(dataDir, 'archives', `${type}s`, slug);
      return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    },
    // Local links point at the service, which hands them to resolveDownload and sends the file.
    async fetchLink(link) {
      const url = new URL(link);
      const [kind, slug, file] = url.pathname.split('/').slice(-3);
      try {
        const archive = await storage.resolveDownload({
          kind: kind as 'plugins' | 'themes',
          slug,
          file: decodeURIComponent(file),
          expires: Number(url.searchParams.get('expires')),
          signature: url.searchParams.get('signature') ?? '',
        });
        return archive
          ? { status: 200, bytes: fs.readFileSync(archive.path) }
          : { status: 404, bytes: Buffer.alloc(0) };
      } catch (err) {
        if (err instanceof ForbiddenError) return { status: 403, bytes: Buffer.alloc(0) };
        throw err;
      }
    },
    signatureParam: 'signature',
    async cleanup() {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

describe('local start-up sweep', () => {
  it('removes temp files at once, and orphan archives in the background after opening', async () => {
    const dataDir = testTempDir('sweep');
    const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    const { version } = await add(first, { version: '1.0.0' });
    await first.close();
    const folder = path.join(dataDir, 'archives', 'plugins', 'acme-forms');
    // A kept screenshot lives as long as its archive: the one of a stored version stays.
    const keptScreenshot = version.fileName.replace(/\.zip$/, '.screenshot.png');
    fs.writeFileSync(path.join(folder, keptScreenshot), 'png');
    const plant = (file: string, dir = folder) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'leftover');
    };
    plant('acme-forms-0.9.0-0123456789abcdef0123456789abcdef.zip'); // crash before its commit
    plant('acme-forms-0.9.0-0123456789abcdef0123456789abcdef.screenshot.png'); // and its screenshot
    plant('gone-1.0.0-0123456789abcdef0123456789abcdef.zip', path.join(dataDir, 'archives', 'plugins', 'gone')); // package deleted, file left
    plant('upload-123.part', path.join(dataDir, 'tmp'));

    const reports: object[] = [];
    const storage = createLocalStorage({
      dataDir,
      baseUrl: 'http://registry.test',
      sweep: true,
      onMaintenance: (r) => reports.push(r),
    });
    try {
      expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
      expect(fs.readdirSync(folder)).toHaveLength(4); // the sweep has not run yet: it waits for the start to be over
      await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 10_000 });
      expect(reports[0]).toMatchObject({ packagesChecked: 2, orphanArchivesRemoved: 3 });
      expect(fs.readdirSync(folder).sort()).toEqual([version.fileName, keptScreenshot].sort());
      expect(fs.existsSync(path.join(dataDir, 'archives', 'plugins', 'gone'))).toBe(false);
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toMatchObject({ checksum: version.checksum });
    } finally {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('close() before the sweep ran: it never runs and never reports', async () => {
    // An empty data dir: a sweep that ran anyway would finish (no folder needs the closed
    // database) and report, which is what this would catch.
    const dataDir = testTempDir('sweep');
    const reports: object[] = [];
    const storage = createLocalStorage({
      dataDir,
      baseUrl: 'http://registry.test',
      sweep: true,
      onMaintenance: (r) => reports.push(r),
    });
    await storage.close();
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // past the sweep's delay
    expect(reports).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('local database of an earlier release', () => {
  /** The data dir opened as the server opens it, resolved with the report of its start-up maintenance. */
  async function openMaintained(dataDir: string) {
    let reported: (report: SweepReport) => void = () => undefined;
    const report = new Promise<SweepReport>((resolve) => (reported = resolve));
    const storage = createLocalStorage({
      dataDir,
      baseUrl: 'http://registry.test',
      sweep: true,
      onMaintenance: reported,
    });
    return { storage, report: await report };
  }

  it("a server started on it serves the themes' screenshot_url and image once its maintenance ran", async () => {
    const dataDir = testTempDir('upgrade-http');
    const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    await addThemesTheOldWay(first);
    await first.close();
    const server = await startTestServer({}, dataDir);
    try {
      const headers = { 'X-API-KEY': await server.key(FULL_ACCESS) };
      const expected = `${server.url}/screenshots/acme-blocks/1.1.0/screenshot.png`;
      // The maintenance runs in the background after start: asked until it has (a kept answer must not hide it).
      await vi.waitFor(
        async () => {
          const response = await fetch(`${server.url}/themes/acme-blocks`, { headers });
          const theme = (await response.json()) as { screenshot_url: string | null };
          expect(theme.screenshot_url).toBe(expected);
        },
        { timeout: 15_000, interval: 200 },
      );
      const image = await fetch(expected);
      expect([image.status, Buffer.from(await image.arrayBuffer())]).toEqual([200, PNG]);
    } finally {
      await server.close();
    }
  });

  it('fills in the screenshots its themes archives hold at start-up, once', async () => {
    const dataDir = testTempDir('upgrade-screenshots');
    const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    await addThemesTheOldWay(first);
    await first.close();
    const opened = await openMaintained(dataDir);
    try {
      expect(opened.report.screenshotsFilled).toBe(2);
      await expectScreenshotsFilled(opened.storage);
      await add(opened.storage, {
        type: 'theme',
        slug: 'acme-blocks',
        version: '1.2.0',
        files: { 'screenshot.png': PNG },
      });
    } finally {
      await opened.storage.close();
    }
    // Once: a later start looks no more (a version stored without it now stays so).
    const again = await openMaintained(dataDir);
    try {
      expect(again.report.screenshotsFilled).toBe(0);
      expect((await again.storage.getPackage('theme', 'acme-blocks'))!.latest.manifest).not.toHaveProperty(
        'screenshot',
      );
    } finally {
      await again.storage.close();
    }
  });

  it('gains the SHA-384, signature and signing key columns on opening: its versions read without them, new ones store them', async () => {
    const dataDir = testTempDir('upgrade');
    try {
      const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      await add(first, { version: '1.0.0' });
      await first.close();
      // Back to the versions table as releases before signed uploads created it.
      const db = new Database(path.join(dataDir, 'registry.sqlite'));
      db.exec(
        'ALTER TABLE versions DROP COLUMN sha384; ALTER TABLE versions DROP COLUMN signature; ALTER TABLE versions DROP COLUMN signing_key_id;',
      );
      expect((db.pragma('table_info(versions)') as Array<{ name: string }>).map((c) => c.name)).not.toContain('sha384');
      db.close();

      const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      try {
        const old = await storage.versions.get('plugin', 'acme-forms', '1.0.0');
        expect(old).toMatchObject({ version: '1.0.0' });
        expect(old).not.toHaveProperty('sha384');
        expect(old).not.toHaveProperty('signingKeyId');
        const signature = `${'B'.repeat(85)}A==`;
        const { version } = await add(storage, { version: '1.1.0', signature, signingKeyId: 'fedcba9876543210' });
        expect(await storage.versions.get('plugin', 'acme-forms', '1.1.0')).toEqual(version);
        expect(version).toMatchObject({
          signature,
          signingKeyId: 'fedcba9876543210',
          sha384: expect.stringMatching(/^[0-9a-f]{96}$/),
        });
      } finally {
        await storage.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("gains the Composer columns on opening (SHA-1, SHA-256, a key's composer ring): old rows read without them", async () => {
    const dataDir = testTempDir('upgrade-composer');
    try {
      const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      await add(first, { version: '1.0.0' });
      const key = {
        id: 'key_old',
        name: 'old',
        hash: 'a'.repeat(64),
        scopes: { plugins: ['read' as const] },
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      await first.keys.create(key);
      await first.close();
      // Back to the tables as releases before the Composer repository created them.
      const db = new Database(path.join(dataDir, 'registry.sqlite'));
      db.exec(
        'ALTER TABLE versions DROP COLUMN sha1; ALTER TABLE versions DROP COLUMN sha256; ALTER TABLE api_keys DROP COLUMN composer_ring;',
      );
      db.close();

      const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      try {
        const old = await storage.versions.get('plugin', 'acme-forms', '1.0.0');
        expect(old).toMatchObject({ version: '1.0.0' });
        expect(old).not.toHaveProperty('sha1');
        expect(old).not.toHaveProperty('sha256');
        expect(await storage.keys.find(key.hash)).toEqual(key);
        expect(await recordHashes(storage, old!, { sha1: 'b'.repeat(40), sha256: 'c'.repeat(64) })).toBe(true);
        const { version } = await add(storage, { version: '1.1.0' });
        expect(version).toMatchObject({
          sha1: expect.stringMatching(/^[0-9a-f]{40}$/),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
      } finally {
        await storage.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('local kept counts of a sites file of an earlier release', () => {
  const DAYS = ['2030-01-05', '2030-01-06', '2030-01-07'];
  const VERSIONS = ['1.0.0', '1.1.0', '2.0.0'];

  /** The sites file as the release before the kept statuses left it (tallies.ts, site_statuses). */
  function asBeforeStatuses(db: Database.Database): void {
    const triggers = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'status_%'")
      .pluck()
      .all() as string[];
    for (const name of triggers) db.exec(`DROP TRIGGER ${name}`);
    db.exec('DROP TABLE site_statuses; ALTER TABLE backfill DROP COLUMN statuses');
  }

  /** The sites file as a release before kept counts (and the search index) left it. */
  function asBeforeTallies(db: Database.Database): void {
    asBeforeStatuses(db);
    const triggers = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'tally_%' OR name LIKE 'sites_search_%')",
      )
      .pluck()
      .all() as string[];
    for (const name of triggers) db.exec(`DROP TRIGGER ${name}`);
    db.exec(`DROP TABLE tally_cells; DROP TABLE tally_versions; DROP TABLE tally_sites; DROP TABLE tally_outcomes;
      DROP TABLE tally_window_rings; DROP TABLE tally_window_days; DROP TABLE backfill; DROP TABLE sites_search;
      ALTER TABLE site_packages DROP COLUMN day; ALTER TABLE site_packages DROP COLUMN ring;
      ALTER TABLE site_packages DROP COLUMN bucket; ALTER TABLE site_packages DROP COLUMN verified;`);
  }

  const backfill = (dataDir: string) => {
    const db = new Database(path.join(dataDir, 'sites.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT sites, outcomes, search, statuses FROM backfill').get();
    } finally {
      db.close();
    }
  };

  it.each([
    {
      release: 'before kept counts',
      asEarlierRelease: asBeforeTallies,
      unfilled: { sites: '', outcomes: '', search: '' },
    },
    {
      release: 'before kept statuses',
      asEarlierRelease: asBeforeStatuses,
      unfilled: { sites: null, outcomes: null, search: null },
    },
  ])(
    'of a release $release are exact from the first read, through writes while they are counted in the background, and kept once they are',
    async ({ asEarlierRelease, unfilled }) => {
      const dataDir = testTempDir('tallies-upgrade');
      const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      // More sites than a backfill step counts, so that writes land on both sides of its mark.
      const urls = Array.from({ length: 700 }, (_, i) => `https://site-${i}.example`);
      await Promise.all(
        urls.map((url, i) =>
          first.sites.record(
            checkIn(url, {
              lastSeen: `${DAYS[i % 3]}T10:00:00.000Z`,
              packages: [forms(VERSIONS[i % 3]), ...(i % 2 ? [blocks('1.0.0')] : [])],
              declaredRing: ['', 'canary', 'beta'][i % 3],
            }),
          ),
        ),
      );
      for (const url of urls.slice(0, 20))
        await first.sites.enroll({ url, publicKey: publicKey(), time: `${DAYS[0]}T11:00:00.000Z` });
      // More reporting sites than a backfill step counts too (the statuses count sites with reports).
      for (const [i, url] of urls.slice(0, 300).entries())
        await first.sites.report(
          siteId(url),
          [kept(report(`r${i}`, VERSIONS[i % 3], i % 2 ? 'failed' : 'installed', `${DAYS[0]}T12:00:00.000Z`))],
          replacesKept,
        );
      // Some report again about another version, later: their status is the later report's.
      for (const [i, url] of urls.slice(0, 300).entries())
        if (i % 7 === 0)
          await first.sites.report(
            siteId(url),
            [kept(report(`t${i}`, VERSIONS[(i + 1) % 3], i % 2 ? 'installed' : 'fatal', `${DAYS[0]}T12:30:00.000Z`))],
            replacesKept,
          );
      await first.close();
      const db = new Database(path.join(dataDir, 'sites.sqlite'));
      asEarlierRelease(db);
      db.close();

      const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      try {
        expect(backfill(dataDir)).toEqual({ ...unfilled, statuses: '' });
        // Writes of each kind as the backfill takes its first steps, on sites either side of its mark.
        const steps = [1, 350, 699];
        for (const [k, i] of steps.entries()) {
          await Promise.all([
            storage.sites.record(
              checkIn(urls[i], { lastSeen: `${DAYS[2]}T13:00:00.000Z`, packages: [forms('2.0.0')] }),
            ),
            storage.sites.change(siteId(urls[i - 1]), siteChangeRule({ ring: 'pilot' })),
            storage.sites.report(
              siteId(urls[i % 300]),
              [kept(report(`s${i}`, '2.0.0', 'unhealthy', `${DAYS[2]}T13:00:00.000Z`))],
              replacesKept,
            ),
            // A reporting site drops the package (in no status of it); the one of the step before runs it again.
            storage.sites.record(
              checkIn(urls[(i + 3) % 300], { lastSeen: `${DAYS[2]}T13:00:00.000Z`, packages: [blocks('1.0.0')] }),
            ),
            ...(k > 0
              ? [
                  storage.sites.record(
                    checkIn(urls[(steps[k - 1] + 3) % 300], {
                      lastSeen: `${DAYS[2]}T14:00:00.000Z`,
                      packages: [forms('1.1.0')],
                    }),
                  ),
                ]
              : []),
          ]);
          await new Promise((resolve) => setImmediate(resolve));
        }
        await expectExact(storage, DAYS, VERSIONS);
        await storage.sites.delete(siteId(urls[500]));
        const searched = await storage.sites.list({
          seenSince: '2000-01-01T00:00:00.000Z',
          search: 'site-69',
          offset: 0,
          limit: 100,
        });
        expect(searched.total).toBe(11); // site-69 and site-690 to site-699
        await expectExact(storage, DAYS, VERSIONS);
        await vi.waitFor(
          () => expect(backfill(dataDir)).toEqual({ sites: null, outcomes: null, search: null, statuses: null }),
          { timeout: 20_000 },
        );
        await expectExact(storage, DAYS, VERSIONS);
        const again = await storage.sites.list({
          seenSince: '2000-01-01T00:00:00.000Z',
          search: 'site-69',
          offset: 0,
          limit: 100,
        });
        expect(again.total).toBe(11);
      } finally {
        await storage.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe("local kept counts: a package's window of days", () => {
  const DAYS = ['2030-01-05', '2030-01-06', '2030-01-07'];
  const windows = (dataDir: string) => {
    const db = new Database(path.join(dataDir, 'sites.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT type, slug, day FROM tally_window_days ORDER BY type, slug').all();
    } finally {
      db.close();
    }
  };

  it('is kept by every kind of write once a read built it, built again for a later day, and a wider window sums the days', async () => {
    const dataDir = testTempDir('tally-windows');
    const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    try {
      const urls = Array.from({ length: 60 }, (_, i) => `https://w-${i}.example`);
      const write = (round: number) =>
        Promise.all(
          urls.map(async (url, i) => {
            if ((i + round) % 7 === 0) return storage.sites.delete(siteId(url));
            if ((i + round) % 5 === 0) return storage.sites.change(siteId(url), siteChangeRule({ ring: 'pilot' }));
            if ((i + round) % 11 === 0)
              return storage.sites.enroll({ url, publicKey: publicKey(), time: `${DAYS[2]}T09:00:00.000Z` });
            return storage.sites.record(
              checkIn(url, {
                lastSeen: `${DAYS[(i + round) % 3]}T1${round}:00:00.000Z`,
                packages: [forms(`1.${(i + round) % 4}.0`), ...((i + round) % 2 ? [blocks('1.0.0')] : [])],
                declaredRing: ['', 'canary', 'beta'][(i + round) % 3],
              }),
            );
          }),
        );
      await write(0);
      // The first reads build the windows from the first day on.
      await expectExact(storage, [DAYS[0]]);
      expect(windows(dataDir)).toEqual([
        { type: 'plugin', slug: 'acme-forms', day: DAYS[0] },
        { type: 'theme', slug: 'acme-blocks', day: DAYS[0] },
      ]);
      // Writes of every kind move the built windows with the cells: the reads now come off them.
      for (const round of [1, 2, 3]) {
        await write(round);
        await expectExact(storage, [DAYS[0]]);
      }
      expect(await storage.sites.drop(`${DAYS[1]}T00:00:00.000Z`)).toBeGreaterThan(0);
      await expectExact(storage, [DAYS[0]]);
      // A later day builds them again; an earlier one (a wider window) sums the cells, leaving them.
      await expectExact(storage, [DAYS[1]]);
      await write(4);
      await expectExact(storage, [DAYS[1], DAYS[0], DAYS[1]]);
      expect(windows(dataDir).map((w) => (w as { day: string }).day)).toEqual([DAYS[1], DAYS[1]]);
    } finally {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("local kept counts: a release's windows of a row per cell", () => {
  it('go at the next open (table and triggers), and the windows are built again from the cells', async () => {
    const dataDir = testTempDir('tally-windows-upgrade');
    const DAY = '2030-01-05';
    let storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    try {
      const urls = Array.from({ length: 30 }, (_, i) => `https://u-${i}.example`);
      await Promise.all(
        urls.map((url, i) =>
          storage.sites.record(
            checkIn(url, {
              lastSeen: `${DAY}T10:00:00.000Z`,
              packages: [forms(`1.${i % 3}.0`), blocks('1.0.0')],
              declaredRing: ['', 'canary'][i % 2],
            }),
          ),
        ),
      );
      await expectExact(storage, [DAY]);
      await storage.close();
      // The file as that release left it: its per-cell window table and triggers, none of the rings'.
      const db = new Database(path.join(dataDir, 'sites.sqlite'));
      db.exec(`DROP TRIGGER tally_window_ring_added; DROP TRIGGER tally_window_ring_changed;
        DROP TABLE tally_window_rings;
        CREATE TABLE tally_window (type TEXT NOT NULL, slug TEXT NOT NULL, ring TEXT NOT NULL,
          bucket INTEGER NOT NULL, verified INTEGER NOT NULL, sites INTEGER NOT NULL,
          PRIMARY KEY (type, slug, ring, bucket, verified)) WITHOUT ROWID;
        CREATE TRIGGER tally_window_added AFTER INSERT ON tally_cells BEGIN SELECT 1; END;
        CREATE TRIGGER tally_window_changed AFTER UPDATE OF sites ON tally_cells BEGIN SELECT 1; END;`);
      db.close();
      storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
      await storage.sites.record(checkIn(urls[0], { lastSeen: `${DAY}T11:00:00.000Z`, packages: [forms('2.0.0')] }));
      await expectExact(storage, [DAY]);
      await storage.sites.record(checkIn(urls[1], { lastSeen: `${DAY}T12:00:00.000Z`, packages: [forms('2.0.0')] }));
      await expectExact(storage, [DAY]);
      const after = new Database(path.join(dataDir, 'sites.sqlite'), { readonly: true });
      try {
        const names = after
          .prepare("SELECT name FROM sqlite_master WHERE name LIKE 'tally_window%' ORDER BY name")
          .pluck()
          .all();
        expect(names).toEqual([
          'tally_window_days',
          'tally_window_ring_added',
          'tally_window_ring_changed',
          'tally_window_rings',
        ]);
      } finally {
        after.close();
      }
    } finally {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('local site controls and signers kept in memory', () => {
  it('see at once what another store on the same files (a connection of its own, as another process has) changed: a key it released stops verifying here', async () => {
    const dataDir = testTempDir('two-stores');
    const here = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    const there = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    try {
      const url = 'https://shop.example.com';
      const site = await here.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
      expect((await here.sites.signer(site.id))?.publicKey).toBe(site.publicKey);
      expect((await here.sites.controls(url))?.assignedRing).toBeUndefined();
      await there.sites.change(site.id, siteChangeRule({ ring: 'canary' }));
      expect((await here.sites.signer(site.id))?.assignedRing).toBe('canary');
      expect((await here.sites.controls(url))?.assignedRing).toBe('canary');
      await there.sites.change(site.id, siteChangeRule({ key: null }));
      expect(await here.sites.signer(site.id)).toBeUndefined();
    } finally {
      await here.close();
      await there.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
