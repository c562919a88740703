import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { exportRegistry } from '../../src/registry/transfer/export.js';
import { importRegistry } from '../../src/registry/transfer/import.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage } from '../../src/storage/types.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { fillRegistry } from '../support/registry-fixture.js';
import { testTempDir } from '../support/temp-dirs.js';

// Kept apart from test/registry/transfer.test.ts, whose tamper case changes the FIRST archive:
// the second pass checks that one before it writes anything, so that case passes even when the
// first pass checks no archive at all. Only a LATER archive tells the two passes apart.

/** A storage for this test, closed (and an Azure one's tables and containers dropped) after it. */
async function openStorage(adapter: string, dataDir: string): Promise<AdapterStorage> {
  if (adapter === 'local') {
    const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    onTestFinished(() => storage.close());
    return storage;
  }
  const connectionString = azuriteConnectionString();
  const names = randomAzureNames();
  const azure = await createAzureStorage({ connectionString, ...names });
  onTestFinished(() => azure.close().then(() => dropAzure(connectionString, names)));
  return azure;
}

/** The offset of the last archive's data in a tar: its 512-byte header block starts with its name. */
function lastArchiveData(tar: Buffer): { name: string; offset: number } {
  let header = -1;
  for (let at = 0; at < tar.length; at += 512) {
    if (tar.subarray(at, at + 9).toString('latin1') === 'archives/' && tar.subarray(at, at + 100).includes('.zip'))
      header = at;
  }
  expect(header).toBeGreaterThan(0);
  const name = tar
    .subarray(header, header + 100)
    .toString('latin1')
    .replace(/\0.*$/s, '');
  return { name, offset: header + 512 };
}

describe.each(['local', 'azure'])('import on %s', (adapter) => {
  it('refuses an export whose LAST archive was changed, in its first pass: the storage stays empty', async () => {
    const dir = testTempDir('tampered-import');
    const source = await openStorage('local', path.join(dir, 'source'));
    await fillRegistry(source);
    const file = path.join(dir, 'registry.tar');
    await exportRegistry(source, file, { storageName: 'test' });
    const bytes = fs.readFileSync(file);
    const { name, offset } = lastArchiveData(bytes);
    const first = bytes.indexOf('archives/');
    expect(offset).toBeGreaterThan(first + 512); // a later archive than the first, or the case proves nothing
    bytes[offset + 40] ^= 1; // inside the ZIP's first local header: same size, other SHA-384
    const changed = path.join(dir, 'changed.tar');
    fs.writeFileSync(changed, bytes);

    const target = await openStorage(adapter, path.join(dir, 'target'));
    const phases: string[] = [];
    await expect(importRegistry(target, changed, { onFile: ({ phase }) => phases.push(phase) })).rejects.toThrow(
      `${name} does not match its SHA-384 in the manifest`,
    );
    expect(phases).not.toContain('import'); // refused while verifying, before the writing pass began
    expect(await target.bulk.isEmpty()).toBe(true);
    expect(fs.readdirSync(target.tempDir)).toEqual([]);
  });
});
