import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../src/auth/sign-in.js';
import type { SessionRecord } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';

/** Sign-in sessions: found by hash, touched, ended, purged past their end; the same on every adapter. */
export function sessions(factory: StoreFactory): void {
  describe('sign-in sessions', () => {
    const store = useFreshStore(factory);
    const record = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
      hash: newSessionId().hash,
      user: { sub: 'ada', name: 'Ada Lovelace', email: 'ada@acme.example' },
      role: 'registry.operator',
      createdAt: '2026-12-02T08:00:00.000Z',
      expiresAt: '2026-12-02T16:00:00.000Z',
      lastSeenAt: '2026-12-02T08:00:00.000Z',
      ...overrides,
    });

    it('sessions.create stores a session that sessions.find answers by its hash, as stored', async () => {
      const { storage } = store();
      const session = record();
      await storage.sessions.create(session);
      expect(await storage.sessions.find(session.hash)).toEqual(session);
      expect(await storage.sessions.find(newSessionId().hash)).toBeUndefined();
    });

    it('sessions.touch sets the last use; an ended session stays ended (touch revives nothing)', async () => {
      const { storage } = store();
      const session = record();
      await storage.sessions.create(session);
      await storage.sessions.touch(session.hash, '2026-12-02T09:30:00.000Z');
      expect((await storage.sessions.find(session.hash))?.lastSeenAt).toBe('2026-12-02T09:30:00.000Z');
      expect(await storage.sessions.end(session.hash)).toBe(true);
      expect(await storage.sessions.end(session.hash)).toBe(false);
      await storage.sessions.touch(session.hash, '2026-12-02T09:31:00.000Z');
      expect(await storage.sessions.find(session.hash)).toBeUndefined();
    });

    it('sessions.purge removes the sessions past their absolute end, and only those', async () => {
      const { storage } = store();
      const over = record({ expiresAt: '2026-12-02T10:00:00.000Z' });
      const live = record({ expiresAt: '2026-12-02T18:00:00.000Z' });
      await storage.sessions.create(over);
      await storage.sessions.create(live);
      expect(await storage.sessions.purge('2026-12-02T12:00:00.000Z')).toBe(1);
      expect(await storage.sessions.find(over.hash)).toBeUndefined();
      expect(await storage.sessions.find(live.hash)).toEqual(live);
    });

    it('sessions are not registry data: they leave the storage empty for an import, and move no change token', async () => {
      const { storage } = store();
      const token = await storage.changeToken({ type: 'plugin' });
      await storage.sessions.create(record());
      expect(await storage.bulk.isEmpty()).toBe(true);
      expect(await storage.changeToken({ type: 'plugin' })).toBe(token);
    });
  });
}
