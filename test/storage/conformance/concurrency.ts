import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../src/errors.js';
import { compareVersions } from '../../../src/packages/version-compare.js';
import { add, latestFlags, newVersion, type StoreFactory, useFreshStore } from './context.js';
import { addVersion, deleteVersion, updateVersion } from '../../../src/registry/package-writes.js';

export function concurrency(factory: StoreFactory): void {
  describe('concurrency', () => {
    const store = useFreshStore(factory);

    it('50 concurrent versions.add of distinct versions of one slug all succeed, with one latest: the highest', async () => {
      const { storage, archiveNames } = store();
      const versions = Array.from({ length: 50 }, (_, i) => `1.${i % 7}.${i}`);
      const results = await Promise.allSettled(versions.map((version) => add(storage, { version })));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const highest = [...versions].sort(compareVersions).at(-1)!;
      const flags = await latestFlags(storage, 'plugin', 'acme-forms');
      expect(flags.map(([v]) => v).sort(compareVersions)).toEqual([...versions].sort(compareVersions));
      expect(flags.filter(([, latest]) => latest)).toEqual([[highest, true]]);
      const pkg = await storage.getPackage('plugin', 'acme-forms');
      expect(pkg!.latest).toMatchObject({ version: highest, latest: true });
      expect(await archiveNames('plugin', 'acme-forms')).toHaveLength(50);
      const { packages, total } = await storage.listPackages('plugin', { offset: 0, limit: 10 });
      expect(total).toBe(1);
      expect(packages[0]).toEqual(pkg);
    });

    it('concurrent uploads of the same version: one succeeds, the others get ConflictError', async () => {
      const { storage, archiveNames } = store();
      const uploads = Array.from({ length: 8 }, () => newVersion(storage, { version: '1.0.0' }).input);
      const results = await Promise.allSettled(uploads.map((input) => addVersion(storage, input)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([['1.0.0', true]]);
      expect(await archiveNames('plugin', 'acme-forms')).toHaveLength(1);
    });

    it('concurrent latest moves, uploads and deletes leave exactly one latest, described by the package', async () => {
      const { storage } = store();
      for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await add(storage, { version });
      await Promise.allSettled([
        updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true }),
        updateVersion(storage, 'plugin', 'acme-forms', '1.1.0', { latest: true }),
        add(storage, { version: '2.0.0' }),
        deleteVersion(storage, 'plugin', 'acme-forms', '1.2.0'),
        updateVersion(storage, 'plugin', 'acme-forms', '1.3.0', { releaseNotes: 'Edited.' }),
        add(storage, { version: '0.5.0' }),
      ]);
      const flags = await latestFlags(storage, 'plugin', 'acme-forms');
      const latest = flags.filter(([, flag]) => flag);
      expect(latest).toHaveLength(1);
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest.version).toBe(latest[0][0]);
    });
  });
}
