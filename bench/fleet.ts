/**
 * The fleet step (`BENCH_ONLY=fleet`): what operators read, at fleet sizes of 1 000, 10 000 and
 * 100 000 sites (`BENCH_FLEET_SIZES`) on the local adapter, and with `BENCH_FLEET_STORAGE=local,azure`
 * at 1 000 and 10 000 (`BENCH_FLEET_AZURE_SIZES`) on the azure adapter against Azurite (started
 * here for each size, in memory, as azure.ts starts it). For each size an export file of the
 * fleet is generated (fleet-export.ts), imported into an empty store with the registry's own
 * import (as `npm run import` runs it, transfer.ts), and the registry started as `npm start` runs
 * it. Measured, each read alone, one after another, with nothing else sent but the probe:
 * - each operator read's server CPU (user + system of the server's process, /proc) per read, less
 *   what the /healthz probe's answers during it cost (probeCost: a read that waits long on
 *   Azurite is probed more often), and its wall time; the table gives the CPU as a ratio to the
 *   read's at the smallest size, the raw CPU beside it;
 * - the worst `/healthz` latency while it ran: the bench asks /healthz every ~10 ms from spawn to
 *   the end, one request at a time on a connection of its own (a stall of the event loop shows
 *   as one long answer);
 * - start-up: spawn to the first `/readyz` 200, then until the server is idle (the adoption
 *   sweep, started by the first request, and start-up maintenance): its CPU and worst /healthz;
 * - the hour's and the day's background work: the server's clock is moved an hour on
 *   (clock-shift.mjs), then a `GET /plugins` takes the due active-installs count while the probe's
 *   next request starts the hourly run of the daily sweeps; then a day on, and the probe's next
 *   request starts the day's first sweep (adoption snapshots of every package, the advisories'
 *   exposure counts): each until the server is idle, its CPU and worst /healthz;
 * - RSS after the reads, and the peak (VmHWM) at the end.
 * The reads are those of issue 49's table, made as the console makes them (console/src/views,
 * queries.ts): a browser asks at most 6 at a time of one host over HTTP/1.1, so does the bench.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Options } from './options.js';
import { type Launcher, ROOT, readMemory, sleep, startRegistry } from './processes.js';
import { type Azurite, type StorageCounts, startAzurite } from './azure.js';
import { FLEET_LATEST, type FleetFile, type FleetPackages, exportPackages, writeFleetExport } from './fleet-export.js';
import { pluginSlug } from './seed.js';
import { type TransferStep, transferChild } from './transfer.js';

export const FLEET_READS = [
  'first GET /plugins once active installs are due',
  'console Packages view (one load)',
  'console Package view, most popular plugin',
  'GET .../rollout, most popular plugin',
  'PATCH .../rollout halt, then resume',
  'GET /sites page 1',
] as const;
export type FleetRead = (typeof FLEET_READS)[number];

export interface FleetReadResult {
  name: FleetRead;
  /** Times the read was made (its figures are per read). */
  runs: number;
  requests: number;
  /** The server's CPU per read, less the /healthz probe's own (HealthProbe: its answers during the read, at `probeMs` each). */
  cpuMs: number;
  /** The server's CPU per read, the probe's answers included. */
  rawCpuMs: number;
  wallMs: number;
  /** The longest /healthz answer while the read ran. */
  worstHealthMs: number;
  failures: number;
  /** Azure: Azurite's and its counting proxy's CPU per read, and the Table and Blob requests the read sent. */
  storage?: StorageUse;
}

export interface StorageUse {
  cpuMs: number;
  table: number;
  blob: number;
}

/** Work the server does in the background when its clock passes an hour or a UTC midnight. */
export interface FleetEvent {
  name: 'hourly' | 'daily';
  /** From the clock's move until the server was idle again (less the idle second that tells it). */
  busyMs: number;
  /** Less the probe's own, as FleetReadResult's. */
  cpuMs: number;
  rawCpuMs: number;
  worstHealthMs: number;
  /** Hourly: the `GET /plugins` that took the due count, its wall time. */
  requestMs?: number;
  storage?: StorageUse;
  failures: number;
}

export interface FleetSize {
  sites: number;
  storage: 'local' | 'azure';
  generated: FleetFile;
  import: TransferStep;
  /** Spawn to the first /readyz 200. */
  readyMs: number;
  /** Spawn until the server went idle (adoption sweep and maintenance done), its CPU and worst /healthz. */
  settledMs: number;
  startCpuMs: number;
  startWorstHealthMs: number;
  /** The server's CPU per /healthz answer of the probe, on the idle server (what the reads' `cpuMs` leave out). */
  probeMs: number;
  reads: FleetReadResult[];
  hourly: FleetEvent;
  daily: FleetEvent;
  rssMiB: number;
  peakRssMiB: number;
  /** Cores other processes used during the reads (the machine is shared; Azurite's are in `storage` of each read). */
  others: number;
}

export interface FleetResult {
  sizes: FleetSize[];
}

const CPU_TICK_MS = 10; // USER_HZ 100

function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(rest[11]) + Number(rest[12])) * CPU_TICK_MS;
}

function busyMs(): number {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq] = fields;
  return (user + nice + system + irq + softirq) * CPU_TICK_MS;
}

/**
 * The server's CPU per /healthz answer while nothing else runs (`ms` of idle server): a read that
 * waits on storage for long (Azurite's queries filter every entity of the table) is probed
 * more often than a quick one, and its own CPU is told apart by leaving the probe's out. The
 * idle server's timers are counted in, so the figure errs high, and the reads' net CPU low, by
 * as little as they cost.
 */
async function probeCost(pid: number, probe: HealthProbe, ms: number): Promise<number> {
  await probe.window();
  const cpu0 = cpuMsOf(pid);
  const answered0 = probe.answered;
  await sleep(ms);
  await probe.window();
  return (cpuMsOf(pid) - cpu0) / Math.max(1, probe.answered - answered0);
}

/** Asks /healthz every ~10 ms, one at a time, and keeps the longest answer of the current window. */
class HealthProbe {
  /** The probe's answers so far. */
  answered = 0;
  private worst = 0;
  private stopped = false;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly running: Promise<void>;
  private current: Promise<boolean> = Promise.resolve(false);

  constructor(private readonly url: string) {
    this.running = this.loop();
  }

  /**
   * The longest answer since the last call (or the start), and a new window from then. Waits for
   * the probe in flight: a stall makes the answer asked during it arrive after the read's own.
   */
  async window(): Promise<number> {
    await this.current;
    const worst = this.worst;
    this.worst = 0;
    return worst;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    this.agent.destroy();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const started = performance.now();
      this.current = new Promise<boolean>((resolve) => {
        const req = http.get(`${this.url}/healthz`, { agent: this.agent, timeout: 120_000 }, (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode === 200));
        });
        req.once('error', () => resolve(false));
        req.once('timeout', () => req.destroy());
      });
      const answered = await this.current;
      const ms = performance.now() - started;
      // Before the server listens the connection is refused at once: not an answer.
      if (answered) {
        this.worst = Math.max(this.worst, ms);
        this.answered++;
      }
      await sleep(Math.max(0, 10 - ms));
    }
  }
}

/** The registry's API as the console calls it, at most `parallel` requests at a time. */
export class Client {
  requests = 0;
  failures = 0;
  private readonly agent: http.Agent;

  constructor(
    private readonly url: string,
    private readonly key: string,
    parallel = 6,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  }

  get<T>(pathAndQuery: string): Promise<T> {
    return this.send<T>('GET', pathAndQuery);
  }

  patch<T>(pathAndQuery: string, body: object): Promise<T> {
    return this.send<T>('PATCH', pathAndQuery, JSON.stringify(body));
  }

  close(): void {
    this.agent.destroy();
  }

  private send<T>(method: string, pathAndQuery: string, body?: string): Promise<T> {
    this.requests++;
    return new Promise<T>((resolve, reject) => {
      const req = http.request(
        `${this.url}${pathAndQuery}`,
        {
          method,
          agent: this.agent,
          headers: {
            'X-API-KEY': this.key,
            Accept: 'application/json',
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.once('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((res.statusCode ?? 0) >= 400) {
              this.failures++;
              reject(new Error(`${method} ${pathAndQuery}: ${res.statusCode} ${text.slice(0, 200)}`));
            } else resolve(JSON.parse(text) as T);
          });
        },
      );
      req.once('error', reject);
      req.end(body);
    });
  }
}

/**
 * The requests of one load of the console's Packages view, as console/src/views/packages.tsx
 * makes them: its first page, one `GET /packages/summary` of 100 packages (PACKAGES_PER_PAGE
 * there), each with its latest version's rollout. When the console's view changes, this
 * function follows it, and the row with it. (Before the summary, the view asked every list page
 * of plugins and themes, then each latest version's rollout and version record: 423 requests
 * for this fleet's 210 packages.)
 */
export async function packagesViewRequests(c: Client): Promise<void> {
  await c.get('/packages/summary?page=1&per_page=100');
}

/**
 * The requests of one load of the console's Package view (console/src/views/package.tsx
 * PackageView): name and versions, each version's rollout; the first 20 sites with a failed and
 * with an unhealthy report (TROUBLED_SHOWN there; the rest is a link); adoption. Follows the
 * console's view as packagesViewRequests does.
 */
export async function packageViewRequests(c: Client, slug: string): Promise<void> {
  const versionsAndRollouts = async () => {
    const [, versions] = await Promise.all([
      c.get(`/plugins/${slug}`),
      c.get<{ version: string }[]>(`/plugins/${slug}/versions`),
    ]);
    await Promise.all(versions.map((v) => c.get(`/plugins/${slug}/versions/${v.version}/rollout`)));
  };
  const sites = (status: string) => c.get(`/sites?plugin=${slug}&status=${status}&page=1&per_page=20`);
  await Promise.all([
    versionsAndRollouts(),
    Promise.all([sites('failed'), sites('unhealthy')]),
    c.get(`/plugins/${slug}/adoption?days=30`),
  ]);
}

/**
 * Until the server's process (with Azurite's and the proxy's, on Azure: a server waiting for its
 * storage is not done) has been idle for a second, or `maxMs`: under 15 % of a core, since the
 * /healthz probe alone costs it a few % (more on a loaded machine).
 */
async function untilIdle(pids: number[], maxMs: number): Promise<void> {
  const deadline = performance.now() + maxMs;
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  let quiet = 0;
  while (performance.now() < deadline && quiet < 4) {
    const before = cpu();
    await sleep(250);
    quiet = cpu() - before <= 37.5 ? quiet + 1 : 0;
  }
}

export async function runFleet(
  work: string,
  /** A new folder where seeded registries go (tmpfs when there is room), removed at the run's end or Ctrl-C too. */
  seededDir: (name: string) => string,
  o: Options,
  log: (line: string) => void,
  launch: { launcher: Launcher; compiledDir?: string },
): Promise<FleetResult> {
  const packages = await exportPackages(work);
  const sizes: FleetSize[] = [];
  try {
    for (const storage of o.fleet.storage) {
      const first = sizes.length;
      for (const sites of storage === 'azure' ? o.fleet.azureSizes : o.fleet.sizes) {
        sizes.push(await runSize(sites, storage, packages, work, seededDir, o, log, launch));
        log(sizeLine(sizes.at(-1)!, sizes[first]));
      }
    }
  } finally {
    fs.rmSync(packages.file, { force: true });
  }
  return { sizes };
}

const storageText = (u: StorageUse | undefined) =>
  u ? `; Azurite + proxy CPU ${u.cpuMs.toFixed(0)} ms, Table ${u.table} + Blob ${u.blob} requests` : '';

function sizeLine(s: FleetSize, base: FleetSize): string {
  const reads = s.reads
    .map((r) => {
      const b = base.reads.find((x) => x.name === r.name);
      return `    ${r.name}: ${r.wallMs.toFixed(0)} ms, CPU ${r.cpuMs.toFixed(0)} ms (raw ${r.rawCpuMs.toFixed(0)}; ${b && b !== r ? `${(r.cpuMs / b.cpuMs).toFixed(2)}x of @${base.sites}` : 'base'}), worst /healthz ${r.worstHealthMs.toFixed(0)} ms, ${r.runs} run(s)${storageText(r.storage)}${r.failures ? `, ${r.failures} FAILED` : ''}`;
    })
    .join('\n');
  const event = (e: FleetEvent, label: string) =>
    `    ${label}: busy ${e.busyMs.toFixed(0)} ms${e.requestMs === undefined ? '' : ` (its GET /plugins ${e.requestMs.toFixed(0)} ms)`}, CPU ${e.cpuMs.toFixed(0)} ms (raw ${e.rawCpuMs.toFixed(0)}), worst /healthz ${e.worstHealthMs.toFixed(0)} ms${storageText(e.storage)}${e.failures ? `, ${e.failures} FAILED` : ''}`;
  return `  ${s.storage} @ ${s.sites} sites: ready in ${s.readyMs.toFixed(0)} ms (idle after ${s.settledMs.toFixed(0)} ms, CPU ${s.startCpuMs.toFixed(0)} ms, worst /healthz ${s.startWorstHealthMs.toFixed(0)} ms); a /healthz answer ${s.probeMs.toFixed(2)} ms CPU; RSS ${s.rssMiB.toFixed(0)} MiB (peak ${s.peakRssMiB.toFixed(0)}); others ${s.others.toFixed(2)}\n${reads}\n${event(s.hourly, 'an hour on: the due active-installs count and the hourly sweeps')}\n${event(s.daily, "a day on: the day's first sweep (adoption snapshots, exposure counts)")}`;
}

/** Azurite's and the proxy's CPU, and the requests they were sent, from `start()` to `stop()`. */
class StorageMeter {
  private cpu0 = 0;
  private counts0: StorageCounts | undefined;

  constructor(private readonly azurite: Azurite | undefined) {}

  async start(): Promise<void> {
    if (!this.azurite) return;
    this.counts0 = await this.azurite.counts();
    this.cpu0 = this.cpu();
  }

  /** Per run, over `runs`. */
  async stop(runs = 1): Promise<StorageUse | undefined> {
    if (!this.azurite) return undefined;
    const cpuMs = this.cpu() - this.cpu0;
    const counts = await this.azurite.counts();
    return {
      cpuMs: cpuMs / runs,
      table: Math.round((counts.table - this.counts0!.table) / runs),
      blob: Math.round((counts.blob - this.counts0!.blob) / runs),
    };
  }

  private cpu(): number {
    return this.azurite!.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  }
}

const HOUR_MS = 3_600_000;

function safeRead(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
/**
 * A read made again past maxRuns until it has cost the server this much CPU (within
 * o.fleet.seconds): /proc counts in 10 ms ticks, so 20 reads of 1 ms would be 2 ticks, and their
 * ratio between sizes (and less the probe's answers) a matter of rounding.
 */
const PRECISE_CPU_MS = 300;
/** Idle is told by this much quiet (untilIdle): not part of the work it follows. */
const IDLE_TELLS_MS = 1000;

async function runSize(
  sites: number,
  storage: 'local' | 'azure',
  packages: FleetPackages,
  work: string,
  seededDir: (name: string) => string,
  o: Options,
  log: (line: string) => void,
  launch: { launcher: Launcher; compiledDir?: string },
): Promise<FleetSize> {
  const fileDir = seededDir(`fleet-file-${storage}-${sites}`);
  const file = path.join(fileDir, 'fleet.tar');
  const dataDir = seededDir(`fleet-${storage}-${sites}`);
  const clockFile = path.join(work, `fleet-clock-${storage}-${sites}`);
  // A fresh Azurite for each size: the import needs an empty store.
  const azurite = storage === 'azure' ? await startAzurite() : undefined;
  try {
    const generated = await writeFleetExport(packages, sites, file);
    log(
      `  ${storage} @ ${sites} sites: export generated in ${generated.seconds.toFixed(1)} s (${generated.mib.toFixed(0)} MiB, the bench's RSS +${generated.rssGrowthMiB.toFixed(0)} MiB, ${generated.outcomes} update reports, ${generated.adoption} adoption snapshots)`,
    );
    // Straight to Azurite: the counting proxy is for the registry's own requests.
    const imported = await transferChild('import', dataDir, file, azurite?.direct);
    const phases = Object.entries(imported.phases ?? {})
      .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`)
      .join(', ');
    log(
      `  imported in ${imported.seconds.toFixed(1)} s (RSS +${imported.growthMiB.toFixed(0)} MiB; writes: ${phases})`,
    );
    fs.rmSync(file, { force: true });
    fs.writeFileSync(clockFile, '0');
    let probe: HealthProbe | undefined;
    let spawnedAt = 0;
    const registry = await startRegistry({
      dataDir,
      logFile: path.join(work, `fleet-${storage}-${sites}.log`),
      readyPath: '/readyz',
      nodeFlags: ['--import', path.join(ROOT, 'bench/clock-shift.mjs')],
      env: { BENCH_CLOCK_FILE: clockFile, ...azurite?.proxied },
      onSpawn: (url) => {
        spawnedAt = performance.now();
        probe = new HealthProbe(url);
      },
      ...launch,
    });
    const idlePids = [registry.pid, ...(azurite?.pids ?? [])];
    try {
      const readyMs = registry.startMs;
      // Start-up maintenance (on Azure a scan of the whole table) and the first request's sweep.
      await untilIdle(idlePids, 600_000);
      const settledMs = performance.now() - spawnedAt;
      const startCpuMs = cpuMsOf(registry.pid);
      const startWorstHealthMs = await probe!.window();
      const probeMs = await probeCost(registry.pid, probe!, 3000);
      const busy0 = busyMs();
      const client0 = cpuMsOf(process.pid);
      const server0 = cpuMsOf(registry.pid);
      const storage0 = azurite ? azurite.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) : 0;
      const t0 = performance.now();
      const meter = new StorageMeter(azurite);
      const reads: FleetReadResult[] = [];
      for (const name of FLEET_READS) {
        reads.push(await measureRead(name, registry, packages.key, probe!, probeMs, meter, o));
        await untilIdle(idlePids, 60_000);
      }
      const seconds = (performance.now() - t0) / 1000;
      const storageCpu = azurite ? azurite.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - storage0 : 0;
      const others =
        (busyMs() - busy0 - (cpuMsOf(registry.pid) - server0) - (cpuMsOf(process.pid) - client0) - storageCpu) /
        1000 /
        seconds;
      const memory = readMemory(registry.pid);
      const moveClock = async (ms: number) => {
        fs.writeFileSync(clockFile, String(ms));
        process.kill(registry.pid, 'SIGUSR2');
        // Until the server says it moved (clock-shift.mjs): a request sent sooner may be answered at the old time.
        const deadline = performance.now() + 30_000;
        while (safeRead(`${clockFile}.moved`) !== String(ms)) {
          if (performance.now() > deadline) throw new Error("the registry's clock did not move (clock-shift.mjs)");
          await sleep(5);
        }
      };
      // An hour and a minute on (the count is due after REGISTRY_INSTALLS_REFRESH_SECONDS, 3 600 by default; the sweeps after an hour).
      const hourly = await measureEvent('hourly', registry, idlePids, packages.key, probe!, probeMs, meter, () =>
        moveClock(HOUR_MS + 60_000),
      );
      // Then a day on: a new UTC day, no package has its snapshot yet.
      const daily = await measureEvent('daily', registry, idlePids, packages.key, probe!, probeMs, meter, () =>
        moveClock(24 * HOUR_MS + HOUR_MS + 60_000),
      );
      return {
        sites,
        storage,
        generated,
        import: imported,
        readyMs,
        settledMs,
        startCpuMs,
        startWorstHealthMs,
        probeMs,
        reads,
        hourly,
        daily,
        rssMiB: memory.rssKiB / 1024,
        peakRssMiB: readMemory(registry.pid).hwmKiB / 1024,
        others: Math.max(0, others),
      };
    } finally {
      await probe?.stop();
      await registry.stop();
    }
  } finally {
    await azurite?.stop();
    fs.rmSync(fileDir, { recursive: true, force: true });
    fs.rmSync(clockFile, { force: true });
    fs.rmSync(`${clockFile}.moved`, { force: true });
    // BENCH_FLEET_KEEP: the data dir is moved there, to profile a server on it afterwards.
    const keep = process.env.BENCH_FLEET_KEEP;
    if (keep && storage === 'local') {
      const kept = path.join(keep, `fleet-${storage}-${sites}`);
      fs.rmSync(kept, { recursive: true, force: true });
      fs.mkdirSync(keep, { recursive: true });
      try {
        fs.renameSync(dataDir, kept);
      } catch {
        fs.cpSync(dataDir, kept, { recursive: true }); // another file system
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      log(`  data dir kept in ${kept}`);
    } else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server's clock moved (`move`), then, for the hour, one `GET /plugins` (what takes the due
 * active-installs count; the probe's next request starts the sweeps), until the server is idle.
 */
async function measureEvent(
  name: FleetEvent['name'],
  registry: { url: string; pid: number },
  idlePids: number[],
  key: string,
  probe: HealthProbe,
  probeMs: number,
  meter: StorageMeter,
  move: () => Promise<void>,
): Promise<FleetEvent> {
  const c = new Client(registry.url, key);
  await probe.window();
  await meter.start();
  const cpu0 = cpuMsOf(registry.pid);
  const answered0 = probe.answered;
  const t0 = performance.now();
  await move();
  let requestMs: number | undefined;
  let failures = 0;
  if (name === 'hourly') {
    try {
      await c.get('/plugins?page=1');
    } catch {
      failures++;
    }
    requestMs = performance.now() - t0;
  }
  await untilIdle(idlePids, 600_000);
  const busyMs = Math.max(0, performance.now() - t0 - IDLE_TELLS_MS);
  const worstHealthMs = await probe.window();
  const rawCpuMs = cpuMsOf(registry.pid) - cpu0;
  const cpuMs = Math.max(0, rawCpuMs - (probe.answered - answered0) * probeMs);
  const storage = await meter.stop();
  c.close();
  return { name, busyMs, cpuMs, rawCpuMs, worstHealthMs, requestMs, storage, failures };
}

/**
 * One read, made again until `o.fleet.seconds` have passed (at least once; the first GET /plugins
 * once only: it is what a due count costs, and the next one is kept), at most maxRuns times
 * unless it has cost less than PRECISE_CPU_MS by then. Its CPU and wall time are
 * per read; its worst /healthz is over every run.
 */
async function measureRead(
  name: FleetRead,
  registry: { url: string; pid: number },
  key: string,
  probe: HealthProbe,
  probeMs: number,
  meter: StorageMeter,
  o: Options,
): Promise<FleetReadResult> {
  const c = new Client(registry.url, key);
  // Known, not asked: a GET of the plugin would take the due install count before the row that measures it.
  const popular = pluginSlug(0);
  const latest = FLEET_LATEST;
  const once: Record<FleetRead, () => Promise<unknown>> = {
    'first GET /plugins once active installs are due': () => c.get('/plugins?page=1'),
    'console Packages view (one load)': () => packagesViewRequests(c),
    'console Package view, most popular plugin': () => packageViewRequests(c, popular),
    'GET .../rollout, most popular plugin': () => c.get(`/plugins/${popular}/versions/${latest}/rollout`),
    'PATCH .../rollout halt, then resume': async () => {
      await c.patch(`/plugins/${popular}/versions/${latest}/rollout`, { halted: true });
      await c.patch(`/plugins/${popular}/versions/${latest}/rollout`, { halted: false });
    },
    'GET /sites page 1': () => c.get('/sites?page=1'),
  };
  await probe.window();
  await meter.start();
  const cpu0 = cpuMsOf(registry.pid);
  const answered0 = probe.answered;
  const t0 = performance.now();
  let runs = 0;
  let failures = 0;
  const repeat = name !== 'first GET /plugins once active installs are due';
  do {
    try {
      await once[name]();
    } catch {
      failures++;
    }
    runs++;
  } while (
    repeat &&
    performance.now() - t0 < o.fleet.seconds * 1000 &&
    (runs < o.fleet.maxRuns || cpuMsOf(registry.pid) - cpu0 < PRECISE_CPU_MS)
  );
  const wallMs = (performance.now() - t0) / runs;
  const worstHealthMs = await probe.window();
  const rawCpuMs = (cpuMsOf(registry.pid) - cpu0) / runs;
  const cpuMs = Math.max(0, rawCpuMs - ((probe.answered - answered0) * probeMs) / runs);
  const storage = await meter.stop(runs);
  c.close();
  return { name, runs, requests: c.requests / runs, cpuMs, rawCpuMs, wallMs, worstHealthMs, failures, storage };
}
