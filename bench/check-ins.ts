/**
 * Sites checking in (POST /update-check, each recorded in the site inventory) against the
 * seeded registry: 1 000 sites at once, each with 30 of the registry's plugins installed (and a
 * public one the registry does not hold), all answered; then GET /plugins/{slug} while check-ins
 * keep arriving, against the cached-answer floor serving the same bytes: check-ins must not
 * flush the kept answers (a site's check-in moves no change token).
 */
import http from 'node:http';
import { fetchBytes, load, type LoadResult } from './load.js';
import type { Options } from './options.js';
import { cpuMeter, type CpuShare } from './processes.js';
import { askEachOnce, describe, floorLoad, meanOf, readScenarios, type Target } from './scenarios.js';
import type { Seeded } from './seed.js';

export interface CheckInRun {
  sites: number;
  answered: number;
  failures: number;
  firstFailure?: string;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpu: CpuShare;
}

export interface CheckInsResult {
  plugins: number;
  installedPerSite: number;
  first: CheckInRun;
  again: CheckInRun;
  /** Check-ins per second sent while the gets were measured. */
  backgroundRate: number;
  background: { sent: number; failures: number };
  get: LoadResult;
  /** The cached-answer floor on the same bytes (servers.ts express-floor), same rounds. */
  floor: LoadResult;
}

const INSTALLED = 30;
const SEEDED_VERSIONS = (versions: number) => Array.from({ length: versions }, (_, k) => `1.${k}.0`);

/** Site `i`'s update check: 30 registry plugins (spread over the catalogue), one public plugin, one registry theme. */
function checkInBody(i: number, seeded: Seeded, versions: string[]): string {
  const slugs = seeded.pluginSlugs;
  const plugins: Record<string, { Version: string; Name: string }> = {};
  for (let j = 0; j < INSTALLED; j++) {
    const slug = slugs[(i * 7_919 + j * 104_729) % slugs.length];
    plugins[`${slug}/${slug}.php`] = { Version: versions[(i + j) % versions.length], Name: slug };
  }
  plugins['akismet/akismet.php'] = { Version: '5.3', Name: 'Akismet' };
  const theme = seeded.themeSlugs[i % seeded.themeSlugs.length];
  return JSON.stringify({
    site: { url: `https://site-${i}.bench.example`, wp_version: '6.5.2', php_version: '8.2.20', locale: 'en_US' },
    plugins,
    themes: theme ? { [theme]: { Version: versions[0] } } : {},
  });
}

function post(agent: http.Agent, url: string, key: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/update-check`,
      {
        method: 'POST',
        agent,
        headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: res.statusCode === 200 ? '' : Buffer.concat(chunks).toString().slice(0, 300),
          }),
        );
        res.once('error', (err) => resolve({ status: 0, text: err.message }));
      },
    );
    req.once('error', (err) => resolve({ status: 0, text: err.message }));
    req.end(body);
  });
}

/** Every site's check-in sent at once, each on its own connection. */
async function allAtOnce(target: Target, key: string, bodies: string[]): Promise<CheckInRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: bodies.length });
  const meter = cpuMeter(target.pid, target.storagePids);
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const t = performance.now();
      const answer = await post(agent, target.url, key, body);
      return { ...answer, ms: performance.now() - t };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter.stop();
  agent.destroy();
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))]);
  const failed = answers.filter((a) => a.status !== 200);
  return {
    sites: bodies.length,
    answered: answers.length - failed.length,
    failures: failed.length,
    firstFailure: failed[0] && `${failed[0].status} ${failed[0].text}`,
    seconds,
    reqPerSec: bodies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    cpu,
  };
}

/** Sends `rate` check-ins per second (cycling through the sites) until stopped; at most 50 in flight. */
function background(target: Target, key: string, bodies: string[], rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  let sent = 0;
  let failures = 0;
  let inFlight = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due && inFlight < 50) {
      inFlight++;
      void post(agent, target.url, key, bodies[sent++ % bodies.length]).then((a) => {
        inFlight--;
        if (a.status !== 200) failures++;
      });
    }
  }, 10);
  return {
    async stop() {
      clearInterval(timer);
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      agent.destroy();
      return { sent, failures };
    },
  };
}

/** The state the gets meet: every site checked in twice, every plugin's answer asked once (kept). */
export async function prepareGets(registry: Target, seeded: Seeded, o: Options & { sites: number }): Promise<string[]> {
  const versions = SEEDED_VERSIONS(o.versions);
  const bodies = Array.from({ length: o.sites }, (_, i) => checkInBody(i, seeded, versions));
  await allAtOnce(registry, seeded.key, bodies);
  await allAtOnce(registry, seeded.key, bodies);
  await askEachOnce(registry, seeded.key, readScenarios(seeded)[0], o, () => {});
  return bodies;
}

/** The gets' load while check-ins arrive, alone (for a CPU profile). */
export async function getsWhileCheckingIn(
  registry: Target,
  seeded: Seeded,
  o: Options & { sitesRate: number },
  bodies: string[],
): Promise<LoadResult> {
  const checkIns = background(registry, seeded.key, bodies, o.sitesRate);
  try {
    return await load({
      url: registry.url,
      serverPid: registry.pid,
      storagePids: registry.storagePids,
      path: readScenarios(seeded)[0].path,
      headers: { 'X-API-KEY': seeded.key },
      connections: o.connections,
      seconds: o.seconds,
      warmupSeconds: o.warmupSeconds,
    });
  } finally {
    await checkIns.stop();
  }
}

/** `mark` (optional) is called after each burst and right before the gets' rounds (the azure step counts storage requests between). */
export async function runCheckIns(
  registry: Target,
  seeded: Seeded,
  workDir: string,
  o: Options & { sites: number; sitesRate: number },
  log: (l: string) => void,
  mark: () => Promise<void> = async () => {},
): Promise<CheckInsResult> {
  const versions = SEEDED_VERSIONS(o.versions);
  const bodies = Array.from({ length: o.sites }, (_, i) => checkInBody(i, seeded, versions));
  const first = await allAtOnce(registry, seeded.key, bodies);
  log(runLine(`${o.sites} sites at once, first check-in`, first));
  await mark();
  const again = await allAtOnce(registry, seeded.key, bodies);
  log(runLine(`${o.sites} sites at once, again`, again));
  await mark();

  const [get] = readScenarios(seeded);
  await askEachOnce(registry, seeded.key, get, o, log); // every answer kept, as in the reads step
  const captured = await fetchBytes(`${registry.url}${get.samplePath}`, { 'X-API-KEY': seeded.key });
  const rounds = { registry: [] as LoadResult[], floor: [] as LoadResult[] };
  await mark();
  let sent = 0;
  let failures = 0;
  for (let round = 0; round < o.rounds; round++) {
    const checkIns = background(registry, seeded.key, bodies, o.sitesRate);
    const r = await load({
      url: registry.url,
      serverPid: registry.pid,
      storagePids: registry.storagePids,
      path: get.path,
      headers: { 'X-API-KEY': seeded.key },
      connections: o.connections,
      seconds: o.seconds,
      warmupSeconds: o.warmupSeconds,
    });
    const b = await checkIns.stop();
    sent += b.sent;
    failures += b.failures;
    log(
      describe(
        'registry',
        `${get.label} while ${o.sitesRate} check-ins/s arrive`,
        r,
        `, ${b.sent} check-ins sent (${b.failures} failed)`,
      ),
    );
    rounds.registry.push(r);
    rounds.floor.push(
      await floorLoad(
        { body: captured, route: get.route, key: seeded.key, workDir },
        get.label,
        o,
        { path: get.path },
        log,
      ),
    );
  }
  return {
    plugins: seeded.pluginSlugs.length,
    installedPerSite: INSTALLED,
    first,
    again,
    backgroundRate: o.sitesRate,
    background: { sent, failures },
    get: meanOf(rounds.registry),
    floor: meanOf(rounds.floor),
  };
}

const runLine = (what: string, r: CheckInRun) =>
  `  registry     POST /update-check, ${what}: ${r.answered}/${r.sites} answered in ${r.seconds.toFixed(2)} s, ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` +
  ` [cpu: server ${r.cpu.server}, client ${r.cpu.client}, others ${r.cpu.other} cores]${r.failures ? ` ${r.failures} FAILED: ${r.firstFailure}` : ''}`;
