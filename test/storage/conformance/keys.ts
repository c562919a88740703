import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Scopes } from '../../../src/auth/scopes.js';
import type { ApiKeyRecord } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';

function keyRecord(name: string, scopes: Scopes, createdAt: string): ApiKeyRecord {
  const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
  return { id: randomBytes(8).toString('hex'), name, hash, scopes, createdAt };
}

export function apiKeys(factory: StoreFactory): void {
  describe('API keys', () => {
    const store = useFreshStore(factory);

    it('createKey stores a key that findKey finds by its hash', async () => {
      const { storage } = store();
      const key = keyRecord('deploy', { plugins: ['read', 'create'], themes: ['read'] }, '2024-05-01T10:00:00.000Z');
      await storage.createKey(key);
      expect(await storage.findKey(key.hash)).toEqual(key);
    });

    it('findKey returns undefined for an unknown hash', async () => {
      const { storage } = store();
      expect(await storage.findKey(createHash('sha256').update('nobody').digest('hex'))).toBeUndefined();
      expect(await storage.findKey('')).toBeUndefined();
    });

    it('listKeys returns every key, oldest first', async () => {
      const { storage } = store();
      const later = keyRecord('later', { themes: ['delete'] }, '2024-05-02T00:00:00.000Z');
      const earlier = keyRecord('earlier', { plugins: ['read'] }, '2024-05-01T00:00:00.000Z');
      await storage.createKey(later);
      await storage.createKey(earlier);
      expect(await storage.listKeys()).toEqual([earlier, later]);
    });

    it('revokeKey marks the key revoked, keeps it findable and keeps the first revocation time', async () => {
      const { storage } = store();
      const key = keyRecord('ci', { plugins: ['read'] }, '2024-05-01T00:00:00.000Z');
      const other = keyRecord('other', { plugins: ['read'] }, '2024-05-01T00:00:01.000Z');
      await storage.createKey(key);
      await storage.createKey(other);
      expect(await storage.revokeKey(key.id)).toBe(true);
      const revoked = await storage.findKey(key.hash);
      expect(revoked).toMatchObject({ ...key, revokedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(await storage.revokeKey(key.id)).toBe(true);
      expect((await storage.findKey(key.hash))!.revokedAt).toBe(revoked!.revokedAt);
      expect(await storage.findKey(other.hash)).toEqual(other);
    });

    it('revokeKey returns false for an unknown id', async () => {
      const { storage } = store();
      expect(await storage.revokeKey('no-such-id')).toBe(false);
    });
  });
}
