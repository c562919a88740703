/**
 * A health gate stops a version exactly once when two instances receive reports at the same
 * moment (DESIGN: health gates): two registries on one Azurite table and container, 100
 * enrolled sites, 500 signed reports sent at once, alternating between the instances (every
 * site's report also sent twice). The storage's first-stop-wins rule for `stoppedBy`, inside
 * the ETag-checked rollout write, must leave one halt and one audit entry by the gate, and the
 * counts must count each site once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryClient, uploadWithKey } from '../support/client.js';
import { azureStoreEnv, azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson } from '../support/sites.js';

const SITES = 100;
const UNHEALTHY = 20;
const names = randomAzureNames();
const connectionString = azuriteConnectionString();
const env = { ...azureStoreEnv(connectionString, names), REGISTRY_CACHE_CHECK_MS: '0' };

let a: TestServer;
let b: TestServer;
let opsKey: string;
let siteKey: string;
let sites: EnrolledSite[];

beforeAll(async () => {
  a = await startTestServer(env);
  b = await startTestServer(env);
  opsKey = await a.key(FULL_ACCESS, 'ops');
  siteKey = await a.key(SITE_ACCESS, 'sites');
  await uploadWithKey(a.url, opsKey, 'plugin', pluginZip({ slug: 'acme-forms', version: '2.0.0' }), {
    rollout_gate: 'max_unhealthy_percent=10,min_sites=50,action=halt',
  });
  sites = [];
  for (let n = 0; n < SITES; n += 10)
    sites.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, i) => enroll(n % 20 ? a.url : b.url, siteKey, `https://site-${n + i}.example`)),
      )),
    );
  // Each site checks in running the version before it reports (only such outcomes count, DESIGN 12a).
  for (let n = 0; n < SITES; n += 10)
    await Promise.all(
      sites.slice(n, n + 10).map(async (site) => {
        const body = { site: { url: site.url }, plugins: { 'acme-forms/acme-forms.php': { Version: '2.0.0' } } };
        expect((await postJson(a.url, siteKey, '/update-check', body, site)).status).toBe(200);
      }),
    );
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await dropAzure(connectionString, names).catch(() => undefined);
});

describe('a health gate across two instances', () => {
  it('500 concurrent reports from 100 enrolled sites stop the gated version exactly once; a report sent twice counts once', async () => {
    // The check-ins are written after their answers: both instances must see them before the reports are judged.
    const running = { running: { type: 'plugin' as const, slug: 'acme-forms' }, seenSince: '2000-01-01T00:00:00.000Z' };
    await expect.poll(async () => (await b.storage.sites.list({ ...running, offset: 0, limit: 1 })).total).toBe(SITES);
    const requests: Array<Promise<Response>> = [];
    const t0 = Date.now();
    sites.forEach((site, n) => {
      const report = (k: number, result: string) => ({
        id: `${site.id}-${k}`,
        type: 'plugin',
        slug: 'acme-forms',
        from: '1.0.0',
        to: '2.0.0',
        result,
        code: result === 'unhealthy' ? '500' : '',
        message: '',
        time: new Date(t0 + k * 1000).toISOString(),
      });
      const reports = [
        report(1, 'installed'),
        report(1, 'installed'), // the same report twice
        report(2, n < UNHEALTHY ? 'unhealthy' : 'installed'),
        report(2, n < UNHEALTHY ? 'unhealthy' : 'installed'),
        report(0, 'installed'), // older than what the site reported since
      ];
      reports.forEach((body, i) => {
        const server = (n + i) % 2 ? a : b;
        requests.push(postJson(server.url, siteKey, `/sites/${site.id}/reports`, { reports: [body] }, site));
      });
    });
    expect(requests).toHaveLength(500);
    const statuses = await Promise.all(requests.map(async (r) => (await r).status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const ops = registryClient(b.url, opsKey);
    const rollout = await ops.GET('/plugins/{slug}/versions/{version}/rollout', {
      params: { path: { slug: 'acme-forms', version: '2.0.0' } },
    });
    expect(rollout.data).toMatchObject({
      halted: true,
      stopped_by: expect.stringMatching(
        /^health gate: \d+ of \d+ sites reported fatal errors from acme-forms 2\.0\.0$/,
      ),
    });
    expect(rollout.data?.sites).toMatchObject({ failed: 0, unhealthy: UNHEALTHY });
    const trail = await ops.GET('/audit', { params: { query: { action: 'plugin.version.rollout', per_page: 100 } } });
    const byGate = trail.data?.entries.filter((entry) => 'gate' in entry.actor) ?? [];
    expect(byGate).toHaveLength(1);
    expect(byGate[0].changes).toMatchObject({ halted: [false, true], stopped_by: [null, rollout.data?.stopped_by] });
  }, 180_000);
});
