/**
 * Export and import (docs/storage.md) of a seeded registry: the bench's seed at 2 000 versions
 * (`seed.ts`), plus a few large archives so that "memory stays flat whatever the size" is
 * measured, not assumed. Each step runs in a child process (transfer-child.ts); the growth of
 * its RSS over what it was once the storage was open is the figure (target < 64 MiB).
 */
import { createHash, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PluginManifest } from '../src/packages/manifest.js';
import type { Options } from './options.js';
import { ROOT } from './processes.js';
import { openStorage, seed } from './seed.js';
import { addVersion } from '../src/registry/package-writes.js';

export interface TransferStep {
  seconds: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  growthMiB: number;
  /** Import: seconds spent in each kind of record's storage writes (transfer-child.ts); the rest is reading and checking the file. */
  phases?: Record<string, number>;
}

export interface TransferResult {
  versions: number;
  bigArchives: number;
  bigArchiveMiB: number;
  fileMiB: number;
  export: TransferStep;
  import: TransferStep;
}

const MIB = 1024 * 1024;

export async function runTransfer(work: string, o: Options, log: (line: string) => void): Promise<TransferResult> {
  const source = path.join(work, 'transfer-source');
  const target = path.join(work, 'transfer-target');
  const file = path.join(work, 'transfer.tar');
  try {
    const { plugins, themes, versions } = o.transfer;
    await seed(source, { plugins, themes, versions });
    await addBigArchives(source, o.transfer.bigArchives, o.transfer.bigArchiveMiB);
    const total = (plugins + themes) * versions + o.transfer.bigArchives;
    log(`  seeded ${total} versions (${o.transfer.bigArchives} of them ${o.transfer.bigArchiveMiB} MiB each)`);
    const exported = await transferChild('export', source, file);
    const fileMiB = fs.statSync(file).size / MIB;
    log(`  export: ${describe(exported)}; file ${fileMiB.toFixed(0)} MiB`);
    const imported = await transferChild('import', target, file);
    log(`  import: ${describe(imported)}`);
    return {
      versions: total,
      bigArchives: o.transfer.bigArchives,
      bigArchiveMiB: o.transfer.bigArchiveMiB,
      fileMiB,
      export: exported,
      import: imported,
    };
  } finally {
    for (const p of [source, target, file]) fs.rmSync(p, { recursive: true, force: true });
  }
}

const describe = (s: TransferStep) =>
  `${s.seconds.toFixed(1)} s, RSS ${s.rssBeforeMiB.toFixed(0)} -> peak ${s.peakRssMiB.toFixed(0)} MiB (+${s.growthMiB.toFixed(1)} MiB)`;

/** Large archives of one plugin, written a chunk at a time (the bench's own memory stays out of it). */
async function addBigArchives(dataDir: string, count: number, mib: number): Promise<void> {
  const storage = await openStorage(dataDir);
  try {
    for (let i = 0; i < count; i++) {
      const archivePath = path.join(storage.tempDir, `big-${i}.zip`);
      const md5 = createHash('md5');
      const sha384 = createHash('sha384');
      const sha1 = createHash('sha1');
      const sha256 = createHash('sha256');
      const fd = fs.openSync(archivePath, 'w');
      for (let written = 0; written < mib; written++) {
        const chunk = randomBytes(MIB);
        md5.update(chunk);
        sha384.update(chunk);
        sha1.update(chunk);
        sha256.update(chunk);
        fs.writeSync(fd, chunk);
      }
      fs.closeSync(fd);
      const manifest: PluginManifest = {
        type: 'plugin',
        slug: 'bench-big',
        version: `1.${i}.0`,
        name: 'Bench Big',
        shortDescription: '',
        requires: '',
        tested: null,
        requiresPhp: '',
      };
      await addVersion(storage, {
        manifest,
        checksum: md5.digest('hex'),
        sha384: sha384.digest('hex'),
        sha1: sha1.digest('hex'),
        sha256: sha256.digest('hex'),
        size: mib * MIB,
        releaseNotes: '',
        archivePath,
      });
    }
  } finally {
    await storage.close();
  }
}

/**
 * Runs transfer-child.ts. Its RSS is sampled from inside (every 10 ms; the steps stream, so the
 * event loop turns often): an outside sample would count what loading the code took before.
 */
export function transferChild(
  step: 'export' | 'import',
  dataDir: string,
  file: string,
  /** The storage's settings (e.g. REGISTRY_STORAGE=azure and its account); default: the local adapter in `dataDir`. */
  storageEnv: Record<string, string> = {},
): Promise<TransferStep> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'bench', 'transfer-child.ts'), step, dataDir, file],
      { cwd: ROOT, maxBuffer: 1 * MIB, env: { ...process.env, BENCH_STORAGE_ENV: JSON.stringify(storageEnv) } },
      (err, stdout) => {
        if (err) return reject(new Error(`${step} failed: ${err.message}`, { cause: err }));
        const reported = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
          seconds: number;
          rssBefore: number;
          rssPeak: number;
          phases?: Record<string, number>;
        };
        resolve({
          seconds: reported.seconds,
          rssBeforeMiB: reported.rssBefore / MIB,
          peakRssMiB: reported.rssPeak / MIB,
          growthMiB: (reported.rssPeak - reported.rssBefore) / MIB,
          phases: reported.phases,
        });
      },
    );
  });
}
