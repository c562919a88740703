import { describe, expect, it } from 'vitest';
import type { AdapterStorage, PackageQuery, PackageType, Storage } from '../../../src/storage/types.js';
import { add, type StoreFactory, useFreshStore } from './context.js';
import { deletePackage, updatePackage, updateVersion } from '../../../src/registry/package-writes.js';

const slugs = async (storage: Storage, type: PackageType, query: Partial<PackageQuery> = {}) => {
  const { packages, total } = await storage.listPackages(type, { offset: 0, limit: 100, ...query });
  return { slugs: packages.map((p) => p.slug), total };
};

export function lists(factory: StoreFactory): void {
  describe('lists, search and paging', () => {
    const store = useFreshStore(factory);

    /** Names chosen so that a case-sensitive or slug-first order would differ. */
    async function seed(storage: AdapterStorage) {
      await add(storage, { slug: 'zeta-cache', name: 'Zeta Cache', version: '1.0.0', description: 'Caches pages.' });
      await add(storage, { slug: 'alpha-seo', name: 'alpha SEO', version: '1.0.0', description: 'Search engines.' });
      await add(storage, {
        slug: 'b-backup',
        name: 'Beta Backup',
        version: '1.0.0',
        description: 'Backups for WordPress.',
      });
      await add(storage, { slug: 'a-backup', name: 'Beta Backup', version: '1.0.0', description: 'Also backups.' });
      await add(storage, {
        slug: 'gamma-forms',
        name: 'Gamma Forms',
        version: '2.0.0',
        description: 'Forms 100% done_right.',
      });
    }

    it('listPackages orders by name case-insensitively, then by slug, with the exact total', async () => {
      const { storage } = store();
      await seed(storage);
      expect(await slugs(storage, 'plugin')).toEqual({
        slugs: ['alpha-seo', 'a-backup', 'b-backup', 'gamma-forms', 'zeta-cache'],
        total: 5,
      });
    });

    it('listPackages returns the requested page and the total of all matches', async () => {
      const { storage } = store();
      await seed(storage);
      expect(await slugs(storage, 'plugin', { offset: 0, limit: 2 })).toEqual({
        slugs: ['alpha-seo', 'a-backup'],
        total: 5,
      });
      expect(await slugs(storage, 'plugin', { offset: 2, limit: 2 })).toEqual({
        slugs: ['b-backup', 'gamma-forms'],
        total: 5,
      });
      expect(await slugs(storage, 'plugin', { offset: 4, limit: 2 })).toEqual({ slugs: ['zeta-cache'], total: 5 });
    });

    it('a page past the end is empty and keeps the total', async () => {
      const { storage } = store();
      await seed(storage);
      expect(await slugs(storage, 'plugin', { offset: 10, limit: 5 })).toEqual({ slugs: [], total: 5 });
    });

    it('listPackages items are whole package records describing the latest version', async () => {
      const { storage } = store();
      await add(storage, { slug: 'solo', name: 'Solo', version: '1.0.0' });
      await add(storage, { slug: 'solo', name: 'Solo Two', version: '2.0.0' });
      const { packages } = await storage.listPackages('plugin', { offset: 0, limit: 10 });
      expect(packages).toEqual([await storage.getPackage('plugin', 'solo')]);
      expect(packages[0].latest).toMatchObject({ version: '2.0.0', latest: true, manifest: { name: 'Solo Two' } });
    });

    it('search matches name, slug and short description, case-insensitively', async () => {
      const { storage } = store();
      await seed(storage);
      expect(await slugs(storage, 'plugin', { search: 'BACKUP' })).toEqual({
        slugs: ['a-backup', 'b-backup'],
        total: 2,
      });
      expect(await slugs(storage, 'plugin', { search: 'alpha-seo' })).toEqual({ slugs: ['alpha-seo'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: 'search engines' })).toEqual({ slugs: ['alpha-seo'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: 'backup', offset: 1, limit: 1 })).toEqual({
        slugs: ['b-backup'],
        total: 2,
      });
      expect(await slugs(storage, 'plugin', { search: 'nothing like this' })).toEqual({ slugs: [], total: 0 });
    });

    it('search treats % and _ as literal characters', async () => {
      const { storage } = store();
      await seed(storage);
      expect(await slugs(storage, 'plugin', { search: '100%' })).toEqual({ slugs: ['gamma-forms'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: 'done_' })).toEqual({ slugs: ['gamma-forms'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: '%' })).toEqual({ slugs: ['gamma-forms'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: 'a_b' })).toEqual({ slugs: [], total: 0 });
      expect(await slugs(storage, 'plugin', { search: 'z%e' })).toEqual({ slugs: [], total: 0 });
    });

    it('plugins and themes are listed separately; a theme is found by its description', async () => {
      const { storage } = store();
      await seed(storage);
      await add(storage, {
        type: 'theme',
        slug: 'only-theme',
        name: 'Only Theme',
        version: '1.0.0',
        description: 'A calm blog theme.',
      });
      expect(await slugs(storage, 'theme')).toEqual({ slugs: ['only-theme'], total: 1 });
      expect(await slugs(storage, 'theme', { search: 'CALM' })).toEqual({ slugs: ['only-theme'], total: 1 });
      expect(await slugs(storage, 'plugin', { search: 'calm' })).toEqual({ slugs: [], total: 0 });
    });

    it('lists follow uploads, renames, latest moves and deletes at once', async () => {
      const { storage } = store();
      await seed(storage);
      expect((await slugs(storage, 'plugin')).total).toBe(5);
      await add(storage, { slug: 'zeta-cache', name: 'Aardvark Cache', version: '2.0.0' });
      expect((await slugs(storage, 'plugin')).slugs[0]).toBe('zeta-cache');
      await updateVersion(storage, 'plugin', 'zeta-cache', '1.0.0', { latest: true });
      expect((await slugs(storage, 'plugin')).slugs.at(-1)).toBe('zeta-cache');
      await updatePackage(storage, 'plugin', 'zeta-cache', { homepage: 'https://zeta.example' });
      const listed = (await storage.listPackages('plugin', { offset: 4, limit: 1 })).packages[0];
      expect(listed.settings).toEqual({ homepage: 'https://zeta.example' });
      await deletePackage(storage, 'plugin', 'alpha-seo');
      expect(await slugs(storage, 'plugin')).toEqual({
        slugs: ['a-backup', 'b-backup', 'gamma-forms', 'zeta-cache'],
        total: 4,
      });
    });
  });
}
