/**
 * Where each adapter keeps an entry with its change, beyond the conformance suite: on the local
 * adapter the entry and the change are one SQLite transaction (an entry that cannot be written
 * takes the change with it) and the table refuses edits; on Azure the entry is a row of the
 * change's own partition, committed in its transaction, and a crash before the copy to the log
 * is repaired at the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { odata, TableClient } from '@azure/data-tables';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { siteId } from '../../src/storage/site-id.js';
import type { AuditStamp } from '../../src/storage/types.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { AuditRows } from '../../src/storage/azure/audit.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { newVersion } from './conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { addVersion, deletePackage, deleteVersion, updateVersion } from '../../src/registry/package-writes.js';

const ci: AuditStamp = { actor: { keyId: 'key_1', keyName: 'ci' }, requestId: 'r-1' };
const page = { offset: 0, limit: 100 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('local: one SQLite transaction', () => {
  function open() {
    const dataDir = testTempDir('audit');
    const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    cleanups.push(async () => {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return { storage, db: path.join(dataDir, 'registry.sqlite') };
  }

  it('a change whose entry cannot be written does not happen', async () => {
    const { storage, db } = open();
    await addVersion(storage, newVersion(storage, { version: '1.0.0', notes: 'Before.' }).input, ci);
    await addVersion(storage, newVersion(storage, { version: '2.0.0' }).input, ci);
    const other = new Database(db);
    other.exec(
      `CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit disk full'); END`,
    );
    other.close();

    await expect(
      updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'After.', latest: true }, ci),
    ).rejects.toThrow('audit disk full');
    await expect(deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0', ci)).rejects.toThrow('audit disk full');
    await expect(addVersion(storage, newVersion(storage, { version: '3.0.0' }).input, ci)).rejects.toThrow(
      'audit disk full',
    );
    await expect(deletePackage(storage, 'plugin', 'acme-forms', ci)).rejects.toThrow('audit disk full');
    const versions = await storage.versions.list('plugin', 'acme-forms');
    expect(versions!.map((v) => [v.version, v.latest, v.releaseNotes])).toEqual([
      ['2.0.0', true, 'Notes for 2.0.0.'],
      ['1.0.0', false, 'Before.'],
    ]);
    expect((await storage.audit.list(page)).total).toBe(2);
  });

  it('a site change whose entry cannot be written (sites.sqlite) does not happen either', async () => {
    const { storage, db } = open();
    const url = 'https://shop.example.com';
    await storage.sites.record({
      url,
      wpVersion: '',
      phpVersion: '',
      locale: '',
      lastSeen: new Date().toISOString(),
      packages: [],
    });
    const other = new Database(db.replace('registry.sqlite', 'sites.sqlite'));
    other.exec(
      `CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit disk full'); END`,
    );
    other.close();
    await expect(storage.sites.change(siteId(url), siteChangeRule({ ring: 'canary' }), ci)).rejects.toThrow(
      'audit disk full',
    );
    expect((await storage.sites.get(siteId(url)))!.assignedRing).toBeUndefined();
    expect((await storage.audit.list(page)).total).toBe(0);
  });

  it('the table refuses to change or delete an entry, whoever asks', async () => {
    const { storage, db } = open();
    await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci);
    const other = new Database(db);
    try {
      expect(() => other.prepare(`UPDATE audit_log SET action = 'plugin.delete'`).run()).toThrow(
        'audit entries are never changed',
      );
      expect(() => other.prepare('DELETE FROM audit_log').run()).toThrow('audit entries are never deleted');
    } finally {
      other.close();
    }
    expect((await storage.audit.list(page)).entries).toMatchObject([{ action: 'plugin.upload' }]);
  });
});

describe("azure: the change's partition, then the log", () => {
  const connectionString = azuriteConnectionString();
  async function open() {
    const names = randomAzureNames();
    const storage = await createAzureStorage({ connectionString, ...names });
    cleanups.push(async () => {
      await storage.close();
      await dropAzure(connectionString, names);
    });
    return {
      storage,
      names,
      table: TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true }),
    };
  }
  const auditRows = async (table: TableClient, partitionKey: string) => {
    const rows = [];
    for await (const row of table.listEntities({
      queryOptions: { filter: odata`PartitionKey eq ${partitionKey} and RowKey ge '~audit~'` },
    }))
      rows.push(row);
    return rows;
  };

  it("each entry is a row of its change's partition (one transaction with it) and a row of the log", async () => {
    const { storage, table } = await open();
    await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci);
    await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'x'.repeat(30_000) }, ci);
    await storage.keys.create(
      { id: 'key_2', name: 'n', hash: 'ab'.repeat(32), scopes: {}, createdAt: new Date().toISOString() },
      { actor: { cli: 'keys' }, requestId: null },
    );
    expect((await auditRows(table, 'plugin~acme-forms')).map((r) => r.action)).toEqual([
      'plugin.version.update',
      'plugin.upload',
    ]);
    expect((await auditRows(table, 'apikeys')).map((r) => r.action)).toEqual(['key.create']);
    const log = await auditRows(table, 'audit');
    expect(log.map((r) => r.rowKey)).toEqual([
      ...(await auditRows(table, 'apikeys')).map((r) => r.rowKey),
      ...(await auditRows(table, 'plugin~acme-forms')).map((r) => r.rowKey),
    ]);
    const [update] = (await storage.audit.list({ ...page, action: 'plugin.version.update' })).entries;
    expect(update.changes.release_notes).toEqual(['Notes for 1.0.0.', 'x'.repeat(30_000)]); // longer than one table property
  });

  it('an entry a crash kept out of the log (after its commit, before the copy) is copied at the next start', async () => {
    const { storage, names, table } = await open();
    await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci);
    // What a crash between the commit and the copy leaves: the entry in the package's partition only.
    const log = new AuditRows(table);
    const lost = log.stamp({
      action: 'plugin.version.update',
      type: 'plugin',
      slug: 'acme-forms',
      version: '1.0.0',
      actor: ci.actor,
      requestId: 'r-2',
      changes: { latest: [false, true] },
    });
    await table.submitTransaction([log.action('plugin~acme-forms', lost)]);
    expect((await storage.audit.list(page)).total).toBe(1);

    const restarted = await createAzureStorage({ connectionString, ...names });
    cleanups.push(() => restarted.close());
    expect((await restarted.maintain()).auditEntriesCopied).toBe(1);
    expect((await restarted.audit.list(page)).entries.map((e) => e.id)).toEqual([lost.id, expect.any(String)]);
    expect((await restarted.audit.list(page)).entries[0]).toEqual(lost);
    expect((await restarted.maintain()).auditEntriesCopied).toBe(0);
  });
});
