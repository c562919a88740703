/**
 * The whole inventory (DESIGN 15, REGISTRY_INVENTORY) over a real server, on both adapters
 * (vitest projects): under `all`, the default, a check-in records every plugin and theme the site
 * reports, public ones marked `managed: false` in GET /sites and never offered, and an advisory on
 * a public plugin exposes exactly the sites recorded at an affected version; under `managed` the
 * inventory keeps the registry's packages only, as before. Every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadWithKey } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

const siteId = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);
/** `count` public plugins, `public-1` ... at versions 1.0.{n}. */
const publicPlugins = (count: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`public-${i + 1}`, `1.0.${i + 1}`]));

/** A registry with acme-forms 1.0.0 and 1.1.0, and a key for packages, sites and advisories. */
function registry(env: Record<string, string>) {
  const used = { server: undefined as unknown as TestServer, key: '' };
  useTestServer((started) => void (used.server = started.server), env);
  beforeAll(async () => {
    used.key = await used.server.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] });
    for (const version of ['1.0.0', '1.1.0'])
      await uploadWithKey(used.server.url, used.key, 'plugin', pluginZip({ slug: 'acme-forms', version }));
  });
  const call = (method: string, path: string, body?: unknown) => keyedOk(used.server.url, used.key, method, path, body);
  const publish = async (advisory: unknown) => {
    const created = await keyedJson(used.server.url, used.key, 'POST', '/advisories', advisory);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string };
  };
  const check = (url: string, plugins: Record<string, string>, themes: Record<string, string> = {}) =>
    call('POST', '/update-check', updateCheckBody({ url, plugins, themes }));
  return { call, check, publish };
}

describe('REGISTRY_INVENTORY=all (the default)', () => {
  const { call, check, publish } = registry({});

  it('answers a site reporting thirty public plugins as it answers the registry’s alone, and lists them all', async () => {
    const alone = await check('https://alone.example.com', { 'acme-forms': '1.0.0' });
    const many = await check('https://many.example.com', { ...publicPlugins(30), 'acme-forms': '1.0.0' });
    expect(many).toEqual(alone);
    expect(Object.keys(many.plugins)).toEqual(['acme-forms/acme-forms.php']);

    const listed = await call('GET', `/sites/${siteId('https://many.example.com')}`);
    expect(listed.plugins).toHaveLength(31);
    expect(listed.plugins[0]).toMatchObject({ slug: 'acme-forms', managed: true, offered_version: '1.1.0' });
    expect(listed.plugins.find((p: { slug: string }) => p.slug === 'public-7')).toEqual({
      slug: 'public-7',
      managed: false,
      version: '1.0.7',
      latest_version: null,
      offered_version: null,
      update: false,
      status: 'ok',
      status_message: '',
      status_time: null,
      advisories: [],
    });
    expect(listed.plugins.filter((p: { managed: boolean }) => !p.managed)).toHaveLength(30);
  });

  it('filters by a public plugin, with and without its version, and by a public theme', async () => {
    await check('https://theme.example.com', { 'public-7': '1.0.7' }, { twentytwentyfive: '1.2' });
    const urls = async (query: string) =>
      ((await call('GET', `/sites${query}`)).sites as Array<{ url: string }>).map((s) => s.url).sort();
    expect(await urls('?plugin=public-7')).toEqual(['https://many.example.com', 'https://theme.example.com']);
    expect(await urls('?plugin=public-30&version=1.0.30')).toEqual(['https://many.example.com']);
    expect(await urls('?plugin=public-30&version=1.0.29')).toEqual([]);
    expect(await urls('?theme=twentytwentyfive')).toEqual(['https://theme.example.com']);
  });

  it('exposes exactly the sites recorded at an affected version of a public plugin', async () => {
    await check('https://old.example.com', { 'public-beta': '2.0.0', 'acme-forms': '1.1.0' });
    await check('https://mid.example.com', { 'public-beta': '2.3.9' });
    await check('https://new.example.com', { 'public-beta': '2.4.0' });
    await check('https://none.example.com', { 'acme-forms': '1.1.0' });
    const advisory = await publish({
      summary: 'SQL injection in the export',
      severity: 'critical',
      affected: [{ type: 'plugin', slug: 'public-beta', ranges: [{ introduced: '2.0.0', fixed: '2.4.0' }] }],
    });
    const exposure = await call('GET', `/advisories/${advisory.id}/exposure`);
    expect(exposure.sites).toEqual({ exposed: 2, patched: 1, total: 3 });
    const exposed = (exposure.exposed as Array<Record<string, unknown>>).sort((a, b) =>
      String(a.url).localeCompare(String(b.url)),
    );
    // The registry cannot ship a public plugin's fix: nothing is offered.
    const entry = (url: string, version: string) => ({
      site: siteId(url),
      url,
      type: 'plugin',
      slug: 'public-beta',
      version,
      fixed_in: '2.4.0',
      offered: null,
      since: expect.any(String),
    });
    expect(exposed).toEqual([entry('https://mid.example.com', '2.3.9'), entry('https://old.example.com', '2.0.0')]);
    const old = await call('GET', `/sites/${siteId('https://old.example.com')}`);
    expect(old.plugins.map((p: { slug: string; advisories: string[] }) => [p.slug, p.advisories])).toEqual([
      ['acme-forms', []],
      ['public-beta', [advisory.id]],
    ]);
    expect((await call('GET', '/advisories?exposed=true')).advisories.map((a: { id: string }) => a.id)).toContain(
      advisory.id,
    );
  });

  it('records a site reporting 2 000 plugins, every one of them', async () => {
    const url = 'https://huge.example.com';
    const plugins = { ...publicPlugins(1_999), 'acme-forms': '1.0.0' };
    const answer = await check(url, plugins);
    expect(Object.keys(answer.plugins)).toEqual(['acme-forms/acme-forms.php']);
    const listed = await call('GET', `/sites/${siteId(url)}`);
    expect(listed.plugins).toHaveLength(2_000);
    expect(listed.plugins.find((p: { slug: string }) => p.slug === 'public-1999')).toMatchObject({
      managed: false,
      version: '1.0.1999',
    });
    const found = await call('GET', '/sites?plugin=public-1999&version=1.0.1999');
    expect(found.sites.map((s: { url: string }) => s.url)).toEqual([url]);
    // A second check-in of the same site rewrites its row in place.
    await check(url, { ...plugins, 'public-1999': '1.1.0' });
    expect((await call('GET', '/sites?plugin=public-1999&version=1.1.0')).info.results).toBe(1);
  }, 120_000);
});

describe('REGISTRY_INVENTORY=managed', () => {
  const { call, check, publish } = registry({ REGISTRY_INVENTORY: 'managed' });

  it('records the registry’s packages only: public ones are neither listed, found nor exposed', async () => {
    const url = 'https://managed.example.com';
    const answer = await check(url, { ...publicPlugins(5), 'acme-forms': '1.0.0' });
    expect(Object.keys(answer.plugins)).toEqual(['acme-forms/acme-forms.php']);
    const listed = await call('GET', `/sites/${siteId(url)}`);
    expect(listed.plugins.map((p: { slug: string; managed: boolean }) => [p.slug, p.managed])).toEqual([
      ['acme-forms', true],
    ]);
    expect((await call('GET', '/sites?plugin=public-3')).info.results).toBe(0);
    const advisory = await publish({
      summary: 'A public plugin’s flaw',
      severity: 'low',
      affected: [{ type: 'plugin', slug: 'public-3', ranges: [{ introduced: '0' }] }],
    });
    expect((await call('GET', `/advisories/${advisory.id}/exposure`)).sites).toEqual({
      exposed: 0,
      patched: 0,
      total: 0,
    });
  });
});
