import type { PackageQuery, PackageType } from '../types.js';

interface Entry {
  slug: string;
  /** Lower-cased name, slug and description, as stored for search. */
  text: string;
}

/**
 * The order of each type's packages (name, then slug) with their search text, cached in memory
 * so a list page is a filter and a slice instead of an SQL count and OFFSET, whose costs grow
 * with the catalogue. It is reloaded whenever the database changed: `version()` moves with
 * every commit, this connection's or another's.
 */
export class ListingCache {
  private readonly byType = new Map<PackageType, { version: string; entries: Entry[] }>();

  constructor(
    private readonly load: (type: PackageType) => Entry[],
    private readonly version: () => string,
  ) {}

  /** The slugs of one page, in order, and how many packages match in all. */
  page(type: PackageType, query: PackageQuery): { slugs: string[]; total: number } {
    const needle = query.search?.toLowerCase();
    const entries = this.entries(type);
    const matches = needle ? entries.filter((entry) => entry.text.includes(needle)) : entries;
    return { slugs: matches.slice(query.offset, query.offset + query.limit).map((e) => e.slug), total: matches.length };
  }

  private entries(type: PackageType): Entry[] {
    const version = this.version();
    const cached = this.byType.get(type);
    if (cached?.version === version) return cached.entries;
    const entries = this.load(type);
    this.byType.set(type, { version, entries });
    return entries;
  }
}
