/**
 * Two servers on one storage account writing the same packages: an upload answers 201 or 409,
 * nothing else (a 500 came once in ~900 uploads, POST /plugins 3.5.0-pl1). Two adapters on one
 * Azurite stand for the two servers. The cause, held open in the last test: an upload that would
 * become latest rewrote the previous latest's row unconditionally beside the head's guarded
 * update; when the other server had meanwhile moved latest on and deleted that row, Azure
 * reported the row's 404 (the transaction's first failing operation) rather than the head's 412,
 * and the 404 was answered 500 instead of being retried.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/errors.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import type { AdapterStorage, NewVersion } from '../../src/storage/types.js';
import type { AdapterParts } from '../../src/storage/azure/adapter.js';
import { newVersionRecord } from '../../src/storage/new-version.js';
import { decideUpload } from '../../src/registry/package-changes.js';
import { addVersion, deleteVersion } from '../../src/registry/package-writes.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { md5, pluginZip, sha1, sha256, sha384 } from '../support/packages.js';

const connectionString = azuriteConnectionString();
const names = randomAzureNames();
let servers: AdapterStorage[] = [];

beforeAll(async () => {
  servers = [
    await createAzureStorage({ connectionString, ...names }),
    await createAzureStorage({ connectionString, ...names }),
  ];
});

afterAll(async () => {
  await Promise.all(servers.map((storage) => storage.close()));
  await dropAzure(connectionString, names);
});

/** The same upload as each server's spool would hand it over: its own copy of the same bytes. */
function upload(storage: AdapterStorage, bytes: Buffer, version: string, slug = 'acme-race'): NewVersion {
  const archivePath = path.join(storage.tempDir, `upload-${randomBytes(8).toString('hex')}.part`);
  fs.writeFileSync(archivePath, bytes);
  return {
    manifest: {
      type: 'plugin',
      slug,
      version,
      name: 'Acme Race',
      shortDescription: '',
      requires: '',
      tested: null,
      requiresPhp: '',
    },
    checksum: md5(bytes),
    sha384: sha384(bytes),
    sha1: sha1(bytes),
    sha256: sha256(bytes),
    size: bytes.length,
    releaseNotes: '',
    archivePath,
  };
}

describe('two servers writing the same packages (azure)', () => {
  it('one stores it and the other gets 409, round after round; the stored archive downloads whole', async () => {
    const outcomes = new Map<string, number>();
    // Archives of several blocks (the adapter stages 256 KiB blocks): staging interleaves.
    const filler = randomBytes(700 * 1024).toString('base64');
    for (let round = 0; round < 40; round++) {
      const version = `3.5.${round}-pl1`;
      const bytes = pluginZip({ slug: 'acme-race', version, files: { 'data.txt': `${round}${filler}` } });
      const results = await Promise.allSettled(
        servers.map((storage) => addVersion(storage, upload(storage, bytes, version))),
      );
      const kinds = results
        .map((r) =>
          r.status === 'fulfilled'
            ? 'stored'
            : r.reason instanceof ConflictError
              ? 'conflict'
              : `error: ${String(r.reason)}`,
        )
        .sort();
      const key = kinds.join(' + ');
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const stored = await servers[0].versions.get('plugin', 'acme-race', version);
      expect(stored?.checksum).toBe(md5(bytes));
      // The blob the record names is there, whole: neither loser removed the winner's archive.
      const link = servers[1].archiveLink(stored!, Math.floor(Date.now() / 1000) + 600);
      const downloaded = Buffer.from(await (await fetch(link)).arrayBuffer());
      expect(md5(downloaded)).toBe(md5(bytes));
    }
    expect([...outcomes.keys()].filter((key) => key !== 'conflict + stored')).toEqual([]);
  }, 120_000);

  it('an upload racing another server that moves latest on and deletes the old latest: only stored or 409', async () => {
    const errors: string[] = [];
    let stored = 0;
    const add = async (storage: AdapterStorage, version: string) => {
      const bytes = pluginZip({ slug: 'acme-race', version });
      await addVersion(storage, upload(storage, bytes, version));
    };
    await add(servers[1], '10.0.0');
    let latest = '10.0.0';
    for (let round = 1; round <= 40; round++) {
      const next = `10.${round}.0`;
      const racing = add(servers[0], `10.${round - 1}.5-pl1`).then(
        () => stored++,
        (err: unknown) => {
          if (!(err instanceof ConflictError)) errors.push(`${round}: ${String(err)}`);
        },
      );
      // The other server: a higher version, then the old latest goes.
      await add(servers[1], next);
      await deleteVersion(servers[1], 'plugin', 'acme-race', latest).catch((err: unknown) => {
        if (!(err instanceof ConflictError)) errors.push(`delete ${round}: ${String(err)}`);
      });
      latest = next;
      await racing;
    }
    expect(errors).toEqual([]);
    expect(stored).toBeGreaterThan(0);
  }, 180_000);

  it('an upload that read the head before another server moved latest on and deleted the old latest retries (no 500)', async () => {
    // The window, held open: server A has read the head (latest 20.0.0) and is about to commit
    // its version, which would become latest; meanwhile server B uploads 20.1.0 and deletes
    // 20.0.0. A's commit then meets a head that moved and an old-latest row that is gone.
    const add = (storage: AdapterStorage, version: string) =>
      addVersion(storage, upload(storage, pluginZip({ slug: 'acme-window', version }), version, 'acme-window'));
    await add(servers[1], '20.0.0');
    // The adapter's own writer (not the contract): the upload's hook, which runs between the
    // first read and the first commit, is where server B gets in.
    const parts = (servers[0] as unknown as { parts: AdapterParts }).parts;
    const input = upload(servers[0], pluginZip({ slug: 'acme-window', version: '21.0.0' }), '21.0.0', 'acme-window');
    const stored = newVersionRecord(input, new Date().toISOString());
    fs.rmSync(input.archivePath, { force: true });
    let rounds = 0;
    const change = await parts.writer.change(
      'plugin',
      'acme-window',
      (state) => {
        rounds++;
        return decideUpload(state, { version: stored });
      },
      {
        prepare: async () => {
          await add(servers[1], '20.1.0');
          await deleteVersion(servers[1], 'plugin', 'acme-window', '20.0.0');
        },
      },
    );
    expect(change.result.version.version).toBe('21.0.0');
    // The first decision before the hook, the first attempt on the same read, one on a fresh read.
    expect(rounds).toBe(3);
    const versions = await servers[1].versions.list('plugin', 'acme-window');
    expect(versions?.map((v) => [v.version, v.latest])).toEqual([
      ['21.0.0', true],
      ['20.1.0', false],
    ]);
  });
});
