import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { launchBrowser, type TestBrowser, watchedPage } from './browser.js';
import type { TestServer } from './server.js';
import { useTestServer, type UsedTestServer } from './use-test-server.js';

/** What useConsole opened: every field is set before the tests run. */
export interface ConsoleSession {
  used: UsedTestServer;
  server: TestServer;
  page: Page;
  /** What the page reported (watchedPage): a test of a page that must run cleanly expects it empty. */
  problems: string[];
}

export interface ConsoleOptions {
  env?: Record<string, string>;
  /** Seeds the registry, once it runs and the console is built, before the browser starts. */
  seed?: (used: UsedTestServer) => Promise<void>;
  /** Chromium flags added (launchBrowser). */
  args?: string[];
  /** Which console messages count as problems (watchedPage's default: errors). */
  reported?: (message: ConsoleMessage) => boolean;
}

/**
 * The operator console in a real Chromium for the tests around the call: one registry
 * (useTestServer), the console built, `seed` run, then a browser with a watched page, closed
 * after the tests.
 */
export function useConsole(options: ConsoleOptions = {}): ConsoleSession {
  const session = { problems: [] as string[] } as ConsoleSession;
  let browser: TestBrowser | undefined;
  useTestServer((started) => {
    session.used = started;
    session.server = started.server;
  }, options.env);
  beforeAll(async () => {
    await buildConsole();
    await options.seed?.(session.used);
    browser = await launchBrowser(undefined, options.args);
    session.page = await watchedPage(browser, session.problems, options.reported);
  }, 120_000);
  afterAll(() => browser?.close());
  return session;
}
