import type { Config } from '../config.js';
import { createLocalStorage } from './local/index.js';
import type { AdapterStorage } from './types.js';

export type { AdapterStorage, Storage } from './types.js';

export interface StorageOptions {
  /** Remove orphan archives and temp files at start; only the long-running server should. */
  sweep?: boolean;
  /** Told, once, what the start-up repairs (which run in the background) did. */
  onMaintenance?: (report: object) => void;
  /** Local adapter: one server per data dir; a second one stops with a StartupError. */
  exclusive?: boolean;
}

/** Builds the configured adapter. The Azure SDK is loaded only when azure is chosen. */
export async function createStorage(config: Config, options: StorageOptions = {}): Promise<AdapterStorage> {
  switch (config.storage) {
    case 'local':
      return createLocalStorage({
        dataDir: config.dataDir,
        downloadUrl: config.downloadUrl,
        baseUrl: config.baseUrl,
        signingSecret: config.signingSecret,
        sweep: options.sweep,
        onMaintenance: options.onMaintenance,
        exclusive: options.exclusive,
        sqliteCacheMiB: config.sqliteCacheMiB,
      });
    case 'azure': {
      // Loaded here so that the Azure SDK costs nothing when the local adapter is chosen.
      const { createAzureStorage } = await import('./azure/index.js');
      const { connectionString, identity, table, container } = config.azure;
      // config.ts guarantees exactly one: a connection string, or an identity (DefaultAzureCredential).
      const account = connectionString !== undefined ? { connectionString } : identity!;
      return createAzureStorage({
        ...account,
        table,
        container,
        linkTtlSeconds: config.linkTtlSeconds,
        cacheCheckMs: config.cacheCheckMs,
        sweep: options.sweep,
        onMaintenance: options.onMaintenance,
      });
    }
  }
}
