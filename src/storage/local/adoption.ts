import type Database from 'better-sqlite3';
import type { AdoptionSnapshot, PackageType } from '../types.js';
import { openDatabase } from './database.js';

/**
 * Daily adoption snapshots of the local adapter, in a SQLite file of their own
 * (`adoption.sqlite`): like check-ins, they must not move the catalog's change token. The
 * primary key (type, slug, date) and `INSERT OR IGNORE` keep the first snapshot of a day, also
 * when two processes on the same data folder (the server and a CLI) take one at once.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS adoption (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  date TEXT NOT NULL,
  versions TEXT NOT NULL,
  PRIMARY KEY (type, slug, date)
) WITHOUT ROWID;
`;

interface Row {
  type: PackageType;
  slug: string;
  date: string;
  versions: string;
}

export class AdoptionTable {
  private readonly db: Database.Database;
  private readonly sql;

  constructor(file: string, cacheMiB?: number) {
    // NORMAL: a snapshot lost to a power cut is taken again the same day.
    this.db = openDatabase(file, SCHEMA, 'NORMAL', cacheMiB);
    this.sql = {
      insert: this.db.prepare(
        'INSERT OR IGNORE INTO adoption (type, slug, date, versions) VALUES (@type, @slug, @date, @versions)',
      ),
      list: this.db.prepare<[PackageType, string, string], Row>(
        'SELECT type, slug, date, versions FROM adoption WHERE type = ? AND slug = ? AND date >= ? ORDER BY date',
      ),
      forget: this.db.prepare('DELETE FROM adoption WHERE type = ? AND slug = ? AND date < ?'),
    };
  }

  record(snapshot: AdoptionSnapshot): boolean {
    return this.sql.insert.run({ ...snapshot, versions: JSON.stringify(snapshot.versions) }).changes === 1;
  }

  list(type: PackageType, slug: string, since: string): AdoptionSnapshot[] {
    return this.sql.list
      .all(type, slug, since)
      .map((row) => ({ ...row, versions: JSON.parse(row.versions) as Record<string, number> }));
  }

  forget(type: PackageType, slug: string, before: string): number {
    return this.sql.forget.run(type, slug, before).changes;
  }

  close(): void {
    this.db.close();
  }
}

/** Every snapshot, by package and day, read through `db` (an export's own connection to the file). */
export function* allSnapshots(db: Database.Database): Generator<AdoptionSnapshot> {
  const rows = db
    .prepare('SELECT type, slug, date, versions FROM adoption ORDER BY type, slug, date')
    .iterate() as Iterable<Row>;
  for (const row of rows) yield { ...row, versions: JSON.parse(row.versions) as Record<string, number> };
}
