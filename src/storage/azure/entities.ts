/**
 * Table layout of the Azure adapter (one table for everything):
 *
 *   PartitionKey        RowKey        what
 *   `plugin~{slug}`     `head`        the package: settings, dates, `latestVersion`, a copy of the latest version
 *   `plugin~{slug}`     `v~{version}` one per version (same partition, so one transaction covers head + version)
 *   `catalog~plugin`    `{slug}`      list index: name, search text, the package record (see catalog.ts)
 *   `apikeys`           `{sha256}`    API keys, found by one point read of their hash
 *   `sites`, `installs~plugin~{slug}`  the site inventory (sites.ts)
 *   `adoption~plugin~{slug}` `{YYYY-MM-DD}` daily adoption snapshots (adoption.ts)
 *   `sessions`          `{sha256}`    operators' sign-in sessions (sessions.ts)
 *
 * Which version is latest is stored once, in the head (`latestVersion`); version rows carry no
 * flag. "Exactly one latest" therefore holds by construction, and moving it is one head write.
 * Records are stored as JSON documents split over `data`, `data_1`, ... because one String
 * property holds at most 32 768 UTF-16 code units (limits.ts).
 */
import type { TableEntity, TableEntityResult } from '@azure/data-tables';
import { rolloutOf } from '../../packages/rules.js';
import type { PackageRecord, PackageSettings, PackageType, VersionRecord } from '../types.js';
import { assertEntity } from './limits.js';

/** A row as read; every query here selects the keys, so they are always present. */
export type Row = TableEntityResult<Record<string, unknown>> & { partitionKey: string; rowKey: string };
export type Entity = TableEntity<Record<string, unknown>>;
/** A version as its row stores it: whether it is latest is the head's business. */
export type StoredVersion = Omit<VersionRecord, 'latest'>;

export const HEAD = 'head';
export const KEYS_PARTITION = 'apikeys';
export const packagePartition = (type: PackageType, slug: string): string => `${type}~${slug}`;
export const versionRowKey = (version: string): string => `v~${version}`;
export const catalogPartition = (type: PackageType): string => `catalog~${type}`;

/** Below the 32 768 limit, leaving room so a surrogate pair is never cut in half. */
const CHUNK_CHARS = 32_000;

/** `text` as properties `name`, `name_1`, `name_2`, ... of at most CHUNK_CHARS each. */
export function chunked(name: string, text: string): Record<string, string> {
  const props: Record<string, string> = {};
  let index = 0;
  for (let start = 0; start < text.length || index === 0; index++) {
    let end = Math.min(start + CHUNK_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--; // keep the pair together
    props[index === 0 ? name : `${name}_${index}`] = text.slice(start, end);
    start = end;
  }
  return props;
}

export function unchunked(row: Record<string, unknown>, name: string): string {
  let text = String((row[name] as string | undefined) ?? '');
  for (let index = 1; typeof row[`${name}_${index}`] === 'string'; index++) text += row[`${name}_${index}`] as string;
  return text;
}

/** Builds an entity and checks it against Azure's limits before any request is made. */
export function entity(partitionKey: string, rowKey: string, props: Record<string, unknown>): Entity {
  const result = { partitionKey, rowKey, ...props };
  assertEntity(result);
  return result;
}

export interface HeadDoc {
  settings: PackageSettings;
  createdAt: string;
  updatedAt: string;
  /** Identical to the latest version's row: both are only ever written together. */
  latest: StoredVersion;
  /** The versions withdrawn; absent in heads written before release control (none). */
  withdrawn?: string[];
}

/** A live package head as read. */
export interface Head extends HeadDoc {
  type: PackageType;
  slug: string;
  etag: string;
}

/** The head of a package being deleted (see records.ts): invisible, and no writer may add to it. */
export interface Tombstone {
  type: PackageType;
  slug: string;
  etag: string;
  deletingAt: string;
}

export const isLive = (head: Head | Tombstone | undefined): head is Head =>
  head !== undefined && !('deletingAt' in head);

export function headEntity(type: PackageType, slug: string, doc: HeadDoc): Entity {
  return entity(packagePartition(type, slug), HEAD, {
    latestVersion: doc.latest.version,
    ...chunked('data', JSON.stringify(doc)),
  });
}

/** What a head becomes while its package is deleted: nothing but the marker. */
export function tombstoneEntity(type: PackageType, slug: string, deletingAt: string): Entity {
  return entity(packagePartition(type, slug), HEAD, { deletingAt });
}

export function readHead(type: PackageType, slug: string, row: Row): Head | Tombstone {
  if (typeof row.deletingAt === 'string') return { type, slug, etag: row.etag, deletingAt: row.deletingAt };
  const doc = JSON.parse(unchunked(row, 'data')) as HeadDoc;
  return { type, slug, etag: row.etag, ...doc, latest: withRollout(doc.latest) };
}

/** Rows written before release control carry no rollout: they reach every site. */
const withRollout = (version: StoredVersion): StoredVersion => ({ ...version, rollout: rolloutOf(version.rollout) });

/** A package record as stored in JSON (the catalog's copy), with what older copies lack filled in. */
export function readPackageRecord(record: PackageRecord): PackageRecord {
  return {
    ...record,
    latest: { ...record.latest, rollout: rolloutOf(record.latest.rollout) },
    withdrawn: record.withdrawn ?? [],
  };
}

export function versionEntity(version: StoredVersion): Entity {
  const key = versionRowKey(version.version);
  // `fileName` is also a plain property so the orphan sweep can select it alone.
  return entity(packagePartition(version.type, version.slug), key, {
    fileName: version.fileName,
    ...chunked('data', JSON.stringify(version)),
  });
}

export function readVersion(row: Row): StoredVersion {
  return withRollout(JSON.parse(unchunked(row, 'data')) as StoredVersion);
}

export function toVersionRecord(version: StoredVersion, latestVersion: string): VersionRecord {
  return { ...version, latest: version.version === latestVersion };
}

export function toPackageRecord(head: Head): PackageRecord {
  return {
    type: head.type,
    slug: head.slug,
    settings: head.settings,
    createdAt: head.createdAt,
    updatedAt: head.updatedAt,
    latest: toVersionRecord(head.latest, head.latest.version),
    withdrawn: head.withdrawn ?? [],
  };
}
