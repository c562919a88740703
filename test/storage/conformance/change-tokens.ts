import { describe, expect, it } from 'vitest';
import type { ChangeScope, Storage } from '../../../src/storage/types.js';
import { add, type StoreFactory, useFreshStore } from './context.js';
import { deletePackage, deleteVersion, updatePackage, updateVersion } from '../../../src/registry/package-writes.js';

/** Storage.changeToken: what lets the service answer a read again without rebuilding it. */
export function changeTokens(factory: StoreFactory): void {
  describe('change tokens', () => {
    const store = useFreshStore(factory);
    const pkg: ChangeScope = { type: 'plugin', slug: 'acme-forms' };
    const lists: ChangeScope = { type: 'plugin' };

    /** Tokens of the package and of the lists before and after `write`. */
    async function around(storage: Storage, write: () => Promise<unknown>) {
      const before = { pkg: await storage.changeToken(pkg), lists: await storage.changeToken(lists) };
      await write();
      const after = { pkg: await storage.changeToken(pkg), lists: await storage.changeToken(lists) };
      return { before, after };
    }

    it('stay the same while nothing is written, reads or not', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const { before, after } = await around(storage, async () => {
        await storage.getPackage('plugin', 'acme-forms');
        await storage.versions.list('plugin', 'acme-forms');
        await storage.listPackages('plugin', { offset: 0, limit: 10 });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(after).toEqual(before);
    });

    it('move with every change to the package, for the package and for the lists', async () => {
      const { storage } = store();
      const writes: Array<[string, () => Promise<unknown>]> = [
        ['first version (new package)', () => add(storage, { version: '1.0.0' })],
        ['higher version', () => add(storage, { version: '1.1.0' })],
        ['lower version', () => add(storage, { version: '0.9.0' })],
        [
          'settings',
          () => updatePackage(storage, 'plugin', 'acme-forms', { defaultIcon: 'https://cdn.example/icon.png' }),
        ],
        ['release notes', () => updateVersion(storage, 'plugin', 'acme-forms', '0.9.0', { releaseNotes: 'Changed.' })],
        ['latest moved', () => updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true })],
        ['version deleted', () => deleteVersion(storage, 'plugin', 'acme-forms', '0.9.0')],
        ['package deleted', () => deletePackage(storage, 'plugin', 'acme-forms')],
      ];
      for (const [what, write] of writes) {
        const { before, after } = await around(storage, write);
        expect(after.pkg, `package token after: ${what}`).not.toBe(before.pkg);
        expect(after.lists, `list token after: ${what}`).not.toBe(before.lists);
      }
    });
  });
}
