/**
 * The rings in use in the console, in a real Chromium against a live registry: the Sites view
 * lists each ring with its site count (GET /sites/rings) linking to its sites, and every ring
 * input (the Sites filter, a site's ring, a version's rollout rings) offers those names.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keyedOk, uploadPlugin } from '../support/client.js';
import { useConsole } from '../support/console.js';
import { siteIdOf } from '../support/ids.js';
import { pluginZip } from '../support/packages.js';

const ui = useConsole({
  seed: async (used) => {
    expect((await uploadPlugin(used.api, pluginZip({ slug: 'acme-forms', version: '1.0.0' }))).response.status).toBe(
      201,
    );
    await checkIn('https://a.example', 'canary');
    await checkIn('https://b.example', 'canary');
    await checkIn('https://c.example');
    await checkIn('https://d.example', 'canary');
    await api('PATCH', `/sites/${siteIdOf('https://d.example')}`, { ring: 'staging' });
  },
});

const api = (method: string, route: string, body?: unknown): Promise<any> =>
  keyedOk(ui.server.url, ui.used.key, method, route, body);

const checkIn = (url: string, ring?: string) =>
  api('POST', '/update-check', {
    site: { url, wp_version: '6.5.2', php_version: '8.2.20', ...(ring ? { ring } : {}) },
    plugins: { 'acme-forms/acme-forms.php': { Version: '1.0.0' } },
  });

/** The names the input's datalist offers (none: the input has no list). */
/** The input's list as the page's DOM has it (this file's types have no DOM). */
type ListedInput = { list: { options: ArrayLike<{ value: string }> } | null };
const offered = (input: Locator) =>
  input.evaluate((el) => Array.from((el as unknown as ListedInput).list?.options ?? [], (option) => option.value));

const RINGS = ['canary', 'production', 'staging'];

describe('the rings in use', () => {
  it('Sites lists each ring with its count as the API does; a ring links to its sites', async () => {
    await ui.page.goto(`${ui.server.url}/console/#/sites`);
    await ui.page.getByLabel('API key').fill(ui.used.key);
    await ui.page.getByRole('button', { name: 'Open' }).click();
    const listed = ui.page.locator('[data-rings] li');
    await expect.poll(() => listed.count()).toBe(3);
    const { rings } = await api('GET', '/sites/rings');
    expect(rings).toEqual([
      { name: 'canary', sites: 2 },
      { name: 'production', sites: 1 },
      { name: 'staging', sites: 1 },
    ]);
    expect(await listed.allTextContents()).toEqual(['canary 2 sites', 'production 1 site', 'staging 1 site']);
    expect(await offered(ui.page.getByLabel('Ring'))).toEqual(RINGS);

    await ui.page.locator('[data-rings]').getByRole('link', { name: 'canary' }).click();
    const sites = ui.page.getByRole('region', { name: 'Sites' }).locator('tbody tr th a');
    await expect.poll(() => sites.allTextContents()).toEqual(['https://b.example', 'https://a.example']);
    expect(await ui.page.getByLabel('Ring').inputValue()).toBe('canary');
  });

  it('a site’s ring offers the rings in use, and a ring set there is offered next', async () => {
    await ui.page.goto(`${ui.server.url}/console/#/sites/${siteIdOf('https://c.example')}`);
    const input = ui.page.getByLabel(/^Ring/);
    await expect.poll(() => offered(input)).toEqual(RINGS);
    await input.fill('beta');
    await ui.page.getByRole('button', { name: 'Set ring' }).click();
    await expect.poll(() => ui.page.getByRole('status').textContent()).toContain('Ring set to beta');
    await ui.page.goto(`${ui.server.url}/console/#/sites`);
    await expect
      .poll(() => ui.page.locator('[data-rings] li').allTextContents())
      .toEqual(['beta 1 site', 'canary 2 sites', 'staging 1 site']);
  });

  it('a version’s rollout rings offer the rings in use', async () => {
    await ui.page.goto(`${ui.server.url}/console/#/plugin/acme-forms`);
    const input = ui.page.locator('[data-controls="1.0.0"]').getByLabel('Rings (comma-separated)');
    await expect.poll(() => offered(input)).toEqual(['beta', 'canary', 'staging']);
  });

  it('loaded without a CSP violation or a script error', () => {
    expect(ui.problems).toEqual([]);
  });
});
