/**
 * Kept counts of sites on the azure adapter (src/storage/azure/tallies.ts): after every kind of
 * write, from several instances of one store at once, the tallies equal a recount of the rows;
 * a site with more packages than one transaction moves is tallied in slices; rows written before
 * tallies existed are counted from the rows until the build has added them, then from tallies.
 */
import { TableClient } from '@azure/data-tables';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AzureStorage, createAzureStorage } from '../../src/storage/azure/index.js';
import { bucketOf, ringOf } from '../../src/packages/rules.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { replacesKept } from '../../src/registry/outcome-keeping.js';
import {
  type OutcomeReport,
  type PackageTally,
  type PackageType,
  type SiteCheckIn,
  type SiteRecord,
  siteState,
  type SiteTallyCell,
} from '../../src/storage/types.js';
import { azuriteConnectionString, type AzureNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { publicKey } from './conformance/site-identity.js';
import { siteId } from '../../src/storage/site-id.js';

const connectionString = azuriteConnectionString();
let names: AzureNames;
const opened: AzureStorage[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  await dropAzure(connectionString, names);
});

async function open(): Promise<AzureStorage> {
  const storage = await createAzureStorage({ connectionString, ...names });
  opened.push(storage);
  return storage;
}

const day = (daysAgo: number): string => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
const DAYS = [0, 1, 3, 40].map((n) => day(n).slice(0, 10));

function checkIn(url: string, daysAgo: number, packages: Array<[string, string]>, extra: Partial<SiteCheckIn> = {}) {
  return {
    url,
    wpVersion: '6.5',
    phpVersion: '8.2',
    locale: 'en_US',
    lastSeen: day(daysAgo),
    packages: packages.map(([slug, version]) => ({ type: 'plugin' as const, slug, version })),
    writeIf: { unenrolled: false },
    ...extra,
  };
}

async function allSites(storage: AzureStorage): Promise<SiteRecord[]> {
  return (await storage.sites.list({ seenSince: '2000-01-01', offset: 0, limit: 100_000 })).sites;
}

const sorted = <T>(cells: T[]): T[] => [...cells].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** PackageTally as the contract defines it, counted from the rows. */
function recountPackage(sites: SiteRecord[], type: PackageType, slug: string, sinceDay: string): PackageTally {
  const cells = new Map<string, number>();
  const versions = new Map<string, number>();
  for (const site of sites) {
    const p = site.packages.find((q) => q.type === type && q.slug === slug);
    if (!p || site.lastSeen.slice(0, 10) < sinceDay) continue;
    const cell = JSON.stringify([ringOf(site), bucketOf(type, slug, site.url), site.verified === true]);
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
    const version = JSON.stringify([p.version, site.verified === true]);
    versions.set(version, (versions.get(version) ?? 0) + 1);
  }
  return {
    cells: sorted(
      [...cells].map(([key, sites]) => {
        const [ring, bucket, verified] = JSON.parse(key) as [string, number, boolean];
        return { ring, bucket, verified, sites };
      }),
    ),
    versions: sorted(
      [...versions].map(([key, sites]) => {
        const [version, verified] = JSON.parse(key) as [string, boolean];
        return { version, verified, sites };
      }),
    ),
  };
}

function recountSites(sites: SiteRecord[], sinceDay: string): SiteTallyCell[] {
  const cells = new Map<string, number>();
  for (const site of sites) {
    if (site.lastSeen.slice(0, 10) < sinceDay) continue;
    const key = JSON.stringify([ringOf(site), siteState(site)]);
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return sorted(
    [...cells].map(([key, n]) => {
      const [ring, state] = JSON.parse(key) as [string, SiteTallyCell['state']];
      return { ring, state, sites: n };
    }),
  );
}

/** Every kept read against its recount, for each day of DAYS. */
async function expectKept(storage: AzureStorage, slugs: string[]): Promise<void> {
  const sites = await allSites(storage);
  for (const sinceDay of DAYS) {
    expect(sorted(await storage.sites.siteTally(sinceDay))).toEqual(recountSites(sites, sinceDay));
    const installs = await storage.sites.countInstalls('plugin', sinceDay);
    for (const slug of slugs) {
      const kept = await storage.sites.packageTally('plugin', slug, sinceDay);
      const recount = recountPackage(sites, 'plugin', slug, sinceDay);
      expect({ cells: sorted(kept.cells), versions: sorted(kept.versions) }, `${slug} since ${sinceDay}`).toEqual(
        recount,
      );
      const running = recount.cells.reduce((n, c) => n + c.sites, 0);
      expect(installs.get(slug) ?? 0, `installs of ${slug} since ${sinceDay}`).toBe(running);
    }
  }
}

/** Waits for the upgrade's marker: from then on the kept reads answer from tallies. */
async function built(): Promise<void> {
  const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
  await expect
    .poll(async () => (await table.getEntity('sites', '~tallies').catch(() => undefined))?.built === true)
    .toBe(true);
}

const report = (id: string, result: OutcomeReport['result']): OutcomeReport => ({
  id,
  type: 'plugin',
  slug: 'p-1',
  from: '1.0.0',
  to: '2.0.0',
  result,
  code: result === 'installed' ? '' : 'p-1.php',
  message: '',
  time: new Date().toISOString(),
});

describe('kept counts of sites (azure)', () => {
  it('equal a recount after check-ins from three instances at once, enrollments, ring changes, deletes and a drop', async () => {
    names = randomAzureNames();
    const [a, b, c] = [await open(), await open(), await open()];
    await a.sites.siteTally(DAYS[0]); // starts the build on the empty store
    await built();
    const slugs = Array.from({ length: 8 }, (_, i) => `p-${i}`);
    const urls = Array.from({ length: 30 }, (_, i) => `https://s${i}.example`);
    const instances = [a, b, c];
    // Each site checks in three times, from three instances at once, across days and versions.
    for (const [round, daysAgo] of [40, 3, 1].entries())
      await Promise.all(
        urls.map((url, i) =>
          instances[(i + round) % 3].sites.record(
            checkIn(
              url,
              i % 4 === 0 ? 40 : daysAgo,
              slugs.filter((_, j) => (i + j + round) % 3 !== 0).map((slug) => [slug, `1.${(i + round) % 2}.0`]),
              { declaredRing: i % 5 === 0 ? 'beta' : '', verified: i % 2 === 0 },
            ),
          ),
        ),
      );
    await expectKept(a, slugs);
    // The same sites again, concurrently through every instance (ETags on the shared tallies).
    await Promise.all(
      urls.flatMap((url, i) =>
        instances.map((s, k) => s.sites.record(checkIn(url, 0, [[slugs[(i + k) % 8], `2.${k}.0`]]))),
      ),
    );
    await expectKept(b, slugs);
    const sites = await allSites(a);
    await a.sites.enroll({ url: urls[1], publicKey: publicKey(), time: day(0) });
    await b.sites.enroll({ url: urls[2], publicKey: publicKey(), time: day(0), keyId: 'k1' });
    await a.sites.change(sites.find((s) => s.url === urls[3])!.id, siteChangeRule({ ring: 'canary' }));
    await c.sites.delete(sites.find((s) => s.url === urls[5])!.id);
    await c.sites.record(checkIn(urls[6], 40, [['p-0', '0.9.0']]));
    expect(await b.sites.drop(day(20))).toBeGreaterThan(0);
    await expectKept(c, slugs);
  }, 120_000); // some 400 writes on one Azurite, shared with other test files

  it('a site with more packages than one transaction holds is tallied whole, in slices', async () => {
    names = randomAzureNames();
    const storage = await open();
    await storage.sites.siteTally(DAYS[0]);
    await built();
    const many = Array.from({ length: 230 }, (_, i): [string, string] => [`m-${i}`, '1.0.0']);
    await storage.sites.record(checkIn('https://many.example', 3, many));
    await storage.sites.record(checkIn('https://other.example', 1, many.slice(0, 5)));
    const slugs = ['m-0', 'm-4', 'm-99', 'm-150', 'm-229'];
    await expectKept(storage, slugs);
    // A failed update of every package: a status entry each, more than a transaction holds.
    const [site] = (await allSites(storage)).filter((s) => s.url === 'https://many.example');
    const failed = many.map(([slug], i) => ({
      report: { ...report(`f${i}`, 'failed'), slug, from: '1.0.0', to: '1.1.0' },
      counts: true,
      received: day(0),
    }));
    await storage.sites.report(site.id, failed, replacesKept);
    const byStatus = async (slug: string) =>
      (
        await storage.sites.list({
          running: { type: 'plugin', slug },
          lastResult: ['failed'],
          seenSince: `${DAYS[3]}T00:00:00.000Z`,
          offset: 0,
          limit: 10,
        })
      ).sites.map((s) => s.url);
    for (const slug of slugs) expect(await byStatus(slug), slug).toEqual(['https://many.example']);
    // Its first check-in of another day moves every package's share and entry; then its delete removes them.
    await storage.sites.record(checkIn('https://many.example', 0, many.slice(0, 220)));
    await expectKept(storage, slugs);
    expect(await byStatus('m-229')).toEqual([]);
    expect(await byStatus('m-150')).toEqual(['https://many.example']);
    await storage.sites.delete(site.id);
    await expectKept(storage, slugs);
    for (const slug of slugs) expect(await byStatus(slug), slug).toEqual([]);
    expect((await storage.sites.countInstalls('plugin', DAYS[3])).get('m-150')).toBeUndefined();
  });

  it('count each version’s kept reports by result, as the reports are replaced and the site deleted', async () => {
    names = randomAzureNames();
    const storage = await open();
    await storage.sites.siteTally(DAYS[0]);
    await built();
    const ids: string[] = [];
    for (const url of ['https://o1.example', 'https://o2.example', 'https://o3.example']) {
      await storage.sites.record(checkIn(url, 0, [['p-1', '2.0.0']]));
      ids.push((await allSites(storage)).find((s) => s.url === url)!.id);
    }
    await storage.sites.report(
      ids[0],
      [{ report: report('r1', 'fatal'), counts: true, received: day(0) }],
      replacesKept,
    );
    await storage.sites.report(
      ids[1],
      [{ report: report('r2', 'installed'), counts: true, received: day(0) }],
      replacesKept,
    );
    await storage.sites.report(
      ids[2],
      [{ report: report('r3', 'installed'), counts: false, received: day(0) }],
      replacesKept,
    );
    expect(await storage.sites.resultCounts('plugin', 'p-1', '2.0.0')).toEqual({
      counting: { fatal: 1, installed: 1 },
      ignored: 1,
    });
    // A newer report of the first site replaces its fatal one.
    await storage.sites.report(
      ids[0],
      [{ report: report('r4', 'installed'), counts: true, received: day(0) }],
      replacesKept,
    );
    await storage.sites.delete(ids[1]);
    expect(await storage.sites.resultCounts('plugin', 'p-1', '2.0.0')).toEqual({
      counting: { installed: 1 },
      ignored: 1,
    });
    expect(await storage.sites.resultCounts('plugin', 'p-1', '2.0.0', day(1))).toEqual({
      counting: { installed: 1 },
      ignored: 1,
    });
  });

  it('count rows written before tallies from the rows until the build has tallied them', async () => {
    names = randomAzureNames();
    const old = await open();
    const slugs = ['p-0', 'p-1', 'p-2'];
    for (let i = 0; i < 12; i++)
      await old.sites.record(
        checkIn(
          `https://old${i}.example`,
          i % 3,
          slugs.slice(0, 1 + (i % 3)).map((s) => [s, '1.0.0']),
        ),
      );
    const id = (await allSites(old)).find((s) => s.url === 'https://old0.example')!.id;
    await old.sites.report(id, [{ report: report('r1', 'fatal'), counts: true, received: day(0) }], replacesKept);
    // The store as an earlier release left it: no tallies, no marker, rows without `tv`.
    const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
    for await (const row of table.listEntities<Record<string, unknown>>()) {
      const { partitionKey, rowKey } = row as { partitionKey: string; rowKey: string };
      if (partitionKey === 'sites' && rowKey >= '~' && !rowKey.startsWith('~audit~'))
        await table.deleteEntity(partitionKey, rowKey);
      else if (partitionKey.startsWith('outcomes~') && rowKey.startsWith('~'))
        await table.deleteEntity(partitionKey, rowKey);
      else if ((partitionKey === 'sites' || partitionKey.startsWith('outcomes~')) && 'tv' in row) {
        const { tv: _tv, etag: _etag, timestamp: _timestamp, ...rest } = row as Record<string, unknown>;
        await table.upsertEntity(rest as { partitionKey: string; rowKey: string }, 'Replace');
      }
    }
    const upgraded = await open();
    // Meanwhile, from the rows (and the build starts).
    await expectKept(upgraded, slugs);
    expect(await upgraded.sites.resultCounts('plugin', 'p-1', '2.0.0')).toEqual({ counting: { fatal: 1 }, ignored: 0 });
    await built();
    await expectKept(upgraded, slugs);
    expect(await upgraded.sites.resultCounts('plugin', 'p-1', '2.0.0')).toEqual({ counting: { fatal: 1 }, ignored: 0 });
    // And a check-in after the build moves the upgraded row's share.
    await upgraded.sites.record(checkIn('https://old1.example', 0, [['p-2', '3.0.0']]));
    await expectKept(upgraded, slugs);
  });

  it("a package's window is built by the first read of its day, moved by each write, and built again for a later day", async () => {
    names = randomAzureNames();
    const storage = await open();
    await storage.sites.siteTally(DAYS[0]);
    await built();
    const urls = Array.from({ length: 40 }, (_, i) => `https://w${i}.example`);
    for (const [i, url] of urls.entries()) await storage.sites.record(checkIn(url, i % 3, [['p-1', '1.0.0']]));
    const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
    const windowDays = async () => {
      const days = new Set<unknown>();
      const shards = table.listEntities<Record<string, unknown>>({
        queryOptions: {
          filter: "PartitionKey eq 'sites' and RowKey ge '~tally~plugin~p-1~' and RowKey lt '~tally~plugin~p-1~~'",
        },
      });
      for await (const shard of shards) days.add(shard.wday);
      return [...days];
    };
    expect(await windowDays()).toEqual([undefined]);
    await expectKept(storage, ['p-1']); // DAYS from today back: today's windows, then the cells
    expect(await windowDays()).toEqual([DAYS[0]]);
    // Writes move the windows: a version, a ring, a site gone, a new site, a site of yesterday seen today.
    await storage.sites.record(checkIn(urls[0], 0, [['p-1', '2.0.0']]));
    await storage.sites.record(checkIn(urls[3], 0, [['p-1', '1.0.0']], { declaredRing: 'canary' }));
    // A ring named as an object's inherited member is a ring like any other.
    await storage.sites.record(checkIn(urls[9], 0, [['p-1', '1.0.0']], { declaredRing: 'constructor' }));
    await storage.sites.record(checkIn(urls[12], 0, [['p-1', '1.0.0']], { declaredRing: 'constructor' }));
    await storage.sites.record(checkIn(urls[1], 0, [['p-1', '1.0.0']]));
    await storage.sites.record(checkIn(urls[6], 0, []));
    await storage.sites.record(checkIn('https://new.example', 0, [['p-1', '1.0.0']]));
    await expectKept(storage, ['p-1']);
    expect(await windowDays()).toEqual([DAYS[0]]);
    // A later day than the windows': built again from the cells (every shard then holds it).
    const tomorrow = day(-1).slice(0, 10);
    expect(await storage.sites.packageTally('plugin', 'p-1', tomorrow)).toEqual({ cells: [], versions: [] });
    expect(await windowDays()).toEqual([tomorrow]);
    await expectKept(storage, ['p-1']);
  });

  it('list sites by status from the rows while rows predate status entries, then from the entries the build wrote', async () => {
    names = randomAzureNames();
    const old = await open();
    for (let i = 0; i < 9; i++) await old.sites.record(checkIn(`https://s${i}.example`, i % 3, [['p-1', '1.0.0']]));
    const sites = await allSites(old);
    for (const [i, site] of sites.entries())
      await old.sites.report(
        site.id,
        [
          {
            report: report(`r${i}`, (['fatal', 'failed', 'installed'] as const)[i % 3]),
            counts: true,
            received: day(0),
          },
        ],
        replacesKept,
      );
    // The store as the release before status entries left it: tallies built, rows without `sv`, no entries.
    const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
    for await (const row of table.listEntities<Record<string, unknown>>({
      queryOptions: { filter: "PartitionKey eq 'sites'" },
    })) {
      const {
        rowKey,
        etag: _etag,
        timestamp: _timestamp,
        sv: _sv,
        ...rest
      } = row as Record<string, unknown> & {
        rowKey: string;
      };
      if (rowKey.startsWith('~status~')) await table.deleteEntity('sites', rowKey);
      else if (rowKey === '~tallies')
        await table.upsertEntity({ partitionKey: 'sites', rowKey, built: true }, 'Replace');
      else if (rowKey < '~')
        await table.upsertEntity({ ...rest, rowKey } as { partitionKey: string; rowKey: string }, 'Replace');
    }
    const byStatus = async (storage: AzureStorage, results: OutcomeReport['result'][]) => {
      const { sites: listed, total } = await storage.sites.list({
        running: { type: 'plugin', slug: 'p-1' },
        lastResult: results,
        seenSince: `${DAYS[1]}T00:00:00.000Z`,
        offset: 0,
        limit: 100,
      });
      return { total, urls: listed.map((site) => site.url) };
    };
    const expected = (results: string[]) => {
      const urls = sites
        .filter((site, i) => results.includes(['fatal', 'failed', 'installed'][i % 3]) && site.lastSeen >= DAYS[1])
        .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.url.localeCompare(b.url))
        .map((site) => site.url);
      return { total: urls.length, urls };
    };
    const upgraded = await open();
    // Meanwhile, from the rows (and the build starts); the entries once it is done.
    expect(await byStatus(upgraded, ['fatal'])).toEqual(expected(['fatal']));
    await expect
      .poll(async () => (await table.getEntity('sites', '~tallies').catch(() => undefined))?.statuses === true)
      .toBe(true);
    const entries = table.listEntities({
      queryOptions: { filter: "PartitionKey eq 'sites' and RowKey ge '~status~'" },
    });
    let written = 0;
    for await (const entry of entries) if (String(entry.rowKey).startsWith('~status~')) written++;
    expect(written).toBe(6);
    for (const results of [['fatal'], ['failed', 'fatal'], ['installed']] as OutcomeReport['result'][][])
      expect(await byStatus(upgraded, results)).toEqual(expected(results));
    await expectKept(upgraded, ['p-1']);
  });

  /**
   * A delete and a drop read the site's row and its shard tally; a check-in of another instance
   * that moves the site's tallies (a new day) lands as the tally is read: just before the read
   * (where the row was read before the tally, the tally's ETag was already the check-in's, and a
   * transaction's delete takes no ETag, so the delete took the new row out with the old one's
   * share, or the drop a site just seen) or just after it (between the guard and the row: the
   * tally's ETag fails the commit, and both are read again).
   */
  it.each([
    ['delete', 'before'],
    ['delete', 'after'],
    ['drop', 'before'],
    ['drop', 'after'],
  ] as const)(
    'a %s with a check-in moving the tallies %s the tally read leaves them exact',
    async (kind, when) => {
      names = randomAzureNames();
      const [a, b] = [await open(), await open()];
      await a.sites.siteTally(DAYS[0]); // starts the build on the empty store
      await built();
      const url = 'https://raced.example';
      await b.sites.record(checkIn(url, 3, [['p-1', '1.0.0']], { declaredRing: 'canary' }));
      await b.sites.record(checkIn('https://other.example', 3, [['p-1', '1.0.0']], { declaredRing: 'canary' }));
      const guardKey = `~sitetally~${siteId(url)[0]}`;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its client below
      const getEntity = TableClient.prototype.getEntity;
      let armed = true;
      // Once, as `a` reads the site's shard tally: `b`'s check-in of today commits then.
      const spy = vi.spyOn(TableClient.prototype, 'getEntity').mockImplementation(async function (
        this: TableClient,
        ...args: Parameters<TableClient['getEntity']>
      ) {
        if (!armed || args[1] !== guardKey) return getEntity.apply(this, args);
        armed = false;
        const checkedIn = () => b.sites.record(checkIn(url, 0, [['p-1', '1.1.0']], { declaredRing: 'canary' }));
        if (when === 'before') await checkedIn();
        const read = await getEntity.apply(this, args);
        if (when === 'after') await checkedIn();
        return read;
      });
      try {
        if (kind === 'delete') await a.sites.delete(siteId(url));
        else await a.sites.drop(`${DAYS[1]}T00:00:00.000Z`);
      } finally {
        spy.mockRestore();
      }
      expect(armed).toBe(false);
      // The drop keeps the site the check-in just saw; either way the counts are the rows'.
      if (kind === 'drop') expect((await allSites(a)).map((site) => site.url)).toContain(url);
      await expectKept(a, ['p-1']);
    },
    60_000,
  );
});
