import { rm } from 'node:fs/promises';
import { extractEntry, inspectArchive } from '../packages/archive.js';
import type { PackageType } from '../packages/manifest.js';
import type { AuditStamp, PackageRecord, Rollout, Storage, VersionRecord } from '../storage/types.js';

/**
 * An archive received on disk, with what was learned while receiving it. The HTTP layer's
 * upload spool produces one; the use-case does not care how it arrived.
 */
export interface UploadedArchive {
  path: string;
  size: number;
  /** MD5 of the bytes, lowercase hex. */
  checksum: string;
}

/**
 * Publishes an uploaded archive: inspects it (refusing a bad one with InputError before
 * anything is stored), then hands it to storage, which stores file and record atomically
 * and moves `latest` when the version is the highest.
 */
export async function publishArchive(
  storage: Storage,
  type: PackageType,
  file: UploadedArchive,
  releaseNotes: string,
  audit: AuditStamp,
  rollout?: Rollout,
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  // Beside the spooled archive: the same filesystem, so storage can move it in too.
  const screenshotPath = `${file.path}.screenshot`;
  try {
    const manifest = await inspectArchive(file.path, type);
    const screenshot = manifest.type === 'theme' ? manifest.screenshot : undefined;
    if (screenshot) await extractEntry(file.path, `${manifest.slug}/${screenshot}`, screenshotPath);
    const input = { manifest, checksum: file.checksum, size: file.size, releaseNotes, archivePath: file.path, rollout };
    return await storage.versions.add(screenshot ? { ...input, screenshotPath } : input, audit);
  } finally {
    // Storage moved or copied the files when it succeeded; either way the spool goes.
    await Promise.all([rm(file.path, { force: true }), rm(screenshotPath, { force: true })]);
  }
}
