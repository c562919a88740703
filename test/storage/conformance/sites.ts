import { describe, expect, it } from 'vitest';
import { siteId } from '../../../src/storage/site-id.js';
import type { ChangeScope, InstalledPackage, SiteCheckIn, SiteRecord, Storage } from '../../../src/storage/types.js';
import { add, type StoreFactory, useFreshStore } from './context.js';

const DAY = 86_400_000;
const at = (daysAgo: number, minutes = 0) =>
  new Date(Date.UTC(2030, 0, 31) - daysAgo * DAY + minutes * 60_000).toISOString();
/** The UTC day `daysAgo` days before the tests' now. */
const day = (daysAgo: number) => at(daysAgo).slice(0, 10);
const plugin = (slug: string, version: string): InstalledPackage => ({ type: 'plugin', slug, version });
const theme = (slug: string, version: string): InstalledPackage => ({ type: 'theme', slug, version });

function site(url: string, lastSeen: string, packages: InstalledPackage[], wpVersion = '6.5.2'): SiteCheckIn {
  return { url, wpVersion, phpVersion: '8.2.20', locale: 'en_US', lastSeen, packages };
}

/** A check-in as the inventory lists it: with its id, first seen at its own time (or `firstSeen`), and no ring or holds set. */
const listed = (checkIn: SiteCheckIn, firstSeen = checkIn.lastSeen): SiteRecord => ({
  ...checkIn,
  id: siteId(checkIn.url),
  firstSeen,
  declaredRing: '',
  holds: { plugins: [], themes: [] },
  verified: checkIn.verified === true,
});

/** Everything: far past and far future bounds. */
const ALL = { seenSince: at(10_000), offset: 0, limit: 100 };
const urls = (result: { sites: SiteRecord[] }) => result.sites.map((s) => s.url);

/** The site inventory: check-ins recorded, listed, counted and forgotten. */
export function siteInventory(factory: StoreFactory): void {
  describe('site inventory', () => {
    const store = useFreshStore(factory);

    it('records a check-in and lists it back as recorded, packages in (type, slug) order', async () => {
      const { storage } = store();
      await storage.sites.record(
        site('https://shop.example.com', at(0), [
          theme('acme-blocks', '1.0.0'),
          plugin('b-seo', '2.0'),
          plugin('acme-forms', '1.0.0'),
        ]),
      );
      const { sites, total } = await storage.sites.list(ALL);
      expect(total).toBe(1);
      expect(sites[0]).toEqual(
        listed(
          site('https://shop.example.com', at(0), [
            plugin('acme-forms', '1.0.0'),
            plugin('b-seo', '2.0'),
            theme('acme-blocks', '1.0.0'),
          ]),
        ),
      );
    });

    it('replaces what a site reported before: one row per site, its last check-in', async () => {
      const { storage } = store();
      await storage.sites.record(site('https://a.example', at(1), [plugin('acme-forms', '1.0.0')], '6.4'));
      await storage.sites.record(
        site('https://a.example', at(0), [plugin('acme-forms', '1.1.0'), plugin('b-seo', '1.0')], '6.5'),
      );
      const { sites, total } = await storage.sites.list(ALL);
      expect(total).toBe(1);
      expect(sites[0]).toEqual(
        // First seen at its first check-in: a later one never moves it.
        listed(site('https://a.example', at(0), [plugin('acme-forms', '1.1.0'), plugin('b-seo', '1.0')], '6.5'), at(1)),
      );
    });

    it('lists newest check-in first, then by URL, with pages and a total', async () => {
      const { storage } = store();
      await storage.sites.record(site('https://b.example', at(0), []));
      await storage.sites.record(site('https://c.example', at(2), []));
      await storage.sites.record(site('https://a.example', at(0), []));
      await storage.sites.record(site('https://d.example', at(1), []));
      expect(urls(await storage.sites.list(ALL))).toEqual([
        'https://a.example',
        'https://b.example',
        'https://d.example',
        'https://c.example',
      ]);
      const page = await storage.sites.list({ ...ALL, offset: 2, limit: 1 });
      expect([urls(page), page.total]).toEqual([['https://d.example'], 4]);
      expect(await storage.sites.list({ ...ALL, offset: 10 })).toEqual({ sites: [], total: 4 });
    });

    it('walks the sites a page at a time, each once, filtered as the listing is; a check-in mid-walk moves no site', async () => {
      const { storage } = store();
      const checkIns = Array.from({ length: 7 }, (_, i) =>
        site(`https://w${i}.example`, at(i), i % 2 === 0 ? [plugin('acme-forms', '1.0.0')] : [plugin('b-seo', '2.0')]),
      );
      checkIns.push(site('https://old.example', at(100), [plugin('acme-forms', '1.0.0')]));
      for (const checkIn of checkIns) await storage.sites.record(checkIn);
      const walk = async (query: { seenSince: string; running?: { type: 'plugin'; slug: string } }) => {
        const seen: string[] = [];
        let after: string | undefined;
        let pages = 0;
        do {
          const page = await storage.sites.walk({ ...query, after, limit: 2 });
          expect(page.sites.length).toBeLessThanOrEqual(2);
          seen.push(...page.sites.map((s) => s.url));
          // The site seen longest ago checks in between the first two pages.
          if (++pages === 1) await storage.sites.record({ ...checkIns[6], lastSeen: at(0, 1) });
          after = page.next;
        } while (after !== undefined);
        return seen.sort();
      };
      expect(await walk({ seenSince: at(50) })).toEqual(
        checkIns
          .slice(0, 7)
          .map((c) => c.url)
          .sort(),
      );
      await storage.sites.record(checkIns[6]);
      expect(await walk({ seenSince: at(50), running: { type: 'plugin', slug: 'acme-forms' } })).toEqual([
        'https://w0.example',
        'https://w2.example',
        'https://w4.example',
        'https://w6.example',
      ]);
      expect(await walk({ seenSince: at(10_000), running: { type: 'plugin', slug: 'acme-forms' } })).toContain(
        'https://old.example',
      );
      const first = await storage.sites.walk({ seenSince: at(50), limit: 100 });
      expect(first.next).toBeUndefined();
      expect(first.sites.find((s) => s.url === 'https://w0.example')).toEqual(listed(checkIns[0]));
    });

    it('searches URLs case-insensitively and leaves out sites seen before seenSince', async () => {
      const { storage } = store();
      await storage.sites.record(site('https://shop.example.com', at(0), []));
      await storage.sites.record(site('https://blog.example.com', at(0), []));
      await storage.sites.record(site('https://old-shop.example.com', at(30), []));
      expect(urls(await storage.sites.list({ ...ALL, search: 'SHOP' }))).toEqual([
        'https://shop.example.com',
        'https://old-shop.example.com',
      ]);
      expect(urls(await storage.sites.list({ ...ALL, search: 'shop', seenSince: at(7) }))).toEqual([
        'https://shop.example.com',
      ]);
    });

    it('filters by the package a site runs, and by its version', async () => {
      const { storage } = store();
      await storage.sites.record(
        site('https://a.example', at(0), [plugin('acme-forms', '1.0.0'), theme('acme-blocks', '2.0')]),
      );
      await storage.sites.record(site('https://b.example', at(0, -5), [plugin('acme-forms', '1.1.0')]));
      await storage.sites.record(site('https://c.example', at(0, -9), [plugin('b-seo', '1.0.0')]));
      const running = (slug: string, version?: string, type: 'plugin' | 'theme' = 'plugin') =>
        storage.sites.list({ ...ALL, running: { type, slug, version } });
      expect(urls(await running('acme-forms'))).toEqual(['https://a.example', 'https://b.example']);
      expect(await running('acme-forms', '1.0.0')).toMatchObject({ total: 1, sites: [{ url: 'https://a.example' }] });
      expect((await running('acme-forms', '9.9')).total).toBe(0);
      expect(urls(await running('acme-blocks', undefined, 'theme'))).toEqual(['https://a.example']);
      expect((await running('acme-blocks')).total).toBe(0); // a plugin of that slug: none
      expect(
        urls(await storage.sites.list({ ...ALL, search: 'b.', running: { type: 'plugin', slug: 'acme-forms' } })),
      ).toEqual(['https://b.example']);
    });

    it('a site that stops reporting a package, or reports another version, is no longer listed under the old one', async () => {
      const { storage } = store();
      await storage.sites.record(
        site('https://a.example', at(1), [plugin('acme-forms', '1.0.0'), plugin('b-seo', '1.0')]),
      );
      await storage.sites.record(site('https://a.example', at(0), [plugin('acme-forms', '1.1.0')]));
      expect((await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'b-seo' } })).total).toBe(0);
      expect(
        (await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms', version: '1.0.0' } })).total,
      ).toBe(0);
      expect(
        (await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms', version: '1.1.0' } })).total,
      ).toBe(1);
    });

    it('counts distinct sites per package among those seen since the bound, from their last check-in', async () => {
      const { storage } = store();
      await storage.sites.record(
        site('https://a.example', at(0), [
          plugin('acme-forms', '1.0.0'),
          plugin('b-seo', '1.0'),
          theme('acme-blocks', '1.0'),
        ]),
      );
      await storage.sites.record(
        site('https://a.example', at(0, 5), [
          plugin('acme-forms', '1.0.0'),
          plugin('b-seo', '1.0'),
          theme('acme-blocks', '1.0'),
        ]),
      );
      await storage.sites.record(site('https://b.example', at(1), [plugin('acme-forms', '1.1.0')]));
      await storage.sites.record(
        site('https://c.example', at(8), [plugin('acme-forms', '1.1.0'), plugin('b-seo', '1.0')]),
      );
      await storage.sites.record(site('https://d.example', at(2), [plugin('b-seo', '1.0')]));
      await storage.sites.record(site('https://d.example', at(0), []));
      expect(await storage.sites.countInstalls('plugin', day(7))).toEqual(
        new Map([
          ['acme-forms', 2],
          ['b-seo', 1],
        ]),
      );
      expect(await storage.sites.countInstalls('theme', day(7))).toEqual(new Map([['acme-blocks', 1]]));
      expect((await storage.sites.countInstalls('plugin', day(10))).get('acme-forms')).toBe(3);
    });

    it('drops sites last seen before the bound, with their packages', async () => {
      const { storage } = store();
      await storage.sites.record(site('https://gone.example', at(91), [plugin('acme-forms', '1.0.0')]));
      await storage.sites.record(site('https://kept.example', at(89), [plugin('acme-forms', '1.0.0')]));
      expect(await storage.sites.drop(at(90))).toBe(1);
      expect(urls(await storage.sites.list(ALL))).toEqual(['https://kept.example']);
      expect(urls(await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms' } }))).toEqual([
        'https://kept.example',
      ]);
      expect(await storage.sites.countInstalls('plugin', day(10_000))).toEqual(new Map([['acme-forms', 1]]));
      expect(await storage.sites.drop(at(90))).toBe(0);
      // A dropped site that checks in again is a new site, running what it reports now.
      await storage.sites.record(site('https://gone.example', at(0), [plugin('acme-forms', '1.2.0')]));
      expect(
        (await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms', version: '1.2.0' } })).total,
      ).toBe(1);
    });

    it('check-ins move no change token, so kept answers survive them', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const scopes: ChangeScope[] = [{ type: 'plugin' }, { type: 'plugin', slug: 'acme-forms' }, { type: 'theme' }];
      const tokens = (s: Storage) => Promise.all(scopes.map((scope) => s.changeToken(scope)));
      const before = await tokens(storage);
      await storage.sites.record(site('https://a.example', at(0), [plugin('acme-forms', '1.0.0')]));
      await storage.sites.record(site('https://a.example', at(0, 1), [plugin('acme-forms', '1.0.0')]));
      await storage.sites.record(site('https://b.example', at(100), [plugin('acme-forms', '1.0.0')]));
      await storage.sites.drop(at(90));
      await new Promise((resolve) => setImmediate(resolve)); // the local adapter reads its version once per turn
      expect(await tokens(storage)).toEqual(before);
    });

    it('concurrent check-ins of many sites are all recorded', async () => {
      const { storage } = store();
      const many = Array.from({ length: 40 }, (_, i) =>
        site(`https://site-${String(i).padStart(2, '0')}.example`, at(0), [
          plugin('acme-forms', `1.${i % 3}.0`),
          plugin('b-seo', '1.0'),
        ]),
      );
      await Promise.all(many.map((s) => storage.sites.record(s)));
      expect((await storage.sites.list(ALL)).total).toBe(40);
      expect(await storage.sites.countInstalls('plugin', day(1))).toEqual(
        new Map([
          ['acme-forms', 40],
          ['b-seo', 40],
        ]),
      );
      expect(
        (await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms', version: '1.1.0' } })).total,
      ).toBe(13);
    });
  });
}
