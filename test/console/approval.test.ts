/**
 * The console's Sites view under REGISTRY_SITES=approved, in a real Chromium against a live
 * registry: sites waiting for an operator's approval come first, each with an Approve control
 * that approves it in the registry (its signed requests are answered from then on), and the
 * Enrollment filter lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildConsole } from '../../console/build.mjs';
import { launchBrowser, type TestBrowser, watchedPage } from '../support/browser.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson } from '../support/sites.js';
import { useTestServer, type UsedTestServer } from '../support/use-test-server.js';

let used: UsedTestServer;
let server: TestServer;
let browser: TestBrowser;
let page: Page;
let waiting: EnrolledSite;
let siteKey: string;
const problems: string[] = [];

useTestServer(
  (started) => {
    used = started;
    server = started.server;
  },
  { REGISTRY_SITES: 'approved' },
);

const signedCheck = (site: EnrolledSite) =>
  postJson(server.url, siteKey, '/update-check', { site: { url: site.url }, plugins: {} }, site);

beforeAll(async () => {
  await buildConsole();
  // One site enrolled with a pre-approved key (seen first), then one that waits.
  const approvedKey = await server.key(SITE_ACCESS, 'pipeline', { sites: 5, approved: true });
  const provisioned = await enroll(server.url, approvedKey, 'https://provisioned.example');
  expect(
    (
      await postJson(
        server.url,
        approvedKey,
        '/update-check',
        { site: { url: provisioned.url }, plugins: {} },
        provisioned,
      )
    ).status,
  ).toBe(200);
  siteKey = await server.key(SITE_ACCESS, 'fleet', { sites: 5 });
  waiting = await enroll(server.url, siteKey, 'https://waiting.example');
  expect((await signedCheck(waiting)).status).toBe(403);
  browser = await launchBrowser();
  page = await watchedPage(browser, problems);
}, 120_000);

afterAll(() => browser?.close());

describe('Sites under REGISTRY_SITES=approved', () => {
  it('lists pending sites first with an Approve control, which approves the site in the registry', async () => {
    await page.goto(`${server.url}/console/#/sites`);
    await page.getByLabel('API key').fill(used.key);
    await page.getByRole('button', { name: 'Open' }).click();
    const rows = page.getByRole('region', { name: 'Sites' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('th').textContent()).toBe('https://waiting.example');
    expect(await rows.nth(0).locator('[data-field="state"]').textContent()).toContain('pending');
    expect(await rows.nth(1).locator('[data-field="state"]').textContent()).toBe('enrolled');
    // The Enrollment filter lists every site that waits, whichever page of the fleet it is on.
    await page.goto(`${server.url}/console/#/sites?state=pending`);
    await expect.poll(() => rows.locator('th').allTextContents()).toEqual(['https://waiting.example']);
    expect(await page.getByLabel('Enrollment').inputValue()).toBe('pending');
    await page.getByRole('button', { name: 'Approve https://waiting.example' }).click();
    await expect.poll(() => rows.nth(0).locator('[data-field="state"]').textContent()).toBe('enrolled');
    expect((await signedCheck(waiting)).status).toBe(200);
    expect(problems).toEqual([]);
  });
});
