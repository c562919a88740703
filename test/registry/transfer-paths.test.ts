/**
 * Attacks on import through the paths an export file names (issue 47): a theme version record
 * whose manifest names a screenshot such as `x/../../../../outside/existing.txt`, with its entry
 * named to match and its size, SHA-384 and end line made right, as someone who rewrites the file
 * would. On both adapters: refused in the first pass, nothing written, read or deleted outside the
 * storage's folder (local) or container (azure); a record naming such a file that reached the
 * storage anyway (through the bulk write, as the hole let it) builds no path from it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BlobServiceClient } from '@azure/storage-blob';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportRegistry } from '../../src/registry/transfer/export.js';
import { archivePath } from '../../src/registry/transfer/format.js';
import { importRegistry } from '../../src/registry/transfer/import.js';
import { ArchiveContainer } from '../../src/storage/azure/archives.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { ArchiveFolder } from '../../src/storage/local/archives.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, VersionRecord } from '../../src/storage/types.js';
import { azuriteConnectionString, blobNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { fillRegistry } from '../support/registry-fixture.js';
import { add } from '../storage/conformance/context.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';
import { deleteVersion } from '../../src/registry/package-writes.js';

const sha384 = (bytes: Buffer) => createHash('sha384').update(bytes).digest('hex');
const FORGED = Buffer.from('written by a crafted import file\n');
const EXISTING = Buffer.from('a file outside the storage\n');

let cleanups: Array<() => Promise<void>> = [];
let dir: string;
beforeEach(() => {
  dir = testTempDir('transfer-paths');
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  removeTestTempDir(dir);
});

/** A store, and the file outside it an attack aims at: what it holds and how the screenshot name reaches it. */
interface Target {
  storage: AdapterStorage;
  /** Screenshot names that climb from the archive's folder to the outside file. */
  climbs: string[];
  outside: () => Promise<Buffer | undefined>;
  /** Every file or blob the store holds. */
  files: () => Promise<string[]>;
}

async function localTarget(name: string): Promise<Target> {
  // {dir}/{name}/archives/themes/{slug}/{file}.x: four steps up is the data dir, five leave it.
  const dataDir = path.join(dir, name);
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  cleanups.push(() => storage.close());
  for (const place of [path.join(dir, 'outside'), path.join(dataDir, 'outside')]) {
    fs.mkdirSync(place, { recursive: true });
    fs.writeFileSync(path.join(place, 'existing.txt'), EXISTING);
  }
  const read = (file: string) => fs.promises.readFile(file).catch(() => undefined);
  return {
    storage,
    climbs: ['x/../../../../outside/existing.txt', 'x/../../../../../outside/existing.txt'],
    outside: async () => {
      const [inData, beside] = [
        await read(path.join(dataDir, 'outside/existing.txt')),
        await read(path.join(dir, 'outside/existing.txt')),
      ];
      return inData?.equals(EXISTING) && beside?.equals(EXISTING)
        ? EXISTING
        : Buffer.concat([inData ?? Buffer.from('(gone)'), beside ?? Buffer.from('(gone)')]);
    },
    files: async () => listFiles(path.join(dataDir, 'archives')),
  };
}

async function azureTarget(): Promise<Target> {
  // {container}/themes/{slug}/{file}.x: four steps up leave the container, into another one.
  const connectionString = azuriteConnectionString();
  const names = randomAzureNames();
  const storage = await createAzureStorage({ connectionString, ...names });
  const other = `${names.container}-outside`;
  const blobs = BlobServiceClient.fromConnectionString(connectionString);
  const otherContainer = blobs.getContainerClient(other);
  await otherContainer.createIfNotExists();
  await otherContainer.getBlockBlobClient('existing.txt').uploadData(EXISTING);
  cleanups.push(async () => {
    await storage.close();
    await dropAzure(connectionString, names);
    await otherContainer.deleteIfExists();
  });
  return {
    storage,
    climbs: [`x/../../../../${other}/existing.txt`],
    outside: () =>
      otherContainer
        .getBlobClient('existing.txt')
        .downloadToBuffer()
        .catch(() => undefined),
    files: () => blobNames(connectionString, names.container),
  };
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** A registry of every kind of record (a theme with its screenshot among them), and its export. */
async function genuineExport(): Promise<{ file: string; source: AdapterStorage }> {
  const source = createLocalStorage({ dataDir: path.join(dir, 'source'), baseUrl: 'http://registry.test' });
  cleanups.push(() => source.close());
  await fillRegistry(source);
  const file = path.join(dir, 'genuine.tar');
  await exportRegistry(source, file, { storageName: 'local' });
  return { file, source };
}

interface VersionLineJson {
  kind: 'version';
  record: VersionRecord;
  archive: { path: string; size: number; sha384: string };
  screenshot?: { path: string; size: number; sha384: string };
}

/**
 * Rewrites an export as an attacker who controls the file would: the theme version's manifest
 * names `screenshot`; with `withEntry`, its screenshot entry is renamed to match and holds
 * FORGED (size and SHA-384 to match), else the version has no screenshot entry at all. The end
 * line's counts and SHA-384 are recomputed, so every check of today's import passes.
 */
async function craftedExport(from: string, screenshot: string, withEntry: boolean): Promise<string> {
  const to = path.join(dir, `crafted-${randomBytes(4).toString('hex')}.tar`);
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(to));
  fs.createReadStream(from).pipe(extract);
  let renamed: { from: string; to: string } | undefined;
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let bytes = Buffer.concat(chunks);
    let name = entry.header.name;
    if (name === 'manifest.jsonl') {
      const lines = bytes
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const end = lines.pop()!;
      const theme = lines.find(
        (l) => l.kind === 'version' && (l as unknown as VersionLineJson).record.type === 'theme',
      ) as unknown as VersionLineJson;
      const record = theme.record;
      record.manifest = { ...record.manifest, screenshot } as VersionRecord['manifest'];
      const counts = end.counts as { files: number; bytes: number };
      counts.bytes -= theme.screenshot!.size;
      const expected = `archives/themes/${record.slug}/${record.fileName.replace(/\.zip$/, '')}.${screenshot}`;
      renamed = { from: theme.screenshot!.path, to: expected };
      if (withEntry) {
        theme.screenshot = { path: expected, size: FORGED.length, sha384: sha384(FORGED) };
        counts.bytes += FORGED.length;
      } else {
        delete theme.screenshot;
        counts.files--;
      }
      const body = lines.map((l) => `${JSON.stringify(l)}\n`).join('');
      const newEnd = { ...end, sha384: createHash('sha384').update(body).digest('hex') };
      bytes = Buffer.from(`${body}${JSON.stringify(newEnd)}\n`);
    } else if (name === renamed?.from) {
      if (!withEntry) continue;
      name = renamed.to;
      bytes = FORGED;
    }
    pack.entry({ ...entry.header, name, size: bytes.length }, bytes);
  }
  pack.finalize();
  await written;
  return to;
}

const adapters: Array<[string, (name: string) => Promise<Target>]> = [
  ['local', localTarget],
  ['azure', () => azureTarget()],
];

describe.each(adapters)('a crafted import file (%s)', (_adapter, open) => {
  it('naming a screenshot outside the archive folder, with a matching entry, is refused before anything is written', async () => {
    const { file: genuine } = await genuineExport();
    const target = await open('target');
    for (const climb of target.climbs) {
      const crafted = await craftedExport(genuine, climb, true);
      await expect(importRegistry(target.storage, crafted)).rejects.toThrow(
        /manifest\.jsonl line \d+ .*screenshot.*Nothing was imported\.$/,
      );
      expect(await target.outside()).toEqual(EXISTING);
      expect(await target.storage.bulk.isEmpty()).toBe(true);
      expect(await target.files()).toEqual([]);
    }
  });

  it('naming such a screenshot without its entry is refused too: no later export reads, no delete removes, the outside file', async () => {
    const { file: genuine } = await genuineExport();
    const target = await open('target');
    for (const climb of target.climbs) {
      const crafted = await craftedExport(genuine, climb, false);
      await expect(importRegistry(target.storage, crafted)).rejects.toThrow(/screenshot.*Nothing was imported\.$/);
      expect(await target.storage.bulk.isEmpty()).toBe(true);
      expect(await target.outside()).toEqual(EXISTING);
    }
  });

  it('a stored record naming such a screenshot builds no path from it: not served, not exported, not deleted', async () => {
    // As the hole let it in before: the record through the bulk write, which keeps what it is given.
    const { source } = await genuineExport();
    const target = await open('target');
    const storage = target.storage;
    const { pkg, theme } = await source.bulk.snapshot(async (view) => {
      for await (const { package: p, versions } of view.packages())
        if (p.type === 'theme') return { pkg: p, theme: versions[0] };
      throw new Error('the fixture has no theme');
    });
    const archivePath = path.join(storage.tempDir, 'archive.part');
    fs.copyFileSync(path.join(dir, 'source', 'archives', 'themes', theme.slug, theme.fileName), archivePath);
    const record = { ...theme, manifest: { ...theme.manifest, screenshot: target.climbs.at(-1) } } as VersionRecord;
    await storage.bulk.putPackage(pkg, [{ record, archivePath }]);
    const [stored] = (await storage.versions.list('theme', 'acme-blocks'))!;

    expect(await storage.versions.screenshot(stored)).toBeUndefined();
    const again = path.join(dir, 'again.tar');
    await exportRegistry(storage, again, { storageName: 'test' });
    expect(fs.readFileSync(again).includes(EXISTING)).toBe(false);
    await add(storage, { type: 'theme', slug: 'acme-blocks', version: '4.0.0' }); // the latest cannot be deleted
    expect(await deleteVersion(storage, 'theme', 'acme-blocks', stored.version)).toMatchObject({ version: '3.0.0' });
    expect(await target.outside()).toEqual(EXISTING);
  });
});

describe('the archive folder and container', () => {
  const bad = ['../x.zip', 'a/b.zip', 'a\\b.zip', '..', '.', '', 'x\0.zip'];

  it('the local folder refuses a file name or slug holding /, \\ or .. (nothing outside its root is touched)', () => {
    const folder = new ArchiveFolder(path.join(dir, 'archives'));
    for (const name of bad) {
      expect(() => folder.pathOf('plugin', 'acme', name), name).toThrow(/file name/);
      expect(() => folder.pathOf('plugin', name, 'acme-1.0.0.zip'), name).toThrow(/file name|slug/);
      expect(() => folder.remove('plugin', 'acme', name), name).toThrow(/file name/);
    }
    expect(folder.pathOf('plugin', 'acme', 'acme-1..2-0123.zip')).toBe(
      path.join(dir, 'archives/plugins/acme/acme-1..2-0123.zip'),
    );
  });

  it('an export names no tar entry from such a name (none climbs out of where tar -x puts it)', () => {
    for (const name of bad) expect(() => archivePath({ type: 'theme', slug: 'acme' }, name), name).toThrow(/file name/);
    expect(archivePath({ type: 'theme', slug: 'acme' }, 'acme-1.0.0-0123.zip')).toBe(
      'archives/themes/acme/acme-1.0.0-0123.zip',
    );
  });

  it('the azure container refuses such a blob name', () => {
    for (const name of bad) {
      expect(() => ArchiveContainer.blobName({ type: 'theme', slug: 'acme', fileName: name }), name).toThrow(
        /file name/,
      );
      expect(() => ArchiveContainer.blobName({ type: 'theme', slug: name, fileName: 'a.zip' }), name).toThrow(
        /file name|slug/,
      );
    }
  });
});
