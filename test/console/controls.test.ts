/**
 * A version's dangerous controls under the operator's hand, in a real Chromium, with the keyboard
 * alone: the panel stays on the version the operator changed (withdrawing the latest moves
 * `latest`, and the panel must not follow it with its red button), focus goes into the typed
 * confirmation when it opens and to the control that took the pressed one's place after a
 * change, and each result is shown beside the control that sent it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer, type UsedTestServer } from '../support/use-test-server.js';

let used: UsedTestServer;
let server: TestServer;
let browser: TestBrowser;
let page: Page;
const problems: string[] = [];

useTestServer((started) => {
  used = started;
  server = started.server;
});

beforeAll(async () => {
  await buildConsole();
  for (const version of ['1.0.0', '1.1.0']) {
    const { response } = await uploadPlugin(used.api, pluginZip({ slug: 'acme-tools', version }));
    expect(response.status).toBe(201);
  }
  // The POSIX locale, as on a bare server or CI: Chromium then reports `en-US@posix` as its
  // language, which Intl refuses; the console must work all the same.
  process.env.LANG = 'C.UTF-8';
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('API key').fill(used.key);
  await page.getByLabel('API key').press('Enter');
}, 120_000);

afterAll(() => browser?.close());

/** The focused element's text, or its id when it has none (an input). */
const focused = () =>
  page.evaluate<string>('document.activeElement?.textContent?.trim() || document.activeElement?.id || ""');

describe('a version’s controls', () => {
  it('withdrawing the latest keeps the panel on it, focus in the confirmation, then on Undo', async () => {
    await page.goto(`${server.url}/console/#/plugin/acme-tools`); // no version chosen: the latest
    const controls = page.locator('[data-controls="1.1.0"]');
    await controls.getByRole('button', { name: 'Withdraw…' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('confirm-version');
    await page.keyboard.type('1.1.0');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () =>
          (
            await used.api.GET('/plugins/{slug}/versions/{version}/rollout', {
              params: { path: { slug: 'acme-tools', version: '1.1.0' } },
            })
          ).data?.withdrawn,
      )
      .toBe(true);
    // 1.0.0 is latest now; the panel still shows 1.1.0, its result beside the buttons.
    await expect.poll(() => page.locator('tr[data-version="1.0.0"] .badge').textContent()).toBe('latest');
    expect(await page.locator('[data-controls]').getAttribute('data-controls')).toBe('1.1.0');
    expect(page.url()).toContain('version=1.1.0');
    await expect.poll(focused).toBe('Undo withdrawal');
    const state = controls.getByRole('button', { name: 'Undo withdrawal' }).locator('xpath=..');
    expect(await state.getByRole('status').textContent()).toContain('Withdrawn');
  });

  it('Halt and Resume hand focus to each other; Cancel returns it to Withdraw…', async () => {
    const controls = page.locator('[data-controls="1.1.0"]');
    await controls.getByRole('button', { name: 'Undo withdrawal' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Withdraw…');
    await controls.getByRole('button', { name: 'Halt' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Resume');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Halt');
    await controls.getByRole('button', { name: 'Withdraw…' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('confirm-version');
    await controls.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(focused).toBe('Withdraw…');
  });

  it('draws the adoption chart under the POSIX locale, with no script error', async () => {
    await expect.poll(() => page.locator('.chart-canvas, .chart + p, [data-adoption]').count()).toBeGreaterThan(0);
    expect(await page.getByText('The chart could not load').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('names a gate that waits for one site in the singular', async () => {
    const controls = page.locator('[data-controls="1.1.0"]');
    await controls.getByLabel('Max unhealthy %').fill('0');
    await controls.getByLabel('After sites reported').fill('1');
    await controls.getByRole('button', { name: 'Set gate' }).click();
    await expect
      .poll(() => controls.locator('#gate-title').textContent())
      .toBe('Health gate: halt at over 0 % unhealthy, once 1 site reported');
  });

  it('a refusal shows the API’s message beside the control that sent it', async () => {
    const controls = page.locator('[data-controls="1.1.0"]');
    await controls.getByLabel('Rings (comma-separated)').fill('not a ring!');
    await controls.getByRole('button', { name: 'Set rings' }).click();
    const rings = controls.getByRole('button', { name: 'Set rings' }).locator('xpath=..');
    await expect.poll(() => rings.getByRole('alert').count()).toBe(1);
    expect(await controls.getByRole('alert').count()).toBe(1);
  });
});

describe('the Audit view', () => {
  it('shows the registry’s request id and the key’s id, and an upload’s starting rollout', async () => {
    await page.getByRole('link', { name: 'Audit' }).click();
    const { data } = await used.api.GET('/audit', { params: { query: { action: 'plugin.upload', per_page: 50 } } });
    const upload = data!.entries.find((entry) => entry.version === '1.1.0')!;
    const row = page.locator(`tr[data-entry="${upload.id}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(upload.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await row.locator('[data-field=request]').textContent()).toBe(upload.request_id);
    expect(upload.actor).toHaveProperty('key_id');
    const { key_id } = upload.actor as { key_id: string };
    expect(await row.locator('[data-field=actor]').textContent()).toContain(`key ${key_id}`);
    const { percent, rings, halted, withdrawn, gate } = upload.rollout!;
    expect(gate).toBeNull();
    expect(await row.locator('[data-field=changes]').textContent()).toContain(
      `rollout: ${JSON.stringify({ percent, rings, halted, withdrawn, gate })}`,
    );
  });
});

describe('the Sites view at a 1400 px window', () => {
  it('shows every column, Holds and Behind included, without scrolling sideways', async () => {
    const check = await fetch(`${server.url}/update-check`, {
      method: 'POST',
      headers: { 'X-API-KEY': used.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        site: {
          url: 'https://intranet-portal.example.com',
          wp_version: '6.5.2',
          php_version: '8.2.20',
          ring: 'production',
        },
        plugins: { 'acme-tools/acme-tools.php': { Version: '1.0.0' } },
      }),
    });
    expect(check.status).toBe(200);
    const { data } = await used.api.GET('/sites', { params: { query: { search: 'intranet-portal' } } });
    const id = data!.sites[0].id;
    const held = await used.api.PATCH('/sites/{id}', {
      params: { path: { id } },
      body: { holds: { plugins: ['acme-tools'], themes: [] } },
    });
    expect(held.response.status).toBe(200);
    await page.getByRole('link', { name: 'Sites', exact: true }).click();
    const box = page.locator('.table-box[aria-label="Sites"]');
    await expect.poll(() => box.locator(`tr[data-site="${id}"] [data-field=holds]`).textContent()).toBe('acme-tools');
    const sideways = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

describe('a site’s page', () => {
  it('says what its next check offers for each package, and why nothing when nothing', async () => {
    const { data } = await used.api.GET('/sites', { params: { query: { search: 'intranet-portal' } } });
    const site = data!.sites[0];
    const tools = site.plugins.find((p) => p.slug === 'acme-tools')!;
    expect(tools.offered_version).toBeNull(); // held on this site
    await page.goto(`${server.url}/console/#/sites/${site.id}`);
    await expect
      .poll(() => page.locator('tr[data-package="acme-tools"] [data-field=offer]').textContent())
      .toBe('nothing: held on this site');
    const released = await used.api.PATCH('/sites/{id}', {
      params: { path: { id: site.id } },
      body: { holds: { plugins: [], themes: [] } },
    });
    const offered = released.data!.plugins.find((p) => p.slug === 'acme-tools')!;
    await page.reload();
    await expect
      .poll(() => page.locator('tr[data-package="acme-tools"] [data-field=offer]').textContent())
      .toBe(
        offered.offered_version ??
          (offered.version === offered.latest_version
            ? 'nothing: up to date'
            : `nothing yet: ${offered.latest_version} has not reached this site`),
      );
  });
});

describe('a key that may only read', () => {
  it('sees the controls its scopes do not allow disabled, with the reason, before any click', async () => {
    const reader = await server.key(
      { plugins: ['read'], themes: ['read'], sites: ['read'], audit: ['read'] },
      'reader',
    );
    const tab = await browser.context.newPage();
    try {
      await tab.goto(`${server.url}/console/`);
      await tab.getByLabel('API key').fill(reader);
      await tab.getByLabel('API key').press('Enter');
      await tab.goto(`${server.url}/console/#/plugin/acme-tools?version=1.1.0`);
      const controls = tab.locator('[data-controls="1.1.0"]');
      await expect
        .poll(() => controls.locator('[data-field=role-note]').textContent())
        .toBe('This API key does not have plugins:update. The controls are disabled.');
      expect(await controls.getByRole('button', { name: 'Halt' }).isDisabled()).toBe(true);
      // After a reload the key kept in the tab is asked about again.
      await tab.reload();
      await expect.poll(() => controls.getByRole('button', { name: 'Halt' }).isDisabled()).toBe(true);
      // The full key sees them enabled.
      expect(await page.locator('[data-field=role-note]').count()).toBe(0);
    } finally {
      await tab.close();
    }
  });
});
