/**
 * The update check a WordPress site sends (POST /update-check): a site reporting 200 installed
 * plugins, 50 of them in the registry (at an older version, so all 50 are offered an update
 * with a signed link) and 150 public ones, plus 3 themes (1 of them the registry's). Sites differ:
 * each request is one of 100 prepared sites, each with its own 50 registry plugins, so no
 * answer is ever the same twice in a row. The floor (bare Express parsing the same bodies and
 * sending the same answer, with the registry's headers, log line and key lookup) is loaded in
 * the same rounds, turn about.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { load, type LoadResult } from './load.js';
import type { Options } from './options.js';
import { startBare } from './processes.js';
import { describe, floorLoad, meanOf, type Target } from './scenarios.js';
import type { Seeded } from './seed.js';
import { enroll, type EnrolledSite, signedHeaders } from '../test/support/sites.js';

export interface SitesResult {
  check: LoadResult;
  /** The same checks from enrolled sites, each signed (one Ed25519 verify per check on the server). */
  signed: LoadResult;
  /** Those sites reporting update outcomes (POST /sites/{id}/reports, signed, one new outcome each), and its floor. */
  reports: LoadResult;
  reportFloor: LoadResult;
  /**
   * The floor: bare Express with the registry's headers, log line and key lookup, parsing the
   * same bodies (express.json) and answering the registry's answer bytes, with no validation,
   * lookup or check-in (servers.ts express-floor post). What any update check on Express costs
   * at least; the check is judged by its CPU per request against this one's.
   */
  floor: LoadResult;
  /**
   * What the design requires of a check and nothing else (servers.ts check-floor): the floor's
   * work, then openapi-backend's routing and validation and the registry's own handler on the
   * same data, without the registry's other middleware. The report shows the check against it
   * too (info): whether anything outside that work is left to take (bench/README.md).
   */
  required: LoadResult;
  /** Mean over rounds, as the read figures. */
  rounds: number;
  bodyBytes: number;
  answerBytes: number;
  installed: number;
  managed: number;
}

const SITES = 100;
export const INSTALLED = 200;
export const MANAGED = 50;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/** `count` distinct random items of `list`. */
function sample<T>(list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(Math.random() * list.length));
  return [...chosen].map((i) => list[i]);
}

/** Every 4th site declares the canary ring (EXTENSION_REGISTRY_RING); see `controlSites` for assigned rings and holds. */
const declaredRing = (n: number) => (n % 4 === 0 ? { ring: 'canary' } : {});

/** The address of bench site `n`; signed sites (enrolled, signing every check) have their own. */
const siteUrl = (n: number, signed = false) => `https://${signed ? 'signed-' : ''}site-${n}.example`;

/** What the must-use plugin sends: each plugin's file and the headers WordPress read (here Version and UpdateURI, as the spec's example). */
export function siteBodies(seeded: Seeded, sites = SITES): string[] {
  return Array.from({ length: sites }, (_, n) => {
    const plugins: Record<string, { Version: string; UpdateURI: string }> = {};
    for (const slug of sample(seeded.pluginSlugs, MANAGED))
      plugins[`${slug}/${slug}.php`] = { Version: '1.0.0', UpdateURI: '' };
    for (let i = MANAGED; i < INSTALLED; i++)
      plugins[`public-plugin-${n}-${i}/public-plugin-${i}.php`] = { Version: `2.${i}.0`, UpdateURI: '' };
    const themes: Record<string, { Version: string }> = {
      twentytwentyfour: { Version: '1.2' },
      twentytwentythree: { Version: '1.5' },
    };
    if (seeded.themeSlugs.length) themes[pick(seeded.themeSlugs)] = { Version: '1.0.0' };
    return JSON.stringify({
      site: {
        url: siteUrl(n),
        wp_version: '6.6.2',
        php_version: '8.2.20',
        locale: 'en_US',
        ...declaredRing(n),
      },
      plugins,
      themes,
    });
  });
}

/** Each site's check once, 10 at a time; signed by its enrolled site when `signers` is given. */
export async function askEachSite(
  registry: Target,
  seeded: Seeded,
  bodies: readonly string[],
  signers?: SignedChecks,
): Promise<void> {
  const headers = { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' };
  for (let i = 0; i < bodies.length; i += 10) {
    await Promise.all(
      bodies.slice(i, i + 10).map((body, j) =>
        fetch(`${registry.url}/update-check`, {
          method: 'POST',
          headers: { ...headers, ...signers?.headersOf(i + j) },
          body,
        }).then((r) => r.arrayBuffer()),
      ),
    );
  }
}

/** How long a signature made for a body is reused: well inside the registry's 300 s window. */
const RESIGN_MS = 60_000;

/**
 * The bench's enrolled sites: one key pair each (enrolled through POST /sites/enroll, as the
 * must-use plugin does), and their signed checks. Each body's signature is made once a minute,
 * not per request, so the load client spends no Ed25519 signing per request: what the row
 * measures is the server's one verify per check.
 */
export class SignedChecks {
  private readonly signed = new Map<number, { at: number; headers: Record<string, string> }>();

  constructor(
    readonly bodies: readonly string[],
    private readonly sites: readonly EnrolledSite[],
  ) {}

  static async enroll(registry: Target, seeded: Seeded, bodies: readonly string[]): Promise<SignedChecks> {
    const sites: EnrolledSite[] = [];
    for (let n = 0; n < bodies.length; n++) sites.push(await enroll(registry.url, seeded.key, siteUrl(n, true)));
    return new SignedChecks(bodies, sites);
  }

  /**
   * A report of one update outcome by site `n` (POST /sites/{id}/reports, as the must-use plugin
   * sends it after an install), with a report id of its own (one sent twice counts once), about
   * the first plugin its check names; signed, since only enrolled sites report.
   */
  report(n: number, reportId: string): { path: string; body: string; headers: Record<string, string> } {
    const site = this.sites[n];
    const path = `/sites/${site.id}/reports`;
    const file = Object.keys((JSON.parse(this.bodies[n]) as { plugins: object }).plugins)[0];
    const body = JSON.stringify({
      reports: [
        {
          id: reportId,
          type: 'plugin',
          slug: file.split('/')[0],
          from: '1.0.0',
          to: '1.1.0',
          result: 'installed',
          code: '',
          message: '',
          time: new Date().toISOString(),
        },
      ],
    });
    return { path, body, headers: signedHeaders(site, 'POST', path, body) };
  }

  headersOf(n: number): Record<string, string> {
    const now = Date.now();
    const kept = this.signed.get(n);
    if (kept && now - kept.at < RESIGN_MS) return kept.headers;
    const headers = signedHeaders(this.sites[n], 'POST', '/update-check', this.bodies[n]);
    this.signed.set(n, { at: now, headers });
    return headers;
  }
}

/** The update-check load alone (for a CPU profile): the same sites, the same connections. */
export async function loadUpdateChecks(
  registry: Target,
  seeded: Seeded,
  o: Options,
  bodies: readonly string[] = siteBodies(seeded),
  /** Enrolled sites signing their checks (`bodies` are then theirs: signers.bodies). */
  signers?: SignedChecks,
): Promise<LoadResult> {
  let next = 0;
  return load({
    url: registry.url,
    serverPid: registry.pid,
    storagePids: registry.storagePids,
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
    method: 'POST',
    path: () => '/update-check',
    body: () => bodies[next++ % bodies.length],
    ...(signers ? { requestHeaders: () => signers.headersOf((next - 1) % bodies.length) } : {}),
    headers: { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' },
  });
}

/**
 * Enrolled sites reporting update outcomes (issue 36's health gates), one fresh report a request,
 * each signed by the load client as it goes (the server verifies one signature and records one
 * outcome per request).
 */
async function loadReports(target: Target, seeded: Seeded, o: Options, signers: SignedChecks): Promise<LoadResult> {
  let sent = 0;
  let current = signers.report(0, 'bench-0');
  return load({
    url: target.url,
    serverPid: target.pid,
    storagePids: target.storagePids,
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
    method: 'POST',
    path: () => {
      const n = sent % signers.bodies.length;
      current = signers.report(n, `bench-${Date.now().toString(36)}-${sent++}`);
      return current.path;
    },
    body: () => current.body,
    requestHeaders: () => current.headers,
    headers: { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' },
  });
}

/**
 * Release control on the sites, through the API as an operator sets it: every 5th site holds 2
 * of the plugins it runs, every 10th is assigned to the canary ring. With the declared rings
 * (siteBodies) and the staged releases (seed.ts), checks meet rings, holds and rollouts.
 */
export async function controlSites(
  registry: Target,
  seeded: Seeded,
  bodies: readonly string[],
  signed = false,
): Promise<number> {
  const headers = { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' };
  let held = 0;
  for (let n = 0; n < bodies.length; n += 5) {
    const files = Object.keys((JSON.parse(bodies[n]) as { plugins: object }).plugins).slice(0, 2);
    const patch = {
      holds: { plugins: files.map((file) => file.split('/')[0]), themes: [] },
      ...(n % 10 === 0 ? { ring: 'canary' } : {}),
    };
    const id = createHash('sha256').update(siteUrl(n, signed)).digest('hex').slice(0, 16);
    const response = await fetch(`${registry.url}/sites/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(patch),
    });
    if (response.status !== 200)
      throw new Error(`PATCH /sites/${id} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    if (n === 0) held = files.length;
  }
  return held;
}

export async function runSites(
  registry: Target,
  seeded: Seeded,
  /** The registry's data, which the required-work floor serves too. */
  dataDir: string,
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<SitesResult> {
  const bodies = siteBodies(seeded);
  // Each site checks in once (the inventory then holds it), and gets its ring and holds.
  await askEachSite(registry, seeded, bodies);
  const held = await controlSites(registry, seeded, bodies);
  const answer = await probeCheck(registry, seeded.key, bodies[0], MANAGED - held);
  // The same sites again at addresses of their own, enrolled, every check signed, with the same rings and holds.
  const signers = await SignedChecks.enroll(
    registry,
    seeded,
    bodies.map((body, n) => body.replace(JSON.stringify(siteUrl(n)), JSON.stringify(siteUrl(n, true)))),
  );
  await askEachSite(registry, seeded, signers.bodies, signers);
  await controlSites(registry, seeded, signers.bodies, true);
  await probeCheck(registry, seeded.key, signers.bodies[0], MANAGED - held, signers.headersOf(0));
  // Each site's check once more: the load then meets what a registry in use serves, packages and
  // items kept since their last change (the first check after a change builds them).
  await askEachSite(registry, seeded, bodies);
  await askEachSite(registry, seeded, signers.bodies, signers);
  const checks: LoadResult[] = [];
  const signedChecks: LoadResult[] = [];
  const reports: LoadResult[] = [];
  const reportFloors: LoadResult[] = [];
  const reportAnswer = await probeReport(registry, seeded.key, signers);
  const floorReport = signers.report(0, 'floor'); // the floor reads no signature: one request, sent over and over
  const floors: LoadResult[] = [];
  const required: LoadResult[] = [];
  const label = `POST /update-check (${INSTALLED} plugins, ${MANAGED} ours)`;
  for (let round = 0; round < o.rounds; round++) {
    const check = await loadUpdateChecks(registry, seeded, o, bodies);
    log(describe('registry', label, check, `, ${bodies[0].length} B body, ${answer.length} B answer`));
    checks.push(check);
    const signed = await loadUpdateChecks(registry, seeded, o, signers.bodies, signers);
    log(describe('registry', `${label}, signed by enrolled sites (one Ed25519 verify each)`, signed));
    signedChecks.push(signed);
    floors.push(await checkFloor(answer, seeded.key, bodies, workDir, o, log));
    required.push(await requiredWork(registry, dataDir, seeded, bodies, MANAGED - held, workDir, o, log));
    const report = await loadReports(registry, seeded, o, signers);
    log(describe('registry', 'POST /sites/{id}/reports (one outcome, signed)', report));
    reports.push(report);
    reportFloors.push(
      await floorLoad(
        { body: reportAnswer, route: '/sites/:id/reports', key: seeded.key, workDir, method: 'POST' },
        'POST /sites/{id}/reports (parse the body, send the same answer)',
        o,
        { path: () => floorReport.path, body: () => floorReport.body },
        log,
      ),
    );
  }
  return {
    check: meanOf(checks),
    signed: meanOf(signedChecks),
    reports: meanOf(reports),
    reportFloor: meanOf(reportFloors),
    floor: meanOf(floors),
    required: meanOf(required),
    rounds: o.rounds,
    bodyBytes: bodies[0].length,
    answerBytes: answer.length,
    installed: INSTALLED,
    managed: MANAGED,
  };
}

/**
 * One check answered before loading (a wrong key or body would otherwise be measured as fast
 * 4xx), with the updates it must offer: every registry plugin runs 1.0.0, and each has a higher
 * version that reaches every site; held ones are not offered. Its answer is what the floor sends.
 */
export async function probeCheck(
  registry: Target,
  key: string,
  body: string,
  offers: number,
  signature: Record<string, string> = {},
): Promise<string> {
  const probe = await fetch(`${registry.url}/update-check`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', ...signature },
    body,
  });
  const answer = await probe.text();
  if (probe.status !== 200) throw new Error(`POST /update-check answered ${probe.status}: ${answer.slice(0, 300)}`);
  const offered = Object.keys((JSON.parse(answer) as { plugins: object }).plugins).length;
  if (offered !== offers) throw new Error(`POST /update-check offered ${offered} updates, expected ${offers}`);
  return answer;
}

/** One report answered before loading (a refused one would be measured as a fast 4xx); its answer is what the floor sends. */
async function probeReport(
  registry: Target,
  key: string,
  signers: SignedChecks,
): Promise<{ body: Buffer; contentType: string }> {
  const { path, body, headers } = signers.report(0, 'bench-probe');
  const probe = await fetch(`${registry.url}${path}`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', ...headers },
    body,
  });
  const answer = await probe.text();
  if (probe.status !== 200) throw new Error(`POST ${path} answered ${probe.status}: ${answer.slice(0, 300)}`);
  return { body: Buffer.from(answer), contentType: probe.headers.get('content-type') ?? 'application/json' };
}

/** The update check's floor (servers.ts express-floor post): the same bodies parsed, `answer` sent. */
export function checkFloor(
  answer: string,
  key: string,
  bodies: readonly string[],
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<LoadResult> {
  let next = 0;
  return floorLoad(
    {
      body: { body: Buffer.from(answer), contentType: 'application/json; charset=utf-8' },
      route: '/update-check',
      key,
      workDir,
      method: 'POST',
    },
    'POST /update-check (parse the body, send the same answer)',
    o,
    { path: () => '/update-check', body: () => bodies[next++ % bodies.length] },
    log,
  );
}

/**
 * The update check's required work alone (servers.ts check-floor) on the registry's data, links
 * for the registry's address: its answer to site 0 must be the registry's, byte for byte, before
 * the same bodies are loaded, turn about with the registry and its floor. Started per round as
 * the floor is; its warm-up fills its package index and items.
 */
export async function requiredWork(
  registry: Target,
  dataDir: string,
  seeded: Seeded,
  bodies: readonly string[],
  /** The updates site 0's check offers (probeCheck). */
  offers: number,
  workDir: string,
  o: Options,
  log: (l: string) => void,
  /** The registry's storage settings when it is not on the local adapter (its storage's processes: registry.storagePids). */
  storageEnv: Record<string, string> = {},
): Promise<LoadResult> {
  const server = await startBare(
    'check-floor',
    [dataDir, seeded.key, path.join(workDir, 'check-floor.log'), registry.url],
    storageEnv,
  );
  try {
    const answerOf = (target: Target) => probeCheck(target, seeded.key, bodies[0], offers);
    // The registry's answer asked just before and, if they differ, just after: links change at each link window's end.
    const before = await answerOf(registry);
    const own = await answerOf(server);
    if (own !== before && own !== (await answerOf(registry)))
      throw new Error('the required-work floor answered otherwise than the registry');
    const r = await loadUpdateChecks({ ...server, storagePids: registry.storagePids }, seeded, o, bodies);
    log(
      describe('floor', 'POST /update-check, the required work alone (validated, its handler, no other middleware)', r),
    );
    return r;
  } finally {
    await server.stop();
  }
}
