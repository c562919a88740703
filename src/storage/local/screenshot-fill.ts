import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { screenshotFileName } from '../new-version.js';
import { SCREENSHOT_FILL, screenshotOfArchive, withScreenshot } from '../screenshot-fill.js';
import type { ArchiveFolder } from './archives.js';
import type { RecordStore } from './records.js';

/**
 * The screenshot fill (storage/screenshot-fill.ts) on the local adapter: once per data dir,
 * each theme version naming no screenshot has its archive read; a screenshot found is moved in
 * beside the archive and named in the same step. Returns how many versions gained one.
 * Stopped (the storage closes) before the end, it is not marked done: the next start goes on.
 */
export async function fillScreenshots(
  records: RecordStore,
  archives: ArchiveFolder,
  tempDir: string,
  stopped: () => boolean,
): Promise<number> {
  if (records.maintenanceDone(SCREENSHOT_FILL)) return 0;
  let filled = 0;
  for (const version of records.versions.namingNoScreenshot()) {
    if (stopped()) return filled;
    const temp = path.join(tempDir, `screenshot-${randomBytes(8).toString('hex')}`);
    try {
      const archive = archives.pathOf(version.type, version.slug, version.fileName);
      const screenshot = await screenshotOfArchive(archive, version.slug, temp);
      if (!screenshot) continue;
      const file = screenshotFileName(withScreenshot(version, screenshot))!;
      const keep = () => archives.moveIn(temp, version.type, version.slug, file);
      if (records.versions.nameScreenshot(version, screenshot, keep)) filled++;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  records.markMaintenanceDone(SCREENSHOT_FILL, new Date().toISOString());
  return filled;
}
