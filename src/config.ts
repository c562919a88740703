/**
 * The one place that reads the environment. Every variable has a default that works
 * on a fresh machine; every bad value is reported at start-up, naming the variable.
 */
import path from 'node:path';

export type StorageKind = 'local' | 'azure';

export interface Config {
  port: number;
  /** Public address: REGISTRY_BASE_URL, else `http://localhost:$PORT`. */
  baseUrl: string;
  /** True when REGISTRY_BASE_URL was set; otherwise links follow each request's (forwarded) address. */
  baseUrlIsFixed: boolean;
  /** Express `trust proxy`: which hops may set X-Forwarded-Proto/Host. */
  trustProxy: boolean | string;
  storage: StorageKind;
  dataDir: string;
  azure: AzureConfig;
  /** The `{download_url}` of links; undefined means "derive from base URL / container". */
  downloadUrl?: string;
  /** The organization profile; `uri` is REGISTRY_AUTHOR_URI, else the base URL. */
  author: { name: string; uri: string };
  /** True when REGISTRY_AUTHOR_URI or REGISTRY_BASE_URL was set; otherwise the profile follows each request's address. */
  authorUriIsFixed: boolean;
  signingSecret?: string;
  maxUploadBytes: number;
  linkTtlSeconds: number;
  /** How old a plugin's `active_installs` may be, in seconds (src/registry/install-counts.ts). */
  installsRefreshSeconds: number;
  /** REGISTRY_KEEP_ALIVE_SECONDS: idle keep-alive connections stay open this long (src/http/connections.ts). */
  keepAliveSeconds: number;
  /** REGISTRY_BODY_IDLE_SECONDS: a request body that stops arriving for this long is cut off. */
  bodyIdleSeconds: number;
  /** Memory for answers kept by the response cache (src/http/response-cache.ts); 0 turns it off. */
  responseCacheBytes: number;
  corsOrigins: string[];
  logLevel: string;
  /** Check every response against the spec and answer 500 on a mismatch (development aid). */
  validateResponses: boolean;
}

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
 * Longest link TTL with an identity: links are signed with a user delegation key, which Azure
 * issues for 7 days at most, and a key must outlive every link it signs with time to renew it
 * (see src/storage/azure/delegation.ts, which checks the same bound).
 */
export const MAX_DELEGATED_LINK_TTL_SECONDS = 6 * 24 * 3600;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
      return fallback;
    }
    return value;
  };
  /** An http(s) URL without trailing slash; only a value actually set is reported. */
  const url = (name: string, fallback: string) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!isHttpUrl(raw)) problems.push(`${name} must be an http(s) URL; got "${raw}".`);
    return raw.replace(/\/+$/, '');
  };
  const tableName = (name: string, fallback: string, rule: RegExp, ruleText: string) => {
    const raw = read(name) ?? fallback;
    if (!rule.test(raw)) problems.push(`${name} ${ruleText}; got "${raw}".`);
    return raw;
  };

  const port = int('PORT', 8080, 0, 65535);
  const baseUrl = url('REGISTRY_BASE_URL', `http://localhost:${port}`);
  const storage = read('REGISTRY_STORAGE') ?? 'local';
  if (storage !== 'local' && storage !== 'azure') {
    problems.push(`REGISTRY_STORAGE must be "local" or "azure"; got "${storage}".`);
  }
  const connectionString = read('AZURE_STORAGE_CONNECTION_STRING');
  const identity = azureIdentity(read, problems);
  const identitySet = IDENTITY_VARIABLES.some((name) => read(name) !== undefined);
  if (storage === 'azure' && connectionString === undefined && !identitySet) {
    problems.push(
      'REGISTRY_STORAGE=azure needs AZURE_STORAGE_CONNECTION_STRING (account key), or AZURE_STORAGE_ACCOUNT_NAME, '
      + 'or AZURE_STORAGE_BLOB_URL and AZURE_STORAGE_TABLE_URL (Entra ID: managed identity, az login).',
    );
  }
  if (storage === 'azure' && connectionString !== undefined && identitySet) {
    problems.push(
      'AZURE_STORAGE_CONNECTION_STRING and AZURE_STORAGE_ACCOUNT_NAME / AZURE_STORAGE_BLOB_URL / AZURE_STORAGE_TABLE_URL '
      + 'are two ways to reach the storage account; set one of them.',
    );
  }
  const downloadUrl = read('REGISTRY_DOWNLOAD_URL') === undefined ? undefined : url('REGISTRY_DOWNLOAD_URL', '');
  const trustProxy = read('REGISTRY_TRUST_PROXY') ?? 'loopback, linklocal, uniquelocal';
  const config: Config = {
    port,
    baseUrl,
    baseUrlIsFixed: read('REGISTRY_BASE_URL') !== undefined,
    trustProxy: trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    storage: storage as StorageKind,
    dataDir: path.resolve(read('REGISTRY_DATA_DIR') ?? './data'),
    azure: {
      connectionString,
      identity,
      table: tableName('REGISTRY_AZURE_TABLE', 'registry', /^[A-Za-z][A-Za-z0-9]{2,62}$/, 'must be 3-63 letters and digits, starting with a letter'),
      container: tableName('REGISTRY_AZURE_CONTAINER', 'packages', /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be 3-63 lower-case letters, digits and single hyphens'),
    },
    downloadUrl,
    author: { name: read('REGISTRY_AUTHOR_NAME') ?? 'Registry', uri: url('REGISTRY_AUTHOR_URI', baseUrl) },
    authorUriIsFixed: read('REGISTRY_AUTHOR_URI') !== undefined || read('REGISTRY_BASE_URL') !== undefined,
    signingSecret: read('REGISTRY_SIGNING_SECRET'),
    maxUploadBytes: int('REGISTRY_MAX_UPLOAD_BYTES', 104_857_600, 1024, 2 ** 40),
    linkTtlSeconds: int('REGISTRY_LINK_TTL_SECONDS', 3600, 60, 7 * 24 * 3600),
    installsRefreshSeconds: int('REGISTRY_INSTALLS_REFRESH_SECONDS', 3600, 1, 7 * 24 * 3600),
    keepAliveSeconds: int('REGISTRY_KEEP_ALIVE_SECONDS', 65, 1, 3600),
    bodyIdleSeconds: int('REGISTRY_BODY_IDLE_SECONDS', 60, 1, 3600),
    responseCacheBytes: int('REGISTRY_RESPONSE_CACHE_MB', 128, 0, 64 * 1024) * 2 ** 20,
    corsOrigins: (read('REGISTRY_CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logLevel: read('LOG_LEVEL') ?? 'info',
    validateResponses: read('REGISTRY_VALIDATE_RESPONSES') === '1',
  };
  if (config.signingSecret !== undefined && config.signingSecret.length < 32) {
    problems.push('REGISTRY_SIGNING_SECRET must be at least 32 characters.');
  }
  if (config.storage === 'azure' && config.azure.identity && config.linkTtlSeconds > MAX_DELEGATED_LINK_TTL_SECONDS) {
    problems.push(
      `REGISTRY_LINK_TTL_SECONDS must be at most ${MAX_DELEGATED_LINK_TTL_SECONDS} (6 days) without a connection string: `
      + `links are then signed with a user delegation key, which Azure issues for 7 days at most; got "${config.linkTtlSeconds}".`,
    );
  }
  for (const origin of config.corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`REGISTRY_CORS_ORIGINS must list http(s) origins; got "${origin}".`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
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
  for (const [variable, value] of [['AZURE_STORAGE_BLOB_URL', blob], ['AZURE_STORAGE_TABLE_URL', table]] as const) {
    if (value !== undefined && !isHttpsUrl(value)) {
      problems.push(`${variable} must be an https URL (tokens are sent only over https); got "${value}".`);
    }
  }
  if ((blob === undefined) !== (table === undefined)) {
    const [set, missing] = blob === undefined ? ['AZURE_STORAGE_TABLE_URL', 'AZURE_STORAGE_BLOB_URL'] : ['AZURE_STORAGE_BLOB_URL', 'AZURE_STORAGE_TABLE_URL'];
    problems.push(`${missing} is required with ${set}: the registry uses both services of the account.`);
  }
  if (problems.length > before) return undefined;
  if (blob === undefined || table === undefined) {
    return { accountName: name!, blobUrl: `https://${name}.blob.core.windows.net`, tableUrl: `https://${name}.table.core.windows.net` };
  }
  const accountName = name ?? accountNameIn(blob);
  if (accountName === undefined) {
    problems.push(`AZURE_STORAGE_ACCOUNT_NAME is required with AZURE_STORAGE_BLOB_URL "${blob}": the URL does not show the account's name, which signs download links.`);
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

function isHttpsUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).protocol === 'https:';
}

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
