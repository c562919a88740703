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

    it('keys.create stores a key that keys.find finds by its hash', async () => {
      const { storage } = store();
      const key = keyRecord('deploy', { plugins: ['read', 'create'], themes: ['read'] }, '2024-05-01T10:00:00.000Z');
      await storage.keys.create(key);
      expect(await storage.keys.find(key.hash)).toEqual(key);
    });

    it('keys.find returns undefined for an unknown hash', async () => {
      const { storage } = store();
      expect(await storage.keys.find(createHash('sha256').update('nobody').digest('hex'))).toBeUndefined();
      expect(await storage.keys.find('')).toBeUndefined();
    });

    it('keys.list returns every key, oldest first', async () => {
      const { storage } = store();
      const later = keyRecord('later', { themes: ['delete'] }, '2024-05-02T00:00:00.000Z');
      const earlier = keyRecord('earlier', { plugins: ['read'] }, '2024-05-01T00:00:00.000Z');
      await storage.keys.create(later);
      await storage.keys.create(earlier);
      expect(await storage.keys.list()).toEqual([earlier, later]);
    });

    it('keys.revoke marks the key revoked, keeps it findable and keeps the first revocation time', async () => {
      const { storage } = store();
      const key = keyRecord('ci', { plugins: ['read'] }, '2024-05-01T00:00:00.000Z');
      const other = keyRecord('other', { plugins: ['read'] }, '2024-05-01T00:00:01.000Z');
      await storage.keys.create(key);
      await storage.keys.create(other);
      expect(await storage.keys.revoke(key.id)).toBe(true);
      const revoked = await storage.keys.find(key.hash);
      expect(revoked).toMatchObject({ ...key, revokedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(await storage.keys.revoke(key.id)).toBe(true);
      expect((await storage.keys.find(key.hash))!.revokedAt).toBe(revoked!.revokedAt);
      expect(await storage.keys.find(other.hash)).toEqual(other);
    });

    it('keys.revoke returns false for an unknown id', async () => {
      const { storage } = store();
      expect(await storage.keys.revoke('no-such-id')).toBe(false);
    });
  });
}
