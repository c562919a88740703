import { RecordDatabase } from './database.js';
import { AuditRecords } from './audit-records.js';
import { KeyRecords } from './key-records.js';
import { PackageRecords } from './package-records.js';
import { VersionRecords } from './version-records.js';

/**
 * The SQLite half of the local adapter, by concern: packages, versions, keys and the audit
 * log, over one shared connection (database.ts). Each method is one transaction; a write given
 * an audit stamp appends its entry inside that transaction.
 */
export class RecordStore {
  private readonly db: RecordDatabase;
  readonly packages: PackageRecords;
  readonly versions: VersionRecords;
  readonly keys: KeyRecords;
  readonly audit: AuditRecords;

  constructor(file: string) {
    this.db = new RecordDatabase(file);
    this.audit = new AuditRecords(this.db);
    this.packages = new PackageRecords(this.db, this.audit);
    this.versions = new VersionRecords(this.db, this.packages, this.audit);
    this.keys = new KeyRecords(this.db, this.audit);
  }

  /** Moves with every commit to the database, whichever process made it (see RecordDatabase.version). */
  version(): string {
    return this.db.version();
  }

  ping(): void {
    this.db.ping();
  }

  close(): void {
    this.db.close();
  }
}
