/**
 * Round trips (HTTP requests to Azure) per storage operation, counted by the adapter's own
 * request hook. The numbers are asserted so that a change that adds requests is noticed,
 * and printed as a table for the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { type AzureStorage, createAzureStorage, type RequestInfo } from '../../src/storage/azure/index.js';
import { azuriteConnectionString, type AzureNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { add, newVersion } from './conformance/context.js';
import type { NewVersion } from '../../src/storage/types.js';
import { UpdateChecks } from '../../src/registry/update-check.js';
import { generateKey } from '../../src/auth/api-keys.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import {
  addVersion,
  deletePackage,
  deleteVersion,
  recordHashes,
  updatePackage,
  updateVersion,
} from '../../src/registry/package-writes.js';

const connectionString = azuriteConnectionString();
let names: AzureNames;
let storage: AzureStorage;
let requests: RequestInfo[] = [];
const measured: Array<[string, number, string]> = [];

/** Runs `operation` and returns the requests it made, recording them under `label`. */
async function count(label: string, operation: () => Promise<unknown>): Promise<number> {
  requests = [];
  await operation();
  const kinds = requests.map((r) => `${r.service} ${r.method}`);
  measured.push([label, requests.length, kinds.join(', ')]);
  return requests.length;
}

beforeAll(async () => {
  names = randomAzureNames();
  storage = await createAzureStorage({
    connectionString,
    ...names,
    cacheCheckMs: 60_000,
    onRequest: (info) => requests.push(info),
  });
  // The kept counts' one-time build (of an empty store here) done: a kept read is then 16 point reads.
  for (let tries = 0; ; tries++) {
    requests = [];
    await storage.sites.siteTally('2000-01-01');
    if (requests.length === 16) break;
    if (tries === 100) throw new Error('The kept counts were not built.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  console.log(
    `Azure round trips per operation:\n${measured.map(([label, n, kinds]) => `  ${String(n).padStart(3)}  ${label.padEnd(44)} ${kinds}`).join('\n')}`,
  );
  await storage.close();
  await dropAzure(connectionString, names);
});

describe('round trips per operation', () => {
  it('writes', async () => {
    // The change's read of the partition decides once before the upload (a version that exists is
    // refused with nothing uploaded) and the commit rests on that read: as many as before changePackage.
    expect(await count('versions.add, new package (small archive)', () => add(storage, { version: '1.0.0' }))).toBe(7);
    expect(await count('versions.add, existing package', () => add(storage, { version: '1.1.0' }))).toBe(7);
    for (const version of ['0.1.0', '0.2.0']) await add(storage, { version });
    expect(
      await count('versions.add refused: version exists', () =>
        add(storage, { version: '1.0.0' }).catch(() => undefined),
      ),
    ).toBe(1);
    // A change reads the whole partition in one query where these read head and version in one: the same count.
    expect(
      await count('versions.update (notes)', () =>
        updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'x' }),
      ),
    ).toBe(5);
    expect(
      await count('versions.update (latest moves)', () =>
        updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true }),
      ),
    ).toBe(5);
    expect(
      await count('updatePackage (settings)', () =>
        updatePackage(storage, 'plugin', 'acme-forms', { homepage: 'https://x.example' }),
      ),
    ).toBe(5);
    expect(await count('versions.delete', () => deleteVersion(storage, 'plugin', 'acme-forms', '0.1.0'))).toBe(6);
  });

  it('Composer hashes of versions stored before they were kept', async () => {
    const older = (version: string) => {
      const { sha1: _, sha256: __, ...input } = newVersion(storage, { slug: 'hashes', version }).input;
      return addVersion(storage, input as NewVersion).then((added) => added.version);
    };
    const [first, second] = [await older('1.0.0'), await older('2.0.0')];
    const hashes = { sha1: 'a'.repeat(40), sha256: 'b'.repeat(64) };
    // The partition, then a transaction of the row alone: the head (the package's token) and the catalog stay.
    expect(await count('recordHashes, not the latest', () => recordHashes(storage, first, hashes))).toBe(2);
    // The latest: its row and the head's copy of it, then the catalog row.
    expect(await count('recordHashes, the latest', () => recordHashes(storage, second, hashes))).toBe(5);
  });

  it('reads', async () => {
    expect(await count('getPackage', () => storage.getPackage('plugin', 'acme-forms'))).toBe(1);
    expect(await count('versions.list', () => storage.versions.list('plugin', 'acme-forms'))).toBe(1);
    expect(await count('versions.get', () => storage.versions.get('plugin', 'acme-forms', '1.0.0'))).toBe(1);
    expect(
      await count('GET /plugins/{slug} (getPackage + versions.list)', () =>
        Promise.all([storage.getPackage('plugin', 'acme-forms'), storage.versions.list('plugin', 'acme-forms')]),
      ),
    ).toBe(2);
    // The catalog's stamp, then its partition.
    expect(
      await count('listPackages page, catalog not cached', () =>
        storage.listPackages('plugin', { offset: 0, limit: 24 }),
      ),
    ).toBe(2);
    expect(
      await count('listPackages page, catalog cached', () =>
        storage.listPackages('plugin', { offset: 0, limit: 24, search: 'acme' }),
      ),
    ).toBe(0);
    const slugs = ['acme-forms', ...Array.from({ length: 1999 }, (_, i) => `not-here-${i}`)];
    expect(
      await count('getPackages, 2 000 slugs, catalog cached (update check)', () =>
        storage.getPackages('plugin', slugs),
      ),
    ).toBe(0);
    const installed = slugs.slice(0, 200).map((slug) => ({ key: `${slug}/${slug}.php`, slug, version: '0.0.1' }));
    const checks = new UpdateChecks(storage);
    // The advisories the checks weigh: one read of their partition, then none for a minute.
    expect(
      await count('first update check of an instance, catalog cached (the advisory index)', () =>
        checks.check({ site: {}, plugins: installed, themes: [] }),
      ),
    ).toBe(1);
    expect(
      await count('update check, 200 plugins (1 ours), catalog cached', () =>
        checks.check({ site: {}, plugins: installed, themes: [] }),
      ),
    ).toBe(0);
    expect(
      await count('changeToken of a package (a kept GET answer checked)', () =>
        storage.changeToken({ type: 'plugin', slug: 'acme-forms' }),
      ),
    ).toBe(1);
    expect(
      await count('changeToken of a package, confirmed within the window', () =>
        storage.changeToken({ type: 'plugin', slug: 'acme-forms' }),
      ),
    ).toBe(0);
    expect(await count('changeToken of the lists, catalog cached', () => storage.changeToken({ type: 'plugin' }))).toBe(
      0,
    );
    // After a write here: the type's catalog stamp and the package's head, each read once for all 100.
    expect(
      await count('100 concurrent changeTokens of one package after a write here', async () => {
        await updatePackage(storage, 'plugin', 'acme-forms', { homepage: 'https://y.example' });
        requests = [];
        await Promise.all(
          Array.from({ length: 100 }, () => storage.changeToken({ type: 'plugin', slug: 'acme-forms' })),
        );
      }),
    ).toBe(2);
    // The stamp is confirmed: a package not asked before costs its head alone, a list the catalog scan alone.
    expect(
      await count('changeToken of another package, stamp confirmed', () =>
        storage.changeToken({ type: 'plugin', slug: 'other' }),
      ),
    ).toBe(1);
    expect(
      await count('changeToken of the lists after a write here', () => storage.changeToken({ type: 'plugin' })),
    ).toBe(1);
    expect(
      await count('findKey of an unknown key (every time)', () =>
        storage.keys.find(createHash('sha256').update('k').digest('hex')),
      ),
    ).toBe(1);
    expect(
      await count('findKey of an unknown key again', () =>
        storage.keys.find(createHash('sha256').update('k').digest('hex')),
      ),
    ).toBe(1);
    const { hash } = generateKey();
    await storage.keys.create({
      id: 'key_1',
      name: 'k',
      hash,
      scopes: { plugins: ['read'] },
      createdAt: new Date().toISOString(),
    });
    expect(await count("findKey (a request's key)", () => storage.keys.find(hash))).toBe(1);
    expect(await count('findKey, confirmed within the window', () => storage.keys.find(hash))).toBe(0);
    expect(await count('ping', () => storage.ping())).toBe(1);
  });

  it('package deletes', async () => {
    for (const version of ['2.0.0', '2.1.0']) await add(storage, { slug: 'three', version });
    await addVersion(storage, newVersion(storage, { slug: 'three', version: '2.2.0' }).input);
    // 1 partition read, 1 transaction, 1 tombstone delete, 1 blob delete per version, 4 for the catalog row and its stamp.
    expect(await count('deletePackage, 3 versions', () => deletePackage(storage, 'plugin', 'three'))).toBe(6 + 4);
  });

  it("a check-in that says what was last written is written all the same while another of the site's is", async () => {
    const url = 'https://b.example';
    const says = (version: string) => ({
      url,
      wpVersion: '6.5',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: new Date().toISOString(),
      packages: [{ type: 'plugin' as const, slug: 'p-0', version }],
    });
    await storage.sites.record(says('1.0.0'));
    // 2.0.0 is being written when 1.0.0 comes again: the newest check-in is what stays.
    await Promise.all([storage.sites.record(says('2.0.0')), storage.sites.record(says('1.0.0'))]);
    const { sites } = await storage.sites.list({
      search: url,
      seenSince: '2000-01-01T00:00:00.000Z',
      offset: 0,
      limit: 1,
    });
    expect(sites[0].packages).toEqual([{ type: 'plugin', slug: 'p-0', version: '1.0.0' }]);
  });

  it('site check-ins and the site list', async () => {
    const installed = (n: number, version = '1.0.0') =>
      Array.from({ length: n }, (_, i) => ({ type: 'plugin' as const, slug: `p-${i}`, version }));
    const site = (url: string, packages: ReturnType<typeof installed>) => ({
      url,
      wpVersion: '6.5',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: new Date().toISOString(),
      packages,
    });
    // First check-in: a read, one index row per package (written before the site row), the
    // tallies it joins (each read once by an instance, then cached: the site tally of its shard and
    // p-0's are, from b.example's check-ins, same shard), the site row with them.
    expect(
      await count('sites.record, new site with 30 plugins', () =>
        storage.sites.record(site('https://a.example', installed(30))),
      ),
    ).toBe(1 + 30 + 29 + 1);
    // The same check-in again within the cache window: only its time would move, by less than the window.
    expect(
      await count('sites.record, same site again within the cache window', () =>
        storage.sites.record(site('https://a.example', installed(30))),
      ),
    ).toBe(0);
    // Within seconds of its last check-in a site's row is the one written then (its ETag guards the write): no read.
    expect(
      await count('sites.record, the site updated its plugins', () =>
        storage.sites.record(site('https://a.example', installed(30, '1.1.0'))),
      ),
    ).toBe(1);
    // Check-ins of one site at once: the first is written, the newest of the rest once it is done; none fails on the row's ETag.
    const burst = Array.from({ length: 10 }, (_, i) => site('https://a.example', installed(30, `2.${i}.0`)));
    expect(
      await count('sites.record, 10 check-ins of one site at once', () =>
        Promise.all(burst.map((s) => storage.sites.record(s))),
      ),
    ).toBe(1 + 1);
    const [stored] = (
      await storage.sites.list({
        search: 'https://a.example',
        seenSince: '2000-01-01T00:00:00.000Z',
        offset: 0,
        limit: 1,
      })
    ).sites;
    expect(stored.packages[0].version).toBe('2.9.0');
    // An update check reads its site's row (release control) before answering: the check-in after it starts from that row.
    expect(
      await count("sites.controls, then that site's check-in (an update check)", async () => {
        await storage.sites.controls(stored.url);
        await storage.sites.record(site('https://a.example', installed(30, '3.0.0')));
      }),
    ).toBe(1 + 1);
    // Checked again within the cache window: its ring and holds are the ones read, and its check-in says the same.
    expect(
      await count('the same update check again, within the cache window', async () => {
        await storage.sites.controls(stored.url);
        await storage.sites.record(site('https://a.example', installed(30, '3.0.0')));
      }),
    ).toBe(0);
    // Another version of WordPress: written, from the row handed off (no read).
    expect(
      await count('an update check of the site on another WordPress, within the window', async () => {
        await storage.sites.controls(stored.url);
        await storage.sites.record({ ...site('https://a.example', installed(30, '3.0.0')), wpVersion: '6.6' });
      }),
    ).toBe(1);
    // An operator's change through this instance shows at once.
    await storage.sites.change(stored.id, siteChangeRule({ holds: { plugins: ['p-1'], themes: [] } }));
    requests = [];
    expect((await storage.sites.controls(stored.url))?.holds.plugins).toEqual(['p-1']);
    expect(requests).toHaveLength(1);
    expect(
      await count('sites.record, the site added a plugin', () =>
        storage.sites.record(site('https://a.example', installed(31))),
      ),
    ).toBe(3); // its index row, the new plugin's tally (read once here), the site row with it

    for (let i = 0; i < 20; i++)
      await storage.sites.record(
        site(`https://other-${i}.example`, [{ type: 'plugin', slug: 'elsewhere', version: '1.0' }]),
      );
    // One plugin's sites: its index partition, then the rows of the sites it names (1 here), not all 21.
    expect(
      await count('sites.list of one plugin (1 of 21 sites runs it)', () =>
        storage.sites.list({
          running: { type: 'plugin', slug: 'p-3' },
          seenSince: '2000-01-01T00:00:00.000Z',
          offset: 0,
          limit: 24,
        }),
      ),
    ).toBe(2);
    expect(
      await count('listSites, all (one partition scan)', () =>
        storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 24 }),
      ),
    ).toBe(1);
    // Kept counts: tallies (src/storage/azure/tallies.ts), whatever the fleet's size: a package's 16
    // and the 16 site tallies by point reads (in parallel), a type's in range queries.
    expect(
      await count("sites.countInstalls (the type's windows, then, as none holds the day, its cells)", () =>
        storage.sites.countInstalls('plugin', '2000-01-01'),
      ),
    ).toBe(2);
    expect(
      await count(
        "sites.packageTally, the day's first (16 windows asked; the one shard a site is in read whole, its window written)",
        () => storage.sites.packageTally('plugin', 'p-3', '2000-01-01'),
      ),
    ).toBe(18);
    expect(
      await count("sites.packageTally (the package's 16 windows, point reads)", () =>
        storage.sites.packageTally('plugin', 'p-3', '2000-01-01'),
      ),
    ).toBe(16);
    expect(await count('sites.siteTally (16 rows, point reads)', () => storage.sites.siteTally('2000-01-01'))).toBe(16);
    // A plugin most sites run: one scan of the sites instead of a point read per site.
    const popular = Array.from({ length: 501 }, (_, i) =>
      site(`https://popular-${i}.example`, [{ type: 'plugin', slug: 'popular', version: '1.0' }]),
    );
    for (let i = 0; i < popular.length; i += 50)
      await Promise.all(popular.slice(i, i + 50).map((s) => storage.sites.record(s)));
    let listed: Awaited<ReturnType<typeof storage.sites.list>> | undefined;
    expect(
      await count('sites.list of a plugin 501 of 522 sites run', async () => {
        listed = await storage.sites.list({
          running: { type: 'plugin', slug: 'popular' },
          seenSince: '2000-01-01T00:00:00.000Z',
          offset: 0,
          limit: 24,
        });
      }),
    ).toBe(2);
    expect(listed!.total).toBe(501);
  });
});
