/**
 * WordPress shows the registry's images on its own pages (Dashboard > Updates, "View details"):
 * another origin than the registry's. A browser refuses an image whose answer carries
 * `Cross-Origin-Resource-Policy: same-origin` (helmet's default), so the public images must say
 * `cross-origin`. Tried in a real Chromium: a page served by a second server on another port
 * shows each image with its natural width.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { uploadTheme } from '../support/client.js';
import { themeZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import type { RegistryClient } from '../support/client.js';

/** A real PNG: `width` x `height` pixels of one grey, 8-bit RGB. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x99)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: TestServer;
let api: RegistryClient;
useTestServer((started) => ({ server, api } = started));

let browser: TestBrowser;
let site: http.Server;
let siteUrl: string;
let page = '';

beforeAll(async () => {
  // A "WordPress admin" page on another origin: another port of loopback.
  site = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** Each image's natural width once the page at another origin has loaded them (0: refused). */
async function widthsOnAnotherOrigin(urls: string[]): Promise<number[]> {
  page = `<!doctype html><body>${urls.map((url) => `<img src="${url}">`).join('')}</body>`;
  const tab = await browser.context.newPage();
  try {
    await tab.goto(siteUrl, { waitUntil: 'load' });
    const images = await tab.locator('img').all();
    return await Promise.all(
      images.map((image) => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)),
    );
  } finally {
    await tab.close();
  }
}

describe("the registry's public images on another origin", () => {
  it('are served Cross-Origin-Resource-Policy: cross-origin, and Chromium shows them', async () => {
    const uploaded = await uploadTheme(
      api,
      themeZip({ slug: 'shot-theme', version: '1.0.0', files: { 'screenshot.png': png(40, 30) } }),
    );
    expect(uploaded.response.status).toBe(201);
    const images = [
      `${server.url}/assets/default-icon.svg`,
      `${server.url}/assets/default-banner.svg`,
      uploaded.data!.screenshot_url!,
    ];
    expect(new URL(images[2]).origin).toBe(server.url);
    expect(new URL(siteUrl).origin).not.toBe(server.url);
    expect(await widthsOnAnotherOrigin(images)).toEqual([256, 1544, 40]);
    for (const url of images) {
      expect((await fetch(url)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('the API keeps same-origin: only public images are opened to other origins', async () => {
    const answer = await fetch(`${server.url}/healthz`);
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
