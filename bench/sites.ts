/**
 * The update check a WordPress site sends (POST /update-check): a site reporting 200 installed
 * plugins, 50 of them in the registry (at an older version, so all 50 are offered an update
 * with a signed link) and 150 public ones, plus 3 themes (1 of them the registry's). Sites differ:
 * each request is one of 100 prepared sites, each with its own 50 registry plugins, so no
 * answer is ever the same twice in a row. The reference is GET /plugins/{slug} of a random plugin,
 * loaded against the same registry in the same run, turn about.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { askEach, load, type LoadResult } from './load.js';
import type { Options } from './options.js';
import { startBare } from './processes.js';
import { describe, type Target } from './scenarios.js';
import type { Seeded } from './seed.js';
import { enroll, type EnrolledSite, signedHeaders } from '../test/support/sites.js';

export interface SitesResult {
  get: LoadResult;
  check: LoadResult;
  /** The same checks from enrolled sites, each signed (one Ed25519 verify per check on the server). */
  signed: LoadResult;
  /**
   * The floor: bare Express parsing the same bodies (express.json) and answering the registry's
   * answer bytes, with no key check, validation, log line, lookup or check-in. What any update
   * check on Express costs at least.
   */
  floor: LoadResult;
  /** Mean over rounds, as the read figures. */
  rounds: number;
  bodyBytes: number;
  answerBytes: number;
  installed: number;
  managed: number;
}

const SITES = 100;
const INSTALLED = 200;
const MANAGED = 50;

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

const mean = (list: LoadResult[]): LoadResult => ({
  ...list[list.length - 1],
  reqPerSec: list.reduce((sum, r) => sum + r.reqPerSec, 0) / list.length,
  p50: list.reduce((sum, r) => sum + r.p50, 0) / list.length,
  p99: list.reduce((sum, r) => sum + r.p99, 0) / list.length,
  mean: list.reduce((sum, r) => sum + r.mean, 0) / list.length,
  requests: list.reduce((sum, r) => sum + r.requests, 0),
  failures: list.reduce((sum, r) => sum + r.failures, 0),
  timeouts: list.reduce((sum, r) => sum + r.timeouts, 0),
});

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
class SignedChecks {
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
  bodies = siteBodies(seeded),
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
    headers: { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' },
  });
}

/**
 * Release control on the sites, through the API as an operator sets it: every 5th site holds 2
 * of the plugins it runs, every 10th is assigned to the canary ring. With the declared rings
 * (siteBodies) and the staged releases (seed.ts), checks meet rings, holds and rollouts.
 */
async function controlSites(
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
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<SitesResult> {
  const bodies = siteBodies(seeded);
  const headers = { 'X-API-KEY': seeded.key, 'Content-Type': 'application/json' };
  // Each site checks in once (the inventory then holds it), and gets its ring and holds.
  await askEachSite(registry, seeded, bodies);
  const held = await controlSites(registry, seeded, bodies);
  // The same sites again at addresses of their own, enrolled, every check signed, with the same rings and holds.
  const signers = await SignedChecks.enroll(
    registry,
    seeded,
    bodies.map((body, n) => body.replace(JSON.stringify(siteUrl(n)), JSON.stringify(siteUrl(n, true)))),
  );
  await askEachSite(registry, seeded, signers.bodies, signers);
  await controlSites(registry, seeded, signers.bodies, true);
  const signedProbe = await fetch(`${registry.url}/update-check`, {
    method: 'POST',
    headers: { ...headers, ...signers.headersOf(0) },
    body: signers.bodies[0],
  });
  const signedAnswer = await signedProbe.text();
  if (
    signedProbe.status !== 200 ||
    Object.keys((JSON.parse(signedAnswer) as { plugins: object }).plugins).length !== MANAGED - held
  )
    throw new Error(`signed POST /update-check answered ${signedProbe.status}: ${signedAnswer.slice(0, 300)}`);
  // One answer checked before loading: a wrong key or body would otherwise be measured as fast 4xx.
  const probe = await fetch(`${registry.url}/update-check`, { method: 'POST', headers, body: bodies[0] });
  const answer = await probe.text();
  if (probe.status !== 200) throw new Error(`POST /update-check answered ${probe.status}: ${answer.slice(0, 300)}`);
  const offered = Object.keys((JSON.parse(answer) as { plugins: object }).plugins).length;
  // Every registry plugin runs 1.0.0, and each has a higher version that reaches every site; held ones are not offered.
  if (offered !== MANAGED - held)
    throw new Error(`POST /update-check offered ${offered} updates, expected ${MANAGED - held}`);
  // The reference as sites meet it: every plugin's answer kept since its last change (as the reads step does).
  await askEach({
    url: registry.url,
    serverPid: registry.pid,
    storagePids: registry.storagePids,
    headers: { 'X-API-KEY': seeded.key },
    connections: o.connections,
    paths: seeded.pluginSlugs.map((slug) => `/plugins/${slug}`),
  });
  // And each site's check once: the load then meets what a registry in use serves, packages and
  // items kept since their last change (the first check after a change builds them; see the JSON's probe).
  await askEachSite(registry, seeded, bodies);
  await askEachSite(registry, seeded, signers.bodies, signers);
  const answerFile = path.join(workDir, 'body-update-check.json');
  fs.writeFileSync(answerFile, answer);
  const gets: LoadResult[] = [];
  const checks: LoadResult[] = [];
  const signedChecks: LoadResult[] = [];
  const floors: LoadResult[] = [];
  const common = {
    url: registry.url,
    serverPid: registry.pid,
    storagePids: registry.storagePids,
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
  };
  for (let round = 0; round < o.rounds; round++) {
    const get = await load({
      ...common,
      path: () => `/plugins/${pick(seeded.pluginSlugs)}`,
      headers: { 'X-API-KEY': seeded.key },
    });
    log(describe('registry', 'GET /plugins/{slug} (reference)', get));
    gets.push(get);
    let next = 0;
    const check = await load({
      ...common,
      method: 'POST',
      path: () => '/update-check',
      body: () => bodies[next++ % bodies.length],
      headers,
    });
    log(
      describe(
        'registry',
        `POST /update-check (${INSTALLED} plugins, ${MANAGED} ours)`,
        check,
        `, ${bodies[0].length} B body, ${answer.length} B answer`,
      ),
    );
    checks.push(check);
    let nextSigned = 0;
    const signed = await load({
      ...common,
      method: 'POST',
      path: () => '/update-check',
      body: () => signers.bodies[nextSigned++ % signers.bodies.length],
      requestHeaders: () => signers.headersOf((nextSigned - 1) % signers.bodies.length),
      headers,
    });
    log(describe('registry', `POST /update-check signed by enrolled sites (one Ed25519 verify each)`, signed));
    signedChecks.push(signed);
    const bare = await startBare('express-post', [answerFile, 'application/json; charset=utf-8', '/update-check']);
    try {
      const floor = await load({
        ...common,
        url: bare.url,
        serverPid: bare.pid,
        method: 'POST',
        path: () => '/update-check',
        body: () => bodies[next++ % bodies.length],
        headers,
      });
      log(describe('bare express', 'POST /update-check (parse the body, send the same answer)', floor));
      floors.push(floor);
    } finally {
      await bare.stop();
    }
  }
  return {
    get: mean(gets),
    check: mean(checks),
    signed: mean(signedChecks),
    floor: mean(floors),
    rounds: o.rounds,
    bodyBytes: bodies[0].length,
    answerBytes: answer.length,
    installed: INSTALLED,
    managed: MANAGED,
  };
}
