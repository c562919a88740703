/**
 * Update outcomes and health gates over a real server, on both adapters (DESIGN: update outcomes
 * and health gates): enrolled sites report signed; unsigned reports get 401; a report sent twice
 * counts once; rollouts count failed and unhealthy sites; GET /sites shows each package's status
 * and filters by it; a gated version is withdrawn (or halted) by the first broken canary, once,
 * with one audit entry whose actor is the gate. Every answer is checked against the spec.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, type RegistryClient, uploadForm, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let api: RegistryClient;
let opsKey: string;
let siteKey: string;
let canaries: EnrolledSite[];

let reportIds = 0;
const outcome = (to: string, result: string, code = '', message = '') => ({
  id: `r-${++reportIds}`,
  type: 'plugin',
  slug: 'acme-forms',
  from: '1.0.0',
  to,
  result,
  code,
  message,
  time: new Date(Date.now() + reportIds).toISOString(),
});

async function answer(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}
const send = (site: EnrolledSite | undefined, reports: unknown[], id = site?.id ?? '0123456789abcdef') =>
  postJson(server.url, siteKey, `/sites/${id}/reports`, { reports }, site).then(answer);
const get = async (path: string) => answer(await keyedFetch(server.url, opsKey, 'GET', path));
const rollout = (version: string) => get(`/plugins/acme-forms/versions/${version}/rollout`);

async function upload(version: string, fields: Record<string, string>) {
  const form = uploadForm('plugin', pluginZip({ slug: 'acme-forms', version }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return answer(await keyedFetch(server.url, opsKey, 'POST', '/plugins', form));
}

useTestServer((started) => ({ server, api, key: opsKey } = started));
beforeAll(async () => {
  siteKey = await server.key(SITE_ACCESS, 'sites');
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme-forms', version: '1.0.0' }))).response.status).toBe(201);
  canaries = await Promise.all([1, 2, 3].map((n) => enroll(server.url, siteKey, `https://canary-${n}.example`)));
  for (const site of canaries) {
    const check = await postJson(
      server.url,
      siteKey,
      '/update-check',
      { site: { url: site.url, ring: 'canary' }, plugins: { 'acme-forms/acme-forms.php': { Version: '1.0.0' } } },
      site,
    );
    expect(check.status).toBe(200);
  }
});

describe('POST /sites/{id}/reports', () => {
  it('only enrolled sites report, each for itself: unsigned 401, another site 403', async () => {
    const unsigned = await send(undefined, [outcome('1.0.0', 'installed')], canaries[0].id);
    expect(unsigned).toEqual({
      status: 401,
      body: {
        status: 401,
        error: 401,
        messages: { error: 'Only an enrolled site may send this, signed with its key.' },
      },
    });
    const other = await send(canaries[0], [outcome('1.0.0', 'installed')], canaries[1].id);
    expect(other.status).toBe(403);
    expect(other.body.messages.error).toBe('A site reports for itself only.');
    const unknownField = await send(canaries[0], [{ ...outcome('1.0.0', 'installed'), content: 'a post' }]);
    expect(unknownField.status).toBe(400);
  });

  it('a gated version is withdrawn by the first broken canary, once, with the gate in the audit trail', async () => {
    const gate = 'max_unhealthy_percent=0,max_failed_percent=20,min_sites=1,action=withdraw';
    const staged = await upload('2.0.0', { rollout_percent: '0', rollout_rings: 'canary', rollout_gate: gate });
    expect(staged.status).toBe(201);
    expect((await rollout('2.0.0')).body).toMatchObject({
      gate: { max_unhealthy_percent: 0, max_failed_percent: 20, min_sites: 1, action: 'withdraw' },
      stopped_by: null,
      withdrawn: false,
    });
    const installed = outcome('2.0.0', 'installed');
    expect((await send(canaries[0], [installed])).body).toEqual({ recorded: 1 });
    expect((await send(canaries[0], [installed])).body).toEqual({ recorded: 0 }); // sent twice: counted once
    expect((await send(canaries[1], [outcome('2.0.0', 'installed')])).body).toEqual({ recorded: 1 });
    expect((await rollout('2.0.0')).body.withdrawn).toBe(false);
    const third = outcome('2.0.0', 'installed');
    const broken = outcome('2.0.0', 'unhealthy', '500', 'There has been a critical error on this website.');
    // Installed, then the probe right after: both recorded, the later one is what the site's status says.
    expect((await send(canaries[2], [third, broken])).body).toEqual({ recorded: 2 });
    const stopped = (await rollout('2.0.0')).body;
    expect(stopped).toMatchObject({
      withdrawn: true,
      stopped_by: 'health gate: 1 of 3 sites reported fatal errors from acme-forms 2.0.0',
    });
    expect(stopped.sites).toMatchObject({ failed: 0, unhealthy: 1 });
    // More broken reports change nothing more: one stop, one entry.
    await send(canaries[1], [outcome('2.0.0', 'fatal', 'includes/form.php', 'Uncaught Error: boom')]);
    const trail = (await get('/audit?action=plugin.version.rollout&slug=acme-forms')).body.entries;
    const byGate = trail.filter((e: any) => e.actor.gate === true);
    expect(byGate).toHaveLength(1);
    expect(byGate[0]).toMatchObject({
      version: '2.0.0',
      changes: {
        withdrawn: [false, true],
        stopped_by: [null, 'health gate: 1 of 3 sites reported fatal errors from acme-forms 2.0.0'],
      },
    });
    // The sites with that package in that status.
    const unhealthy = (await get('/sites?plugin=acme-forms&status=unhealthy')).body.sites;
    expect(unhealthy.map((s: any) => s.url).sort()).toEqual([canaries[1].url, canaries[2].url].sort());
    const entry = unhealthy.find((s: any) => s.url === canaries[2].url).plugins[0];
    expect(entry).toMatchObject({
      status: 'unhealthy',
      status_message: '500: There has been a critical error on this website.',
      status_time: broken.time,
    });
    expect((await get('/sites?plugin=acme-forms&status=ok')).body.sites.map((s: any) => s.url)).toEqual([
      canaries[0].url,
    ]);
    expect((await get('/sites?status=ok')).status).toBe(400);
  });

  it('a halt gate set by PATCH stops on the failed share; reports ride along in a signed update check', async () => {
    expect((await upload('2.1.0', { rollout_percent: '0', rollout_rings: 'canary' })).status).toBe(201);
    const patch = await answer(
      await keyedFetch(server.url, opsKey, 'PATCH', '/plugins/acme-forms/versions/2.1.0/rollout', {
        gate: { max_failed_percent: 50, min_sites: 2 },
      }),
    );
    expect(patch.body.gate).toEqual({ max_failed_percent: 50, min_sites: 2, action: 'halt' });
    // The trail spells the gate as the API does.
    const [set] = (await get('/audit?action=plugin.version.rollout&slug=acme-forms&per_page=1')).body.entries;
    expect(set).toMatchObject({ version: '2.1.0', changes: { gate: [null, patch.body.gate] } });
    // One failure of one site: below min_sites, nothing stops.
    await send(canaries[0], [outcome('2.1.0', 'failed', 'download_failed', 'Download failed. Not Found')]);
    expect((await rollout('2.1.0')).body.halted).toBe(false);
    // The second failure rides in the next update check's body.
    const check = await postJson(
      server.url,
      siteKey,
      '/update-check',
      {
        site: { url: canaries[1].url, ring: 'canary' },
        plugins: { 'acme-forms/acme-forms.php': { Version: '1.0.0' } },
        reports: [outcome('2.1.0', 'refused', 'signature', 'Not signed by a trusted key.')],
      },
      canaries[1],
    );
    expect(check.status).toBe(200);
    expect((await rollout('2.1.0')).body).toMatchObject({
      halted: true,
      stopped_by: 'health gate: 2 of 2 sites reported failed installs of acme-forms 2.1.0',
      sites: { failed: 2, unhealthy: 0 },
    });
  });
});

describe('a gate on the only version not withdrawn', () => {
  it('stops it only above a non-zero bound, and halts it where its action would withdraw it', async () => {
    // One version, so withdrawing it is refused: the gate must halt it instead (no older version beside it).
    const form = uploadForm('plugin', pluginZip({ slug: 'acme-solo', version: '1.0.0' }));
    form.append('rollout_gate', 'max_unhealthy_percent=50,min_sites=2,action=withdraw');
    const posted = await keyedFetch(server.url, opsKey, 'POST', '/plugins', form);
    expect(posted.status).toBe(201);
    const sites = await Promise.all([1, 2, 3].map((n) => enroll(server.url, siteKey, `https://solo-${n}.example`)));
    for (const site of sites) {
      const body = { site: { url: site.url }, plugins: { 'acme-solo/acme-solo.php': { Version: '1.0.0' } } };
      expect((await postJson(server.url, siteKey, '/update-check', body, site)).status).toBe(200);
    }
    const report = (site: EnrolledSite, result: string) =>
      send(site, [{ ...outcome('1.0.0', result), slug: 'acme-solo', from: '0.9.0' }]);
    const soloRollout = () => get('/plugins/acme-solo/versions/1.0.0/rollout');
    expect((await report(sites[0], 'unhealthy')).body).toEqual({ recorded: 1 });
    expect((await report(sites[1], 'installed')).body).toEqual({ recorded: 1 });
    // 1 of 2 is exactly the bound: not above it, nothing stops.
    expect((await soloRollout()).body).toMatchObject({ halted: false, withdrawn: false, stopped_by: null });
    expect((await report(sites[2], 'unhealthy')).body).toEqual({ recorded: 1 });
    const reason = 'health gate: 2 of 3 sites reported fatal errors from acme-solo 1.0.0';
    expect((await soloRollout()).body).toMatchObject({ halted: true, withdrawn: false, stopped_by: reason });
    expect((await get('/plugins/acme-solo')).body.version).toBe('1.0.0');
    const trail = (await get('/audit?action=plugin.version.rollout&slug=acme-solo')).body.entries;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actor: { gate: true },
      changes: { halted: [false, true], stopped_by: [null, reason] },
    });
  });
});

describe('REGISTRY_DEFAULT_GATE', () => {
  let gated: TestServer;
  let gatedKey: string;
  useTestServer((started) => ({ server: gated, key: gatedKey } = started), {
    REGISTRY_DEFAULT_GATE: 'max_unhealthy_percent=0,action=withdraw',
  });

  it('every new upload starts with it, unless its form names a gate', async () => {
    const post = async (version: string, gate?: string) => {
      const form = uploadForm('plugin', pluginZip({ slug: 'acme-forms', version }));
      if (gate) form.append('rollout_gate', gate);
      return keyedFetch(gated.url, gatedKey, 'POST', '/plugins', form);
    };
    expect((await post('1.0.0')).status).toBe(201);
    expect((await post('1.1.0', 'max_failed_percent=10')).status).toBe(201);
    const read = async (version: string) =>
      (await answer(await keyedFetch(gated.url, gatedKey, 'GET', `/plugins/acme-forms/versions/${version}/rollout`)))
        .body.gate;
    expect(await read('1.0.0')).toEqual({ max_unhealthy_percent: 0, min_sites: 1, action: 'withdraw' });
    expect(await read('1.1.0')).toEqual({ max_failed_percent: 10, min_sites: 1, action: 'halt' });
    const bad = await answer(await post('1.2.0', 'max_failed_percent=200'));
    expect(bad.status).toBe(400);
    expect(bad.body.messages.error).toMatch(/^rollout_gate: max_failed_percent must be a whole number from 0 to 100/);
  });
});
