/**
 * `GET /sites` on the azure adapter beyond one query page of sites (src/storage/azure/sites.ts,
 * `list`): where the tallies keep the total, a page is read from the newest rows back, a window at
 * a time, not from every row seen in the listing's days. Each page equals the one counted from the
 * records written (newest first, then by URL), whichever window or the whole read answered it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AzureStorage, createAzureStorage } from '../../src/storage/azure/index.js';
import { ringOf } from '../../src/packages/rules.js';
import { siteId } from '../../src/storage/site-id.js';
import { type SiteQuery, type SiteRecord, siteState } from '../../src/storage/types.js';
import { azuriteConnectionString, type AzureNames, dropAzure, randomAzureNames } from '../support/azure.js';

const connectionString = azuriteConnectionString();
let names: AzureNames;
let storage: AzureStorage;
let urls: string[] = [];
const written: SiteRecord[] = [];

const MINUTE = 60_000;
const now = Date.now();
/** The listing's days: from yesterday's UTC midnight, so every row below (at most 23 hours old) is in them. */
const since = `${new Date(now - 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
const RINGS = ['canary', 'early', ''];

/** Seen `minutesAgo` (rows of 2 days ago are outside the listing's days). */
function site(i: number, minutesAgo: number): SiteRecord {
  const url = `https://list-${String(i).padStart(4, '0')}.example`;
  return {
    url,
    id: siteId(url),
    wpVersion: '6.5',
    phpVersion: '8.2',
    locale: 'en_US',
    lastSeen: new Date(now - minutesAgo * MINUTE).toISOString(),
    declaredRing: RINGS[i % RINGS.length],
    holds: { plugins: [], themes: [] },
    verified: false,
    packages: [
      ...(i % 2 === 0 ? [{ type: 'plugin' as const, slug: 'popular', version: '1.0.0' }] : []),
      ...(i % 100 === 0 ? [{ type: 'plugin' as const, slug: 'rare', version: '1.0.0' }] : []),
    ],
  };
}

beforeAll(async () => {
  names = randomAzureNames();
  storage = await createAzureStorage({
    connectionString,
    ...names,
    onRequest: (info) => urls.push(decodeURIComponent(info.url)),
  });
  // 1 100 sites: 30 in the last 5 minutes (two seen at the same instant, ordered by URL), 60 more in
  // the hour, 200 more in 6 hours, the rest earlier; 20 of 2 days ago.
  for (let i = 0; i < 1100; i++) {
    const minutesAgo =
      i < 30 ? i * 0.1 + (i === 1 ? -0.1 : 0) : i < 90 ? 6 + (i - 30) * 0.8 : i < 290 ? 61 + i : 400 + i * 0.8;
    written.push(site(i, minutesAgo));
  }
  for (let i = 0; i < 20; i++) written.push(site(1100 + i, 2 * 24 * 60 + i));
  // In one lane per tally shard (the row key's first hex digit, as the id's): no two writers meet on a tally.
  const lanes = new Map<string, SiteRecord[]>();
  for (const s of written) lanes.set(s.id[0], [...(lanes.get(s.id[0]) ?? []), s]);
  await Promise.all(
    [...lanes.values()].map(async (sites) => {
      for (const s of sites) await storage.bulk.putSite(s);
    }),
  );
}, 300_000);

afterAll(async () => {
  await storage.close();
  await dropAzure(connectionString, names);
});

/** The listing as the contract defines it, counted from the records written. */
function expected(query: SiteQuery): { urls: string[]; total: number } {
  const matches = written
    .filter(
      (s) =>
        s.lastSeen >= query.seenSince &&
        (query.search === undefined || s.url.includes(query.search)) &&
        (query.ring === undefined || ringOf(s) === query.ring) &&
        (query.state === undefined || siteState(s) === query.state) &&
        (!query.running || s.packages.some((p) => p.type === query.running!.type && p.slug === query.running!.slug)),
    )
    .sort((a, b) => (a.lastSeen !== b.lastSeen ? (a.lastSeen < b.lastSeen ? 1 : -1) : a.url < b.url ? -1 : 1));
  return { urls: matches.slice(query.offset, query.offset + query.limit).map((s) => s.url), total: matches.length };
}

async function listed(query: SiteQuery): Promise<{ urls: string[]; total: number }> {
  const { sites, total } = await storage.sites.list(query);
  return { urls: sites.map((s) => s.url), total };
}

describe('the site list beyond one query page', () => {
  it('reads page 1 from the newest rows, not every row of its days', async () => {
    const query = { seenSince: since, offset: 0, limit: 24 };
    urls = [];
    const page = await listed(query);
    expect(page).toEqual(expected(query));
    expect(page.total).toBe(1100);
    const seenQueries = urls.filter((url) => url.includes('lastSeen ge'));
    expect(seenQueries).toHaveLength(1);
    // The last 5 minutes' rows, not those since the listing's first day.
    expect(seenQueries[0]).not.toContain(since);
  });

  it('answers each page and filter as a read of every row would', async () => {
    const queries: SiteQuery[] = [
      { seenSince: since, offset: 24, limit: 24 },
      { seenSince: since, offset: 100, limit: 50 },
      { seenSince: since, offset: 1080, limit: 24 },
      { seenSince: since, offset: 1100, limit: 24 },
      { seenSince: since, ring: 'canary', offset: 0, limit: 24 },
      { seenSince: since, ring: 'production', offset: 30, limit: 10 },
      { seenSince: since, state: 'unenrolled', offset: 0, limit: 24 },
      { seenSince: since, running: { type: 'plugin', slug: 'popular' }, offset: 0, limit: 24 },
      { seenSince: since, running: { type: 'plugin', slug: 'popular' }, ring: 'early', offset: 5, limit: 24 },
      { seenSince: since, running: { type: 'plugin', slug: 'rare' }, offset: 0, limit: 24 },
      // Not kept (a search; a window not from a midnight): every row seen in it is read, as before.
      { seenSince: since, search: 'list-00', offset: 0, limit: 24 },
      { seenSince: new Date(now - 30 * MINUTE).toISOString(), offset: 0, limit: 24 },
    ];
    for (const query of queries) expect(await listed(query), JSON.stringify(query)).toEqual(expected(query));
  });
});
