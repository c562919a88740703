import Database from 'better-sqlite3';
import type { AuditClock } from '../audit-entries.js';
import { AUDIT_SCHEMA, AuditTable } from './audit-records.js';
import { ADDED_COLUMNS, SCHEMA } from './schema.js';
import { prepareStatements } from './statements.js';

/**
 * Opens (creating when missing) a SQLite file in WAL mode with the schema applied. `synchronous`
 * is FULL where an acknowledged write must survive a power cut, NORMAL where losing the last
 * few is acceptable (WAL never leaves the file corrupt either way). `cacheMiB` is the most
 * memory the connection keeps pages of the file in (REGISTRY_SQLITE_CACHE_MB); absent, SQLite's
 * own default. Pages are kept only as they are read, so a small file never takes it all.
 */
export function openDatabase(
  file: string,
  schema: string,
  synchronous: 'FULL' | 'NORMAL',
  cacheMiB?: number,
): Database.Database {
  const db = new Database(file);
  // Negative: a size in KiB rather than in pages.
  if (cacheMiB !== undefined) db.pragma(`cache_size = ${-Math.round(cacheMiB * 1024)}`);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}

/** A store in a SQLite file of its own (openDatabase): opened with its schema and durability, closed with the store. */
export class SqliteFile {
  protected readonly db: Database.Database;

  constructor(file: string, schema: string, synchronous: 'FULL' | 'NORMAL', cacheMiB?: number) {
    this.db = openDatabase(file, schema, synchronous, cacheMiB);
  }

  close(): void {
    this.db.close();
  }
}

/** Adds the columns a file created before them lacks (idempotent, as the schema is). */
export function addMissingColumns(
  db: Database.Database,
  columns: ReadonlyArray<{ table: string; column: string; definition: string }>,
): void {
  for (const { table, column, definition } of columns) {
    const present = (db.pragma(`table_info(${table})`) as Array<{ name: string }>).some((c) => c.name === column);
    if (!present) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/**
 * The connection to `registry.sqlite` that packages, versions and keys share: one database, so
 * one write lock, one change version, and transactions that span concerns (a first version
 * creates its package row). Synchronous (better-sqlite3): callers can run file moves and
 * commits back to back without interleaving.
 */
export class RecordDatabase {
  private readonly db: Database.Database;
  readonly sql: ReturnType<typeof prepareStatements>;
  private versionThisTurn: string | undefined;

  constructor(file: string, cacheMiB?: number) {
    this.db = openDatabase(file, SCHEMA + AUDIT_SCHEMA, 'FULL', cacheMiB);
    addMissingColumns(this.db, ADDED_COLUMNS);
    this.sql = prepareStatements(this.db);
  }

  /**
   * Moves with every commit to the database: data_version with other connections' (another
   * process, e.g. `registry keys revoke`), total_changes() with this connection's. Asked
   * several times per request, it is read once per turn of the event loop (bench/README.md, "Figures behind the code"):
   * what another process commits during that turn counts as committed after it, and this
   * connection's writes drop the cached value at once.
   */
  version(): string {
    if (this.versionThisTurn === undefined) {
      this.versionThisTurn = this.sql.version.get() as string;
      setImmediate(() => {
        this.versionThisTurn = undefined;
      });
    }
    return this.versionThisTurn;
  }

  /** One write transaction (IMMEDIATE: it takes the write lock before reading). */
  write<T>(change: () => T): T {
    try {
      return this.db.transaction(change).immediate();
    } finally {
      this.versionThisTurn = undefined;
    }
  }

  /** The audit table of this file: entries of package and key changes, appended inside their write(). */
  auditTable(clock: AuditClock): AuditTable {
    return new AuditTable(this.db, clock);
  }

  ping(): void {
    this.sql.ping.get();
  }

  close(): void {
    this.db.close();
  }
}
