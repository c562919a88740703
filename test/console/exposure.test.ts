/**
 * The console's Exposure view in a real Chromium against a live registry seeded with packages,
 * sites and two advisories: each advisory's exposed / patched / total equal to what the API
 * answers, the severity filter, an advisory's page with its exposed site linked to the site's
 * page and what it runs, is fixed in and is offered, its chart's numbers, and a site's page
 * listing the advisory that affects it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { keyedJson, keyedOk, uploadWithKey } from '../support/client.js';
import { launchBrowser, type TestBrowser, watchedPage } from '../support/browser.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;
let browser: TestBrowser;
let page: Page;
const problems: string[] = [];
const ids = { forms: '', blocks: '' };
useTestServer((started) => ({ server } = started));

const api = (route: string) => keyedOk(server.url, key, 'GET', route);
const EXPOSED_SITE = 'https://one.example.com';

beforeAll(async () => {
  const build = buildConsole();
  key = await server.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] }, 'console');
  for (const version of ['1.0.0', '1.1.0'])
    await uploadWithKey(server.url, key, 'plugin', pluginZip({ slug: 'acme-forms', version }));
  await uploadWithKey(server.url, key, 'theme', themeZip({ slug: 'acme-blocks', version: '1.0.0' }));
  const checkIn = (url: string, plugins: Record<string, string>, themes: Record<string, string> = {}) =>
    keyedOk(server.url, key, 'POST', '/update-check', updateCheckBody({ url, plugins, themes }));
  await checkIn(EXPOSED_SITE, { 'acme-forms': '1.0.0' });
  await checkIn('https://two.example.com', { 'acme-forms': '1.1.0' });
  await checkIn('https://three.example.com', { 'acme-forms': '1.1.0' }, { 'acme-blocks': '1.0.0' });
  const create = async (body: unknown) => {
    const created = await keyedJson(server.url, key, 'POST', '/advisories', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  ids.forms = await create({
    summary: 'Stored XSS in the form builder',
    severity: 'high',
    affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.1.0' }] }],
  });
  ids.blocks = await create({
    summary: 'Every acme-blocks leaks drafts',
    severity: 'low',
    affected: [{ type: 'theme', slug: 'acme-blocks', ranges: [{ introduced: '0' }] }],
  });
  await build;
  browser = await launchBrowser();
  page = await watchedPage(browser, problems);
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Open' }).click();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const row = (id: string) => page.locator(`tr[data-advisory="${id}"]`);
const field = (scope: ReturnType<Page['locator']>, name: string) => scope.locator(`[data-field="${name}"]`).first();

describe('the Exposure view', () => {
  it("lists every advisory with the API's exposed / patched / total", async () => {
    await page.getByRole('link', { name: 'Exposure' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Exposure' }).getAttribute('aria-current')).toBe('page');
    for (const id of Object.values(ids)) {
      const { sites } = await api(`/advisories/${id}/exposure`);
      await expect.poll(() => field(row(id), 'exposed').textContent()).toBe(String(sites.exposed));
      expect(await field(row(id), 'patched').textContent()).toBe(String(sites.patched));
      expect(await field(row(id), 'total').textContent()).toBe(String(sites.total));
    }
    expect(await field(row(ids.forms), 'exposed').textContent()).toBe('1');
    expect(await field(row(ids.forms), 'total').textContent()).toBe('3');
    expect(problems).toEqual([]);
  });

  it('the severity filter shows the advisories of that severity only', async () => {
    await page.getByLabel('Severity').selectOption('low');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.locator('tr[data-advisory]').count()).toBe(1);
    expect(await row(ids.blocks).count()).toBe(1);
    await page.getByLabel('Severity').selectOption('high');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => row(ids.forms).count()).toBe(1);
    expect(await page.locator('tr[data-advisory]').count()).toBe(1);
  });

  it("an advisory's page shows its counts, its chart's numbers and its exposed site, linked to the site's page", async () => {
    await row(ids.forms).getByRole('link', { name: ids.forms }).click();
    const exposure = await api(`/advisories/${ids.forms}/exposure`);
    const counts = page.locator('[data-field="counts"]');
    await expect.poll(() => field(counts, 'exposed').textContent()).toBe(String(exposure.sites.exposed));
    expect(await field(counts, 'patched').textContent()).toBe(String(exposure.sites.patched));
    expect(await field(counts, 'total').textContent()).toBe(String(exposure.sites.total));
    const site = page.locator(`tr[data-site="${EXPOSED_SITE}"]`);
    expect(await field(site, 'version').textContent()).toBe('1.0.0');
    expect(await field(site, 'fixed-in').textContent()).toBe('1.1.0');
    expect(await field(site, 'offered').textContent()).toBe(exposure.exposed[0].offered ?? 'nothing');
    expect(exposure.exposed).toHaveLength(1);
    expect(await page.locator('tr[data-site]').count()).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByText('The numbers').click();
    const history = page.locator('table[data-exposure-history] tbody tr');
    await expect.poll(() => history.last().textContent()).toBe(`${today} (now)123`);

    await site.getByRole('link', { name: EXPOSED_SITE }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(EXPOSED_SITE);
    const forms = page.locator('tr[data-package="acme-forms"]');
    await expect.poll(() => field(forms, 'advisories').textContent()).toBe(ids.forms);
    await forms.getByRole('link', { name: ids.forms }).click();
    await expect.poll(() => page.locator('#advisory-title').textContent()).toContain(ids.forms);
    expect(problems).toEqual([]);
  });

  it("a site's page lists none where no advisory affects what it runs", async () => {
    const { sites } = await api('/sites?search=two.example.com');
    await page.goto(`${server.url}/console/#/sites/${sites[0].id}`);
    const forms = page.locator('tr[data-package="acme-forms"]');
    await expect.poll(() => field(forms, 'advisories').textContent()).toBe('none');
  });

  it('opens filtered from its address, and fits 360 px wide', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/console/#/advisories?severity=low`);
    await expect.poll(() => row(ids.blocks).count()).toBe(1);
    expect(await page.locator('tr[data-advisory]').count()).toBe(1);
    expect(await page.getByLabel('Severity').inputValue()).toBe('low');
    for (const view of ['#/advisories', `#/advisories/${ids.forms}`]) {
      await page.goto(`${server.url}/console/${view}`);
      await page.locator('[data-field="exposed"]').first().waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), view).toBeLessThanOrEqual(360);
    }
    expect(problems).toEqual([]);
  });
});
