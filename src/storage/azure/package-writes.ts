/**
 * The record half of every package write: read-decide-commit inside retryOnContention. The
 * commit is conditional on the head's ETag (and on the ETags of the version rows it rewrites),
 * so a lost race is a 412/409 and the step runs again on fresh data; after the retry budget,
 * UnavailableError with nothing stored. What to write is the decision's (src/registry): this
 * file only maps it onto rows.
 */
import { isDeepStrictEqual } from 'node:util';
import type { TransactionAction } from '@azure/data-tables';
import type {
  AuditEntry,
  NewAuditEntry,
  PackageDecide,
  PackageRecord,
  PackageState,
  PackageType,
  PackageWrite,
  VersionRecord,
} from '../types.js';
import type { AuditRows } from './audit.js';
import {
  type Head,
  type HeadDoc,
  type Row,
  type StoredVersion,
  type Tombstone,
  headEntity,
  isLive,
  packagePartition,
  readHead,
  readVersion,
  toPackageRecord,
  toVersionRecord,
  tombstoneEntity,
  versionEntity,
  versionRowKey,
} from './entities.js';
import type { ScreenshotFile } from '../../packages/manifest.js';
import { namesNoScreenshot, withScreenshot } from '../screenshot-fill.js';
import { isAmbiguous, statusOf } from './errors.js';
import { MAX_BATCH_OPERATIONS } from './limits.js';
import type { PackageRows, PartitionState, VersionRow } from './records.js';
import { Contended, retryOnContention, type RetryPolicy } from './retry.js';

/** A tombstone older than this belongs to a deleter that died; the next writer finishes its work. */
export const STALE_DELETE_MS = 15_000;

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
   * Commits a package transaction. Each is guarded by the head's ETag (or creates the head) and
   * by the ETags of the rows it rewrites; the rows it deletes carry none (a delete in a
   * transaction takes no condition). When another server changed the package meanwhile (moved
   * latest on, deleted a row this one rewrites), Azure reports the first failing operation,
   * which can be that row's 404 rather than a 412. Either way the read was stale: retry on fresh
   * reads, as for a 412. (The 404 was answered 500: two servers racing on one package, about
   * one upload in 900.)
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
   * Names `screenshot` in a theme version's manifest (storage/screenshot-fill.ts; its file is
   * already kept beside the archive). No audit entry: it repairs a record, it changes no release.
   * False when the version is gone, was replaced (another archive), or names one already.
   */
  async nameScreenshot(version: VersionRecord, screenshot: ScreenshotFile): Promise<boolean> {
    const change = await this.change(version.type, version.slug, (state) => {
      const row = state?.versions.find((v) => v.version === version.version);
      if (!row || row.fileName !== version.fileName || !namesNoScreenshot(row)) return { write: {}, result: false };
      return { write: { put: [withScreenshot(row, screenshot)] }, result: true };
    });
    return change.result;
  }

  /**
   * The one write of a package (Storage.changePackage): reads the partition, runs `decide`, and
   * commits what it returns in one transaction, again on fresh reads when another writer got in
   * first. With `prepare` (an archive upload), a first read and decision come before it, outside
   * this process's queue for the package as the upload may take long: a refusal, or a decision
   * that writes nothing, uploads nothing; the first attempt commits on that read.
   */
  async change<T>(
    type: PackageType,
    slug: string,
    decide: PackageDecide<T>,
    attempt: ChangeAttempt = {},
  ): Promise<PackageChange<T>> {
    const decideOn = ({ head, versions }: PartitionState) => {
      const live = isLive(head) ? head : undefined;
      const { write, result } = decide(live && stateOf(live, versions));
      const unchanged = { result, headChanged: false, removed: [], fileNames: fileNamesOf(live ? versions : []) };
      return { write, result, live, unchanged };
    };
    let initial: PartitionState | undefined;
    if (attempt.prepare) {
      initial = await this.records.partition(type, slug);
      const first = decideOn(initial);
      if (isEmpty(first.write)) return first.unchanged;
      // Refuses, before anything is uploaded, rows Azure could not hold.
      if (first.write.package !== null) planChange(type, slug, first.live, initial.versions, first.write);
      await attempt.prepare(first.write);
    }
    return this.attempt(type, slug, async (round) => {
      const read = round === 0 && initial ? initial : await this.records.partition(type, slug);
      const { write, result, live, unchanged } = decideOn(read);
      if (isEmpty(write)) return unchanged;
      // A package being deleted is absent to a decision; a write to it waits for the delete.
      if (read.head && !isLive(read.head)) return this.waitForDelete(read.head);
      const { versions } = read;
      if (write.package === null)
        return live ? { ...(await this.deleteAll(live, versions, write.audit)), result } : unchanged;
      const plan = planChange(type, slug, live, versions, write);
      const entry = this.withEntry(plan.actions, type, slug, write.audit);
      try {
        await this.commit(plan.actions);
      } catch (err) {
        if (!isAmbiguous(err)) throw err;
        attempt.uncertain = true;
        if (!(await this.landed(type, slug, plan)))
          throw new Contended('The outcome of a commit was unknown; it did not land.');
      }
      await this.audit.publish(entry);
      return { result, headChanged: plan.head !== undefined, removed: plan.removed, fileNames: plan.fileNames };
    });
  }

  /**
   * Deletes a package's rows. A transaction cannot both check the head's ETag and delete
   * the head, so the first transaction turns the head into a tombstone (ETag-checked) and
   * deletes as many versions as fit beside it: from then on the package is invisible and no
   * writer adds to it. The remaining rows go in further batches, and the tombstone last.
   */
  private async deleteAll(
    head: Head,
    versions: VersionRow[],
    audit: NewAuditEntry | undefined,
  ): Promise<Omit<PackageChange<unknown>, 'result'>> {
    const { type, slug } = head;
    const pk = packagePartition(type, slug);
    const keys = versions.map((v) => versionRowKey(v.version.version));
    const deletingAt = new Date().toISOString();
    const actions: TransactionAction[] = [
      ['update', tombstoneEntity(type, slug, deletingAt), 'Replace', { etag: head.etag }],
    ];
    const entry = this.withEntry(actions, type, slug, audit);
    const first = MAX_BATCH_OPERATIONS - actions.length;
    actions.push(...keys.slice(0, first).map((rowKey): TransactionAction => ['delete', { partitionKey: pk, rowKey }]));
    const etags = await this.commit(actions);
    await this.audit.publish(entry);
    await this.records.deleteRows(pk, keys.slice(first));
    const tombstone: Tombstone = { type, slug, deletingAt, etag: etags[0] ?? '' };
    // Without its ETag the tombstone stays, to be finished by the next writer or start-up.
    if (tombstone.etag) await this.records.deleteTombstone(tombstone);
    return {
      headChanged: true,
      removed: versions.map((v) => toVersionRecord(v.version, head.latest.version)),
      fileNames: new Set(),
    };
  }

  /**
   * After a commit with an unknown outcome (no answer, 5xx): whether the partition now holds
   * exactly what it wrote (rows put, head, rows removed gone). Another writer writing the very
   * same rows is indistinguishable, and then the outcome asked for holds all the same.
   */
  private async landed(type: PackageType, slug: string, plan: ChangePlan): Promise<boolean> {
    const after = await this.records.partition(type, slug);
    if (!isLive(after.head)) return false;
    const rows = new Map(after.versions.map((v) => [v.version.version, v.version]));
    if (plan.removed.some((v) => rows.has(v.version))) return false;
    if (!plan.put.every((v) => sameVersion(rows.get(v.version), v))) return false;
    return plan.head === undefined || sameHead(after.head, plan.head);
  }

  /** A writer meeting a tombstone waits for the deleter, or finishes a dead deleter's work. */
  private async waitForDelete(tombstone: Tombstone): Promise<never> {
    if (Date.now() - Date.parse(tombstone.deletingAt) > STALE_DELETE_MS) await this.records.finishDelete(tombstone);
    throw new Contended('The package is being deleted.');
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

/** What the adapter learns from a change, beyond its result. */
export interface PackageChange<T> {
  result: T;
  /** The head was rewritten or deleted: the catalog's copy of it is out of date. */
  headChanged: boolean;
  /** Versions whose rows went (every version when the package went): their blobs go next. */
  removed: VersionRecord[];
  /** The archive file names the package's rows name after the change. */
  fileNames: Set<string>;
}

/** The adapter's side of one change: the upload to make before the first commit, and what came of it. */
export interface ChangeAttempt {
  prepare?: (write: PackageWrite) => Promise<void>;
  /** Set when a commit's outcome was unknown: the change may have landed even if it ends in an error. */
  uncertain?: boolean;
}

/** The transaction a decision becomes, and what it leaves. */
interface ChangePlan {
  actions: TransactionAction[];
  put: StoredVersion[];
  removed: VersionRecord[];
  /** The head document written; undefined: the head stays. */
  head?: HeadDoc;
  fileNames: Set<string>;
}

const isEmpty = (write: PackageWrite): boolean =>
  write.package === undefined && !write.put?.length && !write.remove?.length && !write.audit;

function stateOf(head: Head, versions: VersionRow[]): PackageState {
  return {
    package: toPackageRecord(head),
    versions: versions.map((v) => toVersionRecord(v.version, head.latest.version)),
  };
}

const fileNamesOf = (versions: VersionRow[]): Set<string> => new Set(versions.map((v) => v.version.fileName));

/** A version as its row stores it: whether it is latest is the head's business. */
function storedOf(version: VersionRecord): StoredVersion {
  const { latest: _latest, ...stored } = version;
  return stored;
}

/**
 * Put rows are created, or replaced under their own ETags; removed rows are deleted (a delete in
 * a transaction carries no ETag: the head's guards it). The head is written when the decision
 * gives the package, when a put rewrites the latest version (the head keeps a copy of its row),
 * or to guard deletes.
 */
function planChange(
  type: PackageType,
  slug: string,
  head: Head | undefined,
  versions: VersionRow[],
  write: PackageWrite,
): ChangePlan {
  const rows = new Map(versions.map((v) => [v.version.version, v]));
  const put = (write.put ?? []).map(storedOf);
  const removing = write.remove ?? [];
  for (const version of removing) {
    if (!rows.has(version) || put.some((v) => v.version === version))
      throw new Error(`A change of ${slug} removes version ${version}, which it does not find or also writes.`);
  }
  const after = new Map(
    versions.filter((v) => !removing.includes(v.version.version)).map((v) => [v.version.version, v.version]),
  );
  for (const version of put) after.set(version.version, version);
  const doc = headAfter(slug, head, write.package ?? undefined, after, put, removing.length > 0);
  const pk = packagePartition(type, slug);
  const actions: TransactionAction[] = [
    ...put.map((version): TransactionAction => {
      const row = rows.get(version.version);
      return row
        ? ['update', versionEntity(version), 'Replace', { etag: row.etag }]
        : ['create', versionEntity(version)];
    }),
    ...removing.map((version): TransactionAction => ['delete', { partitionKey: pk, rowKey: versionRowKey(version) }]),
  ];
  if (doc)
    actions.push(
      head
        ? ['update', headEntity(type, slug, doc), 'Replace', { etag: head.etag }]
        : ['create', headEntity(type, slug, doc)],
    );
  const latestVersion = (doc ?? head)!.latest.version;
  return {
    actions,
    put,
    removed: removing.map((version) => toVersionRecord(rows.get(version)!.version, latestVersion)),
    head: doc,
    fileNames: new Set([...after.values()].map((v) => v.fileName)),
  };
}

/** The head document after a change, or undefined when it stays as read. */
function headAfter(
  slug: string,
  head: Head | undefined,
  record: PackageRecord | undefined,
  after: Map<string, StoredVersion>,
  put: StoredVersion[],
  deletes: boolean,
): HeadDoc | undefined {
  const latestVersion = record?.latest.version ?? head?.latest.version;
  if (latestVersion === undefined) throw new Error(`A change of ${slug} writes rows of a package it does not create.`);
  const latest = after.get(latestVersion);
  if (!latest) throw new Error(`A change of ${slug} leaves its latest version ${latestVersion} without a row.`);
  if (record)
    return {
      settings: record.settings,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      latest,
      withdrawn: record.withdrawn,
    };
  const latestRewritten = put.some((v) => v.version === latestVersion);
  return latestRewritten || deletes ? { ...headDocOf(head!), latest } : undefined;
}

/** Whether a row as read holds exactly the version written (both as a read sees them). */
const sameVersion = (row: StoredVersion | undefined, written: StoredVersion): boolean =>
  row !== undefined && isDeepStrictEqual(row, readVersion(versionEntity(written) as Row));

function sameHead(head: Head, written: HeadDoc): boolean {
  const read = readHead(head.type, head.slug, headEntity(head.type, head.slug, written) as Row);
  return isLive(read) && isDeepStrictEqual(headDocOf(head), headDocOf(read));
}
