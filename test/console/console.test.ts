/**
 * The operator console in a real Chromium against a live registry seeded with packages,
 * versions, sites and audit entries: each view shows what the API answers, each control changes
 * the registry and the audit trail shows it, a wrong key shows the API's message, and the page
 * keeps the CSP, caches as it should, is usable at 360 px and follows the system's dark mode.
 * One browser and one registry for the file. `CONSOLE_SCREENSHOTS=1` also writes the README's
 * screenshots into console/screenshots/.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { uploadPlugin, uploadTheme } from '../support/client.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { pluginZip, themeZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer, type UsedTestServer } from '../support/use-test-server.js';

let used: UsedTestServer;
let server: TestServer;
let browser: TestBrowser;
let page: Page;
const problems: string[] = [];
const SHOTS = process.env.CONSOLE_SCREENSHOTS ? path.resolve('console/screenshots') : undefined;
const idOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

useTestServer((started) => {
  used = started;
  server = started.server;
});

async function api(method: string, route: string, body?: unknown): Promise<any> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { 'X-API-KEY': used.key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

async function checkIn(url: string, forms: string, ring?: string): Promise<void> {
  await api('POST', '/update-check', {
    site: { url, wp_version: '6.5.2', php_version: '8.2.20', ...(ring ? { ring } : {}) },
    plugins: { 'acme-forms/acme-forms.php': { Version: forms }, 'acme-seo/acme-seo.php': { Version: '2.0.0' } },
    themes: { 'acme-blocks': { Version: '3.1.0' } },
  });
}

/** The registry: two plugins (one with three versions), a theme, five sites, a staged release and a ring. */
async function seed(): Promise<void> {
  // 1.2.0 is signed (stored unchecked: this registry has no REGISTRY_SIGNING_KEYS), the others not.
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    const archive = pluginZip({ slug: 'acme-forms', version, name: 'Acme Forms' });
    const signature = version === '1.2.0' ? randomBytes(64).toString('base64') : undefined;
    expect((await uploadPlugin(used.api, archive, undefined, signature)).response.status).toBe(201);
  }
  expect(
    (await uploadPlugin(used.api, pluginZip({ slug: 'acme-seo', version: '2.0.0', name: 'Acme SEO' }))).response.status,
  ).toBe(201);
  expect(
    (await uploadTheme(used.api, themeZip({ slug: 'acme-blocks', version: '3.1.0', name: 'Acme Blocks' }))).response
      .status,
  ).toBe(201);
  await checkIn('https://shop.example', '1.2.0', 'canary');
  await checkIn('https://blog.example', '1.1.0');
  await checkIn('https://news.example', '1.1.0');
  await checkIn('https://docs.example', '1.0.0');
  await checkIn('https://intranet.example', '1.2.0');
  await api('PATCH', '/plugins/acme-forms/versions/1.2.0/rollout', { percent: 10, rings: ['canary'] });
}

beforeAll(async () => {
  await buildConsole(); // what `npm install` does: the registry serves dist/console
  await seed();
  // A person's browser has a language; Chromium under LANG=C.UTF-8 reports `en-US@posix`, which
  // Intl (and so uPlot's number format) refuses.
  process.env.LANG = 'en_US.UTF-8';
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 120_000);

afterAll(() => browser?.close());

const rows = (label: string) => page.getByRole('region', { name: label }).locator('tbody tr');
async function shot(name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('serving', () => {
  it('serves the page with the CSP intact, never cached, and its hashed assets for a year', async () => {
    for (const address of ['/console', '/console/']) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      const html = await response.text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
      expect(html).not.toMatch(/<style|style=/); // no inline style
      const assets = [...html.matchAll(/(?:src|href)="((?:console\/)?assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(assets).toHaveLength(2);
      for (const asset of assets) {
        const file = await fetch(new URL(asset, `${server.url}${address}`));
        expect(file.status).toBe(200);
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(asset).toMatch(/console-[A-Z0-9]{8}\.(js|css)$/);
      }
    }
    expect((await fetch(`${server.url}/console/assets/console-NOPE0000.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/console/assets/..%2Fsecret.js`)).status).toBe(400);
  });
});

describe('the console', () => {
  it('shows the API’s message for a wrong key and keeps no key', async () => {
    await page.goto(`${server.url}/console/`);
    await page.getByLabel('API key').fill('not-a-key');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid API key.');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('opens on Packages with the key typed once; the first view is interactive (time logged)', async () => {
    await page.getByLabel('API key').fill(used.key);
    await page.getByLabel('API key').press('Enter'); // the keyboard alone
    await expect.poll(() => rows('Packages').count()).toBe(3);
    // A fresh load with the key in the tab: the time to the first view's data and controls.
    await page.reload();
    await rows('Packages').first().waitFor();
    const interactive = await page.evaluate(
      () => performance.getEntriesByName('console:interactive')[0]?.startTime ?? Number.NaN,
    );
    console.log(`console: first view interactive ${Math.round(interactive)} ms after navigation start`);
    expect(interactive).toBeGreaterThan(0);
    expect(page.url()).not.toContain(used.key);
    expect(await browser.context.cookies()).toEqual([]);
    await shot('packages');
  });

  it('Packages shows each package’s latest version, rollout and share of sites as the API does', async () => {
    for (const [type, slug] of [
      ['plugin', 'acme-forms'],
      ['plugin', 'acme-seo'],
      ['theme', 'acme-blocks'],
    ]) {
      const item = await api('GET', `/${type}s/${slug}`);
      const rollout = await api('GET', `/${type}s/${slug}/versions/${item.version}/rollout`);
      const version = await api('GET', `/${type}s/${slug}/versions/${item.version}`);
      const row = page.locator(`tr[data-package="${type}:${slug}"]`);
      expect(await row.locator('[data-field=latest]').textContent()).toBe(item.version);
      expect(await row.locator('[data-field=signed]').textContent()).toBe(version.signed ? 'signed' : 'unsigned');
      expect(await row.locator('[data-field=share]').textContent()).toContain(
        `(${rollout.sites.running} of ${rollout.sites.total})`,
      );
    }
    const forms = page.locator('tr[data-package="plugin:acme-forms"]');
    expect(await forms.locator('[data-field=rollout]').textContent()).toBe('10 % + rings canary');
    expect(await forms.locator('[data-field=signed]').textContent()).toBe('signed');
  });

  it('a package shows its versions’ rollouts and the adoption chart as the API answers them', async () => {
    await page.getByRole('link', { name: 'Acme Forms' }).click();
    await rows('Versions').first().waitFor();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const rollout = await api('GET', `/plugins/acme-forms/versions/${version}/rollout`);
      const entry = await api('GET', `/plugins/acme-forms/versions/${version}`);
      const row = page.locator(`tr[data-version="${version}"]`);
      expect(await row.locator('[data-field=signed]').textContent()).toBe(entry.signed ? 'signed' : 'unsigned');
      expect(await row.locator('[data-field=running]').textContent()).toContain(String(rollout.sites.running));
      expect(await row.locator('[data-field=reached]').textContent()).toBe(
        `${rollout.sites.reached} of ${rollout.sites.total}`,
      );
    }
    const adoption = await api('GET', '/plugins/acme-forms/adoption?days=30');
    await page.locator('.chart canvas').first().waitFor();
    const today = adoption.at(-1);
    const cells = await page.locator('table[data-adoption] tbody tr').last().locator('td').allTextContents();
    expect(cells.map(Number).sort()).toEqual(Object.values(today.versions as Record<string, number>).sort());
    await shot('package');
  });

  it('percent, rings, halt and resume change the rollout; the keyboard reaches them by their labels', async () => {
    const controls = page.locator('[data-controls="1.2.0"]');
    await controls.getByLabel('Percent of sites').fill('25');
    await controls.getByLabel('Percent of sites').press('Enter');
    await expect.poll(async () => (await api('GET', '/plugins/acme-forms/versions/1.2.0/rollout')).percent).toBe(25);
    await controls.getByLabel('Rings (comma-separated)').fill('canary, beta');
    await controls.getByRole('button', { name: 'Set rings' }).click();
    await expect
      .poll(async () => (await api('GET', '/plugins/acme-forms/versions/1.2.0/rollout')).rings)
      .toEqual(['canary', 'beta']);
    await controls.getByRole('button', { name: 'Halt' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api('GET', '/plugins/acme-forms/versions/1.2.0/rollout')).halted).toBe(true);
    await controls.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await api('GET', '/plugins/acme-forms/versions/1.2.0/rollout')).halted).toBe(false);
    expect(await controls.getByRole('status').textContent()).toContain('Resumed');
  });

  it('withdraw warns of down-migrations and waits for the version typed back', async () => {
    await page.goto(`${server.url}/console/#/plugin/acme-forms?version=1.1.0`);
    const controls = page.locator('[data-controls="1.1.0"]');
    await controls.getByRole('button', { name: 'Withdraw…' }).click();
    expect(await controls.getByRole('note').textContent()).toContain('WordPress runs no down-migrations');
    const confirm = controls.getByRole('button', { name: 'Withdraw 1.1.0' });
    await controls.getByLabel('Type 1.1.0 to confirm').fill('1.1');
    expect(await confirm.isDisabled()).toBe(true);
    await controls.getByLabel('Type 1.1.0 to confirm').fill('1.1.0');
    await shot('withdraw');
    await confirm.click();
    await expect
      .poll(async () => (await api('GET', '/plugins/acme-forms/versions/1.1.0/rollout')).withdrawn)
      .toBe(true);
    await expect
      .poll(() => page.locator('tr[data-version="1.1.0"] [data-field=rollout]').textContent())
      .toBe('withdrawn');
  });

  it('a refused change shows the API’s message', async () => {
    // acme-seo has one version: withdrawing it is refused.
    await page.goto(`${server.url}/console/#/plugin/acme-seo`);
    const controls = page.locator('[data-controls="2.0.0"]');
    await controls.getByRole('button', { name: 'Withdraw…' }).click();
    await controls.getByLabel('Type 2.0.0 to confirm').fill('2.0.0');
    await controls.getByRole('button', { name: 'Withdraw 2.0.0' }).click();
    await expect
      .poll(() => controls.getByRole('alert').textContent())
      .toBe('Cannot withdraw the only version that is not withdrawn.');
  });

  it('Sites shows each site’s ring, versions and what it is behind on, as the API does, with filters', async () => {
    await page.getByRole('link', { name: 'Sites', exact: true }).click();
    const listed = (await api('GET', '/sites?per_page=100')).sites;
    await expect.poll(() => rows('Sites').count()).toBe(listed.length);
    for (const site of listed) {
      const row = page.locator(`tr[data-site="${site.id}"]`);
      expect(await row.locator('[data-field=ring]').textContent()).toBe(site.ring);
      const behind = [...site.plugins, ...site.themes]
        .filter((p: any) => p.version !== p.latest_version)
        .map((p: any) => `${p.slug} ${p.version} → ${p.latest_version}`);
      if (behind.length === 0) expect(await row.locator('[data-field=behind]').textContent()).toBe('up to date');
      for (const text of behind) expect(await row.locator('[data-field=behind]').textContent()).toContain(text);
    }
    await shot('sites');
    await page.getByLabel('Ring').fill('canary');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => rows('Sites').count()).toBe((await api('GET', '/sites?ring=canary')).sites.length);
  });

  it('a site’s page sets its ring and holds a plugin on it', async () => {
    const id = idOf('https://docs.example');
    await page.goto(`${server.url}/console/#/sites/${id}`);
    await page.getByLabel(/^Ring/).fill('beta');
    await page.getByRole('button', { name: 'Set ring' }).click();
    const site = async () => (await api('GET', '/sites?search=docs.example')).sites[0];
    await expect.poll(async () => (await site()).ring).toBe('beta');
    await page.getByLabel('Hold acme-forms on this site').check();
    await page.getByRole('button', { name: 'Save holds' }).click();
    await expect.poll(async () => (await site()).holds).toEqual({ plugins: ['acme-forms'], themes: [] });
    await shot('site');
  });

  it('Audit shows every change the console made, as before -> after, with filters', async () => {
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByLabel('Action').selectOption('plugin.version.rollout');
    await page.getByRole('button', { name: 'Filter' }).click();
    const entries = (await api('GET', '/audit?action=plugin.version.rollout&per_page=50')).entries;
    await expect.poll(() => rows('Audit entries').count()).toBe(entries.length);
    const changes = await rows('Audit entries').locator('[data-field=changes]').allTextContents();
    expect(changes).toContain('percent: 10 → 25');
    expect(changes).toContain('halted: false → true');
    expect(changes).toContain('withdrawn: false → true');
    expect(changes.some((text) => text.includes('rings: ["canary"] → ["canary","beta"]'))).toBe(true);
    await page.getByLabel('Action').selectOption('site.update');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(() => rows('Audit entries').locator('[data-field=changes]').allTextContents())
      .toEqual(['holds: {"plugins":[],"themes":[]} → {"plugins":["acme-forms"],"themes":[]}', 'ring: null → "beta"']);
    await page.getByLabel('Action').selectOption('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await shot('audit');
  });

  it('every view fits 360 px wide and follows the system’s dark mode', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const view of ['#/', '#/plugin/acme-forms', '#/sites', `#/sites/${idOf('https://shop.example')}`, '#/audit']) {
      await page.goto(`${server.url}/console/${view}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached' });
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), view).toBeLessThanOrEqual(360);
      // Every control has a name a screen reader reads out: a label, an aria-label or its text.
      const unnamed = await page.evaluate<string[]>(`[...document.querySelectorAll('input, select, button, a')]
        .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.textContent.trim()))
        .map((el) => el.outerHTML)`);
      expect(unnamed, view).toEqual([]);
      expect(await page.evaluate<string>('getComputedStyle(document.body).backgroundColor')).toBe('rgb(21, 24, 27)');
      if (view === '#/plugin/acme-forms') await shot('package-dark-360');
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate<string>('getComputedStyle(document.body).backgroundColor')).toBe('rgb(255, 255, 255)');
  });

  it('loaded without a CSP violation or a script error', () => {
    // Chromium reports CSP refusals and uncaught errors as console errors, and every 4xx answer:
    // the wrong key's 401 and the refused withdrawal's 400 are the tests' own.
    const provoked = /status of (400|401) /;
    expect(problems.filter((text) => !provoked.test(text))).toEqual([]);
    expect(problems.filter((text) => provoked.test(text))).toHaveLength(2);
  });
});
