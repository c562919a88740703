import { RecordDatabase } from './database.js';
import { AuditClock } from '../audit-entries.js';
import type { AuditEntry, NewAuditEntry, PackageDecide, PackageRecord, PackageType, VersionRecord } from '../types.js';
import type { AuditTable } from './audit-records.js';
import { KeyTable } from './key-records.js';
import { type CommittedChange, changePackageRows } from './package-change.js';
import { PackageTable } from './package-records.js';
import { packageParams, versionParams } from './rows.js';
import { VersionTable } from './version-records.js';

/**
 * The SQLite half of the local adapter, by concern: packages, versions, keys and the audit
 * log, over one shared connection (database.ts). Each method is one transaction; a write given
 * an audit stamp appends its entry inside that transaction.
 */
export class RecordStore {
  private readonly db: RecordDatabase;
  readonly packages: PackageTable;
  readonly versions: VersionTable;
  readonly keys: KeyTable;
  readonly audit: AuditTable;

  constructor(file: string, clock = new AuditClock(), cacheMiB?: number) {
    this.db = new RecordDatabase(file, cacheMiB);
    this.audit = this.db.auditTable(clock);
    this.packages = new PackageTable(this.db);
    this.versions = new VersionTable(this.db);
    this.keys = new KeyTable(this.db, this.audit);
  }

  /** Storage.changePackage's rows, in one transaction (package-change.ts). */
  changePackage<T>(type: PackageType, slug: string, decide: PackageDecide<T>): CommittedChange<T> {
    return changePackageRows(this.db, this, type, slug, decide);
  }

  /** Moves with every commit to the database, whichever process made it (see RecordDatabase.version). */
  version(): string {
    return this.db.version();
  }

  /** An entry that records no change of this store (an upload refused), in a transaction of its own. */
  appendAudit(entry: NewAuditEntry): AuditEntry {
    return this.db.write(() => this.audit.appendInside(entry));
  }

  /** Whether the file holds any package, key or audit entry (an import writes only into one that holds none). */
  holdsAnything(): boolean {
    return this.db.sql.holdsAnything.get() === 1;
  }

  /** A package and its versions exactly as given (import), in one transaction; the caller checked exactly one is latest. */
  restorePackage(pkg: PackageRecord, versions: VersionRecord[]): void {
    const { sql } = this.db;
    const latest = versions.find((v) => v.latest)!;
    this.db.write(() => {
      sql.insertPackage.run(...packageParams({ ...pkg, latest }));
      for (const version of versions) sql.insertVersion.run(versionParams(version));
    });
  }

  /** Entries with their ids and times (import), in one transaction. */
  restoreAudit(entries: AuditEntry[]): void {
    this.db.write(() => entries.forEach((entry) => this.audit.insertInside(entry)));
  }

  /** Whether the once-per-store repair `name` ran (storage/screenshot-fill.ts). */
  maintenanceDone(name: string): boolean {
    return this.db.sql.maintenanceDone.get(name) !== undefined;
  }

  markMaintenanceDone(name: string, at: string): void {
    this.db.write(() => this.db.sql.markMaintenanceDone.run(name, at));
  }

  ping(): void {
    this.db.ping();
  }

  close(): void {
    this.db.close();
  }
}
