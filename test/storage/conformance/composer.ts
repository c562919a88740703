import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewVersion } from '../../../src/storage/types.js';
import { newVersion, sha1, type StoreFactory, useFreshStore } from './context.js';

/** What the Composer repository (DESIGN 16) keeps in storage: a version's SHA-1, a key's composer ring. */
export function composerRecords(factory: StoreFactory): void {
  describe('Composer records', () => {
    const store = useFreshStore(factory);

    it('a version keeps the SHA-1 it was stored with', async () => {
      const { storage } = store();
      const { input, bytes } = newVersion(storage, { version: '1.0.0' });
      const { version } = await storage.versions.add(input);
      expect(version.sha1).toBe(sha1(bytes));
      expect((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.sha1).toBe(sha1(bytes));
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest.sha1).toBe(sha1(bytes));
    });

    it('recordSha1 completes a version stored without one, once, in its record and its package', async () => {
      const { storage } = store();
      const { input, bytes } = newVersion(storage, { version: '1.0.0' });
      const { sha1: _, ...older } = input;
      const { version } = await storage.versions.add(older as NewVersion);
      expect(version.sha1).toBeUndefined();
      expect(await storage.versions.recordSha1(version, sha1(bytes))).toBe(true);
      expect((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.sha1).toBe(sha1(bytes));
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest.sha1).toBe(sha1(bytes));
      expect((await storage.versions.list('plugin', 'acme-forms'))![0].sha1).toBe(sha1(bytes));
      // Kept: a second computation (another instance's) changes nothing.
      expect(await storage.versions.recordSha1(version, 'f'.repeat(40))).toBe(false);
      expect((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.sha1).toBe(sha1(bytes));
    });

    it('recordSha1 writes nothing for a version that is gone or was stored again with another archive', async () => {
      const { storage } = store();
      const first = newVersion(storage, { version: '1.0.0' });
      const { sha1: _, ...older } = first.input;
      const { version } = await storage.versions.add(older as NewVersion);
      await storage.versions.add(newVersion(storage, { version: '2.0.0' }).input);
      await storage.versions.delete('plugin', 'acme-forms', '1.0.0');
      expect(await storage.versions.recordSha1(version, sha1(first.bytes))).toBe(false);
      const again = newVersion(storage, { version: '1.0.0', description: 'other bytes' });
      const { sha1: __, ...againOlder } = again.input;
      await storage.versions.add(againOlder as NewVersion);
      expect(await storage.versions.recordSha1(version, sha1(first.bytes))).toBe(false);
      expect((await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!.sha1).toBeUndefined();
    });

    it('a key keeps its composer ring, and a key without one has none', async () => {
      const { storage } = store();
      const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
      const canary = {
        id: 'key_canary',
        name: 'canary build',
        hash: hash(),
        scopes: { plugins: ['read' as const] },
        createdAt: '2026-12-01T10:00:00.000Z',
        composerRing: 'canary',
      };
      const plain = { ...canary, id: 'key_plain', hash: hash(), composerRing: undefined };
      await storage.keys.create(canary);
      await storage.keys.create(plain);
      expect(await storage.keys.find(canary.hash)).toEqual(canary);
      expect((await storage.keys.find(plain.hash))!.composerRing).toBeUndefined();
      expect((await storage.keys.list()).map((k) => k.composerRing)).toEqual(['canary', undefined]);
    });
  });
}
