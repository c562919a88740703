import { hasChanges, packageEntry, settingsChanges } from '../audit-entries.js';
import type { AuditStamp, PackageQuery, PackageRecord, PackageSettings, PackageType, VersionRecord } from '../types.js';
import type { AuditTable } from './audit-records.js';
import type { RecordDatabase } from './database.js';
import { ListingCache } from './listing.js';
import { type PackageRow, searchFields, toPackage, toVersionsNewestFirst, type VersionRow } from './rows.js';

/** What a package row takes from the version it describes (its latest). */
type Described = Pick<VersionRecord, 'version' | 'manifest'>;

/** Package rows in `registry.sqlite`: each read joins the latest version it describes. */
export class PackageTable {
  private readonly listing: ListingCache;

  constructor(
    private readonly db: RecordDatabase,
    private readonly audit: AuditTable,
  ) {
    this.listing = new ListingCache(
      (type) => db.sql.listing.all(type) as Array<{ slug: string; text: string }>,
      () => db.version(),
    );
  }

  list(type: PackageType, query: PackageQuery): { packages: PackageRecord[]; total: number } {
    const { slugs, total } = this.listing.page(type, query);
    const rows = slugs.length ? (this.db.sql.packagesBySlugs.all(JSON.stringify(slugs), type) as PackageRow[]) : [];
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return { packages: slugs.map((slug) => toPackage(bySlug.get(slug)!)), total };
  }

  getMany(type: PackageType, slugs: readonly string[]): PackageRecord[] {
    if (slugs.length === 0) return [];
    return (this.db.sql.packagesBySlugs.all(JSON.stringify([...new Set(slugs)]), type) as PackageRow[]).map(toPackage);
  }

  get(type: PackageType, slug: string): PackageRecord | undefined {
    const row = this.db.sql.getPackage.get(type, slug) as PackageRow | undefined;
    return row && toPackage(row);
  }

  updateSettings(type: PackageType, slug: string, settings: PackageSettings, now: string, audit?: AuditStamp): boolean {
    return this.db.write(() => {
      const row = this.db.sql.getSettings.get(type, slug) as { settings: string } | undefined;
      if (!row) return false;
      const before = JSON.parse(row.settings) as PackageSettings;
      const merged = { ...before, ...settings };
      this.db.sql.setSettings.run(JSON.stringify(merged), now, type, slug);
      const changes = settingsChanges(before, settings);
      if (audit && hasChanges(changes))
        this.audit.appendInside(packageEntry(audit, type, slug, null, 'update', changes));
      return true;
    });
  }

  /** Deletes the package row and every version row, in one transaction; returns what was deleted. */
  delete(
    type: PackageType,
    slug: string,
    audit?: AuditStamp,
  ): { package: PackageRecord; versions: VersionRecord[] } | undefined {
    return this.db.write(() => {
      const pkg = this.get(type, slug);
      if (!pkg) return undefined;
      const versions = toVersionsNewestFirst(this.db.sql.listVersions.all(type, slug) as VersionRow[]);
      this.db.sql.deleteVersions.run(type, slug);
      this.db.sql.deletePackage.run(type, slug);
      if (audit) this.audit.appendInside(packageEntry(audit, type, slug, null, 'delete'));
      return { package: pkg, versions };
    });
  }

  /** The archive files a package's versions point at (for the orphan sweep). */
  archiveFiles(type: PackageType, slug: string): Set<string> {
    return new Set(this.db.sql.archiveFiles.all(type, slug) as string[]);
  }

  /** The row of a package's first version (inside the caller's transaction). */
  create(type: PackageType, slug: string, first: Described, createdAt: string): void {
    this.db.sql.insertPackage.run(type, slug, first.version, ...searchFields(first.manifest), createdAt, createdAt);
  }

  /** Bumps the package's change time; when `latest` is given, the package now describes it (inside the caller's transaction). */
  touch(type: PackageType, slug: string, now: string, latest?: Described): void {
    if (latest) this.db.sql.setPackageLatest.run(latest.version, ...searchFields(latest.manifest), now, type, slug);
    else this.db.sql.touchPackage.run(now, type, slug);
  }
}
