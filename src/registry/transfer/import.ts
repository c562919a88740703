/**
 * `registry import FILE`: a registry export into an empty storage (DESIGN 14).
 *
 * The file is read twice (read.ts). The first pass verifies everything and writes nothing: the
 * manifest's shape and SHA-384, every archive against its SHA-384 and size, the end line's
 * counts; a truncated or changed file is refused here with what is wrong, nothing imported.
 * The second pass writes, verifying every archive again before its package is written (the
 * file could change in between). Two reads of the file rather than a spool of its archives:
 * the disk never holds a second copy of the registry, and memory stays flat either way.
 *
 * Only an empty storage is written to (no package, key, site or audit entry; there is no
 * --force). Records keep their ids, times, latest flags, rollouts, signatures and hashes.
 * A crash during the second pass leaves a storage that is not empty: empty it (docs/storage.md)
 * and import again.
 */
import { RegistryError } from '../../errors.js';
import type { AdapterStorage } from '../../storage/types.js';
import type { Counts, FileRef } from './format.js';
import { walkExport } from './read.js';

export interface ImportProgress {
  phase: 'verify' | 'import';
  ref: FileRef;
  totals: Counts;
}

export interface ImportOptions {
  onFile?: (progress: ImportProgress) => void;
  /** Told of each chunk of archive bytes read (its length), in both passes. */
  onChunk?: (bytes: number) => void;
}

export async function importRegistry(
  storage: AdapterStorage,
  file: string,
  options: ImportOptions = {},
): Promise<Counts> {
  await refuseUnlessEmpty(storage);
  const tempDir = storage.tempDir;
  const onChunk = options.onChunk;
  await walkExport(file, {
    tempDir,
    onChunk,
    onFile: (ref, totals) => options.onFile?.({ phase: 'verify', ref, totals }),
  });
  await refuseUnlessEmpty(storage);
  return walkExport(file, {
    tempDir,
    onChunk,
    onFile: (ref, totals) => options.onFile?.({ phase: 'import', ref, totals }),
    write: {
      package: (pkg, versions) => storage.bulk.putPackage(pkg, versions),
      records: (kind, records, header) => kind.put(storage, records, header),
    },
  });
}

async function refuseUnlessEmpty(storage: AdapterStorage): Promise<void> {
  if (!(await storage.bulk.isEmpty()))
    throw new RegistryError(
      'conflict',
      'The storage is not empty: import writes only into a storage that holds no package, key, site or audit entry. Nothing was imported.',
    );
}
