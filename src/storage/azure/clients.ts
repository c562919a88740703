/**
 * SDK clients for one storage account, built from its connection string, with a request
 * counter on both pipelines so tests and operators can see the round trips each operation costs.
 */
import { TableClient } from '@azure/data-tables';
import {
  BlobServiceClient,
  type ContainerClient,
  newPipeline,
  type RequestPolicy,
  type RequestPolicyFactory,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';

/** One HTTP request the adapter sent (the SDKs' own retries of a transient failure are not counted again). */
export interface RequestInfo {
  service: 'table' | 'blob';
  method: string;
  url: string;
}

export type RequestListener = (info: RequestInfo) => void;

export interface AzureClients {
  table: TableClient;
  container: ContainerClient;
  /** Signs SAS links; links need the account key, so a key-less connection string is refused. */
  credential: StorageSharedKeyCredential;
}

export function createClients(connectionString: string, tableName: string, containerName: string, onRequest: RequestListener): AzureClients {
  const parsed = BlobServiceClient.fromConnectionString(connectionString);
  if (!(parsed.credential instanceof StorageSharedKeyCredential)) {
    throw new Error('AZURE_STORAGE_CONNECTION_STRING must carry AccountName and AccountKey: download links are signed with the account key.');
  }
  const pipeline = newPipeline(parsed.credential);
  // The storage-blob pipeline takes no core policies; a legacy factory is its supported hook.
  pipeline.factories.push(countingFactory('blob', onRequest));
  const blobService = new BlobServiceClient(parsed.url, pipeline);
  const table = TableClient.fromConnectionString(connectionString, tableName, {
    // Azurite (and only a development account) speaks plain http; production endpoints are https.
    allowInsecureConnection: parsed.url.startsWith('http:'),
    additionalPolicies: [{ position: 'perCall', policy: { name: 'registryRequestCounter', sendRequest: (request, next) => {
      onRequest({ service: 'table', method: request.method, url: request.url });
      return next(request);
    } } }],
  });
  return { table, container: blobService.getContainerClient(containerName), credential: parsed.credential };
}

function countingFactory(service: RequestInfo['service'], onRequest: RequestListener): RequestPolicyFactory {
  return {
    create: (next: RequestPolicy): RequestPolicy => ({
      sendRequest(request) {
        onRequest({ service, method: request.method, url: request.url });
        return next.sendRequest(request);
      },
    }),
  };
}
