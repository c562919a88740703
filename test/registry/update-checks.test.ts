import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PackageIndex } from '../../src/registry/package-index.js';
import { UpdateChecks } from '../../src/registry/update-check.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage } from '../../src/storage/types.js';
import { add } from '../storage/conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { updateVersion } from '../../src/registry/package-writes.js';

/** The use-case over real SQLite: what it reads from storage, and that it never serves what storage no longer says. */
let dataDir: string;
let storage: AdapterStorage;
let other: AdapterStorage;
let batches: string[][];

/**
 * The local adapter reads its change token once per turn of the event loop (a request is one
 * turn or more): a write of another process shows from the next turn, as it does to a request
 * that arrives after it.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The storage with its batched reads recorded. */
const counted = (inner: AdapterStorage): AdapterStorage => ({
  ...inner,
  getPackages: (type, slugs) => {
    batches.push([...slugs]);
    return inner.getPackages(type, slugs);
  },
});

beforeEach(() => {
  dataDir = testTempDir('update-checks');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  // A second process on the same data dir (e.g. another instance of the service, or the CLI).
  other = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  batches = [];
});
afterEach(async () => {
  await storage.close();
  await other.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PackageIndex', () => {
  /** The records of those slugs the registry holds. */
  const held = async (index: PackageIndex, slugs: string[]) =>
    (await index.lookupEach('plugin', slugs)).filter((record) => record !== undefined);

  it('finds what a site names by its key: a plugin by its folder, a theme by its stylesheet; a key that names no possible slug is never read', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    const index = new PackageIndex(counted(storage));
    const named = [
      { key: 'hello.php' },
      { key: 'acme-forms/acme-forms.php' },
      { key: 'Acme_Forms/acme-forms.php' },
      { key: '/acme-forms.php' },
      { key: 'akismet/akismet.php' },
    ];
    const slugs = async () => (await index.lookupInstalled('plugin', named)).map((record) => record?.slug);
    expect(await slugs()).toEqual([undefined, 'acme-forms', undefined, undefined, undefined]);
    expect(batches).toEqual([['acme-forms', 'akismet']]);
    expect(await slugs()).toEqual([undefined, 'acme-forms', undefined, undefined, undefined]);
    expect(batches).toHaveLength(1);
    const themes = await index.lookupInstalled('theme', [{ key: 'Twenty Twenty' }, { key: 'twentytwenty' }]);
    expect(themes).toEqual([undefined, undefined]);
    expect(batches).toEqual([['acme-forms', 'akismet'], ['twentytwenty']]);
  });

  it('reads the slugs a check names in one batch, then serves known and unknown ones from memory', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    const index = new PackageIndex(counted(storage));
    const first = await held(index, ['acme-forms', 'akismet', 'jetpack']);
    expect(first.map((record) => record.slug)).toEqual(['acme-forms']);
    expect(batches).toEqual([['acme-forms', 'akismet', 'jetpack']]);
    const again = await held(index, ['jetpack', 'acme-forms', 'akismet', 'hello']);
    expect(again.map((record) => record.slug)).toEqual(['acme-forms']);
    expect(batches).toEqual([['acme-forms', 'akismet', 'jetpack'], ['hello']]);
  });

  it('lookupEach answers each slug in the order given, read from storage or from memory alike', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    await add(storage, { slug: 'acme-seo', version: '2.0.0' });
    const index = new PackageIndex(counted(storage));
    const slugsOf = (records: Array<{ slug: string } | undefined>) => records.map((record) => record?.slug);
    expect(slugsOf(await index.lookupEach('plugin', ['akismet', 'acme-seo', 'jetpack', 'acme-forms']))).toEqual([
      undefined,
      'acme-seo',
      undefined,
      'acme-forms',
    ]);
    // acme-seo and akismet from memory, hello read: the answer keeps the order all the same.
    expect(slugsOf(await index.lookupEach('plugin', ['acme-forms', 'hello', 'akismet', 'acme-seo']))).toEqual([
      'acme-forms',
      undefined,
      undefined,
      'acme-seo',
    ]);
    expect(batches).toEqual([['akismet', 'acme-seo', 'jetpack', 'acme-forms'], ['hello']]);
  });

  it('starts over when another process writes: a new package, a new latest', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    const index = new PackageIndex(counted(storage));
    expect(await held(index, ['acme-forms', 'acme-seo'])).toHaveLength(1);
    await add(other, { slug: 'acme-seo', version: '1.0.0' });
    await add(other, { slug: 'acme-forms', version: '1.1.0' });
    await nextTurn();
    const after = await held(index, ['acme-forms', 'acme-seo']);
    expect(after.map((p) => [p.slug, p.latest.version]).sort()).toEqual([
      ['acme-forms', '1.1.0'],
      ['acme-seo', '1.0.0'],
    ]);
    expect(batches).toHaveLength(2);
  });
});

describe('UpdateChecks', () => {
  const site = { wp: '6.1', php: '8.2' };

  it('reads the versions of a package only when its latest does not fit the site', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    await add(storage, { slug: 'acme-forms', version: '2.0.0' });
    let versionReads = 0;
    const checks = new UpdateChecks({
      ...storage,
      versions: { ...storage.versions, list: (type, slug) => (versionReads++, storage.versions.list(type, slug)) },
    });
    const result = await checks.check({
      site,
      plugins: [{ key: 'acme-forms/acme-forms.php', slug: 'acme-forms', version: '1.0.0' }],
      themes: [],
    });
    expect(result.plugins.map((a) => [a.key, a.version.version, a.update])).toEqual([
      ['acme-forms/acme-forms.php', '2.0.0', true],
    ]);
    expect(versionReads).toBe(0);
  });

  it('follows latest moved back by another process at once', async () => {
    await add(storage, { slug: 'acme-forms', version: '1.0.0' });
    await add(storage, { slug: 'acme-forms', version: '2.0.0' });
    const checks = new UpdateChecks(storage);
    const installed = [{ key: 'acme-forms/acme-forms.php', slug: 'acme-forms', version: '1.0.0' }];
    expect((await checks.check({ site, plugins: installed, themes: [] })).plugins[0].update).toBe(true);
    await updateVersion(other, 'plugin', 'acme-forms', '1.0.0', { latest: true });
    await nextTurn();
    const after = await checks.check({ site, plugins: installed, themes: [] });
    expect(after.plugins.map((a) => [a.version.version, a.update])).toEqual([['1.0.0', false]]);
  });
});

describe("a site's controls (ring, holds, key), kept in memory between its checks", () => {
  const url = 'https://shop.example.com';
  const checkIn = (verified: boolean, declaredRing = '') => ({
    url,
    wpVersion: '6.5',
    phpVersion: '8.2',
    locale: 'en_US',
    lastSeen: new Date().toISOString(),
    packages: [],
    declaredRing,
    verified,
    writeIf: { unenrolled: !verified },
  });

  it("follow every change by another process at once: holds, ring, enrollment, an enrolled site's declared ring, release, delete", async () => {
    await storage.sites.record(checkIn(false));
    const id = (await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 1 })).sites[0].id;
    expect(await storage.sites.controls(url)).toEqual({ holds: { plugins: [], themes: [] } });
    // Check-ins of a site that is not enrolled change none of it: still kept.
    await other.sites.record(checkIn(false, 'canary'));
    expect(await storage.sites.controls(url)).toEqual({ holds: { plugins: [], themes: [] } });
    await other.sites.change(id, siteChangeRule({ holds: { plugins: ['acme-forms'], themes: [] } }));
    expect((await storage.sites.controls(url))?.holds.plugins).toEqual(['acme-forms']);
    await other.sites.change(id, siteChangeRule({ ring: 'beta' }));
    expect((await storage.sites.controls(url))?.assignedRing).toBe('beta');
    await other.sites.enroll({ url, publicKey: 'A'.repeat(43) + '=', time: new Date().toISOString() });
    expect((await storage.sites.controls(url))?.enrolled).toEqual({ declaredRing: 'canary' });
    await other.sites.record(checkIn(true, 'early'));
    expect((await storage.sites.controls(url))?.enrolled).toEqual({ declaredRing: 'early' });
    await other.sites.change(id, siteChangeRule({ key: null }));
    expect((await storage.sites.controls(url))?.enrolled).toBeUndefined();
    await other.sites.delete(id);
    expect(await storage.sites.controls(url)).toBeUndefined();
  });

  it('are shared, so no caller can change them', async () => {
    await storage.sites.record(checkIn(false));
    const controls = (await storage.sites.controls(url))!;
    expect(() => controls.holds.plugins.push('acme-forms')).toThrow(TypeError);
    expect(await storage.sites.controls(url)).toEqual({ holds: { plugins: [], themes: [] } });
  });
});
