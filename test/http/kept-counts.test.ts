/**
 * Kept counts of sites (issue 49): a registry process killed with SIGKILL in the middle of
 * concurrent signed and unsigned check-ins, outcome reports, rollout changes and ring changes,
 * then started again, answers every version's rollout counts and the plugin's active installs
 * exactly as a recount of the sites GET /sites lists gives them, with the rules (ringOf,
 * bucketOf, reaches). Runs on the adapter the project names (local, or azure on Azurite).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bucketOf, type Rollout } from '../../src/packages/rules.js';
import { reaches } from '../../src/registry/offer-rule.js';
import { azureStoreEnv, azuriteConnectionString, randomAzureNames } from '../support/azure.js';
import { childEnv, type ChildServer, startChildServer } from '../support/child-server.js';
import { keyedFetch, keyedOk, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { TEST_STORAGE } from '../support/server.js';
import { enroll, type EnrolledSite, postJson, updateCheckBody } from '../support/sites.js';

const TSX = path.resolve('node_modules/.bin/tsx');
const CLI = path.resolve('src/cli.ts');
const SLUG = 'acme-forms';
const VERSIONS = ['1.0.0', '1.1.0', '2.0.0'];
const RINGS = ['', 'canary', 'beta'];

/** `registry keys create` against the environment, with its extra arguments (a site allowance). */
async function cliKey(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(TSX, [CLI, 'keys', 'create', '--name', 'kept', ...args], { env });
  return stdout.trim();
}

interface ListedSite {
  id: string;
  url: string;
  ring: string;
  verified: boolean;
  plugins: Array<{ slug: string; version: string }>;
}

/** Every site GET /sites lists, page by page (nothing writes meanwhile). */
async function allSites(base: string, key: string): Promise<ListedSite[]> {
  const sites: ListedSite[] = [];
  for (let page = 1; ; page++) {
    const body = (await keyedOk(base, key, 'GET', `/sites?per_page=100&page=${page}`)) as {
      sites: ListedSite[];
      info: { results: number };
    };
    sites.push(...body.sites);
    if (body.sites.length < 100) {
      expect(sites).toHaveLength(body.info.results);
      return sites;
    }
  }
}

interface RolloutAnswer {
  percent: number;
  rings: string[];
  halted: boolean;
  withdrawn: boolean;
  sites: { total: number; reached: number; running: number; unverified: number };
}

/** A version's counts as the rules recount them from the listed sites. */
function recount(sites: ListedSite[], version: string, answer: RolloutAnswer) {
  const rollout: Rollout = {
    percent: answer.percent,
    rings: answer.rings,
    halted: answer.halted,
    withdrawn: answer.withdrawn,
  };
  const counts = { total: 0, reached: 0, running: 0, unverified: 0 };
  for (const site of sites) {
    const installed = site.plugins.find((p) => p.slug === SLUG);
    if (!installed) continue;
    if (!site.verified) {
      if (installed.version === version) counts.unverified++;
      continue;
    }
    counts.total++;
    if (reaches(rollout, site.ring, () => bucketOf('plugin', SLUG, site.url))) counts.reached++;
    if (installed.version === version) counts.running++;
  }
  return counts;
}

const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('kept counts across a crash', () => {
  it('after a SIGKILL amid concurrent writes and a restart, every rollout count and active_installs equal a recount of GET /sites', async () => {
    const storageEnv: Record<string, string> =
      TEST_STORAGE === 'azure' ? azureStoreEnv(azuriteConnectionString(), randomAzureNames()) : {};
    const env = await childEnv({ ...storageEnv, REGISTRY_INSTALLS_REFRESH_SECONDS: '1' });
    const ops = await cliKey(env, '--scope', 'plugins:read,create,update', '--scope', 'sites:read,update');
    const siteKey = await cliKey(
      env,
      '--scope',
      'plugins:read',
      '--scope',
      'themes:read',
      '--scope',
      'sites:enroll',
      '--sites',
      '1000',
    );
    let server: ChildServer = await startChildServer(env);
    stops.push(() => stopProcess(server.process));
    for (const version of VERSIONS) {
      const form = uploadForm('plugin', pluginZip({ slug: SLUG, version }));
      expect((await keyedFetch(server.url, ops, 'POST', '/plugins', form)).status).toBe(201);
    }
    const enrolled: EnrolledSite[] = [];
    for (let n = 0; n < 30; n += 10)
      enrolled.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => enroll(server.url, siteKey, `https://site-${n + i}.example`)),
        )),
      );
    const unsigned = Array.from({ length: 15 }, (_, i) => `https://open-${i}.example`);

    /** One round of every kind of write, all at once; failures (the process going) are expected. */
    const burst = (base: string, round: number): Array<Promise<unknown>> => {
      const writes: Array<Promise<unknown>> = [];
      enrolled.forEach((site, i) => {
        const n = i + round;
        const check = updateCheckBody({ url: site.url, ring: RINGS[n % 3], plugins: { [SLUG]: VERSIONS[n % 3] } });
        writes.push(postJson(base, siteKey, '/update-check', check, site));
        if (i % 4 === round % 4) {
          const report = {
            reports: [
              {
                id: `r-${round}-${i}`,
                type: 'plugin',
                slug: SLUG,
                from: '1.0.0',
                to: VERSIONS[n % 3],
                result: n % 2 ? 'installed' : 'failed',
                code: '',
                message: '',
                time: new Date().toISOString(),
              },
            ],
          };
          writes.push(postJson(base, siteKey, `/sites/${site.id}/reports`, report, site));
        }
        if (i % 5 === round % 5)
          writes.push(keyedFetch(base, ops, 'PATCH', `/sites/${site.id}`, { ring: n % 2 ? 'canary' : null }));
      });
      unsigned.forEach((url, i) => {
        const n = i + round;
        const check = updateCheckBody({ url, ring: RINGS[n % 3], plugins: { [SLUG]: VERSIONS[(n + 1) % 3] } });
        writes.push(postJson(base, siteKey, '/update-check', check));
      });
      writes.push(
        keyedFetch(base, ops, 'PATCH', `/plugins/${SLUG}/versions/2.0.0/rollout`, {
          percent: (round * 17) % 101,
          rings: round % 2 ? ['canary'] : [],
        }),
      );
      return writes.map((write) => write.catch(() => undefined));
    };

    // Two rounds to have a fleet, then more rounds cut off by the kill.
    for (const round of [0, 1]) await Promise.all(burst(server.url, round));
    const inFlight = [2, 3, 4, 5].flatMap((round) => burst(server.url, round));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    process.kill(-server.process.pid!, 'SIGKILL'); // the whole group: tsx's wrapper and the server
    await exited;
    await Promise.all(inFlight);

    server = await startChildServer(env);
    await Promise.all(burst(server.url, 6));
    // Then rings alone (the sites' packages stay), which the version's rings then reach.
    await Promise.all(
      enrolled
        .filter((_, i) => i % 3 === 0)
        .map((site, i) => keyedOk(server.url, ops, 'PATCH', `/sites/${site.id}`, { ring: i % 2 ? 'canary' : 'beta' })),
    );
    await keyedOk(server.url, ops, 'PATCH', `/plugins/${SLUG}/versions/2.0.0/rollout`, {
      percent: 40,
      rings: ['canary'],
    });
    // Check-ins are written after their answers: wait until every one is in (the recount reads them).
    const sites = await (async () => {
      await expect
        .poll(async () => (await allSites(server.url, ops)).length, { timeout: 30_000 })
        .toBe(enrolled.length + unsigned.length);
      return allSites(server.url, ops);
    })();
    expect(sites.some((site) => site.verified)).toBe(true);
    expect(sites.some((site) => !site.verified)).toBe(true);

    for (const version of VERSIONS) {
      const answer = (await keyedOk(
        server.url,
        ops,
        'GET',
        `/plugins/${SLUG}/versions/${version}/rollout`,
      )) as RolloutAnswer;
      expect({ version, ...answer.sites }).toMatchObject({ version, ...recount(sites, version, answer) });
    }
    const installs = sites.filter((site) => site.plugins.some((p) => p.slug === SLUG)).length;
    await expect
      .poll(
        async () =>
          ((await keyedOk(server.url, ops, 'GET', `/plugins/${SLUG}`)) as { active_installs: number }).active_installs,
        {
          timeout: 10_000,
        },
      )
      .toBe(installs);
    // GET /sites's total per ring, kept where the filters allow, against the same listing.
    for (const ring of ['production', 'canary', 'beta']) {
      const body = (await keyedOk(server.url, ops, 'GET', `/sites?ring=${ring}&plugin=${SLUG}`)) as {
        info: { results: number };
      };
      expect({ ring, total: body.info.results }).toEqual({
        ring,
        total: sites.filter((site) => site.ring === ring).length,
      });
    }
  }, 180_000);
});
