import Database from 'better-sqlite3';
import { compareVersions } from '../../packages/version-compare.js';
import type { ApiKeyRecord, PackageQuery, PackageRecord, PackageSettings, PackageType, VersionRecord } from '../types.js';
import { ListingCache } from './listing.js';
import { type KeyRow, type PackageRow, searchFields, toKey, toPackage, toVersion, type VersionRow, versionParams } from './rows.js';
import { SCHEMA } from './schema.js';
import { prepareStatements } from './statements.js';

/** Keys remembered at most (an organization has a handful; this only bounds memory). */
const KEY_CACHE_SIZE = 1_000;

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
