import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../src/errors.js';
import { siteId, siteKeyId } from '../../../src/storage/site-id.js';
import type { AuditStamp, SiteCheckIn } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';
import { siteChangeRule } from '../../../src/registry/site-change.js';

const ops: AuditStamp = { actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'ops' }, requestId: 'req-1' };
const URL_A = 'https://shop.example.com';
const ALL = { seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 100 };

/** A fresh Ed25519 public key, base64 of its 32 raw bytes. */
export function publicKey(): string {
  const der = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' });
  return der.subarray(-32).toString('base64');
}

const checkIn = (verified: boolean, version: string, declaredRing = ''): SiteCheckIn => ({
  url: URL_A,
  wpVersion: verified ? '6.5' : '4.0',
  phpVersion: '8.2',
  locale: verified ? 'en_US' : 'xx_FAKE',
  lastSeen: new Date().toISOString(),
  packages: [{ type: 'plugin', slug: 'acme-forms', version }],
  declaredRing,
  verified,
  // The domain's condition (registry/site-inventory.ts): a signed check may be written over the enrolled row.
  writeIf: { unenrolled: !verified },
});

/** Site identity: a site's enrolled key, what unsigned check-ins may no longer write, releases and removals. */
export function siteIdentity(factory: StoreFactory): void {
  describe('site identity', () => {
    const store = useFreshStore(factory);

    it('enrolls a new URL as a site of its own, with its site.enroll entry naming the key by id', async () => {
      const { storage } = store();
      const key = publicKey();
      const site = await storage.sites.enroll({ url: URL_A, publicKey: key, time: '2030-01-01T00:00:00.000Z' }, ops);
      expect(site).toMatchObject({ id: siteId(URL_A), url: URL_A, publicKey: key, verified: false, packages: [] });
      expect(await storage.sites.get(siteId(URL_A))).toMatchObject({ publicKey: key });
      const { entries } = await storage.audit.list({ offset: 0, limit: 10 });
      expect(entries).toMatchObject([
        { action: 'site.enroll', type: 'site', slug: siteId(URL_A), changes: { key: [null, siteKeyId(key)] } },
      ]);
    });

    it('takes over the row of unsigned check-ins with its ring and holds; a second enrollment is refused', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(false, '1.0.0', 'canary'));
      await storage.sites.change(
        siteId(URL_A),
        siteChangeRule({ ring: 'beta', holds: { plugins: ['acme-forms'], themes: [] } }),
      );
      const site = await storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      expect(site).toMatchObject({ assignedRing: 'beta', holds: { plugins: ['acme-forms'], themes: [] } });
      const again = storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      await expect(again).rejects.toThrow(ConflictError);
      await expect(again).rejects.toThrow(
        `This site is already enrolled; release its key with PATCH /sites/${siteId(URL_A)} {"key": null}.`,
      );
    });

    it('never writes an unsigned check-in over an enrolled site; a signed one is written and marked verified', async () => {
      const { storage } = store();
      await storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      await storage.sites.record(checkIn(true, '2.0.0', 'production'));
      await storage.sites.record(checkIn(false, '1.0.0', 'canary'));
      // The adapter applies the condition it is given, whatever else the check says.
      await storage.sites.record({ ...checkIn(true, '1.0.0', 'canary'), writeIf: undefined });
      const site = await storage.sites.get(siteId(URL_A));
      expect(site).toMatchObject({ verified: true, wpVersion: '6.5', locale: 'en_US', declaredRing: 'production' });
      expect(site?.packages).toEqual([{ type: 'plugin', slug: 'acme-forms', version: '2.0.0' }]);
      const listed = await storage.sites.list({
        ...ALL,
        running: { type: 'plugin', slug: 'acme-forms', version: '1.0.0' },
      });
      expect(listed.total).toBe(0);
      expect(await storage.sites.controls(URL_A)).toMatchObject({ enrolled: { declaredRing: 'production' } });
    });

    it('an unsigned check-in of a URL nobody enrolled is recorded as unverified', async () => {
      const { storage } = store();
      await storage.sites.record(checkIn(false, '1.0.0'));
      expect(await storage.sites.get(siteId(URL_A))).toMatchObject({ verified: false, wpVersion: '4.0' });
      expect((await storage.sites.controls(URL_A))?.enrolled).toBeUndefined();
    });

    it('releasing the key keeps id, ring and holds, records changes.key as [KEY_ID, null], and allows enrolling again', async () => {
      const { storage } = store();
      const key = publicKey();
      await storage.sites.enroll({ url: URL_A, publicKey: key, time: new Date().toISOString() });
      await storage.sites.change(siteId(URL_A), siteChangeRule({ ring: 'canary' }));
      const released = await storage.sites.change(siteId(URL_A), siteChangeRule({ key: null }), ops);
      expect(released?.after.publicKey).toBeUndefined();
      expect(released?.after.assignedRing).toBe('canary');
      const { entries } = await storage.audit.list({ offset: 0, limit: 10, action: 'site.update' });
      expect(entries).toMatchObject([{ slug: siteId(URL_A), changes: { key: [siteKeyId(key), null] } }]);
      const next = publicKey();
      const again = await storage.sites.enroll({ url: URL_A, publicKey: next, time: new Date().toISOString() });
      expect(again).toMatchObject({ id: siteId(URL_A), publicKey: next, assignedRing: 'canary' });
    });

    it('once the key is released, the next unsigned check-in is recorded; its controls say so at once', async () => {
      const { storage } = store();
      await storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      await storage.sites.record(checkIn(true, '2.0.0', 'production'));
      expect(await storage.sites.controls(URL_A)).toMatchObject({ enrolled: { declaredRing: 'production' } });
      // A signed check-in that declares another ring changes what an unsigned check of the URL is given.
      await storage.sites.record(checkIn(true, '2.0.0', 'canary'));
      expect(await storage.sites.controls(URL_A)).toMatchObject({ enrolled: { declaredRing: 'canary' } });
      await storage.sites.change(siteId(URL_A), siteChangeRule({ key: null }), ops);
      expect((await storage.sites.controls(URL_A))?.enrolled).toBeUndefined();
      await storage.sites.record(checkIn(false, '1.0.0'));
      expect(await storage.sites.get(siteId(URL_A))).toMatchObject({ verified: false, wpVersion: '4.0' });
    });

    it('signer: the enrolled site as a signed request needs it, changed at once by what changes it; none without a key', async () => {
      const { storage } = store();
      const id = siteId(URL_A);
      expect(await storage.sites.signer(id)).toBeUndefined();
      await storage.sites.record(checkIn(false, '1.0.0', 'canary'));
      expect(await storage.sites.signer(id)).toBeUndefined(); // unsigned check-ins only: no key
      const key = publicKey();
      await storage.sites.enroll({ url: URL_A, publicKey: key, time: new Date().toISOString() });
      expect(await storage.sites.signer(id)).toEqual({
        id,
        url: URL_A,
        publicKey: key,
        declaredRing: 'canary',
        holds: { plugins: [], themes: [] },
      });
      await storage.sites.change(id, siteChangeRule({ ring: 'beta', holds: { plugins: ['acme-forms'], themes: [] } }));
      await storage.sites.record(checkIn(true, '2.0.0', 'production'));
      expect(await storage.sites.signer(id)).toEqual({
        id,
        url: URL_A,
        publicKey: key,
        declaredRing: 'production',
        assignedRing: 'beta',
        holds: { plugins: ['acme-forms'], themes: [] },
      });
      await storage.sites.change(id, siteChangeRule({ key: null }), ops);
      expect(await storage.sites.signer(id)).toBeUndefined();
      const next = publicKey();
      await storage.sites.enroll({ url: URL_A, publicKey: next, time: new Date().toISOString() });
      expect((await storage.sites.signer(id))?.publicKey).toBe(next);
      await storage.sites.delete(id, ops);
      expect(await storage.sites.signer(id)).toBeUndefined();
    });

    it('deletes a site with its key and its package index, with a site.delete entry; an unknown id is undefined', async () => {
      const { storage } = store();
      await storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      await storage.sites.record(checkIn(true, '2.0.0'));
      const deleted = await storage.sites.delete(siteId(URL_A), ops);
      expect(deleted).toMatchObject({ id: siteId(URL_A), url: URL_A });
      expect(await storage.sites.get(siteId(URL_A))).toBeUndefined();
      expect((await storage.sites.list({ ...ALL, running: { type: 'plugin', slug: 'acme-forms' } })).total).toBe(0);
      expect(await storage.sites.delete(siteId(URL_A), ops)).toBeUndefined();
      const { entries } = await storage.audit.list({ offset: 0, limit: 10, action: 'site.delete' });
      expect(entries).toMatchObject([{ type: 'site', slug: siteId(URL_A), changes: {} }]);
      // A site that checks in again afterwards starts as a new, unenrolled row.
      await storage.sites.record(checkIn(false, '1.0.0'));
      expect(await storage.sites.get(siteId(URL_A))).toMatchObject({ verified: false });
      expect((await storage.sites.get(siteId(URL_A)))?.publicKey).toBeUndefined();
    });

    it('changes of one site at once each decide on what the other wrote: none is lost, each has its entry', async () => {
      const { storage } = store();
      await storage.sites.enroll({ url: URL_A, publicKey: publicKey(), time: new Date().toISOString() });
      const id = siteId(URL_A);
      const holds = { plugins: ['acme-forms'], themes: ['acme-blocks'] };
      await Promise.all([
        storage.sites.change(id, siteChangeRule({ ring: 'canary' }), ops),
        storage.sites.change(id, siteChangeRule({ holds }), ops),
        storage.sites.change(id, siteChangeRule({ key: null }), ops),
      ]);
      const site = await storage.sites.get(id);
      expect(site).toMatchObject({ assignedRing: 'canary', holds });
      expect(site?.publicKey).toBeUndefined();
      expect((await storage.audit.list({ offset: 0, limit: 10, action: 'site.update' })).total).toBe(3);
    });
  });
}
