/**
 * A real Chromium for browser tests, brought by `npm install`: the npm package
 * `@sparticuz/chromium` ships a compressed Chromium build that it unpacks (once, into the
 * system's temporary folder) and that runs on Debian without any apt package. Nothing is
 * downloaded at test time. Playwright (`playwright-core`, no browsers of its own) drives it.
 */
import fs from 'node:fs';
import sparticuz from '@sparticuz/chromium';
import { type BrowserContext, chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { testTempDir } from './temp-dirs.js';

/**
 * Our own flags, not the package's defaults: those turn off web security and site isolation,
 * which would hide exactly what the tests look for (CSP, CORP, same-origin rules).
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export interface TestBrowser {
  context: BrowserContext;
  /** Closes the browser and removes its profile folder. */
  close(): Promise<void>;
}

/**
 * Starts Chromium with a fresh profile in a temporary folder (removed by `close`). `args` adds
 * flags, such as `--host-resolver-rules` to give loopback an intranet name.
 */
export async function launchBrowser(
  viewport = { width: 1400, height: 900 },
  args: string[] = [],
): Promise<TestBrowser> {
  const executablePath = await sparticuz.executablePath();
  const profile = testTempDir('chromium');
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      viewport,
      args: [...ARGS, ...args],
    });
    return {
      context,
      async close() {
        await context.close().catch(() => undefined);
        fs.rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A new page of `browser` whose script errors, and the console messages `reported` picks (errors
 * by default), go to `problems`: a test of a page that must run cleanly expects the list empty.
 */
export async function watchedPage(
  browser: TestBrowser,
  problems: string[],
  reported: (message: ConsoleMessage) => boolean = (message) => message.type() === 'error',
): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('console', (message) => {
    if (reported(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}
