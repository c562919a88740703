/**
 * changePackage on Azure beyond the conformance suite: a commit whose answer is lost (the
 * transaction may have landed or not), and the archive an upload stored when its change does not
 * commit. The answer is lost by a wrapper around the adapter's real commit on Azurite: the
 * transaction runs (or not) as Azure would, and only its answer is replaced by a 503.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContainerClient } from '@azure/storage-blob';
import { ConflictError, InputError } from '../../src/errors.js';
import type { AdapterParts } from '../../src/storage/azure/adapter.js';
import { ArchiveContainer } from '../../src/storage/azure/archives.js';
import { type AzureStorage, createAzureStorage } from '../../src/storage/azure/index.js';
import type { PackageRows } from '../../src/storage/azure/records.js';
import { newVersionRecord } from '../../src/storage/new-version.js';
import type { AuditStamp, PackageDecide, VersionRecord } from '../../src/storage/types.js';
import { decideUpload } from '../../src/registry/package-changes.js';
import { addVersion, updatePackage } from '../../src/registry/package-writes.js';
import { azuriteConnectionString, type AzureNames, blobNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { add, newVersion } from './conformance/context.js';

const connectionString = azuriteConnectionString();
const ci: AuditStamp = { actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'acme-forms-ci' }, requestId: 'req-1' };
let names: AzureNames;
let storage: AzureStorage;

const partsOf = (adapter: AzureStorage) => (adapter as unknown as { parts: AdapterParts }).parts;

/** The next commit's answer is a 503; `lands` says whether the transaction ran first. */
function loseNextAnswer(records: PackageRows, lands: boolean): void {
  const commit = records.commit.bind(records);
  records.commit = async (actions) => {
    records.commit = commit;
    if (lands) await commit(actions);
    throw Object.assign(new Error('The answer was lost.'), { name: 'RestError', statusCode: 503 });
  };
}

beforeEach(async () => {
  names = randomAzureNames();
  storage = await createAzureStorage({ connectionString, ...names });
});
afterEach(async () => {
  await storage.close();
  await dropAzure(connectionString, names);
});

describe('a commit whose answer is lost', () => {
  it('that landed: the change answers as committed, once, with its audit entry once', async () => {
    await add(storage, { version: '1.0.0' });
    loseNextAnswer(partsOf(storage).records, true);
    const updated = await updatePackage(storage, 'plugin', 'acme-forms', { homepage: 'https://x.example' }, ci);
    expect(updated?.settings.homepage).toBe('https://x.example');
    expect((await storage.getPackage('plugin', 'acme-forms'))?.settings.homepage).toBe('https://x.example');
    const { entries } = await storage.audit.list({ slug: 'acme-forms', action: 'plugin.update', offset: 0, limit: 10 });
    expect(entries).toHaveLength(1);
  });

  it('that did not land: the change runs again on a fresh read and commits', async () => {
    await add(storage, { version: '1.0.0' });
    loseNextAnswer(partsOf(storage).records, false);
    let decisions = 0;
    const { input } = newVersion(storage, { version: '1.1.0' });
    const record = newVersionRecord(input, new Date().toISOString());
    const decide: PackageDecide<{ version: VersionRecord }> = (state) => {
      decisions++;
      return decideUpload(state, { version: record, audit: ci });
    };
    const archive = { version: record, archivePath: input.archivePath };
    const { version } = await storage.changePackage('plugin', 'acme-forms', decide, archive);
    expect(version).toMatchObject({ version: '1.1.0', latest: true });
    // Before the upload, the first attempt on that read, the attempt after the lost answer.
    expect(decisions).toBe(3);
    expect((await storage.versions.list('plugin', 'acme-forms'))?.map((v) => [v.version, v.latest])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
    const { entries } = await storage.audit.list({ slug: 'acme-forms', action: 'plugin.upload', offset: 0, limit: 10 });
    expect(entries.map((e) => e.version)).toEqual(['1.1.0']);
  });
});

describe("an upload's archive when its change does not commit", () => {
  it('a change refused after the upload removes the archive it uploaded', async () => {
    await add(storage, { version: '1.0.0' });
    const before = await blobNames(connectionString, names.container);
    const { input } = newVersion(storage, { version: '2.0.0' });
    const record = newVersionRecord(input, new Date().toISOString());
    let decisions = 0;
    // Refused on the read after the upload, as when another writer got in between.
    const decide: PackageDecide<unknown> = (state) => {
      if (++decisions > 1) throw new InputError('Refused on a fresh read.');
      return decideUpload(state, { version: record });
    };
    await expect(
      storage.changePackage('plugin', 'acme-forms', decide, { version: record, archivePath: input.archivePath }),
    ).rejects.toThrow(InputError);
    expect(decisions).toBe(2);
    expect(await blobNames(connectionString, names.container)).toEqual(before);
  });

  it('a decision that writes nothing uploads nothing', async () => {
    await add(storage, { version: '1.0.0' });
    const before = await blobNames(connectionString, names.container);
    const { input } = newVersion(storage, { version: '2.0.0' });
    const record = newVersionRecord(input, new Date().toISOString());
    const answer = await storage.changePackage('plugin', 'acme-forms', () => ({ write: {}, result: 'nothing' }), {
      version: record,
      archivePath: input.archivePath,
    });
    expect(answer).toBe('nothing');
    expect(await blobNames(connectionString, names.container)).toEqual(before);
  });

  it('an archive that a committed row names stays, even when this change uploaded it and was refused', async () => {
    // Another server stored the same bytes (the same file name); its blob went missing, so this
    // upload creates it again before its change is refused: the committed row needs it.
    const other = newVersion(storage, { version: '1.0.0' });
    const { version: stored } = await addVersion(storage, other.input);
    const container = new ContainerClient(connectionString, names.container);
    await container.deleteBlob(ArchiveContainer.blobName(stored));
    const again = newVersion(storage, { version: '1.0.0' });
    const record = newVersionRecord(again.input, new Date().toISOString());
    expect(record.fileName).toBe(stored.fileName);
    let decisions = 0;
    // The first decision does not look (as when it read before the other server's commit).
    const decide: PackageDecide<unknown> = (state) =>
      ++decisions === 1 ? decideUpload(undefined, { version: record }) : decideUpload(state, { version: record });
    await expect(
      storage.changePackage('plugin', 'acme-forms', decide, { version: record, archivePath: again.input.archivePath }),
    ).rejects.toThrow(ConflictError);
    expect(await blobNames(connectionString, names.container)).toEqual([ArchiveContainer.blobName(stored)]);
  });
});
