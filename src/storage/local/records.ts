import { RecordDatabase } from './database.js';
import { KeyRecords } from './key-records.js';
import { PackageRecords } from './package-records.js';
import { VersionRecords } from './version-records.js';

/**
 * The SQLite half of the local adapter, by concern: packages, versions and keys, over one
 * shared connection (database.ts). Each method is one transaction.
 */
export class RecordStore {
  private readonly db: RecordDatabase;
  readonly packages: PackageRecords;
  readonly versions: VersionRecords;
  readonly keys: KeyRecords;

  constructor(file: string) {
    this.db = new RecordDatabase(file);
    this.packages = new PackageRecords(this.db);
    this.versions = new VersionRecords(this.db, this.packages);
    this.keys = new KeyRecords(this.db);
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
