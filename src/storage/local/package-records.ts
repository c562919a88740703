import type { PackageQuery, PackageRecord, PackageType } from '../types.js';
import type { RecordDatabase } from './database.js';
import { ListingCache } from './listing.js';
import { type PackageRow, toPackage } from './rows.js';

/** Package rows in `registry.sqlite`: each read joins the latest version it describes. */
export class PackageTable {
  private readonly listing: ListingCache;

  constructor(private readonly db: RecordDatabase) {
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

  /** The archive files a package's versions point at (for the orphan sweep). */
  archiveFiles(type: PackageType, slug: string): Set<string> {
    return new Set(this.db.sql.archiveFiles.all(type, slug) as string[]);
  }
}
