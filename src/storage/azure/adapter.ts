/**
 * The Storage contract on Azure: each method combines the record side (tables), the archive
 * side (blobs) and the list index (catalog) in the order that keeps a crash harmless:
 * upload the blob, then commit the record (a failed commit deletes the blob); delete the
 * record, then the blob. What a crash leaves (orphan blobs, stale catalog rows, half-done
 * deletes) is repaired by maintenance.ts.
 *
 * Cached reads (confirmed.ts): the catalog's change stamp (lists, update checks, and the
 * confirmation of package tokens: changeToken) and a presented key's record are trusted for
 * `cacheCheckMs` after they were read (REGISTRY_CACHE_CHECK_MS). Every write of this instance
 * goes through `write` (packages) or drops the keys it changed, so its own writes show at once;
 * other instances' writes show within the window.
 */
import fs from 'node:fs';
import type {
  AdapterStorage,
  ApiKeyRecord,
  AdoptionStorage,
  SessionStorage,
  AuditStorage,
  BulkStorage,
  ChangeScope,
  IncomingArchive,
  KeyStorage,
  PackageDecide,
  PackageQuery,
  PackageRecord,
  PackageType,
  SiteStorage,
  VersionRecord,
  VersionStorage,
  WebhookStorage,
  AdvisoryStorage,
} from '../types.js';
import type { ArchiveContainer } from './archives.js';
import type { AuditRows } from './audit.js';
import type { Catalog } from './catalog.js';
import { ConfirmedReads } from './confirmed.js';
import { isLive, packagePartition, toPackageRecord, toVersionRecord } from './entities.js';
import { screenshotFileName } from '../new-version.js';
import { isAmbiguous, translate } from './errors.js';
import type { KeyRows } from './keys.js';
import type { WebhookRows } from './webhooks.js';
import type { AdvisoryRows } from './advisories.js';
import { maintain, type MaintenanceReport } from './maintenance.js';
import type { ChangeAttempt, PackageChange, PackageWriter } from './package-writes.js';
import type { PackageRows } from './records.js';
import type { SiteRows } from './sites.js';
import type { AdoptionRows } from './adoption.js';
import type { SessionRows } from './sessions.js';

/**
 * How long a package's head ETag is trusted while its type's catalog stamp stays the same: the
 * bound for a change whose catalog row was never written (its writer died in between).
 */
const HEAD_MAX_AGE_MS = 60_000;

/** Blob deletes run this many at a time when a package goes. */
const DELETE_CONCURRENCY = 16;

export interface AdapterParts {
  records: PackageRows;
  writer: PackageWriter;
  archives: ArchiveContainer;
  catalog: Catalog;
  keys: KeyRows;
  audit: AuditRows;
  sites: SiteRows;
  /** Export and import (bulk.ts). */
  bulk: BulkStorage;
  adoption: AdoptionRows;
  sessions: SessionRows;
  webhooks: WebhookRows;
  advisories: AdvisoryRows;
  tempDir: string;
  /** Remove `tempDir` on close (it was made for this instance). */
  ownsTempDir: boolean;
  orphanGraceMs: number;
  /** How long a confirmed head ETag or key record is trusted (REGISTRY_CACHE_CHECK_MS); 0: never. */
  cacheCheckMs: number;
  ping: () => Promise<void>;
  /** Stops what runs in the background besides maintenance (user delegation key renewal). */
  onClose?: () => Promise<void>;
}

const now = () => new Date().toISOString();

export class AzureAdapter implements AdapterStorage {
  readonly tempDir: string;
  private closed = false;
  /** Start-up maintenance running in the background, awaited by close(). */
  background: Promise<unknown> = Promise.resolve();
  /** Head ETags by package partition key, each with the catalog stamp it was read under. */
  private readonly heads: ConfirmedReads<string>;
  /** Key records by hash; an unknown key is never cached (it is looked up every time). */
  private readonly keyRecords: ConfirmedReads<ApiKeyRecord | undefined>;

  constructor(private readonly parts: AdapterParts) {
    this.tempDir = parts.tempDir;
    this.heads = new ConfirmedReads(parts.cacheCheckMs && Math.max(parts.cacheCheckMs, HEAD_MAX_AGE_MS));
    this.keyRecords = new ConfirmedReads(parts.cacheCheckMs, (record) => record !== undefined);
  }

  maintain(): Promise<MaintenanceReport> {
    const { records, catalog, archives, audit, orphanGraceMs, writer, tempDir } = this.parts;
    return this.run(() => maintain(records, catalog, archives, audit, orphanGraceMs, { writer, tempDir }));
  }

  /** A package's versions: the methods below, each guarded and translated as every other operation is. */
  readonly versions: VersionStorage = {
    list: (type, slug) => this.listVersions(type, slug),
    get: (type, slug, version) => this.getVersion(type, slug, version),
    screenshot: (version) => this.screenshot(version),
  };

  listPackages(type: PackageType, query: PackageQuery): Promise<{ packages: PackageRecord[]; total: number }> {
    return this.run(() => this.parts.catalog.list(type, query));
  }

  getPackage(type: PackageType, slug: string): Promise<PackageRecord | undefined> {
    return this.run(async () => {
      const head = await this.parts.records.head(type, slug);
      return isLive(head) ? toPackageRecord(head) : undefined;
    });
  }

  /** From the catalog copy lists are served from: one scan per copy, whatever the number of slugs. */
  getPackages(type: PackageType, slugs: readonly string[]): Promise<PackageRecord[]> {
    return this.run(() => this.parts.catalog.find(type, slugs));
  }

  private listVersions(type: PackageType, slug: string): Promise<VersionRecord[] | undefined> {
    return this.run(async () => {
      const { head, versions } = await this.parts.records.partition(type, slug);
      return isLive(head) ? versions.map((v) => toVersionRecord(v.version, head.latest.version)) : undefined;
    });
  }

  private getVersion(type: PackageType, slug: string, version: string): Promise<VersionRecord | undefined> {
    return this.run(async () => {
      const { head, version: row } = await this.parts.records.headAndVersion(type, slug, version);
      return isLive(head) && row ? toVersionRecord(row.version, head.latest.version) : undefined;
    });
  }

  /**
   * Blobs first, the record after them: the archive is uploaded right before the first commit
   * (after a first decision, so a refusal uploads nothing), and removed again when no row names
   * it once the change ended, unless this call did not create it or a commit's outcome was unknown.
   * Removed versions' blobs go after the commit: a crash leaves orphans for the sweep.
   */
  changePackage<T>(type: PackageType, slug: string, decide: PackageDecide<T>, archive?: IncomingArchive): Promise<T> {
    return this.write(type, slug, async () => {
      const { records, writer, archives, catalog } = this.parts;
      let upload: 'created' | 'existing' | undefined;
      const attempt: ChangeAttempt = {};
      if (archive)
        attempt.prepare = async (write) => {
          // The row the archive is stored for carries what the blob needs (its checksum and size).
          const row = write.put?.find((v) => v.fileName === archive.version.fileName);
          if (row) upload = await this.store(row, archive);
        };
      const unnamed = async (fileNames?: Set<string>) =>
        !(fileNames ?? (await records.fileNames(type, slug))).has(archive!.version.fileName);
      let change: PackageChange<T>;
      try {
        change = await writer.change(type, slug, decide, attempt);
      } catch (err) {
        if (upload === 'created' && !isAmbiguous(err) && !attempt.uncertain && (await unnamed().catch(() => false)))
          await archives.remove(archive!.version).catch(() => undefined);
        throw err;
      }
      if (upload === 'created' && !attempt.uncertain && (await unnamed(change.fileNames)))
        await archives.remove(archive!.version).catch(() => undefined);
      for (let i = 0; i < change.removed.length; i += DELETE_CONCURRENCY) {
        await Promise.all(change.removed.slice(i, i + DELETE_CONCURRENCY).map((v) => this.removeBlobs(v)));
      }
      if (change.headChanged) await catalog.changed(type, slug);
      return change.result;
    });
  }

  /** A new version's screenshot, then its archive. */
  private async store(version: VersionRecord, archive: IncomingArchive): Promise<'created' | 'existing'> {
    const { archivePath, screenshotPath } = archive;
    const screenshot = screenshotPath ? screenshotFileName(version) : undefined;
    if (screenshot) await this.parts.archives.uploadScreenshot({ ...version, fileName: screenshot }, screenshotPath!);
    return this.parts.archives.upload(version, archivePath);
  }

  /** A deleted version's archive and screenshot; a blob that fails to go is an orphan for the sweep, not an error. */
  private async removeBlobs(version: VersionRecord): Promise<void> {
    const screenshot = screenshotFileName(version);
    await Promise.all([
      this.parts.archives.remove(version).catch(() => undefined),
      screenshot ? this.parts.archives.remove({ ...version, fileName: screenshot }).catch(() => undefined) : undefined,
    ]);
  }

  private screenshot(version: VersionRecord): Promise<Buffer | undefined> {
    const fileName = screenshotFileName(version);
    return fileName
      ? this.run(() => this.parts.archives.read({ type: version.type, slug: version.slug, fileName }))
      : Promise.resolve(undefined);
  }

  /**
   * Lists: the catalog copy's stamp. A package: its head's ETag, read again only when the type's
   * catalog stamp moved (confirmed at most `cacheCheckMs` before; it moves with every package
   * change once its catalog row is written, which each write does before it answers) or when the
   * ETag is HEAD_MAX_AGE_MS old (a writer that died between its commit and its catalog row).
   * A steady read load thus costs one stamp read per type per window, whatever the number of packages.
   */
  changeToken(scope: ChangeScope): Promise<string> {
    const { type, slug } = scope;
    if (slug === undefined) return this.run(() => this.parts.catalog.token(type));
    const readHead = () => this.parts.records.headEtag(type, slug);
    if (this.parts.cacheCheckMs === 0) return this.run(readHead);
    return this.run(async () =>
      this.heads.get(packagePartition(type, slug), readHead, await this.parts.catalog.stamp(type)),
    );
  }

  /** A read-only SAS URL; `baseUrl` does not matter: links point at Blob Storage. */
  archiveLink(version: VersionRecord, expiresAt: number): string {
    return this.parts.archives.link(version, expiresAt);
  }

  /** The table's KeyRows, each call guarded and translated as every other operation is. */
  readonly keys: KeyStorage = {
    create: (record, audit) =>
      this.run(() => this.parts.keys.create(record, audit)).finally(() => this.keyRecords.drop(record.hash)),
    find: (hash) => this.run(() => this.keyRecords.get(hash, () => this.parts.keys.find(hash))),
    list: () => this.run(() => this.parts.keys.list()),
    // The hash of the key revoked is not known here: every cached key is read again.
    revoke: (id, audit) =>
      this.run(() => this.parts.keys.revoke(id, now(), audit)).finally(() => this.keyRecords.drop()),
  };

  /** The audit log (audit.ts): entries are written by the writes above; reads come from its own partition. */
  readonly audit: AuditStorage = {
    append: (entry) => this.run(() => this.parts.audit.append(entry)),
    list: (query) => this.run(() => this.parts.audit.list(query)),
  };

  /** The table's site inventory (its own partitions), guarded and translated as every other operation is. */
  readonly sites: SiteStorage = {
    record: (site) => this.run(() => this.parts.sites.record(site)),
    list: (query) => this.run(() => this.parts.sites.list(query)),
    walk: (query) => this.run(() => this.parts.sites.walk(query)),
    get: (id) => this.run(() => this.parts.sites.get(id)),
    signer: (id) => this.run(() => this.parts.sites.signer(id)),
    controls: (url) => this.run(() => this.parts.sites.controls(url)),
    change: (id, decide, audit) => this.run(() => this.parts.sites.change(id, decide, audit)),
    enroll: (enrollment, audit) => this.run(() => this.parts.sites.enroll(enrollment, audit)),
    delete: (id, audit) => this.run(() => this.parts.sites.delete(id, audit)),
    report: (siteId, outcomes, replaces) => this.run(() => this.parts.sites.report(siteId, outcomes, replaces)),
    resultCounts: (type, slug, version, since) =>
      this.run(() => this.parts.sites.resultCounts(type, slug, version, since)),
    countingOutcomes: (type, slug, version, list) =>
      this.run(() => this.parts.sites.countingOutcomes(type, slug, version, list)),
    countInstalls: (type, sinceDay) => this.run(() => this.parts.sites.countInstalls(type, sinceDay)),
    packageTally: (type, slug, sinceDay) => this.run(() => this.parts.sites.packageTally(type, slug, sinceDay)),
    siteTally: (sinceDay) => this.run(() => this.parts.sites.siteTally(sinceDay)),
    drop: (seenBefore) => this.run(() => this.parts.sites.drop(seenBefore)),
    enrolledCounts: () => this.run(() => this.parts.sites.enrolledCounts()),
    ringPairs: (seenSince) => this.run(() => this.parts.sites.ringPairs(seenSince)),
  };

  /** Export and import (bulk.ts), guarded and translated as every other operation is; a package put drops what this instance kept of it. */
  readonly bulk: BulkStorage = {
    snapshot: (read) => this.run(() => this.parts.bulk.snapshot(read)),
    archive: (version) => this.run(() => this.parts.bulk.archive(version)),
    isEmpty: () => this.run(() => this.parts.bulk.isEmpty()),
    putPackage: (pkg, versions) => this.write(pkg.type, pkg.slug, () => this.parts.bulk.putPackage(pkg, versions)),
    putKey: (key) => this.run(() => this.parts.bulk.putKey(key)).finally(() => this.keyRecords.drop(key.hash)),
    putSite: (site) => this.run(() => this.parts.bulk.putSite(site)),
    putAudit: (entries) => this.run(() => this.parts.bulk.putAudit(entries)),
  };

  /** Daily adoption snapshots (adoption.ts), in partitions of their own. */
  readonly adoption: AdoptionStorage = {
    record: (snapshot) => this.run(() => this.parts.adoption.record(snapshot)),
    list: (type, slug, since) => this.run(() => this.parts.adoption.list(type, slug, since)),
    forget: (type, slug, before) => this.run(() => this.parts.adoption.forget(type, slug, before)),
  };

  /** Sign-in sessions (sessions.ts), in a partition of their own. */
  readonly sessions: SessionStorage = {
    create: (record) => this.run(() => this.parts.sessions.create(record)),
    find: (hash) => this.run(() => this.parts.sessions.find(hash)),
    touch: (hash, lastSeenAt) => this.run(() => this.parts.sessions.touch(hash, lastSeenAt)),
    end: (hash) => this.run(() => this.parts.sessions.end(hash)),
    purge: (now) => this.run(() => this.parts.sessions.purge(now)),
  };

  /** Webhook endpoints and deliveries (webhooks.ts), in partitions of their own. */
  readonly webhooks: WebhookStorage = {
    create: (record, audit) => this.run(() => this.parts.webhooks.create(record, audit)),
    get: (id) => this.run(() => this.parts.webhooks.get(id)),
    list: () => this.run(() => this.parts.webhooks.list()),
    update: (id, change, audit) => this.run(() => this.parts.webhooks.update(id, change, audit)),
    delete: (id, audit) => this.run(() => this.parts.webhooks.delete(id, audit)),
    lease: (id, owner, now, until) => this.run(() => this.parts.webhooks.lease(id, owner, now, until)),
    advance: (id, owner, cursor) => this.run(() => this.parts.webhooks.advance(id, owner, cursor)),
    deliveredEvents: (id, from) => this.run(() => this.parts.webhooks.deliveredEvents(id, from)),
    addDeliveries: (deliveries) => this.run(() => this.parts.webhooks.addDeliveries(deliveries)),
    putDelivery: (delivery) => this.run(() => this.parts.webhooks.putDelivery(delivery)),
    getDelivery: (id, eventId) => this.run(() => this.parts.webhooks.getDelivery(id, eventId)),
    pending: (id, limit) => this.run(() => this.parts.webhooks.pending(id, limit)),
    deliveries: (id, page) => this.run(() => this.parts.webhooks.deliveries(id, page)),
  };

  /** Security advisories (advisories.ts), in a partition of their own. */
  readonly advisories: AdvisoryStorage = {
    put: (advisory, audit) => this.run(() => this.parts.advisories.put(advisory, audit)),
    get: (id) => this.run(() => this.parts.advisories.get(id)),
    list: (filter) => this.run(() => this.parts.advisories.list(filter)),
    allocateId: (year) => this.run(() => this.parts.advisories.allocateId(year)),
    recordImport: (audit, source, counts) => this.run(() => this.parts.advisories.recordImport(audit, source, counts)),
    recordExposure: (count) => this.run(() => this.parts.advisories.recordExposure(count)),
    exposureHistory: (id, since) => this.run(() => this.parts.advisories.exposureHistory(id, since)),
  };

  ping(): Promise<void> {
    return this.run(this.parts.ping);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.background;
    await this.parts.onClose?.();
    if (this.parts.ownsTempDir) fs.rmSync(this.tempDir, { recursive: true, force: true });
  }

  /**
   * Every write of a package, and only through here: whether it commits or fails (a failure may
   * have committed all the same), what this instance confirmed about the package and about its
   * type's lists is dropped once it ends, so the next read asks storage and sees it.
   */
  private write<T>(type: PackageType, slug: string, operation: () => Promise<T>): Promise<T> {
    return this.run(async () => {
      try {
        return await operation();
      } finally {
        this.heads.drop(packagePartition(type, slug));
        this.parts.catalog.invalidate();
      }
    });
  }

  /** Every operation: refused once closed (as the local adapter's closed database refuses), SDK errors translated. */
  private async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The Azure storage adapter is closed.');
    try {
      return await operation();
    } catch (err) {
      throw translate(err);
    }
  }
}
