/**
 * The storage contract: what the service needs from wherever records and archives live.
 * It speaks packages, versions, archives and API keys; adapters (local, azure) hide how.
 * Reads of absent things return `undefined`; writes throw the domain errors of ../errors.ts.
 * Every write is atomic: after a crash a package is either as it was or fully updated,
 * and exactly one of its versions is latest.
 */
import type { Readable } from 'node:stream';
import type { Scopes } from '../auth/scopes.js';
import type { Advisory } from '../packages/advisory.js';
import type { Role, SessionUser } from '../auth/sign-in.js';
import type { Manifest, PackageType } from '../packages/manifest.js';
import type { HealthGate, Rollout } from '../packages/rules.js';

export type { Manifest, PackageType, Rollout };

/** Metadata set through PATCH, not read from archives. */
export interface PackageSettings {
  defaultIcon?: string;
  bannerLow?: string;
  bannerHigh?: string;
  screenshotUrl?: string;
  previewUrl?: string;
  homepage?: string;
}

export interface VersionRecord {
  type: PackageType;
  slug: string;
  version: string;
  /** MD5 of the archive bytes, 32 lowercase hex. */
  checksum: string;
  /** SHA-384 of the archive bytes, 96 lowercase hex; absent on versions stored before it was recorded. */
  sha384?: string;
  /**
   * SHA-1 of the archive bytes, 40 lowercase hex: the `shasum` Composer checks a download
   * against. Absent on versions stored before it was recorded until it is first asked for
   * (the Composer repository computes it once from the archive), then kept.
   */
  sha1?: string;
  /** SHA-256 of the archive bytes, 64 lowercase hex: Composer's dist `reference`; absent as `sha1` is. */
  sha256?: string;
  /** Base64 Ed25519 signature sent with the upload (packages/signature.ts); absent when unsigned. */
  signature?: string;
  /**
   * The id (packages/signature.ts keyIdOf) of the trusted key the signature verified against at
   * upload; absent when it was not checked (no REGISTRY_SIGNING_KEYS) or stored before ids were.
   */
  signingKeyId?: string;
  size: number;
  /** `{slug}-{version}-{checksum}.zip` */
  fileName: string;
  /** Markdown, as submitted. */
  releaseNotes: string;
  latest: boolean;
  /** ISO 8601 UTC. */
  createdAt: string;
  updatedAt: string;
  /** What the archive's headers said. */
  manifest: Manifest;
  /** Which sites it reaches; halted, withdrawn (release control). */
  rollout: Rollout;
}

export interface PackageRecord {
  type: PackageType;
  slug: string;
  settings: PackageSettings;
  createdAt: string;
  /** Last change of the package: upload, settings, latest moved, version deleted. */
  updatedAt: string;
  /** The latest version; the package record always describes it. */
  latest: VersionRecord;
  /** The versions withdrawn (release control), so an update check needs no other version to tell. */
  withdrawn: string[];
}

export interface NewVersion {
  manifest: Manifest;
  checksum: string;
  sha384: string;
  sha1: string;
  sha256: string;
  signature?: string;
  /** The trusted key the signature verified against (VersionRecord.signingKeyId). */
  signingKeyId?: string;
  size: number;
  releaseNotes: string;
  /** A finished temporary file holding the archive; the adapter moves or copies it. */
  archivePath: string;
  /** A theme's screenshot (`manifest.screenshot` names it), extracted to a finished temporary file; kept beside the archive. */
  screenshotPath?: string;
  /** The rollout it starts with; absent: every site (FULL_ROLLOUT). */
  rollout?: Rollout;
}

export interface PackageQuery {
  /** Case-insensitive substring of name, slug or short description. */
  search?: string;
  offset: number;
  limit: number;
}

/** What a change token vouches for: one package with its versions, or a type's lists. */
export interface ChangeScope {
  type: PackageType;
  /** Absent: every list and search page of the type. */
  slug?: string;
}

export interface VersionChange {
  releaseNotes?: string;
  /** `true` moves the latest flag here. */
  latest?: true;
}

export interface ApiKeyRecord {
  id: string;
  name: string;
  /** SHA-256 of the key, hex. The key itself is never stored. */
  hash: string;
  /** e.g. `{ plugins: ['read', 'create'], themes: ['read'] }` */
  scopes: Scopes;
  createdAt: string;
  revokedAt?: string;
  /** The ring whose staged versions the Composer repository lists to this key (a build pipeline's canary); absent: none. */
  composerRing?: string;
  /**
   * What a key with `sites:enroll` may enroll (POST /sites/enroll). Absent on keys stored before
   * allowances existed: those enroll under the upgrade rule (src/registry/enrollment.ts).
   */
  enrollment?: EnrollmentAllowance;
}

/** A key's enrollment allowance (DESIGN 11a), as `keys create` set it. */
export interface EnrollmentAllowance {
  /** How many distinct sites the key may enroll. */
  sites: number;
  /** The one normalized URL the key is for (`--site-url`). */
  siteUrl?: string;
  /** ISO 8601 UTC: from this moment on the key enrolls nothing. */
  expiresAt?: string;
  /** Its sites skip an operator's approval under REGISTRY_SITES=approved (`--approved`). */
  approved?: boolean;
}

/** What Composer checks an archive by (VersionRecord.sha1, .sha256). */
export interface ComposerHashes {
  sha1: string;
  sha256: string;
}

/** A package's versions with their archives: the catalog's other half, beside the packages they make up. */
export interface VersionStorage {
  /** All versions, newest first (PHP version_compare order); undefined if there is no such package. */
  list(type: PackageType, slug: string): Promise<VersionRecord[] | undefined>;
  get(type: PackageType, slug: string, version: string): Promise<VersionRecord | undefined>;
  /** The screenshot kept beside a theme version's archive (see NewVersion), or undefined when it has none. */
  screenshot(version: VersionRecord): Promise<Buffer | undefined>;
}

/** A package as one change reads it: its record and every version, newest first (PHP version_compare order). */
export interface PackageState {
  package: PackageRecord;
  versions: VersionRecord[];
}

/**
 * What a decision writes, in one commit with its audit entry. The adapter writes exactly this and
 * decides nothing; with every field absent nothing is written and no change token moves.
 */
export interface PackageWrite {
  /**
   * The package row after the change (settings, times, the latest version it describes, the
   * withdrawn list); `null` deletes the package with every version. Absent: the row stays as read.
   */
  package?: PackageRecord | null;
  /** Version rows written whole (a new version or a changed one), each with its `latest` flag as it is after the change. */
  put?: VersionRecord[];
  /** Versions whose rows go; their archives are removed after the commit. */
  remove?: string[];
  /** The entry recording the change; it commits with it or not at all. */
  audit?: NewAuditEntry;
}

/** A decision and what the change answers its caller. */
export interface PackageDecision<T> {
  write: PackageWrite;
  result: T;
}

/**
 * Decides a change from the package as read (undefined: there is none). Pure and synchronous: it
 * may run more than once, on fresh reads, when another writer got in first; it throws a domain
 * error (../errors.ts) to refuse, and then nothing is written.
 */
export type PackageDecide<T> = (state: PackageState | undefined) => PackageDecision<T>;

/** The files of a version a change adds (`put`): stored before the commit, removed again when it does not commit. */
export interface IncomingArchive {
  /** The version the files belong to: its type, slug, `fileName`, and the manifest naming a theme's screenshot. */
  version: Pick<VersionRecord, 'type' | 'slug' | 'fileName' | 'manifest'>;
  /** A finished temporary file holding the archive; the adapter moves or copies it. */
  archivePath: string;
  /** A theme's screenshot, extracted to a finished temporary file (NewVersion.screenshotPath). */
  screenshotPath?: string;
}

/** Where API keys are kept: beside the packages, in the same store, but never mixed with them. */
export interface KeyStorage {
  /** Stores a new key (and its `key.create` entry, when stamped). */
  create(record: ApiKeyRecord, audit?: AuditStamp): Promise<void>;
  /** The key with this hash, revoked or not. */
  find(hash: string): Promise<ApiKeyRecord | undefined>;
  /** Every key, oldest first. */
  list(): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked (keeping the first revocation time); false if there is no such key. */
  revoke(id: string, audit?: AuditStamp): Promise<boolean>;
}

/** An operator's sign-in session (DESIGN 17), stored under the SHA-256 of its id: the id itself is never stored. */
export interface SessionRecord {
  hash: string;
  user: SessionUser;
  role: Role;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** The absolute end: createdAt plus 8 hours. */
  expiresAt: string;
  /** The last request made with it, written at most once a minute (auth/sign-in.ts SESSION_TOUCH_MS). */
  lastSeenAt: string;
}

/**
 * Where sign-in sessions are kept: apart from the catalog (no change token moves), shared by
 * every instance on the same storage, kept across restarts. Not exported: a session is a
 * sign-in, not registry data.
 */
export interface SessionStorage {
  create(record: SessionRecord): Promise<void>;
  /** The session with this hash, whatever its times (the caller applies the limits). */
  find(hash: string): Promise<SessionRecord | undefined>;
  /** Sets its last use; nothing when it is gone. */
  touch(hash: string, lastSeenAt: string): Promise<void>;
  /** Ends it; false when there was none. */
  end(hash: string): Promise<boolean>;
  /** Removes sessions whose absolute end is before `now` (ISO 8601); how many. */
  purge(now: string): Promise<number>;
}

/** Who made a change, as its audit entry names it: an API key (never its value or hash), a CLI command, or the registry itself. */
export type AuditActor =
  | { keyId: string; keyName: string }
  | { cli: 'keys' | 'advisories' }
  | { gate: true }
  /** A person signed in through the identity provider (DESIGN 17). */
  | { user: SessionUser }
  /** The registry's webhook deliveries, disabling an endpoint that answered 410 or failed for days. */
  | { webhooks: true }
  /** The server's daily advisory import (REGISTRY_ADVISORY_FEED_URL). */
  | { system: 'advisory-feed' };

/**
 * What a write is told so that it records its audit entry itself, in the same commit as the
 * change (the entry is built from what was read inside that commit: a package change's by its
 * decision, other writes' by the adapter, so `changes` is exact under any concurrency). A write
 * that changes nothing records nothing.
 */
export interface AuditStamp {
  actor: AuditActor;
  /** The registry's own id of the request; null for the CLI. */
  requestId: string | null;
  /** The `X-Request-Id` the client sent, kept beside the registry's own; absent or null: none. */
  clientRequestId?: string | null;
  /** Uploads: the id of the trusted key that verified the archive's signature; absent or null: none did. */
  signingKey?: string | null;
  /** A health gate's stop: what it counted, copied into the entry (AuditEntry.evidence). */
  evidence?: GateEvidence;
}

/** What a health gate counted when it stopped a version, as it was then (DESIGN 12a). */
export interface GateEvidence {
  counts: OutcomeCounts;
  /** The counting outcomes (at most 50), failed and unhealthy ones first, then newest first. */
  outcomes: Array<{ site: string; report: string; result: OutcomeResult; code: string; time: string }>;
}

/** Why an upload was refused for its signature (the `reason` of its `{type}.upload.refused` entry). */
export type SignatureRefusal = 'unsigned' | 'untrusted';

export type AuditType = PackageType | 'site' | 'key' | 'webhook' | 'advisory';

/** Every action an audit entry can name. */
export type AuditAction =
  | `${PackageType}.${'upload' | 'update' | 'delete' | 'version.update' | 'version.rollout' | 'version.delete' | 'upload.refused'}`
  | 'site.enroll'
  | 'site.update'
  | 'site.delete'
  | 'key.create'
  | 'key.revoke'
  | `webhook.${'create' | 'update' | 'delete' | 'disable'}`
  | `advisory.${'create' | 'update' | 'import'}`;

/**
 * The rollout an upload started with, as its entry keeps it: `gate` null when it had none,
 * absent in entries written before the trail kept the gate.
 */
export type UploadRollout = Pick<Rollout, 'percent' | 'rings' | 'halted' | 'withdrawn'> & { gate?: HealthGate | null };

/** One change, recorded for good: entries are appended, never updated or deleted. */
export interface AuditEntry {
  /** Time-ordered: a later entry of the same store has a greater id. */
  id: string;
  /** ISO 8601 UTC with milliseconds. */
  time: string;
  action: AuditAction;
  type: AuditType;
  /** The package's slug; a site's id; a key's id. */
  slug: string;
  /** Site entries only: the site's URL when the change was made (absent in older entries). */
  url?: string;
  version: string | null;
  actor: AuditActor;
  /** The registry's own id of the request (never the client's); null for the CLI. */
  requestId: string | null;
  /** The client's `X-Request-Id`; null when it sent none, for the CLI, and in entries older than the field. */
  clientRequestId: string | null;
  /** Only the fields that changed, as `[before, after]`; `{}` where nothing is compared (uploads, deletes). */
  changes: Record<string, [unknown, unknown]>;
  /** `{type}.upload.refused` only: why. */
  reason?: SignatureRefusal;
  /** `{type}.upload` only: the rollout the version started with. */
  rollout?: UploadRollout;
  /** `{type}.upload` only: the id of the trusted key that verified its signature, or null. */
  signingKey?: string | null;
  /** A health gate's stop only: what it counted. */
  evidence?: GateEvidence;
}

/** What a caller states of an entry; the store gives it its id and time (and null for an unsaid client id). */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'time' | 'clientRequestId'> & { clientRequestId?: string | null };

export interface AuditQuery {
  type?: AuditType;
  slug?: string;
  action?: AuditAction;
  /** Entries at or after this ISO 8601 UTC time (24 characters, as `toISOString` writes). */
  since?: string;
  /** Entries before this time. */
  until?: string;
  offset: number;
  limit: number;
}

/** The audit log: appended to by the writes themselves (see AuditStamp), read newest first. */
export interface AuditStorage {
  /** Appends an entry for an event that changes nothing else (an upload refused for its signature). */
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** One page of entries, newest first, with the total match count. */
  list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }>;
}

/** A registry package a site reported running, at the version it reported. */
export interface InstalledPackage {
  type: PackageType;
  slug: string;
  version: string;
}

/** Packages a site holds: never offered to it (release control). */
export interface Holds {
  plugins: string[];
  themes: string[];
}

/** What operators set on a site; check-ins never change it. */
export interface SiteChange {
  /** A ring to assign; null clears the assignment. */
  ring?: string | null;
  /** Replaces the holds. */
  holds?: Holds;
  /** `null` releases the site's enrolled key (the site enrolls again, keeping its id, ring and holds). */
  key?: null;
  /** `true` approves a pending site (REGISTRY_SITES=approved). */
  approved?: true;
}

/** What operators set on a site, as a rule decides it (SiteStorage.change writes these, the rest of the row stays). */
export type SiteSettings = Pick<SiteRecord, 'assignedRing' | 'holds' | 'publicKey' | 'pending'>;

/**
 * What the adapter read of a URL and a key inside an enrollment's own transaction (or
 * ETag-guarded pass), for the enrollment rule to decide on (src/registry/enrollment.ts).
 */
export interface EnrollmentFacts {
  /** The inventory's row at the URL, when it holds one. */
  site?: {
    /** It has a key now. */
    enrolled: boolean;
    /** The API key that last enrolled it (kept when its key is released); absent: never enrolled since keys were recorded. */
    enrolledBy?: string;
    /** It waits for an operator's approval. */
    pending: boolean;
    /** The row was written by a release before enrollment allowances (it has no `firstSeen`). */
    predates: boolean;
  };
  /** How many other sites of the inventory this API key enrolled. */
  keyEnrolled: number;
}

/** What the enrollment rule decided: the site is enrolled pending an operator's approval, or not. */
export interface EnrollmentVerdict {
  pending: boolean;
}

/** A site enrolling its own key (POST /sites/enroll). */
export interface SiteEnrollment {
  /** The normalized URL: it fixes the site's id for good. */
  url: string;
  /** Base64 of the site's 32-byte Ed25519 public key. */
  publicKey: string;
  /** ISO 8601 UTC: the row's `lastSeen` when the URL had none. */
  time: string;
  /** The id of the API key enrolling: the site is bound to it (absent: bound to none). */
  keyId?: string;
  /**
   * The rule (src/registry/enrollment.ts), applied to what the adapter read, atomically with the
   * write; it throws a refusal. Absent: a URL with a key is refused (409), anything else enrolled.
   */
  decide?: (facts: EnrollmentFacts) => EnrollmentVerdict;
}

/** A site's check-in (POST /update-check), as recorded. */
export interface SiteCheckIn {
  /** The normalized site address: the site's identity. */
  url: string;
  /** Empty when the site did not say. */
  wpVersion: string;
  phpVersion: string;
  locale: string;
  /** ISO 8601 UTC time of the check-in. */
  lastSeen: string;
  /** The registry packages it runs; a package appears once. */
  packages: readonly InstalledPackage[];
  /** The ring the site declared in its check-in; absent or empty when none. */
  declaredRing?: string;
  /** Signed by the site's enrolled key (recorded as SiteRecord.verified). */
  verified?: boolean;
  /**
   * The row the check-in may be written over, as the domain decides it
   * (src/registry/site-inventory.ts); a row that does not meet it is left as it is, atomically
   * with the write. Absent: only a row without a key.
   */
  writeIf?: CheckInPrecondition;
  /** A signed check's `X-Site-Time` (Unix seconds), recorded as SiteRecord.siteTime. */
  siteTime?: number;
}

/** A condition on the row a check-in replaces; where the site has no row yet, the check-in is written. */
export interface CheckInPrecondition {
  /** Only a row without a key (SiteRecord.publicKey absent); false: with or without one. */
  unenrolled: boolean;
  /** Only a row whose `siteTime` is absent or at most this; absent: whatever its `siteTime`. */
  siteTimeAtMost?: number;
}

/** What a site reports happened to a managed install (DESIGN: update outcomes). */
export type OutcomeResult = 'installed' | 'failed' | 'refused' | 'unhealthy' | 'fatal';

/** One outcome a site reported; `id` is unique per site (a report sent twice counts once). */
export interface OutcomeReport {
  id: string;
  type: PackageType;
  slug: string;
  from: string;
  /** The version the report is about. */
  to: string;
  result: OutcomeResult;
  code: string;
  message: string;
  /** ISO 8601 UTC (the site's time, in UTC; the arrival time when the site's was more than 5 minutes ahead). */
  time: string;
}

/** The dedupe rule (src/registry/outcome-keeping.ts): whether a report replaces the site's kept one for its version. */
export type ReplacesKept = (kept: Pick<OutcomeReport, 'id' | 'time'>, report: OutcomeReport) => boolean;

/** A report as the site's kept outcome for its package and version: whether it counts, and when it arrived. */
export interface KeptOutcome {
  report: OutcomeReport;
  /**
   * A check-in the registry recorded backs it (registry/health-gate.ts decides): it counts
   * toward the version's `failed`, `unhealthy` and gate. False: kept and shown on the site,
   * counted as `ignored` only. Reports kept before the rule existed read as false.
   */
  counts: boolean;
  /** ISO 8601 UTC: when the registry received it (a gate that started over counts only later ones); reports kept before it was recorded read their `time`. */
  received: string;
}

/**
 * Of the sites whose kept report is about one version: those whose report counts (received at or
 * after `since`, when asked), how many of those say failed or unhealthy, and the sites whose
 * report does not count (`ignored`, whatever its arrival).
 */
export interface OutcomeCounts {
  sites: number;
  /** `failed` or `refused`. */
  failed: number;
  /** `unhealthy` or `fatal`. */
  unhealthy: number;
  ignored: number;
}

/**
 * Of the sites whose kept report is about one version, as storage counts them: per result, the
 * sites whose report counts (received at or after `since`, when asked), and the sites whose report
 * does not count (`ignored`, whatever its arrival). What a result means (failed, unhealthy) is the
 * domain's: src/registry/outcome-classes.ts turns these into OutcomeCounts.
 */
export interface ResultCounts {
  counting: Partial<Record<OutcomeResult, number>>;
  ignored: number;
}

/** Which counting outcomes of a version to list: received at or after `since` (when given), those whose result is one of `first` first, then newest first, at most `limit`. */
export interface OutcomeList {
  since?: string;
  limit: number;
  first: readonly OutcomeResult[];
}

/** What operators set on a site (release control), and what an unsigned check must know of the row it names. */
export type SiteControls = Pick<SiteRecord, 'assignedRing' | 'holds'> & {
  /** The row belongs to an enrolled site: an unsigned check's declared ring does not count, its ring does. */
  enrolled?: { declaredRing: string };
};

/**
 * An enrolled site as a signed request needs it: its key to verify the signature, and what the
 * request then speaks with (its URL, ring and holds); not what it runs nor its outcomes.
 */
export type SiteSigner = Pick<SiteRecord, 'id' | 'url' | 'declaredRing' | 'assignedRing' | 'holds' | 'pending'> & {
  publicKey: string;
};

/** A site as its last check-in described it, with what operators set on it. */
export interface SiteRecord extends Omit<SiteCheckIn, 'writeIf'> {
  /** First 16 hex digits of SHA-256 of `url`. */
  id: string;
  declaredRing: string;
  /** The ring an operator assigned; absent when none. */
  assignedRing?: string;
  holds: Holds;
  /** The site's enrolled Ed25519 public key (base64); absent when not enrolled or released. */
  publicKey?: string;
  /** The last check-in recorded was signed by the enrolled key. */
  verified: boolean;
  /** The site's latest report per package (type and slug), whichever version it was about. */
  outcomes?: OutcomeReport[];
  /** The API key that enrolled the site last, by id; kept when the site's key is released. */
  enrolledBy?: string;
  /** Enrolled under REGISTRY_SITES=approved and not yet approved: its signed requests are refused. */
  pending?: true;
  /** ISO 8601 UTC: when the row was first written; absent on rows written before it was recorded. */
  firstSeen?: string;
  /** The `X-Site-Time` of the last recorded signed check (Unix seconds). */
  siteTime?: number;
}

/** Where the site inventory is kept: apart from the catalog, so that check-ins move no change token. */
export interface SiteStorage {
  /** Records a site's check-in, replacing what it reported before; its assigned ring and holds stay. */
  record(site: SiteCheckIn): Promise<void>;
  /** The site with this id (siteId), whenever last seen. */
  get(id: string): Promise<SiteRecord | undefined>;
  /**
   * The enrolled site with this id as its signature is checked (every signed request asks): its
   * key, URL, rings and holds, without the packages and outcomes `get` parses. Undefined when
   * there is no such site or it has no key. Exact on both adapters: a released key stops
   * verifying at once, on every instance.
   */
  signer(id: string): Promise<SiteSigner | undefined>;
  /**
   * What operators set on the site at this normalized URL, alone: every update check reads it, not the
   * rest of the site. By URL, not id: the URL is the row's key on both adapters, so this is one point read.
   * Azure trusts what it read for its cache window (REGISTRY_CACHE_CHECK_MS) as it does change
   * tokens: this instance's own changes show at once, another instance's within the window.
   */
  controls(url: string): Promise<SiteControls | undefined>;
  /**
   * Enrolls a site's key at its URL (and its `site.enroll` entry): creates the row, or takes over
   * one from unsigned check-ins with its ring and holds. Throws ConflictError (the message names
   * the id) when the URL has a key already.
   */
  enroll(enrollment: SiteEnrollment, audit?: AuditStamp): Promise<SiteRecord>;
  /**
   * Records an enrolled site's reports: for each package and version the site's latest (by
   * `time`) with whether it counts and when it arrived, and per package its latest of any
   * version (SiteRecord.outcomes). A report that `replaces` says does not replace the one kept
   * changes nothing. Returns the reports that changed what is kept. Undefined if there is
   * no such site.
   */
  report(
    siteId: string,
    outcomes: readonly KeptOutcome[],
    replaces: ReplacesKept,
  ): Promise<OutcomeReport[] | undefined>;
  /**
   * Of the sites whose kept report is about this version: the counts by result (a site counts once).
   * Without `since`, kept (the same at any fleet size, see PackageTally); `since` (ISO 8601 UTC)
   * bounds the counting ones by arrival and reads the version's reports.
   */
  resultCounts(type: PackageType, slug: string, version: string, since?: string): Promise<ResultCounts>;
  /** The version's counting outcomes, as `list` asks. */
  countingOutcomes(type: PackageType, slug: string, version: string, list: OutcomeList): Promise<SiteOutcome[]>;
  /** Removes a site with its key (and its `site.delete` entry); undefined if there is no such site. */
  delete(id: string, audit?: AuditStamp): Promise<SiteRecord | undefined>;
  /**
   * Reads the site, runs `decide` on it and writes the settings it returns with the `site.update`
   * entry of what changed, atomically: a writer that got in between is read again and `decide`
   * runs again on what it wrote (so `decide` is pure and synchronous). Undefined if there is no
   * such site. Returns it before and after.
   */
  change(
    id: string,
    decide: (site: SiteRecord) => SiteSettings,
    audit?: AuditStamp,
  ): Promise<{ before: SiteRecord; after: SiteRecord } | undefined>;
  /** One page of sites, most recently seen first (then by URL), with the total match count. */
  list(query: SiteQuery): Promise<{ sites: SiteRecord[]; total: number }>;
  /**
   * A page of a walk over the inventory (registry/fleet-walk.ts): up to `limit` sites the query
   * names, in an order of the adapter's own that a check-in does not change (the row's key),
   * after the cursor `after`; `next` is the cursor of the next page, absent after the last (a
   * page may hold fewer sites than `limit` and still have one). A page costs its own sites
   * however far the walk has come, and counts no total. A site present throughout a walk is read
   * exactly once; one added or removed meanwhile may or may not be.
   */
  walk(query: SiteWalkQuery): Promise<{ sites: SiteRecord[]; next?: string }>;
  /**
   * Per slug of the type: how many distinct sites whose last check-in fell on `sinceDay` (a UTC
   * day, `YYYY-MM-DD`) or later reported it in it. Kept, not counted (see PackageTally).
   */
  countInstalls(type: PackageType, sinceDay: string): Promise<Map<string, number>>;
  /**
   * The kept counts of the sites whose last check-in reported the package and fell on `sinceDay`
   * or later (see PackageTally). Costs the same at any fleet size.
   */
  packageTally(type: PackageType, slug: string, sinceDay: string): Promise<PackageTally>;
  /** The kept counts of the sites whose last check-in fell on `sinceDay` or later, by ring and state. */
  siteTally(sinceDay: string): Promise<SiteTallyCell[]>;
  /** Forgets sites last seen before `seenBefore`; returns how many. */
  drop(seenBefore: string): Promise<number>;
  /** Per API key id: how many sites of the inventory it enrolled (SiteRecord.enrolledBy); keys that enrolled none are left out. */
  enrolledCounts(): Promise<Map<string, number>>;
}

/**
 * Kept counts (issue 49): both adapters maintain tallies of their site rows as each write that
 * changes a row commits (a check-in, an enrollment, an operator's ring change, a delete, a drop),
 * in the same transaction as the row (local) or the same entity-group transaction (Azure), so they
 * equal a recount of the rows after any crash and under concurrent writers. Each tally is keyed
 * by the UTC day of the site's last check-in (`lastSeen.slice(0, 10)`), so that a window of whole
 * days is a sum of a few cells and a day passing rewrites nothing; a site's cells move to a new day
 * with its first check-in of that day. `ring` is ringOf(site) and `bucket` bucketOf(type, slug,
 * url) (src/packages/rules.ts): the rules, computed as the row is written. `verified` is whether
 * the site's last check-in was signed (SiteRecord.verified).
 */
export interface PackageTally {
  /** The sites reporting the package, by ring, bucket and verified (cells of 0 sites left out). */
  cells: Array<{ ring: string; bucket: number; verified: boolean; sites: number }>;
  /** The same sites by the version they reported, verified or not (cells of 0 sites left out). */
  versions: Array<{ version: string; verified: boolean; sites: number }>;
}

/** Of the sites seen since a day: how many are in this ring (ringOf) and enrollment state. */
export interface SiteTallyCell {
  ring: string;
  state: SiteState;
  sites: number;
}

/** How many sites ran each version of a package on one UTC day (the operator console's adoption chart). */
export interface AdoptionSnapshot {
  type: PackageType;
  slug: string;
  /** The UTC day, `YYYY-MM-DD`. */
  date: string;
  /** Version -> sites that reported running it; versions no site ran are left out. */
  versions: Record<string, number>;
}

/**
 * Daily adoption snapshots, one per package and UTC day: the first one stored for a day stays,
 * whichever process stores it (several instances may try the same day).
 */
export interface AdoptionStorage {
  /** Stores the snapshot unless the package has one for that day; true when this call stored it. */
  record(snapshot: AdoptionSnapshot): Promise<boolean>;
  /** The package's snapshots from `since` (a UTC day, inclusive), oldest first. */
  list(type: PackageType, slug: string, since: string): Promise<AdoptionSnapshot[]>;
  /** Forgets the package's snapshots of days before `before`; returns how many. */
  forget(type: PackageType, slug: string, before: string): Promise<number>;
}

export interface SiteQuery {
  /** Case-insensitive substring of the site's URL. */
  search?: string;
  /** Only sites that run this package (at this version, when given). */
  running?: { type: PackageType; slug: string; version?: string };
  /**
   * With `running`: only sites whose latest kept report about that package (of its reports per
   * version, the newest) has one of these results. What a result means is the registry's
   * (outcome-classes.ts); storage only matches it.
   */
  lastResult?: readonly OutcomeResult[];
  /**
   * With `running`, not with `lastResult`: only sites whose latest kept report about that package
   * has none of these results, or that sent none about it.
   */
  lastResultExcept?: readonly OutcomeResult[];
  /** Only sites in this ring (assigned, else declared, else `production`). */
  ring?: string;
  /** Only sites in this enrollment state. */
  state?: SiteState;
  /** Only sites seen at or after this ISO time. */
  seenSince: string;
  offset: number;
  limit: number;
}

/** Which sites a walk reads (SiteStorage.walk). */
export interface SiteWalkQuery {
  /** Only sites that run this package. */
  running?: { type: PackageType; slug: string };
  /** Only sites seen at or after this ISO time. */
  seenSince: string;
  /** The `next` of the previous page; absent: the first page. */
  after?: string;
  limit: number;
}

/** Whether a site has a key (`enrolled`), has one awaiting approval (`pending`), or none (`unenrolled`). */
export type SiteState = 'enrolled' | 'pending' | 'unenrolled';

/** A site's enrollment state. */
export function siteState(site: Pick<SiteRecord, 'publicKey' | 'pending'>): SiteState {
  if (site.publicKey === undefined) return 'unenrolled';
  return site.pending ? 'pending' : 'enrolled';
}

/** A version with its archive (and a theme's kept screenshot) as finished temporary files, for `bulk.putPackage`. */
export interface RestoredVersion {
  record: VersionRecord;
  /** A finished temporary file holding the archive (in the storage's `tempDir`); the adapter moves or copies it. */
  archivePath: string;
  /** The screenshot kept beside the archive, when the version has one. */
  screenshotPath?: string;
}

/**
 * Every record a storage holds, as of one moment (see BulkStorage.snapshot). Each part is read
 * as it is iterated, one part at a time; package versions come newest first; audit entries each
 * once, in no particular order.
 */
export interface StorageSnapshot {
  packages(): AsyncIterable<{ package: PackageRecord; versions: VersionRecord[] }>;
  keys(): AsyncIterable<ApiKeyRecord>;
  sites(): AsyncIterable<SiteRecord>;
  /** Each site's kept report per package and version (SiteStorage.report puts them back). */
  outcomes(): AsyncIterable<SiteOutcome>;
  /** Every daily adoption snapshot of every package (AdoptionStorage.record puts them back). */
  adoption(): AsyncIterable<AdoptionSnapshot>;
  /** Every security advisory (AdvisoryStorage.put puts them back). */
  advisories(): AsyncIterable<Advisory>;
  audit(): AsyncIterable<AuditEntry>;
}

/** A report a site sent, as kept for its package and version. */
export interface SiteOutcome extends KeptOutcome {
  siteId: string;
}

/**
 * Reading and writing a whole registry at once, for export and import (DESIGN 14): records are
 * read and written whole, ids, times, flags and hashes as they are, with no audit entry of their
 * own. Archives never change once stored (their names hold their MD5), so they are not part of a
 * snapshot: they are read after it, and one gone meanwhile (a delete) makes the caller start again.
 */
export interface BulkStorage {
  /**
   * Calls `read` with a consistent view of every record: local, one SQLite read transaction per
   * file; azure, a pass whose change stamps are the same after it as before (else `read` is
   * called again, so it must start afresh each time; UnavailableError after a few passes that moved).
   */
  snapshot<T>(read: (view: StorageSnapshot) => Promise<T>): Promise<T>;
  /** A version's archive bytes, streamed; undefined when the archive is gone. */
  archive(version: VersionRecord): Promise<Readable | undefined>;
  /** True when the storage holds no package, key, site or audit entry: the only storage an import writes to. */
  isEmpty(): Promise<boolean>;
  /** Stores a package with every version exactly as given (exactly one of them latest), archives moved in first. */
  putPackage(pkg: PackageRecord, versions: RestoredVersion[]): Promise<void>;
  /** Stores a key as it was (hash, scopes, times, revocation). */
  putKey(key: ApiKeyRecord): Promise<void>;
  /** Stores a site as it was: every field of the record, what operators set on it included. */
  putSite(site: SiteRecord): Promise<void>;
  /** Stores audit entries with their ids and times. */
  putAudit(entries: AuditEntry[]): Promise<void>;
}

/**
 * The contract the service uses. The top level holds the catalog (packages, with their
 * `versions`), the archives' links, change tokens and the adapter's lifecycle; every other
 * concern is a part of its own (`keys`, `sites`, `audit`), one interface each. Both adapters keep
 * keys and sites apart from the catalog (own file or partitions) so that their writes never move
 * a change token; an audit entry commits in the same transaction as the change it records (a
 * write given an AuditStamp), so it moves no token of its own (an appended refusal may, locally).
 */
export interface Storage {
  /** One page of packages of a type, ordered by name then slug, with the total match count. */
  listPackages(type: PackageType, query: PackageQuery): Promise<{ packages: PackageRecord[]; total: number }>;
  /** The package with its latest version. */
  getPackage(type: PackageType, slug: string): Promise<PackageRecord | undefined>;
  /**
   * The packages of these slugs that exist, each with its latest version, in one read (a site's
   * update check names up to 2 000); unknown slugs are left out, order unspecified. May lag a
   * write of another process by as much as a list does (where lists read a copy: its lifetime).
   */
  getPackages(type: PackageType, slugs: readonly string[]): Promise<PackageRecord[]>;
  /**
   * The one write of a package: reads it with every version, runs `decide`, and commits what it
   * returns (rows, audit entry) atomically, running `decide` again on fresh reads when another
   * writer, of this process or another, committed in between. `archive` is stored before the
   * commit, so a crash leaves at most an orphan file (swept at start), never a version without
   * its archive; it is removed again when no committed row names it (a decision that refused or
   * did not put it), never while one does (the same bytes stored by another writer). The archives
   * of removed versions, and of a deleted package, go after the commit. Resolves to the
   * decision's result.
   */
  changePackage<T>(type: PackageType, slug: string, decide: PackageDecide<T>, archive?: IncomingArchive): Promise<T>;
  /** A package's versions and their archives, read (changePackage writes them). */
  readonly versions: VersionStorage;
  /**
   * A token that moves whenever what the reads of `scope` return may have changed, whoever
   * changed it (this process or another on the same storage): a response built from those
   * reads can be served again for as long as the token stays the same. Read it before the
   * records it vouches for, so that a write in between makes the token old, never the body.
   */
  changeToken(scope: ChangeScope): Promise<string>;
  /**
   * A signed, read-only link to a version's archive, valid until `expiresAt` (Unix seconds).
   * `baseUrl` is the service's public address for this request; adapters that serve
   * downloads themselves build the link on it unless a download URL is configured.
   */
  archiveLink(version: VersionRecord, expiresAt: number, baseUrl?: string): string;

  /** API keys: a concern of their own, which the auth layer and the CLI use and nothing else. */
  readonly keys: KeyStorage;
  /** The site inventory: what sites reported at their update checks; it never moves a change token. */
  readonly sites: SiteStorage;
  /** The audit trail: every write given an AuditStamp appends its entry in its own commit. */
  readonly audit: AuditStorage;
  /** The whole registry at once: export reads a snapshot, import writes into an empty storage. */
  readonly bulk: BulkStorage;
  /** Daily adoption snapshots: apart from the catalog, so taking one moves no change token. */
  readonly adoption: AdoptionStorage;
  /** Operators' sign-in sessions: apart from the catalog, shared by every instance. */
  readonly sessions: SessionStorage;
  /** Webhook endpoints, their cursors over the audit log and their deliveries: apart from the catalog. */
  readonly webhooks: WebhookStorage;
  /** Security advisories (DESIGN 15): apart from the catalog, so an import moves no change token. */
  readonly advisories: AdvisoryStorage;

  /** Storage is reachable (for readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What an adapter's factory gives the wiring: the contract, plus the folder uploads are spooled
 * to before a version is stored (on the archives' filesystem, so storing one is a rename). The folder is
 * an upload concern: the HTTP layer receives it from the wiring, the service never sees it.
 */
export interface AdapterStorage extends Storage {
  readonly tempDir: string;
}

/** A capability of adapters that serve downloads themselves (local), not part of the contract. */
export interface DownloadResolver {
  /** Resolves a signed download request to a file, or throws ForbiddenError. */
  resolveDownload(request: DownloadRequest): Promise<ArchiveFile | undefined>;
}

/** Whether this storage serves downloads itself (azure links point at Blob Storage instead). */
export function resolvesDownloads(storage: Storage): storage is Storage & DownloadResolver {
  return typeof (storage as Partial<DownloadResolver>).resolveDownload === 'function';
}

export interface DownloadRequest {
  kind: 'plugins' | 'themes';
  slug: string;
  file: string;
  expires: number;
  signature: string;
}

export interface ArchiveFile {
  path: string;
  size: number;
  checksum: string;
}

/** Why and since when an endpoint receives nothing; null while it is enabled. */
export type WebhookDisabled = { time: string; reason: string } | null;

/** A webhook endpoint as stored. Its secret is sealed by the registry (registry/webhooks); adapters keep it as given. */
export interface WebhookRecord {
  /** `wh_` and 16 hex digits. */
  id: string;
  url: string;
  /** Actions, prefixes ending in `.*`, or `*`. */
  events: string[];
  description: string;
  /** The signing secret, encrypted; never the secret itself. */
  sealedSecret: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** The newest audit entry's id when it was created ('' on an empty log): only later entries are its events. */
  startAfter: string;
  disabled: WebhookDisabled;
}

/** What a PATCH (or the deliveries, disabling it) changes on an endpoint. */
export type WebhookChange = Partial<Pick<WebhookRecord, 'url' | 'events' | 'description' | 'disabled'>>;

/** Where an endpoint's deliveries stand: kept beside it, changed only by the instance holding its lease. */
export interface WebhookCursor {
  /** Audit entries up to this id have been read and their deliveries made ('' before the first). */
  position: string;
  /** When its deliveries started failing without a success since; null while they succeed. */
  failingSince: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event's delivery to one endpoint; its id is the event's (the audit entry's) id. */
export interface WebhookDelivery {
  webhookId: string;
  eventId: string;
  type: AuditAction;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttempt: string | null;
  /** ISO 8601 UTC when the next attempt is due; null once delivered or failed. */
  nextAttempt: string | null;
}

/**
 * Webhook endpoints and their deliveries. Writes of an endpoint record their `webhook.*` entry in
 * their own commit; cursor and deliveries are bookkeeping, recorded nowhere else.
 */
export interface WebhookStorage {
  /** Stores a new endpoint with its cursor at `startAfter` (and its `webhook.create` entry). */
  create(record: WebhookRecord, audit?: AuditStamp): Promise<WebhookRecord>;
  get(id: string): Promise<WebhookRecord | undefined>;
  /** Every endpoint, oldest first. */
  list(): Promise<WebhookRecord[]>;
  /**
   * Applies a change (its entry: `webhook.disable` when it disables, else `webhook.update`);
   * undefined if there is no such endpoint. A change that changes nothing records nothing.
   */
  update(
    id: string,
    change: WebhookChange,
    audit?: AuditStamp,
  ): Promise<{ before: WebhookRecord; after: WebhookRecord } | undefined>;
  /** Removes the endpoint with its cursor and deliveries (and its `webhook.delete` entry). */
  delete(id: string, audit?: AuditStamp): Promise<WebhookRecord | undefined>;
  /**
   * Takes the lease on the endpoint's cursor for `owner` until `until` (ISO) when it is free,
   * expired at `now`, or already `owner`'s, atomically: one holder at a time across instances.
   * Returns the cursor when `owner` holds it now; undefined otherwise (or no such endpoint).
   */
  lease(id: string, owner: string, now: string, until: string): Promise<WebhookCursor | undefined>;
  /** Moves the cursor while `owner` holds the lease; false (nothing written) when it does not. */
  advance(id: string, owner: string, cursor: WebhookCursor): Promise<boolean>;
  /** The ids of this endpoint's deliveries of events from `fromEventId` on (inclusive). */
  deliveredEvents(id: string, fromEventId: string): Promise<Set<string>>;
  /** Stores deliveries; one whose event the endpoint already has is left as it is. */
  addDeliveries(deliveries: WebhookDelivery[]): Promise<void>;
  /** Replaces a stored delivery's state. */
  putDelivery(delivery: WebhookDelivery): Promise<void>;
  getDelivery(id: string, eventId: string): Promise<WebhookDelivery | undefined>;
  /** The endpoint's pending deliveries, oldest event first, at most `limit`. */
  pending(id: string, limit: number): Promise<WebhookDelivery[]>;
  /** A page of the endpoint's deliveries, newest event first, with the total. */
  deliveries(
    id: string,
    page: { offset: number; limit: number },
  ): Promise<{ deliveries: WebhookDelivery[]; total: number }>;
}

/** What a put did: a new advisory, a changed one, or nothing (the stored record was the same). */
export type AdvisoryPutResult = 'created' | 'updated' | 'unchanged';

/** Which advisories a list returns: all, or those naming one package in their `affected`. */
export interface AdvisoryFilter {
  type: PackageType;
  slug: string;
}

/** An advisory's exposure counts of one UTC day (registry/advisories/history.ts). */
export interface AdvisoryExposureCount {
  advisory: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  exposed: number;
  patched: number;
  total: number;
}

/**
 * Security advisories, the registry's own and imported ones, kept as the domain states them
 * (packages/advisory.ts). A stamped put records its `advisory.create` or `advisory.update` entry
 * in its own commit; an import stamps none of its puts and records one `advisory.import` entry.
 */
export interface AdvisoryStorage {
  /**
   * Stores the advisory by its id, replacing the one stored: `created`, `updated`, or
   * `unchanged` (the same record is stored already: nothing is written, no entry recorded).
   */
  put(advisory: Advisory, audit?: AuditStamp): Promise<AdvisoryPutResult>;
  get(id: string): Promise<Advisory | undefined>;
  /** Every advisory, or those naming the package; by id. */
  list(filter?: AdvisoryFilter): Promise<Advisory[]>;
  /** The next id of the registry's own for `year`, `REG-{year}-{n}`: never the same one twice, whoever asks. */
  allocateId(year: number): Promise<string>;
  /** Records an import run's `advisory.import` entry: how many advisories it created and updated. */
  recordImport(audit: AuditStamp, source: string, counts: { created: number; updated: number }): Promise<void>;
  /** Stores a day's exposure counts unless that day has some already (the first stays): whether it stored them. */
  recordExposure(count: AdvisoryExposureCount): Promise<boolean>;
  /** The advisory's daily exposure counts from `since` (`YYYY-MM-DD`) on, oldest first. */
  exposureHistory(id: string, since: string): Promise<AdvisoryExposureCount[]>;
}
