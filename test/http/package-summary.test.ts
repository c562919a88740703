/**
 * GET /packages/summary over a real server, on both adapters: plugins then themes in list order,
 * paged across the two types, the `type` filter, each row's latest version, `signed` and rollout
 * equal to what GET .../versions/{version} and .../rollout answer (counts from enrolled sites'
 * signed checks and reports included), a halted latest, bad paging refused and a key without
 * both read scopes refused in the error shape. Every answer is checked against the spec.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginReport } from '../support/outcomes.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { enroll, type EnrolledSite, postJson, updateCheckBody } from '../support/sites.js';
import type { TestServer } from '../support/server.js';
import { useTestServer, type UsedTestServer } from '../support/use-test-server.js';

let used: UsedTestServer;
let server: TestServer;

const api = (path: string, key = used.key): Promise<{ status: number; body: any }> =>
  keyedJson(server.url, key, 'GET', path, undefined);
const ok = (method: string, path: string, body?: unknown): Promise<any> =>
  keyedOk(server.url, used.key, method, path, body);

/** Plugins named so that list order (name, then slug) differs from upload order. */
const PLUGINS = ['Zeta Tools', 'Acme Forms', 'Mid Cache', 'Beta Blocks', 'Kilo SEO'];
const THEMES = ['Yellow', 'Amber', 'Teal'];
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b)).map(slugOf);

useTestServer((started) => {
  used = started;
  server = started.server;
});

beforeAll(async () => {
  for (const name of PLUGINS) {
    const slug = slugOf(name);
    expect((await uploadPlugin(used.api, pluginZip({ slug, version: '1.0.0', name }))).response.status).toBe(201);
  }
  for (const name of THEMES) {
    const slug = slugOf(name);
    expect((await uploadTheme(used.api, themeZip({ slug, version: '2.0.0', name }))).response.status).toBe(201);
  }
  // acme-forms 1.1.0 is its signed latest, staged, with sites on it; beta-blocks 1.1.0 is halted.
  const signature = randomBytes(64).toString('base64');
  const forms = pluginZip({ slug: 'acme-forms', version: '1.1.0', name: 'Acme Forms' });
  expect((await uploadPlugin(used.api, forms, undefined, signature)).response.status).toBe(201);
  await ok('PATCH', '/plugins/acme-forms/versions/1.1.0/rollout', { percent: 40, rings: ['canary'] });
  const blocks = pluginZip({ slug: 'beta-blocks', version: '1.1.0', name: 'Beta Blocks' });
  expect((await uploadPlugin(used.api, blocks)).response.status).toBe(201);
  await ok('PATCH', '/plugins/beta-blocks/versions/1.1.0/rollout', { halted: true });
  // Enrolled canaries check in signed: two on acme-forms 1.1.0 (one of them reports it made the
  // site unhealthy), one still on 1.0.0 that reports a failed install of 1.1.0; an unsigned site runs 1.1.0.
  const sites: EnrolledSite[] = [];
  for (const n of [1, 2, 3]) sites.push(await enroll(server.url, used.key, `https://summary-${n}.example`));
  for (const [site, version] of [
    [sites[0], '1.1.0'],
    [sites[1], '1.1.0'],
    [sites[2], '1.0.0'],
  ] as const) {
    const body = updateCheckBody({ url: site.url, ring: 'canary', plugins: { 'acme-forms': version } });
    expect((await postJson(server.url, used.key, '/update-check', body, site)).status).toBe(200);
  }
  const reports = (site: EnrolledSite, result: 'failed' | 'unhealthy') =>
    postJson(
      server.url,
      used.key,
      `/sites/${site.id}/reports`,
      { reports: [pluginReport('acme-forms', '1.0.0', '1.1.0', result)] },
      site,
    );
  expect((await reports(sites[2], 'failed')).status).toBe(200);
  expect((await reports(sites[1], 'unhealthy')).status).toBe(200);
  await ok(
    'POST',
    '/update-check',
    updateCheckBody({ url: 'https://unsigned.example', plugins: { 'acme-forms': '1.1.0' } }),
  );
});

describe('GET /packages/summary', () => {
  it('lists plugins, then themes, each in list order, with the paging block', async () => {
    const { status, body } = await api('/packages/summary');
    expect(status).toBe(200);
    expect(body.info).toEqual({ page: 1, pages: 1, results: PLUGINS.length + THEMES.length });
    expect(body.packages.map((p: any) => `${p.type}:${p.slug}`)).toEqual([
      ...byName(PLUGINS).map((slug) => `plugin:${slug}`),
      ...byName(THEMES).map((slug) => `theme:${slug}`),
    ]);
  });

  it('pages across the two types: every package once, in order, whatever the page size', async () => {
    const all = (await api('/packages/summary')).body.packages.map((p: any) => `${p.type}:${p.slug}`);
    for (const perPage of [1, 3, 5, 7]) {
      const seen: string[] = [];
      const pages = Math.ceil(all.length / perPage);
      for (let page = 1; page <= pages + 1; page++) {
        const { body } = await api(`/packages/summary?page=${page}&per_page=${perPage}`);
        expect(body.info).toEqual({ page, pages, results: all.length });
        expect(body.packages.length).toBe(page <= pages ? Math.min(perPage, all.length - (page - 1) * perPage) : 0);
        seen.push(...body.packages.map((p: any) => `${p.type}:${p.slug}`));
      }
      expect(seen).toEqual(all);
    }
  });

  it('keeps one type with `type=`', async () => {
    const plugins = (await api('/packages/summary?type=plugin&per_page=2&page=3')).body;
    expect(plugins.info).toEqual({ page: 3, pages: 3, results: PLUGINS.length });
    expect(plugins.packages.map((p: any) => p.slug)).toEqual(byName(PLUGINS).slice(4));
    const themes = (await api('/packages/summary?type=theme')).body;
    expect(themes.info.results).toBe(THEMES.length);
    expect(themes.packages.map((p: any) => p.slug)).toEqual(byName(THEMES));
    expect(themes.packages.every((p: any) => p.type === 'theme')).toBe(true);
  });

  it('answers for each package what its record, its latest version and that version’s rollout answer', async () => {
    const { body } = await api('/packages/summary?per_page=200');
    for (const row of body.packages) {
      const kind = `${row.type}s`;
      const record = await ok('GET', `/${kind}/${row.slug}`);
      const version = await ok('GET', `/${kind}/${row.slug}/versions/${record.version}`);
      const rollout = await ok('GET', `/${kind}/${row.slug}/versions/${record.version}/rollout`);
      expect(row).toEqual({
        type: row.type,
        slug: row.slug,
        name: record.name,
        version: record.version,
        signed: version.signed,
        rollout,
      });
    }
    const forms = body.packages.find((p: any) => p.slug === 'acme-forms');
    // The counts are not all zero: the rows compared above carry real ones.
    expect(forms).toMatchObject({ version: '1.1.0', signed: true, name: 'Acme Forms' });
    expect(forms.rollout).toMatchObject({ percent: 40, rings: ['canary'], halted: false });
    expect(forms.rollout.sites).toMatchObject({
      total: 3,
      reached: 3,
      running: 2,
      failed: 1,
      unhealthy: 1,
      unverified: 1,
    });
    const halted = body.packages.find((p: any) => p.slug === 'beta-blocks');
    expect(halted).toMatchObject({ version: '1.1.0', signed: false });
    expect(halted.rollout).toMatchObject({ halted: true, withdrawn: false, percent: 100 });
  });

  it('refuses bad paging and an unknown type in the error shape', async () => {
    for (const query of ['per_page=201', 'per_page=0', 'page=0', 'type=widget', 'page=x']) {
      const { status, body } = await api(`/packages/summary?${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual({ status: 400, error: 400, messages: { error: expect.any(String) } });
    }
  });

  it('needs plugins:read and themes:read: 403 naming the first missing, in the error shape', async () => {
    const pluginsOnly = await server.key({ plugins: ['read'] });
    const themesOnly = await server.key({ themes: ['read'] });
    const both = await server.key({ plugins: ['read'], themes: ['read'] });
    const refused = (scope: string) => ({
      status: 403,
      body: { status: 403, error: 403, messages: { error: `This API key lacks the ${scope} permission.` } },
    });
    expect(await api('/packages/summary', pluginsOnly)).toEqual(refused('themes:read'));
    expect(await api('/packages/summary?type=plugin', themesOnly)).toEqual(refused('plugins:read'));
    expect((await api('/packages/summary', both)).status).toBe(200);
    expect((await api('/packages/summary', 'not-a-key')).status).toBe(401);
  });
});
