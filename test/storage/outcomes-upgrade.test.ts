/**
 * Update outcomes kept by an earlier release (local adapter): `site_outcomes` rows without the
 * `counts` and `received` columns open unchanged, still show on their site, and count as
 * ignored (no recorded check-in backed them when they arrived), received at their own time.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { siteId } from '../../src/storage/site-id.js';
import { publicKey } from './conformance/site-identity.js';
import { testTempDir } from '../support/temp-dirs.js';
import { countingOutcomes, outcomeCounts } from '../../src/registry/outcome-classes.js';

describe('outcomes of an earlier release', () => {
  it('open unchanged, shown on the site, counted as ignored, received at their time', async () => {
    const dataDir = testTempDir('outcomes-upgrade');
    const url = 'https://old.example';
    const report = {
      id: 'r1',
      type: 'plugin' as const,
      slug: 'acme-forms',
      from: '1.0.0',
      to: '2.0.0',
      result: 'fatal' as const,
      code: 'acme-forms.php',
      message: 'Uncaught Error: boom',
      time: '2026-11-20T10:00:00Z',
    };
    const first = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    await first.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
    await first.close();
    // The table as the earlier release made it, holding a report it kept (as the site sent its time).
    const db = new Database(path.join(dataDir, 'sites.sqlite'));
    db.exec(`DROP TABLE site_outcomes;
      CREATE TABLE site_outcomes (type TEXT NOT NULL, slug TEXT NOT NULL, version TEXT NOT NULL, site_id TEXT NOT NULL,
        report_id TEXT NOT NULL, result TEXT NOT NULL, time TEXT NOT NULL, report TEXT NOT NULL,
        PRIMARY KEY (type, slug, version, site_id)) WITHOUT ROWID;`);
    db.prepare('INSERT INTO site_outcomes VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      'plugin',
      'acme-forms',
      '2.0.0',
      siteId(url),
      'r1',
      'fatal',
      report.time,
      JSON.stringify(report),
    );
    db.close();
    const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    try {
      expect((await storage.sites.get(siteId(url)))?.outcomes).toEqual([report]);
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 0,
        failed: 0,
        unhealthy: 0,
        ignored: 1,
      });
      expect(await countingOutcomes(storage, 'plugin', 'acme-forms', '2.0.0', undefined, 10)).toEqual([]);
      const exported = await storage.bulk.snapshot(async (view) => {
        const all = [];
        for await (const outcome of view.outcomes()) all.push(outcome);
        return all;
      });
      expect(exported).toEqual([{ siteId: siteId(url), report, counts: false, received: report.time }]);
    } finally {
      await storage.close();
    }
  });
});
