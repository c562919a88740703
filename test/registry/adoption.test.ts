import { afterEach, beforeEach, expect, it } from 'vitest';
import { AdoptionHistory } from '../../src/registry/adoption.js';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage } from '../../src/storage/types.js';
import { add } from '../storage/conformance/context.js';
import { countedSites } from '../support/counted-sites.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';
import { turnsDuring } from '../support/turns.js';

/**
 * The daily sweep over real SQLite with a clock the test moves: one snapshot per package and
 * UTC day (taken by the first request of the day, kept when more come), every package in one
 * sweep, the history read by day range, and snapshots older than 400 days forgotten. Sites are
 * counted as rollouts count them: enrolled, their last check signed; unsigned ones are not.
 */
let dataDir: string;
let storage: AdapterStorage;
let clock: number;
let history: AdoptionHistory;
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

/** A site's check-in, signed by its enrolled key unless `signed` is false. */
async function checkIn(url: string, plugin: string, theme?: string, signed = true): Promise<void> {
  await storage.sites.record({
    url,
    verified: signed,
    writeIf: { unenrolled: !signed },
    wpVersion: '6.5.2',
    phpVersion: '8.2.0',
    locale: 'en_US',
    lastSeen: new Date(clock).toISOString(),
    packages: [
      { type: 'plugin', slug: 'acme-forms', version: plugin },
      ...(theme ? [{ type: 'theme' as const, slug: 'acme-blocks', version: theme }] : []),
    ],
  });
}

beforeEach(async () => {
  dataDir = testTempDir('adoption');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  clock = at('2026-11-25T23:00:00Z');
  history = new AdoptionHistory(storage, new CheckInWrites(), () => clock);
  await add(storage, { slug: 'acme-forms', version: '1.0.0' });
  await add(storage, { slug: 'acme-forms', version: '1.1.0' });
  await add(storage, { type: 'theme', slug: 'acme-blocks', version: '2.0.0' });
});

afterEach(async () => {
  await storage.close();
  removeTestTempDir(dataDir);
});

it('a sweep snapshots every package once per UTC day; the next day gets its own', async () => {
  await checkIn('https://one.example', '1.0.0', '2.0.0');
  history.sweepIfDue();
  await history.settled();
  await checkIn('https://two.example', '1.1.0');
  history.sweepIfDue(); // same day, within the hour: nothing to do
  await history.settled();
  clock = at('2026-11-26T00:30:00Z'); // past midnight UTC: due again
  history.sweepIfDue();
  await history.settled();
  expect(await storage.adoption.list('plugin', 'acme-forms', '2026-01-01')).toEqual([
    { type: 'plugin', slug: 'acme-forms', date: '2026-11-25', versions: { '1.0.0': 1 } },
    { type: 'plugin', slug: 'acme-forms', date: '2026-11-26', versions: { '1.0.0': 1, '1.1.0': 1 } },
  ]);
  expect((await storage.adoption.list('theme', 'acme-blocks', '2026-01-01')).map((s) => s.versions)).toEqual([
    { '2.0.0': 1 },
    { '2.0.0': 1 },
  ]);
});

it('a sweep gives the event loop a turn after each package it counts', async () => {
  // A package's count is a synchronous read of its kept counts on this adapter, ~5 ms a package
  // at 100 000 sites: ten of them in one turn held start-up's /healthz (bench/README.md). Two
  // packages here, each counted: a turn after each.
  await checkIn('https://one.example', '1.0.0', '2.0.0');
  const { turns } = await turnsDuring(() => history.sweep());
  expect(turns).toBeGreaterThanOrEqual(2);
  expect(await storage.adoption.list('theme', 'acme-blocks', '2026-01-01')).toHaveLength(1);
});

it('history covers the last `days` days, takes today’s snapshot when missing, and counts the 7-day window', async () => {
  await checkIn('https://old.example', '1.0.0');
  await history.sweep();
  clock += 3 * DAY; // the sweep of 11-25 is 3 days old; nothing ran in between
  await checkIn('https://new.example', '1.1.0');
  const answer = await history.history('plugin', 'acme-forms', 30);
  expect(answer.map((s) => [s.date, s.versions])).toEqual([
    ['2026-11-25', { '1.0.0': 1 }],
    ['2026-11-28', { '1.0.0': 1, '1.1.0': 1 }],
  ]);
  expect((await history.history('plugin', 'acme-forms', 1)).map((s) => s.date)).toEqual(['2026-11-28']);
  clock += 6 * DAY; // old.example now unseen for 9 days, new.example for 6
  expect((await history.history('plugin', 'acme-forms', 1))[0].versions).toEqual({ '1.1.0': 1 });
});

it('a sweep forgets a package’s snapshots older than 400 days', async () => {
  await storage.adoption.record({ type: 'plugin', slug: 'acme-forms', date: '2025-10-01', versions: {} });
  await storage.adoption.record({ type: 'plugin', slug: 'acme-forms', date: '2025-10-22', versions: {} });
  await history.sweep();
  expect((await storage.adoption.list('plugin', 'acme-forms', '2000-01-01')).map((s) => s.date)).toEqual([
    '2025-10-22',
    '2026-11-25',
  ]);
});

it('counts enrolled sites only, as rollouts do: a site whose last check was unsigned is not in the snapshot', async () => {
  await checkIn('https://enrolled.example', '1.0.0', '2.0.0');
  await checkIn('https://unsigned-1.example', '1.0.0', '2.0.0', false);
  await checkIn('https://unsigned-2.example', '1.1.0', undefined, false);
  expect((await history.history('plugin', 'acme-forms', 1))[0].versions).toEqual({ '1.0.0': 1 });
  await history.sweep(clock + DAY);
  expect((await storage.adoption.list('plugin', 'acme-forms', '2026-11-26')).map((s) => s.versions)).toEqual([
    { '1.0.0': 1 },
  ]);
  expect((await storage.adoption.list('theme', 'acme-blocks', '2026-11-26')).map((s) => s.versions)).toEqual([
    { '2.0.0': 1 },
  ]);
});

it('today’s point is counted live, with its time; today’s stored snapshot stays as first taken', async () => {
  await checkIn('https://one.example', '1.0.0');
  history.sweepIfDue();
  await history.settled();
  clock += 60_000;
  await checkIn('https://two.example', '1.1.0');
  await checkIn('https://one.example', '1.1.0');
  expect(await history.history('plugin', 'acme-forms', 1)).toEqual([
    {
      type: 'plugin',
      slug: 'acme-forms',
      date: '2026-11-25',
      versions: { '1.1.0': 2 },
      at: new Date(clock).toISOString(),
    },
  ]);
  expect((await storage.adoption.list('plugin', 'acme-forms', '2026-11-25')).map((s) => s.versions)).toEqual([
    { '1.0.0': 1 },
  ]);
  // The next day, the history shows that snapshot for 11-25, and today live beside it.
  clock += DAY;
  expect((await history.history('plugin', 'acme-forms', 2)).map((s) => [s.date, s.versions, s.at])).toEqual([
    ['2026-11-25', { '1.0.0': 1 }, undefined],
    ['2026-11-26', { '1.1.0': 2 }, new Date(clock).toISOString()],
  ]);
});

it('a sweep that finds today’s snapshots taken by another instance counts no package', async () => {
  await checkIn('https://one.example', '1.0.0', '2.0.0');
  await history.sweep(); // the other instance
  const counted = countedSites(storage);
  const second = new AdoptionHistory(counted.storage, new CheckInWrites(), () => clock);
  await second.sweep();
  expect(counted.calls.packageTally).toBe(0);
  expect((await storage.adoption.list('plugin', 'acme-forms', '2026-11-25')).map((s) => s.versions)).toEqual([
    { '1.0.0': 1 },
  ]);
});

it('an hour after the day’s sweep, only a package that appeared since is counted', async () => {
  clock = at('2026-11-25T10:00:00Z');
  await checkIn('https://one.example', '1.0.0', '2.0.0');
  const counted = countedSites(storage);
  const hourly = new AdoptionHistory(counted.storage, new CheckInWrites(), () => clock);
  hourly.sweepIfDue();
  await hourly.settled();
  expect(counted.calls.packageTally).toBe(2);
  await add(storage, { slug: 'acme-new', version: '1.0.0' });
  clock += 3_600_000;
  hourly.sweepIfDue();
  await hourly.settled();
  expect(counted.calls.packageTally).toBe(3);
  expect((await storage.adoption.list('plugin', 'acme-new', '2026-11-25')).map((s) => s.date)).toEqual(['2026-11-25']);
});
