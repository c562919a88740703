/**
 * The console as a front-end team runs it (`npm run console:dev`): served by the development
 * server against the Prism mock of the spec, with no registry. Every view renders the spec's
 * examples, in a real Chromium. One browser, one mock, one development server for the file.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serveConsoleDev } from '../../console/build.mjs';
import { SPEC_PATH } from '../../src/spec.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { freePort, startProcess, stopProcess } from '../support/processes.js';

interface Examples {
  components: { examples: Record<string, { value: any }> };
}
const examples = (parse(fs.readFileSync(SPEC_PATH, 'utf8')) as Examples).components.examples;

let prism: ChildProcess | undefined;
let dev: { url: string; stop(): Promise<void> } | undefined;
let browser: TestBrowser | undefined;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  prism = await startProcess(
    path.resolve('node_modules/.bin/prism'),
    ['mock', 'openapi/registry.yaml', '-h', '127.0.0.1', '-p', String(port)],
    /Prism is listening/,
    { timeoutMs: 60_000 },
  );
  dev = await serveConsoleDev({ apiBase: `http://127.0.0.1:${port}`, port: await freePort() });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(dev.url);
  await page.getByLabel('API key').fill('any-key-works-on-the-mock');
  await page.getByRole('button', { name: 'Open' }).click();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  if (prism) await stopProcess(prism);
});

const region = (label: string) => page.getByRole('region', { name: label });

it('Packages renders the example summary: each package with its latest version, rollout and alerts', async () => {
  const summary = examples.PackageSummaryList.value;
  for (const item of summary.packages) {
    const row = page.locator(`tr[data-package="${item.type}:${item.slug}"]`);
    await row.waitFor();
    expect(await row.locator('[data-field=latest]').textContent()).toBe(item.version);
    expect(await row.locator('[data-field=signed]').textContent()).toBe(item.signed ? 'signed' : 'unsigned');
  }
  const forms = page.locator('tr[data-package="plugin:acme-forms"]');
  expect(await forms.locator('[data-field=rollout]').textContent()).toBe('10 % + rings canary');
  expect(await forms.locator('[data-field=alerts] .badge').allTextContents()).toEqual(['2 failed', '1 unhealthy']);
  expect(await page.getByRole('navigation', { name: 'Package pages' }).textContent()).toContain(
    `(${summary.info.results} packages)`,
  );
});

it('a package renders its versions, the controls and the adoption chart', async () => {
  const versions = examples.PluginVersionList.value as Array<{ version: string }>;
  await page.goto(`${dev!.url}#/plugin/${examples.PluginListItem.value.slug}`);
  await expect.poll(() => region('Versions').locator('tbody tr').count()).toBe(versions.length);
  await page.getByLabel('Percent of sites').waitFor();
  await page.getByRole('button', { name: 'Set gate' }).waitFor();
  await page.getByRole('heading', { name: /^Sites that failed or went unhealthy/ }).waitFor();
  await page.locator('.chart canvas').first().waitFor();
  const lastDay = (examples.Adoption.value as Array<{ versions: Record<string, number> }>).at(-1)!;
  const cells = await page.locator('table[data-adoption] tbody tr').last().locator('td').allTextContents();
  expect(cells.map(Number).sort()).toEqual(Object.values(lastDay.versions).sort());
  // A control against the mock: Prism answers the PATCH with the spec's example.
  await page.getByRole('button', { name: 'Halt' }).click();
  await expect.poll(() => page.getByRole('status').textContent()).toContain('Halted');
});

it('Sites and a site’s page render the example sites', async () => {
  const sites = examples.SiteList.value.sites as Array<{ id: string; url: string; ring: string; verified: boolean }>;
  await page.goto(`${dev!.url}#/sites`);
  await expect.poll(() => region('Sites').locator('tbody tr').count()).toBe(sites.length);
  expect(await page.locator(`tr[data-site="${sites[0].id}"] [data-field=ring]`).textContent()).toBe(sites[0].ring);
  expect(await page.locator(`tr[data-site="${sites[0].id}"] [data-field=verified]`).textContent()).toBe(
    sites[0].verified ? 'signed' : 'unsigned',
  );
  await page.getByRole('link', { name: sites[0].url }).click();
  await page.getByRole('heading', { name: sites[0].url }).waitFor();
  await page.getByRole('button', { name: 'Save holds' }).click();
  await expect.poll(() => page.getByRole('status').textContent()).toBe('Holds saved.');
  await page.getByRole('button', { name: 'Release key…' }).click();
  await page.getByRole('button', { name: 'Release the key' }).click();
  await expect.poll(() => page.getByRole('status').textContent()).toContain('Key released');
});

it('Exposure and an advisory’s page render the example advisory, its exposure and its history', async () => {
  await page.goto(`${dev!.url}#/advisories`);
  const row = page.locator('tr[data-advisory="REG-2026-1"]');
  await expect.poll(() => row.locator('[data-field=exposed]').textContent()).toBe('1');
  expect(await row.locator('[data-field=total]').textContent()).toBe('12');
  await row.getByRole('link', { name: 'REG-2026-1' }).click();
  const site = page.locator('tr[data-site="https://shop.acme.example"]');
  await expect.poll(() => site.locator('[data-field=fixed-in]').textContent()).toBe('2.4.1');
  await page.getByText('The numbers').click();
  await expect.poll(() => page.locator('table[data-exposure-history] tbody tr').count()).toBe(3);
  expect(errors).toEqual([]);
});

it('Audit renders the example entries with their changes', async () => {
  const entries = examples.AuditList.value.entries as Array<{ action: string }>;
  await page.goto(`${dev!.url}#/audit`);
  await expect.poll(() => region('Audit entries').locator('tbody tr').count()).toBe(entries.length);
  expect(await page.locator('tbody tr').first().getAttribute('data-action')).toBe(entries[0].action);
  expect(errors).toEqual([]);
});
