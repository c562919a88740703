import {
  becomesLatest,
  changedRollout,
  latestAfterWithdrawal,
  refuseDeletingLatest,
  refuseWithdrawnAsLatest,
  type Rollout,
} from '../../packages/rules.js';
import type { ScreenshotFile } from '../../packages/manifest.js';
import { hasChanges, packageEntry, rolloutChanges, uploadEntry, versionChanges } from '../audit-entries.js';
import { namesNoScreenshot, withScreenshot } from '../screenshot-fill.js';
import type { AuditStamp, ComposerHashes, PackageType, VersionRecord } from '../types.js';
import type { AuditTable } from './audit-records.js';
import type { RecordDatabase } from './database.js';
import type { PackageTable } from './package-records.js';
import { toVersion, toVersionsNewestFirst, type VersionRow, versionParams } from './rows.js';

/** Version rows in `registry.sqlite`; each write also keeps its package row describing the latest version. */
export class VersionTable {
  constructor(
    private readonly db: RecordDatabase,
    private readonly packages: PackageTable,
    private readonly audit: AuditTable,
  ) {}

  list(type: PackageType, slug: string): VersionRecord[] {
    return toVersionsNewestFirst(this.db.sql.listVersions.all(type, slug) as VersionRow[]);
  }

  get(type: PackageType, slug: string, version: string): VersionRecord | undefined {
    const row = this.db.sql.getVersion.get(type, slug, version) as VersionRow | undefined;
    return row && toVersion(row);
  }

  findByFile(type: PackageType, slug: string, file: string): VersionRecord | undefined {
    const row = this.db.sql.findVersionByFile.get(type, slug, file) as VersionRow | undefined;
    return row && toVersion(row);
  }

  /** Inserts the version, moving `latest` to it when it is the highest. Returns whether it became latest. */
  insert(version: Omit<VersionRecord, 'latest'>, audit?: AuditStamp): boolean {
    const { sql } = this.db;
    return this.db.write(() => {
      const current = sql.getLatest.get(version.type, version.slug) as VersionRow | undefined;
      const latest = becomesLatest(version.version, current?.version);
      if (current && latest) sql.setLatest.run(0, version.updatedAt, current.type, current.slug, current.version);
      sql.insertVersion.run(versionParams({ ...version, latest }));
      if (!current) this.packages.create(version.type, version.slug, version, version.createdAt);
      else this.packages.touch(version.type, version.slug, version.updatedAt, latest ? version : undefined);
      if (audit) this.audit.appendInside(uploadEntry(audit, version));
      return latest;
    });
  }

  /** Sets notes and/or moves latest to this version, in one transaction. */
  update(
    type: PackageType,
    slug: string,
    version: string,
    change: { releaseNotes?: string; latest?: true },
    now: string,
    audit?: AuditStamp,
  ): boolean {
    const { sql } = this.db;
    return this.db.write(() => {
      const target = sql.getVersion.get(type, slug, version) as VersionRow | undefined;
      if (!target) return false;
      if (change.latest && !target.latest) refuseWithdrawnAsLatest(toVersion(target));
      const before = { releaseNotes: target.release_notes, latest: target.latest === 1 };
      const after = {
        releaseNotes: change.releaseNotes ?? before.releaseNotes,
        latest: before.latest || change.latest === true,
      };
      const changes = versionChanges(before, after);
      if (audit && hasChanges(changes))
        this.audit.appendInside(packageEntry(audit, type, slug, version, 'version.update', changes));
      if (change.releaseNotes !== undefined) sql.setNotes.run(change.releaseNotes, now, type, slug, version);
      if (change.latest && !target.latest) {
        sql.clearLatest.run(now, type, slug);
        sql.setLatest.run(1, now, type, slug, version);
        this.packages.touch(type, slug, now, toVersion(target));
      } else if (change.releaseNotes !== undefined) {
        this.packages.touch(type, slug, now);
      }
      return true;
    });
  }

  /** Deletes a non-latest version; InputError (and nothing deleted) for the latest one. */
  delete(type: PackageType, slug: string, version: string, now: string, audit?: AuditStamp): VersionRecord | undefined {
    return this.db.write(() => {
      const row = this.db.sql.getVersion.get(type, slug, version) as VersionRow | undefined;
      if (!row) return undefined;
      refuseDeletingLatest({ latest: row.latest === 1 });
      this.db.sql.deleteVersion.run(type, slug, version);
      this.packages.touch(type, slug, now);
      if (audit) this.audit.appendInside(packageEntry(audit, type, slug, version, 'version.delete'));
      const deleted = toVersion(row);
      if (deleted.rollout.withdrawn) this.setWithdrawn(type, slug, version, false);
      return deleted;
    });
  }

  /**
   * Merges the change into the version's rollout, in one transaction with what follows from it:
   * the package's list of withdrawn versions, and `latest` moved off a withdrawn latest version
   * to the highest one not withdrawn.
   */
  updateRollout(
    type: PackageType,
    slug: string,
    version: string,
    change: Partial<Rollout>,
    now: string,
    audit?: AuditStamp,
  ): { before: VersionRecord; after: VersionRecord } | undefined {
    const { sql } = this.db;
    return this.db.write(() => {
      const row = sql.getVersion.get(type, slug, version) as VersionRow | undefined;
      if (!row) return undefined;
      const before = toVersion(row);
      // A health gate stops a version once: the first stop wins, read and written in one transaction.
      const rollout = changedRollout(before.rollout, change, now);
      if (!rollout) return { before, after: before };
      if (rollout.withdrawn && !before.rollout.withdrawn && before.latest) {
        const next = latestAfterWithdrawal(this.list(type, slug), version);
        sql.clearLatest.run(now, type, slug);
        sql.setLatest.run(1, now, type, slug, next.version);
        this.packages.touch(type, slug, now, next);
      }
      sql.setRollout.run(JSON.stringify(rollout), now, type, slug, version);
      if (rollout.withdrawn !== before.rollout.withdrawn) this.setWithdrawn(type, slug, version, rollout.withdrawn);
      const after = toVersion(sql.getVersion.get(type, slug, version) as VersionRow);
      const changes = rolloutChanges(before, after);
      if (audit && hasChanges(changes))
        this.audit.appendInside(packageEntry(audit, type, slug, version, 'version.rollout', changes));
      return { before, after };
    });
  }

  /** Theme versions whose record names no screenshot (storage/screenshot-fill.ts). */
  namingNoScreenshot(): VersionRecord[] {
    return (this.db.sql.themeVersionsNamingNoScreenshot.all() as VersionRow[]).map(toVersion);
  }

  /**
   * Names `screenshot` in the version's manifest, `keep` having put the file beside its archive,
   * in one synchronous step (as an upload moves its files in and commits). False, and `keep` not
   * called, when the version is gone, was replaced, or names one already.
   */
  nameScreenshot(version: VersionRecord, screenshot: ScreenshotFile, keep: () => void): boolean {
    const { sql } = this.db;
    return this.db.write(() => {
      const row = sql.getVersion.get(version.type, version.slug, version.version) as VersionRow | undefined;
      const current = row && toVersion(row);
      if (!current || current.fileName !== version.fileName || !namesNoScreenshot(current)) return false;
      keep();
      const { manifest } = withScreenshot(current, screenshot);
      sql.setManifest.run(JSON.stringify(manifest), version.type, version.slug, version.version, version.fileName);
      return true;
    });
  }

  /** Keeps a version's Composer hashes (VersionStorage.recordHashes): only where the row is the same archive and lacks them. */
  recordHashes(version: VersionRecord, { sha1, sha256 }: ComposerHashes): boolean {
    const { type, slug, fileName } = version;
    return this.db.write(
      () => this.db.sql.setComposerHashes.run(sha1, sha256, type, slug, version.version, fileName).changes > 0,
    );
  }

  /** Adds the version to (or removes it from) the package's list of withdrawn versions (inside the caller's transaction). */
  private setWithdrawn(type: PackageType, slug: string, version: string, withdrawn: boolean): void {
    const list = (JSON.parse(this.db.sql.getWithdrawn.get(type, slug) as string) as string[]).filter(
      (v) => v !== version,
    );
    if (withdrawn) list.push(version);
    this.db.sql.setWithdrawn.run(JSON.stringify(list), type, slug);
  }
}
