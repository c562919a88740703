import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError, InputError } from '../../../src/errors.js';
import { siteId } from '../../../src/storage/site-id.js';
import type { AuditEntry, AuditStamp, Storage } from '../../../src/storage/types.js';
import { add, newVersion, type StoreFactory, useFreshStore } from './context.js';
import { siteChangeRule } from '../../../src/registry/site-change.js';
import {
  addVersion,
  deletePackage,
  deleteVersion,
  updatePackage,
  updateRollout,
  updateVersion,
} from '../../../src/registry/package-writes.js';

const ci: AuditStamp = { actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'acme-forms-ci' }, requestId: 'req-1' };
const cli: AuditStamp = { actor: { cli: 'keys' }, requestId: null };
const page = { offset: 0, limit: 100 };

async function entries(storage: Storage): Promise<AuditEntry[]> {
  return (await storage.audit.list(page)).entries;
}

/** The entries added since `before` (newest first), for "exactly one entry" checks. */
async function added(storage: Storage, before: AuditEntry[]): Promise<AuditEntry[]> {
  const all = await entries(storage);
  return all.slice(0, all.length - before.length);
}

export function auditTrail(factory: StoreFactory): void {
  describe('audit trail', () => {
    const store = useFreshStore(factory);

    it('each stamped change writes exactly one entry with its action, actor, request id and changes', async () => {
      const { storage } = store();
      const step = async (change: () => Promise<unknown>) => {
        const before = await entries(storage);
        await change();
        return added(storage, before);
      };
      const upload = async (version: string) =>
        addVersion(storage, newVersion(storage, { version, notes: `Notes ${version}.` }).input, ci);

      expect(await step(() => upload('1.0.0'))).toEqual([
        expect.objectContaining({
          action: 'plugin.upload',
          type: 'plugin',
          slug: 'acme-forms',
          version: '1.0.0',
          actor: ci.actor,
          requestId: 'req-1',
          changes: {},
        }),
      ]);
      expect(await step(() => upload('2.0.0'))).toMatchObject([
        { action: 'plugin.upload', version: '2.0.0', changes: {} },
      ]);
      expect(
        await step(() =>
          addVersion(storage, newVersion(storage, { type: 'theme', slug: 'acme-blocks', version: '1.0.0' }).input, ci),
        ),
      ).toMatchObject([{ action: 'theme.upload', type: 'theme', slug: 'acme-blocks', version: '1.0.0' }]);
      expect(
        await step(() =>
          updatePackage(storage, 'plugin', 'acme-forms', { bannerLow: 'https://cdn.example/low.png' }, ci),
        ),
      ).toMatchObject([
        { action: 'plugin.update', version: null, changes: { banner_low: [null, 'https://cdn.example/low.png'] } },
      ]);
      expect(
        await step(() =>
          updatePackage(
            storage,
            'plugin',
            'acme-forms',
            { bannerLow: 'https://cdn.example/b.png', bannerHigh: 'https://cdn.example/low.png' },
            ci,
          ),
        ),
      ).toMatchObject([
        {
          changes: {
            banner_low: ['https://cdn.example/low.png', 'https://cdn.example/b.png'],
            banner_high: [null, 'https://cdn.example/low.png'],
          },
        },
      ]);
      expect(
        await step(() => updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'Fixed.' }, ci)),
      ).toMatchObject([
        { action: 'plugin.version.update', version: '1.0.0', changes: { release_notes: ['Notes 1.0.0.', 'Fixed.'] } },
      ]);
      // Latest moved and notes edited by one request: one entry holding both.
      expect(
        await step(() =>
          updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { latest: true, releaseNotes: 'Back.' }, ci),
        ),
      ).toEqual([
        expect.objectContaining({
          action: 'plugin.version.update',
          version: '1.0.0',
          changes: { release_notes: ['Fixed.', 'Back.'], latest: [false, true] },
        }),
      ]);
      expect(await step(() => deleteVersion(storage, 'plugin', 'acme-forms', '2.0.0', ci))).toMatchObject([
        { action: 'plugin.version.delete', version: '2.0.0', changes: {} },
      ]);
      expect(await step(() => deletePackage(storage, 'theme', 'acme-blocks', ci))).toMatchObject([
        { action: 'theme.delete', type: 'theme', slug: 'acme-blocks', version: null, changes: {} },
      ]);

      const key = {
        id: 'key_4b1d2e9a7c31',
        name: 'release-manager',
        hash: createHash('sha256').update('k').digest('hex'),
        scopes: { plugins: ['read' as const] },
        createdAt: new Date().toISOString(),
      };
      expect(await step(() => storage.keys.create(key, cli))).toEqual([
        expect.objectContaining({
          action: 'key.create',
          type: 'key',
          slug: key.id,
          version: null,
          actor: { cli: 'keys' },
          requestId: null,
          changes: { name: [null, 'release-manager'], scopes: [null, { plugins: ['read'] }] },
        }),
      ]);
      const revoked = await step(() => storage.keys.revoke(key.id, cli));
      expect(revoked).toMatchObject([
        { action: 'key.revoke', slug: key.id, changes: { revoked_at: [null, expect.stringMatching(/^\d{4}-/)] } },
      ]);
    });

    it('rollout changes and site ring and hold changes write one entry each; a withdrawal that moves latest says so', async () => {
      const { storage } = store();
      await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci);
      await addVersion(storage, newVersion(storage, { version: '2.0.0' }).input, ci);
      const step = async (change: () => Promise<unknown>) => {
        const before = await entries(storage);
        await change();
        return added(storage, before);
      };
      // What each rollout change's entry says is the rules' (test/registry/package-changes.test.ts): one stands for them.
      expect(
        await step(() => updateRollout(storage, 'plugin', 'acme-forms', '2.0.0', { withdrawn: true }, ci)),
      ).toMatchObject([
        {
          action: 'plugin.version.rollout',
          version: '2.0.0',
          changes: { withdrawn: [false, true], latest: [true, false] },
        },
      ]);

      const url = 'https://shop.example.com';
      await storage.sites.record({
        url,
        wpVersion: '6.5',
        phpVersion: '8.2',
        locale: 'en_US',
        lastSeen: new Date().toISOString(),
        packages: [],
      });
      const id = siteId(url);
      expect(await step(() => storage.sites.change(id, siteChangeRule({ ring: 'canary' }), ci))).toEqual([
        expect.objectContaining({
          action: 'site.update',
          type: 'site',
          slug: id,
          version: null,
          actor: ci.actor,
          changes: { ring: [null, 'canary'] },
        }),
      ]);
      expect(
        await step(() =>
          storage.sites.change(id, siteChangeRule({ ring: null, holds: { plugins: ['acme-forms'], themes: [] } }), ci),
        ),
      ).toMatchObject([
        {
          changes: {
            ring: ['canary', null],
            holds: [
              { plugins: [], themes: [] },
              { plugins: ['acme-forms'], themes: [] },
            ],
          },
        },
      ]);
      expect(
        await step(() =>
          storage.sites.change(id, siteChangeRule({ holds: { plugins: ['acme-forms'], themes: [] } }), ci),
        ),
      ).toEqual([]);
      expect(await storage.sites.change('0123456789abcdef', siteChangeRule({ ring: 'canary' }), ci)).toBeUndefined();
      // Site entries read with the others, newest first, and filter as they do.
      expect((await storage.audit.list({ ...page, type: 'site' })).total).toBe(2);
      expect((await entries(storage)).map((e) => e.action)).toEqual([
        'site.update',
        'site.update',
        'plugin.version.rollout',
        'plugin.upload',
        'plugin.upload',
      ]);
      expect((await storage.audit.list({ offset: 1, limit: 2 })).entries.map((e) => e.action)).toEqual([
        'site.update',
        'plugin.version.rollout',
      ]);
    });

    it('a write that changes nothing, or is refused, leaves no entry', async () => {
      const { storage } = store();
      await addVersion(storage, newVersion(storage, { version: '1.0.0', notes: 'Same.' }).input, ci);
      await updatePackage(storage, 'plugin', 'acme-forms', { defaultIcon: 'https://cdn.example/i.png' }, ci);
      const before = await entries(storage);
      expect(before).toHaveLength(2);

      await updatePackage(storage, 'plugin', 'acme-forms', { defaultIcon: 'https://cdn.example/i.png' }, ci); // same value
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'Same.', latest: true }, ci); // already so
      await expect(addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci)).rejects.toThrow(
        ConflictError,
      );
      await expect(deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0', ci)).rejects.toThrow(InputError);
      expect(await updateVersion(storage, 'plugin', 'acme-forms', '9.9.9', { releaseNotes: 'x' }, ci)).toBeUndefined();
      expect(await deleteVersion(storage, 'plugin', 'acme-forms', '9.9.9', ci)).toBeUndefined();
      expect(await updatePackage(storage, 'plugin', 'nope', { defaultIcon: 'x' }, ci)).toBeUndefined();
      expect(await deletePackage(storage, 'plugin', 'nope', ci)).toBeUndefined();
      expect(await storage.keys.revoke('no-such-key', cli)).toBe(false);
      const key = {
        id: 'key_1',
        name: 'k',
        hash: createHash('sha256').update('k1').digest('hex'),
        scopes: {},
        createdAt: new Date().toISOString(),
      };
      await storage.keys.create(key);
      await storage.keys.revoke(key.id); // unstamped: the adapter records nothing of its own
      await storage.keys.create({ ...key, id: 'key_2' }, cli).catch(() => undefined); // same hash: refused

      expect(await entries(storage)).toEqual(before);
    });

    it('entries read newest first, filtered by type, slug, action and time, a page at a time', async () => {
      const { storage } = store();
      await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, ci);
      await addVersion(storage, newVersion(storage, { slug: 'acme-seo', version: '1.0.0' }).input, ci);
      await addVersion(
        storage,
        newVersion(storage, { type: 'theme', slug: 'acme-blocks', version: '1.0.0' }).input,
        ci,
      );
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'New.' }, ci);
      const all = await entries(storage);
      expect(all.map((e) => `${e.action} ${e.slug}`)).toEqual([
        'plugin.version.update acme-forms',
        'theme.upload acme-blocks',
        'plugin.upload acme-seo',
        'plugin.upload acme-forms',
      ]);
      const times = all.map((e) => e.time);
      expect([...times].sort().reverse()).toEqual(times);
      expect(new Set(times).size).toBe(4);
      expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect([...all.map((e) => e.id)].sort().reverse()).toEqual(all.map((e) => e.id));

      const ids = (result: { entries: AuditEntry[] }) => result.entries.map((e) => e.id);
      expect(await storage.audit.list({ ...page, type: 'plugin' })).toEqual({
        entries: [all[0], all[2], all[3]],
        total: 3,
      });
      expect(ids(await storage.audit.list({ ...page, slug: 'acme-forms' }))).toEqual([all[0].id, all[3].id]);
      expect(ids(await storage.audit.list({ ...page, action: 'plugin.upload' }))).toEqual([all[2].id, all[3].id]);
      expect(
        ids(await storage.audit.list({ ...page, type: 'plugin', slug: 'acme-forms', action: 'plugin.upload' })),
      ).toEqual([all[3].id]);
      expect(ids(await storage.audit.list({ ...page, since: all[2].time }))).toEqual([all[0].id, all[1].id, all[2].id]);
      expect(ids(await storage.audit.list({ ...page, until: all[2].time }))).toEqual([all[3].id]);
      expect(ids(await storage.audit.list({ ...page, since: all[2].time, until: all[0].time }))).toEqual([
        all[1].id,
        all[2].id,
      ]);
      expect(await storage.audit.list({ ...page, since: '2999-01-01T00:00:00.000Z' })).toEqual({
        entries: [],
        total: 0,
      });

      expect(await storage.audit.list({ offset: 1, limit: 2 })).toEqual({ entries: [all[1], all[2]], total: 4 });
      expect(await storage.audit.list({ offset: 4, limit: 2 })).toEqual({ entries: [], total: 4 });
      expect(await storage.audit.list({ offset: 0, limit: 1, type: 'plugin' })).toEqual({
        entries: [all[0]],
        total: 3,
      });
    });

    it('append records an event that changed nothing else (an upload refused for its signature)', async () => {
      const { storage } = store();
      const entry = await storage.audit.append({
        action: 'plugin.upload.refused',
        type: 'plugin',
        slug: 'acme-forms',
        version: '3.0.0',
        actor: ci.actor,
        requestId: 'req-9',
        changes: {},
      });
      expect(entry).toMatchObject({
        id: expect.any(String),
        time: expect.stringMatching(/Z$/),
        action: 'plugin.upload.refused',
      });
      expect(await entries(storage)).toEqual([entry]);
      expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
    });

    it("keeps the client's request id beside the registry's, a refusal's reason, an upload's rollout and signing key", async () => {
      const { storage } = store();
      const stamp: AuditStamp = { ...ci, clientRequestId: 'client-7', signingKey: '3f9a0c2e7b1d4a68' };
      const rollout = { percent: 10, rings: ['canary'], halted: false, withdrawn: false };
      await addVersion(storage, { ...newVersion(storage, { version: '1.0.0' }).input, rollout }, stamp);
      await addVersion(storage, newVersion(storage, { version: '0.9.0' }).input, ci);
      await updatePackage(storage, 'plugin', 'acme-forms', { bannerLow: 'https://cdn.example/low.png' }, stamp);
      await storage.audit.append({
        action: 'plugin.upload.refused',
        type: 'plugin',
        slug: 'acme-forms',
        version: '2.0.0',
        actor: ci.actor,
        requestId: 'req-3',
        clientRequestId: 'client-8',
        changes: {},
        reason: 'untrusted',
      });
      const [refused, update, unsigned, upload] = await entries(storage);
      expect(upload).toMatchObject({
        requestId: 'req-1',
        clientRequestId: 'client-7',
        rollout,
        signingKey: '3f9a0c2e7b1d4a68',
      });
      expect(upload).not.toHaveProperty('reason');
      expect(unsigned).toMatchObject({
        clientRequestId: null,
        rollout: { percent: 100, rings: [], halted: false, withdrawn: false },
        signingKey: null,
      });
      expect(update).toMatchObject({ action: 'plugin.update', clientRequestId: 'client-7' });
      for (const field of ['reason', 'rollout', 'signingKey']) expect(update).not.toHaveProperty(field);
      expect(refused).toMatchObject({ requestId: 'req-3', clientRequestId: 'client-8', reason: 'untrusted' });
      expect(refused).not.toHaveProperty('rollout');
    });

    it('entries outlive what they speak of, and are no versions or keys of it', async () => {
      const { storage } = store();
      for (const version of ['1.0.0', '1.1.0', '1.2.0']) await add(storage, { version }).then(() => undefined);
      await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'x' }, ci);
      await addVersion(storage, newVersion(storage, { version: '1.3.0' }).input, ci);
      expect((await storage.versions.list('plugin', 'acme-forms'))!.map((v) => v.version)).toEqual([
        '1.3.0',
        '1.2.0',
        '1.1.0',
        '1.0.0',
      ]);
      const key = {
        id: 'key_x',
        name: 'x',
        hash: createHash('sha256').update('x').digest('hex'),
        scopes: {},
        createdAt: new Date().toISOString(),
      };
      await storage.keys.create(key, cli);
      expect(await storage.keys.list()).toEqual([key]);

      await deletePackage(storage, 'plugin', 'acme-forms', ci);
      expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
      expect((await entries(storage)).map((e) => e.action)).toEqual([
        'plugin.delete',
        'key.create',
        'plugin.upload',
        'plugin.version.update',
      ]);
      // The slug can be used again; its earlier history stays.
      await addVersion(storage, newVersion(storage, { version: '0.1.0' }).input, ci);
      expect((await storage.versions.list('plugin', 'acme-forms'))!.map((v) => v.version)).toEqual(['0.1.0']);
      expect((await storage.audit.list({ ...page, slug: 'acme-forms' })).total).toBe(4);
    });

    it('no entry holds a key value or its hash', async () => {
      const { storage } = store();
      const value = `rk_${randomBytes(32).toString('base64url')}`;
      const hash = createHash('sha256').update(value).digest('hex');
      await storage.keys.create(
        {
          id: 'key_secret',
          name: 'ci',
          hash,
          scopes: { plugins: ['read', 'create'] },
          createdAt: new Date().toISOString(),
        },
        cli,
      );
      await storage.keys.revoke('key_secret', cli);
      await addVersion(storage, newVersion(storage, { version: '1.0.0' }).input, {
        actor: { keyId: 'key_secret', keyName: 'ci' },
        requestId: 'r',
      });
      const text = JSON.stringify(await entries(storage));
      expect(text).toContain('key_secret');
      expect(text).not.toContain(hash);
      expect(text).not.toContain(value);
    });
  });
}
