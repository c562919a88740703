import { isHttpsUrl } from './env.js';

/**
 * How the azure adapter reaches its storage account: exactly one of a connection string
 * (account key) or an identity (Entra ID through DefaultAzureCredential, no secret in the app).
 */
export interface AzureConfig {
  /** AZURE_STORAGE_CONNECTION_STRING: requests and links signed with the account key. */
  connectionString?: string;
  /**
   * AZURE_STORAGE_ACCOUNT_NAME and/or AZURE_STORAGE_BLOB_URL + AZURE_STORAGE_TABLE_URL:
   * requests carry tokens from DefaultAzureCredential; links are user-delegation SAS.
   */
  identity?: { accountName: string; blobUrl: string; tableUrl: string };
  table: string;
  container: string;
}

/**
 * How the azure adapter reaches its account, from the environment: a connection string or an
 * identity, and exactly one of them when REGISTRY_STORAGE=azure.
 */
export function azureAccess(
  read: (name: string) => string | undefined,
  problems: string[],
  storage: string,
): Pick<AzureConfig, 'connectionString' | 'identity'> {
  const connectionString = read('AZURE_STORAGE_CONNECTION_STRING');
  const identity = azureIdentity(read, problems);
  const identitySet = IDENTITY_VARIABLES.some((name) => read(name) !== undefined);
  if (storage === 'azure' && connectionString === undefined && !identitySet) {
    problems.push(
      'REGISTRY_STORAGE=azure needs AZURE_STORAGE_CONNECTION_STRING (account key), or AZURE_STORAGE_ACCOUNT_NAME, ' +
        'or AZURE_STORAGE_BLOB_URL and AZURE_STORAGE_TABLE_URL (Entra ID: managed identity, az login).',
    );
  }
  if (storage === 'azure' && connectionString !== undefined && identitySet) {
    problems.push(
      'AZURE_STORAGE_CONNECTION_STRING and AZURE_STORAGE_ACCOUNT_NAME / AZURE_STORAGE_BLOB_URL / AZURE_STORAGE_TABLE_URL ' +
        'are two ways to reach the storage account; set one of them.',
    );
  }
  return { connectionString, identity };
}

const ACCOUNT_NAME = /^[a-z0-9]{3,24}$/;
const IDENTITY_VARIABLES = ['AZURE_STORAGE_ACCOUNT_NAME', 'AZURE_STORAGE_BLOB_URL', 'AZURE_STORAGE_TABLE_URL'];

/**
 * The storage account for Entra ID access, from AZURE_STORAGE_ACCOUNT_NAME (public cloud
 * endpoints) or AZURE_STORAGE_BLOB_URL + AZURE_STORAGE_TABLE_URL (Azurite, sovereign clouds,
 * custom domains), both when the URLs do not show the name. The name signs download links;
 * tokens travel only over https, so the URLs must be https.
 */
function azureIdentity(read: (name: string) => string | undefined, problems: string[]): AzureConfig['identity'] {
  const name = read('AZURE_STORAGE_ACCOUNT_NAME');
  const blob = read('AZURE_STORAGE_BLOB_URL');
  const table = read('AZURE_STORAGE_TABLE_URL');
  if (name === undefined && blob === undefined && table === undefined) return undefined;
  const before = problems.length;
  if (name !== undefined && !ACCOUNT_NAME.test(name)) {
    problems.push(`AZURE_STORAGE_ACCOUNT_NAME must be 3-24 lower-case letters and digits; got "${name}".`);
  }
  for (const [variable, value] of [
    ['AZURE_STORAGE_BLOB_URL', blob],
    ['AZURE_STORAGE_TABLE_URL', table],
  ] as const) {
    if (value !== undefined && !isHttpsUrl(value)) {
      problems.push(`${variable} must be an https URL (tokens are sent only over https); got "${value}".`);
    }
  }
  if ((blob === undefined) !== (table === undefined)) {
    const [set, missing] =
      blob === undefined
        ? ['AZURE_STORAGE_TABLE_URL', 'AZURE_STORAGE_BLOB_URL']
        : ['AZURE_STORAGE_BLOB_URL', 'AZURE_STORAGE_TABLE_URL'];
    problems.push(`${missing} is required with ${set}: the registry uses both services of the account.`);
  }
  if (problems.length > before) return undefined;
  if (blob === undefined || table === undefined) {
    return {
      accountName: name!,
      blobUrl: `https://${name}.blob.core.windows.net`,
      tableUrl: `https://${name}.table.core.windows.net`,
    };
  }
  const accountName = name ?? accountNameIn(blob);
  if (accountName === undefined) {
    problems.push(
      `AZURE_STORAGE_ACCOUNT_NAME is required with AZURE_STORAGE_BLOB_URL "${blob}": the URL does not show the account's name, which signs download links.`,
    );
    return undefined;
  }
  return { accountName, blobUrl: blob.replace(/\/+$/, ''), tableUrl: table.replace(/\/+$/, '') };
}

/** `name` of `https://name.blob.<cloud suffix>`, or of `https://127.0.0.1:port/name` (Azurite's path style). */
function accountNameIn(blobUrl: string): string | undefined {
  const url = new URL(blobUrl);
  const host = /^([a-z0-9]{3,24})\.blob\./.exec(url.hostname);
  if (host) return host[1];
  const pathStyle = url.hostname === 'localhost' || /^[\d.]+$|^\[/.test(url.hostname);
  const first = url.pathname.split('/')[1] ?? '';
  return pathStyle && ACCOUNT_NAME.test(first) ? first : undefined;
}
