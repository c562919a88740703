/**
 * An export file (docs/storage.md, "Export file format") of a realistic fleet of N sites, for the
 * fleet step (fleet.ts). The packages are real: a registry seeded through the storage SDK
 * (seed.ts: 200 plugins and 10 themes, 3 versions each, every 10th plugin's latest staged to 30 %
 * and the canary ring, as many with a halted version), exported with the registry's own export.
 * Its manifest then gets the generated sites, update reports and adoption snapshots, written as
 * the storage contract returns them (the shapes a real export of check-ins, enrollments,
 * reports and operators' changes has), with the end line's counts and SHA-384 recomputed; the
 * archives are copied into the new tar unchanged.
 *
 * The fleet (deterministic, from a seeded PRNG):
 * - each site runs ~20 of the 200 plugins: the most popular (`pluginSlug(0)`, staged) on 90 % of
 *   sites, the others by a Zipf-like popularity, versions mostly the latest or the one below; half
 *   the sites run one of the registry's themes. The ~30 public plugins a site also has are not in
 *   the file: a check-in records only the registry's packages (site-inventory.ts);
 * - every 4th site declares the `canary` ring, every 10th is assigned it, every 50th `beta`; every
 *   20th holds two of its plugins;
 * - 60 % are enrolled (a real Ed25519 public key) and their last check-in was verified;
 * - enrolled sites report update outcomes: the popular plugin's latest (installed on most, failed
 *   or unhealthy on a few %), and one other plugin each;
 * - 95 % were seen within the last 7 days (they count as installs), the rest 8-60 days ago;
 * - adoption snapshots of every package for the 30 UTC days before today (not today's: the
 *   registry's own sweep takes that at start-up, as in a registry in use);
 * - 20 standing advisories of the registry's own (FLEET_ADVISORIES), five of them about the most
 *   popular plugin, so the daily exposure sweep has counting to do.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import tar, { type Header, type Pack } from 'tar-stream';
import { MANIFEST, type Counts } from '../src/registry/transfer/format.js';
import { siteId } from '../src/storage/site-id.js';
import type { AdoptionSnapshot, OutcomeReport, SiteOutcome, SiteRecord } from '../src/storage/types.js';
import type { Advisory } from '../src/packages/advisory.js';
import { exportRegistry } from '../src/registry/transfer/export.js';
import { openStorage, pluginSlug, seed, themeSlug } from './seed.js';

export const FLEET_PLUGINS = 200;
export const FLEET_THEMES = 10;
const VERSIONS = 3;
const PLUGINS_PER_SITE = 20;
const ADOPTION_DAYS = 30;
const DAY_MS = 86_400_000;
const versionOf = (k: number) => `1.${k}.0`;
const LATEST = versionOf(VERSIONS - 1);
/** Every plugin's latest version (the most popular one's is staged: 30 % and the canary ring). */
export const FLEET_LATEST = LATEST;

export interface FleetPackages {
  /** A real export of the seeded registry: the packages, their archives, the bench's key. */
  file: string;
  /** The bench's full-access key (in the export's key lines, as its hash). */
  key: string;
}

/** The package half, once per run: a seeded registry's real export. */
export async function exportPackages(work: string): Promise<FleetPackages> {
  const dir = path.join(work, 'fleet-packages');
  const file = path.join(work, 'fleet-packages.tar');
  const seeded = await seed(dir, { plugins: FLEET_PLUGINS, themes: FLEET_THEMES, versions: VERSIONS });
  const storage = await openStorage(dir);
  try {
    await exportRegistry(storage, file, { storageName: 'local' });
  } finally {
    await storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { file, key: seeded.key };
}

/** A small deterministic PRNG (mulberry32): the same fleet at every run and size. */
function random(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WP = ['6.4.5', '6.5.5', '6.6.2', '6.7.1'];
const PHP = ['7.4.33', '8.1.30', '8.2.25', '8.3.13'];
const LOCALES = ['en_US', 'de_DE', 'fr_FR', 'es_ES', 'nl_NL', 'it_IT', 'pt_BR', 'ja'];

/** Plugins 1..199 by popularity (weight 1/rank), as a cumulative table to draw from. */
const cumulative = (() => {
  const weights = Array.from({ length: FLEET_PLUGINS - 1 }, (_, i) => 1 / (i + 1));
  let sum = 0;
  const table = weights.map((w) => (sum += w));
  return table.map((c) => c / sum);
})();

function drawPlugin(rand: () => number): number {
  const r = rand();
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

/** A version a site runs: mostly the latest or the one below. */
function runningVersion(rand: () => number): number {
  const r = rand();
  return r < 0.55 ? VERSIONS - 1 : r < 0.85 ? VERSIONS - 2 : 0;
}

const publicKey = () =>
  generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');

interface GeneratedSite {
  site: SiteRecord;
  reports: OutcomeReport[];
}

/** Site `i` of the fleet, as `storage.sites` returns it after its check-ins, enrollment, reports and operators' changes. */
export function fleetSite(i: number, now: number): GeneratedSite {
  const rand = random(i * 2654435761 + 1);
  const url = `https://site-${i}.fleet.example`;
  const id = siteId(url);
  const seenAgo = rand() < 0.95 ? rand() * 7 * DAY_MS * 0.98 : (8 + rand() * 52) * DAY_MS;
  const lastSeen = new Date(now - seenAgo).toISOString();
  const chosen = new Set<number>();
  if (rand() < 0.9) chosen.add(0);
  const wanted = PLUGINS_PER_SITE - 3 + Math.floor(rand() * 7); // 17-23
  while (chosen.size < wanted) chosen.add(drawPlugin(rand));
  const packages: SiteRecord['packages'][number][] = [...chosen]
    .sort((a, b) => a - b)
    .map((p) => ({ type: 'plugin', slug: pluginSlug(p), version: versionOf(runningVersion(rand)) }));
  if (rand() < 0.5)
    packages.push({ type: 'theme', slug: themeSlug(Math.floor(rand() * FLEET_THEMES)), version: LATEST });
  const enrolled = rand() < 0.6;
  const reports: OutcomeReport[] = [];
  if (enrolled) {
    const popular = packages[0]?.slug === pluginSlug(0) ? packages[0] : undefined;
    const time = (ago: number) => new Date(Date.parse(lastSeen) - ago).toISOString();
    if (popular) {
      const r = rand();
      const result = r < 0.03 ? 'failed' : r < 0.05 ? 'unhealthy' : 'installed';
      // A site whose update failed still runs the version below; the others run what they reported.
      if (result === 'failed') popular.version = versionOf(VERSIONS - 2);
      else if (popular.version === LATEST || rand() < 0.5) popular.version = LATEST;
      if (popular.version === LATEST || result === 'failed')
        reports.push({
          id: `fleet-${i}-0`,
          type: 'plugin',
          slug: popular.slug,
          from: versionOf(VERSIONS - 2),
          to: LATEST,
          result,
          code: result === 'failed' ? 'download_failed' : result === 'unhealthy' ? 'http_500' : '',
          message: result === 'installed' ? '' : `The update of ${popular.slug} did not finish.`,
          time: time(3_600_000),
        });
    }
    const other = packages.find((p, n) => n > 0 && p.type === 'plugin' && p.version !== versionOf(0));
    if (other)
      reports.push({
        id: `fleet-${i}-1`,
        type: 'plugin',
        slug: other.slug,
        from: versionOf(Number(other.version.split('.')[1]) - 1),
        to: other.version,
        result: 'installed',
        code: '',
        message: '',
        time: time(2 * DAY_MS),
      });
  }
  const plugins = packages.filter((p) => p.type === 'plugin');
  const site: SiteRecord = {
    url,
    wpVersion: WP[Math.floor(rand() * WP.length)],
    phpVersion: PHP[Math.floor(rand() * PHP.length)],
    locale: LOCALES[Math.floor(rand() * LOCALES.length)],
    lastSeen,
    packages,
    declaredRing: i % 4 === 0 ? 'canary' : '',
    id,
    ...(i % 10 === 0 ? { assignedRing: 'canary' } : i % 50 === 7 ? { assignedRing: 'beta' } : {}),
    holds: {
      plugins: i % 20 === 3 && plugins.length > 2 ? [plugins[1].slug, plugins[2].slug] : [],
      themes: [],
    },
    ...(enrolled ? { publicKey: publicKey() } : {}),
    verified: enrolled,
    ...(reports.length ? { outcomes: reports } : {}),
  };
  return { site, reports };
}

/** Lines written with backpressure, and the SHA-384 of every byte before the end line. */
class Manifest {
  private readonly out: fs.WriteStream;
  private readonly hash = createHash('sha384');

  constructor(file: string) {
    this.out = fs.createWriteStream(file);
  }

  async line(text: string): Promise<void> {
    const bytes = `${text}\n`;
    this.hash.update(bytes);
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** A file of whole lines, copied in (and hashed) a chunk at a time. */
  async lines(file: string): Promise<void> {
    for await (const chunk of fs.createReadStream(file)) {
      this.hash.update(chunk as Buffer);
      if (!this.out.write(chunk)) await once(this.out, 'drain');
    }
  }

  async end(counts: Counts): Promise<void> {
    this.out.end(`${JSON.stringify({ kind: 'end', counts, sha384: this.hash.digest('hex') })}\n`);
    await once(this.out, 'close');
  }
}

/** Lines kept aside in a file of their own while the sites are written (the reports come after all sites). */
class SideFile {
  private readonly out: fs.WriteStream;

  constructor(readonly file: string) {
    this.out = fs.createWriteStream(file);
  }

  async line(text: string): Promise<void> {
    if (!this.out.write(`${text}\n`)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.out.end();
    await once(this.out, 'close');
  }
}

/** Standing advisories the exposure sweep counts (registry/advisories/history.ts): the popular plugin's and others'. */
export const FLEET_ADVISORIES = 20;

function fleetAdvisory(n: number, now: number): Advisory {
  // Every 4th names the most popular plugin; the rest spread over the catalogue, a few with no fix yet.
  const slug = pluginSlug(n % 4 === 0 ? 0 : (n * 37) % FLEET_PLUGINS);
  const published = new Date(now - (40 - n) * DAY_MS).toISOString();
  return {
    id: `REG-2026-${1000 + n}`,
    aliases: [],
    summary: `Bench advisory ${n} of ${slug}`,
    details: '',
    severity: (['low', 'medium', 'high', 'critical'] as const)[n % 4],
    cvss: null,
    affected: [
      {
        type: 'plugin',
        slug,
        ranges: [n % 5 === 4 ? { introduced: '0' } : { introduced: '0', fixed: versionOf(1 + (n % 2)) }],
      },
    ],
    references: [],
    published,
    modified: published,
    withdrawn: null,
    source: 'registry',
    notice: null,
  };
}

export interface FleetFile {
  file: string;
  sites: number;
  outcomes: number;
  adoption: number;
  seconds: number;
  mib: number;
  /** The bench process's RSS growth while it wrote the file (sampled every 50 ms): the generator's own memory. */
  rssGrowthMiB: number;
}

/**
 * Writes `file`: the packages' export with `sites` generated sites. The lines keep the file's
 * order (packages and versions, keys, sites, outcomes, adoption, advisories, audit); everything but the end
 * line is copied or generated, the end line's counts and hash recomputed.
 */
export async function writeFleetExport(packages: FleetPackages, sites: number, file: string): Promise<FleetFile> {
  const started = performance.now();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 50);
  try {
    const written = await writeFile(packages, sites, file);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    return { ...written, seconds: (performance.now() - started) / 1000, rssGrowthMiB: (rssPeak - rssBefore) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

async function writeFile(
  packages: FleetPackages,
  sites: number,
  file: string,
): Promise<Omit<FleetFile, 'seconds' | 'rssGrowthMiB'>> {
  const now = Date.now();
  const manifestFile = `${file}.manifest`;
  const original = await readOriginal(packages.file);
  const out = new Manifest(manifestFile);
  let counts: Counts | undefined;
  const audit: string[] = [];
  for (const text of original) {
    const kind = (JSON.parse(text) as { kind: string }).kind;
    if (kind === 'end') counts = (JSON.parse(text) as { counts: Counts }).counts;
    else if (kind === 'audit') audit.push(text);
    else if (kind === 'site' || kind === 'outcome' || kind === 'adoption' || kind === 'advisory')
      throw new Error(`the packages' export already has ${kind} lines`);
    else await out.line(text);
  }
  if (!counts) throw new Error("the packages' export has no end line");
  // Sites first, their reports after (a report needs its site), as the export writes them.
  // The bench's own memory stays flat whatever the size: sites are written as generated, their
  // reports to a file of their own and copied in after the last site.
  const running = new Map<string, Map<string, number>>();
  const outcomes = new SideFile(`${file}.outcomes`);
  let outcomeCount = 0;
  for (let i = 0; i < sites; i++) {
    const { site, reports } = fleetSite(i, now);
    await out.line(JSON.stringify({ kind: 'site', record: site }));
    // Generated from verified sites running the version (fleetSite), so each counts, received when it was sent.
    for (const report of reports) {
      const record: SiteOutcome = { siteId: site.id, report, counts: site.verified, received: report.time };
      await outcomes.line(JSON.stringify({ kind: 'outcome', record }));
      outcomeCount++;
    }
    if (now - Date.parse(site.lastSeen) > 7 * DAY_MS) continue;
    for (const p of site.packages) {
      const key = `${p.type} ${p.slug}`;
      const versions = running.get(key) ?? new Map<string, number>();
      versions.set(p.version, (versions.get(p.version) ?? 0) + 1);
      running.set(key, versions);
    }
  }
  await outcomes.close();
  await out.lines(outcomes.file);
  fs.rmSync(outcomes.file, { force: true });
  let adoption = 0;
  for (const [key, versions] of running) {
    const [type, slug] = key.split(' ') as ['plugin' | 'theme', string];
    for (let day = ADOPTION_DAYS; day >= 1; day--) {
      // Earlier days: fewer sites had moved to the latest yet.
      const shift = Math.round(((versions.get(LATEST) ?? 0) * day) / (ADOPTION_DAYS * 2));
      const counted: Record<string, number> = {};
      for (const [version, n] of [...versions].sort()) {
        const moved = version === LATEST ? n - shift : version === versionOf(VERSIONS - 2) ? n + shift : n;
        if (moved > 0) counted[version] = moved;
      }
      const snapshot: AdoptionSnapshot = {
        type,
        slug,
        date: new Date(now - day * DAY_MS).toISOString().slice(0, 10),
        versions: counted,
      };
      await out.line(JSON.stringify({ kind: 'adoption', record: snapshot }));
      adoption++;
    }
  }
  for (let n = 0; n < FLEET_ADVISORIES; n++)
    await out.line(JSON.stringify({ kind: 'advisory', record: fleetAdvisory(n, now) }));
  for (const text of audit) await out.line(text);
  await out.end({ ...counts, sites, outcomes: outcomeCount, adoption, advisories: FLEET_ADVISORIES });
  await retar(packages.file, manifestFile, file);
  fs.rmSync(manifestFile, { force: true });
  return {
    file,
    sites,
    outcomes: outcomeCount,
    adoption,
    mib: fs.statSync(file).size / 2 ** 20,
  };
}

/** The lines of the export's manifest (small: packages and one key). */
async function readOriginal(file: string): Promise<string[]> {
  const extract = tar.extract();
  fs.createReadStream(file).pipe(extract);
  const lines: string[] = [];
  for await (const entry of extract) {
    if (entry.header.name === MANIFEST) {
      let text = '';
      for await (const chunk of entry) text += (chunk as Buffer).toString('utf8');
      lines.push(...text.split('\n').filter(Boolean));
    } else entry.resume();
  }
  return lines;
}

/** The new tar: the new manifest first, then the export's other entries (the archives) unchanged, in order. */
async function retar(source: string, manifestFile: string, target: string): Promise<void> {
  const pack = tar.pack();
  const out = fs.createWriteStream(target);
  const written = new Promise<void>((resolve, reject) => {
    out.on('close', resolve).on('error', reject);
    pack.on('error', reject);
  });
  pack.pipe(out);
  await addEntry(
    pack,
    { name: MANIFEST, size: fs.statSync(manifestFile).size, mtime: new Date() },
    fs.createReadStream(manifestFile),
  );
  const extract = tar.extract();
  fs.createReadStream(source).pipe(extract);
  for await (const entry of extract) {
    if (entry.header.name === MANIFEST) entry.resume();
    else await addEntry(pack, entry.header, entry);
  }
  pack.finalize();
  await written;
}

async function addEntry(
  pack: Pack,
  header: Pick<Header, 'name' | 'size' | 'mtime'> & Partial<Header>,
  source: AsyncIterable<unknown>,
): Promise<void> {
  let entry!: ReturnType<Pack['entry']>;
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry(header, (err) => (err ? reject(err) : resolve()));
  });
  for await (const chunk of source) if (!entry.write(chunk)) await once(entry, 'drain');
  entry.end(undefined);
  await done;
}
