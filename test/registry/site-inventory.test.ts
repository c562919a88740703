import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { InstallCounts } from '../../src/registry/install-counts.js';
import { checkIn, normalizeSiteUrl, type SiteReport } from '../../src/registry/site-inventory.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { Storage } from '../../src/storage/types.js';
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
 * "An unsigned check-in never overwrites an enrolled site", as the condition the check-in carries
 * (SiteCheckIn.overEnrolled): the adapters apply it in the write they make anyway (the
 * conformance suite's site-identity part), so the rule costs the update check no read.
 */
describe('checkIn: the write condition of a check-in', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  const packages = [{ type: 'plugin' as const, slug: 'acme-forms', version: '1.0.0' }];
  const report = (over: Partial<SiteReport>): SiteReport => ({ url: 'https://shop.example', ...over });
  it.each<[string, Partial<SiteReport>, { verified: boolean; overEnrolled: boolean; siteTime?: number }]>([
    ['an unsigned check is written only over a row without a key', {}, { verified: false, overEnrolled: false }],
    ['a check said unsigned is the same', { verified: false }, { verified: false, overEnrolled: false }],
    [
      "a check signed by the site's key may be written over its enrolled row",
      { verified: true, siteTime: 1_900_000_000 },
      { verified: true, overEnrolled: true, siteTime: 1_900_000_000 },
    ],
  ])('%s', (_, over, condition) => {
    const written = checkIn(report(over), packages, now);
    expect({
      verified: written.verified,
      overEnrolled: written.overEnrolled,
      ...(written.siteTime !== undefined ? { siteTime: written.siteTime } : {}),
    }).toStrictEqual(condition);
    expect(written).toMatchObject({
      url: 'https://shop.example',
      lastSeen: now.toISOString(),
      packages,
      declaredRing: '',
    });
  });
});

describe('InstallCounts', () => {
  let dataDir: string;
  let storage: Storage;
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

  beforeEach(() => {
    dataDir = testTempDir('installs');
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    now = Date.UTC(2030, 0, 1);
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
});
