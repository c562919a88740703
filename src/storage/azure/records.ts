/**
 * Reads of package partitions (head and version rows) and the transactions that change them.
 * Every change of a package rewrites its head conditionally on the ETag read just before, in
 * the same entity-group transaction as the version rows it touches: the head's ETag
 * serialises all writers of a package, in this process or any other, and a transaction is
 * all-or-nothing, so readers never see a version without its head change or two latest versions.
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { compareVersions } from '../../packages/version-compare.js';
import type { PackageType } from '../types.js';
import {
  HEAD,
  type Head,
  type Row,
  type StoredVersion,
  type Tombstone,
  packagePartition,
  readHead,
  readVersion,
  versionRowKey,
} from './entities.js';
import { BEFORE_AUDIT_ROWS } from './audit.js';
import { ignoring, orUndefined } from './errors.js';
import { splitBatches } from './limits.js';
import { commit, getRow, queryRows } from './rows.js';

/** Rows recording which once-per-store repairs ran. */
const MAINTENANCE_PARTITION = 'maintenance';

export interface VersionRow {
  version: StoredVersion;
  etag: string;
}

export interface PartitionState {
  head?: Head | Tombstone;
  versions: VersionRow[];
}

export interface HeadAndVersion {
  head?: Head | Tombstone;
  version?: VersionRow;
}

export class PackageRows {
  constructor(readonly table: TableClient) {}

  /** The head alone: one point read. */
  async head(type: PackageType, slug: string): Promise<Head | Tombstone | undefined> {
    const row = await getRow(this.table, packagePartition(type, slug), HEAD);
    return row && readHead(type, slug, row);
  }

  /**
   * The head's ETag, or `none`: every change to a package rewrites its head (one transaction
   * with the versions it touches), so this moves with any change to the package.
   */
  async headEtag(type: PackageType, slug: string): Promise<string> {
    const row = await getRow(this.table, packagePartition(type, slug), HEAD, ['RowKey']);
    return row?.etag ?? 'none';
  }

  /** Head and one version row in one query (a version is only meaningful beside its head). */
  async headAndVersion(type: PackageType, slug: string, version: string): Promise<HeadAndVersion> {
    const pk = packagePartition(type, slug);
    const rows = await this.query(
      odata`PartitionKey eq ${pk} and (RowKey eq ${HEAD} or RowKey eq ${versionRowKey(version)})`,
    );
    const state = this.split(type, slug, rows);
    return { head: state.head, version: state.versions[0] };
  }

  /** The whole partition: head and every version, newest first (its audit entries are not the package's). */
  async partition(type: PackageType, slug: string): Promise<PartitionState> {
    const rows = await this.query(
      odata`PartitionKey eq ${packagePartition(type, slug)} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
    );
    return this.split(type, slug, rows);
  }

  /** Archive file names the partition's version rows point at (for the orphan sweep). */
  async fileNames(type: PackageType, slug: string): Promise<Set<string>> {
    const rows = await this.query(
      odata`PartitionKey eq ${packagePartition(type, slug)} and RowKey lt ${BEFORE_AUDIT_ROWS}`,
      ['RowKey', 'fileName'],
    );
    return new Set(rows.map((row) => row.fileName).filter((name): name is string => typeof name === 'string'));
  }

  /** All heads of the table, with their ETags (a cross-partition scan, for start-up repair only). */
  async allHeads(): Promise<Array<{ partitionKey: string; etag: string; deletingAt?: string }>> {
    const rows = await this.query(odata`RowKey eq ${HEAD}`, ['PartitionKey', 'RowKey', 'deletingAt']);
    return rows.map((row) => ({
      partitionKey: row.partitionKey,
      etag: row.etag,
      deletingAt: row.deletingAt as string | undefined,
    }));
  }

  /** Whether the once-per-store repair `name` ran (storage/screenshot-fill.ts): a row of the `maintenance` partition. */
  async maintenanceDone(name: string): Promise<boolean> {
    return (await getRow(this.table, MAINTENANCE_PARTITION, name, ['RowKey'])) !== undefined;
  }

  async markMaintenanceDone(name: string, at: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: MAINTENANCE_PARTITION, rowKey: name, doneAt: at }, 'Replace');
  }

  /** Commits actions of one partition atomically (rows.ts). */
  commit(actions: TransactionAction[]): Promise<Array<string | undefined>> {
    return commit(this.table, actions);
  }

  /**
   * Deletes version rows that need not go atomically (a package's rows beyond the first
   * transaction, all behind a tombstone already), in batches within Azure's limits.
   * A row already gone (another process finishing the same delete) is not an error.
   */
  async deleteRows(partitionKey: string, rowKeys: string[]): Promise<void> {
    const actions: TransactionAction[] = rowKeys.map((rowKey) => ['delete', { partitionKey, rowKey }]);
    for (const batch of splitBatches(actions)) {
      try {
        await this.table.submitTransaction(batch);
      } catch {
        // One missing row fails the whole batch: fall back to single deletes that tolerate 404.
        for (const [, row] of batch) await orUndefined(this.table.deleteEntity(row.partitionKey, row.rowKey));
      }
    }
  }

  /**
   * Finishes a package delete that was interrupted (its tombstone outlived the deleter):
   * removes whatever version rows are left, then the tombstone itself, if still the same.
   * Their archives become orphans, which the archive sweep removes.
   */
  async finishDelete(tombstone: Tombstone): Promise<void> {
    const { versions } = await this.partition(tombstone.type, tombstone.slug);
    const pk = packagePartition(tombstone.type, tombstone.slug);
    await this.deleteRows(
      pk,
      versions.map((v) => versionRowKey(v.version.version)),
    );
    await this.deleteTombstone(tombstone);
  }

  /** Removes the tombstone, only if it is still the one given (412: a new package lives here now). */
  async deleteTombstone(tombstone: Tombstone): Promise<void> {
    const pk = packagePartition(tombstone.type, tombstone.slug);
    await ignoring([404, 412], this.table.deleteEntity(pk, HEAD, { etag: tombstone.etag }));
  }

  private query(filter: string, select?: string[]): Promise<Row[]> {
    return queryRows(this.table, filter, select);
  }

  private split(type: PackageType, slug: string, rows: Row[]): PartitionState {
    const headRow = rows.find((row) => row.rowKey === HEAD);
    const versions = rows
      .filter((row) => row.rowKey !== HEAD)
      .map((row) => ({ version: readVersion(row), etag: row.etag }))
      .sort((a, b) => compareVersions(b.version.version, a.version.version));
    return { head: headRow && readHead(type, slug, headRow), versions };
  }
}
