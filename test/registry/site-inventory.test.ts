import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { InstallCounts } from '../../src/registry/install-counts.js';
import { addVersion } from '../../src/registry/package-writes.js';
import { newVersion } from '../storage/conformance/context.js';
import { checkIn, checkInPrecondition, normalizeSiteUrl, type SiteReport } from '../../src/registry/site-inventory.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { meets } from '../../src/storage/site-records.js';
import type { AdapterStorage, CheckInPrecondition, SiteRecord } from '../../src/storage/types.js';
import { testTempDir } from '../support/temp-dirs.js';
import { itConverts } from '../support/each.js';

describe('normalizeSiteUrl', () => {
  itConverts('%s is the site %s', normalizeSiteUrl, [
    ['HTTPS://Shop.Example.com:443/', 'https://shop.example.com'],
    ['http://example.com:8080/blog//', 'http://example.com:8080/blog'],
    ['https://user:pass@example.com/wp?x=1#top', 'https://example.com/wp'],
    ['  https://bücher.example/ ', 'https://xn--bcher-kva.example'],
  ]);

  it.each(['ftp://example.com', 'example.com', 'javascript:alert(1)'])('refuses %s', (raw) => {
    expect(() => normalizeSiteUrl(raw)).toThrow('site.url must be an http(s) URL.');
  });
});

/**
 * What a check-in may overwrite, as the condition it carries (SiteCheckIn.writeIf): the adapters
 * apply it in the write they make anyway (`meets`, and the local adapter's one-statement touch;
 * the conformance suite's site-identity and enrollment parts), so the rule costs the update check no read.
 */
describe('checkInPrecondition: what a check-in may overwrite', () => {
  it.each<[string, Pick<SiteReport, 'verified' | 'siteTime'>, CheckInPrecondition]>([
    ['an unsigned check, only a row without a key', {}, { unenrolled: true }],
    ['a check said unsigned, the same', { verified: false }, { unenrolled: true }],
    [
      "a check signed by the site's key, its row, unless a later check was recorded",
      { verified: true, siteTime: 1_900_000_000 },
      { unenrolled: false, siteTimeAtMost: 1_900_000_000 },
    ],
    ['a signed check without a time, its row whatever was recorded', { verified: true }, { unenrolled: false }],
  ])('%s', (_, report, condition) => {
    expect(checkInPrecondition(report)).toStrictEqual(condition);
  });

  const enrolled = { publicKey: 'a2V5' };
  it.each<
    [string, Pick<SiteReport, 'verified' | 'siteTime'>, Pick<SiteRecord, 'publicKey' | 'siteTime'> | undefined, boolean]
  >([
    ['an unsigned check creates a row', {}, undefined, true],
    ['an unsigned check replaces a row without a key', {}, { siteTime: 2_000_000_000 }, true],
    ['an unsigned check never replaces an enrolled row', {}, enrolled, false],
    ['a signed check replaces its enrolled row', { verified: true, siteTime: 2_000_000_000 }, enrolled, true],
    [
      'a signed check as new as the recorded one replaces it',
      { verified: true, siteTime: 2_000_000_000 },
      { ...enrolled, siteTime: 2_000_000_000 },
      true,
    ],
    [
      'a signed check newer than the recorded one replaces it',
      { verified: true, siteTime: 2_000_000_001 },
      { ...enrolled, siteTime: 2_000_000_000 },
      true,
    ],
    [
      'a replay (older than the recorded check) never moves the record back',
      { verified: true, siteTime: 1_999_999_940 },
      { ...enrolled, siteTime: 2_000_000_000 },
      false,
    ],
  ])('%s', (_, report, row, written) => {
    expect(meets(checkInPrecondition(report), row)).toBe(written);
  });

  it('carries the condition in the check-in, beside what it records', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const packages = [{ type: 'plugin' as const, slug: 'acme-forms', version: '1.0.0' }];
    const report: SiteReport = { url: 'https://shop.example', verified: true, siteTime: 1_900_000_000 };
    expect(checkIn(report, packages, now)).toStrictEqual({
      verified: true,
      writeIf: { unenrolled: false, siteTimeAtMost: 1_900_000_000 },
      url: 'https://shop.example',
      wpVersion: '',
      phpVersion: '',
      locale: '',
      lastSeen: now.toISOString(),
      packages,
      declaredRing: '',
      siteTime: 1_900_000_000,
    });
  });
});

describe('InstallCounts', () => {
  let dataDir: string;
  let storage: AdapterStorage;
  let now: number;
  const check = (url: string, slugs: string[]) =>
    storage.sites.record({
      url,
      wpVersion: '',
      phpVersion: '',
      locale: '',
      lastSeen: new Date(now).toISOString(),
      packages: slugs.map((slug) => ({ type: 'plugin', slug, version: '1.0' })),
    });

  beforeEach(async () => {
    dataDir = testTempDir('installs');
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    now = Date.UTC(2030, 0, 1);
    // The registry's own plugins; any other slug a site reports is a public plugin.
    for (const slug of ['acme-forms', 'acme-seo'])
      await addVersion(storage, newVersion(storage, { slug, version: '1.0.0' }).input);
  });
  afterEach(async () => {
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves one snapshot for the refresh period, then counts again', async () => {
    const counts = new InstallCounts(storage, new CheckInWrites(), 60_000, () => now);
    await check('https://a.example', ['acme-forms']);
    expect(await counts.token('acme-forms')).toBe('installs=1');
    await check('https://b.example', ['acme-forms']);
    now += 59_999;
    expect(await counts.token('acme-forms')).toBe('installs=1');
    now += 1;
    expect(await counts.token('acme-forms')).toBe('installs=2');
    expect(counts.countOf('acme-forms')).toBe(2);
  });

  it("moves the lists' token only when a count changed", async () => {
    const counts = new InstallCounts(storage, new CheckInWrites(), 1_000, () => now);
    await check('https://a.example', ['acme-forms']);
    const first = await counts.token();
    await check('https://a.example', ['acme-forms']);
    now += 1_000;
    expect(await counts.token()).toBe(first);
    await check('https://a.example', ['acme-seo']);
    now += 1_000;
    expect(await counts.token()).not.toBe(first);
    expect([counts.countOf('acme-forms'), counts.countOf('acme-seo')]).toEqual([0, 1]);
  });

  it("counts the registry's plugins only: a public plugin's count moves no token", async () => {
    const counts = new InstallCounts(storage, new CheckInWrites(), 1_000, () => now);
    await check('https://a.example', ['acme-forms', 'woocommerce']);
    const first = await counts.token();
    await check('https://b.example', ['woocommerce']);
    now += 1_000;
    expect(await counts.token()).toBe(first);
    expect([counts.countOf('acme-forms'), counts.countOf('woocommerce')]).toEqual([1, 0]);
  });

  it('leaves out sites unseen for 7 days and forgets those unseen for 90', async () => {
    const counts = new InstallCounts(storage, new CheckInWrites(), 1_000, () => now);
    await check('https://old.example', ['acme-forms']);
    now += 8 * 86_400_000;
    await check('https://new.example', ['acme-forms']);
    expect(await counts.token('acme-forms')).toBe('installs=1');
    expect((await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 10 })).total).toBe(2);
    now += 91 * 86_400_000;
    await counts.fresh();
    expect((await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 10 })).total).toBe(0);
  });

  it('forgets old sites once a UTC day: the refreshes after the day’s first drop none', async () => {
    const drops: string[] = [];
    const counted = {
      ...storage,
      sites: { ...storage.sites, drop: (before: string) => (drops.push(before), storage.sites.drop(before)) },
    };
    const counts = new InstallCounts(counted, new CheckInWrites(), 1_000, () => now);
    await check('https://a.example', ['acme-forms']);
    await counts.fresh();
    now += 3_600_000;
    await counts.fresh();
    now += 20 * 3_600_000; // 2030-01-01T21:00Z: still the same day
    await counts.fresh();
    now += 3 * 3_600_000; // past midnight UTC: the window's first day moved
    await counts.fresh();
    expect(drops).toEqual(['2029-10-03T00:00:00.000Z', '2029-10-04T00:00:00.000Z']);
  });
});
