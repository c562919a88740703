/**
 * SDK clients for one storage account, reached with its connection string (account key) or
 * with an Entra ID token credential (managed identity, `az login`: no secret in the app), with
 * a request counter on both pipelines so tests and operators can see the round trips each
 * operation costs.
 */
import { TableClient, type TableServiceClientOptions } from '@azure/data-tables';
import type { TokenCredential } from '@azure/identity';
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

/** How the adapter reaches the account: exactly one of the two. */
export type AzureAccount =
  | {
      /** Requests and download links are signed with the account key it carries. */
      connectionString: string;
    }
  | {
      /** e.g. `https://acme.blob.core.windows.net`, or Azurite's `https://127.0.0.1:10000/devstoreaccount1`. */
      blobUrl: string;
      tableUrl: string;
      /** The account's name, which download links are signed for; default: read from `blobUrl`. */
      accountName?: string;
      /** Entra ID tokens for both services; default: `DefaultAzureCredential` (see index.ts). */
      credential: TokenCredential;
    };

export interface AzureClients {
  table: TableClient;
  blobService: BlobServiceClient;
  container: ContainerClient;
  /** What download links are signed with: the account key, or user delegation keys (delegation.ts). */
  signing:
    { kind: 'account-key'; credential: StorageSharedKeyCredential } | { kind: 'user-delegation'; accountName: string };
}

export function createClients(
  account: AzureAccount,
  tableName: string,
  containerName: string,
  onRequest: RequestListener,
): AzureClients {
  const additionalPolicies: TableServiceClientOptions['additionalPolicies'] = [
    {
      position: 'perCall',
      policy: {
        name: 'registryRequestCounter',
        sendRequest: (request, next) => {
          onRequest({ service: 'table', method: request.method, url: request.url });
          return next(request);
        },
      },
    },
  ];

  if ('connectionString' in account) {
    const parsed = BlobServiceClient.fromConnectionString(account.connectionString);
    if (!(parsed.credential instanceof StorageSharedKeyCredential)) {
      throw new Error(
        'AZURE_STORAGE_CONNECTION_STRING must carry AccountName and AccountKey: download links are signed with the account key.',
      );
    }
    const blobService = new BlobServiceClient(parsed.url, countedPipeline(parsed.credential, onRequest));
    const table = TableClient.fromConnectionString(account.connectionString, tableName, {
      // Azurite (and only a development account) speaks plain http; production endpoints are https.
      allowInsecureConnection: parsed.url.startsWith('http:'),
      additionalPolicies,
    });
    return {
      table,
      blobService,
      container: blobService.getContainerClient(containerName),
      signing: { kind: 'account-key', credential: parsed.credential },
    };
  }

  // Bearer tokens are only ever sent over https (the SDKs refuse http); config.ts requires https URLs.
  const blobService = new BlobServiceClient(account.blobUrl, countedPipeline(account.credential, onRequest));
  const table = new TableClient(account.tableUrl, tableName, account.credential, { additionalPolicies });
  return {
    table,
    blobService,
    container: blobService.getContainerClient(containerName),
    signing: { kind: 'user-delegation', accountName: account.accountName ?? blobService.accountName },
  };
}

function countedPipeline(credential: StorageSharedKeyCredential | TokenCredential, onRequest: RequestListener) {
  const pipeline = newPipeline(credential);
  // The storage-blob pipeline takes no core policies; a legacy factory is its supported hook.
  pipeline.factories.push(countingFactory('blob', onRequest));
  return pipeline;
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
