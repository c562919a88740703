/**
 * The Azure adapter: records in one Azure Table (layout in entities.ts), archives as blobs in
 * one container (archives.ts), downloads through read-only SAS links. Imported only when
 * azure is chosen, so the Azure SDK costs the local adapter nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { odata } from '@azure/data-tables';
import type { Storage } from '../types.js';
import { AzureAdapter } from './adapter.js';
import { ArchiveContainer } from './archives.js';
import { Catalog } from './catalog.js';
import { createClients, type RequestListener } from './clients.js';
import { KEYS_PARTITION } from './entities.js';
import { translate } from './errors.js';
import { KeyStore } from './keys.js';
import type { MaintenanceReport } from './maintenance.js';
import { PackageWriter } from './package-writes.js';
import { PackageRecords } from './records.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.js';

export type { RequestInfo, RequestListener } from './clients.js';
export type { MaintenanceReport } from './maintenance.js';

export interface AzureStorageOptions {
  connectionString: string;
  /** Table name (`REGISTRY_AZURE_TABLE`); created when missing. */
  table: string;
  /** Blob container name (`REGISTRY_AZURE_CONTAINER`); created when missing. */
  container: string;
  /** Run `maintain()` in the background at start (the server does; one-off CLI commands need not). */
  sweep?: boolean;
  /** Upload spool folder; default: a new folder under the OS temp dir, removed on close. */
  tempDir?: string;
  /** Called for every HTTP request sent to Azure. */
  onRequest?: RequestListener;
  /** How long ETag conflicts are retried (default 30 s, DESIGN.md). */
  retry?: Partial<RetryPolicy>;
  /** How long a list may be served from this process's copy of the catalog (default 2 s; see catalog.ts). */
  catalogTtlMs?: number;
  /** Blobs younger than this are never swept as orphans (default 1 h). */
  orphanGraceMs?: number;
}

export interface AzureStorage extends Storage {
  /** HTTP requests sent to Azure so far by this instance. */
  requestCount(): number;
  /** Finishes dead deletes, repairs catalog rows, removes orphan blobs (maintenance.ts). */
  maintain(): Promise<MaintenanceReport>;
}

export async function createAzureStorage(options: AzureStorageOptions): Promise<AzureStorage> {
  let requests = 0;
  const { table, container, credential } = createClients(options.connectionString, options.table, options.container, (info) => {
    requests++;
    options.onRequest?.(info);
  });
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const records = new PackageRecords(table);
  const archives = new ArchiveContainer(container, credential);
  await Promise.all([table.createTable(), archives.ensure()]).catch((err: unknown) => {
    throw translate(err);
  });
  const tempDir = options.tempDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'registry-azure-'));
  fs.mkdirSync(tempDir, { recursive: true });
  const adapter = new AzureAdapter({
    records,
    writer: new PackageWriter(records, retry),
    archives,
    catalog: new Catalog(table, records, retry, options.catalogTtlMs ?? 2_000),
    keys: new KeyStore(table, retry),
    tempDir,
    ownsTempDir: options.tempDir === undefined,
    orphanGraceMs: options.orphanGraceMs ?? 3_600_000,
    requestCount: () => requests,
    // One small query; it also fails when the table is gone.
    ping: async () => {
      await table.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${KEYS_PARTITION}`, select: ['RowKey'] } }).byPage({ maxPageSize: 1 }).next();
    },
  });
  // Repairs are best effort: a failure must not stop the server; the next start tries again.
  if (options.sweep) adapter.background = adapter.maintain().catch(() => undefined);
  return adapter;
}
