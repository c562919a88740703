import { rm } from 'node:fs/promises';
import type { SpooledFile } from '../http/upload-spool.js';
import type { PackageRecord, Storage, VersionRecord } from '../storage/types.js';
import { inspectArchive } from './archive.js';
import type { PackageType } from './manifest.js';

/**
 * Publishes an uploaded archive: inspects it (refusing a bad one with InputError before
 * anything is stored), then hands it to storage, which stores file and record atomically
 * and moves `latest` when the version is the highest.
 */
export async function publishArchive(
  storage: Storage,
  type: PackageType,
  file: SpooledFile,
  releaseNotes: string,
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  try {
    const manifest = await inspectArchive(file.path, type);
    return await storage.addVersion({ manifest, checksum: file.checksum, size: file.size, releaseNotes, archivePath: file.path });
  } finally {
    // Storage moved or copied the file when it succeeded; either way the spool goes.
    await rm(file.path, { force: true });
  }
}
