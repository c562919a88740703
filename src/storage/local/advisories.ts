import type Database from 'better-sqlite3';
import type { Advisory } from '../../packages/advisory.js';
import { advisoryChanges, advisoryEntry, advisoryImportEntry, type AuditClock } from '../audit-entries.js';
import type {
  AdvisoryExposureCount,
  AdvisoryFilter,
  AdvisoryPutResult,
  AdvisoryStorage,
  AuditStamp,
} from '../types.js';
import { AUDIT_SCHEMA, AuditTable } from './audit-records.js';
import { openDatabase } from './database.js';

/**
 * Security advisories of the local adapter, in a SQLite file of their own (`advisories.sqlite`):
 * a feed import rewrites many of them at once, and a commit to `registry.sqlite` would move the
 * catalog's change token (emptying the answer cache) for what no catalog answer shows. The file
 * has its own audit table, so an advisory's change commits with its entry. `advisory_packages`
 * names each package an advisory affects, so a package's advisories are one indexed read.
 * `advisory_exposure` keeps each advisory's daily exposure counts; its primary key and `INSERT OR
 * IGNORE` keep a day's first count, also when the server and a CLI take one at once.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS advisories (
  id TEXT PRIMARY KEY,
  record TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS advisory_packages (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  advisory_id TEXT NOT NULL REFERENCES advisories (id) ON DELETE CASCADE,
  PRIMARY KEY (type, slug, advisory_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS advisory_packages_by_advisory ON advisory_packages (advisory_id);

CREATE TABLE IF NOT EXISTS advisory_exposure (
  advisory_id TEXT NOT NULL,
  day TEXT NOT NULL,
  exposed INTEGER NOT NULL,
  patched INTEGER NOT NULL,
  total INTEGER NOT NULL,
  PRIMARY KEY (advisory_id, day)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS advisory_ids (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);
`;

const toAdvisory = (row: { record: string }): Advisory => JSON.parse(row.record) as Advisory;

/** Every advisory of an `advisories.sqlite` connection (an export's snapshot reads its own), by id. */
export function* allAdvisories(db: Database.Database): Generator<Advisory> {
  for (const row of db.prepare('SELECT record FROM advisories ORDER BY id').iterate() as Iterable<{ record: string }>)
    yield toAdvisory(row);
}

export class AdvisoryTable implements AdvisoryStorage {
  static open(file: string, clock: AuditClock, cacheMiB?: number): AdvisoryTable {
    // FULL: an advisory acknowledged survives a power cut, as the entry saying who wrote it.
    const db = openDatabase(file, SCHEMA + AUDIT_SCHEMA, 'FULL', cacheMiB);
    return new AdvisoryTable(db, new AuditTable(db, clock));
  }

  private constructor(
    private readonly db: Database.Database,
    readonly audit: AuditTable,
  ) {}

  async put(advisory: Advisory, audit?: AuditStamp): Promise<AdvisoryPutResult> {
    const record = JSON.stringify(advisory);
    return this.write(() => {
      const row = this.db.prepare('SELECT record FROM advisories WHERE id = ?').get(advisory.id) as
        { record: string } | undefined;
      if (row?.record === record) return 'unchanged';
      const before = row && toAdvisory(row);
      this.db
        .prepare(
          'INSERT INTO advisories (id, record) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET record = excluded.record',
        )
        .run(advisory.id, record);
      this.db.prepare('DELETE FROM advisory_packages WHERE advisory_id = ?').run(advisory.id);
      const name = this.db.prepare(
        'INSERT OR IGNORE INTO advisory_packages (type, slug, advisory_id) VALUES (?, ?, ?)',
      );
      for (const affected of advisory.affected) name.run(affected.type, affected.slug, advisory.id);
      const action = before ? 'advisory.update' : 'advisory.create';
      if (audit) this.audit.appendInside(advisoryEntry(audit, advisory.id, action, advisoryChanges(before, advisory)));
      return before ? 'updated' : 'created';
    });
  }

  async get(id: string): Promise<Advisory | undefined> {
    const row = this.db.prepare('SELECT record FROM advisories WHERE id = ?').get(id) as { record: string } | undefined;
    return row && toAdvisory(row);
  }

  async list(filter?: AdvisoryFilter): Promise<Advisory[]> {
    const rows = filter
      ? this.db
          .prepare(
            `SELECT a.record FROM advisory_packages p JOIN advisories a ON a.id = p.advisory_id
            WHERE p.type = ? AND p.slug = ? ORDER BY a.id`,
          )
          .all(filter.type, filter.slug)
      : undefined;
    return rows ? (rows as Array<{ record: string }>).map(toAdvisory) : [...allAdvisories(this.db)];
  }

  async allocateId(year: number): Promise<string> {
    const n = this.write(
      () =>
        this.db
          .prepare(
            `INSERT INTO advisory_ids (year, last) VALUES (?, 1)
            ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
          )
          .pluck()
          .get(year) as number,
    );
    return `REG-${year}-${n}`;
  }

  async recordImport(audit: AuditStamp, source: string, counts: { created: number; updated: number }): Promise<void> {
    this.write(() => this.audit.appendInside(advisoryImportEntry(audit, source, counts)));
  }

  async recordExposure(count: AdvisoryExposureCount): Promise<boolean> {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO advisory_exposure (advisory_id, day, exposed, patched, total)
      VALUES (@advisory, @day, @exposed, @patched, @total)`,
    );
    return this.write(() => insert.run(count).changes === 1);
  }

  async exposureHistory(id: string, since: string): Promise<AdvisoryExposureCount[]> {
    return this.db
      .prepare(
        `SELECT advisory_id AS advisory, day, exposed, patched, total FROM advisory_exposure
        WHERE advisory_id = ? AND day >= ? ORDER BY day`,
      )
      .all(id, since) as AdvisoryExposureCount[];
  }

  close(): void {
    this.db.close();
  }

  private write<T>(change: () => T): T {
    return this.db.transaction(change).immediate();
  }
}
