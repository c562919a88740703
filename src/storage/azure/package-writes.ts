/**
 * The record half of every package write. Each one is read-decide-commit inside
 * retryOnContention: the commit is conditional on the head's ETag, so a lost race is a
 * 412/409 and the step runs again on fresh data; after the retry budget, UnavailableError
 * with nothing stored.
 */
import type { TransactionAction } from '@azure/data-tables';
import { versionConflict } from '../new-version.js';
import {
  becomesLatest,
  changedRollout,
  latestAfterWithdrawal,
  refuseDeletingLatest,
  refuseWithdrawnAsLatest,
  type Rollout,
} from '../../packages/rules.js';
import {
  hasChanges,
  packageEntry,
  rolloutChanges,
  settingsChanges,
  uploadEntry,
  versionChanges,
} from '../audit-entries.js';
import type {
  AuditEntry,
  AuditStamp,
  ComposerHashes,
  NewAuditEntry,
  PackageRecord,
  PackageSettings,
  PackageType,
  VersionChange,
  VersionRecord,
} from '../types.js';
import type { AuditRows } from './audit.js';
import {
  type Head,
  type HeadDoc,
  type StoredVersion,
  type Tombstone,
  headEntity,
  isLive,
  packagePartition,
  toPackageRecord,
  toVersionRecord,
  tombstoneEntity,
  versionEntity,
  versionRowKey,
} from './entities.js';
import type { ScreenshotFile } from '../../packages/manifest.js';
import { namesNoScreenshot, withScreenshot } from '../screenshot-fill.js';
import { isAmbiguous, statusOf } from './errors.js';
import type { HeadAndVersion, PackageRows } from './records.js';
import { Contended, retryOnContention, type RetryPolicy } from './retry.js';

/** A tombstone older than this belongs to a deleter that died; the next writer finishes its work. */
export const STALE_DELETE_MS = 15_000;

const headOf = (type: PackageType, slug: string, etag: string, doc: HeadDoc): Head => ({ type, slug, etag, ...doc });

export class PackageWriter {
  /** Tail of the queue of this process's writes per package (see `serialized`). */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly records: PackageRows,
    private readonly retry: RetryPolicy,
    private readonly audit: AuditRows,
  ) {}

  /**
   * Adds the entry's row to a package transaction (same partition: it commits with the change
   * or not at all) and returns the stamped entry, to be published once the commit succeeded.
   */
  private withEntry(
    actions: TransactionAction[],
    type: PackageType,
    slug: string,
    entry: NewAuditEntry | undefined,
  ): AuditEntry | undefined {
    if (!entry) return undefined;
    const stamped = this.audit.stamp(entry);
    actions.push(this.audit.action(packagePartition(type, slug), stamped));
    return stamped;
  }

  /**
   * Commits a package transaction. Each is guarded by the head's ETag (or creates the head), but
   * some also rewrite a row read with the head, unconditionally (the previous latest version's
   * row): when another server changed the package meanwhile (moved latest on, deleted that row),
   * Azure reports the first failing operation, which can be that row's 404 rather than the
   * head's 412. Either way the read was stale: retry on fresh reads, as for a 412. (The 404 was
   * answered 500: two servers racing on one package, about one upload in 900.)
   */
  private async commit(actions: TransactionAction[]): Promise<Array<string | undefined>> {
    try {
      return await this.records.commit(actions);
    } catch (err) {
      if (statusOf(err) === 404)
        throw new Contended('A row this write read is gone: another writer changed the package.');
      throw err;
    }
  }

  /**
   * Writes of this process to one package take turns: they would only make each other fail
   * their ETag checks and retry. ETags still decide between processes.
   */
  private attempt<T>(type: PackageType, slug: string, step: (round: number) => Promise<T>): Promise<T> {
    return this.serialized(type, slug, () => retryOnContention(this.retry, step));
  }

  private serialized<T>(type: PackageType, slug: string, write: () => Promise<T>): Promise<T> {
    const key = packagePartition(type, slug);
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(write, write);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  /**
   * Inserts the version row and rewrites the head in one transaction; the head moves its
   * latest to the new version when that is higher (the previous latest row gets the same
   * timestamp, as in the local adapter). `initial` saves the first read when the caller has it.
   */
  addVersion(
    stored: StoredVersion,
    initial?: HeadAndVersion,
    audit?: AuditStamp,
  ): Promise<{ package: PackageRecord; version: VersionRecord }> {
    const { type, slug, version } = stored;
    return this.attempt(type, slug, async (round) => {
      const state = round === 0 && initial ? initial : await this.records.headAndVersion(type, slug, version);
      if (state.head && !isLive(state.head)) return this.waitForDelete(state.head);
      if (state.version) throw versionConflict(slug, version);
      const head = state.head;
      const moves = becomesLatest(version, head?.latest.version);
      const doc: HeadDoc = head
        ? {
            settings: head.settings,
            createdAt: head.createdAt,
            updatedAt: stored.createdAt,
            latest: moves ? stored : head.latest,
            withdrawn: head.withdrawn,
          }
        : { settings: {}, createdAt: stored.createdAt, updatedAt: stored.createdAt, latest: stored };
      const actions: TransactionAction[] = [['create', versionEntity(stored)]];
      // Unconditional (If-Match *) is safe: the head's ETag guards the whole transaction.
      if (head && moves)
        actions.push(['update', versionEntity({ ...head.latest, updatedAt: stored.createdAt }), 'Replace']);
      actions.push(
        head
          ? ['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]
          : ['create', headEntity(type, slug, doc)],
      );
      const entry = this.withEntry(actions, type, slug, audit && uploadEntry(audit, stored));
      const result = () => ({
        package: toPackageRecord(headOf(type, slug, '', doc)),
        version: toVersionRecord(stored, doc.latest.version),
      });
      try {
        await this.commit(actions);
      } catch (err) {
        if (!(isAmbiguous(err) && (await this.committedAnyway(stored)))) throw err;
      }
      await this.audit.publish(entry);
      return result();
    });
  }

  updatePackage(
    type: PackageType,
    slug: string,
    settings: PackageSettings,
    now: string,
    audit?: AuditStamp,
  ): Promise<PackageRecord | undefined> {
    return this.attempt(type, slug, async () => {
      const head = await this.records.head(type, slug);
      if (!isLive(head)) return undefined;
      const doc: HeadDoc = {
        settings: { ...head.settings, ...settings },
        createdAt: head.createdAt,
        updatedAt: now,
        latest: head.latest,
        withdrawn: head.withdrawn,
      };
      const actions: TransactionAction[] = [['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]];
      const changes = settingsChanges(head.settings, settings);
      const entry = this.withEntry(
        actions,
        type,
        slug,
        audit && hasChanges(changes) ? packageEntry(audit, type, slug, null, 'update', changes) : undefined,
      );
      await this.commit(actions);
      await this.audit.publish(entry);
      return toPackageRecord(headOf(type, slug, '', doc));
    });
  }

  /** New notes and/or the latest flag moved here, version row and head in one transaction. */
  updateVersion(
    type: PackageType,
    slug: string,
    version: string,
    change: VersionChange,
    now: string,
    audit?: AuditStamp,
  ): Promise<VersionRecord | undefined> {
    return this.attempt(type, slug, async () => {
      const { head, version: row } = await this.records.headAndVersion(type, slug, version);
      if (!isLive(head) || !row) return undefined;
      const moves = change.latest === true && head.latest.version !== version;
      if (moves) refuseWithdrawnAsLatest(row.version);
      if (!moves && change.releaseNotes === undefined) return toVersionRecord(row.version, head.latest.version);
      const updated: StoredVersion = {
        ...row.version,
        releaseNotes: change.releaseNotes ?? row.version.releaseNotes,
        updatedAt: now,
      };
      const actions: TransactionAction[] = [['update', versionEntity(updated), 'Replace', { etag: row.etag }]];
      if (moves) actions.push(['update', versionEntity({ ...head.latest, updatedAt: now }), 'Replace']);
      const latest = moves || head.latest.version === version ? updated : head.latest;
      const doc: HeadDoc = {
        settings: head.settings,
        createdAt: head.createdAt,
        updatedAt: now,
        latest,
        withdrawn: head.withdrawn,
      };
      actions.push(['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]);
      const changes = versionChanges(
        { releaseNotes: row.version.releaseNotes, latest: head.latest.version === version },
        { releaseNotes: updated.releaseNotes, latest: latest.version === version },
      );
      const entry = this.withEntry(
        actions,
        type,
        slug,
        audit && hasChanges(changes) ? packageEntry(audit, type, slug, version, 'version.update', changes) : undefined,
      );
      await this.commit(actions);
      await this.audit.publish(entry);
      return toVersionRecord(updated, latest.version);
    });
  }

  /**
   * Names `screenshot` in a theme version's manifest (storage/screenshot-fill.ts; its file is
   * already kept beside the archive), version row and, when it is latest, head in one
   * transaction. No audit entry: it repairs a record, it changes no release. False when the
   * version is gone, was replaced (another archive), or names one already.
   */
  nameScreenshot(version: VersionRecord, screenshot: ScreenshotFile): Promise<boolean> {
    const { type, slug } = version;
    return this.attempt(type, slug, async () => {
      const { head, version: row } = await this.records.headAndVersion(type, slug, version.version);
      if (!isLive(head) || !row || row.version.fileName !== version.fileName) return false;
      if (!namesNoScreenshot(toVersionRecord(row.version, head.latest.version))) return false;
      const updated = withScreenshot(row.version, screenshot);
      const actions: TransactionAction[] = [['update', versionEntity(updated), 'Replace', { etag: row.etag }]];
      if (head.latest.version === updated.version) {
        const doc: HeadDoc = { ...headDocOf(head), latest: updated };
        actions.push(['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]);
      }
      await this.commit(actions);
      return true;
    });
  }

  /**
   * Keeps a version's Composer hashes (VersionStorage.recordHashes) in its row and, when it is latest, the
   * head, in one transaction. No audit entry. False when the version is gone, was replaced, or
   * has one already.
   */
  recordHashes(version: VersionRecord, { sha1, sha256 }: ComposerHashes): Promise<boolean> {
    const { type, slug } = version;
    return this.attempt(type, slug, async () => {
      const { head, version: row } = await this.records.headAndVersion(type, slug, version.version);
      if (!isLive(head) || !row || row.version.fileName !== version.fileName) return false;
      if (row.version.sha1 && row.version.sha256) return false;
      const updated: StoredVersion = { ...row.version, sha1, sha256 };
      const actions: TransactionAction[] = [['update', versionEntity(updated), 'Replace', { etag: row.etag }]];
      if (head.latest.version === updated.version) {
        const doc: HeadDoc = { ...headDocOf(head), latest: updated };
        actions.push(['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]);
      }
      await this.commit(actions);
      return true;
    });
  }

  /** Deletes a non-latest version row; InputError for the latest (nothing changes). */
  deleteVersion(
    type: PackageType,
    slug: string,
    version: string,
    now: string,
    audit?: AuditStamp,
  ): Promise<VersionRecord | undefined> {
    return this.attempt(type, slug, async () => {
      const { head, version: row } = await this.records.headAndVersion(type, slug, version);
      if (!isLive(head) || !row) return undefined;
      refuseDeletingLatest({ latest: head.latest.version === version });
      const withdrawn = head.withdrawn?.filter((v) => v !== version);
      const doc: HeadDoc = {
        settings: head.settings,
        createdAt: head.createdAt,
        updatedAt: now,
        latest: head.latest,
        withdrawn,
      };
      const actions: TransactionAction[] = [
        ['delete', { partitionKey: packagePartition(type, slug), rowKey: versionRowKey(version) }],
        ['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }],
      ];
      const entry = this.withEntry(
        actions,
        type,
        slug,
        audit && packageEntry(audit, type, slug, version, 'version.delete'),
      );
      await this.commit(actions);
      await this.audit.publish(entry);
      return toVersionRecord(row.version, head.latest.version);
    });
  }

  /**
   * Merges the change into the version's rollout; version row(s) and head in one transaction.
   * Withdrawing the latest version moves `latest` to the highest version not withdrawn (that
   * needs the whole partition; other changes read head and version alone).
   */
  updateRollout(
    type: PackageType,
    slug: string,
    version: string,
    change: Partial<Rollout>,
    now: string,
    audit?: AuditStamp,
  ): Promise<{ before: VersionRecord; after: VersionRecord } | undefined> {
    return this.attempt(type, slug, async () => {
      const { head, version: row } = await this.records.headAndVersion(type, slug, version);
      if (!isLive(head) || !row) return undefined;
      // A health gate stops a version once: the first stop wins (the ETags make read and write one step).
      const rollout = changedRollout(row.version.rollout, change, now);
      if (!rollout) {
        const unchanged = toVersionRecord(row.version, head.latest.version);
        return { before: unchanged, after: unchanged };
      }
      const updated: StoredVersion = { ...row.version, rollout, updatedAt: now };
      const actions: TransactionAction[] = [['update', versionEntity(updated), 'Replace', { etag: row.etag }]];
      let latest = head.latest.version === version ? updated : head.latest;
      if (rollout.withdrawn && head.latest.version === version) {
        const { versions } = await this.records.partition(type, slug);
        const next = latestAfterWithdrawal(
          versions.map((v) => v.version),
          version,
        );
        latest = { ...next, updatedAt: now };
        actions.push(['update', versionEntity(latest), 'Replace']);
      }
      const withdrawn = (head.withdrawn ?? []).filter((v) => v !== version).concat(rollout.withdrawn ? [version] : []);
      const moved = latest.version !== head.latest.version;
      const doc: HeadDoc = {
        settings: head.settings,
        createdAt: head.createdAt,
        updatedAt: moved ? now : head.updatedAt,
        latest,
        withdrawn,
      };
      actions.push(['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]);
      const before = toVersionRecord(row.version, head.latest.version);
      const after = toVersionRecord(updated, latest.version);
      const changes = rolloutChanges(before, after);
      const entry = this.withEntry(
        actions,
        type,
        slug,
        audit && hasChanges(changes) ? packageEntry(audit, type, slug, version, 'version.rollout', changes) : undefined,
      );
      await this.commit(actions);
      await this.audit.publish(entry);
      return { before, after };
    });
  }

  /**
   * Deletes a package's rows. A transaction cannot both check the head's ETag and delete
   * the head, so the first transaction turns the head into a tombstone (ETag-checked) and
   * deletes up to 99 versions: from then on the package is invisible and no writer adds to
   * it. The remaining rows go in further batches, and the tombstone last.
   */
  deletePackage(
    type: PackageType,
    slug: string,
    now: string,
    audit?: AuditStamp,
  ): Promise<{ package: PackageRecord; versions: VersionRecord[] } | undefined> {
    return this.attempt(type, slug, async () => {
      const { head, versions } = await this.records.partition(type, slug);
      if (!isLive(head)) return undefined;
      const pk = packagePartition(type, slug);
      const keys = versions.map((v) => versionRowKey(v.version.version));
      // The tombstone, the entry, and as many version deletes as fit in one transaction.
      const first = audit ? 98 : 99;
      const actions: TransactionAction[] = [
        ['update', tombstoneEntity(type, slug, now), 'Replace', { etag: head.etag }],
      ];
      const entry = this.withEntry(actions, type, slug, audit && packageEntry(audit, type, slug, null, 'delete'));
      actions.push(
        ...keys.slice(0, first).map((rowKey): TransactionAction => ['delete', { partitionKey: pk, rowKey }]),
      );
      const etags = await this.commit(actions);
      await this.audit.publish(entry);
      await this.records.deleteRows(pk, keys.slice(first));
      const tombstone: Tombstone = { type, slug, deletingAt: now, etag: etags[0] ?? '' };
      // Without its ETag the tombstone stays, to be finished by the next writer or start-up.
      if (tombstone.etag) await this.records.deleteTombstone(tombstone);
      return {
        package: toPackageRecord(head),
        versions: versions.map((v) => toVersionRecord(v.version, head.latest.version)),
      };
    });
  }

  /** A writer meeting a tombstone waits for the deleter, or finishes a dead deleter's work. */
  private async waitForDelete(tombstone: Tombstone): Promise<never> {
    if (Date.now() - Date.parse(tombstone.deletingAt) > STALE_DELETE_MS) await this.records.finishDelete(tombstone);
    throw new Contended('The package is being deleted.');
  }

  /** After a commit with an unknown outcome (no answer, 5xx): did our row land? */
  private async committedAnyway(stored: StoredVersion): Promise<boolean> {
    const after = await this.records.headAndVersion(stored.type, stored.slug, stored.version);
    return isLive(after.head) && after.version?.version.fileName === stored.fileName;
  }
}

/** The stored document of a live head, as read (without its type, slug and ETag). */
function headDocOf(head: Head): HeadDoc {
  return {
    settings: head.settings,
    createdAt: head.createdAt,
    updatedAt: head.updatedAt,
    latest: head.latest,
    withdrawn: head.withdrawn,
  };
}
