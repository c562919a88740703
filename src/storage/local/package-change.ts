import type { PackageDecide, PackageType, VersionRecord } from '../types.js';
import type { AuditTable } from './audit-records.js';
import type { RecordDatabase } from './database.js';
import type { PackageTable } from './package-records.js';
import { packageParams, versionParams } from './rows.js';
import type { VersionTable } from './version-records.js';

/** What a committed change leaves the adapter to do with files: the archives of the versions it removed. */
export interface CommittedChange<T> {
  result: T;
  /** Versions whose rows went (every one of them when the package went). */
  removed: VersionRecord[];
  /** The package went with every version. */
  packageGone: boolean;
}

/**
 * Storage.changePackage's rows: one IMMEDIATE transaction reads the package and its versions,
 * runs `decide` and writes exactly what it returns. The write lock is held from the read on, so
 * `decide` runs once; when it throws, nothing is written.
 */
export function changePackageRows<T>(
  db: RecordDatabase,
  tables: { packages: PackageTable; versions: VersionTable; audit: AuditTable },
  type: PackageType,
  slug: string,
  decide: PackageDecide<T>,
): CommittedChange<T> {
  const { sql } = db;
  return db.write(() => {
    const pkg = tables.packages.get(type, slug);
    const versions = pkg ? tables.versions.list(type, slug) : [];
    const { write, result } = decide(pkg && { package: pkg, versions });
    const stored = new Set(versions.map((v) => v.version));
    if (write.package === null) {
      sql.deleteVersions.run(type, slug);
      sql.deletePackage.run(type, slug);
    } else if (write.package) {
      if (pkg) sql.writePackage.run(...packageParams(write.package).slice(2), type, slug);
      else sql.insertPackage.run(...packageParams(write.package));
    }
    // The database holds one latest row per package at every statement: the row losing the flag goes first.
    const put = [...(write.put ?? [])].sort((a, b) => Number(a.latest) - Number(b.latest));
    for (const version of put) {
      if (stored.has(version.version)) sql.replaceVersion.run(versionParams(version));
      else sql.insertVersion.run(versionParams(version));
    }
    for (const version of write.remove ?? []) sql.deleteVersion.run(type, slug, version);
    if (write.audit) tables.audit.appendInside(write.audit);
    const removing = new Set(write.remove);
    return {
      result,
      removed: write.package === null ? versions : versions.filter((v) => removing.has(v.version)),
      packageGone: write.package === null,
    };
  });
}
