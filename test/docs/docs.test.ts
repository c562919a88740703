import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_PATH } from '../../src/spec.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

const SCREENSHOT = path.resolve('test-output/docs.png');

const specText = fs.readFileSync(SPEC_PATH, 'utf8');
const spec = parse(specText) as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Every operation of the spec with its summary, read from the spec so a new one is covered too. */
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ label: `${m.toUpperCase()} ${route}`, summary: item[m].summary })),
);

let server: TestServer;
useTestServer((started) => ({ server } = started));

/** The spec as the registry at `url` serves it: its `servers` name that registry. */
const servedAt = (url: string) => ({ ...spec, servers: [{ url, description: 'This registry' }] });

describe('the spec, served', () => {
  it('GET /openapi.yaml answers the spec as written but for its servers, without a key', async () => {
    const response = await fetch(`${server.url}/openapi.yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    const text = await response.text();
    expect(parse(text)).toEqual(servedAt(server.url));
    // Only the servers block differs: the rest keeps its comments and layout.
    const withoutServers = (yaml: string) => yaml.replace(/^servers:\n(?:[ \t#].*\n)*/m, '');
    expect(withoutServers(text)).toBe(withoutServers(specText));
    expect(specText).toContain('http://localhost:8080'); // the file's own address, replaced above
    expect(text).not.toContain('http://localhost:8080');
  });

  it('GET /openapi.json answers the same document as JSON', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(servedAt(server.url));
  });

  it('names the public address a proxy forwarded when REGISTRY_BASE_URL is not set', async () => {
    const proxied = await startTestServer({ REGISTRY_BASE_URL: '' }); // as behind a proxy: the address comes from X-Forwarded-*
    try {
      const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'registry.example.com' };
      const json = (await (await fetch(`${proxied.url}/openapi.json`, { headers })).json()) as { servers: unknown };
      expect(json.servers).toEqual([{ url: 'https://registry.example.com', description: 'This registry' }]);
      const yaml = parse(await (await fetch(`${proxied.url}/openapi.yaml`, { headers })).text()) as {
        servers: unknown;
      };
      expect(yaml.servers).toEqual(json.servers);
    } finally {
      await proxied.close();
    }
  });

  it('revalidates with the ETag: 304 when unchanged', async () => {
    const first = await fetch(`${server.url}/openapi.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    // As a browser revalidates (fetch() would add `Cache-Control: no-cache`, which asks for a full answer).
    const again = await fetch(`${server.url}/openapi.json`, {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('GET /docs/redoc.standalone.js serves Redoc from our own origin, with no CDN address in it', async () => {
    const response = await fetch(`${server.url}/docs/redoc.standalone.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script.length).toBeGreaterThan(500_000);
    expect(script).not.toContain('cdn.redoc.ly');
  });

  it('GET /docs has its own Content-Security-Policy: own scripts only, nothing from other sites', async () => {
    const response = await fetch(`${server.url}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|https?:/);
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="openapi.json"');
    expect(html).toContain('<script src="docs/redoc.standalone.js"></script>');
    expect(html).not.toMatch(/<script>|https?:\/\//);
  });

  it('GET /docs/ (trailing slash) loads the same script and document, one folder up', async () => {
    const response = await fetch(`${server.url}/docs/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="../openapi.json"');
    expect(html).toContain('<script src="../docs/redoc.standalone.js"></script>');
    // What a browser fetches from that page: both resolve to what /docs loads.
    const page = `${server.url}/docs/`;
    expect((await fetch(new URL('../docs/redoc.standalone.js', page))).status).toBe(200);
    expect((await fetch(new URL('../openapi.json', page))).status).toBe(200);
  });
});

describe('GET /docs in a browser (headless Chromium from npm)', () => {
  let browser: TestBrowser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context } = browser);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('renders every operation of the spec, loads nothing from other sites and breaks no CSP rule', async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.url) && !url.startsWith('blob:') && !url.startsWith('data:')) foreign.push(url);
    });

    const response = await page.goto(`${server.url}/docs`);
    expect(response?.status()).toBe(200);
    // Redoc fetches /openapi.json and renders one section per operation.
    await page.waitForSelector('.api-content h2', { timeout: 20_000 });
    await renderedOperations(page);
    await page.waitForLoadState('networkidle');

    const text = await page.locator('.api-content').innerText();
    const missing = operations.filter((op) => !op.summary || !text.includes(op.summary));
    expect(missing, 'operations whose summary the page does not show').toEqual([]);
    expect(await page.title()).toBe('Extension Registry API reference');

    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    expect(fs.statSync(SCREENSHOT).size).toBeGreaterThan(10_000);

    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  });

  it('renders the same reference at /docs/ (trailing slash)', async () => {
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    expect((await page.goto(`${server.url}/docs/`))?.status()).toBe(200);
    await renderedOperations(page);
    expect(failed).toEqual([]);
  });
});

/**
 * Waits until Redoc has rendered a section for every operation. Counted through a locator, not a
 * string predicate: Playwright evaluates those with eval, which the page's CSP (script-src 'self')
 * forbids, and which failed the test once.
 */
async function renderedOperations(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.api-content [data-section-id*="operation/"]').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(operations.length);
}
