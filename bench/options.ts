/** Sizes and durations of a run: the full run, or a short one with BENCH_QUICK=1. */
import fs from 'node:fs';
import os from 'node:os';
import type { Launcher } from './processes.js';

const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

export const options = {
  quick,
  /** The main registry: plugins and themes, `versions` each. */
  plugins: num('BENCH_PLUGINS', quick ? 1_000 : 10_000),
  themes: num('BENCH_THEMES', quick ? 100 : 1_000),
  versions: num('BENCH_VERSIONS', 3),
  connections: num('BENCH_CONNECTIONS', 50),
  /** Seconds of the one-connection runs that give service time (latency without queueing) per size. */
  serialSeconds: num('BENCH_SERIAL_SECONDS', quick ? 1 : 3),
  seconds: num('BENCH_SECONDS', quick ? 2 : 6),
  /** Turns the registry and bare Express take at each read figure (the mean is reported). */
  rounds: num('BENCH_ROUNDS', quick ? 1 : 2),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', quick ? 1 : 2),
  uploads: num('BENCH_UPLOADS', quick ? 20 : 200),
  uploadMiB: num('BENCH_UPLOAD_MIB', 5),
  uploadConcurrency: num('BENCH_UPLOAD_CONCURRENCY', 4),
  bigUploadMiB: num('BENCH_BIG_UPLOAD_MIB', quick ? 64 : 512),
  /** Export and import (bench/transfer.ts): the seed at 2 000 versions, plus large archives of their own. */
  transfer: {
    plugins: num('BENCH_TRANSFER_PLUGINS', 450),
    themes: num('BENCH_TRANSFER_THEMES', 50),
    versions: num('BENCH_TRANSFER_VERSIONS', 4),
    bigArchives: num('BENCH_TRANSFER_BIG_ARCHIVES', 3),
    bigArchiveMiB: num('BENCH_TRANSFER_BIG_MIB', quick ? 32 : 128),
  },
  /**
   * The fleet step (fleet.ts): the adapters (`local`, `azure`: Azurite), fleet sizes in sites on
   * each, and how long each read is made again (at most maxRuns times).
   */
  fleet: {
    storage: (process.env.BENCH_FLEET_STORAGE ?? 'local')
      .split(',')
      .map((s) => s.trim())
      .filter((s): s is 'local' | 'azure' => {
        if (s === 'local' || s === 'azure') return true;
        throw new Error(`BENCH_FLEET_STORAGE: "${s}" is not an adapter (local, azure)`);
      }),
    sizes: (process.env.BENCH_FLEET_SIZES ?? (quick ? '1000,10000' : '1000,10000,100000'))
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    azureSizes: (process.env.BENCH_FLEET_AZURE_SIZES ?? '1000,10000')
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    seconds: num('BENCH_FLEET_SECONDS', quick ? 1 : 3),
    maxRuns: num('BENCH_FLEET_MAX_RUNS', 20),
  },
  startRuns: num('BENCH_START_RUNS', quick ? 1 : 3),
  /** Sites that check in at once (POST /update-check, 30 registry plugins each), and check-ins/s sent while gets are measured. */
  sites: num('BENCH_SITES', 1_000),
  sitesRate: num('BENCH_SITES_RATE', 20),
  /** Extra registry sizes (plugins) for the cost-growth rows; the main size is reused in between. */
  scaleSizes: (process.env.BENCH_SCALE_SIZES ?? (quick ? '100,10000' : '1000,100000'))
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  /** Distinct plugins the cost-growth gets ask for at every size (a fleet's working set, spread over the catalogue). */
  workingSet: num('BENCH_WORKING_SET', quick ? 500 : 2_000),
  /** How the registries under load are started (seeded, uploads, cost growth): as `npm start` does, node flags included. */
  launcher: (process.env.BENCH_LAUNCHER ?? 'node (precompiled)') as Launcher,
  /** `azure` adds the azure step: Azurite started by the bench, the production rows on both adapters (bench/azure.ts). */
  storage: process.env.BENCH_STORAGE === 'azure' ? ('azure' as const) : ('local' as const),
  /** Only these steps (comma-separated: startup, reads, sites, uploads, transfer, fleet, scale, profile, azure); all but profile when unset. */
  only: process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined,
  /** Run the get/list/search/upload loads again against a `node --cpu-prof` server and rank self time. */
  profile: process.env.BENCH_PROFILE === '1' || /\bprofile\b/.test(process.env.BENCH_ONLY ?? ''),
};

export type Options = typeof options;

/**
 * Seeded registries live on tmpfs when there is one: seeding is then CPU-bound (no fsync per
 * commit), and reads, served from the page cache either way, do not care. Uploads, the RSS test
 * and start-up from an empty dir use the disk (os.tmpdir()), since fsync is part of their cost.
 */
export function seededRoot(): string {
  if (process.env.BENCH_SEED_DIR) return process.env.BENCH_SEED_DIR;
  try {
    return fs.statfsSync('/dev/shm').bavail * fs.statfsSync('/dev/shm').bsize > 4 * 2 ** 30 ? '/dev/shm' : os.tmpdir();
  } catch {
    return os.tmpdir();
  }
}

/**
 * The targets the table checks. A row with a floor is judged by its server CPU per request
 * against the floor's (floor's CPU per request / the row's: 1.0 = as cheap as the floor).
 */
export const targets = {
  /** Kept answers (get, list, search) against the cached-answer floor (servers.ts express-floor), both adapters. */
  keptVsFloor: 0.75,
  /** GET /plugins/{slug} while check-ins arrive against the same floor (the check-ins' CPU is in the row's). */
  getWhileCheckInsVsFloor: 0.7,
  /** POST /update-check (200 plugins, 50 ours) against its floor (express-floor post), local and azure adapter. */
  updateCheckVsFloor: 0.4,
  azureUpdateCheckVsFloor: 0.3,
  /** Signed update checks (one Ed25519 verify each): the unsigned check's CPU per request over the signed one's, at least. */
  signedVsUnsigned: 0.9,
  /** Uploads: MiB/s against the bare sink (MD5 only), and RSS growth during the big upload. */
  uploadVsSink: 0.55,
  rssGrowthMiB: 48,
  startMs: 1000,
  /** Cost growth from the smallest to the largest size: the CPU per request of the smallest over that of the largest. */
  getKeeps: 0.8,
  listKeeps: 0.5,
  /** Table requests per second to any one partition during the kept-get load, at most. */
  azureTablePerPartitionPerSecond: 1,
};
