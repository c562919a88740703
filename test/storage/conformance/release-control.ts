import { describe, expect, it } from 'vitest';
import { FULL_ROLLOUT } from '../../../src/packages/rules.js';
import { siteId } from '../../../src/storage/site-id.js';
import type { SiteCheckIn } from '../../../src/storage/types.js';
import { add, latestFlags, newVersion, type StoreFactory, useFreshStore } from './context.js';
import { siteChangeRule } from '../../../src/registry/site-change.js';
import { addVersion, updateRollout } from '../../../src/registry/package-writes.js';

const checkIn = (url: string, declaredRing?: string): SiteCheckIn => ({
  url,
  wpVersion: '6.5',
  phpVersion: '8.2',
  locale: 'en_US',
  lastSeen: new Date().toISOString(),
  packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
  ...(declaredRing !== undefined ? { declaredRing } : {}),
});
const ALL = { seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 100 };

/** Release control: a version's rollout, withdrawals moving latest, a site's ring and holds. */
export function releaseControl(factory: StoreFactory): void {
  describe('release control', () => {
    const store = useFreshStore(factory);

    it('a version starts at every site unless its upload names a rollout; the package lists none withdrawn', async () => {
      const { storage } = store();
      const first = await add(storage, { version: '1.0.0' });
      expect(first.version.rollout).toEqual(FULL_ROLLOUT);
      expect(first.package.withdrawn).toEqual([]);
      const staged = await addVersion(storage, {
        ...newVersion(storage, { version: '2.0.0' }).input,
        rollout: { percent: 0, rings: ['canary'], halted: false, withdrawn: false },
      });
      expect(staged.version.rollout).toEqual({ percent: 0, rings: ['canary'], halted: false, withdrawn: false });
      expect(staged.package.latest.rollout).toEqual(staged.version.rollout);
      expect((await storage.versions.get('plugin', 'acme-forms', '2.0.0'))?.rollout).toEqual(staged.version.rollout);
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].latest.rollout).toEqual(staged.version.rollout);
    });

    it('updateRollout merges the change and answers before and after; a missing version is undefined', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const changed = await updateRollout(storage, 'plugin', 'acme-forms', '1.0.0', {
        percent: 10,
        rings: ['canary'],
      });
      expect(changed?.before.rollout).toEqual(FULL_ROLLOUT);
      expect(changed?.after.rollout).toEqual({ percent: 10, rings: ['canary'], halted: false, withdrawn: false });
      const halted = await updateRollout(storage, 'plugin', 'acme-forms', '1.0.0', { halted: true });
      expect(halted?.after.rollout).toEqual({ percent: 10, rings: ['canary'], halted: true, withdrawn: false });
      expect((await storage.getPackage('plugin', 'acme-forms'))?.latest.rollout).toEqual(halted?.after.rollout);
      expect(await updateRollout(storage, 'plugin', 'acme-forms', '9.9.9', { halted: true })).toBeUndefined();
      expect(await updateRollout(storage, 'plugin', 'nope', '1.0.0', { halted: true })).toBeUndefined();
    });

    it('withdrawing the latest moves latest to the highest version not withdrawn, in the same change', async () => {
      const { storage } = store();
      for (const version of ['1.0.0', '1.1.0', '1.2.0', '2.0.0']) await add(storage, { version });
      await updateRollout(storage, 'plugin', 'acme-forms', '1.2.0', { withdrawn: true });
      expect((await storage.getPackage('plugin', 'acme-forms'))?.withdrawn).toEqual(['1.2.0']);
      const changed = await updateRollout(storage, 'plugin', 'acme-forms', '2.0.0', { withdrawn: true });
      expect([changed?.before.latest, changed?.after.latest]).toEqual([true, false]);
      expect(await latestFlags(storage, 'plugin', 'acme-forms')).toEqual([
        ['2.0.0', false],
        ['1.2.0', false],
        ['1.1.0', true],
        ['1.0.0', false],
      ]);
      const pkg = await storage.getPackage('plugin', 'acme-forms');
      expect(pkg?.latest.version).toBe('1.1.0');
      expect([...(pkg?.withdrawn ?? [])].sort()).toEqual(['1.2.0', '2.0.0']);
      expect((await storage.getPackages('plugin', ['acme-forms']))[0].latest.version).toBe('1.1.0');
    });

    it('a site has an id, declares a ring, and keeps an assigned ring and holds across check-ins', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn('https://shop.example.com', 'canary'));
      const id = siteId('https://shop.example.com');
      expect(await storage.sites.get(id)).toMatchObject({
        id,
        url: 'https://shop.example.com',
        declaredRing: 'canary',
        holds: { plugins: [], themes: [] },
      });
      expect((await storage.sites.get(id))?.assignedRing).toBeUndefined();
      expect(await storage.sites.controls('https://shop.example.com')).toEqual({ holds: { plugins: [], themes: [] } });
      const changed = await storage.sites.change(
        id,
        siteChangeRule({
          ring: 'early',
          holds: { plugins: ['acme-forms'], themes: ['acme-blocks'] },
        }),
      );
      expect(changed?.before.assignedRing).toBeUndefined();
      expect(changed?.after).toMatchObject({
        assignedRing: 'early',
        holds: { plugins: ['acme-forms'], themes: ['acme-blocks'] },
      });
      await storage.sites.record(checkIn('https://shop.example.com'));
      expect(await storage.sites.get(id)).toMatchObject({
        declaredRing: '',
        assignedRing: 'early',
        holds: { plugins: ['acme-forms'], themes: ['acme-blocks'] },
      });
      expect(await storage.sites.controls('https://shop.example.com')).toEqual({
        assignedRing: 'early',
        holds: { plugins: ['acme-forms'], themes: ['acme-blocks'] },
      });
      const cleared = await storage.sites.change(id, siteChangeRule({ ring: null }));
      expect(cleared?.after.assignedRing).toBeUndefined();
      expect(cleared?.after.holds).toEqual({ plugins: ['acme-forms'], themes: ['acme-blocks'] });
      expect(await storage.sites.change('0000000000000000', siteChangeRule({ ring: 'x' }))).toBeUndefined();
      expect(await storage.sites.get('0000000000000000')).toBeUndefined();
      expect(await storage.sites.controls('https://elsewhere.example')).toBeUndefined();
      expect(await storage.sites.controls('https://shop.example.com')).toEqual({
        holds: { plugins: ['acme-forms'], themes: ['acme-blocks'] },
      });
    });

    it('lists the sites of a ring: assigned, else declared, else production', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn('https://a.example', 'canary'));
      await storage.sites.record(checkIn('https://b.example'));
      await storage.sites.record(checkIn('https://c.example', 'canary'));
      await storage.sites.change(siteId('https://c.example'), siteChangeRule({ ring: 'production' }));
      const ring = async (name: string) =>
        (await storage.sites.list({ ...ALL, ring: name })).sites.map((s) => s.url).sort();
      expect(await ring('canary')).toEqual(['https://a.example']);
      expect(await ring('production')).toEqual(['https://b.example', 'https://c.example']);
      expect(
        (await storage.sites.list({ ...ALL, ring: 'canary', running: { type: 'plugin', slug: 'acme-forms' } })).total,
      ).toBe(1);
    });
  });
}
