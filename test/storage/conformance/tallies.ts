import { describe, expect, it } from 'vitest';
import { bucketOf, ringOf } from '../../../src/packages/rules.js';
import { FAILED, UNHEALTHY } from '../../../src/registry/outcome-classes.js';
import { replacesKept } from '../../../src/registry/outcome-keeping.js';
import { siteChangeRule } from '../../../src/registry/site-change.js';
import { siteId } from '../../../src/storage/site-id.js';
import {
  type AdapterStorage,
  type InstalledPackage,
  type KeptOutcome,
  type OutcomeReport,
  type PackageTally,
  type PackageType,
  type SiteCheckIn,
  type SiteTallyCell,
  siteState,
} from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';
import { publicKey } from './site-identity.js';

const DAY1 = '2030-01-05';
const DAY2 = '2030-01-06';
const DAY3 = '2030-01-07';
const at = (day: string, time = '10:00:00.000') => `${day}T${time}Z`;
export const forms = (version: string): InstalledPackage => ({ type: 'plugin', slug: 'acme-forms', version });
export const blocks = (version: string): InstalledPackage => ({ type: 'theme', slug: 'acme-blocks', version });

interface CheckInSpec {
  lastSeen?: string;
  packages?: InstalledPackage[];
  declaredRing?: string;
  /** Signed by the enrolled key: written over the enrolled row. */
  verified?: boolean;
}

export const checkIn = (url: string, spec: CheckInSpec = {}): SiteCheckIn => ({
  url,
  wpVersion: '6.5',
  phpVersion: '8.2',
  locale: 'en_US',
  lastSeen: spec.lastSeen ?? at(DAY1),
  packages: spec.packages ?? [forms('1.0.0')],
  ...(spec.declaredRing !== undefined ? { declaredRing: spec.declaredRing } : {}),
  verified: spec.verified ?? false,
  writeIf: { unenrolled: !(spec.verified ?? false) },
});

export const report = (id: string, to: string, result: OutcomeReport['result'], time: string): OutcomeReport => ({
  id,
  type: 'plugin',
  slug: 'acme-forms',
  from: '1.0.0',
  to,
  result,
  code: result === 'installed' ? '' : 'download_failed',
  message: result === 'installed' ? '' : 'Download failed.',
  time,
});
export const kept = (r: OutcomeReport, counts = true): KeptOutcome => ({ report: r, counts, received: r.time });

/** More sites than a test writes: every one, in a page. */
const ALL = 1_000_000;

/** A tally in one order (the contract leaves the order open). */
function sorted(tally: PackageTally): PackageTally {
  const key = (cell: object) => JSON.stringify(Object.values(cell));
  return {
    cells: [...tally.cells].sort((a, b) => key(a).localeCompare(key(b))),
    versions: [...tally.versions].sort((a, b) => key(a).localeCompare(key(b))),
  };
}

function sortedSites(cells: SiteTallyCell[]): SiteTallyCell[] {
  return [...cells].sort((a, b) => `${a.ring} ${a.state}`.localeCompare(`${b.ring} ${b.state}`));
}

/** The package's tally recounted from every page of `list`, with the rules (ringOf, bucketOf). */
async function recountPackage(
  storage: AdapterStorage,
  type: PackageType,
  slug: string,
  sinceDay: string,
): Promise<PackageTally> {
  const { sites } = await storage.sites.list({
    running: { type, slug },
    seenSince: `${sinceDay}T00:00:00.000Z`,
    offset: 0,
    limit: ALL,
  });
  const cells = new Map<string, PackageTally['cells'][number]>();
  const versions = new Map<string, PackageTally['versions'][number]>();
  for (const site of sites) {
    const ring = ringOf(site);
    const bucket = bucketOf(type, slug, site.url);
    const cell = cells.get(`${ring} ${bucket} ${site.verified}`) ?? { ring, bucket, verified: site.verified, sites: 0 };
    cell.sites++;
    cells.set(`${ring} ${bucket} ${site.verified}`, cell);
    const version = site.packages.find((p) => p.type === type && p.slug === slug)!.version;
    const row = versions.get(`${version} ${site.verified}`) ?? { version, verified: site.verified, sites: 0 };
    row.sites++;
    versions.set(`${version} ${site.verified}`, row);
  }
  return sorted({ cells: [...cells.values()], versions: [...versions.values()] });
}

async function recountSites(storage: AdapterStorage, sinceDay: string): Promise<SiteTallyCell[]> {
  const { sites } = await storage.sites.list({ seenSince: `${sinceDay}T00:00:00.000Z`, offset: 0, limit: ALL });
  const cells = new Map<string, SiteTallyCell>();
  for (const site of sites) {
    const ring = ringOf(site);
    const state = siteState(site);
    const cell = cells.get(`${ring} ${state}`) ?? { ring, state, sites: 0 };
    cell.sites++;
    cells.set(`${ring} ${state}`, cell);
  }
  return sortedSites([...cells.values()]);
}

async function recountInstalls(storage: AdapterStorage, type: PackageType, sinceDay: string) {
  const { sites } = await storage.sites.list({ seenSince: `${sinceDay}T00:00:00.000Z`, offset: 0, limit: ALL });
  const counts = new Map<string, number>();
  for (const site of sites)
    for (const p of site.packages) if (p.type === type) counts.set(p.slug, (counts.get(p.slug) ?? 0) + 1);
  return counts;
}

/** Every kept count of the store equals its recount, for these days and packages. */
export async function expectExact(storage: AdapterStorage, days: string[], versions: string[] = []): Promise<void> {
  for (const day of days) {
    for (const [type, slug] of [
      ['plugin', 'acme-forms'],
      ['theme', 'acme-blocks'],
    ] as const)
      expect(sorted(await storage.sites.packageTally(type, slug, day))).toEqual(
        await recountPackage(storage, type, slug, day),
      );
    expect(sortedSites(await storage.sites.siteTally(day))).toEqual(await recountSites(storage, day));
    for (const type of ['plugin', 'theme'] as const)
      expect(await storage.sites.countInstalls(type, day)).toEqual(await recountInstalls(storage, type, day));
  }
  // The sites of a package by status against their latest reports as every site of it lists them.
  for (const day of days) {
    const seenSince = `${day}T00:00:00.000Z`;
    const running = { type: 'plugin' as const, slug: 'acme-forms' };
    const { sites } = await storage.sites.list({ running, seenSince, offset: 0, limit: ALL });
    for (const results of [FAILED, UNHEALTHY, ['installed' as const]]) {
      const listed = await storage.sites.list({ running, seenSince, lastResult: results, offset: 0, limit: ALL });
      const latest = (site: (typeof sites)[number]) =>
        site.outcomes?.find((r) => r.type === running.type && r.slug === running.slug)?.result;
      expect({ day, results, total: listed.total, urls: listed.sites.map((site) => site.url) }).toEqual({
        day,
        results,
        total: listed.sites.length,
        urls: sites.filter((site) => results.includes(latest(site)!)).map((site) => site.url),
      });
    }
  }
  // The kept counts of outcomes against the ones read from every report (any `since` reads them).
  for (const version of versions)
    expect(await storage.sites.resultCounts('plugin', 'acme-forms', version)).toEqual(
      await storage.sites.resultCounts('plugin', 'acme-forms', version, '1970-01-01T00:00:00.000Z'),
    );
}

/** Kept counts (PackageTally): each kind of write moves them as a recount of the rows would. */
export function keptTallies(factory: StoreFactory): void {
  describe('kept counts of sites', () => {
    const store = useFreshStore(factory);
    const A = 'https://a.example';
    const B = 'https://b.example';

    it('a first check-in counts the site in its day, ring, bucket and version; the same packages again change nothing', async () => {
      const { storage } = store();
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).toEqual({ cells: [], versions: [] });
      expect(await storage.sites.siteTally(DAY1)).toEqual([]);
      expect(await storage.sites.countInstalls('plugin', DAY1)).toEqual(new Map());
      await storage.sites.record(checkIn(A, { packages: [forms('1.0.0'), blocks('2.0.0')] }));
      const tally = {
        cells: [{ ring: 'production', bucket: bucketOf('plugin', 'acme-forms', A), verified: false, sites: 1 }],
        versions: [{ version: '1.0.0', verified: false, sites: 1 }],
      };
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).toEqual(tally);
      expect(await storage.sites.packageTally('theme', 'acme-blocks', DAY1)).toEqual({
        cells: [{ ring: 'production', bucket: bucketOf('theme', 'acme-blocks', A), verified: false, sites: 1 }],
        versions: [{ version: '2.0.0', verified: false, sites: 1 }],
      });
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'unenrolled', sites: 1 }]);
      expect(await storage.sites.countInstalls('plugin', DAY1)).toEqual(new Map([['acme-forms', 1]]));
      expect(await storage.sites.countInstalls('theme', DAY1)).toEqual(new Map([['acme-blocks', 1]]));
      // A window starting the day after counts nothing; the package of another type is another tally.
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY2)).toEqual({ cells: [], versions: [] });
      expect(await storage.sites.packageTally('theme', 'acme-forms', DAY1)).toEqual({ cells: [], versions: [] });

      await storage.sites.record(
        checkIn(A, { lastSeen: at(DAY1, '11:00:00.000'), packages: [blocks('2.0.0'), forms('1.0.0')] }),
      );
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).toEqual(tally);
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'unenrolled', sites: 1 }]);
      await expectExact(storage, [DAY1, DAY2]);
    });

    it('a changed version, a package added or gone, and a declared ring move the site between cells', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A));
      await storage.sites.record(checkIn(B));
      await storage.sites.record(checkIn(A, { packages: [forms('1.1.0'), blocks('1.0.0')] }));
      expect(sorted(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
        { version: '1.1.0', verified: false, sites: 1 },
      ]);
      expect(await storage.sites.countInstalls('theme', DAY1)).toEqual(new Map([['acme-blocks', 1]]));
      await storage.sites.record(checkIn(A, { packages: [blocks('1.0.0')], declaredRing: 'canary' }));
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).toEqual({
        cells: [{ ring: 'production', bucket: bucketOf('plugin', 'acme-forms', B), verified: false, sites: 1 }],
        versions: [{ version: '1.0.0', verified: false, sites: 1 }],
      });
      expect(await storage.sites.packageTally('theme', 'acme-blocks', DAY1)).toEqual({
        cells: [{ ring: 'canary', bucket: bucketOf('theme', 'acme-blocks', A), verified: false, sites: 1 }],
        versions: [{ version: '1.0.0', verified: false, sites: 1 }],
      });
      expect(sortedSites(await storage.sites.siteTally(DAY1))).toEqual([
        { ring: 'canary', state: 'unenrolled', sites: 1 },
        { ring: 'production', state: 'unenrolled', sites: 1 },
      ]);
      // The declared ring alone, with the same packages (the steady-state write).
      await storage.sites.record(checkIn(A, { packages: [blocks('1.0.0')], declaredRing: 'beta' }));
      expect((await storage.sites.packageTally('theme', 'acme-blocks', DAY1)).cells).toEqual([
        { ring: 'beta', bucket: bucketOf('theme', 'acme-blocks', A), verified: false, sites: 1 },
      ]);
      await expectExact(storage, [DAY1]);
    });

    it("a site's first check-in of a new day moves its cells to that day; a window of several days counts it once", async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY1) }));
      await storage.sites.record(checkIn(B, { lastSeen: at(DAY1) }));
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY2, '00:00:00.000') }));
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY2)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
      ]);
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 2 },
      ]);
      expect(await storage.sites.siteTally(DAY2)).toEqual([{ ring: 'production', state: 'unenrolled', sites: 1 }]);
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'unenrolled', sites: 2 }]);
      expect(await storage.sites.countInstalls('plugin', DAY2)).toEqual(new Map([['acme-forms', 1]]));
      expect(await storage.sites.countInstalls('plugin', DAY3)).toEqual(new Map());
      // A check-in with new packages on a new day moves both at once.
      await storage.sites.record(checkIn(B, { lastSeen: at(DAY3), packages: [forms('2.0.0')] }));
      expect(sorted(await storage.sites.packageTally('plugin', 'acme-forms', DAY2)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
        { version: '2.0.0', verified: false, sites: 1 },
      ]);
      await expectExact(storage, [DAY1, DAY2, DAY3]);
    });

    it("a site's check-in moves it in the listing of its package's status: into a later window, first in order", async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY1) }));
      await storage.sites.record(checkIn(B, { lastSeen: at(DAY1, '11:00:00.000') }));
      for (const url of [A, B])
        await storage.sites.report(
          siteId(url),
          [kept(report(`f-${url}`, '1.0.0', 'failed', at(DAY1, '12:00:00.000')))],
          replacesKept,
        );
      const failed = async (day: string) =>
        (
          await storage.sites.list({
            running: { type: 'plugin', slug: 'acme-forms' },
            seenSince: `${day}T00:00:00.000Z`,
            lastResult: FAILED,
            offset: 0,
            limit: 10,
          })
        ).sites.map((site) => site.url);
      expect(await failed(DAY1)).toEqual([B, A]);
      expect(await failed(DAY2)).toEqual([]);
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY2) }));
      expect(await failed(DAY1)).toEqual([A, B]);
      expect(await failed(DAY2)).toEqual([A]);
      await expectExact(storage, [DAY1, DAY2]);
    });

    it('signed and unsigned check-ins count apart, and an enrollment, its approval and a released key move the state', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A));
      const site = await storage.sites.enroll({ url: A, publicKey: publicKey(), time: at(DAY1, '12:00:00.000') });
      // The enrollment took the row over: still the unsigned check-in's packages, now enrolled.
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'enrolled', sites: 1 }]);
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
      ]);
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY1, '13:00:00.000'), verified: true }));
      expect(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).toEqual({
        cells: [{ ring: 'production', bucket: bucketOf('plugin', 'acme-forms', A), verified: true, sites: 1 }],
        versions: [{ version: '1.0.0', verified: true, sites: 1 }],
      });
      // A new site enrolled pending approval counts in its state with no package; approved, it moves.
      const pending = await storage.sites.enroll({
        url: B,
        publicKey: publicKey(),
        time: at(DAY1, '14:00:00.000'),
        decide: () => ({ pending: true }),
      });
      expect(sortedSites(await storage.sites.siteTally(DAY1))).toEqual([
        { ring: 'production', state: 'enrolled', sites: 1 },
        { ring: 'production', state: 'pending', sites: 1 },
      ]);
      await storage.sites.change(pending.id, siteChangeRule({ approved: true }));
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'enrolled', sites: 2 }]);
      await storage.sites.change(site.id, siteChangeRule({ key: null }));
      expect(sortedSites(await storage.sites.siteTally(DAY1))).toEqual([
        { ring: 'production', state: 'enrolled', sites: 1 },
        { ring: 'production', state: 'unenrolled', sites: 1 },
      ]);
      // An unsigned check-in over the released row: unverified again.
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY1, '15:00:00.000') }));
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
      ]);
      await expectExact(storage, [DAY1]);
    });

    it("an operator's ring moves the site's cells; taking it back returns them to the declared ring", async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A, { declaredRing: 'beta' }));
      await storage.sites.record(checkIn(B));
      await storage.sites.change(siteId(A), siteChangeRule({ ring: 'canary' }));
      expect(sorted(await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).cells).toEqual(
        sorted({
          cells: [
            { ring: 'canary', bucket: bucketOf('plugin', 'acme-forms', A), verified: false, sites: 1 },
            { ring: 'production', bucket: bucketOf('plugin', 'acme-forms', B), verified: false, sites: 1 },
          ],
          versions: [],
        }).cells,
      );
      expect(sortedSites(await storage.sites.siteTally(DAY1))).toEqual([
        { ring: 'canary', state: 'unenrolled', sites: 1 },
        { ring: 'production', state: 'unenrolled', sites: 1 },
      ]);
      // Holds alone move nothing counted.
      await storage.sites.change(siteId(A), siteChangeRule({ holds: { plugins: ['acme-forms'], themes: [] } }));
      await expectExact(storage, [DAY1]);
      await storage.sites.change(siteId(A), siteChangeRule({ ring: null }));
      expect(sortedSites(await storage.sites.siteTally(DAY1))).toEqual([
        { ring: 'beta', state: 'unenrolled', sites: 1 },
        { ring: 'production', state: 'unenrolled', sites: 1 },
      ]);
      await expectExact(storage, [DAY1]);
    });

    it('a deleted site and the sites a drop forgets leave every count', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(A, { lastSeen: at(DAY1) }));
      await storage.sites.record(checkIn(B, { lastSeen: at(DAY2), packages: [forms('1.0.0'), blocks('1.0.0')] }));
      await storage.sites.record(checkIn('https://c.example', { lastSeen: at(DAY3) }));
      await storage.sites.delete(siteId(A));
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 2 },
      ]);
      await expectExact(storage, [DAY1, DAY2, DAY3]);
      expect(await storage.sites.drop(at(DAY3, '00:00:00.000'))).toBe(1);
      expect((await storage.sites.packageTally('plugin', 'acme-forms', DAY1)).versions).toEqual([
        { version: '1.0.0', verified: false, sites: 1 },
      ]);
      expect(await storage.sites.packageTally('theme', 'acme-blocks', DAY1)).toEqual({ cells: [], versions: [] });
      expect(await storage.sites.siteTally(DAY1)).toEqual([{ ring: 'production', state: 'unenrolled', sites: 1 }]);
      expect(await storage.sites.countInstalls('theme', DAY1)).toEqual(new Map());
      await expectExact(storage, [DAY1, DAY2, DAY3]);
    });

    it('the kept counts of outcomes follow a report, a replacing one, an ignored one, a deleted site and a drop', async () => {
      const { storage } = store();
      const sites = [A, B, 'https://c.example'];
      for (const url of sites) await storage.sites.enroll({ url, publicKey: publicKey(), time: at(DAY1) });
      const [a, b, c] = sites.map((url) => siteId(url));
      await storage.sites.report(a, [kept(report('r1', '2.0.0', 'failed', at(DAY1)))], replacesKept);
      await storage.sites.report(b, [kept(report('r1', '2.0.0', 'unhealthy', at(DAY1)))], replacesKept);
      await storage.sites.report(c, [kept(report('r1', '2.0.0', 'installed', at(DAY1)), false)], replacesKept);
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '2.0.0')).toEqual({
        counting: { failed: 1, unhealthy: 1 },
        ignored: 1,
      });
      // A, healed: its kept report is replaced; an older one replaces nothing.
      await storage.sites.report(a, [kept(report('r2', '2.0.0', 'installed', at(DAY1, '11:00:00.000')))], replacesKept);
      await storage.sites.report(a, [kept(report('r0', '2.0.0', 'fatal', at(DAY1, '09:00:00.000')))], replacesKept);
      // C's ignored report is replaced by one that counts.
      await storage.sites.report(c, [kept(report('r2', '2.0.0', 'failed', at(DAY1, '11:00:00.000')))], replacesKept);
      // Another version is another count.
      await storage.sites.report(b, [kept(report('r2', '1.9.0', 'failed', at(DAY1, '12:00:00.000')))], replacesKept);
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '2.0.0')).toEqual({
        counting: { installed: 1, unhealthy: 1, failed: 1 },
        ignored: 0,
      });
      await expectExact(storage, [], ['2.0.0', '1.9.0']);
      await storage.sites.delete(b);
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '2.0.0')).toEqual({
        counting: { installed: 1, failed: 1 },
        ignored: 0,
      });
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '1.9.0')).toEqual({ counting: {}, ignored: 0 });
      expect(await storage.sites.drop(at(DAY2))).toBe(2);
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '2.0.0')).toEqual({ counting: {}, ignored: 0 });
      await expectExact(storage, [DAY1], ['2.0.0', '1.9.0']);
    });

    it('equal a recount of the rows after a burst of concurrent writes of every kind', async () => {
      const { storage } = store();
      const urls = Array.from({ length: 24 }, (_, i) => `https://site-${i}.example`);
      const days = [DAY1, DAY2, DAY3];
      const versions = ['1.0.0', '1.1.0', '2.0.0'];
      // Enrolled first, so that some check-ins are signed (and written over the enrolled row).
      await Promise.all(
        urls.slice(0, 12).map((url, i) => storage.sites.enroll({ url, publicKey: publicKey(), time: at(days[i % 3]) })),
      );
      const writes: Array<Promise<unknown>> = [];
      for (let round = 0; round < 3; round++) {
        urls.forEach((url, i) => {
          const n = i + round;
          const packages = [forms(versions[n % 3]), ...(n % 2 === 0 ? [blocks(versions[(n + 1) % 3])] : [])];
          const spec = {
            lastSeen: at(days[(i + round) % 3], `1${round}:00:00.000`),
            packages,
            declaredRing: ['', 'canary', 'beta'][n % 3],
            verified: i < 12 && n % 2 === 0,
          };
          writes.push(storage.sites.record(checkIn(url, spec)));
          if (i % 5 === round)
            writes.push(storage.sites.change(siteId(url), siteChangeRule({ ring: `ring-${round}` })));
          if (i < 12 && i % 3 === round)
            writes.push(
              storage.sites.report(
                siteId(url),
                [
                  kept(
                    report(
                      `r${round}`,
                      versions[n % 3],
                      n % 2 === 0 ? 'failed' : 'installed',
                      at(DAY1, `1${round}:00:00.000`),
                    ),
                    n % 4 !== 0,
                  ),
                ],
                replacesKept,
              ),
            );
        });
        if (round === 1) writes.push(storage.sites.delete(siteId(urls[7])), storage.sites.delete(siteId(urls[20])));
      }
      await Promise.all(writes);
      await expectExact(storage, days, versions);
      await storage.sites.drop(at(DAY2, '00:00:00.000'));
      await expectExact(storage, days, versions);
    });
  });
}
