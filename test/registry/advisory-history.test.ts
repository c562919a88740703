import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExposureHistory } from '../../src/registry/advisories/history.js';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage } from '../../src/storage/types.js';
import { registryAdvisory } from '../support/advisories.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';

/**
 * The advisories' daily exposure counts over real SQLite with a clock the test moves: a count
 * at creation, one per advisory and UTC day by the day's first sweep (kept when more come), none
 * for a withdrawn advisory, and a read that answers today live beside the stored days.
 */
let dataDir: string;
let storage: AdapterStorage;
let clock: number;
let history: ExposureHistory;
const DAY = 86_400_000;

const advisory = registryAdvisory;

async function runs(url: string, version: string): Promise<void> {
  await storage.sites.record({
    url,
    verified: true,
    writeIf: { unenrolled: false },
    wpVersion: '6.5.2',
    phpVersion: '8.2.0',
    locale: 'en_US',
    lastSeen: new Date(clock).toISOString(),
    packages: [{ type: 'plugin', slug: 'acme-forms', version }],
  });
}

beforeEach(async () => {
  dataDir = testTempDir('exposure-history');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  clock = Date.parse('2026-11-25T09:00:00Z');
  history = new ExposureHistory(storage, new CheckInWrites(), () => clock);
  await runs('https://one.example', '1.0.0');
  await runs('https://two.example', '1.0.0');
  await runs('https://three.example', '1.1.0');
});

afterEach(async () => {
  await storage.close();
  removeTestTempDir(dataDir);
});

describe('exposure history', () => {
  it('counts an advisory at its creation, then once a UTC day by the sweep, the first count of a day kept', async () => {
    const forms = advisory('REG-2026-1');
    await storage.advisories.put(forms);
    await history.created(forms);
    await runs('https://one.example', '1.1.0');
    await history.sweep();
    clock += DAY;
    history.daily.ifDue();
    await history.daily.settled();
    await runs('https://two.example', '1.1.0');
    history.daily.ifDue();
    await history.daily.settled();
    expect(await storage.advisories.exposureHistory(forms.id, '2026-01-01')).toEqual([
      { advisory: forms.id, day: '2026-11-25', exposed: 2, patched: 1, total: 3 },
      { advisory: forms.id, day: '2026-11-26', exposed: 1, patched: 2, total: 3 },
    ]);
    expect(await history.history(forms.id)).toEqual([
      { day: '2026-11-25', exposed: 2, patched: 1, total: 3 },
      { day: '2026-11-26', exposed: 0, patched: 3, total: 3, at: '2026-11-26T09:00:00.000Z' },
    ]);
  });

  it('a withdrawn advisory gets no count, and its live point exposes nobody', async () => {
    const gone = advisory('REG-2026-2', { withdrawn: '2026-11-25T08:30:00.000Z' });
    await storage.advisories.put(gone);
    await history.sweep();
    expect(await history.history(gone.id)).toEqual([
      { day: '2026-11-25', exposed: 0, patched: 3, total: 3, at: '2026-11-25T09:00:00.000Z' },
    ]);
    expect(await storage.advisories.exposureHistory(gone.id, '2026-01-01')).toEqual([]);
  });

  it("a read stores today's count when the day has none yet", async () => {
    const forms = advisory('REG-2026-3');
    await storage.advisories.put(forms);
    expect(await history.history(forms.id)).toEqual([
      { day: '2026-11-25', exposed: 2, patched: 1, total: 3, at: '2026-11-25T09:00:00.000Z' },
    ]);
    await runs('https://one.example', '1.1.0');
    clock += DAY;
    expect(await history.history(forms.id)).toEqual([
      { day: '2026-11-25', exposed: 2, patched: 1, total: 3 },
      { day: '2026-11-26', exposed: 1, patched: 2, total: 3, at: '2026-11-26T09:00:00.000Z' },
    ]);
  });
});
