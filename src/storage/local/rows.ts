import { storedScopes } from '../key-scopes.js';
import type { Manifest } from '../../packages/manifest.js';
import { type Rollout, rolloutOf } from '../../packages/rules.js';
import { compareVersions } from '../../packages/version-compare.js';
import type { ApiKeyRecord, PackageRecord, PackageSettings, PackageType, VersionRecord } from '../types.js';
import { searchText } from '../search-text.js';

/** Rows of the SQLite schema (schema.ts) and their mapping to and from the contract's records. */

export interface VersionRow {
  type: PackageType;
  slug: string;
  version: string;
  checksum: string;
  sha384: string | null;
  /** Null on versions stored before it was recorded, until first asked for. */
  sha1: string | null;
  sha256: string | null;
  signature: string | null;
  /** Null when the signature was not checked, and on versions stored before the column was added. */
  signing_key_id: string | null;
  size: number;
  file_name: string;
  release_notes: string;
  latest: number;
  manifest: string;
  /** JSON of the rollout; `{}` (a row from before release control) reads as FULL_ROLLOUT. */
  rollout: string;
  created_at: string;
  updated_at: string;
}

export interface PackageRow extends VersionRow {
  settings: string;
  /** JSON array of the withdrawn versions. */
  withdrawn: string;
  package_created_at: string;
  package_updated_at: string;
}

export interface KeyRow {
  id: string;
  name: string;
  hash: string;
  scopes: string;
  scopes_version: number;
  created_at: string;
  revoked_at: string | null;
  /** JSON of the enrollment allowance; null (or absent, in a file from before) when none. */
  enrollment?: string | null;
  composer_ring: string | null;
}

/** The columns of a package row: its latest version's row plus the package's own (`p`, `v` aliases). */
export const PACKAGE_FIELDS =
  'v.*, p.settings, p.withdrawn, p.created_at AS package_created_at, p.updated_at AS package_updated_at';

/** Name and the lower-cased text that `search` matches. */
export function searchFields(manifest: Manifest): [string, string] {
  return [manifest.name, searchText(manifest)];
}

/** A package row's columns in insertPackage order; name and search text are its latest version's. */
export function packageParams(pkg: PackageRecord) {
  return [
    pkg.type,
    pkg.slug,
    pkg.latest.version,
    ...searchFields(pkg.latest.manifest),
    JSON.stringify(pkg.settings),
    JSON.stringify(pkg.withdrawn),
    pkg.createdAt,
    pkg.updatedAt,
  ] as const;
}

export function versionParams(v: VersionRecord) {
  return {
    type: v.type,
    slug: v.slug,
    version: v.version,
    checksum: v.checksum,
    sha384: v.sha384 ?? null,
    sha1: v.sha1 ?? null,
    sha256: v.sha256 ?? null,
    signature: v.signature ?? null,
    signing_key_id: v.signingKeyId ?? null,
    size: v.size,
    file_name: v.fileName,
    release_notes: v.releaseNotes,
    latest: v.latest ? 1 : 0,
    manifest: JSON.stringify(v.manifest),
    rollout: JSON.stringify(v.rollout),
    created_at: v.createdAt,
    updated_at: v.updatedAt,
  };
}

export function toVersion(row: VersionRow): VersionRecord {
  return {
    type: row.type,
    slug: row.slug,
    version: row.version,
    checksum: row.checksum,
    ...(row.sha384 === null ? {} : { sha384: row.sha384 }),
    ...(row.sha1 == null ? {} : { sha1: row.sha1 }),
    ...(row.sha256 == null ? {} : { sha256: row.sha256 }),
    ...(row.signature === null ? {} : { signature: row.signature }),
    ...(row.signing_key_id === null ? {} : { signingKeyId: row.signing_key_id }),
    size: row.size,
    fileName: row.file_name,
    releaseNotes: row.release_notes,
    latest: row.latest === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    manifest: JSON.parse(row.manifest) as Manifest,
    rollout: rolloutOf(JSON.parse(row.rollout) as Partial<Rollout>),
  };
}

/** A package's version rows as records, newest first (PHP version_compare order). */
export function toVersionsNewestFirst(rows: VersionRow[]): VersionRecord[] {
  return rows.map(toVersion).sort((a, b) => compareVersions(b.version, a.version));
}

export function toPackage(row: PackageRow): PackageRecord {
  return {
    type: row.type,
    slug: row.slug,
    settings: JSON.parse(row.settings) as PackageSettings,
    createdAt: row.package_created_at,
    updatedAt: row.package_updated_at,
    latest: toVersion(row),
    withdrawn: JSON.parse(row.withdrawn) as string[],
  };
}

export function toKey(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    hash: row.hash,
    scopes: storedScopes(JSON.parse(row.scopes) as ApiKeyRecord['scopes'], row.scopes_version),
    createdAt: row.created_at,
    ...(row.revoked_at ? { revokedAt: row.revoked_at } : {}),
    ...(row.enrollment ? { enrollment: JSON.parse(row.enrollment) as ApiKeyRecord['enrollment'] } : {}),
    ...(row.composer_ring ? { composerRing: row.composer_ring } : {}),
  };
}
