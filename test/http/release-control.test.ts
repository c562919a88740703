/**
 * Release control over a real server, on both adapters: a release staged by rings and
 * percentages (bucket arithmetic over 120 simulated sites), rings declared and assigned, holds,
 * halt and resume, withdrawal with its rollback offer, `record: false`, the rollout's site
 * counts, and who may read and change what. Every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, type RegistryClient, uploadForm, uploadPlugin, uploadTheme } from '../support/client.js';
import { siteIdOf } from '../support/ids.js';
import { updateCheckBody } from '../support/sites.js';
import { pluginZip, themeZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let admin: RegistryClient;
let adminKey: string;
let siteKey: string;

const SITES = 120;
/** A site that sent no outcome report: its package entries' status fields. */
const NO_REPORT = { status: 'ok', status_message: '', status_time: null };
const siteUrl = (n: number) => `https://site-${n}.example`;
/** A rollout's `sites` counts: none but those given. */
const sitesCounted = (counts: Partial<Record<string, number>> = {}) => ({
  total: 0,
  reached: 0,
  running: 0,
  failed: 0,
  unhealthy: 0,
  unverified: 0,
  ignored: 0,
  ...counts,
});
/** The bucket as DESIGN defines it, computed here independently of the registry's code. */
const bucket = (type: string, slug: string, url: string) =>
  createHash('sha256').update(`${type}:${slug}:${url}`).digest().readUInt32BE(0) % 100;

interface Check {
  url: string;
  plugins?: Record<string, string>;
  themes?: Record<string, string>;
  ring?: string;
  record?: boolean;
}

async function check({ url, plugins = {}, themes = {}, ring, record }: Check, key = siteKey): Promise<any> {
  return keyedOk(server.url, key, 'POST', '/update-check', updateCheckBody({ url, plugins, themes, ring, record }));
}

const offeredPlugin = (answer: any, slug: string): string | undefined =>
  answer.plugins[`${slug}/${slug}.php`]?.new_version;

async function call(
  method: string,
  path: string,
  body?: unknown,
  key = adminKey,
): Promise<{ status: number; body: any }> {
  return keyedJson(server.url, key, method, path, body);
}
const rollout = (slug: string, version: string, patch?: unknown, key?: string) =>
  call(patch === undefined ? 'GET' : 'PATCH', `/plugins/${slug}/versions/${version}/rollout`, patch, key);
const patchSite = (url: string, patch: unknown, key?: string) => call('PATCH', `/sites/${siteIdOf(url)}`, patch, key);
const error = (status: number, message: string) => ({
  status,
  body: { status, error: status, messages: { error: message } },
});

/** Checks of many sites at once, 20 at a time. */
async function checkAll(checks: Check[]): Promise<any[]> {
  const answers: any[] = [];
  for (let i = 0; i < checks.length; i += 20)
    answers.push(...(await Promise.all(checks.slice(i, i + 20).map((c) => check(c)))));
  return answers;
}

async function uploadStaged(
  slug: string,
  version: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: any }> {
  const form = uploadForm('plugin', pluginZip({ slug, version }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return keyedJson(server.url, adminKey, 'POST', '/plugins', form);
}

useTestServer((started) => ({ server, api: admin } = started));
beforeAll(async () => {
  adminKey = await server.key({
    plugins: ['read', 'create', 'update', 'delete'],
    themes: ['read', 'create', 'update', 'delete'],
    sites: ['read', 'update'],
  });
  siteKey = await server.key({ plugins: ['read'], themes: ['read'] });
  for (const version of ['1.0.0', '1.1.0'])
    expect((await uploadPlugin(admin, pluginZip({ slug: 'acme-forms', version }))).response.status).toBe(201);
  // 2.0.0 reaches the canary ring alone.
  expect((await uploadStaged('acme-forms', '2.0.0', { rollout_percent: '0', rollout_rings: 'canary' })).status).toBe(
    201,
  );
});

describe('a staged release', () => {
  it('starts as its upload form says; bad form values are refused naming the field, storing nothing', async () => {
    expect(await rollout('acme-forms', '2.0.0')).toEqual({
      status: 200,
      body: {
        version: '2.0.0',
        percent: 0,
        rings: ['canary'],
        halted: false,
        withdrawn: false,
        gate: null,
        stopped_by: null,
        gate_since: null,
        sites: sitesCounted(),
      },
    });
    expect((await rollout('acme-forms', '1.0.0')).body).toMatchObject({
      percent: 100,
      rings: [],
      halted: false,
      withdrawn: false,
    });
    const bad = await uploadStaged('acme-forms', '2.0.1', { rollout_percent: '101' });
    expect(bad.status).toBe(400);
    expect(bad.body.messages.error).toMatch(/^rollout_percent: /);
    const badRing = await uploadStaged('acme-forms', '2.0.1', { rollout_rings: 'Canary' });
    expect(badRing.status).toBe(400);
    expect(badRing.body.messages.error).toMatch(/^rollout_rings: /);
    expect((await call('GET', '/plugins/acme-forms/versions/2.0.1')).status).toBe(404);
  });

  it(`offers it to exactly the sites whose bucket is below the percent, over ${SITES} sites; raising the percent only adds sites`, async () => {
    const all = Array.from({ length: SITES }, (_, n) => siteUrl(n));
    const offeredTo = async () => {
      const answers = await checkAll(all.map((url) => ({ url, plugins: { 'acme-forms': '1.1.0' } })));
      return all.filter((_, i) => offeredPlugin(answers[i], 'acme-forms') === '2.0.0');
    };
    expect(await offeredTo()).toEqual([]);
    const below = (percent: number) => all.filter((url) => bucket('plugin', 'acme-forms', url) < percent);
    let before: string[] = [];
    for (const percent of [10, 35, 60]) {
      expect((await rollout('acme-forms', '2.0.0', { percent })).body.percent).toBe(percent);
      const now = await offeredTo();
      expect(now).toEqual(below(percent));
      expect(now.length).toBeGreaterThan(before.length);
      expect(now).toEqual(expect.arrayContaining(before));
      before = now;
    }
    // The sites that did not get 2.0.0 are offered nothing: the plugin is under no_update.
    const answers = await checkAll(all.map((url) => ({ url, plugins: { 'acme-forms': '1.1.0' } })));
    for (const [i, url] of all.entries())
      if (!before.includes(url))
        expect(Object.keys(answers[i].no_update.plugins)).toEqual(['acme-forms/acme-forms.php']);
    // The counts: every site reports the plugin, unsigned: in none of the other numbers, and counted
    // apart only on the version each runs (test/http/site-identity.test.ts counts enrolled sites,
    // signed, by bucket). None runs 2.0.0 yet; all run 1.1.0.
    expect((await rollout('acme-forms', '2.0.0')).body.sites).toEqual(sitesCounted());
    expect((await rollout('acme-forms', '1.1.0')).body.sites.unverified).toBe(SITES);
    await checkAll(
      below(60)
        .slice(0, 5)
        .map((url) => ({ url, plugins: { 'acme-forms': '2.0.0' } })),
    );
    expect((await rollout('acme-forms', '2.0.0')).body.sites).toEqual(sitesCounted({ unverified: 5 }));
    expect((await rollout('acme-forms', '1.1.0')).body.sites.unverified).toBe(SITES - 5);
    await rollout('acme-forms', '2.0.0', { percent: 0 });
  }, 120_000);

  it('GET /sites shows what each site is offered, not the latest it may not reach (the same rule)', async () => {
    // 2.0.0 is latest, staged to the canary ring alone (percent 0).
    await check({ url: 'https://listed-prod.example', plugins: { 'acme-forms': '1.1.0' } });
    await check({ url: 'https://listed-old.example', plugins: { 'acme-forms': '1.0.0' } });
    await check({ url: 'https://listed-canary.example', ring: 'canary', plugins: { 'acme-forms': '1.1.0' } });
    const listed = (await call('GET', '/sites?search=listed-&per_page=10')).body.sites;
    const entries = Object.fromEntries(listed.map((s: any) => [s.url, s.plugins[0]]));
    expect(entries).toEqual({
      'https://listed-prod.example': {
        slug: 'acme-forms',
        managed: true,
        version: '1.1.0',
        latest_version: '2.0.0',
        offered_version: null,
        update: false,
        ...NO_REPORT,
      },
      'https://listed-old.example': {
        slug: 'acme-forms',
        managed: true,
        version: '1.0.0',
        latest_version: '2.0.0',
        offered_version: '1.1.0',
        update: true,
        ...NO_REPORT,
      },
      'https://listed-canary.example': {
        slug: 'acme-forms',
        managed: true,
        version: '1.1.0',
        latest_version: '2.0.0',
        offered_version: '2.0.0',
        update: true,
        ...NO_REPORT,
      },
    });
    // PATCH /sites answers the site as GET /sites lists it: a hold takes its offer away.
    const held = await patchSite('https://listed-old.example', { holds: { plugins: ['acme-forms'], themes: [] } });
    expect(held.body.plugins).toEqual([
      {
        slug: 'acme-forms',
        managed: true,
        version: '1.0.0',
        latest_version: '2.0.0',
        offered_version: null,
        update: false,
        ...NO_REPORT,
      },
    ]);
    // Out of the canary ring again, for the tests below that list it.
    await check({ url: 'https://listed-canary.example', plugins: { 'acme-forms': '1.1.0' } });
  });

  it('reaches a ring: declared by the site, or assigned, which wins; GET /sites?ring= lists them', async () => {
    const url = 'https://canary-1.example';
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.1.0' } }), 'acme-forms')).toBe(
      '2.0.0',
    );
    expect(
      offeredPlugin(await check({ url: 'https://plain.example', plugins: { 'acme-forms': '1.1.0' } }), 'acme-forms'),
    ).toBeUndefined();
    const sites = await call('GET', '/sites?ring=canary');
    expect(sites.body.sites.map((s: any) => [s.url, s.ring, s.id])).toEqual([[url, 'canary', siteIdOf(url)]]);
    // Assigned to production: the declared canary no longer counts.
    const assigned = await patchSite(url, { ring: 'production' });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      id: siteIdOf(url),
      url,
      ring: 'production',
      holds: { plugins: [], themes: [] },
    });
    expect(
      offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.1.0' } }), 'acme-forms'),
    ).toBeUndefined();
    // A site declaring nothing, assigned to canary, gets what canary gets.
    expect((await patchSite('https://plain.example', { ring: 'canary' })).body.ring).toBe('canary');
    expect(
      offeredPlugin(await check({ url: 'https://plain.example', plugins: { 'acme-forms': '1.1.0' } }), 'acme-forms'),
    ).toBe('2.0.0');
    expect((await call('GET', '/sites?ring=canary')).body.sites.map((s: any) => s.url)).toEqual([
      'https://plain.example',
    ]);
    // null clears the assignment: the declared ring counts again.
    expect((await patchSite(url, { ring: null })).body.ring).toBe('canary');
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.1.0' } }), 'acme-forms')).toBe(
      '2.0.0',
    );
  });

  it('never offers a held package (no update, no rollback); it is listed under no_update', async () => {
    const url = 'https://held.example';
    await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } });
    const held = await patchSite(url, { holds: { plugins: ['acme-forms'], themes: [] } });
    expect(held.body.holds).toEqual({ plugins: ['acme-forms'], themes: [] });
    const answer = await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } });
    expect(answer.plugins).toEqual({});
    expect(Object.keys(answer.no_update.plugins)).toEqual(['acme-forms/acme-forms.php']);
    expect((await patchSite(url, { holds: { plugins: [], themes: [] } })).body.holds.plugins).toEqual([]);
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } }), 'acme-forms')).toBe(
      '2.0.0',
    );
  });

  it('halted, it reaches no new site (sites that run it keep it); resumed, it reaches them again', async () => {
    const url = 'https://halt.example';
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } }), 'acme-forms')).toBe(
      '2.0.0',
    );
    expect((await rollout('acme-forms', '2.0.0', { halted: true })).body).toMatchObject({
      halted: true,
      percent: 0,
      rings: ['canary'],
    });
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } }), 'acme-forms')).toBe(
      '1.1.0',
    );
    const running = await check({ url: 'https://runs-2.example', ring: 'canary', plugins: { 'acme-forms': '2.0.0' } });
    expect(running.plugins).toEqual({});
    expect(running.no_update.plugins['acme-forms/acme-forms.php'].new_version).toBe('2.0.0');
    expect((await rollout('acme-forms', '2.0.0')).body.sites.reached).toBe(0);
    await rollout('acme-forms', '2.0.0', { halted: false });
    expect(offeredPlugin(await check({ url, ring: 'canary', plugins: { 'acme-forms': '1.0.0' } }), 'acme-forms')).toBe(
      '2.0.0',
    );
  });

  it('record: false answers without writing anything to the inventory', async () => {
    const before = await call('GET', '/sites?per_page=100');
    const answer = await check({
      url: 'https://never-recorded.example',
      ring: 'canary',
      plugins: { 'acme-forms': '1.1.0' },
      record: false,
    });
    expect(offeredPlugin(answer, 'acme-forms')).toBe('2.0.0');
    await check({ url: siteUrl(0), plugins: { 'acme-forms': '2.0.0' }, record: false });
    expect(await call('GET', '/sites?per_page=100')).toEqual(before);
    expect((await call('GET', '/sites?search=never-recorded')).body.info.results).toBe(0);
  });
});

describe('withdrawing a release', () => {
  beforeAll(async () => {
    expect((await uploadPlugin(admin, pluginZip({ slug: 'acme-seo', version: '1.0.0' }))).response.status).toBe(201);
    expect((await uploadPlugin(admin, pluginZip({ slug: 'acme-seo', version: '1.1.0' }))).response.status).toBe(201);
    expect((await uploadPlugin(admin, pluginZip({ slug: 'acme-seo', version: '1.2.0' }))).response.status).toBe(201);
  });

  it('moves latest, and offers sites that run it a rollback WordPress installs by itself (autoupdate: true)', async () => {
    expect((await call('GET', '/plugins/acme-seo')).body.sections.changelog).toMatch(/^<h4>1\.2\.0<\/h4>/);
    const withdrawn = await rollout('acme-seo', '1.2.0', { withdrawn: true });
    // "View details" (the plugin's changelog) marks it, so a site rolled back from it sees why.
    expect((await call('GET', '/plugins/acme-seo')).body.sections.changelog).toMatch(
      /^<h4>1\.2\.0 \(withdrawn\)<\/h4><p><em>This release was withdrawn: .*<h4>1\.1\.0<\/h4><p>/,
    );
    expect(withdrawn.body).toMatchObject({ version: '1.2.0', withdrawn: true });
    expect((await call('GET', '/plugins/acme-seo')).body.version).toBe('1.1.0');
    expect((await call('GET', '/plugins/acme-seo/versions/1.2.0')).body.latest).toBe(false);
    // The version list shows every version's rollout at once.
    await rollout('acme-seo', '1.1.0', { percent: 30, rings: ['canary'] });
    const listed = (await call('GET', '/plugins/acme-seo/versions')).body;
    expect(listed.map((v: any) => [v.version, v.rollout])).toEqual([
      ['1.2.0', { percent: 100, rings: [], halted: false, withdrawn: true }],
      ['1.1.0', { percent: 30, rings: ['canary'], halted: false, withdrawn: false }],
      ['1.0.0', { percent: 100, rings: [], halted: false, withdrawn: false }],
    ]);
    await rollout('acme-seo', '1.1.0', { percent: 100, rings: [] });
    const back = await check({ url: 'https://rollback.example', plugins: { 'acme-seo': '1.2.0' } });
    expect(back.plugins['acme-seo/acme-seo.php']).toMatchObject({
      new_version: '1.1.0',
      autoupdate: true,
      upgrade_notice:
        'Version 1.2.0, installed here, was withdrawn: this goes back to 1.1.0, the highest version not withdrawn.',
    });
    const forward = await check({ url: 'https://forward.example', plugins: { 'acme-seo': '1.0.0' } });
    expect(forward.plugins['acme-seo/acme-seo.php'].new_version).toBe('1.1.0');
    expect(forward.plugins['acme-seo/acme-seo.php'].autoupdate).toBeUndefined();
  });

  it('never makes a withdrawn version latest, and refuses to withdraw the only version not withdrawn', async () => {
    expect(await call('PATCH', '/plugins/acme-seo/versions/1.2.0', { latest: true })).toEqual(
      error(400, 'A withdrawn version cannot be made latest.'),
    );
    expect((await rollout('acme-seo', '1.1.0', { withdrawn: true })).body.withdrawn).toBe(true);
    expect((await call('GET', '/plugins/acme-seo')).body.version).toBe('1.0.0');
    expect(await rollout('acme-seo', '1.0.0', { withdrawn: true })).toEqual(
      error(400, 'Cannot withdraw the only version that is not withdrawn.'),
    );
    expect((await rollout('acme-seo', '1.0.0')).body.withdrawn).toBe(false);
    // Un-withdrawing changes no latest flag.
    await rollout('acme-seo', '1.1.0', { withdrawn: false });
    expect((await call('GET', '/plugins/acme-seo')).body.version).toBe('1.0.0');
    expect(
      (await check({ url: 'https://rollback.example', plugins: { 'acme-seo': '1.2.0' } })).plugins[
        'acme-seo/acme-seo.php'
      ],
    ).toMatchObject({ new_version: '1.0.0', autoupdate: true });
  });
});

describe('themes', () => {
  it('have rollouts too', async () => {
    for (const version of ['1.0.0', '1.1.0'])
      expect((await uploadTheme(admin, themeZip({ slug: 'acme-blocks', version }))).response.status).toBe(201);
    const patched = await call('PATCH', '/themes/acme-blocks/versions/1.1.0/rollout', { halted: true });
    expect(patched.body).toEqual({
      version: '1.1.0',
      percent: 100,
      rings: [],
      halted: true,
      withdrawn: false,
      gate: null,
      stopped_by: null,
      gate_since: null,
      sites: sitesCounted(),
    });
    const answer = await check({ url: 'https://theme.example', themes: { 'acme-blocks': '1.0.0' } });
    expect(answer.themes).toEqual({});
    await call('PATCH', '/themes/acme-blocks/versions/1.1.0/rollout', { halted: false, withdrawn: true });
    const back = await check({ url: 'https://theme.example', themes: { 'acme-blocks': '1.1.0' } });
    expect(back.themes['acme-blocks']).toMatchObject({ new_version: '1.0.0', autoupdate: true });
  });

  it('are held too: a held theme gets no update and no rollback, and is listed under no_update', async () => {
    expect((await uploadTheme(admin, themeZip({ slug: 'acme-shop', version: '1.0.0' }))).response.status).toBe(201);
    expect((await uploadTheme(admin, themeZip({ slug: 'acme-shop', version: '1.1.0' }))).response.status).toBe(201);
    const url = 'https://theme-held.example';
    const themes = { 'acme-blocks': '1.1.0', 'acme-shop': '1.0.0' };
    // Not held yet: a rollback from the withdrawn acme-blocks 1.1.0, an update of acme-shop.
    const free = await check({ url, themes });
    expect(Object.keys(free.themes).sort()).toEqual(['acme-blocks', 'acme-shop']);
    // Holding one plugin changes nothing for themes: holds are per type.
    await patchSite(url, { holds: { plugins: ['acme-blocks', 'acme-shop'], themes: [] } });
    expect(Object.keys((await check({ url, themes })).themes).sort()).toEqual(['acme-blocks', 'acme-shop']);
    const held = await patchSite(url, { holds: { plugins: [], themes: ['acme-blocks', 'acme-shop'] } });
    expect(held.body.holds).toEqual({ plugins: [], themes: ['acme-blocks', 'acme-shop'] });
    const answer = await check({ url, themes });
    expect(answer.themes).toEqual({});
    expect(Object.keys(answer.no_update.themes).sort()).toEqual(['acme-blocks', 'acme-shop']);
    expect(answer.no_update.themes['acme-blocks'].autoupdate).toBeUndefined();
    // GET /sites agrees: nothing is offered to this site.
    const listed = (await call('GET', `/sites?search=theme-held`)).body.sites[0];
    expect(listed.themes.map((t: any) => [t.slug, t.update])).toEqual([
      ['acme-blocks', false],
      ['acme-shop', false],
    ]);
  });
});

describe('bad requests and who may do what', () => {
  it('refuses bad values with 400 naming the field, changing nothing', async () => {
    const before = (await rollout('acme-forms', '2.0.0')).body;
    for (const [patch, field] of [
      [{ percent: 101 }, 'percent'],
      [{ percent: 1.5 }, 'percent'],
      [{ rings: ['Canary'] }, 'rings.0'],
      [{ halted: 'yes' }, 'halted'],
      [{}, 'body'],
    ] as const) {
      const answer = await rollout('acme-forms', '2.0.0', patch);
      expect(answer.status).toBe(400);
      expect(answer.body.messages.error.startsWith(`${field}`)).toBe(true);
    }
    expect((await rollout('acme-forms', '2.0.0')).body).toEqual(before);
    const badSite = await patchSite(siteUrl(1), { ring: 'Not A Ring' });
    expect([badSite.status, badSite.body.messages.error.startsWith('ring')]).toEqual([400, true]);
    expect(await patchSite('https://unknown.example', { ring: 'canary' })).toEqual(error(404, 'Site not found.'));
    expect(await rollout('acme-forms', '9.9.9')).toEqual(error(404, 'Not Found'));
  });

  it('reads need read, changes need update: 401 and 403 in the error shape', async () => {
    const themesOnly = await server.key({ themes: ['read', 'update'] });
    const readOnly = await server.key({ plugins: ['read'], themes: ['read'] });
    const pluginsUpdate = await server.key({ plugins: ['read', 'update'], themes: ['read'] });
    expect(await rollout('acme-forms', '2.0.0', undefined, themesOnly)).toEqual(
      error(403, 'This API key lacks the plugins:read permission.'),
    );
    expect((await rollout('acme-forms', '2.0.0', undefined, readOnly)).status).toBe(200);
    expect(await rollout('acme-forms', '2.0.0', { halted: true }, readOnly)).toEqual(
      error(403, 'This API key lacks the plugins:update permission.'),
    );
    expect(await patchSite(siteUrl(1), { ring: 'canary' }, pluginsUpdate)).toEqual(
      error(403, 'This API key lacks the sites:update permission.'),
    );
    const missing = await fetch(`${server.url}/plugins/acme-forms/versions/2.0.0/rollout`);
    expect([missing.status, await missing.json()]).toEqual([
      401,
      { status: 401, error: 401, messages: { error: 'Missing API key.' } },
    ]);
    expect((await rollout('acme-forms', '2.0.0')).body.halted).toBe(false);
  });
});
