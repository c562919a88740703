import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryExposure } from '../../src/registry/advisories/exposure.js';
import { ExposureHistory } from '../../src/registry/advisories/history.js';
import { listAdvisories } from '../../src/registry/advisories/list.js';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { DailySweep } from '../../src/registry/daily-sweep.js';
import { FLEET_PAGE, forEachSitePage } from '../../src/registry/fleet-walk.js';
import { UpdateChecks } from '../../src/registry/update-check.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, SiteCheckIn, SiteStorage } from '../../src/storage/types.js';
import { registryAdvisory } from '../support/advisories.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';
import { turnsDuring } from '../support/turns.js';

/**
 * Work over the whole fleet gives the event loop a turn between pages of the inventory, so a
 * /healthz or an update check arriving meanwhile is answered before the walk ends (issue 49).
 * Over real SQLite, whose reads are synchronous: a walk that reads every site at once lets no
 * other callback run until it is done. Each walk is measured by how many turns of a
 * setImmediate loop ran while it did (a count, not a time), and its answer is checked too.
 */
let dataDir: string;
let storage: AdapterStorage;
const writes = new CheckInWrites();

/** More than four pages of the walks' sites, every one running acme-forms; every third at the fixed version. */
const SITES = FLEET_PAGE * 4 + 100;
const FIXED_EVERY = 3;
/** A walk of SITES sites turns the event loop at least between each two of its five pages. */
const TURNS = 4;
const now = Date.parse('2026-11-25T09:00:00Z');

const advisory = registryAdvisory('REG-2026-1');
/** Names two packages every site runs: counted by walking the sites running them (a site running both counts once). */
const twoPackages = registryAdvisory('REG-2026-2', {
  affected: [
    ...advisory.affected,
    { type: 'plugin', slug: 'other-plugin', ranges: [{ introduced: '0', fixed: '2.0.0' }] },
  ],
});

const site = (i: number): SiteCheckIn => ({
  url: `https://site-${String(i).padStart(5, '0')}.example`,
  wpVersion: '6.5.2',
  phpVersion: '8.2.0',
  locale: 'en_US',
  lastSeen: new Date(now - i * 1000).toISOString(),
  packages: [
    { type: 'plugin', slug: 'acme-forms', version: i % FIXED_EVERY === 0 ? '1.1.0' : '1.0.0' },
    { type: 'plugin', slug: 'other-plugin', version: '2.0.0' },
  ],
});

const exposedSites = Math.ceil(SITES - SITES / FIXED_EVERY);
const counts = { exposed: exposedSites, patched: SITES - exposedSites, total: SITES };

beforeAll(async () => {
  dataDir = testTempDir('fleet-walks');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  // Check-ins of one turn are committed together: the fleet is seeded in one commit.
  await Promise.all(Array.from({ length: SITES }, (_, i) => storage.sites.record(site(i))));
  await storage.advisories.put(advisory);
  await storage.advisories.put(twoPackages);
});

afterAll(async () => {
  await storage.close();
  removeTestTempDir(dataDir);
});

describe('fleet-wide walks turn the event loop between pages', () => {
  it('GET /advisories/{id}/exposure: the counts and the page as one read gave them', async () => {
    const updates = new UpdateChecks(storage);
    const { turns, result } = await turnsDuring(() =>
      advisoryExposure(storage, writes, updates, advisory.id, { offset: 0, limit: 3 }, now),
    );
    expect(result.sites).toEqual(counts);
    expect(result.results).toBe(exposedSites);
    // Most recently seen first: site 0 runs the fixed version, 1 and 2 do not.
    expect(result.exposed.map((e) => e.site.url)).toEqual([
      'https://site-00001.example',
      'https://site-00002.example',
      'https://site-00004.example',
    ]);
    expect(turns).toBeGreaterThanOrEqual(TURNS);
  });

  it("the exposure history's count of today: an advisory on one package from its kept counts, the walk's counts", async () => {
    const history = new ExposureHistory(storage, writes, () => now);
    const walked = await advisoryExposure(
      storage,
      writes,
      new UpdateChecks(storage),
      advisory.id,
      {
        offset: 0,
        limit: 1,
      },
      now,
    );
    expect(await history.history(advisory.id)).toEqual([
      { day: '2026-11-25', ...walked.sites, at: new Date(now).toISOString() },
    ]);
    expect(walked.sites).toEqual(counts);
  });

  it("the exposure history's count of today of an advisory on two packages walks the sites running them", async () => {
    const history = new ExposureHistory(storage, writes, () => now);
    const { turns, result } = await turnsDuring(() => history.history(twoPackages.id));
    expect(result).toEqual([{ day: '2026-11-25', ...counts, at: new Date(now).toISOString() }]);
    expect(turns).toBeGreaterThanOrEqual(TURNS);
  });

  it('the daily exposure sweep: one package from its kept counts, two by a walk', async () => {
    const history = new ExposureHistory(storage, writes, () => now + 86_400_000);
    const { turns } = await turnsDuring(() => history.sweep());
    for (const { id } of [advisory, twoPackages])
      expect(await storage.advisories.exposureHistory(id, '2026-11-26')).toEqual([
        { advisory: id, day: '2026-11-26', ...counts },
      ]);
    expect(turns).toBeGreaterThanOrEqual(TURNS);
  });

  it('GET /advisories?exposed=true, which reads every site', async () => {
    const { turns, result } = await turnsDuring(() =>
      listAdvisories(storage, writes, { exposed: true, offset: 0, limit: 10 }),
    );
    expect(result.advisories.map((a) => a.id).sort()).toEqual([advisory.id, twoPackages.id]);
    expect(turns).toBeGreaterThanOrEqual(TURNS);
  });

  it('a daily sweep starts on a later turn than the request that found it due, never inside it', async () => {
    let started = false;
    const sweep = new DailySweep(
      async () => {
        started = true;
      },
      () => now,
      () => undefined,
    );
    sweep.ifDue();
    expect(started).toBe(false);
    await sweep.settled();
    expect(started).toBe(true);
  });

  it('hands over each site once, one that checks in during the walk (and so moves ahead of the pages read) too', async () => {
    const moved = site(SITES - 1);
    let pages = 0;
    // The real inventory, with a check-in of the site seen longest ago once the first page was read.
    const sites: Pick<SiteStorage, 'walk'> = {
      walk: async (query) => {
        const page = await storage.sites.walk(query);
        if (++pages === 1) await storage.sites.record({ ...moved, lastSeen: new Date(now + 1000).toISOString() });
        return page;
      },
    };
    const urls: string[] = [];
    const seenSince = new Date(now - 86_400_000).toISOString();
    await forEachSitePage(sites, { seenSince }, (page) => {
      urls.push(...page.map((s) => s.url));
    });
    expect(urls).toHaveLength(SITES);
    expect(new Set(urls).size).toBe(SITES);
    expect(urls).toContain(moved.url);
    await storage.sites.record(moved);
  });
});
