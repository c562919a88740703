import { describe, expect, it } from 'vitest';
import { add, type StoreFactory, useFreshStore } from './context.js';
import { deletePackage, updatePackage, updateVersion } from '../../../src/registry/package-writes.js';

/** getPackages: the one read a site's update check makes per type. */
export function batchedReads(factory: StoreFactory): void {
  describe('getPackages (batched reads)', () => {
    const store = useFreshStore(factory);
    const bySlug = <T extends { slug: string }>(items: T[]) => [...items].sort((a, b) => a.slug.localeCompare(b.slug));

    it('returns exactly what getPackage returns, for every known slug, and leaves unknown ones out', async () => {
      const { storage } = store();
      await add(storage, { slug: 'acme-forms', version: '1.0.0' });
      await add(storage, { slug: 'acme-forms', version: '1.1.0' });
      await add(storage, { slug: 'acme-seo', version: '2.0.0' });
      await add(storage, { type: 'theme', slug: 'acme-forms', version: '3.0.0' }); // same slug, other type
      const found = await storage.getPackages('plugin', ['no-such', 'acme-seo', 'acme-forms', 'acme-seo']);
      const expected = [
        await storage.getPackage('plugin', 'acme-forms'),
        await storage.getPackage('plugin', 'acme-seo'),
      ];
      expect(bySlug(found)).toEqual(expected);
      expect(found.find((p) => p.slug === 'acme-forms')!.latest.version).toBe('1.1.0');
      expect(
        (await storage.getPackages('theme', ['acme-forms', 'acme-seo'])).map((p) => [p.slug, p.latest.version]),
      ).toEqual([['acme-forms', '3.0.0']]);
    });

    it('answers an empty list for no slugs or only unknown ones', async () => {
      const { storage } = store();
      expect(await storage.getPackages('plugin', [])).toEqual([]);
      expect(await storage.getPackages('plugin', ['nope', 'nothing-here'])).toEqual([]);
      await add(storage, { slug: 'acme-forms', version: '1.0.0' });
      expect(await storage.getPackages('plugin', ['nope'])).toEqual([]);
    });

    it("follows this process's writes at once: a new latest, latest moved back, a deleted package", async () => {
      const { storage } = store();
      await add(storage, { slug: 'acme-forms', version: '1.0.0' });
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].latest.version).toBe('1.0.0');
      await add(storage, { slug: 'acme-forms', version: '2.0.0' });
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].latest.version).toBe('2.0.0');
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true });
      const [moved] = await storage.getPackages('plugin', ['acme-forms']);
      expect(moved).toEqual(await storage.getPackage('plugin', 'acme-forms'));
      expect(moved.latest).toMatchObject({ version: '1.0.0', latest: true });
      await updatePackage(storage, 'plugin', 'acme-forms', { defaultIcon: 'https://cdn.example/icon.png' });
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].settings).toEqual({
        defaultIcon: 'https://cdn.example/icon.png',
      });
      await deletePackage(storage, 'plugin', 'acme-forms');
      expect(await storage.getPackages('plugin', ['acme-forms'])).toEqual([]);
    });

    it('reads 2 000 slugs at once, 60 of them known', async () => {
      const { storage } = store();
      for (let i = 0; i < 60; i++) await add(storage, { slug: `known-${i}`, version: '1.0.0' });
      const slugs = Array.from({ length: 2000 }, (_, i) => (i < 60 ? `known-${i}` : `unknown-${i}`));
      const found = await storage.getPackages('plugin', slugs);
      expect(found.map((p) => p.slug).sort()).toEqual(slugs.slice(0, 60).sort());
    });
  });
}
