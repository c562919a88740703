/**
 * The one place that reads the environment. Every variable has a default that works
 * on a fresh machine; every bad value is reported at start-up, naming the variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { type AzureConfig, azureAccess } from './config/azure-access.js';
import { type Env, envReader, isHttpUrl } from './config/env.js';
import { type SignInConfig, signInConfig } from './config/sign-in.js';

export type { AzureConfig, SignInConfig };

export type StorageKind = 'local' | 'azure';

/**
 * REGISTRY_SITES: `open` answers unsigned update checks (marked unverified); `enrolled` refuses
 * them; `approved` refuses them too, and a site that was never enrolled is enrolled pending until
 * an operator approves it.
 */
export type SiteMode = 'open' | 'enrolled' | 'approved';

/**
 * REGISTRY_INVENTORY: `all` records every plugin and theme a site reports at its check-in, so
 * advisories on public packages find the sites that run them; `managed` only the registry's own.
 */
export type InventoryMode = 'all' | 'managed';

export interface Config {
  port: number;
  /** HOST: the address to listen on; undefined listens on every interface. */
  host?: string;
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
  /** REGISTRY_SITES: whether unsigned update checks are answered (`open`) or refused (`enrolled`, `approved`), and whether new sites wait for approval (`approved`). */
  sites: SiteMode;
  /** REGISTRY_INVENTORY: which of a site's packages its check-in records. */
  inventory: InventoryMode;
  /**
   * REGISTRY_DEFAULT_GATE as written (`max_unhealthy_percent=0,action=withdraw`): the health gate
   * every new upload starts with unless its form names one. Parsed by the domain rules
   * (packages/rules.ts parseGate); createApp refuses a bad one at start-up, naming the variable.
   */
  defaultGate?: string;
  /** REGISTRY_SIGNING_KEYS: base64 Ed25519 public keys whose signatures uploads must carry; empty: unchecked. */
  signingKeys: string[];
  maxUploadBytes: number;
  linkTtlSeconds: number;
  /** How old a plugin's `active_installs` may be, in seconds (src/registry/install-counts.ts). */
  installsRefreshSeconds: number;
  /** REGISTRY_KEEP_ALIVE_SECONDS: idle keep-alive connections stay open this long (src/http/connections.ts). */
  keepAliveSeconds: number;
  /** REGISTRY_BODY_IDLE_SECONDS: a request body that stops arriving for this long is cut off. */
  bodyIdleSeconds: number;
  /** Memory for answers cached by the answer cache (src/http/answer-cache.ts); 0 turns it off. */
  responseCacheBytes: number;
  /**
   * REGISTRY_SQLITE_CACHE_MB: local adapter, the page cache of each SQLite file's connection.
   * SQLite's own default is sized for an embedded device; a fleet's `sites.sqlite` outgrows it
   * many times over, and each page missed is a read from the kernel. The default holds the inner
   * pages of a large fleet's indexes, which a check-in or a page of GET /sites reads again and
   * again; more mostly keeps pages of whole-fleet scans, and each file's cache fills to its size
   * as resident memory (bench/README.md, "The fleet step"). Small files cost no more than before.
   */
  sqliteCacheMiB: number;
  /**
   * REGISTRY_CACHE_CHECK_MS: on Azure, how long a change token (or presented key) this instance
   * read is trusted before it is read again; 0 reads it for every request. The local adapter
   * reads its commit counter every time regardless.
   */
  cacheCheckMs: number;
  corsOrigins: string[];
  /** REGISTRY_COMPOSER_VENDOR: the Composer repository's names are `{vendor}-plugin/{slug}` and `{vendor}-theme/{slug}`. */
  composerVendor: string;
  logLevel: string;
  /** Check every response against the spec and answer 500 on a mismatch (development aid). */
  validateResponses: boolean;
  /** Operator sign-in: OIDC or App Service Authentication (config/sign-in.ts). */
  signIn: SignInConfig;
  /** Webhook deliveries (DESIGN 18; src/registry/webhooks). */
  webhooks: WebhookConfig;
  /** REGISTRY_METRICS_TOKEN: the bearer token of GET /metrics; undefined: metrics are off (404). */
  metricsToken?: string;
  /**
   * Security advisories (DESIGN 15): REGISTRY_ADVISORY_FEED_URL, the http(s) feed the server
   * imports once a day (registry/advisories/feeds/daily.ts); undefined: no daily import.
   */
  advisoryFeedUrl?: string;
  /**
   * REGISTRY_ADVISORY_FEED_KEY, sent as a Bearer token to the feed the daily import and
   * `registry advisories import URL` read (Wordfence Intelligence asks for one).
   */
  advisoryFeedKey?: string;
}

export interface WebhookConfig {
  /**
   * REGISTRY_WEBHOOK_ALLOW_HOSTS: hosts (`127.0.0.1`, `hooks.internal`) or host:port that
   * endpoints may name although they are not public, or over http; lower-case, IPv6 unbracketed.
   */
  allowHosts: Array<{ host: string; port?: number }>;
  /** REGISTRY_WEBHOOK_SIGNING_KEY: base64 of an Ed25519 private key's 32-byte seed, for `v1a` signatures. */
  signingKey?: Buffer;
  /** REGISTRY_WEBHOOK_SECRET_KEY: base64 of 32 bytes sealing the endpoints' secrets; local default: a file in the data dir. */
  secretKey?: Buffer;
  /** REGISTRY_WEBHOOK_POLL_MS: how often each instance looks for new audit entries and due retries. */
  pollMs: number;
}

/**
 * Longest link TTL with an identity: links are signed with a user delegation key, which Azure
 * issues for 7 days at most, and a key must outlive every link it signs with time to renew it
 * (see src/storage/azure/delegation.ts, which checks the same bound).
 */
export const MAX_DELEGATED_LINK_TTL_SECONDS = 6 * 24 * 3600;
/** REGISTRY_LINK_TTL_SECONDS when unset: download links live an hour. */
export const DEFAULT_LINK_TTL_SECONDS = 3600;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** A DNS name (labels of letters, digits and hyphens), as HOST may name the address to listen on. */
const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Base64 of exactly 32 bytes: an Ed25519 public key as WordPress writes it (src/packages/signature.ts). */
const PUBLIC_KEY_TEXT = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

function signingKeys(value: string | undefined, problems: string[]): string[] {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  for (const key of keys) {
    if (!PUBLIC_KEY_TEXT.test(key)) {
      problems.push(
        `REGISTRY_SIGNING_KEYS must list Ed25519 public keys (base64 of 32 bytes, as "node publish/registry-publish.mjs keygen" prints them), separated by commas; "${key}" is not one.`,
      );
    }
  }
  return keys;
}

/** `host`, `host:port`, `[v6]` or `[v6]:port`, comma-separated. */
function allowHosts(value: string | undefined, problems: string[]): WebhookConfig['allowHosts'] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.flatMap((entry) => {
    const match = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry);
    const port = match?.[2] === undefined ? undefined : Number(match[2]);
    if (!match || (port !== undefined && (port < 1 || port > 65535))) {
      problems.push(
        `REGISTRY_WEBHOOK_ALLOW_HOSTS must list hosts, host:port or [IPv6]:port, separated by commas; "${entry}" is not one.`,
      );
      return [];
    }
    return [{ host: match[1], ...(port === undefined ? {} : { port }) }];
  });
}

/** Base64 of exactly 32 bytes, or a problem naming the variable. */
function keyBytes(name: string, value: string | undefined, problems: string[]): Buffer | undefined {
  if (value === undefined) return undefined;
  const bytes = Buffer.from(value, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=$/.test(value) || bytes.length !== 32) {
    problems.push(`${name} must be base64 of 32 bytes (e.g. "openssl rand -base64 32"); the value set is not.`);
    return undefined;
  }
  return bytes;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const { read, int, url, tableName } = envReader(env, problems);

  const port = int('PORT', 8080, 0, 65535);
  const host = read('HOST');
  if (host !== undefined && !isIP(host) && !HOST_NAME.test(host)) {
    problems.push(`HOST must be an IP address or a host name to listen on (127.0.0.1, ::1, localhost); got "${host}".`);
  }
  const baseUrl = url('REGISTRY_BASE_URL', `http://localhost:${port}`);
  const storage = read('REGISTRY_STORAGE') ?? 'local';
  if (storage !== 'local' && storage !== 'azure') {
    problems.push(`REGISTRY_STORAGE must be "local" or "azure"; got "${storage}".`);
  }
  const { connectionString, identity } = azureAccess(read, problems, storage);
  const downloadUrl = read('REGISTRY_DOWNLOAD_URL') === undefined ? undefined : url('REGISTRY_DOWNLOAD_URL', '');
  const trustProxy = read('REGISTRY_TRUST_PROXY') ?? 'loopback, linklocal, uniquelocal';
  const baseUrlIsFixed = read('REGISTRY_BASE_URL') !== undefined;
  const sites = read('REGISTRY_SITES') ?? 'open';
  if (sites !== 'open' && sites !== 'enrolled' && sites !== 'approved')
    problems.push(`REGISTRY_SITES must be "open", "enrolled" or "approved"; got "${sites}".`);
  const inventory = read('REGISTRY_INVENTORY') ?? 'all';
  if (inventory !== 'all' && inventory !== 'managed')
    problems.push(`REGISTRY_INVENTORY must be "all" or "managed"; got "${inventory}".`);
  const config: Config = {
    port,
    host,
    baseUrl,
    baseUrlIsFixed,
    trustProxy: trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    storage: storage as StorageKind,
    dataDir: path.resolve(read('REGISTRY_DATA_DIR') ?? './data'),
    azure: {
      connectionString,
      identity,
      table: tableName(
        'REGISTRY_AZURE_TABLE',
        'registry',
        /^[A-Za-z][A-Za-z0-9]{2,62}$/,
        'must be 3-63 letters and digits, starting with a letter',
      ),
      container: tableName(
        'REGISTRY_AZURE_CONTAINER',
        'packages',
        /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/,
        'must be 3-63 lower-case letters, digits and single hyphens',
      ),
    },
    downloadUrl,
    author: { name: read('REGISTRY_AUTHOR_NAME') ?? 'Registry', uri: url('REGISTRY_AUTHOR_URI', baseUrl) },
    authorUriIsFixed: read('REGISTRY_AUTHOR_URI') !== undefined || baseUrlIsFixed,
    signingSecret: read('REGISTRY_SIGNING_SECRET'),
    signingKeys: signingKeys(read('REGISTRY_SIGNING_KEYS'), problems),
    sites: sites as SiteMode,
    inventory: inventory as InventoryMode,
    defaultGate: read('REGISTRY_DEFAULT_GATE'),
    maxUploadBytes: int('REGISTRY_MAX_UPLOAD_BYTES', 104_857_600, 1024, 2 ** 40),
    linkTtlSeconds: int('REGISTRY_LINK_TTL_SECONDS', DEFAULT_LINK_TTL_SECONDS, 60, 7 * 24 * 3600),
    installsRefreshSeconds: int('REGISTRY_INSTALLS_REFRESH_SECONDS', 3600, 1, 7 * 24 * 3600),
    keepAliveSeconds: int('REGISTRY_KEEP_ALIVE_SECONDS', 65, 1, 3600),
    bodyIdleSeconds: int('REGISTRY_BODY_IDLE_SECONDS', 60, 1, 3600),
    responseCacheBytes: int('REGISTRY_RESPONSE_CACHE_MB', 128, 0, 64 * 1024) * 2 ** 20,
    sqliteCacheMiB: int('REGISTRY_SQLITE_CACHE_MB', 32, 1, 64 * 1024),
    cacheCheckMs: int('REGISTRY_CACHE_CHECK_MS', 1000, 0, 60_000),
    corsOrigins: (read('REGISTRY_CORS_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    composerVendor: tableName(
      'REGISTRY_COMPOSER_VENDOR',
      'registry',
      /^[a-z0-9]+([_.-][a-z0-9]+)*$/,
      'must be a Composer vendor name: lower-case letters and digits, single ".", "_" or "-" between them',
    ),
    logLevel: read('LOG_LEVEL') ?? 'info',
    validateResponses: read('REGISTRY_VALIDATE_RESPONSES') === '1',
    signIn: signInConfig(read, problems, baseUrl),
    webhooks: {
      allowHosts: allowHosts(read('REGISTRY_WEBHOOK_ALLOW_HOSTS'), problems),
      signingKey: keyBytes('REGISTRY_WEBHOOK_SIGNING_KEY', read('REGISTRY_WEBHOOK_SIGNING_KEY'), problems),
      secretKey: keyBytes('REGISTRY_WEBHOOK_SECRET_KEY', read('REGISTRY_WEBHOOK_SECRET_KEY'), problems),
      pollMs: int('REGISTRY_WEBHOOK_POLL_MS', 1000, 100, 60_000),
    },
    metricsToken: read('REGISTRY_METRICS_TOKEN'),
    advisoryFeedUrl: read('REGISTRY_ADVISORY_FEED_URL'),
    advisoryFeedKey: read('REGISTRY_ADVISORY_FEED_KEY'),
  };
  if (config.advisoryFeedUrl !== undefined && !isHttpUrl(config.advisoryFeedUrl))
    problems.push(`REGISTRY_ADVISORY_FEED_URL must be an http(s) URL; got "${config.advisoryFeedUrl}".`);
  if (config.metricsToken !== undefined && config.metricsToken.length < 16)
    problems.push('REGISTRY_METRICS_TOKEN must be at least 16 characters.');
  if (config.signingSecret !== undefined && config.signingSecret.length < 32) {
    problems.push('REGISTRY_SIGNING_SECRET must be at least 32 characters.');
  }
  if (config.storage === 'azure' && config.azure.identity && config.linkTtlSeconds > MAX_DELEGATED_LINK_TTL_SECONDS) {
    problems.push(
      `REGISTRY_LINK_TTL_SECONDS must be at most ${MAX_DELEGATED_LINK_TTL_SECONDS} (6 days) without a connection string: ` +
        `links are then signed with a user delegation key, which Azure issues for 7 days at most; got "${config.linkTtlSeconds}".`,
    );
  }
  for (const origin of config.corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`REGISTRY_CORS_ORIGINS must list http(s) origins; got "${origin}".`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
