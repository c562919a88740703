import { describe, expect, it } from 'vitest';
import type { Advisory } from '../../../src/packages/advisory.js';
import type { AuditStamp } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';

const stamp: AuditStamp = { actor: { keyId: 'k1', keyName: 'security' }, requestId: 'req-1' };

function advisory(id: string, slug = 'acme-forms', change: Partial<Advisory> = {}): Advisory {
  return {
    id,
    aliases: ['CVE-2026-0001'],
    summary: 'Stored XSS in the form builder',
    details: 'Upgrade to **1.4.2**.',
    severity: 'high',
    cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', score: 6.4 },
    affected: [{ type: 'plugin', slug, ranges: [{ introduced: '0', fixed: '1.4.2' }] }],
    references: [{ url: 'https://example.com/advisory' }],
    published: '2026-11-30T10:00:00.000Z',
    modified: '2026-11-30T10:00:00.000Z',
    withdrawn: null,
    source: 'registry',
    notice: null,
    ...change,
  };
}

export function securityAdvisories(factory: StoreFactory): void {
  describe('security advisories', () => {
    const store = useFreshStore(factory);

    it('put creates, updates, or writes nothing for the same record; each stamped write with its entry', async () => {
      const { storage } = store();
      const first = advisory('REG-2026-1');
      expect(await storage.advisories.put(first, stamp)).toBe('created');
      expect(await storage.advisories.get(first.id)).toEqual(first);
      expect(await storage.advisories.put(first, stamp)).toBe('unchanged');
      const withdrawn = { ...first, withdrawn: '2026-12-01T09:00:00.000Z' };
      expect(await storage.advisories.put(withdrawn, stamp)).toBe('updated');
      expect(await storage.advisories.get(first.id)).toEqual(withdrawn);
      expect(await storage.advisories.get('REG-2026-9')).toBeUndefined();

      const { entries } = await storage.audit.list({ type: 'advisory', offset: 0, limit: 10 });
      expect(entries.map((e) => [e.action, e.slug])).toEqual([
        ['advisory.update', 'REG-2026-1'],
        ['advisory.create', 'REG-2026-1'],
      ]);
      expect(entries[0].changes).toEqual({ withdrawn: [null, '2026-12-01T09:00:00.000Z'] });
      expect(entries[1].changes.affected).toEqual([
        null,
        [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.4.2' }] }],
      ]);
      expect(entries[1].actor).toEqual(stamp.actor);
    });

    it('an unstamped put records nothing; an import run records one entry with its counts', async () => {
      const { storage } = store();
      await storage.advisories.put(advisory('GHSA-aaaa-bbbb-cccc', 'acme-forms', { source: 'osv' }));
      await storage.advisories.recordImport(stamp, 'osv', { created: 1, updated: 0 });
      const { entries } = await storage.audit.list({ type: 'advisory', offset: 0, limit: 10 });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'advisory.import',
        slug: 'osv',
        changes: { created: [null, 1], updated: [null, 0] },
      });
    });

    it('lists every advisory or those naming one package, following changes of what they name', async () => {
      const { storage } = store();
      const forms = advisory('REG-2026-1');
      const both = advisory('REG-2026-2', 'acme-forms', {
        affected: [
          { type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '2.0', lastAffected: '2.1' }] },
          { type: 'theme', slug: 'acme-forms', ranges: [{ introduced: '0' }] },
        ],
      });
      // Feeds' ids and slugs may hold characters storage keys refuse.
      const odd = advisory('WF/1#2?x', 'odd/slug');
      for (const a of [forms, both, odd]) await storage.advisories.put(a);
      expect((await storage.advisories.list()).map((a) => a.id)).toEqual(['REG-2026-1', 'REG-2026-2', 'WF/1#2?x']);
      const ids = async (type: 'plugin' | 'theme', slug: string) =>
        (await storage.advisories.list({ type, slug })).map((a) => a.id);
      expect(await ids('plugin', 'acme-forms')).toEqual(['REG-2026-1', 'REG-2026-2']);
      expect(await ids('theme', 'acme-forms')).toEqual(['REG-2026-2']);
      expect(await ids('plugin', 'odd/slug')).toEqual(['WF/1#2?x']);
      expect(await ids('plugin', 'other')).toEqual([]);
      await storage.advisories.put({ ...both, affected: [both.affected[1]] });
      expect(await ids('plugin', 'acme-forms')).toEqual(['REG-2026-1']);
      expect(await storage.advisories.list({ type: 'plugin', slug: 'acme-forms' })).toEqual([forms]);
    });

    it('allocates REG ids in order per year, never the same one to concurrent creates', async () => {
      const { storage } = store();
      expect(await storage.advisories.allocateId(2026)).toBe('REG-2026-1');
      const many = await Promise.all(Array.from({ length: 8 }, () => storage.advisories.allocateId(2026)));
      expect(new Set(many).size).toBe(8);
      expect([...many].sort((a, b) => Number(a.split('-')[2]) - Number(b.split('-')[2]))).toEqual(
        Array.from({ length: 8 }, (_, i) => `REG-2026-${i + 2}`),
      );
      expect(await storage.advisories.allocateId(2027)).toBe('REG-2027-1');
    });

    it("an advisory's entries are part of the trail an export reads", async () => {
      const { storage } = store();
      await storage.advisories.put(advisory('REG-2026-1'), stamp);
      const actions = await storage.bulk.snapshot(async (view) => {
        const seen: string[] = [];
        for await (const entry of view.audit()) if (entry.type === 'advisory') seen.push(entry.action);
        return seen;
      });
      expect(actions).toEqual(['advisory.create']);
    });

    it("keeps a day's first exposure count per advisory, read from a day on, oldest first", async () => {
      const { storage } = store();
      const count = (advisory: string, day: string, exposed: number) => ({
        advisory,
        day,
        exposed,
        patched: 12 - exposed,
        total: 12,
      });
      expect(await storage.advisories.recordExposure(count('WF/1#2?x', '2026-12-02', 9))).toBe(true);
      expect(await storage.advisories.recordExposure(count('WF/1#2?x', '2026-12-01', 11))).toBe(true);
      expect(await storage.advisories.recordExposure(count('WF/1#2?x', '2026-12-02', 3))).toBe(false);
      expect(await storage.advisories.recordExposure(count('WF/1#2', '2026-12-02', 5))).toBe(true);
      expect(await storage.advisories.exposureHistory('WF/1#2?x', '2026-11-01')).toEqual([
        count('WF/1#2?x', '2026-12-01', 11),
        count('WF/1#2?x', '2026-12-02', 9),
      ]);
      expect(await storage.advisories.exposureHistory('WF/1#2?x', '2026-12-02')).toEqual([
        count('WF/1#2?x', '2026-12-02', 9),
      ]);
      expect(await storage.advisories.exposureHistory('WF/1#2', '2026-01-01')).toEqual([
        count('WF/1#2', '2026-12-02', 5),
      ]);
      expect(await storage.advisories.exposureHistory('REG-2026-9', '2026-01-01')).toEqual([]);
      // The counts are no advisories: a list sees none of them.
      expect(await storage.advisories.list()).toEqual([]);
    });
  });
}
