import { describe, expect, it } from 'vitest';
import { siteId } from '../../../src/storage/site-id.js';
import type { KeptOutcome, OutcomeReport } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';
import { publicKey } from './site-identity.js';
import { countingOutcomes, outcomeCounts } from '../../../src/registry/outcome-classes.js';
import { replacesKept } from '../../../src/registry/outcome-keeping.js';

const report = (id: string, to: string, result: OutcomeReport['result'], time: string): OutcomeReport => ({
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

/** A report as the domain hands it over: counting (by default), received at its own time. */
const kept = (report: OutcomeReport, counts = true, received = report.time): KeptOutcome => ({
  report,
  counts,
  received,
});

/** Update outcomes: each site's latest report per package and version, idempotent by id, counted per version. */
export function updateOutcomes(factory: StoreFactory): void {
  describe('update outcomes', () => {
    const store = useFreshStore(factory);
    const enrolled = async (url: string) => {
      const { storage } = store();
      await storage.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
      return siteId(url);
    };

    it('keeps the latest report per site, package and version; a report sent twice, or an older one, changes nothing', async () => {
      const { storage } = store();
      const a = await enrolled('https://a.example');
      const b = await enrolled('https://b.example');
      const first = report('r1', '2.0.0', 'failed', '2030-01-01T10:00:00.000Z');
      expect(await storage.sites.report(a, [kept(first)], replacesKept)).toEqual([first]);
      expect(await storage.sites.report(a, [kept(first)], replacesKept)).toEqual([]);
      const healed = report('r2', '2.0.0', 'installed', '2030-01-01T11:00:00.000Z');
      const stale = report('r0', '2.0.0', 'unhealthy', '2030-01-01T09:00:00.000Z');
      expect(await storage.sites.report(a, [kept(healed), kept(stale)], replacesKept)).toEqual([healed]);
      await storage.sites.report(b, [kept(report('r1', '2.0.0', 'fatal', '2030-01-01T10:00:00.000Z'))], replacesKept);
      await storage.sites.report(b, [kept(report('r2', '1.9.0', 'failed', '2030-01-01T12:00:00.000Z'))], replacesKept);
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 2,
        failed: 0,
        unhealthy: 1,
        ignored: 0,
      });
      // Storage counts by result; what a result means is the domain's (outcome-classes.ts).
      expect(await storage.sites.resultCounts('plugin', 'acme-forms', '2.0.0')).toEqual({
        counting: { installed: 1, fatal: 1 },
        ignored: 0,
      });
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '1.9.0')).toEqual({
        sites: 1,
        failed: 1,
        unhealthy: 0,
        ignored: 0,
      });
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '3.0.0')).toEqual({
        sites: 0,
        failed: 0,
        unhealthy: 0,
        ignored: 0,
      });
      // Per package, the site's latest report of any version.
      expect((await storage.sites.get(b))?.outcomes).toEqual([
        report('r2', '1.9.0', 'failed', '2030-01-01T12:00:00.000Z'),
      ]);
      expect(await storage.sites.report(siteId('https://nobody.example'), [kept(first)], replacesKept)).toBeUndefined();
    });

    it('applies the dedupe rule it is given to the report it kept, whatever the rule says', async () => {
      const { storage } = store();
      const a = await enrolled('https://a.example');
      const first = report('r1', '2.0.0', 'failed', '2030-01-01T10:00:00.000Z');
      const seen: Array<[string, string]> = [];
      const always = (k: { id: string; time: string }) => (seen.push([k.id, k.time]), true);
      await storage.sites.report(a, [kept(first)], always);
      expect(seen).toEqual([]); // nothing kept yet: the rule is not asked
      // The same report again, which the registry's rule drops, is kept again under this one.
      expect(await storage.sites.report(a, [kept(first)], always)).toEqual([first]);
      expect(seen).toEqual([['r1', '2030-01-01T10:00:00.000Z']]);
      const newer = report('r2', '2.0.0', 'installed', '2030-01-01T11:00:00.000Z');
      expect(await storage.sites.report(a, [kept(newer)], () => false)).toEqual([]);
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toMatchObject({ sites: 1, failed: 1 });
    });

    it('a check-in keeps the reports; deleting the site drops them from its row', async () => {
      const { storage } = store();
      const a = await enrolled('https://a.example');
      const failed = report('r1', '2.0.0', 'failed', '2030-01-01T10:00:00.000Z');
      await storage.sites.report(a, [kept(failed)], replacesKept);
      await storage.sites.record({
        url: 'https://a.example',
        wpVersion: '6.5',
        phpVersion: '8.2',
        locale: 'en_US',
        lastSeen: new Date().toISOString(),
        packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
        verified: true,
        writeIf: { unenrolled: false },
      });
      expect((await storage.sites.get(a))?.outcomes).toEqual([failed]);
      const listed = await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 10 });
      expect(listed.sites[0].outcomes).toEqual([failed]);
    });

    it('counts only the outcomes that count; the others are kept, shown on the site and counted as ignored', async () => {
      const { storage } = store();
      const [a, b, c] = await Promise.all(
        ['https://a.example', 'https://b.example', 'https://c.example'].map(enrolled),
      );
      await storage.sites.report(a, [kept(report('r1', '2.0.0', 'fatal', '2030-01-01T10:00:00.000Z'))], replacesKept);
      await storage.sites.report(
        b,
        [kept(report('r1', '2.0.0', 'fatal', '2030-01-01T10:00:00.000Z'), false)],
        replacesKept,
      );
      await storage.sites.report(
        c,
        [kept(report('r1', '2.0.0', 'installed', '2030-01-01T10:00:00.000Z'), false)],
        replacesKept,
      );
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 1,
        failed: 0,
        unhealthy: 1,
        ignored: 2,
      });
      // An ignored report still says what happened on its site.
      expect((await storage.sites.get(b))?.outcomes?.[0]).toMatchObject({ id: 'r1', result: 'fatal' });
      // A newer counting report replaces the ignored one.
      await storage.sites.report(c, [kept(report('r2', '2.0.0', 'failed', '2030-01-01T11:00:00.000Z'))], replacesKept);
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 2,
        failed: 1,
        unhealthy: 1,
        ignored: 1,
      });
    });

    it('since bounds the counting outcomes by arrival; the counting ones list bad first, then newest, bounded', async () => {
      const { storage } = store();
      const urls = ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'];
      const [a, b, c, d] = await Promise.all(urls.map(enrolled));
      const early = '2030-01-01T10:00:00.000Z';
      const late = '2030-01-01T12:00:00.000Z';
      await storage.sites.report(
        a,
        [kept(report('ra', '2.0.0', 'installed', '2030-01-01T09:00:00.000Z'), true, early)],
        replacesKept,
      );
      await storage.sites.report(
        b,
        [kept(report('rb', '2.0.0', 'fatal', '2030-01-01T09:30:00.000Z'), true, early)],
        replacesKept,
      );
      await storage.sites.report(
        c,
        [kept(report('rc', '2.0.0', 'installed', '2030-01-01T11:30:00.000Z'), true, late)],
        replacesKept,
      );
      await storage.sites.report(
        d,
        [kept(report('rd', '2.0.0', 'failed', '2030-01-01T11:00:00.000Z'), false, late)],
        replacesKept,
      );
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0', '2030-01-01T11:00:00.000Z')).toEqual({
        sites: 1,
        failed: 0,
        unhealthy: 0,
        ignored: 1,
      });
      const all = await countingOutcomes(storage, 'plugin', 'acme-forms', '2.0.0', undefined, 10);
      expect(all.map((o) => [o.siteId, o.report.id, o.counts, o.received])).toEqual([
        [b, 'rb', true, early],
        [c, 'rc', true, late],
        [a, 'ra', true, early],
      ]);
      const since = await countingOutcomes(storage, 'plugin', 'acme-forms', '2.0.0', late, 10);
      expect(since.map((o) => o.report.id)).toEqual(['rc']);
      const two = await countingOutcomes(storage, 'plugin', 'acme-forms', '2.0.0', undefined, 2);
      expect(two.map((o) => o.report.id)).toEqual(['rb', 'rc']);
    });

    it('deleting a site drops its kept outcomes of every version from the counts', async () => {
      const { storage } = store();
      const a = await enrolled('https://a.example');
      const b = await enrolled('https://b.example');
      await storage.sites.report(a, [kept(report('r1', '1.9.0', 'failed', '2030-01-01T10:00:00.000Z'))], replacesKept);
      await storage.sites.report(
        a,
        [kept(report('r2', '2.0.0', 'unhealthy', '2030-01-01T11:00:00.000Z'))],
        replacesKept,
      );
      await storage.sites.report(
        b,
        [kept(report('r1', '2.0.0', 'installed', '2030-01-01T10:00:00.000Z'))],
        replacesKept,
      );
      expect(await storage.sites.delete(a)).toBeDefined();
      // The older version's outcome too, which the site's row no longer names (it keeps the latest per package).
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '1.9.0')).toEqual({
        sites: 0,
        failed: 0,
        unhealthy: 0,
        ignored: 0,
      });
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 1,
        failed: 0,
        unhealthy: 0,
        ignored: 0,
      });
    });
  });
}
