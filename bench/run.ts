/**
 * `npm run bench` (BENCH_QUICK=1 for a short run, BENCH_PROFILE=1 to add CPU profiles):
 * seeds registries through the storage SDK, measures the registry (a `tsx src/cli.ts serve`
 * child) and its ceilings, prints one table and writes it as JSON to bench/results/.
 * Everything it starts it stops; its temporary folders are removed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './load.js';
import { options as o, seededRoot } from './options.js';
import { type Launcher, ROOT, sleep, startRegistry, stopAll } from './processes.js';
import { type Results, rows, table, writeJson } from './report.js';
import {
  askEachOnce,
  captureBodies,
  profiled,
  readScenarios,
  runScalePoint,
  runWithCeilings,
  serialReads,
} from './scenarios.js';
import { type Seeded, seed } from './seed.js';
import { runTransfer } from './transfer.js';
import { runReportFlood } from './report-flood.js';
import { runFleet } from './fleet.js';
import { getsWhileCheckingIn, prepareGets, runCheckIns } from './check-ins.js';
import { runAzure } from './azure.js';
import { runAdvisories } from './advisories.js';
import { askEachSite, loadUpdateChecks, runSites, siteBodies } from './sites.js';
import { BUILD_DIR, measureStartups, transpileSrc } from './startup.js';
import { bigUpload, freshRegistryDir, uploadInto, uploadThroughput } from './uploads.js';

const log = (line: string) => process.stdout.write(`${line}\n`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-bench-'));
const seedRoot = seededRoot();
const seededDirs: string[] = [];
const seededDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(seedRoot, `registry-bench-${name}-`));
  seededDirs.push(dir);
  return dir;
};
const cleanup = () => {
  stopAll();
  fs.rmSync(work, { recursive: true, force: true });
  for (const dir of seededDirs) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping children, removing ${work}`);
    cleanup();
    process.exit(130);
  });
}

const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const want = (step: string) =>
  step === 'azure' ? o.storage === 'azure' && (!o.only || o.only.has(step)) : !o.only || o.only.has(step);

async function main(): Promise<void> {
  log(
    `Registry bench${o.quick ? ' (BENCH_QUICK=1)' : ''}${o.only ? ` (BENCH_ONLY=${[...o.only].join(',')})` : ''}: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const code = codeVersion();
  if (code)
    log(
      `Code: ${code.head}${code.dirty.length ? ` + ${code.dirty.length} uncommitted file(s) in src/ or openapi/` : ''}`,
    );
  log(
    `Client: autocannon in this process, ${o.connections} connections, ${o.warmupSeconds} s warm-up + ${o.seconds} s per figure. It shares the cores with the server under test.`,
  );
  const res: Results = {
    meta: {
      date: new Date().toISOString(),
      code: codeVersion(),
      options: { ...o, only: o.only && [...o.only] },
      note: "The load client (autocannon, in the bench process) shares the machine's cores with the server under test; registry and ceilings pay the same client cost, so ratios compare, absolute figures understate server capacity.",
    },
    seed: {},
    startup: [],
    scenarios: [],
    reads: new Map(),
    uncached: new Map(),
    scaling: [],
    profiles: {},
  };
  let main: { dir: string; seeded: Seeded } | undefined;
  if (want('reads') || want('sites') || want('azure') || (o.profile && (!o.only || o.only.has('profile')))) {
    log(
      `\n[seed] ${k(o.plugins)} plugins + ${k(o.themes)} themes x ${o.versions} versions through the storage SDK (in ${seedRoot})`,
    );
    const dir = seededDir('main');
    main = { dir, seeded: await seed(dir, { plugins: o.plugins, themes: o.themes, versions: o.versions, log }) };
    res.seed = {
      plugins: o.plugins,
      themes: o.themes,
      versions: o.versions,
      seconds: main.seeded.seconds,
      dir: seedRoot,
    };
    log(
      `  ${((o.versions * (o.plugins + o.themes)) / main.seeded.seconds).toFixed(0)} versions/s, ${main.seeded.seconds.toFixed(1)} s`,
    );
  }
  if (want('startup')) await startupStep(res);
  if (want('reads')) await readsStep(res, main!.dir, main!.seeded);
  if (want('sites')) await sitesStep(res, main!.dir, main!.seeded);
  if (want('azure')) {
    const launch = productionLauncher();
    log(
      `\n[azure] the azure adapter on Azurite beside the local adapter (${launch.launcher}, ${k(o.plugins)} plugins): kept get, list page, update check, check-ins [${elapsed()}]`,
    );
    res.azure = await runAzure(main!, work, o, log, launch);
  }
  if (want('uploads')) {
    log(
      `\n[uploads] a fresh registry (${productionLauncher().launcher}), then a bare streaming sink (both on disk); peak RSS during a ${o.bigUploadMiB} MiB upload [${elapsed()}]`,
    );
    res.uploads = await uploadThroughput(work, o, log, productionLauncher());
    res.big = await bigUpload(work, o, log, productionLauncher());
  }
  if (want('transfer')) {
    log(
      `\n[transfer] export and import of the seed at ${((o.transfer.plugins + o.transfer.themes) * o.transfer.versions).toLocaleString('en-US')} versions (local adapter, on disk), each in a process of its own [${elapsed()}]`,
    );
    res.transfer = await runTransfer(work, o, log);
  }
  if (want('advisories')) {
    log(
      `\n[advisories] a Wordfence-shaped feed of the real one's size, imported in a process of its own [${elapsed()}]`,
    );
    await runAdvisories(work, log);
  }
  if (want('flood')) {
    log(
      `\n[flood] one enrolled site sends 20 000 reports, almost all about versions that do not exist; GET /sites before and after (${productionLauncher().launcher}) [${elapsed()}]`,
    );
    res.flood = await runReportFlood(work, log, productionLauncher());
  }
  if (want('fleet')) {
    const launch = productionLauncher();
    log(
      `\n[fleet] operators' reads at ${o.fleet.storage.map((s) => `${(s === 'azure' ? o.fleet.azureSizes : o.fleet.sizes).map(k).join(', ')} sites (${s === 'azure' ? 'azure adapter, Azurite' : 'local adapter'})`).join('; ')}, ${launch.launcher}: a generated export imported with the registry's import, each read alone while /healthz is asked every 10 ms, then an hour and a day on [${elapsed()}]`,
    );
    res.fleet = await runFleet(work, seededDir, o, log, launch);
  }
  if (o.profile && (!o.only || o.only.has('profile'))) await profileStep(res, main!.dir, main!.seeded);
  if (main) fs.rmSync(main.dir, { recursive: true, force: true });
  if (want('scale')) await scaleStep(res);

  log(`\n[report] [${elapsed()}]\n`);
  const list = rows(res);
  log(table(list));
  log(
    `\nCPU/req = the server process's CPU time (user + system, all threads, /proc) over the measured run / requests served (uploads: per MiB). ratio = floor's CPU/req / the row's (1.00x: as cheap as the floor; the floor is bare Express paying only the headers, log line and key lookup, plus the body's parse for the update check, in its own process), / bare sink MiB/s (uploads), smallest size's CPU/req / this size's (growth). p50/p99 in ms (uploads: per upload; 1 conn: one connection, no queueing).`,
  );
  log(
    `others = cores used by other processes on this shared machine during the registry / ceiling run; above ~0.3 a figure is disturbed: rerun.`,
  );
  log(
    `The load client runs in the bench process and shares the ${os.cpus().length} cores with the server under test; absolute req/s understate capacity, ratios compare like with like.`,
  );
  const failed = list.filter((r) => r.ok === false).map((r) => r.figure);
  const judged = list.filter((r) => r.ok !== undefined).length;
  log(
    failed.length
      ? `Targets missed (${failed.length} of ${judged}): ${failed.join('; ')}`
      : judged
        ? `All ${judged} targets hold.`
        : 'No target was measured.',
  );
  log(`JSON: ${path.relative(ROOT, writeJson(res, list))}  (total ${elapsed()})`);
}

/** Which code was measured: HEAD and the files of src/ and openapi/ changed since (others edit src/ concurrently). */
function codeVersion(): { head: string; dirty: string[] } | undefined {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    return {
      head: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', '--', 'src', 'openapi').split('\n').filter(Boolean),
    };
  } catch {
    return undefined;
  }
}

let compiled: { dir?: string } | undefined;
/** src/ transpiled once per run (what `npm start` runs from dist/), or undefined when that fails. */
function compiledSrc(): string | undefined {
  if (!compiled) {
    compiled = {};
    try {
      compiled.dir = transpileSrc();
    } catch (err) {
      log(`  (could not transpile src for the precompiled variant: ${(err as Error).message})`);
    }
  }
  return compiled.dir;
}

/** How registries under load start: as `npm start` (precompiled, its node flags) unless unavailable or BENCH_LAUNCHER says otherwise. */
function productionLauncher(): { launcher: Launcher; compiledDir?: string } {
  if (o.launcher !== 'node (precompiled)') return { launcher: o.launcher };
  const compiledDir = compiledSrc();
  return compiledDir ? { launcher: o.launcher, compiledDir } : { launcher: 'tsx' };
}

async function startupStep(res: Results): Promise<void> {
  log(`\n[startup] start to first 200 (empty data dir on disk) [${elapsed()}]`);
  res.startup = await measureStartups(path.join(work, 'empty'), 'empty data dir', compiledSrc(), work, o, log);
}

async function readsStep(res: Results, dir: string, seeded: Seeded): Promise<void> {
  const launch = productionLauncher();
  log(
    `\n[reads] registry (${launch.launcher}, ${k(o.plugins)} plugins): each path once (uncached), then the load; then its ceilings on the same bytes [${elapsed()}]`,
  );
  const scenarios = readScenarios(seeded);
  res.scenarios = scenarios;
  const registry = await startRegistry({ dataDir: dir, logFile: path.join(work, 'main.log'), ...launch });
  log(`  started in ${registry.startMs.toFixed(0)} ms with ${k(o.plugins)} plugins seeded`);
  try {
    const bodies = await captureBodies(registry.url, seeded.key, scenarios);
    ({
      reads: res.reads,
      uncached: res.uncached,
      ceilings: res.ceilings,
    } = await runWithCeilings(registry, seeded.key, scenarios, bodies, work, o, log));
    log(`  service time: one connection, no queueing [${elapsed()}]`);
    const serial = await serialReads(registry, seeded.key, seeded, o, log);
    res.scaling.push({
      plugins: o.plugins,
      launcher: launch.launcher,
      startMs: registry.startMs,
      get: res.reads.get('get plugin')!,
      list: res.reads.get('list page')!,
      getUncached: res.uncached.get('get plugin')!,
      listUncached: res.uncached.get('list page')!,
      getPaths: seeded.pluginSlugs.length,
      ...serial,
    });
  } finally {
    await registry.stop();
  }
}

async function sitesStep(res: Results, dir: string, seeded: Seeded): Promise<void> {
  const launch = productionLauncher();
  log(
    `\n[sites] POST /update-check against its floor (${launch.launcher}, ${k(o.plugins)} plugins), turn about, ${o.rounds} round(s) [${elapsed()}]`,
  );
  const registry = await startRegistry({ dataDir: dir, logFile: path.join(work, 'sites.log'), ...launch });
  try {
    res.sites = await runSites(registry, seeded, dir, work, o, log);
  } finally {
    await registry.stop();
  }
  if (o.profile) {
    // As the measured load meets it: each site asked once before (outside the profiled window).
    const bodies = siteBodies(seeded);
    res.profiles['update check'] = await profiled(
      'profile update check',
      dir,
      work,
      (target) => loadUpdateChecks(target, seeded, o, bodies),
      log,
      true,
      (target) => askEachSite(target, seeded, bodies),
    );
  }
  log(
    `\n[sites] ${k(o.sites)} sites check in at once (${k(o.plugins)} plugins, 30 installed each), twice; then GET /plugins/{slug} while ${o.sitesRate} check-ins/s arrive, and its floor [${elapsed()}]`,
  );
  const again = await startRegistry({ dataDir: dir, logFile: path.join(work, 'check-ins.log'), ...launch });
  try {
    res.checkIns = await runCheckIns(again, seeded, work, o, log);
  } finally {
    await again.stop();
  }
  if (o.profile) {
    let bodies: string[] = [];
    res.profiles['get while check-ins arrive'] = await profiled(
      'profile get while check-ins arrive',
      dir,
      work,
      (target) => getsWhileCheckingIn(target, seeded, o, bodies),
      log,
      true,
      async (target) => (bodies = await prepareGets(target, seeded, o)),
    );
  }
}

async function profileStep(res: Results, dir: string, seeded: Seeded): Promise<void> {
  log(
    `\n[profile] node --cpu-prof --import tsx src/cli.ts serve, one process per load; self time during the load only [${elapsed()}]`,
  );
  const headers = { 'X-API-KEY': seeded.key };
  res.profiles.startup = await profiled(
    `profile startup with ${k(o.plugins)} plugins`,
    dir,
    work,
    async () => {},
    log,
    false,
  );
  for (const s of readScenarios(seeded).filter((r) => r.name !== 'author')) {
    res.profiles[s.name] = await profiled(
      `profile ${s.name}`,
      dir,
      work,
      (target) =>
        load({
          url: target.url,
          serverPid: target.pid,
          path: s.path,
          headers,
          connections: o.connections,
          seconds: o.seconds,
          warmupSeconds: o.warmupSeconds,
        }),
      log,
      true,
      (target) => askEachOnce(target, seeded.key, s, o, () => {}),
    );
  }
  // The answers built from storage (first request of each plugin): what a change costs.
  const [get] = readScenarios(seeded);
  res.profiles['get plugin, uncached'] = await profiled(
    'profile get plugin uncached',
    dir,
    work,
    (target) => askEachOnce(target, seeded.key, get, o, () => {}),
    log,
  );
  const fresh = await freshRegistryDir(work, 'profile-uploads');
  res.profiles.upload = await profiled(
    'profile upload',
    fresh.dataDir,
    work,
    (target) => uploadInto(target, fresh.key, { ...o, uploads: Math.min(o.uploads, 60) }),
    log,
    true,
    () => sleep(1_500),
  ); // start-up work (validators, sweep) left out, as in the throughput figure
}

async function scaleStep(res: Results): Promise<void> {
  const sizes = [...o.scaleSizes, ...(res.scaling.length ? [o.plugins] : [])].sort((a, b) => a - b);
  log(`\n[scale] cost growth: get and list pages at ${sizes.map(k).join(', ')} plugins [${elapsed()}]`);
  for (const size of o.scaleSizes) {
    const dir = seededDir(`scale-${size}`);
    log(`  seeding ${k(size)} plugins x ${o.versions} versions...`);
    const s = await seed(dir, { plugins: size, themes: 0, versions: o.versions, log });
    log(`  seeded in ${s.seconds.toFixed(1)} s (${((size * o.versions) / s.seconds).toFixed(0)} versions/s)`);
    res.scaling.push(await runScalePoint(dir, s, path.join(work, `scale-${size}.log`), o, log, productionLauncher()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => cleanup(),
  (err: unknown) => {
    log(`bench failed: ${(err as Error).stack ?? String(err)}`);
    cleanup();
    process.exitCode = 1;
  },
);
