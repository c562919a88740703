import type { ScreenshotFile } from '../../packages/manifest.js';
import { namesNoScreenshot, withScreenshot } from '../screenshot-fill.js';
import type { PackageType, VersionRecord } from '../types.js';
import type { RecordDatabase } from './database.js';
import { toVersion, toVersionsNewestFirst, type VersionRow } from './rows.js';

/** Version rows in `registry.sqlite`, read; a change of a package writes them (package-change.ts). */
export class VersionTable {
  constructor(private readonly db: RecordDatabase) {}

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
}
