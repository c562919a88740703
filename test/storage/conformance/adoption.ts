import { describe, expect, it } from 'vitest';
import { type StoreFactory, useFreshStore } from './context.js';

/** Daily adoption snapshots: the first of a day stays, whoever stores it; read by day range, oldest first. */
export function adoptionSnapshots(factory: StoreFactory): void {
  describe('adoption snapshots', () => {
    const store = useFreshStore(factory);

    it('adoption.record keeps the first snapshot of a day; a second one for that day stores nothing', async () => {
      const { storage } = store();
      const first = { type: 'plugin' as const, slug: 'acme-forms', date: '2026-11-27', versions: { '1.2.0': 3 } };
      expect(await storage.adoption.record(first)).toBe(true);
      expect(await storage.adoption.record({ ...first, versions: { '1.2.0': 9, '1.1.0': 1 } })).toBe(false);
      expect(await storage.adoption.list('plugin', 'acme-forms', '2026-01-01')).toEqual([first]);
    });

    it('of snapshots of one day stored at once, exactly one is stored and it is the one listed', async () => {
      const { storage } = store();
      const tries = [1, 2, 3, 4, 5].map((n) => ({
        type: 'theme' as const,
        slug: 'acme-blocks',
        date: '2026-11-27',
        versions: { [`1.${n}.0`]: n },
      }));
      const stored = await Promise.all(tries.map((snapshot) => storage.adoption.record(snapshot)));
      expect(stored.filter(Boolean)).toHaveLength(1);
      expect(await storage.adoption.list('theme', 'acme-blocks', '2026-11-27')).toEqual([tries[stored.indexOf(true)]]);
    });

    it('adoption.list answers the days from `since` on, oldest first, of that package and type only', async () => {
      const { storage } = store();
      const day = (date: string, slug = 'acme-forms', type: 'plugin' | 'theme' = 'plugin') => ({
        type,
        slug,
        date,
        versions: { '1.0.0': date.length },
      });
      for (const snapshot of [
        day('2026-11-26'),
        day('2026-11-24'),
        day('2026-11-25'),
        day('2026-11-25', 'acme-forms-pro'),
        day('2026-11-25', 'acme-forms', 'theme'),
      ])
        await storage.adoption.record(snapshot);
      expect(await storage.adoption.list('plugin', 'acme-forms', '2026-11-25')).toEqual([
        day('2026-11-25'),
        day('2026-11-26'),
      ]);
      expect(await storage.adoption.list('plugin', 'nothing-here', '2026-01-01')).toEqual([]);
    });

    it('adoption.forget removes the package’s days before the given day, and only those', async () => {
      const { storage } = store();
      for (const date of ['2025-10-01', '2025-10-02', '2026-11-27'])
        await storage.adoption.record({ type: 'plugin', slug: 'acme-forms', date, versions: {} });
      await storage.adoption.record({ type: 'plugin', slug: 'other', date: '2025-10-01', versions: {} });
      expect(await storage.adoption.forget('plugin', 'acme-forms', '2025-10-02')).toBe(1);
      expect((await storage.adoption.list('plugin', 'acme-forms', '2000-01-01')).map((s) => s.date)).toEqual([
        '2025-10-02',
        '2026-11-27',
      ]);
      expect(await storage.adoption.list('plugin', 'other', '2000-01-01')).toHaveLength(1);
    });
  });
}
