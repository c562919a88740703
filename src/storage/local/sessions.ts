import type { Role, SessionUser } from '../../auth/sign-in.js';
import type { SessionRecord } from '../types.js';
import { SqliteFile } from './database.js';

/**
 * Sign-in sessions of the local adapter, in a SQLite file of their own (`sessions.sqlite`): a
 * sign-in or a session's last use must not move the catalog's change token. Keyed by the
 * SHA-256 of the session id; the id itself is never written.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  hash TEXT PRIMARY KEY,
  user TEXT NOT NULL,
  role TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) WITHOUT ROWID;
`;

interface Row {
  hash: string;
  user: string;
  role: Role;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export class SessionTable extends SqliteFile {
  private readonly sql = {
    insert: this.db.prepare(
      `INSERT INTO sessions (hash, user, role, created_at, expires_at, last_seen_at)
       VALUES (@hash, @user, @role, @created_at, @expires_at, @last_seen_at)`,
    ),
    find: this.db.prepare<[string], Row>('SELECT * FROM sessions WHERE hash = ?'),
    touch: this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE hash = ?'),
    end: this.db.prepare('DELETE FROM sessions WHERE hash = ?'),
    purge: this.db.prepare('DELETE FROM sessions WHERE expires_at < ?'),
  };

  constructor(file: string, cacheMiB?: number) {
    // FULL: a sign-out must not come back after a power cut.
    super(file, SCHEMA, 'FULL', cacheMiB);
  }

  create(record: SessionRecord): void {
    this.sql.insert.run({
      hash: record.hash,
      user: JSON.stringify(record.user),
      role: record.role,
      created_at: record.createdAt,
      expires_at: record.expiresAt,
      last_seen_at: record.lastSeenAt,
    });
  }

  find(hash: string): SessionRecord | undefined {
    const row = this.sql.find.get(hash);
    return row
      ? {
          hash: row.hash,
          user: JSON.parse(row.user) as SessionUser,
          role: row.role,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          lastSeenAt: row.last_seen_at,
        }
      : undefined;
  }

  touch(hash: string, lastSeenAt: string): void {
    this.sql.touch.run(lastSeenAt, hash);
  }

  end(hash: string): boolean {
    return this.sql.end.run(hash).changes === 1;
  }

  purge(now: string): number {
    return this.sql.purge.run(now).changes;
  }
}
