/**
 * `BENCH_ONLY=advisories`: a Wordfence-shaped feed the size of the real one (40 000 records,
 * about 150 MiB) imported with `registry advisories import`'s own function into a registry whose
 * one site runs 500 of the feed's plugins, so that the records about them are stored and the
 * rest passed over. The import runs in a process of its own (this file, given `child`), which
 * samples its RSS every 10 ms from inside: the figure is its growth over the RSS once the
 * storage was open. Beside it, the heap in use after a full collection, before and after the
 * run: what the import kept. RSS grows while V8 sizes its heap to the garbage the parse makes;
 * what is kept must not grow with the feed.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeedCounts } from '../src/registry/advisories/feeds/import.js';
import { runFeedImport } from '../src/registry/advisories/feeds/run.js';
import { checkIn } from '../src/registry/site-inventory.js';
import { ROOT } from './processes.js';
import { openStorage } from './seed.js';

const MIB = 1024 * 1024;
const RECORDS = 40_000;
/** Two records a plugin on average, as the real feed names about half as many plugins as records. */
const SLUGS = RECORDS / 2;
const RUN_BY_SITE = 500;

export interface AdvisoriesResult {
  records: number;
  fileMiB: number;
  seconds: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  growthMiB: number;
  /** The heap in use after a full collection, after the run less before it. */
  keptMiB: number;
  counts: FeedCounts;
}

/** The description's filler: the real records' texts, references and notices come to a few KiB each. */
const FILLER = 'The plugin does not sanitize or escape a parameter before it outputs it back in the page. '.repeat(28);

/** A record's key in the feed and its JSON. */
function record(i: number): [string, string] {
  const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
  const slug = `bench-plugin-${i % SLUGS}`;
  const last = `${1 + (i % 7)}.${i % 10}.${i % 3}`;
  const json = JSON.stringify({
    id,
    title: `Bench Plugin ${i % SLUGS} <= ${last} - Cross-Site Scripting`,
    software: [
      {
        type: 'plugin',
        name: `Bench Plugin ${i % SLUGS}`,
        slug,
        affected_versions: {
          [`* - ${last}`]: { from_version: '*', from_inclusive: true, to_version: last, to_inclusive: true },
        },
        patched: true,
        patched_versions: [`${last}.1`],
        remediation: `Update to version ${last}.1, or a newer patched version`,
      },
    ],
    informational: false,
    description: `${FILLER}(record ${i})`,
    references: [`https://www.wordfence.com/threat-intel/vulnerabilities/id/${id}?source=api-prod`],
    cwe: { id: 79, name: 'Cross-site Scripting', description: 'Improper neutralization of input.' },
    cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:L/I:L/A:N', score: 7.2, rating: 'High' },
    cve: `CVE-2030-${String(i).padStart(5, '0')}`,
    cve_link: `https://www.cve.org/CVERecord?id=CVE-2030-${String(i).padStart(5, '0')}`,
    researchers: ['Bench Researcher'],
    published: '2030-01-01 00:00:00',
    updated: '2030-01-02 00:00:00',
    copyrights: {
      message: 'This record contains material that is subject to copyright',
      defiant: {
        notice: 'Copyright 2012-2030 Defiant Inc.',
        license: 'Defiant hereby grants you a perpetual, worldwide, non-exclusive licence. '.repeat(6),
        license_url: 'https://www.wordfence.com/wordfence-intelligence-terms-and-conditions/',
      },
    },
  });
  return [id, json];
}

/** The feed, one record at a time, so that the bench's own memory stays out of the figure. */
async function writeFeed(file: string): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  await write('{');
  for (let i = 0; i < RECORDS; i++) {
    const [id, json] = record(i);
    await write(`${i === 0 ? '' : ','}"${id}":${json}`);
  }
  await write('}');
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

/** A registry whose one site runs the first plugins of the feed: what the import keeps. */
async function seedSite(dataDir: string): Promise<void> {
  const storage = await openStorage(dataDir);
  try {
    const packages = Array.from({ length: RUN_BY_SITE }, (_, i) => ({
      type: 'plugin' as const,
      slug: `bench-plugin-${i}`,
      version: '1.0.0',
    }));
    await storage.sites.record(checkIn({ url: 'https://bench.example' }, packages, new Date()));
  } finally {
    await storage.close();
  }
}

export async function runAdvisories(work: string, log: (line: string) => void): Promise<AdvisoriesResult> {
  const dataDir = path.join(work, 'advisories-registry');
  const file = path.join(work, 'advisories-feed.json');
  try {
    await writeFeed(file);
    const fileMiB = fs.statSync(file).size / MIB;
    await seedSite(dataDir);
    log(`  feed: ${RECORDS.toLocaleString('en-US')} records, ${fileMiB.toFixed(0)} MiB; one site runs ${RUN_BY_SITE}`);
    const child = await importChild(dataDir, file);
    const result = { records: RECORDS, fileMiB, ...child };
    log(
      `  import: ${result.seconds.toFixed(1)} s, RSS ${result.rssBeforeMiB.toFixed(0)} -> peak ${result.peakRssMiB.toFixed(0)} MiB (+${result.growthMiB.toFixed(1)} MiB); ` +
        `heap kept after a full collection +${result.keptMiB.toFixed(1)} MiB; ${result.counts.created} created, ${result.counts.skipped} passed over`,
    );
    return result;
  } finally {
    for (const p of [dataDir, file]) fs.rmSync(p, { recursive: true, force: true });
  }
}

function importChild(dataDir: string, file: string): Promise<Omit<AdvisoriesResult, 'records' | 'fileMiB'>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      // --expose-gc for the collections before and after the run only, none during it.
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), 'child', dataDir, file],
      { cwd: ROOT, maxBuffer: MIB },
      (err, stdout) => {
        if (err) return reject(new Error(`advisories import failed: ${err.message}`, { cause: err }));
        const reported = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
          seconds: number;
          rssBefore: number;
          rssPeak: number;
          heapBefore: number;
          heapAfter: number;
          counts: AdvisoriesResult['counts'];
        };
        resolve({
          seconds: reported.seconds,
          rssBeforeMiB: reported.rssBefore / MIB,
          peakRssMiB: reported.rssPeak / MIB,
          growthMiB: (reported.rssPeak - reported.rssBefore) / MIB,
          keptMiB: (reported.heapAfter - reported.heapBefore) / MIB,
          counts: reported.counts,
        });
      },
    );
  });
}

/** The child: one import as the CLI runs it, and one JSON line of what it took. */
async function child(dataDir: string, file: string): Promise<void> {
  const collect = globalThis.gc!;
  const storage = await openStorage(dataDir);
  try {
    collect();
    const heapBefore = process.memoryUsage().heapUsed;
    const before = process.memoryUsage.rss();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const started = performance.now();
    const counts = await runFeedImport(storage, file, { stamp: { actor: { cli: 'keys' }, requestId: null } });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    collect();
    const heapAfter = process.memoryUsage().heapUsed;
    process.stdout.write(
      `${JSON.stringify({ seconds, rssBefore: before, rssPeak: peak, heapBefore, heapAfter, counts })}\n`,
    );
  } finally {
    await storage.close();
  }
}

if (process.argv[2] === 'child' && process.argv[1] === fileURLToPath(import.meta.url))
  await child(process.argv[3], process.argv[4]);
