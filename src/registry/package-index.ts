import type { PackageRecord, PackageType, Storage } from '../storage/types.js';

/** Slugs remembered per type at most, known or not (sites name many public plugins); past it, start over. */
const MAX_ENTRIES = 200_000;

interface TypeIndex {
  token: string;
  /** A record, or null for a slug the registry does not hold. */
  bySlug: Map<string, PackageRecord | null>;
}

/**
 * The packages update checks ask about, kept in memory for as long as the storage change token
 * of their type stays the same (Storage.changeToken): a site's check then costs one token read
 * instead of a read of up to 2 000 packages, most of which are not even ours. A write, by any
 * process, moves the token and the next check starts from storage again; slugs are then read
 * in one batch (Storage.getPackages) as checks ask for them.
 */
export class PackageIndex {
  private readonly types = new Map<PackageType, TypeIndex>();

  constructor(private readonly storage: Pick<Storage, 'getPackages' | 'changeToken'>) {}

  /** The records of those slugs the registry holds, by slug. */
  async lookup(type: PackageType, slugs: readonly string[]): Promise<Map<string, PackageRecord>> {
    // The token is read before the records it vouches for: a write in between leaves the token old, never the records.
    const token = await this.storage.changeToken({ type });
    let index = this.types.get(type);
    if (!index || index.token !== token || index.bySlug.size > MAX_ENTRIES) {
      index = { token, bySlug: new Map() };
      this.types.set(type, index);
    }
    const found = new Map<string, PackageRecord>();
    const missing: string[] = [];
    for (const slug of slugs) {
      const known = index.bySlug.get(slug);
      if (known) found.set(slug, known);
      else if (known === undefined) missing.push(slug);
    }
    if (missing.length > 0) {
      const records = await this.storage.getPackages(type, missing);
      for (const record of records) found.set(record.slug, record);
      // Kept only if no other check replaced the index meanwhile (its token is the newer one).
      if (this.types.get(type) === index) for (const slug of missing) index.bySlug.set(slug, found.get(slug) ?? null);
    }
    return found;
  }
}
