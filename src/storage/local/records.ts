import Database from 'better-sqlite3';
import { compareVersions } from '../../packages/version-compare.js';
import type { Manifest } from '../../packages/manifest.js';
import type { ApiKeyRecord, PackageQuery, PackageRecord, PackageSettings, PackageType, VersionRecord } from '../types.js';
import { searchText } from '../search-text.js';
import { ListingCache } from './listing.js';
import { SCHEMA } from './schema.js';

interface VersionRow {
  type: PackageType;
  slug: string;
  version: string;
  checksum: string;
  size: number;
  file_name: string;
  release_notes: string;
  latest: number;
  manifest: string;
  created_at: string;
  updated_at: string;
}

interface PackageRow extends VersionRow {
  settings: string;
  package_created_at: string;
  package_updated_at: string;
}

interface KeyRow {
  id: string;
  name: string;
  hash: string;
  scopes: string;
  created_at: string;
  revoked_at: string | null;
}

/** Keys remembered at most (an organization has a handful; this only bounds memory). */
const KEY_CACHE_SIZE = 1_000;

const PACKAGE_COLUMNS = `v.*, p.settings, p.created_at AS package_created_at, p.updated_at AS package_updated_at
  FROM packages p JOIN versions v ON v.type = p.type AND v.slug = p.slug AND v.version = p.latest_version`;

/**
 * The SQLite half of the local adapter. Synchronous (better-sqlite3): each method is one
 * transaction, and callers can run file moves and commits back to back without interleaving.
 */
export class RecordStore {
  private readonly db: Database.Database;
  private readonly sql;
  private readonly listing: ListingCache;
  private versionThisTurn: string | undefined;
  private keys: { version: string; byHash: Map<string, ApiKeyRecord> } = { version: '', byHash: new Map() };

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.sql = prepareStatements(this.db);
    this.listing = new ListingCache((type) => this.sql.listing.all(type) as Array<{ slug: string; text: string }>, () => this.version());
  }

  /**
   * Moves with every commit to the database: data_version with other connections' (another
   * process, e.g. `registry keys revoke`), total_changes() with this connection's. Asked
   * several times per request, it is read once per turn of the event loop (a read costs ~10 µs
   * under load): what another process commits during that turn counts as committed after it,
   * and this connection's writes drop the remembered value at once.
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
  private write<T>(change: () => T): T {
    try {
      return this.db.transaction(change).immediate();
    } finally {
      this.versionThisTurn = undefined;
    }
  }

  listPackages(type: PackageType, query: PackageQuery): { packages: PackageRecord[]; total: number } {
    const { slugs, total } = this.listing.page(type, query);
    const rows = slugs.length ? (this.sql.packagesBySlugs.all(JSON.stringify(slugs), type) as PackageRow[]) : [];
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return { packages: slugs.map((slug) => toPackage(bySlug.get(slug)!)), total };
  }

  getPackages(type: PackageType, slugs: readonly string[]): PackageRecord[] {
    if (slugs.length === 0) return [];
    return (this.sql.packagesBySlugs.all(JSON.stringify([...new Set(slugs)]), type) as PackageRow[]).map(toPackage);
  }

  getPackage(type: PackageType, slug: string): PackageRecord | undefined {
    const row = this.sql.getPackage.get(type, slug) as PackageRow | undefined;
    return row && toPackage(row);
  }

  listVersions(type: PackageType, slug: string): VersionRecord[] {
    const rows = this.sql.listVersions.all(type, slug) as VersionRow[];
    return rows.map(toVersion).sort((a, b) => compareVersions(b.version, a.version));
  }

  getVersion(type: PackageType, slug: string, version: string): VersionRecord | undefined {
    const row = this.sql.getVersion.get(type, slug, version) as VersionRow | undefined;
    return row && toVersion(row);
  }

  findVersionByFile(type: PackageType, slug: string, file: string): VersionRecord | undefined {
    const row = this.sql.findVersionByFile.get(type, slug, file) as VersionRow | undefined;
    return row && toVersion(row);
  }

  /** Inserts the version, moving `latest` to it when it is the highest. Returns whether it became latest. */
  insertVersion(version: Omit<VersionRecord, 'latest'>): boolean {
    return this.write(() => {
      const current = this.sql.getLatest.get(version.type, version.slug) as VersionRow | undefined;
      const becomesLatest = !current || compareVersions(version.version, current.version) > 0;
      if (current && becomesLatest) this.sql.setLatest.run(0, version.updatedAt, current.type, current.slug, current.version);
      this.sql.insertVersion.run(versionParams({ ...version, latest: becomesLatest }));
      if (!current) {
        this.sql.insertPackage.run(version.type, version.slug, version.version, ...searchFields(version.manifest), version.createdAt, version.createdAt);
      } else {
        this.touchPackage(version.type, version.slug, version.updatedAt, becomesLatest ? version : undefined);
      }
      return becomesLatest;
    });
  }

  updateSettings(type: PackageType, slug: string, settings: PackageSettings, now: string): boolean {
    return this.write(() => {
      const row = this.sql.getSettings.get(type, slug) as { settings: string } | undefined;
      if (!row) return false;
      const merged = { ...(JSON.parse(row.settings) as PackageSettings), ...settings };
      this.sql.setSettings.run(JSON.stringify(merged), now, type, slug);
      return true;
    });
  }

  /** Sets notes and/or moves latest to this version, in one transaction. */
  updateVersion(type: PackageType, slug: string, version: string, change: { releaseNotes?: string; latest?: true }, now: string): boolean {
    return this.write(() => {
      const target = this.sql.getVersion.get(type, slug, version) as VersionRow | undefined;
      if (!target) return false;
      if (change.releaseNotes !== undefined) this.sql.setNotes.run(change.releaseNotes, now, type, slug, version);
      if (change.latest && !target.latest) {
        this.sql.clearLatest.run(now, type, slug);
        this.sql.setLatest.run(1, now, type, slug, version);
        this.touchPackage(type, slug, now, toVersion(target));
      } else if (change.releaseNotes !== undefined) {
        this.touchPackage(type, slug, now);
      }
      return true;
    });
  }

  /** Deletes a non-latest version; returns 'latest' (and deletes nothing) for the latest one. */
  deleteVersion(type: PackageType, slug: string, version: string, now: string): VersionRecord | 'latest' | undefined {
    return this.write(() => {
      const row = this.sql.getVersion.get(type, slug, version) as VersionRow | undefined;
      if (!row) return undefined;
      if (row.latest) return 'latest' as const;
      this.sql.deleteVersion.run(type, slug, version);
      this.touchPackage(type, slug, now);
      return toVersion(row);
    });
  }

  deletePackage(type: PackageType, slug: string): { package: PackageRecord; versions: VersionRecord[] } | undefined {
    return this.write(() => {
      const pkg = this.getPackage(type, slug);
      if (!pkg) return undefined;
      const versions = this.listVersions(type, slug);
      this.sql.deleteVersions.run(type, slug);
      this.sql.deletePackage.run(type, slug);
      return { package: pkg, versions };
    });
  }

  /** The archive files a package's versions point at (for the orphan sweep). */
  archiveFiles(type: PackageType, slug: string): Set<string> {
    return new Set(this.sql.archiveFiles.all(type, slug) as string[]);
  }

  createKey(key: ApiKeyRecord): void {
    this.write(() => this.sql.insertKey.run(key.id, key.name, key.hash, JSON.stringify(key.scopes), key.createdAt));
  }

  /** Remembered until the database changes (a revocation from the CLI included), as every request looks its key up. */
  findKey(hash: string): ApiKeyRecord | undefined {
    const version = this.version();
    if (this.keys.version !== version) this.keys = { version, byHash: new Map() };
    if (this.keys.byHash.has(hash)) return this.keys.byHash.get(hash);
    const row = this.sql.findKey.get(hash) as KeyRow | undefined;
    const record = row && toKey(row);
    // Unknown hashes are not remembered: anyone can send endless made-up keys.
    if (record && this.keys.byHash.size < KEY_CACHE_SIZE) this.keys.byHash.set(hash, record);
    return record;
  }

  listKeys(): ApiKeyRecord[] {
    return (this.sql.listKeys.all() as KeyRow[]).map(toKey);
  }

  revokeKey(id: string, now: string): boolean {
    return this.write(() => this.sql.revokeKey.run(now, id).changes > 0 || this.sql.keyExists.get(id) !== undefined);
  }

  ping(): void {
    this.sql.ping.get();
  }

  close(): void {
    this.db.close();
  }

  /** Bumps the package's change time; when `latest` is given, the package now describes it. */
  private touchPackage(type: PackageType, slug: string, now: string, latest?: Pick<VersionRecord, 'version' | 'manifest'>): void {
    if (latest) this.sql.setPackageLatest.run(latest.version, ...searchFields(latest.manifest), now, type, slug);
    else this.sql.touchPackage.run(now, type, slug);
  }
}

function prepareStatements(db: Database.Database) {
  return {
    listing: db.prepare('SELECT slug, search_text AS text FROM packages INDEXED BY packages_listing WHERE type = ? ORDER BY name COLLATE NOCASE, slug'),
    // CROSS JOIN keeps SQLite's join order: from the page's slugs outwards, whatever its statistics.
    packagesBySlugs: db.prepare(`SELECT v.*, p.settings, p.created_at AS package_created_at, p.updated_at AS package_updated_at
      FROM json_each(?) AS page
      CROSS JOIN packages p ON p.type = ? AND p.slug = page.value
      CROSS JOIN versions v ON v.type = p.type AND v.slug = p.slug AND v.version = p.latest_version`),
    version: db.prepare(`SELECT (SELECT data_version FROM pragma_data_version()) || ':' || total_changes()`).pluck(),
    getPackage: db.prepare(`SELECT ${PACKAGE_COLUMNS} WHERE p.type = ? AND p.slug = ?`),
    getSettings: db.prepare('SELECT settings FROM packages WHERE type = ? AND slug = ?'),
    setSettings: db.prepare('UPDATE packages SET settings = ?, updated_at = ? WHERE type = ? AND slug = ?'),
    insertPackage: db.prepare('INSERT INTO packages (type, slug, latest_version, name, search_text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    setPackageLatest: db.prepare('UPDATE packages SET latest_version = ?, name = ?, search_text = ?, updated_at = ? WHERE type = ? AND slug = ?'),
    touchPackage: db.prepare('UPDATE packages SET updated_at = ? WHERE type = ? AND slug = ?'),
    deletePackage: db.prepare('DELETE FROM packages WHERE type = ? AND slug = ?'),
    listVersions: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ?'),
    getVersion: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ? AND version = ?'),
    getLatest: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ? AND latest = 1'),
    findVersionByFile: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ? AND file_name = ?'),
    archiveFiles: db.prepare('SELECT file_name FROM versions WHERE type = ? AND slug = ?').pluck(),
    insertVersion: db.prepare(`INSERT INTO versions (type, slug, version, checksum, size, file_name, release_notes, latest, manifest, created_at, updated_at)
      VALUES (@type, @slug, @version, @checksum, @size, @file_name, @release_notes, @latest, @manifest, @created_at, @updated_at)`),
    setLatest: db.prepare('UPDATE versions SET latest = ?, updated_at = ? WHERE type = ? AND slug = ? AND version = ?'),
    clearLatest: db.prepare('UPDATE versions SET latest = 0, updated_at = ? WHERE type = ? AND slug = ? AND latest = 1'),
    setNotes: db.prepare('UPDATE versions SET release_notes = ?, updated_at = ? WHERE type = ? AND slug = ? AND version = ?'),
    deleteVersion: db.prepare('DELETE FROM versions WHERE type = ? AND slug = ? AND version = ?'),
    deleteVersions: db.prepare('DELETE FROM versions WHERE type = ? AND slug = ?'),
    insertKey: db.prepare('INSERT INTO api_keys (id, name, hash, scopes, created_at) VALUES (?, ?, ?, ?, ?)'),
    findKey: db.prepare('SELECT * FROM api_keys WHERE hash = ?'),
    listKeys: db.prepare('SELECT * FROM api_keys ORDER BY created_at, id'),
    revokeKey: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    keyExists: db.prepare('SELECT 1 FROM api_keys WHERE id = ?'),
    ping: db.prepare('SELECT 1'),
  };
}

/** Name and the lower-cased text that `search` matches. */
function searchFields(manifest: Manifest): [string, string] {
  return [manifest.name, searchText(manifest)];
}

function versionParams(v: VersionRecord) {
  return {
    type: v.type,
    slug: v.slug,
    version: v.version,
    checksum: v.checksum,
    size: v.size,
    file_name: v.fileName,
    release_notes: v.releaseNotes,
    latest: v.latest ? 1 : 0,
    manifest: JSON.stringify(v.manifest),
    created_at: v.createdAt,
    updated_at: v.updatedAt,
  };
}

function toVersion(row: VersionRow): VersionRecord {
  return {
    type: row.type,
    slug: row.slug,
    version: row.version,
    checksum: row.checksum,
    size: row.size,
    fileName: row.file_name,
    releaseNotes: row.release_notes,
    latest: row.latest === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    manifest: JSON.parse(row.manifest) as Manifest,
  };
}

function toPackage(row: PackageRow): PackageRecord {
  return {
    type: row.type,
    slug: row.slug,
    settings: JSON.parse(row.settings) as PackageSettings,
    createdAt: row.package_created_at,
    updatedAt: row.package_updated_at,
    latest: toVersion(row),
  };
}

function toKey(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    hash: row.hash,
    scopes: JSON.parse(row.scopes) as ApiKeyRecord['scopes'],
    createdAt: row.created_at,
    ...(row.revoked_at ? { revokedAt: row.revoked_at } : {}),
  };
}
