/**
 * API keys in their own partition, RowKey = the key's SHA-256 hash: checking a request's
 * key (every request) is one point read. Revoking by id scans the partition, which is small
 * and rarely written.
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { SCOPES_VERSION } from '../../auth/scopes.js';
import { ConflictError } from '../../errors.js';
import { storedScopes } from '../key-scopes.js';
import { createdKeyChanges, keyEntry } from '../audit-entries.js';
import type { ApiKeyRecord, AuditEntry, AuditStamp, NewAuditEntry } from '../types.js';
import { type AuditRows, BEFORE_AUDIT_ROWS } from './audit.js';
import { entity, KEYS_PARTITION, type Row } from './entities.js';
import { ignoring, statusOf } from './errors.js';
import { retryOnContention, type RetryPolicy } from './retry.js';
import { commit, getRow, queryRows } from './rows.js';
import { compareStrings } from '../compare.js';

export class KeyRows {
  constructor(
    private readonly table: TableClient,
    private readonly retry: RetryPolicy,
    private readonly audit: AuditRows,
  ) {}

  /** The key row and its entry (the same partition) in one transaction. */
  async create(key: ApiKeyRecord, audit?: AuditStamp): Promise<void> {
    const props = {
      id: key.id,
      name: key.name,
      scopes: JSON.stringify(key.scopes),
      scopesVersion: SCOPES_VERSION,
      createdAt: key.createdAt,
      ...(key.revokedAt ? { revokedAt: key.revokedAt } : {}),
      ...(key.enrollment ? { enrollment: JSON.stringify(key.enrollment) } : {}),
      ...(key.composerRing ? { composerRing: key.composerRing } : {}),
    };
    const actions: TransactionAction[] = [['create', entity(KEYS_PARTITION, key.hash, props)]];
    const entry = this.withEntry(actions, audit && keyEntry(audit, key.id, 'key.create', createdKeyChanges(key)));
    try {
      await commit(this.table, actions);
    } catch (err) {
      if (statusOf(err) === 409) throw new ConflictError('An API key with this hash already exists.');
      throw err;
    }
    await this.audit.publish(entry);
  }

  async find(hash: string): Promise<ApiKeyRecord | undefined> {
    // A hash is hex; anything else cannot be a key and must not reach the key syntax checks.
    if (!/^[0-9a-f]{1,128}$/i.test(hash)) return undefined;
    const row = await getRow(this.table, KEYS_PARTITION, hash);
    return row && toKey(row);
  }

  /** Oldest first, as the local adapter lists them. */
  async list(): Promise<ApiKeyRecord[]> {
    const keys = (await this.query(odata`PartitionKey eq ${KEYS_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}`)).map(
      toKey,
    );
    return keys.sort((a, b) => compareStrings(a.createdAt, b.createdAt) || compareStrings(a.id, b.id));
  }

  /** Each key row's key and ETag, in key order: a change stamp of the keys (export). */
  async etags(): Promise<string[]> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${KEYS_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
      ['RowKey'],
    );
    return rows.map((row) => `${row.rowKey} ${row.etag}`).sort();
  }

  /** True if the key exists (revoked now or before); ETag-checked so a concurrent revoke keeps the first time. */
  revoke(id: string, now: string, audit?: AuditStamp): Promise<boolean> {
    return retryOnContention(this.retry, async () => {
      const [row] = await this.query(
        odata`PartitionKey eq ${KEYS_PARTITION} and RowKey lt ${BEFORE_AUDIT_ROWS} and id eq ${id}`,
      );
      if (!row) return false;
      if (typeof row.revokedAt === 'string') return true;
      const actions: TransactionAction[] = [
        ['update', { partitionKey: KEYS_PARTITION, rowKey: row.rowKey, revokedAt: now }, 'Merge', { etag: row.etag }],
      ];
      const entry = this.withEntry(actions, audit && keyEntry(audit, id, 'key.revoke', { revoked_at: [null, now] }));
      // A key row gone meanwhile (404) commits nothing, so there is no entry to publish either.
      if (await ignoring([404], commit(this.table, actions))) await this.audit.publish(entry);
      return true;
    });
  }

  private withEntry(actions: TransactionAction[], entry: NewAuditEntry | undefined): AuditEntry | undefined {
    if (!entry) return undefined;
    const stamped = this.audit.stamp(entry);
    actions.push(this.audit.action(KEYS_PARTITION, stamped));
    return stamped;
  }

  private query(filter: string): Promise<Row[]> {
    return queryRows(this.table, filter);
  }
}

function toKey(row: Row): ApiKeyRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    hash: row.rowKey,
    // A row from before `scopesVersion` existed holds scopes of version 1.
    scopes: storedScopes(
      JSON.parse(String(row.scopes)) as ApiKeyRecord['scopes'],
      typeof row.scopesVersion === 'number' ? row.scopesVersion : 1,
    ),
    createdAt: String(row.createdAt),
    ...(typeof row.revokedAt === 'string' ? { revokedAt: row.revokedAt } : {}),
    ...(typeof row.enrollment === 'string'
      ? { enrollment: JSON.parse(row.enrollment) as ApiKeyRecord['enrollment'] }
      : {}),
    ...(typeof row.composerRing === 'string' ? { composerRing: row.composerRing } : {}),
  };
}
