import type { ArchiveFolder } from './archives.js';
import type { RecordStore } from './records.js';

export interface SweepReport {
  packagesChecked: number;
  orphanArchivesRemoved: number;
  ms: number;
  /** Theme versions stored before screenshots were kept that gained theirs (storage/screenshot-fill.ts). */
  screenshotsFilled?: number;
}

/** Package folders checked per turn of the event loop: a few milliseconds, so requests keep flowing. */
const FOLDERS_PER_TURN = 100;

/**
 * Removes archive files no version points at (what a crash between a file move and its commit,
 * or a commit and its file removal, leaves), one package folder at a time (each folder in one
 * synchronous step, see ArchiveFolder.sweepPackage), yielding to requests in between.
 */
export async function sweepOrphanArchives(
  records: RecordStore,
  archives: ArchiveFolder,
  stopped: () => boolean,
): Promise<SweepReport> {
  const started = performance.now();
  let packagesChecked = 0;
  let orphanArchivesRemoved = 0;
  for (const type of ['plugin', 'theme'] as const) {
    for (const slug of await archives.slugs(type)) {
      if (stopped()) break;
      orphanArchivesRemoved += archives.sweepPackage(type, slug, records.packages.archiveFiles(type, slug));
      if (++packagesChecked % FOLDERS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { packagesChecked, orphanArchivesRemoved, ms: Math.round(performance.now() - started) };
}
