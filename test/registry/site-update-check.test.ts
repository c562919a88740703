import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/errors.js';
import { CheckInWrites } from '../../src/registry/check-in-writes.js';
import { checkSiteForUpdates, type SiteUpdateCheck } from '../../src/registry/site-update-check.js';
import { UpdateChecks } from '../../src/registry/update-check.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { siteId } from '../../src/storage/site-id.js';
import type { AdapterStorage, OutcomeReport, SiteSigner } from '../../src/storage/types.js';
import { add } from '../storage/conformance/context.js';
import { publicKey } from '../storage/conformance/site-identity.js';
import { testTempDir } from '../support/temp-dirs.js';
import { outcomeCounts } from '../../src/registry/outcome-classes.js';

/** The update check's use-case over real SQLite: whom a check speaks for, and what it writes. */
let dataDir: string;
let storage: AdapterStorage;
let checkIns: CheckInWrites;
let unrecorded: unknown[];

const ENROLLED = 'https://enrolled.example';
const OTHER = 'https://other.example';
/** A report's time: the site's, a minute before the check. */
const SENT = new Date(Date.now() - 60_000).toISOString();

const deps = () => ({
  storage,
  checkIns,
  updates: new UpdateChecks(storage),
  inventory: 'all' as const,
  onCheckInError: (err: unknown) => unrecorded.push(err),
});

const report = (id: string): OutcomeReport => ({
  id,
  type: 'plugin',
  slug: 'acme-forms',
  from: '1.0.0',
  to: '2.0.0',
  result: 'failed',
  code: 'download_failed',
  message: 'Download failed.',
  time: SENT,
});

const check = (url: string, more: Partial<SiteUpdateCheck> = {}): SiteUpdateCheck => ({
  site: { url, wpVersion: '6.5.2', phpVersion: '8.2.0', locale: 'en_US' },
  plugins: [{ key: 'acme-forms/acme-forms.php', version: '1.0.0' }],
  themes: [],
  record: true,
  ...more,
});

async function enrolled(): Promise<SiteSigner> {
  await storage.sites.enroll({ url: ENROLLED, publicKey: publicKey(), time: new Date().toISOString() });
  return (await storage.sites.signer(siteId(ENROLLED)))!;
}

/** The site's row once every check-in started is written. */
async function row(url: string) {
  await checkIns.written();
  return storage.sites.get(siteId(url));
}

beforeEach(async () => {
  dataDir = testTempDir('site-update-check');
  storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  checkIns = new CheckInWrites();
  unrecorded = [];
  await add(storage, { slug: 'acme-forms', version: '1.0.0' });
  await add(storage, { slug: 'acme-forms', version: '2.0.0' });
});
afterEach(async () => {
  await storage.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('checkSiteForUpdates', () => {
  it('records every package named with a slug under inventory all, the registry’s only under managed; answers alike', async () => {
    const named = check(OTHER, {
      plugins: [
        { key: 'acme-forms/acme-forms.php', version: '1.0.0' },
        { key: 'woocommerce/woocommerce.php', version: '9.4.2' },
        // A single-file plugin and a folder no slug can be name nothing an advisory or filter could.
        { key: 'hello.php', version: '1.7.2' },
        { key: 'Not A Slug/x.php', version: '1.0' },
      ],
      themes: [{ key: 'twentytwentyfive', version: '1.2' }],
    });
    const all = await checkSiteForUpdates(deps(), named, { requestId: null });
    expect((await row(OTHER))?.packages).toEqual([
      { type: 'plugin', slug: 'acme-forms', version: '1.0.0' },
      { type: 'plugin', slug: 'woocommerce', version: '9.4.2' },
      { type: 'theme', slug: 'twentytwentyfive', version: '1.2' },
    ]);
    const managed = await checkSiteForUpdates({ ...deps(), inventory: 'managed' }, named, { requestId: null });
    expect(managed).toEqual(all);
    expect((await row(OTHER))?.packages).toEqual([{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }]);
  });

  it('answers an unsigned check and records it unverified after the answer; its reports are not counted', async () => {
    // A first check-in names the installed version, as a signed site's evidence would.
    await checkSiteForUpdates(deps(), check(OTHER), { requestId: null });
    await checkIns.written();
    const result = await checkSiteForUpdates(deps(), check(`${OTHER}/`, { reports: [report('r1')] }), {
      requestId: null,
    });
    expect(result.plugins.map((answer) => [answer.package.slug, answer.version.version, answer.update])).toEqual([
      ['acme-forms', '2.0.0', true],
    ]);
    expect(await row(OTHER)).toMatchObject({
      url: OTHER,
      verified: false,
      packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
    });
    expect(await row(OTHER)).not.toHaveProperty('outcomes');
    expect(unrecorded).toEqual([]);
  });

  it('a signed check speaks for its enrolled URL: recorded verified, its reports counted', async () => {
    const signer = await enrolled();
    // A first check-in names the installed version: the report's evidence.
    await checkSiteForUpdates(deps(), check(ENROLLED), { signer, signedAt: 1_900_000_000, requestId: null });
    await checkSiteForUpdates(deps(), check(ENROLLED, { reports: [report('r1')] }), {
      signer,
      signedAt: 1_900_000_001,
      requestId: 'req-1',
    });
    expect(await row(ENROLLED)).toMatchObject({ verified: true, siteTime: 1_900_000_001, outcomes: [report('r1')] });
    expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toMatchObject({ sites: 1, failed: 1 });
  });

  it('a signed check for another URL is refused before anything is read or written', async () => {
    const signer = await enrolled();
    await expect(
      checkSiteForUpdates(deps(), check(OTHER, { reports: [report('r1')] }), {
        signer,
        signedAt: 1_900_000_000,
        requestId: null,
      }),
    ).rejects.toThrow(ConflictError);
    expect(await row(OTHER)).toBeUndefined();
    expect(await row(ENROLLED)).not.toHaveProperty('outcomes');
    expect(await row(ENROLLED)).not.toHaveProperty('siteTime');
  });

  it('`record: false` is answered and not written, signed or not', async () => {
    const signer = await enrolled();
    const unsigned = await checkSiteForUpdates(deps(), check(OTHER, { record: false }), { requestId: null });
    expect(unsigned.plugins).toHaveLength(1);
    await checkSiteForUpdates(deps(), check(ENROLLED, { record: false }), {
      signer,
      signedAt: 1_900_000_000,
      requestId: null,
    });
    expect(await row(OTHER)).toBeUndefined();
    expect(await row(ENROLLED)).toMatchObject({ packages: [] });
    expect(await row(ENROLLED)).not.toHaveProperty('siteTime');
  });
});
