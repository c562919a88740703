/**
 * `npx tsx bench/azure-tallies.ts [sizes]` (default 1000,10000): the kept reads of the site
 * inventory on the azure adapter against Azurite (in memory, started here as the azure step
 * does), at each fleet size, as storage calls: packageTally, countInstalls, siteTally,
 * resultCounts, `list` page 1 (all sites, and one ring), and a new site's first check-in. Each
 * row: the median latency of REPEAT calls (the sizes turn about), its ratio to the smallest
 * size's, and the Table requests one call makes (the adapter's request hook). The fleet is written through `restore`
 * (the import's path), in 16 lanes, one per tally shard, so that no two writers meet on a tally.
 * Every size is a fresh table in the same Azurite: Azurite filters each query over every entity
 * of the table (its Loki store), so the table's other rows count as production's would.
 */
import { createAzureStorage, type AzureStorage } from '../src/storage/azure/index.js';
import { siteId } from '../src/storage/site-id.js';
import type { SiteRecord } from '../src/storage/types.js';
import { startAzurite } from './azure.js';

const SIZES = (process.argv[2] ?? '1000,10000').split(',').map(Number);
const REPEAT = 15;
/** Plugins in the fleet and per site: each site runs 3 of 20 (60 000 index rows at 10k sites beside the site rows). */
const PLUGINS = 20;
const PER_SITE = 3;
const RINGS = ['canary', 'early', 'production'];

const day = new Date().toISOString().slice(0, 10);
const midnight = `${day}T00:00:00.000Z`;

function siteOf(i: number, size: number): SiteRecord {
  const url = `https://site-${i}.example`;
  // Seen over the day so far (up to a minute ago), in no particular order of i.
  const spread = Math.max(1, Date.now() - Date.parse(midnight) - 60_000);
  const lastSeen = new Date(Date.parse(midnight) + Math.floor((spread * ((i * 7919) % size)) / size)).toISOString();
  return {
    url,
    id: siteId(url),
    wpVersion: '6.5',
    phpVersion: '8.2',
    locale: 'en_US',
    lastSeen,
    declaredRing: RINGS[i % RINGS.length],
    holds: { plugins: [], themes: [] },
    verified: false,
    packages: Array.from({ length: PER_SITE }, (_, k) => ({
      type: 'plugin' as const,
      slug: `p-${(i + k * 7) % PLUGINS}`,
      version: `1.${i % 4}.0`,
    })),
  };
}

async function fill(storage: AzureStorage, from: number, to: number): Promise<void> {
  const lanes = new Map<string, SiteRecord[]>();
  for (let i = from; i < to; i++) {
    const site = siteOf(i, to);
    // The shard is the first hex digit of the row key (sha256 of the URL), as the id's.
    const shard = site.id[0];
    lanes.set(shard, [...(lanes.get(shard) ?? []), site]);
  }
  await Promise.all(
    [...lanes.values()].map(async (sites) => {
      for (const site of sites) await storage.bulk.putSite(site);
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Fleet {
  size: number;
  storage: AzureStorage;
  /** A second instance of the same store, for first check-ins: its tallies not yet read. */
  fresh: AzureStorage;
  requests: number;
}

const OPS: Array<[string, (storage: AzureStorage) => Promise<unknown>]> = [
  ['packageTally', (s) => s.sites.packageTally('plugin', 'p-0', midnight)],
  ['countInstalls', (s) => s.sites.countInstalls('plugin', midnight)],
  ['siteTally', (s) => s.sites.siteTally(midnight)],
  ['resultCounts', (s) => s.sites.resultCounts('plugin', 'p-0', '1.0.0')],
  ['list page 1', (s) => s.sites.list({ seenSince: midnight, offset: 0, limit: 24 })],
  ['list page 1, one ring', (s) => s.sites.list({ seenSince: midnight, ring: 'canary', offset: 0, limit: 24 })],
];

async function main(): Promise<void> {
  const azurite = await startAzurite();
  const connectionString = azurite.direct.AZURE_STORAGE_CONNECTION_STRING;
  const results = new Map<string, Map<number, { times: number[]; requests: number }>>();
  const record = (label: string, size: number, ms: number, requests: number) => {
    if (!results.has(label)) results.set(label, new Map());
    const bySize = results.get(label)!;
    if (!bySize.has(size)) bySize.set(size, { times: [], requests });
    bySize.get(size)!.times.push(ms);
    bySize.get(size)!.requests = requests;
  };
  const fleets: Fleet[] = [];
  try {
    for (const size of SIZES) {
      const names = { table: `tallies${size}`, container: `tallies${size}` };
      const fleet = { size, requests: 0 } as Fleet;
      fleet.storage = await createAzureStorage({ connectionString, ...names, onRequest: () => fleet.requests++ });
      fleet.fresh = await createAzureStorage({ connectionString, ...names, onRequest: () => fleet.requests++ });
      const started = Date.now();
      await fill(fleet.storage, 0, size);
      console.log(
        `${size} sites written in ${((Date.now() - started) / 1000).toFixed(0)} s (${fleet.requests} requests)`,
      );
      fleets.push(fleet);
    }
    // The fleet goes on checking in (its writing took minutes, during which none did): 1% of it
    // now, as a fleet checking in twice a day does in some 7 minutes, so the list's newest rows are.
    for (const fleet of fleets)
      for (let i = 0; i < fleet.size / 100; i++) {
        const site = siteOf((i * 97) % fleet.size, fleet.size);
        await fleet.storage.sites.record({ ...site, lastSeen: new Date().toISOString() });
      }
    // Turn about, size after size, so that the shared machine's load weighs on each alike.
    for (const [label, op] of OPS) {
      for (const fleet of fleets) await op(fleet.storage);
      for (let r = 0; r < REPEAT; r++)
        for (const fleet of fleets) {
          fleet.requests = 0;
          const t = performance.now();
          await op(fleet.storage);
          record(label, fleet.size, performance.now() - t, fleet.requests);
        }
    }
    for (let r = 0; r < 5; r++)
      for (const fleet of fleets) {
        const site = siteOf(fleet.size + 1000 + r, fleet.size + 2000);
        fleet.requests = 0;
        const t = performance.now();
        await fleet.fresh.sites.record({ ...site, lastSeen: new Date().toISOString() });
        record(`first check-in, ${PER_SITE} plugins`, fleet.size, performance.now() - t, fleet.requests);
      }
  } finally {
    for (const fleet of fleets) await Promise.all([fleet.storage.close(), fleet.fresh.close()]);
    await azurite.stop();
  }
  const base = SIZES[0];
  const last = SIZES[SIZES.length - 1];
  console.log(`\n${'operation (median)'.padEnd(28)}${SIZES.map((s) => `${s} sites`.padStart(22)).join('')}   ratio`);
  for (const [label, bySize] of results) {
    const cells = SIZES.map((s) => {
      const r = bySize.get(s)!;
      return `${median(r.times).toFixed(1)} ms, ${r.requests} req`.padStart(22);
    });
    const ratio = median(bySize.get(last)!.times) / median(bySize.get(base)!.times);
    console.log(`${label.padEnd(28)}${cells.join('')}   ${ratio.toFixed(2)}x`);
  }
}

await main();
