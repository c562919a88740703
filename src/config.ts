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
  azure: { connectionString?: string; table: string; container: string };
  /** The `{download_url}` of links; undefined means "derive from base URL / container". */
  downloadUrl?: string;
  author: { name: string; uri: string };
  signingSecret?: string;
  maxUploadBytes: number;
  linkTtlSeconds: number;
  corsOrigins: string[];
  logLevel: string;
}

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
  if (storage === 'azure' && !connectionString) {
    problems.push('AZURE_STORAGE_CONNECTION_STRING is required when REGISTRY_STORAGE=azure.');
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
      table: tableName('REGISTRY_AZURE_TABLE', 'registry', /^[A-Za-z][A-Za-z0-9]{2,62}$/, 'must be 3-63 letters and digits, starting with a letter'),
      container: tableName('REGISTRY_AZURE_CONTAINER', 'packages', /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be 3-63 lower-case letters, digits and single hyphens'),
    },
    downloadUrl,
    author: { name: read('REGISTRY_AUTHOR_NAME') ?? 'Registry', uri: url('REGISTRY_AUTHOR_URI', baseUrl) },
    signingSecret: read('REGISTRY_SIGNING_SECRET'),
    maxUploadBytes: int('REGISTRY_MAX_UPLOAD_BYTES', 104_857_600, 1024, 2 ** 40),
    linkTtlSeconds: int('REGISTRY_LINK_TTL_SECONDS', 3600, 60, 7 * 24 * 3600),
    corsOrigins: (read('REGISTRY_CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    logLevel: read('LOG_LEVEL') ?? 'info',
  };
  if (config.signingSecret !== undefined && config.signingSecret.length < 32) {
    problems.push('REGISTRY_SIGNING_SECRET must be at least 32 characters.');
  }
  for (const origin of config.corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`REGISTRY_CORS_ORIGINS must list http(s) origins; got "${origin}".`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
