import type { PackageRecord, PackageType, Storage, VersionRecord } from '../storage/types.js';

/** Slugs cached per type at most, known or not (sites name many public plugins); past it, start over. */
const MAX_ENTRIES = 200_000;

interface TypeIndex {
  token: string;
  /** A record, or null for a slug the registry does not hold. */
  bySlug: Map<string, PackageRecord | null>;
  /** The versions of packages whose latest record could not decide a check (staged, withdrawn, requirements). */
  versions: Map<string, Promise<VersionRecord[]>>;
}

/**
 * The packages update checks ask about, cached in memory for as long as the storage change token
 * of their type stays the same (Storage.changeToken): a site's check then costs one token read
 * instead of a read of up to 2 000 packages, most of which are not even ours. A write, by any
 * process, moves the token and the next check starts from storage again; slugs are then read
 * in one batch (Storage.getPackages) as checks ask for them.
 */
export class PackageIndex {
  private readonly types = new Map<PackageType, TypeIndex>();

  constructor(private readonly storage: Pick<Storage, 'getPackages' | 'versions' | 'changeToken'>) {}

  /**
   * The record of each slug, in the order given (undefined: the registry does not hold it). A
   * check names hundreds of slugs, most of them not ours: each is looked up once, with no map
   * of the found ones built for the caller to look them up again.
   */
  async lookupEach(type: PackageType, slugs: readonly string[]): Promise<Array<PackageRecord | undefined>> {
    // The token is read before the records it vouches for: a write in between leaves the token old, never the records.
    const token = await this.storage.changeToken({ type });
    let index = this.types.get(type);
    if (!index || index.token !== token || index.bySlug.size > MAX_ENTRIES) {
      index = { token, bySlug: new Map(), versions: new Map() };
      this.types.set(type, index);
    }
    const records = new Array<PackageRecord | undefined>(slugs.length);
    const missing: number[] = [];
    for (let i = 0; i < slugs.length; i++) {
      const known = index.bySlug.get(slugs[i]);
      if (known) records[i] = known;
      else if (known === undefined) missing.push(i);
    }
    if (missing.length > 0) {
      const read = new Map(
        (
          await this.storage.getPackages(
            type,
            missing.map((i) => slugs[i]),
          )
        ).map((record) => [record.slug, record]),
      );
      for (const i of missing) records[i] = read.get(slugs[i]);
      // Cached only if no other check replaced the index meanwhile (its token is the newer one).
      if (this.types.get(type) === index) for (const i of missing) index.bySlug.set(slugs[i], records[i] ?? null);
    }
    return records;
  }

  /**
   * All versions of a package the index just answered for, read once per change token: during
   * a staged rollout most sites' checks need them. Read after the token that vouches for them,
   * as the records are.
   */
  versionsOf(pkg: PackageRecord): Promise<VersionRecord[]> {
    const index = this.types.get(pkg.type);
    const read = async () => (await this.storage.versions.list(pkg.type, pkg.slug)) ?? [pkg.latest];
    if (!index) return read();
    let versions = index.versions.get(pkg.slug);
    if (!versions) {
      versions = read();
      index.versions.set(pkg.slug, versions);
      // A failed read is not cached: the next check asks storage again.
      versions.catch(() => index.versions.delete(pkg.slug));
    }
    return versions;
  }
}
