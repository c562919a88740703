/**
 * The site inventory over a real server: sites check in (POST /update-check), GET /sites lists
 * them with their filters, and `active_installs` counts distinct sites from their last
 * check-in. REGISTRY_INSTALLS_REFRESH_SECONDS=1, so a count is at most a second old. Runs on
 * both adapters (vitest projects); every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdapterStorage } from '../../src/storage/types.js';
import { keyedFetch, keyedJson, type RegistryClient, uploadPlugin, uploadTheme } from '../support/client.js';
import { updateCheckBody } from '../support/sites.js';
import { countingCalls } from '../support/counting-storage.js';
import { clearOfLinkWindowChange } from '../support/link-window.js';
import { pluginZip, themeZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;
/** Package reads the presenters make (a kept answer makes none). */
let packageReads = 0;

const countingReads = (storage: AdapterStorage) =>
  countingCalls(storage, ['getPackage', 'versions.list'], () => packageReads++);

/** Lets the install counts (refreshed at most every second) catch up with what was recorded. */
const pastRefresh = () => new Promise((resolve) => setTimeout(resolve, 1_100));

interface CheckIn {
  url: string;
  wp?: string;
  plugins?: Record<string, string>;
  themes?: Record<string, string>;
}

async function checkIn({ url, wp = '6.5.2', plugins = {}, themes = {} }: CheckIn): Promise<void> {
  const body = updateCheckBody({ url, wp, locale: 'en_US', plugins, named: true, themes });
  const response = await keyedFetch(server.url, key, 'POST', '/update-check', body);
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The shop's check-in once it no longer runs acme-forms. */
const shopDropsForms = () =>
  checkIn({ url: 'https://shop.example.com', plugins: { 'acme-seo': '2.0.0' }, themes: { 'acme-blocks': '1.0.0' } });

const get = (path: string): Promise<{ status: number; body: any }> => keyedJson(server.url, key, 'GET', path);
const sites = async (query = '') => (await get(`/sites${query}`)).body;
const urls = (body: { sites: Array<{ url: string }> }) => body.sites.map((s) => s.url);
const installs = async (slug: string) => (await get(`/plugins/${slug}`)).body.active_installs;

let api: RegistryClient;
useTestServer(
  (started) => ({ server, api, key } = started),
  { REGISTRY_INSTALLS_REFRESH_SECONDS: '1' },
  { wrapStorage: countingReads },
);
beforeAll(async () => {
  for (const version of ['1.0.0', '1.1.0'])
    expect((await uploadPlugin(api, pluginZip({ slug: 'acme-forms', version }))).response.status).toBe(201);
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme-seo', version: '2.0.0' }))).response.status).toBe(201);
  expect((await uploadTheme(api, themeZip({ slug: 'acme-blocks', version: '1.0.0' }))).response.status).toBe(201);
  // Shop runs the old acme-forms; the blog is up to date. `hello-dolly` is not the registry's.
  await checkIn({
    url: 'https://Shop.Example.com/',
    plugins: { 'acme-forms': '1.0.0', 'acme-seo': '2.0.0', 'hello-dolly': '1.7.2' },
    themes: { 'acme-blocks': '1.0.0' },
  });
  await checkIn({ url: 'https://blog.example.com', wp: '6.4.3', plugins: { 'acme-forms': '1.1.0' } });
});

describe('GET /sites', () => {
  it('lists the sites that checked in, newest first, each package with its latest version and whether an update waits', async () => {
    const body = await sites();
    expect(body.info).toEqual({ page: 1, pages: 1, results: 2 });
    expect(body.sites[0]).toEqual({
      id: createHash('sha256').update('https://blog.example.com').digest('hex').slice(0, 16),
      ring: 'production',
      holds: { plugins: [], themes: [] },
      verified: false, // an unsigned check (test/http/site-identity.test.ts signs them)
      state: 'unenrolled',
      url: 'https://blog.example.com',
      wp_version: '6.4.3',
      php_version: '8.2.20',
      locale: 'en_US',
      last_seen: expect.stringMatching(/^\d{4}-\d\d-\d\d (1[0-2]|[1-9]):[0-5]\d(am|pm) UTC$/),
      plugins: [
        {
          slug: 'acme-forms',
          managed: true,
          version: '1.1.0',
          latest_version: '1.1.0',
          offered_version: null,
          update: false,
          // No report from this site (test/http/health-gate.test.ts has sites that report).
          status: 'ok',
          status_message: '',
          status_time: null,
        },
      ],
      themes: [],
    });
    expect(body.sites[1]).toMatchObject({
      url: 'https://shop.example.com', // normalized: lower-case host, no trailing slash
      plugins: [
        { slug: 'acme-forms', version: '1.0.0', latest_version: '1.1.0', offered_version: '1.1.0', update: true },
        { slug: 'acme-seo', version: '2.0.0', latest_version: '2.0.0', offered_version: null, update: false },
        // REGISTRY_INVENTORY=all (the default): a public plugin is recorded, and never offered.
        {
          slug: 'hello-dolly',
          managed: false,
          version: '1.7.2',
          latest_version: null,
          offered_version: null,
          update: false,
        },
      ],
      themes: [
        { slug: 'acme-blocks', version: '1.0.0', latest_version: '1.0.0', offered_version: null, update: false },
      ],
    });
  });

  it('answers "which sites still run acme-forms 1.0.0?", and filters by plugin, theme and URL', async () => {
    expect(urls(await sites('?plugin=acme-forms&version=1.0.0'))).toEqual(['https://shop.example.com']);
    expect(urls(await sites('?plugin=acme-forms&version=1.1.0'))).toEqual(['https://blog.example.com']);
    expect(urls(await sites('?plugin=acme-forms'))).toEqual(['https://blog.example.com', 'https://shop.example.com']);
    expect(urls(await sites('?theme=acme-blocks'))).toEqual(['https://shop.example.com']);
    expect(urls(await sites('?search=BLOG'))).toEqual(['https://blog.example.com']);
    expect(urls(await sites('?plugin=hello-dolly'))).toEqual(['https://shop.example.com']);
    expect(urls(await sites('?plugin=hello-dolly&version=1.7.2'))).toEqual(['https://shop.example.com']);
    expect(await sites('?plugin=hello-dolly&version=1.7.1')).toEqual({
      info: { page: 1, pages: 0, results: 0 },
      sites: [],
    });
  });

  it('pages with page and per_page', async () => {
    const second = await sites('?per_page=1&page=2');
    expect([second.info, urls(second)]).toEqual([{ page: 2, pages: 2, results: 2 }, ['https://shop.example.com']]);
    expect((await sites('?per_page=1&page=3')).sites).toEqual([]);
  });

  it('refuses contradictory filters with 400 in the error shape', async () => {
    for (const [query, message] of [
      ['?plugin=acme-forms&theme=acme-blocks', 'Filter by plugin or by theme, not both.'],
      ['?version=1.0.0', 'version filters the sites of one package: add plugin= or theme=.'],
    ]) {
      expect(await get(`/sites${query}`)).toEqual({
        status: 400,
        body: { status: 400, error: 400, messages: { error: message } },
      });
    }
    expect((await get('/sites?plugin=Not_A_Slug')).status).toBe(400);
  });

  it('needs sites:read', async () => {
    const pluginsOnly = await server.key({ plugins: ['read'], themes: ['read'] });
    const response = await keyedFetch(server.url, pluginsOnly, 'GET', '/sites');
    expect([response.status, await response.json()]).toEqual([
      403,
      { status: 403, error: 403, messages: { error: 'This API key lacks the sites:read permission.' } },
    ]);
  });
});

describe('active_installs', () => {
  // These count storage reads and compare kept answers: none may cross a change of the links' expiry.
  beforeEach(() => clearOfLinkWindowChange(5), 15_000);

  it('counts distinct sites, not check-ins, and drops a plugin a site stops reporting', async () => {
    await checkIn({ url: 'https://blog.example.com', wp: '6.4.3', plugins: { 'acme-forms': '1.1.0' } }); // the same site again
    await pastRefresh();
    expect(await installs('acme-forms')).toBe(2);
    expect(await installs('acme-seo')).toBe(1);
    const listed = (await get('/plugins')).body.plugins.map((p: { slug: string; active_installs: number }) => [
      p.slug,
      p.active_installs,
    ]);
    expect(listed).toEqual([
      ['acme-forms', 2],
      ['acme-seo', 1],
    ]);

    await shopDropsForms();
    await pastRefresh();
    expect(await installs('acme-forms')).toBe(1);
    expect(urls(await sites('?plugin=acme-forms'))).toEqual(['https://blog.example.com']);
    expect(await installs('acme-seo')).toBe(1);
  });

  it('check-ins that change no count leave kept answers in place', async () => {
    await installs('acme-seo');
    await pastRefresh();
    await installs('acme-seo'); // the refreshed counts are loaded and the answer kept again
    const before = packageReads;
    for (let i = 0; i < 3; i++) await shopDropsForms();
    await pastRefresh();
    expect(await installs('acme-seo')).toBe(1);
    expect(packageReads).toBe(before);
  });

  it("a changed count rebuilds the plugin's answer, and leaves its version answers (which show no count) in place", async () => {
    const versions = (await get('/plugins/acme-seo/versions')).body;
    await get('/plugins/acme-seo/versions/2.0.0');
    const before = packageReads;
    await checkIn({ url: 'https://new.example.com', plugins: { 'acme-seo': '2.0.0' } });
    await pastRefresh();
    expect((await get('/plugins/acme-seo/versions')).body).toEqual(versions);
    await get('/plugins/acme-seo/versions/2.0.0');
    expect(packageReads).toBe(before);
    expect(await installs('acme-seo')).toBe(2);
    expect(packageReads).toBeGreaterThan(before);
  });
});
