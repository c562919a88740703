/**
 * One site floods the registry with update outcomes (issue 46): 20 000 signed reports, 100 a
 * request, almost all about versions that do not exist. Measured: how long the flood takes,
 * what it recorded, how much `sites.sqlite` grew, and GET /sites (one page of 100 sites, asked
 * one at a time) before and after it. DESIGN 12a: a site keeps one outcome per package and
 * version the registry holds, so reading the inventory costs the same after the flood.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pluginZip } from '../test/support/packages.js';
import { enroll, type EnrolledSite, postJson } from '../test/support/sites.js';
import { type RegistryOptions, startRegistry, untilLogged } from './processes.js';
import { freshRegistryDir } from './uploads.js';

const SITES = 100;
const REPORTS = 20_000;
const PER_REQUEST = 100;
const READS = 30;

export interface FloodResult {
  reports: number;
  recorded: number;
  floodSeconds: number;
  /** `sites.sqlite` and its WAL, before and after the flood. */
  bytesBefore: number;
  bytesAfter: number;
  /** GET /sites?per_page=100, ms: median and slowest of READS serial reads. */
  before: { p50Ms: number; maxMs: number };
  after: { p50Ms: number; maxMs: number };
}

export async function runReportFlood(
  workDir: string,
  log: (line: string) => void,
  launch: Pick<RegistryOptions, 'launcher' | 'compiledDir'>,
): Promise<FloodResult> {
  const { dataDir, key } = await freshRegistryDir(workDir, 'flood');
  const logFile = path.join(workDir, 'flood.log');
  fs.rmSync(logFile, { force: true });
  const server = await startRegistry({ dataDir, logFile, ...launch });
  try {
    await untilLogged(logFile, /start-up maintenance finished/);
    for (const version of ['1.0.0', '2.0.0']) await upload(server.url, key, version);
    const sites: EnrolledSite[] = [];
    for (let n = 0; n < SITES; n++) {
      const site = await enroll(server.url, key, `https://flood-${n}.example`);
      const plugins = { 'flood-forms/flood-forms.php': { Version: '1.0.0' } };
      await postJson(server.url, key, '/update-check', { site: { url: site.url }, plugins }, site);
      sites.push(site);
    }
    const reads = () => serialReads(server.url, key);
    const before = await reads();
    const bytesBefore = sqliteBytes(dataDir);
    const started = performance.now();
    let recorded = 0;
    for (let sent = 0; sent < REPORTS; sent += PER_REQUEST) {
      const reports = Array.from({ length: PER_REQUEST }, (_, i) => report(sent + i));
      const answer = await postJson(server.url, key, `/sites/${sites[0].id}/reports`, { reports }, sites[0]);
      recorded += ((await answer.json()) as { recorded: number }).recorded;
    }
    const floodSeconds = (performance.now() - started) / 1000;
    const bytesAfter = sqliteBytes(dataDir);
    const after = await reads();
    const result = { reports: REPORTS, recorded, floodSeconds, bytesBefore, bytesAfter, before, after };
    log(
      `  ${REPORTS} reports from one site in ${floodSeconds.toFixed(1)} s, ${recorded} recorded; sites.sqlite ${mib(bytesBefore)} -> ${mib(bytesAfter)} MiB`,
    );
    log(
      `  GET /sites (100 sites a page, ${READS} serial reads): before p50 ${before.p50Ms.toFixed(1)} ms, max ${before.maxMs.toFixed(1)} ms; after p50 ${after.p50Ms.toFixed(1)} ms, max ${after.maxMs.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Report `n`: every 200th about the version the registry holds, the rest about made-up ones. */
function report(n: number) {
  return {
    id: `flood-${n}`,
    type: 'plugin',
    slug: 'flood-forms',
    from: '1.0.0',
    to: n % 200 === 0 ? '2.0.0' : `9.${Math.floor(n / 1000)}.${n % 1000}`,
    result: 'fatal',
    code: 'flood-forms.php',
    message: 'Uncaught Error: made up',
    time: new Date(Date.now() - 60_000 + n).toISOString(),
  };
}

async function upload(url: string, key: string, version: string): Promise<void> {
  const form = new FormData();
  form.append('plugin', new Blob([pluginZip({ slug: 'flood-forms', version })]), `flood-forms-${version}.zip`);
  const answer = await fetch(`${url}/plugins`, { method: 'POST', headers: { 'X-API-KEY': key }, body: form });
  if (answer.status !== 201) throw new Error(`upload ${version}: ${answer.status} ${await answer.text()}`);
}

async function serialReads(url: string, key: string): Promise<{ p50Ms: number; maxMs: number }> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const answer = await fetch(`${url}/sites?per_page=100`, { headers: { 'X-API-KEY': key } });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1] };
}

function sqliteBytes(dataDir: string): number {
  return ['sites.sqlite', 'sites.sqlite-wal']
    .map((name) => path.join(dataDir, name))
    .filter((file) => fs.existsSync(file))
    .reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
