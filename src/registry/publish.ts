import { rm } from 'node:fs/promises';
import { inspectArchive } from '../packages/archive.js';
import type { PackageType } from '../packages/manifest.js';
import type { PackageRecord, Storage, VersionRecord } from '../storage/types.js';

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
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  try {
    const manifest = await inspectArchive(file.path, type);
    return await storage.versions.add({ manifest, checksum: file.checksum, size: file.size, releaseNotes, archivePath: file.path });
  } finally {
    // Storage moved or copied the file when it succeeded; either way the spool goes.
    await rm(file.path, { force: true });
  }
}
