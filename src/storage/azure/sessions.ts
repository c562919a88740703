import { odata, type TableClient } from '@azure/data-tables';
import type { Role, SessionUser } from '../../auth/sign-in.js';
import type { SessionRecord } from '../types.js';
import { entity, type Row } from './entities.js';
import { ignoring, orUndefined } from './errors.js';

/**
 * Sign-in sessions in the adapter's table: partition `sessions`, RowKey the SHA-256 of the
 * session id (one point read per request that carries one; the id itself is never written).
 * Every instance on the table sees the same sessions, and a sign-out's delete ends it for all.
 */
export const SESSIONS_PARTITION = 'sessions';

export class SessionRows {
  constructor(private readonly table: TableClient) {}

  async create(record: SessionRecord): Promise<void> {
    await this.table.createEntity(
      entity(SESSIONS_PARTITION, record.hash, {
        user: JSON.stringify(record.user),
        role: record.role,
        createdAt: record.createdAt,
        expiresAt: record.expiresAt,
        lastSeenAt: record.lastSeenAt,
      }),
    );
  }

  async find(hash: string): Promise<SessionRecord | undefined> {
    const row = await orUndefined(this.table.getEntity<Record<string, unknown>>(SESSIONS_PARTITION, hash));
    return row
      ? {
          hash,
          user: JSON.parse(String(row.user)) as SessionUser,
          role: String(row.role) as Role,
          createdAt: String(row.createdAt),
          expiresAt: String(row.expiresAt),
          lastSeenAt: String(row.lastSeenAt),
        }
      : undefined;
  }

  /** Merges the new time in, only while the row exists (`*`: an update, never an insert that would revive an ended session). */
  async touch(hash: string, lastSeenAt: string): Promise<void> {
    await ignoring(
      [404],
      this.table.updateEntity(entity(SESSIONS_PARTITION, hash, { lastSeenAt }), 'Merge', { etag: '*' }),
    );
  }

  async end(hash: string): Promise<boolean> {
    return (
      (await ignoring(
        [404],
        this.table.deleteEntity(SESSIONS_PARTITION, hash).then(() => true),
      )) ?? false
    );
  }

  async purge(now: string): Promise<number> {
    const filter = odata`PartitionKey eq ${SESSIONS_PARTITION} and expiresAt lt ${now}`;
    let purged = 0;
    for await (const row of this.table.listEntities<Record<string, unknown>>({
      queryOptions: { filter, select: ['RowKey'] },
    })) {
      if (await this.end((row as Row).rowKey)) purged++;
    }
    return purged;
  }
}
