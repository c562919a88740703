/**
 * Vitest global setup: one in-memory Azurite for the whole run, on ports the OS picks,
 * its connection string handed to tests through `provide` (read it with `azuriteConnectionString()`
 * from ./azure.ts). Tests isolate themselves with a random table and container each.
 */
import type { TestProject } from 'vitest/node';
import { DEV_ACCOUNT, DEV_KEY } from './azure-account.js';
import { startAzurite } from './azure-emulator.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const azurite = await startAzurite(['--inMemoryPersistence']);
  const endpoint = (port: number) => `http://127.0.0.1:${port}/${DEV_ACCOUNT}`;
  project.provide(
    'azuriteConnectionString',
    [
      'DefaultEndpointsProtocol=http',
      `AccountName=${DEV_ACCOUNT}`,
      `AccountKey=${DEV_KEY}`,
      `BlobEndpoint=${endpoint(azurite.blobPort)}`,
      `TableEndpoint=${endpoint(azurite.tablePort)}`,
    ].join(';') + ';',
  );
  return () => azurite.stop();
}
