/**
 * Azure-only behaviour beyond the conformance suite: what Blob Storage itself answers to a
 * SAS link, two adapter instances racing on one table (the ETag path that one instance's
 * own write queue never reaches), the start-up repairs, and records larger than one property.
 */
import { createHash } from 'node:crypto';
import { TableClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError, UnavailableError } from '../../src/errors.js';
import { type AzureStorage, createAzureStorage } from '../../src/storage/azure/index.js';
import { compareVersions } from '../../src/packages/version-compare.js';
import type { StorageSnapshot } from '../../src/storage/types.js';
import { azuriteConnectionString, type AzureNames, blobNames, dropAzure, randomAzureNames } from '../support/azure.js';
import {
  add,
  addThemesTheOldWay,
  expectScreenshotsFilled,
  latestFlags,
  newVersion,
  PNG,
} from './conformance/context.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { addVersion } from '../../src/registry/package-writes.js';

const connectionString = azuriteConnectionString();
let names: AzureNames;
let opened: AzureStorage[] = [];

async function open(options: Partial<Parameters<typeof createAzureStorage>[0]> = {}): Promise<AzureStorage> {
  const storage = await createAzureStorage({ connectionString, ...names, ...options });
  opened.push(storage);
  return storage;
}

const table = () => TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
const container = () => BlobServiceClient.fromConnectionString(connectionString).getContainerClient(names.container);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  names = randomAzureNames();
});
afterEach(async () => {
  await Promise.all(opened.map((s) => s.close()));
  opened = [];
  await dropAzure(connectionString, names);
});

describe('SAS links against Blob Storage', () => {
  it('download with no key, as application/zip, with the checksum as Content-MD5', async () => {
    const storage = await open();
    const { input, bytes } = newVersion(storage, { version: '1.0.0' });
    const { version } = await addVersion(storage, input);
    const link = new URL(storage.archiveLink(version, inAnHour()));
    expect(link.searchParams.get('sp')).toBe('r');
    expect(link.searchParams.has('st')).toBe(false);
    expect(Math.abs(Date.parse(link.searchParams.get('se')!) / 1000 - inAnHour())).toBeLessThan(5);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(response.headers.get('content-md5')!, 'base64').toString('hex')).toBe(version.checksum);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a link is read-only: writing through it is refused', async () => {
    const storage = await open();
    const { version } = await add(storage, { version: '1.0.0' });
    const response = await fetch(storage.archiveLink(version, inAnHour()), {
      method: 'PUT',
      body: 'evil',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
    });
    expect(response.status).toBe(403);
  });
});

describe('two instances on one table (two processes)', () => {
  it('concurrent uploads through both retry on ETag conflicts; all land, one latest: the highest', async () => {
    const [a, b] = [await open(), await open()];
    const versions = Array.from({ length: 30 }, (_, i) => `2.${i}.0`);
    const results = await Promise.allSettled(versions.map((version, i) => add(i % 2 ? a : b, { version })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const flags = await latestFlags(a, 'plugin', 'acme-forms');
    expect(flags).toHaveLength(30);
    const highest = [...versions].sort(compareVersions).at(-1);
    expect(flags.filter(([, latest]) => latest)).toEqual([[highest, true]]);
    expect((await b.getPackage('plugin', 'acme-forms'))!.latest.version).toBe(highest);
    expect((await b.listPackages('plugin', { offset: 0, limit: 5 })).packages[0].latest.version).toBe(highest);
  });

  it("one instance lists another's writes once its catalog copy expires", async () => {
    const a = await open({ cacheCheckMs: 200 });
    const b = await open();
    expect((await a.listPackages('plugin', { offset: 0, limit: 5 })).total).toBe(0);
    await add(b, { version: '1.0.0' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await a.listPackages('plugin', { offset: 0, limit: 5 })).total).toBe(1);
  });
});

describe('a check-in that starts from the row its update check read', () => {
  it('keeps a hold set meanwhile: the stale row fails on its ETag and the write reads the row again', async () => {
    const storage = await open();
    const site = (version: string) => ({
      url: 'https://held.example',
      wpVersion: '6.5',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: new Date().toISOString(),
      packages: [{ type: 'plugin' as const, slug: 'acme-forms', version }],
    });
    await storage.sites.record(site('1.0.0'));
    const [{ id }] = (await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 1 })).sites;
    expect(await storage.sites.get(id)).toBeDefined(); // the update check's read, handed to the check-in below
    await storage.sites.change(id, siteChangeRule({ holds: { plugins: ['acme-forms'], themes: [] }, ring: 'beta' }));
    await storage.sites.record(site('1.1.0'));
    const after = await storage.sites.get(id);
    expect(after?.holds).toEqual({ plugins: ['acme-forms'], themes: [] });
    expect(after?.assignedRing).toBe('beta');
    expect(after?.packages).toEqual([{ type: 'plugin', slug: 'acme-forms', version: '1.1.0' }]);
  });
});

describe('contention and limits', () => {
  it('gives up with UnavailableError after the retry budget, storing neither record nor blob', async () => {
    const storage = await open({ retry: { budgetMs: 300 } });
    // A fresh tombstone: a delete in progress that never finishes, so the writer can only wait.
    await table().createEntity({
      partitionKey: 'plugin~acme-forms',
      rowKey: 'head',
      deletingAt: new Date().toISOString(),
    });
    await expect(add(storage, { version: '1.0.0' })).rejects.toThrow(UnavailableError);
    expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toBeUndefined();
    expect(await blobNames(connectionString, names.container)).toEqual([]);
  });

  it('release notes longer than one table property are split and read back whole', async () => {
    const storage = await open();
    const notes = `${'Long 😀 notes. '.repeat(6000)}end`;
    await add(storage, { version: '1.0.0', notes });
    // Compared by digest: a failure would otherwise print 90 000 characters twice.
    const digest = (text?: string) =>
      createHash('sha256')
        .update(text ?? '')
        .digest('hex');
    expect(digest((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.releaseNotes)).toBe(digest(notes));
    expect(digest((await storage.getPackage('plugin', 'acme-forms'))!.latest.releaseNotes)).toBe(digest(notes));
    expect(
      digest((await storage.listPackages('plugin', { offset: 0, limit: 1 })).packages[0].latest.releaseNotes),
    ).toBe(digest(notes));
  });

  it('refuses metadata larger than an Azure entity with InputError before storing anything', async () => {
    const storage = await open();
    const { input } = newVersion(storage, { version: '1.0.0' });
    input.manifest = {
      ...input.manifest,
      type: 'plugin',
      descriptionHtml: 'x'.repeat(600_000),
    } as typeof input.manifest;
    await expect(addVersion(storage, input)).rejects.toThrow(InputError);
    expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
    expect(await blobNames(connectionString, names.container)).toEqual([]);
  });
});

describe('maintain(): themes stored before screenshots were kept', () => {
  it('fills in the screenshot their archives hold, once', async () => {
    const storage = await open();
    await addThemesTheOldWay(storage);
    expect((await storage.maintain()).screenshotsFilled).toBe(2);
    await expectScreenshotsFilled(storage);
    const fresh = await open();
    await expectScreenshotsFilled(fresh);
    // Once: a later start looks no more (a version stored without it now stays so).
    await add(fresh, { type: 'theme', slug: 'acme-blocks', version: '1.2.0', files: { 'screenshot.png': PNG } });
    expect((await fresh.maintain()).screenshotsFilled).toBe(0);
    expect((await fresh.getPackage('theme', 'acme-blocks'))!.latest.manifest).not.toHaveProperty('screenshot');
  });
});

describe('maintain(): repairs after a crash', () => {
  it('refreshes a catalog row left stale or missing by a crash between commit and refresh', async () => {
    const storage = await open();
    await add(storage, { slug: 'kept', version: '1.0.0' });
    await add(storage, { slug: 'lost', version: '1.0.0' });
    await add(storage, { slug: 'stale', version: '1.0.0', name: 'Old' });
    await table().deleteEntity('catalog~plugin', 'lost');
    const row = await table().getEntity('catalog~plugin', 'stale');
    await add(storage, { slug: 'stale', version: '2.0.0', name: 'New' });
    await table().updateEntity({ ...row, partitionKey: 'catalog~plugin', rowKey: 'stale' }, 'Replace'); // the row as it was before 2.0.0
    const fresh = await open();
    expect((await fresh.listPackages('plugin', { offset: 0, limit: 5 })).total).toBe(2);
    const report = await fresh.maintain();
    expect(report.catalogRowsRefreshed).toBe(2);
    const { packages } = await fresh.listPackages('plugin', { offset: 0, limit: 5 });
    expect(packages.map((p) => [p.slug, p.latest.version])).toEqual([
      ['kept', '1.0.0'],
      ['lost', '1.0.0'],
      ['stale', '2.0.0'],
    ]);
    expect((await fresh.maintain()).catalogRowsRefreshed).toBe(0);
  });

  it('removes orphan blobs past the grace period and keeps every referenced one', async () => {
    const storage = await open({ orphanGraceMs: 0 });
    const { version } = await add(storage, { version: '1.0.0' });
    const orphan = Buffer.from('left by a crash');
    const orphanName = `plugins/acme-forms/acme-forms-9.9.9-${createHash('md5').update(orphan).digest('hex')}.zip`;
    await container().getBlockBlobClient(orphanName).uploadData(orphan);
    await container()
      .getBlockBlobClient(orphanName.replace(/\.zip$/, '.screenshot.png'))
      .uploadData(orphan);
    // A kept screenshot lives as long as its archive: the one of a stored version stays.
    const kept = `plugins/acme-forms/${version.fileName.replace(/\.zip$/, '.screenshot.png')}`;
    await container().getBlockBlobClient(kept).uploadData(orphan);
    await container().getBlockBlobClient('not-ours/readme.txt').uploadData(Buffer.from('x'));
    expect((await storage.maintain()).orphanArchivesRemoved).toBe(2);
    expect(await blobNames(connectionString, names.container)).toEqual(
      ['not-ours/readme.txt', `plugins/acme-forms/${version.fileName}`, kept].sort(),
    );
  });

  it('keeps young blobs: they may be uploads whose record is still on its way', async () => {
    const storage = await open();
    await container().getBlockBlobClient('plugins/acme-forms/acme-forms-1.0.0-0123.zip').uploadData(Buffer.from('x'));
    expect((await storage.maintain()).orphanArchivesRemoved).toBe(0);
  });

  it('finishes a package delete that died after its tombstone, and the slug can be used again', async () => {
    const storage = await open();
    for (const version of ['1.0.0', '2.0.0']) await add(storage, { version });
    const head = await table().getEntity('plugin~acme-forms', 'head');
    await table().updateEntity(
      { partitionKey: 'plugin~acme-forms', rowKey: 'head', deletingAt: new Date(Date.now() - 60_000).toISOString() },
      'Replace',
      { etag: head.etag },
    );
    expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
    expect((await storage.maintain()).deletesFinished).toBe(1);
    const rows = [];
    for await (const row of table().listEntities({ queryOptions: { filter: "PartitionKey eq 'plugin~acme-forms'" } }))
      rows.push(row);
    expect(rows).toEqual([]);
    expect((await add(storage, { version: '0.1.0' })).package.latest.version).toBe('0.1.0');
    expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([['0.1.0', true]]);
  });
});

describe('bulk snapshot: a pass whose change stamps moved is read again', () => {
  const versionsIn = async (view: StorageSnapshot) => {
    const seen: string[] = [];
    for await (const { versions } of view.packages()) seen.push(...versions.map((v) => v.version));
    return seen;
  };

  it('a key revoked during a pass makes it read again, with the revocation', async () => {
    const storage = await open();
    await add(storage, { version: '1.0.0' });
    const key = {
      id: 'key_00000000000a',
      name: 'ci',
      hash: 'ab'.repeat(32),
      scopes: {},
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    await storage.keys.create(key);
    let passes = 0;
    const keys = await storage.bulk.snapshot(async (view) => {
      passes++;
      if (passes === 1) await storage.keys.revoke(key.id, { actor: { cli: 'keys' }, requestId: null });
      const all = [];
      for await (const k of view.keys()) all.push(k);
      return all;
    });
    expect(passes).toBe(2);
    expect(keys.map((k) => Boolean(k.revokedAt))).toEqual([true]);
  });

  it('gives up with UnavailableError when every pass moved, and says to try when it is quieter', async () => {
    const storage = await open();
    let passes = 0;
    const moving = storage.bulk.snapshot(async (view) => {
      passes++;
      await add(storage, { version: `1.${passes}.0` });
      return versionsIn(view);
    });
    await expect(moving).rejects.toThrow(UnavailableError);
    await expect(moving).rejects.toThrow(/try again when it is quieter/);
    expect(passes).toBe(8);
  });
});
