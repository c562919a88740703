/**
 * The Azure adapter: records in one Azure Table (layout in entities.ts), archives as blobs in
 * one container (archives.ts), downloads through read-only SAS links. Imported only when
 * azure is chosen, so the Azure SDK costs the local adapter nothing.
 *
 * The account is reached with a connection string (account key: links signed with it) or with
 * an Entra ID token credential, by default `DefaultAzureCredential` (managed identity on App
 * Service, `az login` on a workstation): links are then user-delegation SAS (delegation.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { odata } from '@azure/data-tables';
import type { TokenCredential } from '@azure/identity';
import type { AdapterStorage } from '../types.js';
import { AzureAdapter } from './adapter.js';
import { accountKeySigner, ArchiveContainer, userDelegationSigner } from './archives.js';
import { AuditRows } from './audit.js';
import { azureBulk } from './bulk.js';
import { Catalog } from './catalog.js';
import { type AzureAccount, createClients, type RequestListener } from './clients.js';
import { DelegationKeys } from './delegation.js';
import { KEYS_PARTITION } from './entities.js';
import { statusOf, translate } from './errors.js';
import { KeyRows } from './keys.js';
import { WebhookRows } from './webhooks.js';
import { AdvisoryRows } from './advisories.js';
import type { MaintenanceReport } from './maintenance.js';
import { PackageWriter } from './package-writes.js';
import { PackageRows } from './records.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.js';
import { SiteRows } from './sites.js';
import { AdoptionRows } from './adoption.js';
import { SessionRows } from './sessions.js';

export type { RequestInfo, RequestListener } from './clients.js';

/** REGISTRY_CACHE_CHECK_MS's default. */
export const DEFAULT_CACHE_CHECK_MS = 1_000;
export type { MaintenanceReport } from './maintenance.js';

/** The account: a connection string, or endpoints reached with a token credential. */
export type AzureAccountOptions =
  | { connectionString: string }
  | {
      blobUrl: string;
      tableUrl: string;
      /** The name download links are signed for; default: read from `blobUrl`. */
      accountName?: string;
      /** Default: `DefaultAzureCredential` from @azure/identity. Tests pass their own. */
      credential?: TokenCredential;
    };

export type AzureStorageOptions = AzureAccountOptions & {
  /** Table name (`REGISTRY_AZURE_TABLE`); created when missing. */
  table: string;
  /** Blob container name (`REGISTRY_AZURE_CONTAINER`); created when missing. */
  container: string;
  /** Run `maintain()` in the background at start (the server does; one-off CLI commands need not). */
  sweep?: boolean;
  /** Told what that maintenance did, once it is done. */
  onMaintenance?: (report: MaintenanceReport) => void;
  /** Upload spool folder; default: a new folder under the OS temp dir, removed on close. */
  tempDir?: string;
  /** Called for every HTTP request sent to Azure. */
  onRequest?: RequestListener;
  /** How long ETag conflicts are retried (default 30 s, DESIGN.md). */
  retry?: Partial<RetryPolicy>;
  /**
   * How long a change token or key record this instance read is trusted without reading it again
   * (`REGISTRY_CACHE_CHECK_MS`, default 1 s; 0: read every time): package head ETags, the catalog
   * copy lists come from, presented keys. Writes of this instance drop what they affect at once.
   */
  cacheCheckMs?: number;
  /** Blobs younger than this are never swept as orphans (default 1 h). */
  orphanGraceMs?: number;
  /**
   * The longest link TTL asked of `archiveLink` (`REGISTRY_LINK_TTL_SECONDS`, default 1 h): with a
   * token credential, each user delegation key must cover it (delegation.ts).
   */
  linkTtlSeconds?: number;
};

export interface AzureStorage extends AdapterStorage {
  /** Finishes dead deletes, repairs catalog rows, removes orphan blobs (maintenance.ts). */
  maintain(): Promise<MaintenanceReport>;
}

export async function createAzureStorage(options: AzureStorageOptions): Promise<AzureStorage> {
  const account = await accountOf(options);
  const { table, blobService, container, signing } = createClients(account, options.table, options.container, (info) =>
    options.onRequest?.(info),
  );
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const cacheCheckMs = options.cacheCheckMs ?? DEFAULT_CACHE_CHECK_MS;
  const records = new PackageRows(table);
  // With a token credential, the first user delegation key is fetched here, before the adapter
  // exists, so archiveLink (synchronous) always has a key to sign with (delegation.ts).
  const [keys, ...created] = await Promise.allSettled([
    signing.kind === 'user-delegation' ? DelegationKeys.create(blobService, options.linkTtlSeconds ?? 3600) : undefined,
    table.createTable(),
    container.createIfNotExists(),
  ]);
  const delegation = keys.status === 'fulfilled' ? keys.value : undefined;
  const failure = [keys, ...created].find((result) => result.status === 'rejected');
  if (failure) {
    await delegation?.close();
    throw startupError(failure.reason, signing.kind);
  }
  const archives = new ArchiveContainer(
    container,
    signing.kind === 'user-delegation'
      ? userDelegationSigner(delegation!, signing.accountName)
      : accountKeySigner(signing.credential),
  );
  const tempDir = options.tempDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'registry-azure-'));
  fs.mkdirSync(tempDir, { recursive: true });
  const audit = new AuditRows(table);
  const catalog = new Catalog(table, records, retry, cacheCheckMs);
  const keyStore = new KeyRows(table, retry, audit);
  const sites = new SiteRows(table, retry, audit, cacheCheckMs);
  await sites.openTallies().catch((err: unknown) => {
    throw translate(err);
  });
  const adoption = new AdoptionRows(table);
  const advisories = new AdvisoryRows(table, retry, audit);
  const adapter = new AzureAdapter({
    records,
    writer: new PackageWriter(records, retry, audit),
    archives,
    catalog,
    keys: keyStore,
    audit,
    sites,
    adoption,
    sessions: new SessionRows(table),
    webhooks: new WebhookRows(table, retry, audit),
    advisories,
    bulk: azureBulk({ table, records, archives, catalog, keys: keyStore, audit, sites, adoption, advisories }),
    tempDir,
    ownsTempDir: options.tempDir === undefined,
    orphanGraceMs: options.orphanGraceMs ?? 3_600_000,
    cacheCheckMs,
    // One small query; it also fails when the table is gone, or when links can no longer be signed.
    ping: async () => {
      delegation?.usable();
      await table
        .listEntities({ queryOptions: { filter: odata`PartitionKey eq ${KEYS_PARTITION}`, select: ['RowKey'] } })
        .byPage({ maxPageSize: 1 })
        .next();
    },
    onClose: async () => delegation?.close(),
  });
  // Repairs are best effort: a failure must not stop the server; the next start tries again.
  if (options.sweep) adapter.background = adapter.maintain().then(options.onMaintenance, () => undefined);
  return adapter;
}

/** The account as clients.ts takes it: without a credential of its own, `DefaultAzureCredential`. */
async function accountOf(options: AzureAccountOptions): Promise<AzureAccount> {
  if ('connectionString' in options) return { connectionString: options.connectionString };
  const { blobUrl, tableUrl, accountName } = options;
  // Loaded only here: the connection-string path never pays for @azure/identity (and MSAL).
  const credential = options.credential ?? new (await import('@azure/identity')).DefaultAzureCredential();
  return { blobUrl, tableUrl, accountName, credential };
}

/** Start-up failures, with what an operator needs to fix the usual ones. */
function startupError(err: unknown, signing: 'account-key' | 'user-delegation'): Error {
  if (signing === 'user-delegation') {
    const name = err instanceof Error ? err.name : '';
    if (/AuthenticationError$|^CredentialUnavailableError$/.test(name)) {
      return new Error(
        `Could not get an Entra ID token for Azure Storage (no connection string is set, so the app's identity is used): ${(err as Error).message}`,
        { cause: err },
      );
    }
    if (statusOf(err) === 403) {
      return new Error(
        `Azure Storage refused the app's identity (403 ${(err as { code?: string }).code ?? ''}): it needs the roles ` +
          '"Storage Table Data Contributor" and "Storage Blob Data Contributor" on the account (assignments take minutes to apply).',
        { cause: err },
      );
    }
  }
  return translate(err);
}
