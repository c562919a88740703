import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewVersion } from '../../../src/storage/types.js';
import { newVersion, sha1, sha256, type StoreFactory, useFreshStore } from './context.js';
import { addVersion, recordHashes } from '../../../src/registry/package-writes.js';

const hashesOf = (bytes: Buffer) => ({ sha1: sha1(bytes), sha256: sha256(bytes) });
/** A NewVersion as a release before Composer hashes were recorded stored it. */
const older = ({ sha1: _, sha256: __, ...input }: NewVersion) => input as NewVersion;

/** What the Composer repository (DESIGN 16) keeps in storage: a version's SHA-1 and SHA-256, a key's composer ring. */
export function composerRecords(factory: StoreFactory): void {
  describe('Composer records', () => {
    const store = useFreshStore(factory);

    it('a version keeps the SHA-1 and SHA-256 it was stored with', async () => {
      const { storage } = store();
      const { input, bytes } = newVersion(storage, { version: '1.0.0' });
      const { version } = await addVersion(storage, input);
      expect(version).toMatchObject(hashesOf(bytes));
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toMatchObject(hashesOf(bytes));
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest).toMatchObject(hashesOf(bytes));
    });

    it('recordHashes completes a version stored without them, once, in its record and its package', async () => {
      const { storage } = store();
      const { input, bytes } = newVersion(storage, { version: '1.0.0' });
      const { version } = await addVersion(storage, older(input));
      expect(version.sha1).toBeUndefined();
      expect(version.sha256).toBeUndefined();
      expect(await recordHashes(storage, version, hashesOf(bytes))).toBe(true);
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toMatchObject(hashesOf(bytes));
      expect((await storage.getPackage('plugin', 'acme-forms'))!.latest).toMatchObject(hashesOf(bytes));
      expect((await storage.versions.list('plugin', 'acme-forms'))![0]).toMatchObject(hashesOf(bytes));
      // Kept: a second computation (another instance's) changes nothing.
      expect(await recordHashes(storage, version, { sha1: 'f'.repeat(40), sha256: 'f'.repeat(64) })).toBe(false);
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toMatchObject(hashesOf(bytes));
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
