import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportRegistry } from '../../src/registry/transfer/export.js';
import { importRegistry } from '../../src/registry/transfer/import.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage } from '../../src/storage/types.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { everything, fillRegistry } from '../support/registry-fixture.js';
import { add, newVersion } from '../storage/conformance/context.js';
import { SITE_ACCESS, startTestServer } from '../support/server.js';
import { removeTestTempDir, testTempDir } from '../support/temp-dirs.js';
import { enroll, postJson, siteKeys } from '../support/sites.js';
import { addVersion, deleteVersion } from '../../src/registry/package-writes.js';

const run = promisify(execFile);

/** Stores opened by a test, closed and removed after it whatever happened. */
let cleanups: Array<() => Promise<void>> = [];
let dir: string;
beforeEach(() => {
  dir = testTempDir('transfer');
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  removeTestTempDir(dir);
});

function local(name = 'local'): AdapterStorage {
  const dataDir = path.join(dir, name);
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  cleanups.push(() => storage.close());
  return storage;
}

async function azure(): Promise<AdapterStorage> {
  const connectionString = azuriteConnectionString();
  const names = randomAzureNames();
  const storage = await createAzureStorage({ connectionString, ...names });
  cleanups.push(async () => {
    await storage.close();
    await dropAzure(connectionString, names);
  });
  return storage;
}

async function exported(storage: AdapterStorage, name = 'registry.tar'): Promise<string> {
  const file = path.join(dir, name);
  await exportRegistry(storage, file, { storageName: 'test' });
  return file;
}

describe('export and import', () => {
  it('round trip local -> Azure -> local keeps every record and archive byte for byte', async () => {
    const source = local('source');
    await fillRegistry(source);
    const first = await exported(source, 'first.tar');
    const middle = await azure();
    const counts = await importRegistry(middle, first);
    expect(counts).toMatchObject({
      plugins: 2,
      themes: 1,
      versions: 6,
      files: 7,
      keys: 2,
      sites: 3,
      outcomes: 2,
      adoption: 2,
      advisories: 2,
    });
    const second = await exported(middle, 'second.tar');
    const back = local('back');
    await importRegistry(back, second);

    const [a, b, c] = [await everything(source), await everything(middle), await everything(back)];
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    // Standard tools read the file: the manifest first, then the archives under their names.
    const { stdout } = await run('tar', ['-tf', second]);
    expect(stdout.split('\n')[0]).toBe('manifest.jsonl');
    expect(stdout).toContain(`archives/plugins/acme-forms/${a.snapshot.packages[0].versions[0].fileName}`);
  });

  it('writes the export file for its owner only (0600): it holds every private archive', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = path.join(dir, 'private.tar');
    fs.writeFileSync(file, 'an older export, readable by all');
    fs.chmodSync(file, 0o644);
    const seen = new Set<number>();
    // The files beside it while it is written (its manifest and partial tar) too.
    await exportRegistry(source, file, {
      storageName: 'test',
      onFile: () => {
        for (const name of fs.readdirSync(dir).filter((n) => n.startsWith('private.tar.')))
          seen.add(fs.statSync(path.join(dir, name)).mode & 0o777);
      },
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect([...seen]).toEqual([0o600]);
  });

  it('refuses a truncated file, saying so, and imports nothing', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const bytes = fs.readFileSync(file);
    for (const length of [300, Math.floor(bytes.length / 2), bytes.length - 1536]) {
      const cut = path.join(dir, `cut-${length}.tar`);
      fs.writeFileSync(cut, bytes.subarray(0, length));
      const target = local(`target-${length}`);
      await expect(importRegistry(target, cut)).rejects.toThrow(/truncated.*Nothing was imported\.$/);
      expect(await target.bulk.isEmpty()).toBe(true);
      expect(fs.readdirSync(target.tempDir)).toEqual([]); // nothing left behind either
    }
  });

  it('refuses a changed archive or manifest, naming it, and imports nothing', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const bytes = fs.readFileSync(file);
    const archive = bytes.indexOf('acme-forms/acme-forms.php'); // a name inside the first archive's ZIP
    const tampered = Buffer.from(bytes);
    tampered[archive] ^= 1;
    const manifest = Buffer.from(bytes);
    const percent = manifest.indexOf('"percent":20');
    manifest.write('"percent":90', percent);
    const cases: Array<[Buffer, RegExp]> = [
      [tampered, /archives\/plugins\/acme-forms\/.*\.zip does not match its SHA-384/],
      [manifest, /manifest\.jsonl line \d+ does not match the lines before it/],
    ];
    for (const [content, message] of cases) {
      const changed = path.join(dir, 'changed.tar');
      fs.writeFileSync(changed, content);
      const target = local(`target-${cases.findIndex(([c]) => c === content)}`);
      await expect(importRegistry(target, changed)).rejects.toThrow(message);
      expect(await target.bulk.isEmpty()).toBe(true);
      expect(fs.readdirSync(target.tempDir)).toEqual([]);
    }
  });

  it('refuses a storage that is not empty, and changes nothing in it', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const target = local('target');
    await add(target, { slug: 'other', version: '1.0.0' });
    const before = await everything(target);
    await expect(importRegistry(target, file)).rejects.toThrow(/not empty.*Nothing was imported/);
    expect(await everything(target)).toEqual(before);
  });

  it('starts again from the records when an archive is deleted while archives are copied', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = path.join(dir, 'registry.tar');
    let deleted = false;
    const counts = await exportRegistry(source, file, {
      storageName: 'local',
      onFile: () => {
        if (deleted) return;
        deleted = true; // after the first archive: a version whose archive comes later goes
        void deleteVersion(source, 'plugin', 'acme-forms', '1.0.0');
      },
    });
    expect(counts.versions).toBe(5);
    const target = local('target');
    await importRegistry(target, file);
    expect((await target.versions.list('plugin', 'acme-forms'))!.map((v) => v.version)).toEqual(['1.2.0', '1.1.0']);
  });

  it('an export taken during uploads is a consistent snapshot: each version with its archive, one latest per package', async () => {
    const source = local('source');
    await add(source, { version: '0.1.0' });
    const uploads = Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        addVersion(source, newVersion(source, { slug: i % 2 ? 'b-seo' : 'acme-forms', version: `1.${i}.0` }).input),
      ),
    );
    const file = await exported(source);
    await uploads;
    const target = local('target');
    await importRegistry(target, file); // verifies every archive and the latest flags
    for (const { package: pkg, versions, files } of (await everything(target)).snapshot.packages) {
      expect(versions.filter((v) => v.latest).map((v) => v.version)).toEqual([pkg.latest.version]);
      expect(files.map((f) => f.archive)).toEqual(versions.map((v) => v.sha384));
    }
  });
});

describe('moving a registry whose sites are enrolled', () => {
  it('a site enrolled before local -> Azure -> local still verifies after it, with the API key it had', async () => {
    const before = await startTestServer();
    cleanups.push(() => before.close());
    const key = await before.key(SITE_ACCESS, 'shop');
    const site = await enroll(before.url, key, 'https://shop.example.com');
    const check = (base: string, signer = site) =>
      postJson(base, key, '/update-check', { site: { url: site.url, wp_version: '6.5.2' }, plugins: {} }, signer);
    expect((await check(before.url)).status).toBe(200);

    const middle = await azure();
    await importRegistry(middle, await exported(before.storage, 'first.tar'));
    const second = await exported(middle, 'second.tar');
    const moved = local('moved');
    await importRegistry(moved, second);
    await moved.close();
    const after = await startTestServer({}, path.join(dir, 'moved'));
    cleanups.push(() => after.close());

    expect((await check(after.url)).status).toBe(200);
    expect(await after.storage.sites.get(site.id)).toMatchObject({ publicKey: site.publicKey, verified: true });
    // The key still speaks only for this site: another key pair under its id does not verify.
    const forged = await check(after.url, { ...site, privateKey: siteKeys().privateKey });
    expect(forged.status).toBe(401);
  });
});

describe('registry export / import (CLI)', () => {
  const TSX = path.resolve('node_modules/.bin/tsx');
  const CLI = path.resolve('src/cli.ts');
  const cli = (dataDir: string, ...args: string[]) =>
    run(TSX, [CLI, ...args], { env: { ...process.env, REGISTRY_DATA_DIR: dataDir, REGISTRY_STORAGE: 'local' } });

  it('exports a data dir and imports it into an empty one, ending with the counts; a second import is refused', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = path.join(dir, 'cli.tar');
    const exportedBy = await cli(path.join(dir, 'source'), 'export', file);
    expect(exportedBy.stdout).toBe(
      `exported 2 plugins, 1 themes, 6 versions, 3 sites, 2 update reports, 2 adoption snapshots, 2 advisories, 2 keys, ${(await everything(source)).snapshot.audit.length} audit entries to ${file}; every archive with its SHA-384\n`,
    );
    const target = path.join(dir, 'target');
    const imported = await cli(target, 'import', file);
    expect(imported.stdout).toMatch(
      /^imported 2 plugins, 1 themes, 6 versions, 3 sites, 2 update reports, 2 adoption snapshots, 2 advisories, 2 keys, \d+ audit entries; all hashes verified\n$/,
    );
    expect(imported.stderr).toBe(''); // not a terminal: no progress bar
    const again = cli(target, 'import', file);
    await expect(again).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('The storage is not empty') });
  });
});

describe('files of older registries', () => {
  it('keys of an older scopes version are upgraded as they are imported (a site key gains sites:enroll)', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const older = path.join(dir, 'older.tar');
    await rewriteManifest(file, older, (header) => ({ ...header, scopes_version: 1 }));
    const target = local('target');
    await importRegistry(target, older);
    const scopes = (await target.keys.list()).map((k) => k.scopes);
    expect(scopes).toEqual([
      { plugins: ['read'], themes: ['read'], sites: ['enroll'] },
      { plugins: ['read'], themes: ['read'], sites: ['enroll'] },
    ]);
    // The same file as written (scopes of this version): the keys as they were.
    const same = local('same');
    await importRegistry(same, file);
    expect((await same.keys.list()).map((k) => k.scopes)).toEqual(
      await source.keys.list().then((l) => l.map((k) => k.scopes)),
    );
  });

  it('a file from before advisories were exported (no advisory lines, no count of them) imports as it did', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const older = path.join(dir, 'before-advisories.tar');
    await rewriteManifest(
      file,
      older,
      (header) => header,
      (record) => record.kind !== 'advisory',
      ({ counts, ...line }) => {
        const { advisories, ...before } = counts as { advisories: number };
        expect(advisories).toBe(2);
        return { ...line, counts: before };
      },
    );
    const target = local('target');
    const counts = await importRegistry(target, older);
    expect(counts).toMatchObject({ plugins: 2, themes: 1, advisories: 0 });
    expect(await target.advisories.list()).toEqual([]);
    expect((await target.audit.list({ type: 'advisory', offset: 0, limit: 10 })).total).toBe(1);
  });

  it('a file of a newer format version, or of another format, is refused before anything is written', async () => {
    const source = local('source');
    await fillRegistry(source);
    const file = await exported(source);
    const cases: Array<[(header: object) => object, string]> = [
      [
        (header) => ({ ...header, version: 2 }),
        'names format version 2; this registry reads version 1 (a newer registry made the file)',
      ],
      [(header) => ({ ...header, format: 'other' }), 'is not the header of a extension-registry-export file'],
      [(header) => ({ ...header, scopes_version: 1.5 }), 'gives a scopes_version that is not a whole number'],
    ];
    for (const [i, [change, message]] of cases.entries()) {
      const changed = path.join(dir, `header-${i}.tar`);
      await rewriteManifest(file, changed, change);
      const target = local(`header-target-${i}`);
      await expect(importRegistry(target, changed)).rejects.toThrow(
        `manifest.jsonl line 1 ${message}. Nothing was imported.`,
      );
      expect(await target.bulk.isEmpty()).toBe(true);
    }
  });
});

/**
 * Copies an export with its header line changed, the record lines `keep` refuses left out and its
 * end line changed by `end` (its SHA-384 made to match), as an older registry wrote it.
 */
async function rewriteManifest(
  from: string,
  to: string,
  change: (header: object) => object,
  keep: (record: { kind?: string }) => boolean = () => true,
  end: (line: { counts: object }) => object = (line) => line,
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(to));
  fs.createReadStream(from).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let bytes = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.jsonl') {
      const lines = bytes.toString('utf8').trimEnd().split('\n');
      lines[0] = JSON.stringify(change(JSON.parse(lines[0]) as object));
      const body = lines
        .slice(0, -1)
        .filter((line, i) => i === 0 || keep(JSON.parse(line) as { kind?: string }))
        .map((line) => `${line}\n`)
        .join('');
      const last = end(JSON.parse(lines.at(-1)!) as { counts: object });
      const ended = { ...last, sha384: createHash('sha384').update(body).digest('hex') };
      bytes = Buffer.from(`${body}${JSON.stringify(ended)}\n`);
    }
    pack.entry({ ...entry.header, size: bytes.length }, bytes);
  }
  pack.finalize();
  await written;
}
