/**
 * Azure helpers for tests: the Azurite connection string from the global setup, random
 * table/container names so every test has a store of its own, and a probe that lists the
 * blobs a store holds (the adapter-neutral way tests check that archives come and go).
 */
import { randomBytes } from 'node:crypto';
import { TableClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    azuriteConnectionString: string;
  }
}

export function azuriteConnectionString(): string {
  const connectionString = inject('azuriteConnectionString');
  if (!connectionString)
    throw new Error(
      'Azurite is not running: test/support/azurite-setup.ts must be a globalSetup of this vitest project.',
    );
  return connectionString;
}

export interface AzureNames {
  table: string;
  container: string;
}

/** A fresh table and container name (table: letters and digits; container: lower-case). */
export function randomAzureNames(): AzureNames {
  const id = randomBytes(6).toString('hex');
  return { table: `t${id}`, container: `c${id}` };
}

/** The server environment for the Azure store `names`: every server started with it shares that one store. */
export function azureStoreEnv(connectionString: string, names: AzureNames): Record<string, string> {
  return {
    REGISTRY_STORAGE: 'azure',
    AZURE_STORAGE_CONNECTION_STRING: connectionString,
    REGISTRY_AZURE_TABLE: names.table,
    REGISTRY_AZURE_CONTAINER: names.container,
  };
}

/** Blob names in the container, optionally under a prefix such as `plugins/my-slug/`. */
export async function blobNames(connectionString: string, container: string, prefix?: string): Promise<string[]> {
  const client = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(container);
  const names: string[] = [];
  for await (const blob of client.listBlobsFlat({ prefix })) names.push(blob.name);
  return names.sort();
}

/** Drops a test's table and container (Azurite keeps everything in memory for the whole run). */
export async function dropAzure(connectionString: string, names: AzureNames): Promise<void> {
  await Promise.all([
    TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true }).deleteTable(),
    BlobServiceClient.fromConnectionString(connectionString).getContainerClient(names.container).deleteIfExists(),
  ]);
}
