import fs from 'node:fs';
import type { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { screenshotFileName } from '../new-version.js';
import type { BulkStorage, PackageRecord, StorageSnapshot, VersionRecord } from '../types.js';
import type { ArchiveFolder } from './archives.js';
import { allSnapshots } from './adoption.js';
import { allAdvisories } from './advisories.js';
import { allEntries } from './audit-records.js';
import type { RecordStore } from './records.js';
import { type KeyRow, PACKAGE_FIELDS, type PackageRow, toKey, toPackage, toVersionsNewestFirst } from './rows.js';
import { allOutcomes, allSites, type SiteTable } from './sites.js';

export interface BulkParts {
  /** `registry.sqlite` and `sites.sqlite`: a snapshot reads each through a connection of its own. */
  recordsFile: string;
  sitesFile: string;
  adoptionFile: string;
  /** `webhooks.sqlite`: only its audit entries are exported (endpoints and deliveries are not; docs/webhooks.md). */
  webhooksFile: string;
  /** `advisories.sqlite`: its advisories and their audit entries. */
  advisoriesFile: string;
  records: RecordStore;
  sites: SiteTable;
  archives: ArchiveFolder;
}

/**
 * Export and import on the local adapter. A snapshot reads each SQLite file (registry, sites,
 * adoption) through a read-only
 * connection of its own, inside one read transaction: WAL hands it the file as of its first read,
 * whatever the server commits meanwhile (in this process or another), and the server's writes
 * never wait for it. Import writes through the record and site stores' own statements.
 */
export function localBulk(parts: BulkParts): BulkStorage {
  const { records, sites, archives } = parts;
  return {
    async snapshot(read) {
      const files = [
        parts.recordsFile,
        parts.sitesFile,
        parts.adoptionFile,
        parts.webhooksFile,
        parts.advisoriesFile,
      ].map(openSnapshot);
      try {
        return await read(snapshotView(files[0], files[1], files[2], files[3], files[4]));
      } finally {
        for (const db of files) db.close();
      }
    },

    async archive(version) {
      return openIfPresent(archives.pathOf(version.type, version.slug, version.fileName));
    },

    isEmpty: async () => !records.holdsAnything() && !sites.holdsAnything(),

    async putPackage(pkg, versions) {
      const moved: string[] = [];
      try {
        // Files first, the records after them, as an upload does: a crash leaves orphan files only.
        for (const { record, archivePath, screenshotPath } of versions) {
          const screenshot = screenshotFileName(record);
          if (screenshot && screenshotPath) {
            archives.moveIn(screenshotPath, pkg.type, pkg.slug, screenshot);
            moved.push(screenshot);
          }
          archives.moveIn(archivePath, pkg.type, pkg.slug, record.fileName);
          moved.push(record.fileName);
        }
        records.restorePackage(
          pkg,
          versions.map((v) => v.record),
        );
      } catch (err) {
        for (const file of moved) archives.remove(pkg.type, pkg.slug, file);
        throw err;
      }
    },

    putKey: async (key) => records.keys.create(key),
    putSite: async (site) => sites.restore(site),
    async putAudit(entries) {
      // Each entry goes to the file of the change it records, as the writes themselves put it.
      records.restoreAudit(entries.filter((e) => e.type !== 'site'));
      sites.restoreAudit(entries.filter((e) => e.type === 'site'));
    },
  };
}

/** A read-only connection inside a read transaction that has already read: its snapshot is fixed from here on. */
function openSnapshot(file: string): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.exec('BEGIN');
  db.prepare('SELECT count(*) FROM sqlite_master').get();
  return db;
}

/**
 * The records of both files. Each part iterates one statement of its connection, so the parts of
 * one file are read one after another (better-sqlite3 runs one statement per connection at a time).
 */
function snapshotView(
  registry: Database.Database,
  inventory: Database.Database,
  adoption: Database.Database,
  webhooks: Database.Database,
  advisories: Database.Database,
): StorageSnapshot {
  return {
    async *packages() {
      const rows = registry
        .prepare(
          `SELECT ${PACKAGE_FIELDS} FROM packages p JOIN versions v ON v.type = p.type AND v.slug = p.slug ORDER BY p.type, p.slug`,
        )
        .iterate() as Iterable<PackageRow>;
      let group: PackageRow[] = [];
      for (const row of rows) {
        if (group.length > 0 && (group[0].type !== row.type || group[0].slug !== row.slug)) {
          yield packageOf(group);
          group = [];
        }
        group.push(row);
      }
      if (group.length > 0) yield packageOf(group);
    },
    async *keys() {
      for (const row of registry
        .prepare('SELECT * FROM api_keys ORDER BY created_at, id')
        .iterate() as Iterable<KeyRow>)
        yield toKey(row);
    },
    async *sites() {
      yield* allSites(inventory);
    },
    async *outcomes() {
      yield* allOutcomes(inventory);
    },
    async *adoption() {
      yield* allSnapshots(adoption);
    },
    async *advisories() {
      yield* allAdvisories(advisories);
    },
    async *audit() {
      yield* allEntries(registry);
      yield* allEntries(inventory);
      yield* allEntries(webhooks);
      yield* allEntries(advisories);
    },
  };
}

function packageOf(rows: PackageRow[]): { package: PackageRecord; versions: VersionRecord[] } {
  const latest = rows.find((row) => row.latest === 1) ?? rows[0];
  return { package: toPackage(latest), versions: toVersionsNewestFirst(rows) };
}

async function openIfPresent(file: string): Promise<Readable | undefined> {
  try {
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
