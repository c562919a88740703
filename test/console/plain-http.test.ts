/**
 * The console over plain HTTP on an intranet name, as an operator first tries it on a VM before
 * TLS: Chromium resolves `registry.internal` to loopback, and the page must load its assets over
 * http (no `upgrade-insecure-requests`), with no header the browser reports as an error on an
 * untrustworthy origin (Cross-Origin-Opener-Policy, Origin-Agent-Cluster), and still keep its CSP. Over https (here: a
 * proxy's `X-Forwarded-Proto: https` from loopback, which the default REGISTRY_TRUST_PROXY trusts)
 * every one of helmet's headers is sent.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { launchBrowser, type TestBrowser, watchedPage } from '../support/browser.js';
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
  browser = await launchBrowser(undefined, ['--host-resolver-rules=MAP registry.internal 127.0.0.1']);
  page = await watchedPage(browser, problems, (message) => ['error', 'warning'].includes(message.type()));
}, 120_000);

afterAll(() => browser?.close());

describe('the console over plain HTTP on a name other than localhost', () => {
  it('loads, opens with a key and reports nothing to the browser console', async () => {
    const port = new URL(server.url).port;
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`http://registry.internal:${port}/console/`);
    await page.getByLabel('API key').fill(used.key);
    await page.getByLabel('API key').press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Packages' }).count()).toBeGreaterThan(0);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps the CSP without the https-only headers over http, and sends them over https', async () => {
    const plain = await fetch(`${server.url}/console/`);
    const policy = plain.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(plain.headers.get('origin-agent-cluster')).toBeNull();
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');

    const secure = await fetch(`${server.url}/console/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
    expect(secure.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
