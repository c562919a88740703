/**
 * Child processes of the bench: the registry (`tsx src/cli.ts serve` and variants) and the
 * bare ceiling servers. Everything started here is tracked and stopped by `stopAll`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../test/support/free-port.js';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const live = new Set<ChildProcess>();

/** The node flags `npm start` passes (package.json's start script): the precompiled launcher uses them too. */
export const PRODUCTION_NODE_FLAGS: string[] = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((token) => token.startsWith('--'));

/** How the registry is launched: as the tests do, without tsx's wrapper process, or precompiled JS. */
export type Launcher = 'tsx' | 'node --import tsx' | 'node (precompiled)';

export interface RegistryOptions {
  dataDir: string;
  launcher?: Launcher;
  /** Directory of transpiled src (for 'node (precompiled)'). */
  compiledDir?: string;
  env?: Record<string, string>;
  /** Flags for the node process that runs the server, e.g. --cpu-prof. */
  nodeFlags?: string[];
  logFile: string;
  /** The probe whose first 200 ends the start (`startMs`): /healthz unless told (the fleet step waits for /readyz). */
  readyPath?: '/healthz' | '/readyz';
  /** Told the registry's URL and pid as soon as it is spawned (the fleet step probes /healthz from then on). */
  onSpawn?: (url: string, pid: number) => void;
}

export interface RegistryProcess {
  url: string;
  /** The node process that runs the server (tsx runs it as a child of its wrapper). */
  pid: number;
  /** Spawn to first 200 of GET /healthz (or `readyPath`). */
  startMs: number;
  /** SIGTERM (graceful, as in production), SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** SIGKILL at once, server and tsx wrapper. */
  kill(): Promise<void>;
}

export async function startRegistry(options: RegistryOptions): Promise<RegistryProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const launcher = options.launcher ?? 'tsx';
  const flags = options.nodeFlags ?? [];
  const [command, args] =
    launcher === 'tsx'
      ? [TSX, [...flags, 'src/cli.ts', 'serve']]
      : launcher === 'node --import tsx'
        ? [process.execPath, [...flags, '--import', 'tsx', 'src/cli.ts', 'serve']]
        : [process.execPath, [...PRODUCTION_NODE_FLAGS, ...flags, path.join(options.compiledDir!, 'cli.js'), 'serve']];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    REGISTRY_BASE_URL: url,
    REGISTRY_DATA_DIR: options.dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...options.env,
  };
  delete env.REGISTRY_VALIDATE_RESPONSES;
  // BENCH_NODE_OPTIONS reaches the registry only (e.g. --max-semi-space-size=64, or an --import to try a patch).
  if (process.env.BENCH_NODE_OPTIONS)
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} ${process.env.BENCH_NODE_OPTIONS}`.trim();
  const log = fs.openSync(options.logFile, 'a');
  const logFrom = fs.fstatSync(log).size;
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  live.add(child);
  options.onSpawn?.(url, child.pid!);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve();
    }),
  );
  try {
    await untilHealthy(url, child, 60_000, options.readyPath);
  } catch (err) {
    await stopChild(child, exited);
    throw new Error(`${(err as Error).message}\n${tail(options.logFile)}`, { cause: err });
  }
  const startMs = performance.now() - started;
  await maintenanceFinished(options.logFile, logFrom, env.LOG_LEVEL ?? 'info');
  const pid = launcher === 'tsx' ? serverPid(child.pid!) : child.pid!;
  const kill = async () => {
    tryKill(pid);
    child.kill('SIGKILL');
    await exited;
  };
  return { url, pid, startMs, stop: () => stopChild(child, exited, pid), kill };
}

/**
 * Waits for the registry's start-up maintenance to finish (its log line), so that no figure is
 * taken while it runs: on a freshly seeded data dir its last step records that it ran, a write
 * that moves the change token once and so has every kept answer built again (once per data dir,
 * not a cost of any load). Logs below `info` do not say; then it waits for nothing.
 */
async function maintenanceFinished(logFile: string, from: number, level: string): Promise<void> {
  if (!['trace', 'debug', 'info'].includes(level)) return;
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const text = safeRead(logFile) ?? '';
    if (text.slice(from).includes('start-up maintenance finished')) return;
    await sleep(100);
  }
  process.stdout.write('  (start-up maintenance did not say it finished within 120 s; measuring anyway)\n');
}

async function untilHealthy(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  probe: '/healthz' | '/readyz' = '/healthz',
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the registry exited (${child.exitCode ?? child.signalCode})`);
    if ((await status(`${url}${probe}`)) === 200) return;
    await sleep(5);
  }
  throw new Error(`the registry did not answer ${probe} in time`);
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', () => resolve(0));
  });
}

/** tsx's CLI spawns node with its loader: find that child among the wrapper's descendants. */
function serverPid(wrapper: number): number {
  const queue = [wrapper];
  while (queue.length) {
    const pid = queue.shift()!;
    for (const task of safeList(`/proc/${pid}/task`)) {
      for (const child of (safeRead(`/proc/${pid}/task/${task}/children`) ?? '')
        .split(' ')
        .filter(Boolean)
        .map(Number)) {
        if ((safeRead(`/proc/${child}/cmdline`) ?? '').includes('src/cli.ts')) return child;
        queue.push(child);
      }
    }
  }
  return wrapper;
}

async function stopChild(child: ChildProcess, exited: Promise<void>, serverPidToo?: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    child.kill('SIGKILL');
    if (serverPidToo && serverPidToo !== child.pid) tryKill(serverPidToo);
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** Bare servers (ceilings and floors), each its own process: `mode` is http, express, express-floor, check-floor or upload-sink; see servers.ts. */
export async function startBare(
  mode: 'http' | 'express' | 'express-floor' | 'check-floor' | 'upload-sink',
  args: string[],
  /** Added to this process's environment (the azure adapter's storage settings for a check-floor). */
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  // A floor runs with the node flags the registry under test runs with (npm start's): the heap's
  // sizing is not part of what an answer costs, and it moves CPU per request by a tenth or more.
  const flags = mode === 'express-floor' || mode === 'check-floor' ? PRODUCTION_NODE_FLAGS : [];
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', path.join(ROOT, 'bench/servers.ts'), mode, String(port), ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  live.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare ${mode} server exited with ${code}`)));
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child, exited) };
}

/**
 * A child that prints a line matching `ready` once it serves (Azurite, the counting proxy),
 * tracked like every other child; returns its pid, that line's match, and how to stop it.
 */
export async function startService(
  command: string,
  args: string[],
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<{ pid: number; match: RegExpExecArray; stop(): Promise<void> }> {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve();
    }),
  );
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`${path.basename(command)} did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const found = ready.exec(out);
      if (found) {
        clearTimeout(timer);
        child.stdout.off('data', onData).resume();
        child.stderr.off('data', onData).resume();
        resolve(found);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${path.basename(command)} exited with ${code}:\n${out}`)));
  });
  return { pid: child.pid!, match, stop: () => stopChild(child, exited) };
}

/** Kills whatever is still running (used on errors and Ctrl-C). */
export function stopAll(): void {
  for (const child of live) {
    for (const pid of child.pid ? [serverPid(child.pid)] : []) if (pid !== child.pid) tryKill(pid);
    child.kill('SIGKILL');
  }
}

export interface MemorySample {
  rssKiB: number;
  hwmKiB: number;
}

export function readMemory(pid: number): MemorySample {
  const text = safeRead(`/proc/${pid}/status`) ?? '';
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
  return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
}

/** Samples VmRSS every `everyMs` until stopped; returns the highest RSS seen. */
export function sampleMemory(pid: number, everyMs = 10): { stop(): { peakRssKiB: number; samples: number } } {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    const { rssKiB } = readMemory(pid);
    if (rssKiB > peak) peak = rssKiB;
    samples++;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakRssKiB: peak, samples };
    },
  };
}

export interface CpuShare {
  /** CPU used during the run, in cores (1.0 = one core busy the whole time). */
  server: number;
  /**
   * CPU time the server's process used during the run (user + system of all its threads, from
   * /proc/<pid>/stat), in seconds, unrounded: divided by the requests it served, what one costs.
   */
  serverSeconds: number;
  client: number;
  /** Everything else on the machine: other people's processes (the machine is shared). */
  other: number;
  /** Azurite and the counting proxy in front of it, when the server under test is on the azure adapter (part of what is measured, not in `other`). */
  storage?: number;
  /** Time the hypervisor gave to other guests. */
  steal: number;
}

const TICKS = 100; // USER_HZ

function systemTicks(): { busy: number; steal: number } {
  const fields = (safeRead('/proc/stat') ?? '').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq, steal };
}

function processTicks(pid?: number): number {
  if (!pid) return 0;
  const stat = safeRead(`/proc/${pid}/stat`) ?? '';
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(rest[11] ?? 0) + Number(rest[12] ?? 0); // utime, stime (fields 14 and 15)
}

/** Who used the CPU between start and stop: the server, this process (the client), the storage emulator, everyone else. */
export function cpuMeter(serverPid?: number, storagePids: readonly number[] = []): { stop(): CpuShare } {
  const t0 = performance.now();
  const sys0 = systemTicks();
  const server0 = processTicks(serverPid);
  const client0 = processTicks(process.pid);
  const storageTicks = () => storagePids.reduce((sum, pid) => sum + processTicks(pid), 0);
  const storage0 = storageTicks();
  return {
    stop() {
      const seconds = (performance.now() - t0) / 1000;
      const sys = systemTicks();
      const serverSeconds = (processTicks(serverPid) - server0) / TICKS;
      const server = serverSeconds / seconds;
      const client = (processTicks(process.pid) - client0) / TICKS / seconds;
      const storage = (storageTicks() - storage0) / TICKS / seconds;
      const busy = (sys.busy - sys0.busy) / TICKS / seconds;
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        server: round(server),
        serverSeconds,
        client: round(client),
        other: round(Math.max(0, busy - server - client - storage)),
        steal: round((sys.steal - sys0.steal) / TICKS / seconds),
        ...(storagePids.length ? { storage: round(storage) } : {}),
      };
    },
  };
}

/** Waits until the log file has a line matching `pattern` (e.g. the end of start-up maintenance). */
export async function untilLogged(logFile: string, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!pattern.test(safeRead(logFile) ?? '')) {
    if (performance.now() > deadline) throw new Error(`${logFile} did not log ${pattern} in ${timeoutMs} ms`);
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tryKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

function safeRead(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function tail(file: string): string {
  return (safeRead(file) ?? '').split('\n').slice(-15).join('\n');
}
