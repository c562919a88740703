/**
 * The export file (docs/storage.md, "Export file format"): a tar whose first entry is
 * `manifest.jsonl` and whose other entries are the archives (and theme screenshots) it names, in
 * the order of its version lines. The manifest is JSON lines: a header, each package followed by
 * its versions, then the other kinds of record, then an end line with the counts and the SHA-384
 * of every byte before it. Every record is written whole, as the storage contract returns it, so
 * a field the contract gains rides along with no change here.
 */
import { SCOPES_VERSION } from '../../auth/scopes.js';
import type { Advisory } from '../../packages/advisory.js';
import { replacesKept } from '../outcome-keeping.js';
import { archiveSegments } from '../../storage/archive-names.js';
import { storedScopes } from '../../storage/key-scopes.js';
import type {
  AdoptionSnapshot,
  ApiKeyRecord,
  AuditEntry,
  KeptOutcome,
  PackageRecord,
  SiteOutcome,
  SiteRecord,
  Storage,
  StorageSnapshot,
  VersionRecord,
} from '../../storage/types.js';

export const FORMAT = 'extension-registry-export';
/** Raised when a change makes older registries read a file wrongly; a new kind of record alone does not. */
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.jsonl';

/** A file of the tar: where it is, and what it must be. */
export interface FileRef {
  path: string;
  size: number;
  sha384: string;
}

export interface Header {
  kind: 'header';
  format: typeof FORMAT;
  version: number;
  exported_at: string;
  /** The adapter it came from: `local` or `azure`. */
  storage: string;
  /** The version of the key scopes written (src/auth/scopes.ts): keys of an older one are upgraded as they are imported. */
  scopes_version: number;
}

/** A header as read from a file: any field may be missing or of another type. */
export type HeaderAsRead = Partial<Record<keyof Header, unknown>>;

/** The header of a file written now from the adapter named. */
export const headerLine = (storage: string): Header => ({
  kind: 'header',
  format: FORMAT,
  version: FORMAT_VERSION,
  exported_at: new Date().toISOString(),
  storage,
  scopes_version: SCOPES_VERSION,
});

/** What is wrong with a file's first line as the header of a file this registry reads, or undefined. */
export function headerProblem(line: HeaderAsRead): string | undefined {
  if (line.kind !== 'header' || line.format !== FORMAT) return `is not the header of a ${FORMAT} file`;
  if (typeof line.version !== 'number' || line.version > FORMAT_VERSION)
    return `names format version ${String(line.version)}; this registry reads version ${FORMAT_VERSION} (a newer registry made the file)`;
  if (line.scopes_version !== undefined && !Number.isInteger(line.scopes_version))
    return 'gives a scopes_version that is not a whole number';
  return undefined;
}

export interface PackageLine {
  kind: 'package';
  record: PackageRecord;
}

export interface VersionLine {
  kind: 'version';
  record: VersionRecord;
  archive: FileRef;
  /** A theme's screenshot kept beside its archive. */
  screenshot?: FileRef;
}

export interface EndLine {
  kind: 'end';
  counts: Counts;
  /** SHA-384 of the manifest's bytes before this line. */
  sha384: string;
}

export interface Counts {
  plugins: number;
  themes: number;
  versions: number;
  /** Archive and screenshot files, and their bytes. */
  files: number;
  bytes: number;
  keys: number;
  sites: number;
  /** Sites' kept update reports (one per site, package and version). */
  outcomes: number;
  /** Daily adoption snapshots (one per package and day). */
  adoption: number;
  /** Security advisories; absent from the end line of files written before they were exported. */
  advisories: number;
  audit: number;
}

export const noCounts = (): Counts => ({
  plugins: 0,
  themes: 0,
  versions: 0,
  files: 0,
  bytes: 0,
  keys: 0,
  sites: 0,
  outcomes: 0,
  adoption: 0,
  advisories: 0,
  audit: 0,
});

/**
 * The kinds of record that carry no file: how each is read from a snapshot, checked, and put
 * into a storage. A new kind (e.g. update reports) is one more entry here and one more part of
 * the storage contract's bulk section.
 */
export interface RecordKind<T> {
  kind: string;
  count: keyof Counts;
  read(view: StorageSnapshot): AsyncIterable<T>;
  /** What is wrong with a record read from a file, or undefined. */
  problem(record: T): string | undefined;
  /** A key that must be unique in the file, or undefined when none is checked. */
  identity?(record: T): string;
  /** Stores a batch of records (import), read from the file this header begins. */
  put(storage: Storage, records: T[], header: Header): Promise<void>;
  /** Records put at once. */
  batch: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const HEX = /^[0-9a-f]+$/;
const AUDIT_ID = /^[0-9]{13}-[0-9a-f]{8}$/;

const keys: RecordKind<ApiKeyRecord> = {
  kind: 'key',
  count: 'keys',
  read: (view) => view.keys(),
  problem: (key) =>
    isText(key.id) && isText(key.hash) && HEX.test(key.hash) && isText(key.createdAt) && typeof key.scopes === 'object'
      ? undefined
      : 'a key needs an id, a hex hash, scopes and a creation time',
  identity: (key) => key.id,
  put: async (storage, records, header) => {
    for (const key of records)
      await storage.bulk.putKey({ ...key, scopes: storedScopes(key.scopes, header.scopes_version ?? 1) });
  },
  batch: 1,
};

const sites: RecordKind<SiteRecord> = {
  kind: 'site',
  count: 'sites',
  read: (view) => view.sites(),
  problem: (site) =>
    isText(site.url) && isText(site.id) && isText(site.lastSeen) && Array.isArray(site.packages) && site.holds
      ? undefined
      : 'a site needs a url, an id, a last-seen time, packages and holds',
  identity: (site) => site.url,
  put: async (storage, records) => {
    for (const site of records) await storage.bulk.putSite(site);
  },
  batch: 1,
};

const outcomes: RecordKind<SiteOutcome> = {
  kind: 'outcome',
  count: 'outcomes',
  read: (view) => view.outcomes(),
  problem: ({ siteId, report }) =>
    isText(siteId) && report && isText(report.id) && isText(report.slug) && isText(report.to) && isText(report.time)
      ? undefined
      : 'an update report needs a site id, and a report with an id, a slug, a version and a time',
  identity: ({ siteId, report }) => `${siteId} ${report.type} ${report.slug} ${report.to}`,
  // After the sites (a report needs its site), through the contract's own write: it keeps what it is given.
  // Files written before reports carried `counts` and `received` hold reports that count as ignored, received at their time.
  put: async (storage, records) => {
    const bySite = new Map<string, KeptOutcome[]>();
    for (const { siteId, report, counts, received } of records) {
      const outcome = {
        report,
        counts: counts === true,
        received: typeof received === 'string' ? received : report.time,
      };
      const outcomes = bySite.get(siteId);
      if (outcomes) outcomes.push(outcome);
      else bySite.set(siteId, [outcome]);
    }
    for (const [siteId, outcomes] of bySite) await storage.sites.report(siteId, outcomes, replacesKept);
  },
  batch: 200,
};

const adoption: RecordKind<AdoptionSnapshot> = {
  kind: 'adoption',
  count: 'adoption',
  read: (view) => view.adoption(),
  problem: (snapshot) =>
    (snapshot.type === 'plugin' || snapshot.type === 'theme') &&
    isText(snapshot.slug) &&
    /^\d{4}-\d{2}-\d{2}$/.test(String(snapshot.date)) &&
    typeof snapshot.versions === 'object'
      ? undefined
      : 'an adoption snapshot needs a type, a slug, a day (YYYY-MM-DD) and its versions',
  identity: (s) => `${s.type} ${s.slug} ${s.date}`,
  // Through the contract's own write: into an empty storage, the first snapshot of its day.
  put: async (storage, records) => {
    for (const snapshot of records) await storage.adoption.record(snapshot);
  },
  batch: 100,
};

const SOURCES: ReadonlyArray<Advisory['source']> = ['registry', 'wordfence', 'osv'];
const ADVISORY_PROBLEM = 'an advisory needs an id, a summary, a publication time, its affected packages and a source';
const isAdvisory = (a: Advisory) =>
  isText(a.id) && isText(a.summary) && isText(a.published) && Array.isArray(a.affected) && SOURCES.includes(a.source);

const advisories: RecordKind<Advisory> = {
  kind: 'advisory',
  count: 'advisories',
  identity: (a) => a.id,
  batch: 100,
  read: (view) => view.advisories(),
  problem: (a) => (isAdvisory(a) ? undefined : ADVISORY_PROBLEM),
  // Unstamped: its entries come with the audit records.
  put: async (storage, records) => {
    for (const advisory of records) await storage.advisories.put(advisory);
  },
};

const audit: RecordKind<AuditEntry> = {
  kind: 'audit',
  count: 'audit',
  read: (view) => view.audit(),
  problem: (entry) =>
    isText(entry.id) && AUDIT_ID.test(entry.id) && isText(entry.time) && isText(entry.action)
      ? undefined
      : 'an audit entry needs an id (13 digits, "-", 8 hex), a time and an action',
  put: (storage, records) => storage.bulk.putAudit(records),
  batch: 500,
};

/** In the order they are written (after the packages) and imported. */
export const RECORD_KINDS = [keys, sites, outcomes, adoption, advisories, audit] as unknown as ReadonlyArray<
  RecordKind<never>
>;

/**
 * A file path in the tar: `archives/{plugins|themes}/{slug}/{file}`, of the parts the storage
 * itself checks (archive-names.ts), so no entry of an export climbs out of where `tar -x` puts it.
 */
export const archivePath = (version: Pick<VersionRecord, 'type' | 'slug'>, file: string): string =>
  ['archives', ...archiveSegments(version.type, version.slug, file)].join('/');
