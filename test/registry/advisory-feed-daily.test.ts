/**
 * The server's daily advisory import (DESIGN 15): REGISTRY_ADVISORY_FEED_URL fetched from a
 * local feed server with REGISTRY_ADVISORY_FEED_KEY as its Bearer token, once a UTC day however
 * many instances share the storage, a failure logged in one line without the key and tried
 * again at the next look, and the update check answered while a large feed imports.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { auditTable } from '../../src/present/audit.js';
import {
  DailyFeedImport,
  type DailyFeedImportOptions,
  type DailyOutcome,
} from '../../src/registry/advisories/feeds/daily.js';
import { addVersion } from '../../src/registry/package-writes.js';
import { startServer } from '../../src/server.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { Storage } from '../../src/storage/types.js';
import { newVersion } from '../storage/conformance/context.js';
import { SITE_ACCESS, startTestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';

const FIXTURE = path.resolve('test/fixtures/advisories/wordfence-production.json');
const KEY = 'wf-daily-key-0123456789';
const DAY_MS = 86_400_000;

/** A feed server on loopback: what it is asked, and what it answers (the fixture unless told otherwise). */
interface FeedServer {
  url: string;
  requests: Array<string | undefined>;
  /** Statuses to answer, in order, before it serves the feed again. */
  failures: number[];
  file: string;
  close(): Promise<void>;
}

async function feedServer(file = FIXTURE): Promise<FeedServer> {
  const state = { requests: [] as Array<string | undefined>, failures: [] as number[], file };
  const server = http.createServer((req, res) => {
    state.requests.push(req.headers.authorization);
    const failure = state.failures.shift();
    if (failure !== undefined) res.writeHead(failure).end();
    else if (req.headers.authorization !== `Bearer ${KEY}`) res.writeHead(401).end();
    else fs.createReadStream(state.file).pipe(res.writeHead(200, { 'content-type': 'application/json' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/api/intelligence/v3/vulnerabilities/production`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: Array<Record<string, unknown> & { msg: string; raw: string }> = [];
  const logger = pino({ level: 'info' }, { write: (raw: string) => lines.push({ ...JSON.parse(raw), raw }) });
  return { logger, lines };
}

const importEntries = async (storage: Storage) =>
  (await storage.audit.list({ action: 'advisory.import', offset: 0, limit: 50 })).entries;

let feed: FeedServer;

/** An instance's daily import over `storage`, reading the shared feed server with the key unless told otherwise. */
const dailyImport = (storage: Storage, options: Partial<DailyFeedImportOptions> = {}) =>
  new DailyFeedImport({ storage, feed: feed.url, key: KEY, logger: capturedLogger().logger, ...options });
const dirs: string[] = [];
const opened: Storage[] = [];

function storageIn(dataDir: string): Storage {
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  opened.push(storage);
  return storage;
}

async function registryDir(): Promise<string> {
  const dataDir = testTempDir('advisory-feed-daily');
  dirs.push(dataDir);
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  await addVersion(storage, newVersion(storage, { slug: 'acme-forms', version: '1.0.0' }).input);
  await storage.close();
  return dataDir;
}

beforeAll(async () => {
  feed = await feedServer();
});
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
  feed.requests.length = 0;
  feed.failures.length = 0;
});
afterAll(async () => {
  await feed.close();
  for (const dir of dirs) removeTestTempDir(dir);
});

describe('the daily advisory import', { timeout: 120_000 }, () => {
  it('imports with the key once a UTC day, whichever instance looks, and again the next day', async () => {
    const dataDir = await registryDir();
    let now = new Date();
    // An import from the CLI today does not stand for the day's run.
    await storageIn(dataDir).advisories.recordImport({ actor: { cli: 'advisories' }, requestId: null }, 'osv', {
      created: 0,
      updated: 0,
    });
    const first = dailyImport(storageIn(dataDir), { now: () => now });
    const outcome = await first.runOnce();
    expect(outcome).toEqual({ imported: expect.objectContaining({ source: 'wordfence', created: 2, skipped: 2 }) });
    expect(feed.requests).toStrictEqual([`Bearer ${KEY}`]);
    const [entry] = await importEntries(storageIn(dataDir));
    expect([entry.slug, entry.actor, entry.requestId, entry.changes]).toStrictEqual([
      'wordfence',
      { system: 'advisory-feed' },
      null,
      { created: [null, 2], updated: [null, 0] },
    ]);

    // The same instance an hour later, and a second instance on the same data: the day is done.
    expect(await first.runOnce()).toBe('done');
    const second = dailyImport(storageIn(dataDir), { now: () => now });
    expect(await second.runOnce()).toBe('done');
    expect(feed.requests).toHaveLength(1);

    // The next UTC day.
    now = new Date(Date.now() + DAY_MS);
    expect(await second.runOnce()).toEqual({ imported: expect.objectContaining({ created: 0, unchanged: 2 }) });
    expect(feed.requests).toHaveLength(2);
  });

  it('logs a failed import in one line without the key, records nothing, and the next look imports', async () => {
    const dataDir = await registryDir();
    const storage = storageIn(dataDir);
    const { logger, lines } = capturedLogger();
    feed.failures.push(503);
    const daily = dailyImport(storage, { logger });
    expect(await daily.runOnce()).toBe('failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'daily advisory import failed; the next hourly look tries again',
      error: `The feed ${feed.url} answered 503 Service Unavailable.`,
    });
    expect(lines[0].raw).not.toContain(KEY);
    expect(await importEntries(storage)).toStrictEqual([]);

    expect(await daily.runOnce()).toEqual({ imported: expect.objectContaining({ created: 2 }) });
    expect(lines.map((line) => line.msg)).toStrictEqual([
      'daily advisory import failed; the next hourly look tries again',
      'daily advisory import finished',
    ]);
  });

  it('says what the feed answered to a wrong key, never the key it sent', async () => {
    const storage = storageIn(await registryDir());
    const { logger, lines } = capturedLogger();
    const wrong = 'wf-wrong-key-9876543210';
    const daily = dailyImport(storage, { key: wrong, logger });
    expect(await daily.runOnce()).toBe('failed');
    expect(feed.requests).toStrictEqual([`Bearer ${wrong}`]);
    expect(lines.map((line) => line.error)).toStrictEqual([`The feed ${feed.url} answered 401 Unauthorized.`]);
    expect(lines[0].raw).not.toContain(wrong);
    expect(await importEntries(storage)).toStrictEqual([]);
  });

  it('logs a feed nobody answers in one line', async () => {
    const closed = await feedServer();
    await closed.close();
    const storage = storageIn(await registryDir());
    const { logger, lines } = capturedLogger();
    expect(await dailyImport(storage, { feed: closed.url, logger }).runOnce()).toBe('failed');
    expect(lines).toHaveLength(1);
    expect(lines[0].error).toMatch(/^fetch failed: .*ECONNREFUSED/);
  });

  it('answers update checks while a large feed imports', async () => {
    const dataDir = testTempDir('advisory-feed-daily-large');
    dirs.push(dataDir);
    const large = path.join(dataDir, 'large-feed.json');
    const records = writeLargeFeed(large, 8_000);
    const server = await startTestServer({}, path.join(dataDir, 'registry'));
    const served = await feedServer(large);
    try {
      await addVersion(server.storage, newVersion(server.storage, { slug: 'acme-forms', version: '1.0.0' }).input);
      const siteKey = await server.key(SITE_ACCESS);
      const daily = dailyImport(server.storage, { feed: served.url });
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let finished: DailyOutcome | undefined;
      const started = performance.now();
      const run = daily.runOnce().then((outcome) => (finished = outcome));
      let answered = 0;
      while (finished === undefined) {
        const response = await fetch(`${server.url}/update-check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': siteKey },
          body: JSON.stringify(updateCheckBody({ url: 'https://shop.example', plugins: { 'acme-forms': '1.0.0' } })),
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        answered++;
      }
      await run;
      const took = performance.now() - started;
      delay.disable();
      expect(finished).toEqual({ imported: expect.objectContaining({ created: records / 10 }) });
      // The feed parses one download chunk a turn: many checks are answered during the run, and
      // the longest turn is a small part of the run, within a bound generous enough for a loaded
      // machine (whose scheduling alone delays a turn by hundreds of milliseconds now and then).
      expect(answered).toBeGreaterThan(20);
      expect(delay.max / 1e6).toBeLessThan(Math.min(2_000, took / 3));

      // GET /audit presents the run's actor as the spec has it (the test server checks every answer).
      const audit = await fetch(`${server.url}/audit?action=advisory.import`, {
        headers: { 'x-api-key': await server.key({ audit: ['read'] }) },
      });
      expect(audit.status).toBe(200);
      expect(
        ((await audit.json()) as { entries: Array<{ actor: unknown }> }).entries.map((e) => e.actor),
      ).toStrictEqual([{ system: 'advisory-feed' }]);
      expect(auditTable(await importEntries(server.storage))).toContain('system:advisory-feed');

      // Stopping cuts a run off: the next day's run is under way when stop() is called.
      const { logger, lines } = capturedLogger();
      const next = dailyImport(server.storage, {
        feed: served.url,
        logger,
        now: () => new Date(Date.now() + DAY_MS),
        startDelayMs: 0,
      });
      const requested = served.requests.length;
      next.start();
      while (served.requests.length === requested) await new Promise((resolve) => setTimeout(resolve, 5));
      await next.stop();
      // Cut off with nothing changed, the run records no entry (a finished one would) and logs nothing.
      expect(await importEntries(server.storage)).toHaveLength(1);
      expect(lines).toStrictEqual([]);
    } finally {
      await served.close();
      await server.close();
    }
  });

  it('runs in the server beside its requests when REGISTRY_ADVISORY_FEED_URL is set; readiness does not wait', async () => {
    const dataDir = await registryDir();
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_ADVISORY_FEED_URL: feed.url,
      REGISTRY_ADVISORY_FEED_KEY: KEY,
    });
    const { logger, lines } = capturedLogger();
    const running = await startServer(config, logger);
    try {
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      expect(feed.requests).toHaveLength(0);
      const storage = storageIn(dataDir);
      for (let i = 0; i < 300 && (await importEntries(storage)).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await importEntries(storage)).map((entry) => entry.actor)).toStrictEqual([{ system: 'advisory-feed' }]);
      expect(lines.filter((line) => line.msg.startsWith('daily advisory import'))).toMatchObject([
        { msg: 'daily advisory import finished', created: 2 },
      ]);
    } finally {
      await running.close();
    }
  });

  it('refuses a feed URL that is not http(s)', () => {
    expect(() => loadConfig({ REGISTRY_ADVISORY_FEED_URL: 'ftp://feeds.example/production' })).toThrow(
      'REGISTRY_ADVISORY_FEED_URL must be an http(s) URL; got "ftp://feeds.example/production".',
    );
  });
});

/**
 * A Wordfence feed of `count` records cut from the fixture's first, each with its own id and
 * filler the size of a real record's texts; every tenth names the registry's package.
 */
function writeLargeFeed(file: string, count: number): number {
  const template = Object.values(JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, any>)[0];
  const filler = 'The plugin does not escape a parameter before it outputs it back in the page. '.repeat(40);
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, '{');
  for (let i = 0; i < count; i++) {
    const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    const slug = i % 10 === 0 ? 'acme-forms' : `elsewhere-${i}`;
    const record = {
      ...template,
      id,
      description: `${filler}(record ${i})`,
      software: template.software.map((software: object) => ({ ...software, slug })),
    };
    fs.writeSync(out, `${i === 0 ? '' : ','}${JSON.stringify(id)}:${JSON.stringify(record)}`);
  }
  fs.writeSync(out, '}');
  fs.closeSync(out);
  return count;
}
