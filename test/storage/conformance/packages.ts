import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../src/errors.js';
import { add, latestFlags, newVersion, sha384, type StoreFactory, useFreshStore } from './context.js';
import {
  addVersion,
  deletePackage,
  deleteVersion,
  updatePackage,
  updateVersion,
} from '../../../src/registry/package-writes.js';

export function packagesAndVersions(factory: StoreFactory): void {
  describe('packages and versions', () => {
    const store = useFreshStore(factory);

    it('reads of an unknown package return undefined', async () => {
      const { storage } = store();
      expect(await storage.getPackage('plugin', 'nope')).toBeUndefined();
      expect(await storage.versions.list('plugin', 'nope')).toBeUndefined();
      expect(await storage.versions.get('plugin', 'nope', '1.0.0')).toBeUndefined();
    });

    it('versions.add stores the first version as latest and returns package and version', async () => {
      const { storage } = store();
      const { input } = newVersion(storage, { version: '1.0.0', notes: 'First release.' });
      const { package: pkg, version } = await addVersion(storage, input);
      expect(version).toMatchObject({
        type: 'plugin',
        slug: 'acme-forms',
        version: '1.0.0',
        checksum: input.checksum,
        size: input.size,
        fileName: `acme-forms-1.0.0-${input.checksum}.zip`,
        releaseNotes: 'First release.',
        latest: true,
      });
      expect(version.manifest).toEqual(input.manifest);
      expect(version.createdAt).toBe(version.updatedAt);
      expect(pkg).toMatchObject({
        type: 'plugin',
        slug: 'acme-forms',
        settings: {},
        createdAt: version.createdAt,
        latest: version,
      });
      expect(await storage.getPackage('plugin', 'acme-forms')).toEqual(pkg);
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toEqual(version);
    });

    it("stores each version's SHA-384, signature and signing key id (absent when unsigned) and reads them back everywhere", async () => {
      const { storage } = store();
      const signature = `${'A'.repeat(85)}Q==`;
      const signed = newVersion(storage, { version: '1.0.0', signature, signingKeyId: '0123456789abcdef' });
      await addVersion(storage, signed.input);
      const unchecked = newVersion(storage, { version: '1.5.0', signature });
      await addVersion(storage, unchecked.input);
      const unsigned = newVersion(storage, { version: '2.0.0' });
      await addVersion(storage, unsigned.input);
      const first = await storage.versions.get('plugin', 'acme-forms', '1.0.0');
      expect(first).toMatchObject({ sha384: sha384(signed.bytes), signature, signingKeyId: '0123456789abcdef' });
      const middle = await storage.versions.get('plugin', 'acme-forms', '1.5.0');
      expect(middle).toMatchObject({ signature });
      expect(middle).not.toHaveProperty('signingKeyId');
      const latest = await storage.versions.get('plugin', 'acme-forms', '2.0.0');
      expect(latest!.sha384).toBe(sha384(unsigned.bytes));
      expect(latest!.sha384).toMatch(/^[0-9a-f]{96}$/);
      expect(latest).not.toHaveProperty('signature');
      expect(latest).not.toHaveProperty('signingKeyId');
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest).toEqual(latest);
      expect(await storage.versions.list('plugin', 'acme-forms')).toEqual([latest, middle, first]);
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].latest).toEqual(latest);
      // Latest moved to the signed one: the package record carries its key id too.
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true });
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest).toMatchObject({
        signingKeyId: '0123456789abcdef',
      });
    });

    it('versions.list returns every version newest first, in PHP version_compare order', async () => {
      const { storage } = store();
      for (const version of ['1.0.0', '1.10.0', '1.2.0', '1.0.0-beta', '1.0', '1.0.0-pl1'])
        await add(storage, { version });
      const versions = await storage.versions.list('plugin', 'acme-forms');
      expect(versions!.map((v) => v.version)).toEqual(['1.10.0', '1.2.0', '1.0.0-pl1', '1.0.0', '1.0.0-beta', '1.0']);
    });

    it('versions.add refuses an existing version with ConflictError and changes nothing', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0', notes: 'Original.' });
      const before = await storage.getPackage('plugin', 'acme-forms');
      const again = add(storage, { version: '1.0.0', notes: 'Replacement.', name: 'Other Name' });
      await expect(again).rejects.toThrow(ConflictError);
      await expect(again).rejects.toThrow('Version 1.0.0 of acme-forms already exists.');
      expect(await storage.getPackage('plugin', 'acme-forms')).toEqual(before);
      expect((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.releaseNotes).toBe('Original.');
    });

    it('versions.update stores new release notes and leaves latest where it is', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      await add(storage, { version: '2.0.0' });
      const updated = await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'Better notes.' });
      expect(updated).toMatchObject({ version: '1.0.0', releaseNotes: 'Better notes.', latest: false });
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toEqual(updated);
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([
        ['2.0.0', true],
        ['1.0.0', false],
      ]);
    });

    it('versions.update of the latest version updates what the package describes', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'Edited.' });
      const pkg = await storage.getPackage('plugin', 'acme-forms');
      expect(pkg!.latest.releaseNotes).toBe('Edited.');
      expect(pkg!.updatedAt).toBe(pkg!.latest.updatedAt);
    });

    it('versions.update returns undefined for an unknown version or package', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      expect(await updateVersion(storage, 'plugin', 'acme-forms', '9.9.9', { releaseNotes: 'x' })).toBeUndefined();
      expect(await updateVersion(storage, 'plugin', 'nope', '1.0.0', { latest: true })).toBeUndefined();
    });

    it('versions.delete removes a non-latest version and its archive, returning it', async () => {
      const { storage, archiveNames } = store();
      const old = await add(storage, { version: '1.0.0' });
      const current = await add(storage, { version: '2.0.0' });
      expect(await archiveNames('plugin', 'acme-forms')).toEqual(
        [old.version.fileName, current.version.fileName].sort(),
      );
      const deleted = await deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0');
      expect(deleted).toEqual({ ...old.version, latest: false, updatedAt: deleted!.updatedAt });
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toBeUndefined();
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([['2.0.0', true]]);
      expect(await archiveNames('plugin', 'acme-forms')).toEqual([current.version.fileName]);
    });

    it('versions.delete returns undefined for an unknown version or package', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      expect(await deleteVersion(storage, 'plugin', 'acme-forms', '0.1.0')).toBeUndefined();
      expect(await deleteVersion(storage, 'plugin', 'nope', '1.0.0')).toBeUndefined();
    });

    it('deletePackage removes the package, every version and every archive, returning them', async () => {
      const { storage, archiveNames } = store();
      for (const version of ['1.0.0', '1.1.0', '0.9.0']) await add(storage, { version });
      await add(storage, { slug: 'other', version: '1.0.0' });
      const pkg = await storage.getPackage('plugin', 'acme-forms');
      const deleted = await deletePackage(storage, 'plugin', 'acme-forms');
      expect(deleted!.package).toEqual(pkg);
      expect(deleted!.versions.map((v) => [v.version, v.latest])).toEqual([
        ['1.1.0', true],
        ['1.0.0', false],
        ['0.9.0', false],
      ]);
      expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
      expect(await storage.versions.list('plugin', 'acme-forms')).toBeUndefined();
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toBeUndefined();
      expect(await archiveNames('plugin', 'acme-forms')).toEqual([]);
      expect((await storage.listPackages('plugin', { offset: 0, limit: 10 })).packages.map((p) => p.slug)).toEqual([
        'other',
      ]);
      expect(await deletePackage(storage, 'plugin', 'acme-forms')).toBeUndefined();
    });

    it('a deleted package can be uploaded again from scratch', async () => {
      const { storage } = store();
      await add(storage, { version: '2.0.0' });
      await updatePackage(storage, 'plugin', 'acme-forms', { homepage: 'https://old.example' });
      await deletePackage(storage, 'plugin', 'acme-forms');
      const { package: pkg } = await add(storage, { version: '1.0.0' });
      expect(pkg).toMatchObject({ settings: {}, latest: { version: '1.0.0', latest: true } });
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([['1.0.0', true]]);
    });

    it('a plugin and a theme with the same slug are separate packages', async () => {
      const { storage } = store();
      await add(storage, { type: 'plugin', slug: 'twin', version: '1.0.0' });
      await add(storage, { type: 'theme', slug: 'twin', version: '2.0.0' });
      expect((await storage.getPackage('plugin', 'twin'))!.latest.version).toBe('1.0.0');
      expect((await storage.getPackage('theme', 'twin'))!.latest.version).toBe('2.0.0');
      await deletePackage(storage, 'plugin', 'twin');
      expect(await storage.getPackage('theme', 'twin')).toBeDefined();
    });
  });
}
