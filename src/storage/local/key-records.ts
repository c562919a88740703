import type { ApiKeyRecord } from '../types.js';
import type { RecordDatabase } from './database.js';
import { type KeyRow, toKey } from './rows.js';

/** Keys remembered at most (an organization has a handful; this only bounds memory). */
const KEY_CACHE_SIZE = 1_000;

/** API keys in `registry.sqlite`; every request looks one up, so found keys are remembered. */
export class KeyRecords {
  private cache: { version: string; byHash: Map<string, ApiKeyRecord> } = { version: '', byHash: new Map() };

  constructor(private readonly db: RecordDatabase) {}

  create(key: ApiKeyRecord): void {
    this.db.write(() => this.db.sql.insertKey.run(key.id, key.name, key.hash, JSON.stringify(key.scopes), key.createdAt));
  }

  /** Remembered until the database changes (a revocation from the CLI included), as every request looks its key up. */
  find(hash: string): ApiKeyRecord | undefined {
    const version = this.db.version();
    if (this.cache.version !== version) this.cache = { version, byHash: new Map() };
    if (this.cache.byHash.has(hash)) return this.cache.byHash.get(hash);
    const row = this.db.sql.findKey.get(hash) as KeyRow | undefined;
    const record = row && toKey(row);
    // Unknown hashes are not remembered: anyone can send endless made-up keys.
    if (record && this.cache.byHash.size < KEY_CACHE_SIZE) this.cache.byHash.set(hash, record);
    return record;
  }

  list(): ApiKeyRecord[] {
    return (this.db.sql.listKeys.all() as KeyRow[]).map(toKey);
  }

  revoke(id: string, now: string): boolean {
    return this.db.write(() => this.db.sql.revokeKey.run(now, id).changes > 0 || this.db.sql.keyExists.get(id) !== undefined);
  }
}
