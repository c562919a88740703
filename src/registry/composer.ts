/**
 * The Composer repository's use-cases (DESIGN 16): which versions a key sees, the hashes
 * Composer checks them by, and the advisories `composer audit` reads. The rules are pure
 * functions; ComposerRepository reads storage for them.
 *
 * Threat model. A Composer build trusts this repository for every name under its patterns, so:
 * a name the registry does not hold answers an empty list, never 404 (Composer would then ask
 * the next repository, where anyone may publish that name: dependency confusion); a dependency
 * is named only when the registry holds it; a version Composer would misread is left out rather
 * than served under another version's name; and `shasum` lets Composer refuse an archive that
 * was changed in storage after upload (the hash was taken from the bytes as they arrived).
 */
import { createHash } from 'node:crypto';
import { composerVersion } from '../packages/composer-version.js';
import { compareVersions } from '../packages/version-compare.js';
import type { ComposerHashes, PackageType, Rollout, Storage, VersionRecord } from '../storage/types.js';
import { recordHashes } from './package-writes.js';

/** A package as Composer names it: `{vendor}-plugin/{slug}` or `{vendor}-theme/{slug}`. */
export interface ComposerPackageName {
  type: PackageType;
  slug: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `{vendor}-{type}`: the vendor part of the registry's names of a type. */
export const composerVendorOf = (vendor: string, type: PackageType): string => `${vendor}-${type}`;

export const composerName = (vendor: string, { type, slug }: ComposerPackageName): string =>
  `${composerVendorOf(vendor, type)}/${slug}`;

/** The type a Composer vendor part names (`registry-plugin`), or undefined for another vendor. */
export function typeOfVendor(vendor: string, part: string): PackageType | undefined {
  if (part === composerVendorOf(vendor, 'plugin')) return 'plugin';
  if (part === composerVendorOf(vendor, 'theme')) return 'theme';
  return undefined;
}

/** The package a Composer name under the registry's patterns names; undefined for any other name. */
export function parseComposerName(vendor: string, name: string): ComposerPackageName | undefined {
  const slash = name.indexOf('/');
  const type = slash > 0 ? typeOfVendor(vendor, name.slice(0, slash)) : undefined;
  const slug = name.slice(slash + 1);
  return type && slug.length <= 200 && SLUG.test(slug) ? { type, slug } : undefined;
}

/**
 * Whether a version is listed for a key: not withdrawn, not halted, and reaching every site
 * (percent 100) or staged for the key's composer ring. A build is not a site with a bucket:
 * a partial percent alone lists nothing.
 */
export function isListed(rollout: Rollout, composerRing: string | undefined): boolean {
  if (rollout.withdrawn || rollout.halted) return false;
  return rollout.percent >= 100 || (composerRing !== undefined && rollout.rings.includes(composerRing));
}

/** A stored version as Composer reads it. */
export interface ComposerRelease {
  record: VersionRecord;
  /** Composer's normalized version (`1.2.0.0`). */
  normalized: string;
}

/**
 * The versions Composer can carry, newest first: each read as a release (composerVersion), and
 * of several Composer reads as one (`1.0` and `1.0.0`) only the highest in PHP's order, so one
 * normalized version always names the same stored one, whichever key asks.
 */
export function composerReleases(versions: readonly VersionRecord[]): ComposerRelease[] {
  const byNormalized = new Map<string, VersionRecord>();
  for (const record of versions) {
    const normalized = composerVersion(record.version);
    if (normalized === undefined) continue;
    const kept = byNormalized.get(normalized);
    if (!kept || compareVersions(record.version, kept.version) > 0) byNormalized.set(normalized, record);
  }
  return [...byNormalized]
    .map(([normalized, record]) => ({ normalized, record }))
    .sort((a, b) => compareVersions(b.record.version, a.record.version));
}

/** An advisory as the Composer repository serves it. */
export interface ComposerAdvisory {
  id: string;
  package: ComposerPackageName;
  /** A Composer constraint. */
  affectedVersions: string;
  title: string;
  /** ISO 8601 UTC. */
  reportedAt: string;
  cve: string | null;
  link: string | null;
  severity: 'low' | 'medium' | 'high' | 'critical' | null;
}

export const WITHDRAWN_TITLE = "Withdrawn by the registry's operators";

/** The advisory that a withdrawn version is; undefined for a version Composer cannot read (it never listed it). */
export function withdrawnAdvisory(record: VersionRecord, withdrawnAt: string): ComposerAdvisory | undefined {
  if (composerVersion(record.version) === undefined) return undefined;
  return {
    id: `withdrawn-${record.slug}-${record.version}`,
    package: { type: record.type, slug: record.slug },
    affectedVersions: `==${record.version}`,
    title: WITHDRAWN_TITLE,
    reportedAt: withdrawnAt,
    cve: null,
    link: null,
    severity: null,
  };
}

/** One package's file for one key. */
export interface ComposerPackageFile {
  releases: (ComposerRelease & { hashes: ComposerHashes })[];
  /** The `Requires Plugins` slugs of listed versions that the registry holds. */
  heldDependencies: ReadonlySet<string>;
  advisories: ComposerAdvisory[];
  /** Milliseconds: the last change of any version or of the package (Last-Modified). */
  lastModified: number;
}

/** Versions per package whose hashes are being computed in this process: asked twice, read once. */
type Pending = Map<string, Promise<ComposerHashes | undefined>>;

export class ComposerRepository {
  private readonly pending: Pending = new Map();

  constructor(private readonly storage: Storage) {}

  /** The file Composer reads for a package and key; undefined when the registry does not hold it. */
  async packageFile(
    name: ComposerPackageName,
    composerRing: string | undefined,
  ): Promise<ComposerPackageFile | undefined> {
    const versions = await this.storage.versions.list(name.type, name.slug);
    const pkg = versions && (await this.storage.getPackage(name.type, name.slug));
    if (!versions || !pkg) return undefined;
    const listed = composerReleases(versions).filter(({ record }) => isListed(record.rollout, composerRing));
    const releases = [];
    for (const release of listed) {
      const hashes = await this.hashesOf(release.record);
      if (hashes) releases.push({ ...release, hashes }); // an archive gone meanwhile (a delete) is not listed
    }
    const withdrawn = versions.filter((v) => v.rollout.withdrawn);
    const advisories = await Promise.all(withdrawn.map((v) => this.withdrawalOf(v)));
    const lastModified = Math.max(Date.parse(pkg.updatedAt), ...versions.map((v) => Date.parse(v.updatedAt)));
    return {
      releases,
      heldDependencies: await this.heldDependencies(releases.map((r) => r.record)),
      advisories: advisories.filter((a) => a !== undefined),
      lastModified,
    };
  }

  /** The advisories of the packages named: `[]` for one the registry does not hold. */
  async advisories(names: readonly ComposerPackageName[]): Promise<ComposerAdvisory[][]> {
    return Promise.all(
      names.map(async ({ type, slug }) => {
        const pkg = await this.storage.getPackage(type, slug);
        if (!pkg || pkg.withdrawn.length === 0) return [];
        const versions = await Promise.all(pkg.withdrawn.map((v) => this.storage.versions.get(type, slug, v)));
        const withdrawn = versions.filter((v) => v !== undefined);
        const found = await Promise.all(withdrawn.map((v) => this.withdrawalOf(v)));
        return found.filter((a) => a !== undefined);
      }),
    );
  }

  /** Every advisory of the types given that was reported at or after `since` (ISO 8601). */
  async advisoriesSince(types: readonly PackageType[], since: string): Promise<ComposerAdvisory[]> {
    const found: ComposerAdvisory[] = [];
    for (const type of types) {
      for (let offset = 0; ; offset += PAGE) {
        const { packages } = await this.storage.listPackages(type, { offset, limit: PAGE });
        const withWithdrawals = packages.filter((p) => p.withdrawn.length > 0).map((p) => ({ type, slug: p.slug }));
        for (const list of await this.advisories(withWithdrawals)) found.push(...list);
        if (packages.length < PAGE) break;
      }
    }
    return found.filter((a) => a.reportedAt >= since);
  }

  /** The version's SHA-1 and SHA-256: as stored, else read from its archive once and kept. */
  private async hashesOf(record: VersionRecord): Promise<ComposerHashes | undefined> {
    if (record.sha1 && record.sha256) return { sha1: record.sha1, sha256: record.sha256 };
    const key = `${record.type}:${record.slug}:${record.fileName}`;
    let computing = this.pending.get(key);
    if (!computing) {
      computing = this.computeHashes(record).finally(() => this.pending.delete(key));
      this.pending.set(key, computing);
    }
    return computing;
  }

  private async computeHashes(record: VersionRecord): Promise<ComposerHashes | undefined> {
    const archive = await this.storage.bulk.archive(record);
    if (!archive) return undefined;
    const sha1 = createHash('sha1');
    const sha256 = createHash('sha256');
    for await (const chunk of archive as AsyncIterable<Buffer>) {
      sha1.update(chunk);
      sha256.update(chunk);
    }
    const hashes = { sha1: sha1.digest('hex'), sha256: sha256.digest('hex') };
    await recordHashes(this.storage, record, hashes);
    return hashes;
  }

  /** The withdrawn version's advisory, reported when its audit entry says it was withdrawn (else its last change). */
  private async withdrawalOf(record: VersionRecord): Promise<ComposerAdvisory | undefined> {
    const { entries } = await this.storage.audit.list({
      type: record.type,
      slug: record.slug,
      action: `${record.type}.version.rollout`,
      offset: 0,
      limit: 100,
    });
    const entry = entries.find((e) => e.version === record.version && e.changes.withdrawn?.[1] === true);
    return withdrawnAdvisory(record, entry?.time ?? record.updatedAt);
  }

  private async heldDependencies(records: readonly VersionRecord[]): Promise<Set<string>> {
    const named = new Set(
      records.flatMap((r) => (r.manifest.type === 'plugin' ? (r.manifest.requiresPlugins ?? []) : [])),
    );
    if (named.size === 0) return new Set();
    const held = await this.storage.getPackages('plugin', [...named]);
    return new Set(held.map((p) => p.slug));
  }
}

const PAGE = 100;
