import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../../src/errors.js';
import { siteId } from '../../../src/storage/site-id.js';
import type { AuditStamp, EnrollmentFacts, SiteCheckIn } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';
import { publicKey } from './site-identity.js';
import { siteChangeRule } from '../../../src/registry/site-change.js';

const ops: AuditStamp = { actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'ops' }, requestId: 'req-1' };
const ALL = { seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 100 };
const checkIn = (url: string, wpVersion: string, siteTime?: number): SiteCheckIn => ({
  url,
  wpVersion,
  phpVersion: '8.2',
  locale: 'en_US',
  lastSeen: new Date().toISOString(),
  packages: [],
  verified: siteTime !== undefined,
  // The domain's condition (registry/site-inventory.ts): a signed check, not older than the one recorded.
  writeIf: { unenrolled: siteTime === undefined, ...(siteTime !== undefined ? { siteTimeAtMost: siteTime } : {}) },
  ...(siteTime !== undefined ? { siteTime } : {}),
});

/**
 * Enrollment bound to the site (DESIGN 11a), as the storage keeps it: what the rule is told
 * (read in the enrollment's own transaction), who enrolled a site, pending and approval, the
 * count of a key's sites, and replays that never move a record backwards.
 */
export function enrollment(factory: StoreFactory): void {
  describe('enrollment bound to the site', () => {
    const store = useFreshStore(factory);

    it("tells the rule the row and the key's other sites, and keeps who enrolled the site through a release", async () => {
      const { storage } = store();
      const seen: EnrollmentFacts[] = [];
      const decide = (pending: boolean) => (facts: EnrollmentFacts) => (seen.push(facts), { pending });
      const enrollAs = (url: string, keyId: string, pending = false) =>
        storage.sites.enroll(
          { url, publicKey: publicKey(), time: new Date().toISOString(), keyId, decide: decide(pending) },
          ops,
        );
      await storage.sites.record(checkIn('https://a.example', '6.5'));
      const a = await enrollAs('https://a.example', 'key_aaaaaaaaaaaa');
      expect(a).toMatchObject({ enrolledBy: 'key_aaaaaaaaaaaa', firstSeen: expect.any(String) });
      expect(a.pending).toBeUndefined();
      await enrollAs('https://b.example', 'key_aaaaaaaaaaaa', true);
      expect(seen).toEqual([
        { site: { enrolled: false, pending: false, predates: false }, keyEnrolled: 0 },
        { keyEnrolled: 1 },
      ]);
      expect(await storage.sites.enrolledCounts()).toEqual(new Map([['key_aaaaaaaaaaaa', 2]]));
      // Released: the row keeps who enrolled it; its own URL does not count against the key.
      await storage.sites.change(a.id, siteChangeRule({ key: null }));
      await enrollAs('https://a.example', 'key_aaaaaaaaaaaa');
      expect(seen[2]).toEqual({
        site: { enrolled: false, enrolledBy: 'key_aaaaaaaaaaaa', pending: false, predates: false },
        keyEnrolled: 1,
      });
      // A refusal of the rule changes nothing.
      const refuse = () => {
        throw new ForbiddenError('no');
      };
      const refused = storage.sites.enroll({
        url: 'https://c.example',
        publicKey: publicKey(),
        time: new Date().toISOString(),
        keyId: 'key_aaaaaaaaaaaa',
        decide: refuse,
      });
      await expect(refused).rejects.toThrow(ForbiddenError);
      expect(await storage.sites.get(siteId('https://c.example'))).toBeUndefined();
    });

    it('a pending site signs but is marked so until approved; the approval is one site.update entry', async () => {
      const { storage } = store();
      const url = 'https://pending.example';
      const enrolled = await storage.sites.enroll(
        {
          url,
          publicKey: publicKey(),
          time: new Date().toISOString(),
          keyId: 'key_bbbbbbbbbbbb',
          decide: () => ({ pending: true }),
        },
        ops,
      );
      expect(enrolled.pending).toBe(true);
      expect((await storage.sites.signer(enrolled.id))?.pending).toBe(true);
      expect((await storage.sites.list({ ...ALL, state: 'pending' })).sites.map((s) => s.url)).toEqual([url]);
      expect((await storage.sites.list({ ...ALL, state: 'enrolled' })).total).toBe(0);
      const changed = await storage.sites.change(enrolled.id, siteChangeRule({ approved: true }), ops);
      expect(changed?.after.pending).toBeUndefined();
      expect((await storage.sites.signer(enrolled.id))?.pending).toBeUndefined();
      expect((await storage.sites.list({ ...ALL, state: 'enrolled' })).sites.map((s) => s.url)).toEqual([url]);
      const { entries } = await storage.audit.list({ offset: 0, limit: 10 });
      expect(entries.map((e) => [e.action, e.changes.state])).toEqual([
        ['site.update', ['pending', 'enrolled']],
        ['site.enroll', [null, 'pending']],
      ]);
      // Approving again changes nothing and records nothing.
      await storage.sites.change(enrolled.id, siteChangeRule({ approved: true }), ops);
      expect((await storage.audit.list({ offset: 0, limit: 10 })).total).toBe(2);
    });

    it('a signed check-in older than the one recorded is not recorded', async () => {
      const { storage } = store();
      const url = 'https://replay.example';
      const site = await storage.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
      await storage.sites.record(checkIn(url, '6.6', 2_000_000_000));
      await storage.sites.record(checkIn(url, '6.1', 1_999_999_940));
      expect(await storage.sites.get(site.id)).toMatchObject({ wpVersion: '6.6', siteTime: 2_000_000_000 });
      await storage.sites.record(checkIn(url, '6.7', 2_000_000_001));
      expect(await storage.sites.get(site.id)).toMatchObject({ wpVersion: '6.7', siteTime: 2_000_000_001 });
    });

    it('applies the time condition it is given, whatever time the check-in records, and whether its packages changed', async () => {
      const { storage } = store();
      const url = 'https://condition.example';
      const site = await storage.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
      await storage.sites.record(checkIn(url, '6.6', 2_000_000_000));
      const plugin = [{ type: 'plugin' as const, slug: 'acme-forms', version: '1.0.0' }];
      for (const packages of [[], plugin]) {
        const refused = {
          ...checkIn(url, '6.1', 2_000_000_005),
          packages,
          writeIf: { unenrolled: false, siteTimeAtMost: 1_999_999_999 },
        };
        await storage.sites.record(refused);
        expect(await storage.sites.get(site.id)).toMatchObject({
          wpVersion: '6.6',
          siteTime: 2_000_000_000,
          packages: [],
        });
      }
      const atTheRecorded = {
        ...checkIn(url, '6.2', 2_000_000_000),
        writeIf: { unenrolled: false, siteTimeAtMost: 2_000_000_000 },
      };
      await storage.sites.record(atTheRecorded);
      expect(await storage.sites.get(site.id)).toMatchObject({ wpVersion: '6.2', siteTime: 2_000_000_000 });
      const anyTime = { ...checkIn(url, '6.3', 1_000_000_000), packages: plugin, writeIf: { unenrolled: false } };
      await storage.sites.record(anyTime);
      expect(await storage.sites.get(site.id)).toMatchObject({
        wpVersion: '6.3',
        siteTime: 1_000_000_000,
        packages: plugin,
      });
    });
  });
}
