import { isSlug } from '../packages/rules.js';
import type { PackageRecord, PackageType, Storage, VersionRecord } from '../storage/types.js';

/** Slugs cached per type at most, known or not (sites name many public plugins); past it, start over. */
const MAX_ENTRIES = 200_000;

interface TypeIndex {
  token: string;
  /** A record, or null for a slug the registry does not hold. */
  bySlug: Map<string, PackageRecord | null>;
  /**
   * The same by the name a site gives the package (a plugin's file, a theme's stylesheet), from
   * which its slug follows: those names come from the parsed request as V8's own interned
   * strings, found by their stored hash and identity, where a slug cut out of one is hashed and
   * compared character by character at every check (200 names a check, most of them unknown).
   */
  byKey: Map<string, PackageRecord | null>;
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
    const index = await this.current(type);
    const records = new Array<PackageRecord | undefined>(slugs.length);
    const missing: number[] = [];
    for (let i = 0; i < slugs.length; i++) {
      const known = index.bySlug.get(slugs[i]);
      if (known) records[i] = known;
      else if (known === undefined) missing.push(i);
    }
    if (missing.length > 0) await this.read(type, index, slugs, missing, records);
    return records;
  }

  /**
   * As `lookupEach`, for what a site reports: each entry's slug follows from its `key` (the
   * plugin file or stylesheet; slugOfKey) the same way at every check, so an entry is found by
   * its key, and a key that names no possible slug is remembered as not ours.
   */
  async lookupInstalled(
    type: PackageType,
    installed: ReadonlyArray<{ key: string; slug?: string }>,
  ): Promise<Array<PackageRecord | undefined>> {
    const index = await this.current(type);
    const records = new Array<PackageRecord | undefined>(installed.length);
    let missing: number[] | undefined;
    let slugs: string[] | undefined;
    for (let i = 0; i < installed.length; i++) {
      const { key } = installed[i];
      const known = index.byKey.get(key);
      if (known !== undefined) {
        if (known) records[i] = known;
        continue;
      }
      const slug = installed[i].slug ?? slugOfKey(type, key);
      if (slug === undefined) {
        index.byKey.set(key, null);
        continue;
      }
      (missing ??= []).push(i);
      (slugs ??= []).push(slug);
    }
    if (!missing || !slugs) return records;
    const found = await this.lookupEach(type, slugs);
    // Remembered only if no other check replaced the index meanwhile (its token is the newer one).
    const fresh = this.types.get(type) === index;
    missing.forEach((i, n) => {
      records[i] = found[n];
      if (fresh) index.byKey.set(installed[i].key, found[n] ?? null);
    });
    return records;
  }

  /** The index of the type as storage's change token vouches for it now (read before the records it vouches for). */
  private async current(type: PackageType): Promise<TypeIndex> {
    // The token is read before the records it vouches for: a write in between leaves the token old, never the records.
    const token = await this.storage.changeToken({ type });
    let index = this.types.get(type);
    if (!index || index.token !== token || index.bySlug.size + index.byKey.size > MAX_ENTRIES) {
      index = { token, bySlug: new Map(), byKey: new Map(), versions: new Map() };
      this.types.set(type, index);
    }
    return index;
  }

  /** The slugs at `missing` read in one batch into `records`, and remembered, known or not. */
  private async read(
    type: PackageType,
    index: TypeIndex,
    slugs: readonly string[],
    missing: number[],
    records: Array<PackageRecord | undefined>,
  ): Promise<void> {
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

/**
 * The slug a site's name for a package stands for, if it can be one: a plugin's folder
 * (`acme-forms/acme-forms.php`: WordPress keys a plugin by its folder and main file; a
 * single-file plugin like `hello.php` has none), a theme's stylesheet as it is.
 */
export function slugOfKey(type: PackageType, key: string): string | undefined {
  let slug = key;
  if (type === 'plugin') {
    const slash = key.indexOf('/');
    if (slash <= 0) return undefined;
    slug = key.slice(0, slash);
  }
  return isSlug(slug) ? slug : undefined;
}
