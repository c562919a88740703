/**
 * The console's Webhooks page in a real Chromium against a live registry and a loopback
 * receiver: an endpoint added in the page shows its secret once, its deliveries show with their
 * status after a real upload, and Retry sends the event again with the same webhook-id.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { uploadForm } from '../support/client.js';
import { launchBrowser, type TestBrowser, watchedPage } from '../support/browser.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

let server: TestServer;
let key: string;
let browser: TestBrowser;
let page: Page;
let receiver: WebhookReceiver;
const problems: string[] = [];

useTestServer((started) => ({ server } = started), {
  REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  REGISTRY_WEBHOOK_POLL_MS: '100',
});

beforeAll(async () => {
  await buildConsole();
  key = await server.key({ ...FULL_ACCESS, webhooks: ['read', 'create', 'update', 'delete'] }, 'console');
  receiver = await startReceiver();
  browser = await launchBrowser();
  page = await watchedPage(browser, problems);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

describe('the Webhooks page', () => {
  it('adds an endpoint, shows its secret once, lists its deliveries and retries one', async () => {
    await page.goto(`${server.url}/console/#/webhooks`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByLabel('Events (actions, prefix.*, or *)').fill('plugin.upload');
    await page.getByLabel('Description').fill('Releases channel');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/whsec_[A-Za-z0-9+/]+=*/);
    const listed = (await (await fetch(`${server.url}/webhooks`, { headers: { 'X-API-KEY': key } })).json()) as {
      webhooks: Array<{ url: string; description: string }>;
    };
    expect(listed.webhooks).toMatchObject([{ url: receiver.url, description: 'Releases channel' }]);

    const form = uploadForm('plugin', pluginZip({ slug: 'console-hook', version: '1.0.0' }));
    expect(
      (await fetch(`${server.url}/plugins`, { method: 'POST', headers: { 'X-API-KEY': key }, body: form })).status,
    ).toBe(201);
    await expect.poll(() => receiver.received.length).toBe(1);
    await page.reload();
    const table = page.getByRole('region', { name: `Deliveries to ${receiver.url}` }).locator('tbody tr');
    await expect.poll(() => table.first().textContent()).toContain('delivered');
    await expect.poll(() => table.first().textContent()).toContain('plugin.upload');
    const id = receiver.received[0].headers['webhook-id'];
    await page.getByRole('button', { name: `Retry ${id}` }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(id);
    await expect.poll(() => table.first().locator('td').nth(3).textContent()).toBe('2');
    expect(problems).toEqual([]);
  });
});
