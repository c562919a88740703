import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { screenshotFileName } from '../new-version.js';
import { namesNoScreenshot, SCREENSHOT_FILL, screenshotOfArchive, withScreenshot } from '../screenshot-fill.js';
import type { VersionRecord } from '../types.js';
import type { ArchiveContainer } from './archives.js';
import type { Catalog } from './catalog.js';
import { toVersionRecord } from './entities.js';
import type { PackageWriter } from './package-writes.js';
import type { PackageRows } from './records.js';

const THEME_PARTITION = 'theme~';

/**
 * The screenshot fill (storage/screenshot-fill.ts) on the Azure adapter, once per table: each
 * theme version naming no screenshot has its archive downloaded and read; a screenshot found
 * is uploaded beside the archive first and named in the records after (a crash in between
 * leaves a blob the orphan sweep removes, never a record naming a missing file). Several
 * processes may run it at once: naming is conditional, and the marker is written last.
 * Returns how many versions gained a screenshot.
 */
export async function fillScreenshots(
  records: PackageRows,
  writer: PackageWriter,
  archives: ArchiveContainer,
  catalog: Catalog,
  tempDir: string,
): Promise<number> {
  if (await records.maintenanceDone(SCREENSHOT_FILL)) return 0;
  let filled = 0;
  for (const head of await records.allHeads()) {
    if (head.deletingAt || !head.partitionKey.startsWith(THEME_PARTITION)) continue;
    const slug = head.partitionKey.slice(THEME_PARTITION.length);
    const { head: live, versions } = await records.partition('theme', slug);
    if (!live || 'deletingAt' in live) continue;
    let named = 0;
    for (const row of versions) {
      const version = toVersionRecord(row.version, live.latest.version);
      if (namesNoScreenshot(version) && (await fillOne(writer, archives, tempDir, version))) named++;
    }
    // The lists carry a copy of each package record: refreshed, as after any write.
    if (named > 0) await catalog.changed('theme', slug);
    filled += named;
  }
  if (filled > 0) catalog.invalidate();
  await records.markMaintenanceDone(SCREENSHOT_FILL, new Date().toISOString());
  return filled;
}

async function fillOne(
  writer: PackageWriter,
  archives: ArchiveContainer,
  tempDir: string,
  version: VersionRecord,
): Promise<boolean> {
  const base = path.join(tempDir, `screenshot-${randomBytes(8).toString('hex')}`);
  const [archive, image] = [`${base}.zip`, `${base}.image`];
  try {
    if (!(await archives.download(version, archive))) return false;
    const screenshot = await screenshotOfArchive(archive, version.slug, image);
    if (!screenshot) return false;
    const fileName = screenshotFileName(withScreenshot(version, screenshot))!;
    await archives.uploadScreenshot({ type: version.type, slug: version.slug, fileName }, image);
    return await writer.nameScreenshot(version, screenshot);
  } finally {
    fs.rmSync(archive, { force: true });
    fs.rmSync(image, { force: true });
  }
}
