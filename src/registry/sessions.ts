import {
  hashSessionId,
  isSessionId,
  newSessionId,
  type Role,
  SESSION_MAX_MS,
  SESSION_OVER_MESSAGE,
  SESSION_TOUCH_MS,
  sessionEndsAt,
  type SessionUser,
} from '../auth/sign-in.js';
import { UnauthenticatedError } from '../errors.js';
import type { SessionRecord, SessionStorage } from '../storage/types.js';

/** A session that passed its checks: who, with which role, until when at the latest. */
export interface OpenSession {
  user: SessionUser;
  role: Role;
  /** The absolute end, ISO 8601 UTC. */
  expiresAt: string;
  /** What the store keys it by (for sign-out); never the id. */
  hash: string;
}

/** Sessions started once an hour at most purge the expired ones: a sign-in is rare, a purge a table scan. */
const PURGE_EVERY_MS = 3600_000;

/**
 * Operators' sessions over the storage's session store: starting one, checking one (8 h absolute,
 * 30 min idle; an ended one is removed when it is presented), ending one. The id leaves only as
 * the cookie's value; storage and everything after the check know its hash alone.
 */
export class Sessions {
  private lastPurge = 0;

  constructor(
    private readonly store: SessionStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for this person; the id is the caller's to put in the cookie, once. */
  async start(user: SessionUser, role: Role): Promise<{ id: string; session: OpenSession }> {
    const { id, hash } = newSessionId();
    const now = this.now();
    const record: SessionRecord = {
      hash,
      user,
      role,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_MAX_MS).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
    };
    await this.store.create(record);
    if (now - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = now;
      await this.store.purge(new Date(now).toISOString()).catch(() => 0); // best effort: the next sign-in tries again
    }
    return { id, session: { user, role, expiresAt: record.expiresAt, hash } };
  }

  /** The session of this cookie value; 401 when there is none or it is over (which also removes it). */
  async check(id: string): Promise<OpenSession> {
    if (!isSessionId(id)) throw new UnauthenticatedError(SESSION_OVER_MESSAGE);
    const hash = hashSessionId(id);
    const record = await this.store.find(hash);
    if (!record) throw new UnauthenticatedError(SESSION_OVER_MESSAGE);
    const now = this.now();
    if (now >= sessionEndsAt(record)) {
      await this.store.end(hash);
      throw new UnauthenticatedError(SESSION_OVER_MESSAGE);
    }
    if (now - Date.parse(record.lastSeenAt) >= SESSION_TOUCH_MS)
      await this.store.touch(hash, new Date(now).toISOString());
    return { user: record.user, role: record.role, expiresAt: record.expiresAt, hash };
  }

  /** Ends the session in storage, for every instance. */
  async end(session: Pick<OpenSession, 'hash'>): Promise<void> {
    await this.store.end(session.hash);
  }
}
