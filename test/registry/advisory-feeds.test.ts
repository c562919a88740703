/**
 * The feed importers (DESIGN 15): each source's shape read from a fixture file (or served over
 * HTTP with its Bearer key) into the domain's Advisory, with the filter of the packages the
 * registry cares for and the sink awaited record by record.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Advisory } from '../../src/packages/advisory.js';
import { exposes, fixedIn } from '../../src/packages/advisory.js';
import { cvss3BaseScore, severityOfScore } from '../../src/registry/advisories/feeds/cvss.js';
import { type Keep, importFeed, openFeed } from '../../src/registry/advisories/feeds/import.js';
import { keptPackages } from '../../src/registry/advisories/feeds/kept.js';
import { runFeedImport } from '../../src/registry/advisories/feeds/run.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { addVersion } from '../../src/registry/package-writes.js';
import type { AdapterStorage, AuditStamp } from '../../src/storage/types.js';
import { newVersion } from '../storage/conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';

const FIXTURES = path.resolve('test/fixtures/advisories');
const fixture = (name: string) => path.join(FIXTURES, name);
const everything: Keep = () => true;

/** Every advisory a feed yields to a sink that takes them all as new. */
async function advisoriesOf(file: string, keep: Keep = everything): Promise<Advisory[]> {
  const advisories: Advisory[] = [];
  await importFeed(fs.createReadStream(fixture(file)), keep, async (advisory) => {
    advisories.push(advisory);
    return 'created';
  });
  return advisories;
}

/** The lines of a notice from the feed's message and Defiant's copyright with this licence. */
const defiantNotice = (license: string) => [
  'This record contains material that is subject to copyright',
  '',
  'Copyright 2012-2030 Defiant Inc.',
  license,
  'https://www.wordfence.com/wordfence-intelligence-terms-and-conditions/',
];

const byId = (advisories: Advisory[]) => new Map(advisories.map((a) => [a.id, a]));

describe('CVSS v3 base scores, for OSV records that give only the vector', () => {
  it.each([
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 9.8, 'critical'],
    ['CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H', 9.9, 'critical'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:L/I:L/A:N', 7.2, 'high'],
    ['CVSS:3.0/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H', 7.8, 'high'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N', 6.1, 'medium'],
    ['CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N', 4.3, 'medium'],
    ['CVSS:3.1/AV:N/AC:H/PR:H/UI:N/S:U/C:L/I:N/A:N', 2.2, 'low'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N', 0, 'low'],
  ] as const)('%s scores %d (%s)', (vector, score, severity) => {
    expect(cvss3BaseScore(vector)).toBe(score);
    expect(severityOfScore(score)).toBe(severity);
  });

  it.each([
    'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
    'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/C:H/I:H/A:H',
    'CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
    'AV:N/AC:L/Au:N/C:P/I:P/A:P',
  ])('has no v3 score for %s', (vector) => {
    expect(cvss3BaseScore(vector)).toBeUndefined();
  });
});

describe('Wordfence Intelligence v3', () => {
  it('maps a production record whole: an inclusive upper bound is the last affected version', async () => {
    const advisories = byId(await advisoriesOf('wordfence-production.json'));
    expect(advisories.get('4bce4f04-e622-468a-ac7e-5903ad50cc13')).toStrictEqual({
      id: '4bce4f04-e622-468a-ac7e-5903ad50cc13',
      aliases: ['CVE-2030-0001'],
      summary: 'Acme Forms <= 1.2.3 - Unauthenticated Stored Cross-Site Scripting',
      details:
        'The Acme Forms plugin for WordPress is vulnerable to Stored Cross-Site Scripting in all versions up to, and including, 1.2.3.',
      severity: 'high',
      cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:L/I:L/A:N', score: 7.2 },
      affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', lastAffected: '1.2.3' }] }],
      references: [
        {
          url: 'https://www.wordfence.com/threat-intel/vulnerabilities/id/4bce4f04-e622-468a-ac7e-5903ad50cc13?source=api-prod',
        },
      ],
      published: '2030-02-23T00:00:00.000Z',
      modified: '2030-02-24T08:38:15.000Z',
      withdrawn: null,
      source: 'wordfence',
      notice: [
        ...defiantNotice(
          "Defiant hereby grants you a license to reproduce this information provided that you reproduce Defiant's copyright designation and this license.",
        ),
        '',
        'Copyright 1999-2030 The MITRE Corporation',
        "CVE Usage: MITRE hereby grants you a license to reproduce CVE provided that you reproduce MITRE's copyright designation and this license.",
        'https://www.cve.org/Legal/TermsOfUse',
      ].join('\n'),
    });
  });

  it('maps exclusive bounds, an open upper bound (no fix) and leaves WordPress core out', async () => {
    const advisories = byId(await advisoriesOf('wordfence-production.json'));
    const advisory = advisories.get('7f1d2c3b-0a9e-4d8c-b7a6-5e4f3d2c1b0a')!;
    expect(advisory.affected).toStrictEqual([
      {
        type: 'plugin',
        slug: 'acme-forms',
        ranges: [
          // from_inclusive false: the bound version itself counts (OSV has no exclusive introduced).
          { introduced: '1.0', fixed: '2.0' },
          { introduced: '3.0', lastAffected: '3.1.1' },
        ],
      },
      { type: 'theme', slug: 'acme-theme', ranges: [{ introduced: '0' }] },
    ]);
    expect(advisory.aliases).toStrictEqual([]);
    expect(exposes(advisory, 'plugin', 'acme-forms', '1.9.9')).toBe(true);
    expect(exposes(advisory, 'plugin', 'acme-forms', '2.0')).toBe(false);
    expect(exposes(advisory, 'plugin', 'acme-forms', '3.1.1')).toBe(true);
    expect(exposes(advisory, 'plugin', 'acme-forms', '3.1.2')).toBe(false);
    expect(fixedIn(advisory, 'plugin', 'acme-forms', '1.5')).toBe('2.0');
    expect(exposes(advisory, 'theme', 'acme-theme', '99.0')).toBe(true);
    expect(fixedIn(advisory, 'theme', 'acme-theme', '99.0')).toBeUndefined();
    // A record about core alone is no advisory of the registry's.
    expect(advisories.has('0c8a6e4d-2b1f-4e3d-9c8b-7a6f5e4d3c2b')).toBe(false);
    expect([...advisories.keys()]).toHaveLength(3);
  });

  it('maps a scanner record, which has no CVSS, description or update time', async () => {
    expect(await advisoriesOf('wordfence-scanner.json')).toStrictEqual([
      {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        aliases: [],
        summary: 'Acme Theme <= 2.5.0 - Reflected Cross-Site Scripting',
        details: '',
        severity: 'medium',
        cvss: null,
        affected: [{ type: 'theme', slug: 'acme-theme', ranges: [{ introduced: '2.0.0', lastAffected: '2.5.0' }] }],
        references: [
          {
            url: 'https://www.wordfence.com/threat-intel/vulnerabilities/id/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d?source=api-scanner',
          },
        ],
        published: '2030-04-01T09:30:00.000Z',
        modified: '2030-04-01T09:30:00.000Z',
        withdrawn: null,
        source: 'wordfence',
        notice: defiantNotice('Defiant hereby grants you a license.').join('\n'),
      },
    ]);
  });
});

describe('OSV', () => {
  it('maps one record: a Packagist WordPress name, `"0"` and `fixed`, the CVSS v3 score from its vector', async () => {
    expect(await advisoriesOf('osv-record.json')).toStrictEqual([
      {
        id: 'GHSA-abcd-1234-wxyz',
        aliases: ['CVE-2030-0005'],
        summary: 'Acme Forms SQL injection',
        details: 'Acme Forms before 1.2.4 builds a query from **unescaped** input.',
        // The database's own rating wins over the vector's band (critical).
        severity: 'high',
        cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', score: 9.8 },
        // acme/forms-sdk is a library, not a WordPress package.
        affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.2.4' }] }],
        references: [{ url: 'https://github.com/advisories/GHSA-abcd-1234-wxyz' }],
        published: '2030-05-01T08:00:00.000Z',
        modified: '2030-05-02T10:00:00.000Z',
        withdrawn: null,
        source: 'osv',
        notice: null,
      },
    ]);
  });

  it('maps an array: last_affected, a withdrawn record, two ranges one without a fix, other ecosystems left out', async () => {
    const advisories = byId(await advisoriesOf('osv-array.json'));
    expect([...advisories.keys()]).toStrictEqual(['OSV-2030-0006', 'OSV-2030-0007', 'OSV-2030-0008', 'OSV-2030-0010']);
    expect(advisories.get('OSV-2030-0006')).toMatchObject({
      affected: [{ type: 'theme', slug: 'acme-theme', ranges: [{ introduced: '1.5', lastAffected: '2.5.1' }] }],
      severity: 'medium',
      cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N', score: 4.3 },
    });
    const withdrawn = advisories.get('OSV-2030-0007')!;
    expect(withdrawn.withdrawn).toBe('2030-06-05T00:00:00.000Z');
    expect(withdrawn.affected).toStrictEqual([{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0' }] }]);
    expect(exposes(withdrawn, 'plugin', 'acme-forms', '1.0.0')).toBe(false);
    const twoLines = advisories.get('OSV-2030-0008')!;
    expect(twoLines).toMatchObject({
      affected: [
        { type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '1.0', fixed: '1.1' }, { introduced: '2.0' }] },
      ],
      severity: 'medium',
      cvss: null,
      // No published time: the modified one stands for it.
      published: '2030-06-06T00:00:00.000Z',
    });
    expect(exposes(twoLines, 'plugin', 'acme-forms', '1.1')).toBe(false);
    expect(exposes(twoLines, 'plugin', 'acme-forms', '2.7')).toBe(true);
  });
});

describe('the import run', () => {
  it('puts only advisories naming a kept package, and counts what the sink did', async () => {
    const keep: Keep = (type, slug) => type === 'plugin' && slug === 'acme-forms';
    const answers = ['created', 'unchanged'] as const;
    let put = 0;
    const counts = await importFeed(fs.createReadStream(fixture('wordfence-production.json')), keep, async () =>
      Promise.resolve(answers[put++]),
    );
    // The two about acme-forms; core alone and other-plugin are passed over.
    expect(counts).toStrictEqual({ source: 'wordfence', created: 1, updated: 0, unchanged: 1, skipped: 2 });
  });

  it.each([
    ['wordfence-production.json', 'wordfence'],
    ['wordfence-scanner.json', 'wordfence'],
    ['osv-record.json', 'osv'],
    ['osv-array.json', 'osv'],
  ])('tells the source of %s by its shape: %s', async (file, source) => {
    const counts = await importFeed(fs.createReadStream(fixture(file)), everything, async () => 'unchanged');
    expect(counts.source).toBe(source);
  });

  it('awaits the sink before it reads on: one advisory in flight at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const ids: string[] = [];
    await importFeed(fs.createReadStream(fixture('osv-array.json')), everything, async (advisory) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      ids.push(advisory.id);
      inFlight--;
      return 'created';
    });
    expect(most).toBe(1);
    expect(ids).toStrictEqual(['OSV-2030-0006', 'OSV-2030-0007', 'OSV-2030-0008', 'OSV-2030-0010']);
  });

  it('refuses a feed that is not JSON', async () => {
    const dir = testTempDir('feed-bad');
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{"4bce4f04": {"id": "4bce4f04", "software": [');
    await expect(importFeed(fs.createReadStream(file), everything, async () => 'created')).rejects.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('a feed served over HTTP', () => {
  const KEY = 'wf-test-key-0123456789';
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.headers.authorization !== `Bearer ${KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
        return;
      }
      if (req.url !== '/api/intelligence/v3/vulnerabilities/scanner') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      fs.createReadStream(fixture('wordfence-scanner.json')).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is fetched at its path with the key as a Bearer token and read as it arrives', async () => {
    const input = await openFeed(`${base}/api/intelligence/v3/vulnerabilities/scanner`, KEY);
    const ids: string[] = [];
    const counts = await importFeed(input, everything, async (advisory) => {
      ids.push(advisory.id);
      return 'created';
    });
    expect(ids).toStrictEqual(['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d']);
    expect(counts).toStrictEqual({ source: 'wordfence', created: 1, updated: 0, unchanged: 0, skipped: 0 });
  });

  it('says what the feed answered when the key is wrong or missing', async () => {
    const url = `${base}/api/intelligence/v3/vulnerabilities/scanner`;
    await expect(openFeed(url, 'wrong')).rejects.toThrow(`The feed ${url} answered 401 Unauthorized.`);
    await expect(openFeed(url)).rejects.toThrow('answered 401');
  });
});

describe('keptPackages: what the registry holds or some site runs', () => {
  let dataDir: string;
  let storage: AdapterStorage;
  beforeEach(() => {
    dataDir = testTempDir('feed-kept');
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  });
  afterEach(async () => {
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a held plugin and a theme a site runs, and nothing else', async () => {
    await addVersion(storage, newVersion(storage, { slug: 'acme-forms', version: '1.0.0' }).input);
    await storage.sites.record({
      url: 'https://shop.example',
      wpVersion: '6.5.2',
      phpVersion: '8.2.20',
      locale: 'en_US',
      lastSeen: '2030-01-02T03:04:05.000Z',
      packages: [{ type: 'theme', slug: 'acme-theme', version: '2.1.0' }],
    });
    const keep = await keptPackages(storage);
    expect([
      keep('plugin', 'acme-forms'),
      keep('theme', 'acme-theme'),
      keep('theme', 'acme-forms'),
      keep('plugin', 'acme-theme'),
      keep('plugin', 'other-plugin'),
    ]).toStrictEqual([true, true, false, false, false]);
    const ids = (await advisoriesOf('osv-array.json', keep)).map((a) => a.id);
    expect(ids).toStrictEqual(['OSV-2030-0006', 'OSV-2030-0007', 'OSV-2030-0008']);
  });
});

describe('runFeedImport: into the advisories store', () => {
  const stamp: AuditStamp = { actor: { cli: 'keys' }, requestId: null };
  let dataDir: string;
  let storage: AdapterStorage;
  beforeEach(async () => {
    dataDir = testTempDir('feed-run');
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    await addVersion(storage, newVersion(storage, { slug: 'acme-forms', version: '1.0.0' }).input);
    await addVersion(storage, newVersion(storage, { type: 'theme', slug: 'acme-theme', version: '2.1.0' }).input);
  });
  afterEach(async () => {
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const importEntries = async () =>
    (await storage.audit.list({ action: 'advisory.import', offset: 0, limit: 10 })).entries.map((e) => ({
      slug: e.slug,
      changes: e.changes,
    }));

  it('upserts by id: a second import of the same feed writes nothing, one entry a run', async () => {
    const first = await runFeedImport(storage, fixture('wordfence-production.json'), { stamp });
    expect(first).toStrictEqual({ source: 'wordfence', created: 2, updated: 0, unchanged: 0, skipped: 2 });
    const stored = await storage.advisories.list();
    expect(stored.map((a) => a.id)).toStrictEqual([
      '4bce4f04-e622-468a-ac7e-5903ad50cc13',
      '7f1d2c3b-0a9e-4d8c-b7a6-5e4f3d2c1b0a',
    ]);
    expect(stored).toStrictEqual(
      (await advisoriesOf('wordfence-production.json')).filter((a) => a.id !== 'e5d4c3b2-a190-4f8e-8d7c-6b5a4f3e2d1c'),
    );

    const second = await runFeedImport(storage, fixture('wordfence-production.json'), { stamp });
    expect(second).toStrictEqual({ source: 'wordfence', created: 0, updated: 0, unchanged: 2, skipped: 2 });
    expect(await storage.advisories.list()).toStrictEqual(stored);
    expect(await importEntries()).toStrictEqual([
      { slug: 'wordfence', changes: { created: [null, 0], updated: [null, 0] } },
      { slug: 'wordfence', changes: { created: [null, 2], updated: [null, 0] } },
    ]);
  });

  it('records what a run wrote before its feed broke off, and nothing for one that wrote nothing', async () => {
    const dir = testTempDir('feed-cut');
    const cut = path.join(dir, 'cut.json');
    const whole = fs.readFileSync(fixture('osv-array.json'), 'utf8');
    fs.writeFileSync(cut, whole.slice(0, whole.indexOf('"OSV-2030-0008"')));
    await expect(runFeedImport(storage, cut, { stamp })).rejects.toThrow();
    expect((await storage.advisories.list()).map((a) => a.id)).toStrictEqual(['OSV-2030-0006', 'OSV-2030-0007']);
    expect(await importEntries()).toStrictEqual([{ slug: 'osv', changes: { created: [null, 2], updated: [null, 0] } }]);
    await expect(runFeedImport(storage, cut, { stamp })).rejects.toThrow();
    expect(await importEntries()).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('updates what a later feed changed, and only that', async () => {
    await runFeedImport(storage, fixture('osv-array.json'), { stamp });
    const dir = testTempDir('feed-later');
    const later = path.join(dir, 'later.json');
    const records = JSON.parse(fs.readFileSync(fixture('osv-array.json'), 'utf8')) as Array<Record<string, unknown>>;
    records[0] = { ...records[0], modified: '2030-07-01T00:00:00Z', summary: 'Acme Theme path traversal, fixed' };
    fs.writeFileSync(later, JSON.stringify(records));
    const counts = await runFeedImport(storage, later, { stamp });
    expect(counts).toStrictEqual({ source: 'osv', created: 0, updated: 1, unchanged: 2, skipped: 2 });
    expect((await storage.advisories.get('OSV-2030-0006'))?.summary).toBe('Acme Theme path traversal, fixed');
    expect((await importEntries())[0]).toStrictEqual({
      slug: 'osv',
      changes: { created: [null, 0], updated: [null, 1] },
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
