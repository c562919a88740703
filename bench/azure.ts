/**
 * `BENCH_STORAGE=azure`: the rows production meets, on the azure adapter against Azurite (started
 * here, as `npm run dev:azure` does, but in memory on free ports), beside the same rows on the
 * local adapter, in the same run and turn about: kept GET /plugins/{slug}, a list page (each
 * against bare Express on the same bytes), the update check (azure against local) and the
 * check-in rows. A counting proxy (azure-proxy.ts) sits between the registry and Azurite, so each
 * azure row also says how many Table and Blob requests it cost per 1 000 requests, and the most
 * Table requests per second that went to one partition. Azurite runs on the same 2 cores and
 * on loopback: a storage account across a network is slower, so these are upper bounds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load, type LoadOptions, type LoadResult } from './load.js';
import type { Options } from './options.js';
import { ROOT, startRegistry, startService, untilLogged, type Launcher } from './processes.js';
import {
  askEachOnce,
  captureBodies,
  describe,
  floorLoad,
  meanOf,
  profiled,
  readScenarios,
  type Target,
} from './scenarios.js';
import { type Seeded, seed } from './seed.js';
import {
  askEachSite,
  checkFloor,
  INSTALLED,
  loadUpdateChecks,
  MANAGED,
  probeCheck,
  requiredWork,
  siteBodies,
} from './sites.js';
import type { ProfileSummary } from './profile.js';
import { type CheckInsResult, runCheckIns } from './check-ins.js';

// Azurite's development account: public, documented by Microsoft, never a real secret.
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const TABLE = 'bench';
const CONTAINER = 'bench';

export interface StorageCounts {
  blob: number;
  table: number;
  partitions: Record<string, number>;
  peaks: Record<string, number>;
}

/** What one azure run sent to storage: per 1 000 requests, and the busiest partition. */
export interface StorageCost {
  requests: number;
  seconds: number;
  tablePer1k: number;
  blobPer1k: number;
  tablePerSecond: number;
  busiestPartition: string;
  /** The most Table requests one partition got within one wall-clock second. */
  busiestPerSecond: number;
}

export interface AzureRow {
  name: 'get plugin' | 'list page';
  label: string;
  local: LoadResult;
  azure: LoadResult;
  cost: StorageCost;
  /** The cached-answer floor on the azure registry's bytes (servers.ts express-floor), same rounds. */
  floor: LoadResult;
}

export interface AzureResult {
  plugins: number;
  /** REGISTRY_CACHE_CHECK_MS the azure registry ran with. */
  cacheCheckMs: number;
  rows: AzureRow[];
  check: {
    local: LoadResult;
    azure: LoadResult;
    /** The update check's floor on the azure registry's answer bytes (servers.ts express-floor post), same rounds. */
    floor: LoadResult;
    /** Its required work alone on the azure adapter (servers.ts check-floor, through the counting proxy), same rounds. */
    required: LoadResult;
    cost: StorageCost;
    installed: number;
    managed: number;
  };
  checkIns: {
    local: CheckInsResult;
    azure: CheckInsResult;
    cost: { first: StorageCost; again: StorageCost; get: StorageCost };
  };
  seedSeconds: number;
  /** BENCH_PROFILE=1: the update-check load on the azure adapter under --cpu-prof. */
  profile?: ProfileSummary;
  /** BENCH_PROFILE=1: the kept GET /plugins/{slug} load on the azure adapter. */
  getProfile?: ProfileSummary;
}

export interface Azurite {
  /** Straight to Azurite (seeding). */
  direct: Record<string, string>;
  /** Through the counting proxy (the registry). */
  proxied: Record<string, string>;
  pids: number[];
  /** `reset`: start the per-second peaks afresh. */
  counts(reset?: boolean): Promise<StorageCounts>;
  stop(): Promise<void>;
}

const storageEnv = (blobPort: string, tablePort: string) => ({
  REGISTRY_STORAGE: 'azure',
  AZURE_STORAGE_CONNECTION_STRING:
    `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};` +
    `BlobEndpoint=http://127.0.0.1:${blobPort}/${DEV_ACCOUNT};TableEndpoint=http://127.0.0.1:${tablePort}/${DEV_ACCOUNT};`,
  REGISTRY_AZURE_TABLE: TABLE,
  REGISTRY_AZURE_CONTAINER: CONTAINER,
});

/** Azurite in memory on free ports (flags as scripts/dev-azure.mjs), and the counting proxy in front of it. */
export async function startAzurite(): Promise<Azurite> {
  const azurite = await startService(
    path.join(ROOT, 'node_modules/.bin/azurite'),
    [
      '--inMemoryPersistence',
      '--blobHost',
      '127.0.0.1',
      '--tableHost',
      '127.0.0.1',
      '--queueHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--tablePort',
      '0',
      '--queuePort',
      '0',
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--silent',
    ],
    /Blob service is successfully listening at http:\/\/[^:]+:(\d+)[\s\S]*Table service is successfully listening at http:\/\/[^:]+:(\d+)/,
  );
  const [, blob, table] = azurite.match;
  const proxy = await startService(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/azure-proxy.ts'), blob, table],
    /listening blob=(\d+) table=(\d+)/,
  );
  const [, proxyBlob, proxyTable] = proxy.match;
  return {
    direct: storageEnv(blob, table),
    proxied: storageEnv(proxyBlob, proxyTable),
    pids: [azurite.pid, proxy.pid],
    counts: async (reset = false) =>
      (await (
        await fetch(`http://127.0.0.1:${proxyTable}/__bench/counts${reset ? '?reset' : ''}`)
      ).json()) as StorageCounts,
    async stop() {
      await proxy.stop();
      await azurite.stop();
    },
  };
}

/** Between two counts (the second read after the first reset the peaks). */
export function costOf(before: StorageCounts, after: StorageCounts, requests: number, seconds: number): StorageCost {
  const table = after.table - before.table;
  const blob = after.blob - before.blob;
  let busiestPartition = '-';
  let busiest = 0;
  for (const [partition, peak] of Object.entries(after.peaks)) {
    if (peak > busiest) [busiestPartition, busiest] = [partition, peak];
  }
  const per1k = (n: number) => (requests ? (n * 1000) / requests : 0);
  return {
    requests,
    seconds,
    tablePer1k: per1k(table),
    blobPer1k: per1k(blob),
    tablePerSecond: table / seconds,
    busiestPartition,
    busiestPerSecond: busiest,
  };
}

export const costText = (c: StorageCost) =>
  `Table ${c.tablePer1k.toFixed(1)} + Blob ${c.blobPer1k.toFixed(1)} per 1k; Table ${c.tablePerSecond.toFixed(1)}/s, busiest partition ${c.busiestPartition} ${c.busiestPerSecond} in one second`;

export async function runAzure(
  local: { dir: string; seeded: Seeded },
  workDir: string,
  o: Options,
  log: (l: string) => void,
  launch: { launcher: Launcher; compiledDir?: string },
): Promise<AzureResult> {
  const azurite = await startAzurite();
  try {
    log(
      `  Azurite (in memory) and its counting proxy started; seeding ${o.plugins} plugins + ${o.themes} themes x ${o.versions} versions through the azure adapter, 16 packages at a time`,
    );
    const seedDir = fs.mkdtempSync(path.join(workDir, 'azure-seed-'));
    const seeded = await seed(seedDir, {
      plugins: o.plugins,
      themes: o.themes,
      versions: o.versions,
      storageEnv: azurite.direct,
      concurrency: 16,
    });
    log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
    const logFile = path.join(workDir, 'azure.log');
    const cacheCheckMs = Number(process.env.REGISTRY_CACHE_CHECK_MS ?? 1000);
    let result: AzureResult;
    const [registry, localRegistry] = await Promise.all([
      startRegistry({
        dataDir: fs.mkdtempSync(path.join(workDir, 'azure-spool-')),
        logFile,
        env: azurite.proxied,
        ...launch,
      }),
      startRegistry({ dataDir: local.dir, logFile: path.join(workDir, 'azure-local.log'), ...launch }),
    ]);
    try {
      // Start-up maintenance scans the whole table in the background: measured loads begin after it.
      await untilLogged(logFile, /start-up maintenance finished/, 600_000);
      const azure: Target = { ...registry, storagePids: azurite.pids };
      result = {
        plugins: o.plugins,
        cacheCheckMs,
        seedSeconds: seeded.seconds,
        ...(await measure(azure, localRegistry, azurite, seeded, local.seeded, workDir, o, log)),
      };
    } finally {
      await Promise.all([registry.stop(), localRegistry.stop()]);
    }
    if (o.profile) {
      // As the measured load meets it: start-up maintenance done, each site asked once (outside the profiled window).
      const bodies = siteBodies(seeded);
      const profileLog = path.join(workDir, 'profile.log');
      fs.rmSync(profileLog, { force: true });
      result.profile = await profiled(
        'profile update check azure',
        fs.mkdtempSync(path.join(workDir, 'azure-spool-')),
        workDir,
        (target) => loadUpdateChecks(target, seeded, o, bodies),
        log,
        true,
        async (target) => {
          await untilLogged(profileLog, /start-up maintenance finished/, 600_000);
          await askEachSite(target, seeded, bodies);
        },
        azurite.proxied,
      );
      // The kept GET as its row meets it: every answer asked once first (outside the window).
      const [get] = readScenarios(seeded);
      fs.rmSync(profileLog, { force: true });
      result.getProfile = await profiled(
        'profile get plugin azure',
        fs.mkdtempSync(path.join(workDir, 'azure-spool-')),
        workDir,
        (target) =>
          load({
            url: target.url,
            serverPid: target.pid,
            path: get.path,
            headers: { 'X-API-KEY': seeded.key },
            connections: o.connections,
            seconds: o.seconds,
            warmupSeconds: o.warmupSeconds,
          }),
        log,
        true,
        async (target) => {
          await untilLogged(profileLog, /start-up maintenance finished/, 600_000);
          await askEachOnce(target, seeded.key, get, o, () => {});
        },
        azurite.proxied,
      );
    }
    return result;
  } finally {
    await azurite.stop();
  }
}

async function measure(
  azure: Target,
  local: Target,
  azurite: Azurite,
  seeded: Seeded,
  localSeeded: Seeded,
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<Omit<AzureResult, 'plugins' | 'cacheCheckMs' | 'seedSeconds'>> {
  const common = { connections: o.connections, seconds: o.seconds, warmupSeconds: o.warmupSeconds };
  /** One load of the azure registry, with what it sent to storage during the measured run. */
  const counted = async (
    run: (measured: LoadOptions['measured']) => Promise<LoadResult>,
  ): Promise<[LoadResult, StorageCost]> => {
    let before: StorageCounts | undefined;
    let after: StorageCounts | undefined;
    let started = 0;
    let seconds = 0;
    const r = await run({
      start: async () => {
        before = await azurite.counts(true);
        started = performance.now();
      },
      stop: async () => {
        seconds = (performance.now() - started) / 1000;
        after = await azurite.counts();
      },
    });
    return [r, costOf(before!, after!, r.requests, seconds)];
  };
  const rows: AzureRow[] = [];
  const scenarios = readScenarios(seeded).filter((s) => s.name === 'get plugin' || s.name === 'list page');
  const bodies = await captureBodies(azure.url, seeded.key, scenarios);
  for (const s of scenarios) {
    await askEachOnce(local, localSeeded.key, s, o, log, 'local');
    await askEachOnce(azure, seeded.key, s, o, log, 'azure');
    const captured = bodies.get(s.name)!;
    const runs = {
      local: [] as LoadResult[],
      azure: [] as LoadResult[],
      costs: [] as StorageCost[],
      floor: [] as LoadResult[],
    };
    for (let round = 0; round < o.rounds; round++) {
      const l = await load({
        ...common,
        url: local.url,
        serverPid: local.pid,
        path: s.path,
        headers: { 'X-API-KEY': localSeeded.key },
      });
      log(describe('local', s.label, l));
      const [a, cost] = await counted((measured) =>
        load({
          ...common,
          measured,
          url: azure.url,
          serverPid: azure.pid,
          storagePids: azure.storagePids,
          path: s.path,
          headers: { 'X-API-KEY': seeded.key },
        }),
      );
      log(describe('azure', s.label, a, `, ${costText(cost)}; Azurite + proxy ${a.cpu.storage} cores`));
      runs.floor.push(
        await floorLoad(
          { body: captured, route: s.route, key: seeded.key, workDir },
          s.label,
          o,
          { path: s.path },
          log,
        ),
      );
      runs.local.push(l);
      runs.azure.push(a);
      runs.costs.push(cost);
    }
    rows.push({
      name: s.name as AzureRow['name'],
      label: s.label,
      local: meanOf(runs.local),
      azure: meanOf(runs.azure),
      cost: meanCost(runs.costs),
      floor: meanOf(runs.floor),
    });
  }
  const check = await updateChecks(azure, local, azurite, seeded, localSeeded, workDir, o, log, counted);
  log(`  check-ins: local, then azure`);
  const localCheckIns = await runCheckIns(local, localSeeded, workDir, o, log);
  // Check-ins are written after their answers: each burst's storage requests are counted until storage is quiet again.
  const marks: Array<{ counts: StorageCounts; at: number }> = [];
  const mark = async () => {
    await quiet(azurite);
    marks.push({ counts: await azurite.counts(true), at: performance.now() });
  };
  await mark();
  const azureCheckIns = await runCheckIns(azure, seeded, workDir, o, log, mark);
  const after = await azurite.counts();
  // Marks: before, after the first burst's writes, after the second's, before the gets' rounds.
  const { first, again, get } = azureCheckIns;
  const between = (a: number, b: number, requests: number) =>
    costOf(marks[a].counts, marks[b].counts, requests, (marks[b].at - marks[a].at) / 1000);
  const checkInCost = {
    first: between(0, 1, first.sites),
    again: between(1, 2, again.sites),
    get: costOf(marks[3].counts, after, get.requests, (performance.now() - marks[3].at) / 1000),
  };
  log(
    `  azure check-ins: first ${costText(checkInCost.first)}; again ${costText(checkInCost.again)}; gets meanwhile ${costText(checkInCost.get)}`,
  );
  return { rows, check, checkIns: { local: localCheckIns, azure: azureCheckIns, cost: checkInCost } };
}

/** The same sites' update checks against both registries, turn about. */
async function updateChecks(
  azure: Target,
  local: Target,
  azurite: Azurite,
  seeded: Seeded,
  localSeeded: Seeded,
  workDir: string,
  o: Options,
  log: (l: string) => void,
  counted: (run: (measured: LoadOptions['measured']) => Promise<LoadResult>) => Promise<[LoadResult, StorageCost]>,
): Promise<AzureResult['check']> {
  const bodies = siteBodies(seeded);
  // No holds here (the sites step sets them on its own registry): every plugin named is offered.
  await probeCheck(local, localSeeded.key, bodies[0], MANAGED);
  const answer = await probeCheck(azure, seeded.key, bodies[0], MANAGED);
  await askEachSite(local, localSeeded, bodies);
  await askEachSite(azure, seeded, bodies);
  // Their first check-ins (index rows for 51 packages each) are written after the answers: not in the measured runs.
  await quiet(azurite);
  const runs = {
    local: [] as LoadResult[],
    azure: [] as LoadResult[],
    costs: [] as StorageCost[],
    floor: [] as LoadResult[],
    required: [] as LoadResult[],
  };
  const common = {
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
    method: 'POST' as const,
    path: () => '/update-check',
  };
  const label = `POST /update-check (${INSTALLED} plugins, ${MANAGED} ours)`;
  // The required-work floor's own data directory on the azure adapter (uploads' spool only).
  const requiredSpool = fs.mkdtempSync(path.join(workDir, 'azure-spool-'));
  for (let round = 0; round < o.rounds; round++) {
    let next = 0;
    const l = await load({
      ...common,
      url: local.url,
      serverPid: local.pid,
      body: () => bodies[next++ % bodies.length],
      headers: { 'X-API-KEY': localSeeded.key, 'Content-Type': 'application/json' },
    });
    log(describe('local', label, l));
    const [a, cost] = await counted((measured) =>
      load({
        ...common,
        measured,
        url: azure.url,
        serverPid: azure.pid,
        storagePids: azure.storagePids,
        body: () => bodies[next++ % bodies.length],
        headers: { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' },
      }),
    );
    log(describe('azure', label, a, `, ${costText(cost)}; Azurite + proxy ${a.cpu.storage} cores`));
    runs.floor.push(await checkFloor(answer, seeded.key, bodies, workDir, o, log));
    runs.required.push(
      await requiredWork(azure, requiredSpool, seeded, bodies, MANAGED, workDir, o, log, azurite.proxied),
    );
    runs.local.push(l);
    runs.azure.push(a);
    runs.costs.push(cost);
  }
  return {
    local: meanOf(runs.local),
    azure: meanOf(runs.azure),
    floor: meanOf(runs.floor),
    required: meanOf(runs.required),
    cost: meanCost(runs.costs),
    installed: INSTALLED,
    managed: MANAGED,
  };
}

function meanCost(costs: StorageCost[]): StorageCost {
  const mean = (pick: (c: StorageCost) => number) => costs.reduce((sum, c) => sum + pick(c), 0) / costs.length;
  const busiest = [...costs].sort((a, b) => b.busiestPerSecond - a.busiestPerSecond)[0];
  return {
    requests: costs.reduce((sum, c) => sum + c.requests, 0),
    seconds: costs.reduce((sum, c) => sum + c.seconds, 0),
    tablePer1k: mean((c) => c.tablePer1k),
    blobPer1k: mean((c) => c.blobPer1k),
    tablePerSecond: mean((c) => c.tablePerSecond),
    // The worst round: the target is about the busiest partition at any time.
    busiestPartition: busiest.busiestPartition,
    busiestPerSecond: busiest.busiestPerSecond,
  };
}

/** Waits until no request reached storage for a second (check-ins written after their answers). */
async function quiet(azurite: Azurite): Promise<void> {
  let last = -1;
  for (;;) {
    const { table, blob } = await azurite.counts();
    if (table + blob === last) return;
    last = table + blob;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
