import fs from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { InstallCounts } from '../../src/registry/install-counts.js';
import { listSites, recordCheckInLater } from '../../src/registry/site-inventory.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, SiteRecord, Storage } from '../../src/storage/types.js';
import { addVersion } from '../../src/registry/package-writes.js';
import { newVersion } from '../storage/conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * Check-ins written after the answer (recordCheckInLater), over real SQLite: reads of the
 * inventory in the same process wait for the writes already started, and a failed write is
 * reported, not thrown at the site.
 */
let dataDir: string;
let storage: AdapterStorage;
let writes: CheckInWrites;

/** The storage with each check-in write held until `release` is called, as a slow or remote store would. */
function held(inner: Storage) {
  const waiting: Array<() => void> = [];
  const storage: Storage = {
    ...inner,
    sites: {
      ...inner.sites,
      record: (site: SiteRecord) =>
        new Promise<void>((resolve) => waiting.push(resolve)).then(() => inner.sites.record(site)),
    },
  };
  return { storage, release: () => waiting.splice(0).forEach((go) => setTimeout(go, 20)) };
}

const page = { offset: 0, limit: 10 };
const site = (url: string) => ({ url, wpVersion: '6.5.2', phpVersion: '8.2.0', locale: 'en_US' });

beforeEach(() => {
  dataDir = testTempDir('check-in-writes');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  writes = new CheckInWrites();
});
afterEach(async () => {
  await storage.close?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('GET /sites and install counts list a check-in whose write is still under way', async () => {
  // Install counts are the registry's plugins' only.
  await addVersion(storage, newVersion(storage, { slug: 'acme-forms', version: '1.0.0' }).input);
  const slow = held(storage);
  recordCheckInLater(
    slow.storage,
    writes,
    site('https://shop.example.com'),
    [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
    (err) => {
      throw err;
    },
  );
  const listed = listSites(slow.storage, writes, page);
  const counts = new InstallCounts(slow.storage, writes, 1000);
  const counted = counts.fresh();
  slow.release();
  const { sites, total } = await listed;
  expect(total).toBe(1);
  expect(sites[0]).toMatchObject({
    url: 'https://shop.example.com',
    packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0', managed: true, update: false }],
  });
  await counted;
  expect(counts.countOf('acme-forms')).toBe(1);
});

// A bad site URL is refused before any of this (the spec's Url format, then normalizeSiteUrl; test/http/update-check.test.ts).
it('a failed write goes to onError', async () => {
  const failing: Storage = {
    ...storage,
    sites: {
      ...storage.sites,
      record: async () => {
        throw new Error('disk full');
      },
    },
  };
  const errors: unknown[] = [];
  recordCheckInLater(failing, writes, site('https://shop.example.com'), [], (err) => errors.push(err));
  await expect(listSites(failing, writes, page)).resolves.toMatchObject({ total: 0 });
  expect(errors).toEqual([new Error('disk full')]);
});
