import { createAzureStorage } from '../../src/storage/azure/index.js';
import { azuriteConnectionString, blobNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { storageConformance } from './conformance/index.js';

storageConformance('azure', async () => {
  const connectionString = azuriteConnectionString();
  const names = randomAzureNames();
  const storage = await createAzureStorage({ connectionString, ...names });
  return {
    storage,
    async archiveNames(type, slug) {
      return (await blobNames(connectionString, names.container, `${type}s/${slug}/`)).map((name) =>
        name.split('/').at(-1)!,
      );
    },
    // SAS links point at Blob Storage (Azurite here): fetched as a client would, with no key.
    async fetchLink(link) {
      const response = await fetch(link);
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    },
    signatureParam: 'sig',
    async cleanup() {
      await storage.close();
      await dropAzure(connectionString, names);
    },
  };
});
