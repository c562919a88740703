import { createdKeyChanges, keyEntry } from '../audit-entries.js';
import type { ApiKeyRecord, AuditStamp } from '../types.js';
import type { AuditTable } from './audit-records.js';
import type { RecordDatabase } from './database.js';
import { type KeyRow, toKey } from './rows.js';

/** Keys cached at most (an organization has a handful; this only bounds memory). */
const KEY_CACHE_SIZE = 1_000;

/** API keys in `registry.sqlite`; every request looks one up, so found keys are cached. */
export class KeyTable {
  private cache: { version: string; byHash: Map<string, ApiKeyRecord> } = { version: '', byHash: new Map() };

  constructor(
    private readonly db: RecordDatabase,
    private readonly audit: AuditTable,
  ) {}

  /** The key as given, a revocation included (an import puts keys back through here, unstamped). */
  create(key: ApiKeyRecord, audit?: AuditStamp): void {
    this.db.write(() => {
      this.db.sql.insertKey.run(
        key.id,
        key.name,
        key.hash,
        JSON.stringify(key.scopes),
        key.createdAt,
        key.revokedAt ?? null,
        key.enrollment ? JSON.stringify(key.enrollment) : null,
      );
      if (key.composerRing) this.db.sql.setKeyComposerRing.run(key.composerRing, key.id);
      if (audit) this.audit.appendInside(keyEntry(audit, key.id, 'key.create', createdKeyChanges(key)));
    });
  }

  /** Cached until the database changes (a revocation from the CLI included), as every request looks its key up. */
  find(hash: string): ApiKeyRecord | undefined {
    const version = this.db.version();
    if (this.cache.version !== version) this.cache = { version, byHash: new Map() };
    if (this.cache.byHash.has(hash)) return this.cache.byHash.get(hash);
    const row = this.db.sql.findKey.get(hash) as KeyRow | undefined;
    const record = row && toKey(row);
    // Unknown hashes are not cached: anyone can send endless made-up keys.
    if (record && this.cache.byHash.size < KEY_CACHE_SIZE) this.cache.byHash.set(hash, record);
    return record;
  }

  list(): ApiKeyRecord[] {
    return (this.db.sql.listKeys.all() as KeyRow[]).map(toKey);
  }

  /** True if the key exists; only the first revocation changes anything (and is recorded). */
  revoke(id: string, now: string, audit?: AuditStamp): boolean {
    return this.db.write(() => {
      if (this.db.sql.revokeKey.run(now, id).changes === 0) return this.db.sql.keyExists.get(id) !== undefined;
      if (audit) this.audit.appendInside(keyEntry(audit, id, 'key.revoke', { revoked_at: [null, now] }));
      return true;
    });
  }
}
