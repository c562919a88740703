/**
 * Repairs for what a crash between two non-atomic steps can leave behind. Both are
 * idempotent and safe to run from several processes at once; the server runs them at
 * start-up (`sweep`), in the background.
 *
 * - Catalog rows out of step with their heads (a process died between a package's commit
 *   and its catalog refresh): each differing row is refreshed, and the catalog's change
 *   stamp moved (a process may have died between a row's delete and its stamp).
 * - Deletes that died half-way (a tombstone head older than STALE_DELETE_MS): finished.
 * - Orphan archives: a blob is written before its record commits, and removed after its
 *   record is deleted, so a crash leaves a blob no record points at, never the reverse.
 *   Blobs older than the grace period that no version row names are deleted; the grace period
 *   protects uploads of other processes whose record is still on its way.
 * - Audit entries committed with their change but not yet copied to the log (a crash right
 *   after the commit): copied (audit.ts).
 * - Themes stored before screenshots were kept: their screenshots filled in, once per table
 *   (screenshot-fill.ts).
 */
import type { PackageType } from '../types.js';
import { ArchiveContainer, type StoredBlob } from './archives.js';
import { archiveOfScreenshot } from '../new-version.js';
import type { AuditRows } from './audit.js';
import type { Catalog } from './catalog.js';
import { packagePartition } from './entities.js';
import { STALE_DELETE_MS } from './package-writes.js';
import type { PackageWriter } from './package-writes.js';
import type { PackageRows } from './records.js';
import { fillScreenshots } from './screenshot-fill.js';

export interface MaintenanceReport {
  catalogRowsRefreshed: number;
  deletesFinished: number;
  orphanArchivesRemoved: number;
  auditEntriesCopied: number;
  screenshotsFilled: number;
}

/** What the screenshot fill needs besides the repairs' own parts. */
export interface FillParts {
  writer: PackageWriter;
  tempDir: string;
}

const TYPES: PackageType[] = ['plugin', 'theme'];

export async function maintain(
  records: PackageRows,
  catalog: Catalog,
  archives: ArchiveContainer,
  audit: AuditRows,
  orphanGraceMs: number,
  fill: FillParts,
): Promise<MaintenanceReport> {
  // One scan of the table's heads serves both repairs: reconcile skips every tombstone, so the
  // ones finished in between count as absent either way.
  const heads = await records.allHeads();
  const deletesFinished = await finishStaleDeletes(records, heads);
  const catalogRowsRefreshed = await reconcileCatalog(catalog, heads);
  const orphanArchivesRemoved = await sweepOrphanArchives(records, archives, orphanGraceMs);
  const auditEntriesCopied = await audit.repair();
  const screenshotsFilled = await fillScreenshots(records, fill.writer, archives, catalog, fill.tempDir);
  return { catalogRowsRefreshed, deletesFinished, orphanArchivesRemoved, auditEntriesCopied, screenshotsFilled };
}

type HeadStamp = Awaited<ReturnType<PackageRows['allHeads']>>[number];

async function finishStaleDeletes(records: PackageRows, heads: HeadStamp[]): Promise<number> {
  let finished = 0;
  for (const head of heads) {
    if (!head.deletingAt || Date.now() - Date.parse(head.deletingAt) <= STALE_DELETE_MS) continue;
    const [type, slug] = splitPartition(head.partitionKey);
    if (!type) continue;
    await records.finishDelete({ type, slug, etag: head.etag, deletingAt: head.deletingAt });
    finished++;
  }
  return finished;
}

/** Refreshes every catalog row whose `headEtag` is not its head's ETag, and rows without a live head. */
async function reconcileCatalog(catalog: Catalog, allHeads: HeadStamp[]): Promise<number> {
  const heads = new Map<string, string>();
  for (const head of allHeads) if (!head.deletingAt) heads.set(head.partitionKey, head.etag);
  let refreshed = 0;
  for (const type of TYPES) {
    const stamps = await catalog.stamps(type);
    const slugs = new Set(stamps.keys());
    for (const pk of heads.keys()) {
      const [headType, slug] = splitPartition(pk);
      if (headType === type) slugs.add(slug);
    }
    for (const slug of slugs) {
      if (stamps.get(slug) === heads.get(packagePartition(type, slug))) continue;
      await catalog.refresh(type, slug);
      refreshed++;
    }
  }
  // Also covers a process that died between deleting a row and moving the stamp (catalog.ts).
  for (const type of TYPES) await catalog.touch(type);
  catalog.invalidate();
  return refreshed;
}

export async function sweepOrphanArchives(
  records: PackageRows,
  archives: ArchiveContainer,
  graceMs: number,
): Promise<number> {
  const candidates = new Map<string, StoredBlob[]>();
  for await (const blob of archives.list()) {
    if (Date.now() - blob.lastModified.getTime() < graceMs) continue;
    const ref = ArchiveContainer.parseName(blob.name);
    if (!ref) continue; // not ours: leave it
    const pk = packagePartition(ref.type, ref.slug);
    candidates.set(pk, [...(candidates.get(pk) ?? []), blob]);
  }
  let removed = 0;
  for (const [pk, blobs] of candidates) {
    const [type, slug] = splitPartition(pk);
    const referenced = await records.fileNames(type!, slug);
    for (const blob of blobs) {
      const { fileName } = ArchiveContainer.parseName(blob.name)!;
      // A kept screenshot lives as long as its archive (see screenshotFileName).
      if (referenced.has(archiveOfScreenshot(fileName) ?? fileName)) continue;
      if (await archives.removeIfUnchanged(blob)) removed++;
    }
  }
  return removed;
}

function splitPartition(partitionKey: string): [PackageType | undefined, string] {
  const at = partitionKey.indexOf('~');
  const type = partitionKey.slice(0, at);
  return [type === 'plugin' || type === 'theme' ? type : undefined, partitionKey.slice(at + 1)];
}
