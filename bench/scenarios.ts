/**
 * The read scenarios (get plugin, get theme, list page, search) against a running registry,
 * the same loads against the ceilings (bare node:http and bare Express serving the bytes the
 * registry answered), and the CPU profile of a registry under each load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { askEach, cpuPerRequestUs, fetchBytes, load, type LoadOptions, type LoadResult } from './load.js';
import type { Options } from './options.js';
import { formatSummary, mainThreadProfile, nowUs, type ProfileSummary, summarize } from './profile.js';
import { type Launcher, PRODUCTION_NODE_FLAGS, ROOT, startBare, startRegistry } from './processes.js';
import { SEARCH_TERMS, type Seeded } from './seed.js';

export type ReadName = 'get plugin' | 'get theme' | 'list page' | 'search' | 'author';

export interface ReadScenario {
  name: ReadName;
  label: string;
  /** Express route of the ceiling that stands in for it. */
  route: string;
  /** A random path per request. */
  path: () => string;
  /** The path whose answer the ceilings serve. */
  samplePath: string;
  /** Every distinct path `path` can return: asked once each, first (the uncached figure), before the loaded run. */
  every: () => string[];
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

export function readScenarios(seeded: Seeded, perPage = 24): ReadScenario[] {
  const pages = Math.max(1, Math.ceil(seeded.pluginSlugs.length / perPage));
  // BENCH_HOT_SLUGS=N: gets ask for the first N slugs only (a hot set, e.g. to keep every changelog in the render cache).
  const hot = Number(process.env.BENCH_HOT_SLUGS ?? 0);
  if (hot > 0)
    seeded = { ...seeded, pluginSlugs: seeded.pluginSlugs.slice(0, hot), themeSlugs: seeded.themeSlugs.slice(0, hot) };
  const mid = <T>(list: readonly T[]) => list[Math.floor(list.length / 2)];
  return [
    {
      name: 'get plugin',
      label: 'GET /plugins/{slug}',
      route: '/plugins/:slug',
      path: () => `/plugins/${pick(seeded.pluginSlugs)}`,
      samplePath: `/plugins/${mid(seeded.pluginSlugs)}`,
      every: () => seeded.pluginSlugs.map((slug) => `/plugins/${slug}`),
    },
    {
      name: 'get theme',
      label: 'GET /themes/{slug}',
      route: '/themes/:slug',
      path: () => `/themes/${pick(seeded.themeSlugs)}`,
      samplePath: `/themes/${mid(seeded.themeSlugs)}`,
      every: () => seeded.themeSlugs.map((slug) => `/themes/${slug}`),
    },
    {
      name: 'list page',
      label: `GET /plugins?page=N (${perPage} items, N random of ${pages})`,
      route: '/plugins',
      path: () => `/plugins?page=${1 + Math.floor(Math.random() * pages)}`,
      samplePath: `/plugins?page=${Math.ceil(pages / 2)}`,
      every: () => Array.from({ length: pages }, (_, i) => `/plugins?page=${i + 1}`),
    },
    {
      name: 'search',
      label: 'GET /plugins?search=WORD (~1/20 match)',
      route: '/plugins',
      path: () => `/plugins?search=${pick(SEARCH_TERMS)}`,
      samplePath: `/plugins?search=${SEARCH_TERMS[0]}`,
      every: () => SEARCH_TERMS.map((term) => `/plugins?search=${term}`),
    },
    // No target: the cost of the registry's stack (helmet, log, key check, openapi-backend) around a trivial handler.
    {
      name: 'author',
      label: 'GET /author (stack floor: key check, tiny body)',
      route: '/author',
      path: () => '/author',
      samplePath: '/author',
      every: () => ['/author'],
    },
  ];
}

export interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

export async function captureBodies(
  url: string,
  key: string,
  scenarios: ReadScenario[],
): Promise<Map<ReadName, Captured>> {
  const bodies = new Map<ReadName, Captured>();
  for (const s of scenarios) {
    const answer = await fetchBytes(`${url}${s.samplePath}`, { 'X-API-KEY': key });
    if (answer.status !== 200)
      throw new Error(`${s.samplePath} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    bodies.set(s.name, answer);
  }
  return bodies;
}

const cpuText = (r: LoadResult) => `[cpu: server ${r.cpu.server}, client ${r.cpu.client}, others ${r.cpu.other} cores]`;
export const describe = (who: string, label: string, r: LoadResult, extra = '') =>
  `  ${r.startedAt.slice(11, 19)} ${who.padEnd(12)} ${label}: ${r.reqPerSec.toFixed(0)} req/s, ${cpuPerRequestUs(r).toFixed(0)} us CPU/req, p50 ${r.p50} ms, p99 ${r.p99} ms (mean ${r.mean.toFixed(2)})${extra} ${cpuText(r)}` +
  (r.failures ? ` ${r.failures} FAILED (${r.timeouts} timed out after 10 s)` : '');

export interface Target {
  url: string;
  pid: number;
  /** Azurite and its counting proxy, for a registry on the azure adapter (see cpuMeter). */
  storagePids?: readonly number[];
}

export async function runReads(
  target: Target,
  key: string,
  scenarios: ReadScenario[],
  o: Options,
  log: (l: string) => void,
  who = 'registry',
  drain = true,
): Promise<Map<ReadName, LoadResult>> {
  const results = new Map<ReadName, LoadResult>();
  for (const s of scenarios) {
    const r = await load({
      url: target.url,
      serverPid: target.pid,
      storagePids: target.storagePids,
      path: s.path,
      headers: { 'X-API-KEY': key },
      connections: o.connections,
      seconds: o.seconds,
      warmupSeconds: o.warmupSeconds,
      drain,
    });
    log(describe(who, s.label, r));
    results.set(s.name, r);
  }
  return results;
}

export interface CeilingResults {
  http: Map<ReadName, LoadResult>;
  express: Map<ReadName, LoadResult>;
  /** Bare Express with only what a cached answer must pay (servers.ts express-floor): each row is judged against it. */
  floor: Map<ReadName, LoadResult>;
}

/** Scenarios whose first-request (uncached) figure is worth a row: enough distinct paths to measure. */
const UNCACHED_ROWS: ReadonlySet<ReadName> = new Set(['get plugin', 'get theme', 'list page']);

/** Each path of the scenario once (see askEach): the figure of answers built from storage, as after a change. */
export async function askEachOnce(
  target: Target,
  key: string,
  s: ReadScenario,
  o: Options,
  log: (l: string) => void,
  who = 'registry',
): Promise<LoadResult> {
  const r = await askEach({
    url: target.url,
    serverPid: target.pid,
    storagePids: target.storagePids,
    headers: { 'X-API-KEY': key },
    connections: o.connections,
    paths: s.every(),
  });
  log(describe(who, `${s.label}, first request of each (${r.requests})`, r));
  return r;
}

/**
 * Per scenario, back to back so they meet the same background load: the registry, then its
 * floor (what any cached answer pays, servers.ts express-floor) and bare node:http and bare
 * Express (the ceilings), each its own process answering the registry's captured bytes.
 */
export async function runWithCeilings(
  registry: Target,
  key: string,
  scenarios: ReadScenario[],
  bodies: Map<ReadName, Captured>,
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<{ reads: Map<ReadName, LoadResult>; uncached: Map<ReadName, LoadResult>; ceilings: CeilingResults }> {
  const reads = new Map<ReadName, LoadResult>();
  const uncached = new Map<ReadName, LoadResult>();
  const ceilings: CeilingResults = { http: new Map(), express: new Map(), floor: new Map() };
  for (const s of scenarios) {
    const first = await askEachOnce(registry, key, s, o, log);
    if (UNCACHED_ROWS.has(s.name)) uncached.set(s.name, first);
    const captured = bodies.get(s.name)!;
    const file = path.join(workDir, `body-${s.name.replace(/\s/g, '-')}.bin`);
    fs.writeFileSync(file, captured.body);
    const bareRun = (mode: 'http' | 'express') =>
      bareLoad(
        mode,
        mode === 'http' ? [file, captured.contentType] : [file, captured.contentType, s.route],
        s.label,
        {
          path: s.path,
          connections: o.connections,
          seconds: o.seconds,
          warmupSeconds: o.warmupSeconds,
        },
        log,
        `, ${captured.body.length} B body`,
      );
    const floorRun = () =>
      floorLoad({ body: captured, route: s.route, key, workDir }, s.label, o, { path: s.path }, log);
    // Registry, floor and bare Express take turns (the machine's speed drifts): each figure is the mean of its rounds.
    const rounds = { registry: [] as LoadResult[], express: [] as LoadResult[], floor: [] as LoadResult[] };
    for (let round = 0; round < o.rounds; round++) {
      rounds.registry.push((await runReads(registry, key, [s], o, log)).get(s.name)!);
      rounds.floor.push(await floorRun());
      if (round === 0) ceilings.http.set(s.name, await bareRun('http'));
      rounds.express.push(await bareRun('express'));
    }
    reads.set(s.name, meanOf(rounds.registry));
    ceilings.express.set(s.name, meanOf(rounds.express));
    ceilings.floor.set(s.name, meanOf(rounds.floor));
  }
  return { reads, uncached, ceilings };
}

/** One load against a bare server of servers.ts started for it (its own process), stopped after. */
export async function bareLoad(
  mode: 'http' | 'express' | 'express-floor',
  args: string[],
  label: string,
  options: Omit<LoadOptions, 'url' | 'serverPid'>,
  log: (l: string) => void,
  extra = '',
): Promise<LoadResult> {
  const bare = await startBare(mode, args);
  try {
    const r = await load({ ...options, url: bare.url, serverPid: bare.pid });
    log(describe(mode === 'express-floor' ? 'floor' : `bare ${mode}`, label, r, extra));
    return r;
  } finally {
    await bare.stop();
  }
}

/** What a floor serves: the registry's answer bytes for a route, behind the same key. */
export interface FloorSpec {
  body: Pick<Captured, 'body' | 'contentType'>;
  route: string;
  key: string;
  workDir: string;
  /** POST: an update check's floor (the body parsed too); GET otherwise. */
  method?: 'GET' | 'POST';
}

let floorFiles = 0;

/**
 * The floor of a row (servers.ts express-floor, its own process): bare Express paying only what
 * no answer can avoid (helmet's headers, the request log line, the key's hash looked up; for a
 * POST also the JSON body parsed) and sending the registry's bytes. Each row is judged by its
 * server CPU per request against this one's (bench/README.md).
 */
export async function floorLoad(
  spec: FloorSpec,
  label: string,
  o: Pick<Options, 'connections' | 'seconds' | 'warmupSeconds'>,
  options: Pick<LoadOptions, 'path' | 'body'>,
  log: (l: string) => void,
): Promise<LoadResult> {
  const file = path.join(spec.workDir, `floor-body-${floorFiles++}.bin`);
  fs.writeFileSync(file, spec.body.body);
  const post = spec.method === 'POST';
  try {
    return await bareLoad(
      'express-floor',
      [
        file,
        spec.body.contentType,
        spec.route,
        spec.key,
        path.join(spec.workDir, 'floor.log'),
        ...(post ? ['post'] : []),
      ],
      label,
      {
        connections: o.connections,
        seconds: o.seconds,
        warmupSeconds: o.warmupSeconds,
        ...options,
        headers: { 'X-API-KEY': spec.key, ...(post ? { 'Content-Type': 'application/json' } : {}) },
        ...(post ? { method: 'POST' as const } : {}),
      },
      log,
      `, ${spec.body.body.length} B answer`,
    );
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Several runs of one load as one figure: mean rate, latencies and CPU shares; counts and the
 * server's CPU seconds added up (so CPU per request is over all rounds); the first start time.
 */
export function meanOf(runs: LoadResult[]): LoadResult {
  if (runs.length === 1) return runs[0];
  const mean = (pick: (r: LoadResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    startedAt: runs[0].startedAt,
    reqPerSec: mean((r) => r.reqPerSec),
    p50: round(mean((r) => r.p50)),
    p99: round(mean((r) => r.p99)),
    mean: mean((r) => r.mean),
    requests: sum((r) => r.requests),
    bytesPerReq: mean((r) => r.bytesPerReq),
    failures: sum((r) => r.failures),
    timeouts: sum((r) => r.timeouts),
    cpu: {
      server: round(mean((r) => r.cpu.server)),
      serverSeconds: sum((r) => r.cpu.serverSeconds),
      client: round(mean((r) => r.cpu.client)),
      other: round(mean((r) => r.cpu.other)),
      steal: round(mean((r) => r.cpu.steal)),
      ...(runs[0].cpu.storage === undefined ? {} : { storage: round(mean((r) => r.cpu.storage ?? 0)) }),
    },
  };
}

export interface ScaleResult {
  plugins: number;
  launcher: Launcher;
  seedSeconds?: number;
  startMs: number;
  get: LoadResult;
  list: LoadResult;
  /** Each get path / list page asked once first: answers built from storage (nothing cached for them yet). */
  getUncached: LoadResult;
  listUncached: LoadResult;
  /** Distinct plugins the gets ask for. */
  getPaths: number;
  /** One connection: service time without queueing. */
  getSerial: LoadResult;
  listSerial: LoadResult;
}

/** get (of `gets`' slugs) and list page with one connection, no warm-up (run right after the loaded runs). */
export async function serialReads(
  target: Target,
  key: string,
  seeded: Seeded,
  o: Options,
  log: (l: string) => void,
  gets = seeded,
): Promise<Pick<ScaleResult, 'getSerial' | 'listSerial'>> {
  const [get] = readScenarios(gets);
  const [, , list] = readScenarios(seeded);
  const one = { ...o, connections: 1, seconds: o.serialSeconds, warmupSeconds: 0 };
  const results = await runReads(target, key, [get, list], one, log, 'registry 1c');
  return { getSerial: results.get('get plugin')!, listSerial: results.get('list page')! };
}

/**
 * get and list page at one registry size. The loaded list run comes last, without warm-up (the
 * one-connection list run warmed that path) and without waiting out its backlog: at large sizes
 * that backlog is minutes of queued list requests, so the registry is killed instead.
 */
export async function runScalePoint(
  dataDir: string,
  seeded: Seeded,
  logFile: string,
  o: Options,
  log: (l: string) => void,
  launch: { launcher: Launcher; compiledDir?: string },
): Promise<ScaleResult> {
  const registry = await startRegistry({ dataDir, logFile, ...launch });
  log(
    `  started in ${registry.startMs.toFixed(0)} ms with ${seeded.pluginSlugs.length} plugins seeded (${launch.launcher})`,
  );
  try {
    const gets = workingSet(seeded, o.workingSet);
    const [get] = readScenarios(gets);
    const [, , list] = readScenarios(seeded);
    const getUncached = await askEachOnce(registry, seeded.key, get, o, log);
    const getLoaded = (await runReads(registry, seeded.key, [get], o, log)).get('get plugin')!;
    const listUncached = await askEachOnce(registry, seeded.key, list, o, log);
    const serial = await serialReads(registry, seeded.key, seeded, o, log, gets);
    const listLoaded = (
      await runReads(registry, seeded.key, [list], { ...o, warmupSeconds: 0 }, log, 'registry', false)
    ).get('list page')!;
    return {
      plugins: seeded.pluginSlugs.length,
      launcher: launch.launcher,
      seedSeconds: seeded.seconds,
      startMs: registry.startMs,
      get: getLoaded,
      list: listLoaded,
      getUncached,
      listUncached,
      getPaths: gets.pluginSlugs.length,
      ...serial,
    };
  } finally {
    await registry.kill();
  }
}

/**
 * The plugins a fleet of sites asks for: `size` of them spread evenly over the catalogue (all of
 * it when smaller), so every registry size is measured with the same number of distinct gets.
 */
export function workingSet(seeded: Seeded, size: number): Seeded {
  const all = seeded.pluginSlugs;
  if (all.length <= size) return seeded;
  return { ...seeded, pluginSlugs: Array.from({ length: size }, (_, i) => all[Math.floor((i * all.length) / size)]) };
}

/**
 * Runs `drive` against a registry under `node --cpu-prof` and ranks the self time of the main
 * thread while `drive` ran (start-up excluded), or of the whole run when `window` is false.
 */
export async function profiled(
  title: string,
  dataDir: string,
  workDir: string,
  drive: (registry: Target) => Promise<unknown>,
  log: (l: string) => void,
  window = true,
  /** Runs first, outside the profiled window (e.g. asking each path once, so the load meets a warm cache). */
  prepare?: (registry: Target) => Promise<unknown>,
  /** Environment of the registry (e.g. the azure adapter's); its log goes to `profile.log` in workDir. */
  env?: Record<string, string>,
): Promise<ProfileSummary> {
  const dir = fs.mkdtempSync(path.join(workDir, 'prof-'));
  const registry = await startRegistry({
    dataDir,
    env,
    logFile: path.join(workDir, 'profile.log'),
    launcher: 'node --import tsx',
    nodeFlags: [...PRODUCTION_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'],
  });
  let span: [number, number] | undefined;
  try {
    await prepare?.(registry);
    const from = nowUs();
    await drive(registry);
    span = [from, nowUs()];
  } finally {
    await registry.stop();
  }
  const file = mainThreadProfile(dir);
  if (!file) throw new Error(`no .cpuprofile was written for ${title}`);
  const keep = path.join(ROOT, 'bench', 'results', `${title.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
  fs.mkdirSync(path.dirname(keep), { recursive: true });
  fs.copyFileSync(file, keep);
  const sidecar = keep.replace(/\.cpuprofile$/, '.window.json');
  if (window && span) fs.writeFileSync(sidecar, JSON.stringify(span));
  else fs.rmSync(sidecar, { force: true });
  const summary = summarize(file, ROOT, window ? span : undefined);
  log(formatSummary(`${title} (profile kept at ${path.relative(ROOT, keep)})`, summary));
  return summary;
}
