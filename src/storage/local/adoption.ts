import type Database from 'better-sqlite3';
import type { AdoptionSnapshot, PackageType } from '../types.js';
import { SqliteFile } from './database.js';

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

/** A snapshot as its row holds it: the versions as JSON text. */
type Row = Omit<AdoptionSnapshot, 'versions'> & { versions: string };

export class AdoptionTable extends SqliteFile {
  private readonly sql = {
    insert: this.db.prepare(
      'INSERT OR IGNORE INTO adoption (type, slug, date, versions) VALUES (@type, @slug, @date, @versions)',
    ),
    list: this.db.prepare<[PackageType, string, string], Row>(
      'SELECT type, slug, date, versions FROM adoption WHERE type = ? AND slug = ? AND date >= ? ORDER BY date',
    ),
    forget: this.db.prepare('DELETE FROM adoption WHERE type = ? AND slug = ? AND date < ?'),
  };

  constructor(file: string, cacheMiB?: number) {
    // NORMAL: a snapshot lost to a power cut is taken again the same day.
    super(file, SCHEMA, 'NORMAL', cacheMiB);
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
}

/** Every snapshot, by package and day, read through `db` (an export's own connection to the file). */
export function* allSnapshots(db: Database.Database): Generator<AdoptionSnapshot> {
  const rows = db
    .prepare('SELECT type, slug, date, versions FROM adoption ORDER BY type, slug, date')
    .iterate() as Iterable<Row>;
  for (const row of rows) yield { ...row, versions: JSON.parse(row.versions) as Record<string, number> };
}
