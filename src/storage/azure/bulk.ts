/**
 * Export and import on Azure. A snapshot is a pass over the table between two reads of its change
 * stamps: every package head's ETag (each change of a package rewrites its head), the key rows'
 * ETags, and the newest entry of the audit log (every audited change appends one: site rings
 * and holds, keys, refused uploads). Each partition is read in one query, consistent in itself;
 * a pass whose stamps moved is read again, so what it returns held at one moment. Site check-ins
 * move no stamp (a site's row is whole by itself, and a fleet checks in all the time).
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { UnavailableError } from '../../errors.js';
import { screenshotFileName } from '../new-version.js';
import type { BulkStorage, PackageRecord, PackageType, RestoredVersion, StorageSnapshot } from '../types.js';
import type { AdoptionRows } from './adoption.js';
import type { AdvisoryRows } from './advisories.js';
import type { ArchiveContainer } from './archives.js';
import { AUDIT_PARTITION, type AuditRows } from './audit.js';
import type { Catalog } from './catalog.js';
import {
  HEAD,
  headEntity,
  isLive,
  KEYS_PARTITION,
  toPackageRecord,
  toVersionRecord,
  versionEntity,
} from './entities.js';
import type { KeyRows } from './keys.js';
import { splitBatches } from './limits.js';
import type { PackageRows } from './records.js';
import { SITES_PARTITION, type SiteRows, TALLIES_BUILT } from './sites.js';

/** Passes read before giving up on a registry that keeps changing. */
const MAX_PASSES = 8;

export interface AzureBulkParts {
  table: TableClient;
  records: PackageRows;
  archives: ArchiveContainer;
  catalog: Catalog;
  keys: KeyRows;
  audit: AuditRows;
  sites: SiteRows;
  adoption: AdoptionRows;
  advisories: AdvisoryRows;
}

export function azureBulk(parts: AzureBulkParts): BulkStorage {
  const { records, archives, keys, audit, sites } = parts;
  return {
    async snapshot(read) {
      for (let pass = 1; pass <= MAX_PASSES; pass++) {
        const before = await stamps(parts);
        const result = await read(view(parts, before.heads));
        const after = await stamps(parts);
        if (after.text === before.text) return result;
        await new Promise((resolve) => setTimeout(resolve, 100 * pass));
      }
      throw new UnavailableError(
        `The registry changed during each of ${MAX_PASSES} passes of the export; try again when it is quieter.`,
      );
    },

    archive: (version) => archives.stream(version),

    async isEmpty() {
      // The kept counts' marker (sites.ts, TALLIES_BUILT) is in every store from its start: no data.
      const filter = odata`RowKey eq ${HEAD} or PartitionKey eq ${KEYS_PARTITION} or (PartitionKey eq ${SITES_PARTITION} and RowKey ne ${TALLIES_BUILT}) or PartitionKey eq ${AUDIT_PARTITION}`;
      const pages = parts.table
        .listEntities({ queryOptions: { filter, select: ['PartitionKey'] } })
        .byPage({ maxPageSize: 1 });
      for await (const page of pages) if (page.length > 0) return false;
      return true;
    },

    async putPackage(pkg, versions) {
      await uploadFiles(archives, versions);
      const stored = versions.map(({ record }) => {
        const { latest: _, ...rest } = record;
        return rest;
      });
      const latest = stored.find((_, i) => versions[i].record.latest)!;
      const rows = stored.map((v): TransactionAction => ['create', versionEntity(v)]);
      for (const batch of splitBatches(rows)) await records.commit(batch);
      // The head last: until it is written the package does not exist for any reader.
      const doc = {
        settings: pkg.settings,
        createdAt: pkg.createdAt,
        updatedAt: pkg.updatedAt,
        latest,
        withdrawn: pkg.withdrawn,
      };
      await records.commit([['create', headEntity(pkg.type, pkg.slug, doc)]]);
      await parts.catalog.changed(pkg.type, pkg.slug);
    },

    putKey: (key) => keys.create(key),
    putSite: (site) => sites.restore(site),
    putAudit: (entries) => audit.restore(entries),
  };
}

async function uploadFiles(archives: ArchiveContainer, versions: RestoredVersion[]): Promise<void> {
  for (const { record, archivePath, screenshotPath } of versions) {
    const screenshot = screenshotFileName(record);
    if (screenshot && screenshotPath)
      await archives.uploadScreenshot({ type: record.type, slug: record.slug, fileName: screenshot }, screenshotPath);
    await archives.upload(record, archivePath);
  }
}

interface Stamps {
  /** Package partition keys with their head ETags, in key order. */
  heads: Array<{ partitionKey: string; etag: string }>;
  /** Everything, as one comparable string. */
  text: string;
}

async function stamps(parts: AzureBulkParts): Promise<Stamps> {
  const [heads, keyRows, newest] = await Promise.all([
    parts.records.allHeads(),
    parts.keys.etags(),
    parts.audit.newest(),
  ]);
  heads.sort((a, b) => (a.partitionKey < b.partitionKey ? -1 : 1));
  const text = JSON.stringify([heads.map((h) => [h.partitionKey, h.etag]), keyRows, newest]);
  return { heads, text };
}

function view(parts: AzureBulkParts, heads: Stamps['heads']): StorageSnapshot {
  return {
    async *packages() {
      for (const { partitionKey } of heads) {
        const [type, slug] = splitPartition(partitionKey);
        const { head, versions } = await parts.records.partition(type, slug);
        if (!isLive(head)) continue; // deleted since the stamps were read: the pass moved, and is read again
        const pkg: PackageRecord = toPackageRecord(head);
        yield { package: pkg, versions: versions.map((v) => toVersionRecord(v.version, head.latest.version)) };
      }
    },
    async *keys() {
      yield* await parts.keys.list();
    },
    sites: () => parts.sites.all(),
    outcomes: () => parts.sites.allOutcomes(),
    adoption: () => parts.adoption.all(),
    // Not among the stamps: an advisory stands alone, so one a feed changed during the pass is
    // exported as it was or as it is, and either is a whole advisory.
    async *advisories() {
      yield* await parts.advisories.list();
    },
    audit: () => parts.audit.all(),
  };
}

function splitPartition(partitionKey: string): [PackageType, string] {
  const at = partitionKey.indexOf('~');
  return [partitionKey.slice(0, at) as PackageType, partitionKey.slice(at + 1)];
}
