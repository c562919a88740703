import { describe, expect, it } from 'vitest';
import { add, latestFlags, type StoreFactory, useFreshStore } from './context.js';
import { deleteVersion, updateVersion } from '../../../src/registry/package-writes.js';

export function latestRule(factory: StoreFactory): void {
  describe('the latest rule', () => {
    const store = useFreshStore(factory);

    it('a higher upload becomes latest and the package describes it', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0', name: 'Old Name' });
      const { package: pkg, version } = await add(storage, { version: '1.1.0', name: 'New Name' });
      expect(version.latest).toBe(true);
      expect(pkg.latest).toEqual(version);
      expect(pkg.latest.manifest.name).toBe('New Name');
      expect(await storage.getPackage('plugin', 'acme-forms')).toEqual(pkg);
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([
        ['1.1.0', true],
        ['1.0.0', false],
      ]);
    });

    it('versions.update with latest:true moves the flag and the package follows', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0', name: 'Stable' });
      await add(storage, { version: '2.0.0', name: 'Broken' });
      const moved = await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', {
        latest: true,
        releaseNotes: 'Rolled back.',
      });
      expect(moved).toMatchObject({ version: '1.0.0', latest: true, releaseNotes: 'Rolled back.' });
      const pkg = await storage.getPackage('plugin', 'acme-forms');
      expect(pkg!.latest).toEqual(moved);
      expect(pkg!.latest.manifest.name).toBe('Stable');
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([
        ['2.0.0', false],
        ['1.0.0', true],
      ]);
      // A new upload is compared with the current latest, not with the highest stored.
      expect((await add(storage, { version: '1.5.0' })).version.latest).toBe(true);
    });

    it('exactly one version is latest after every kind of change', async () => {
      const { storage } = store();
      const oneLatest = async () => {
        const flags = await latestFlags(storage, 'plugin', 'acme-forms');
        const latest = flags.filter(([, flag]) => flag).map(([v]) => v);
        expect(latest).toHaveLength(1);
        expect((await storage.getPackage('plugin', 'acme-forms'))!.latest.version).toBe(latest[0]);
      };
      for (const version of ['1.0.0', '3.0.0', '2.0.0']) {
        await add(storage, { version });
        await oneLatest();
      }
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true });
      await oneLatest();
      await deleteVersion(storage, 'plugin', 'acme-forms', '3.0.0');
      await oneLatest();
      await updateVersion(storage, 'plugin', 'acme-forms', '2.0.0', { latest: true });
      await deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0');
      await oneLatest();
    });
  });
}
