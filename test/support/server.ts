import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import pino from 'pino';
import { type AppServices, createApp, createAppServices } from '../../src/app.js';
import { generateKey } from '../../src/auth/api-keys.js';
import { loadConfig, type Config } from '../../src/config.js';
import { applyConnectionSettings } from '../../src/http/connections.js';
import { createStorage } from '../../src/storage/index.js';
import type { Scopes } from '../../src/auth/scopes.js';
import type { AdapterStorage, EnrollmentAllowance } from '../../src/storage/types.js';
import { azuriteConnectionString, blobNames, dropAzure, randomAzureNames } from './azure.js';
import { removeTestTempDir, testTempDir } from './temp-dirs.js';

/** The adapter the HTTP suites run on: `REGISTRY_TEST_STORAGE` (vitest.config.ts sets it per project). */
export const TEST_STORAGE: 'local' | 'azure' = process.env.REGISTRY_TEST_STORAGE === 'azure' ? 'azure' : 'local';

/** How the download links of the adapter under test look and answer. */
export interface LinkScheme {
  /** Links point at the service's own download endpoint (local) rather than at Blob Storage (azure SAS). */
  servedByService: boolean;
  /** The query parameter holding the signature, and its format. */
  signature: string;
  signatureFormat: RegExp;
  /** The link's expiry in Unix seconds. */
  expiresAt(link: URL): number;
  /** The same link with another expiry and the old signature. */
  withExpiry(link: URL, expiresAt: number): URL;
  /** The checksum a download names as its strong validator: the ETag (local) or Content-MD5 (Blob Storage). */
  checksumOf(response: Response): string | undefined;
}

const withParam = (link: URL, name: string, value: string) => {
  const changed = new URL(link);
  changed.searchParams.set(name, value);
  return changed;
};

export const LINKS: LinkScheme =
  TEST_STORAGE === 'azure'
    ? {
        servedByService: false,
        signature: 'sig',
        signatureFormat: /^[A-Za-z0-9+/]+=*$/,
        expiresAt: (link) => Date.parse(link.searchParams.get('se')!) / 1000,
        withExpiry: (link, expiresAt) =>
          withParam(link, 'se', new Date(expiresAt * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')),
        checksumOf: (response) =>
          Buffer.from(response.headers.get('content-md5') ?? '', 'base64').toString('hex') || undefined,
      }
    : {
        servedByService: true,
        signature: 'signature',
        signatureFormat: /^[0-9a-f]{64}$/,
        expiresAt: (link) => Number(link.searchParams.get('expires')),
        withExpiry: (link, expiresAt) => withParam(link, 'expires', String(expiresAt)),
        checksumOf: (response) => response.headers.get('etag')?.replace(/^"|"$/g, ''),
      };

export interface TestServer {
  url: string;
  config: Config;
  storage: AdapterStorage;
  /** The app's services: its webhook deliveries run from start to close. */
  services: AppServices;
  dataDir: string;
  /** Stored archives as `{plugins|themes}/{slug}/{file}`, sorted: files (local) or blobs (azure). */
  archiveNames(): Promise<string[]>;
  /** Files in the upload spool folder (storage.tempDir). */
  spooledFiles(): string[];
  /** Creates an API key with these scopes and returns the key itself. */
  /**
   * A new key. One with `sites:enroll` gets `enrollment`, else a fleet's allowance of 1 000 sites
   * (as `keys create --sites 1000` would): most suites enroll many made-up sites with one key.
   */
  key(scopes: Scopes, name?: string, enrollment?: EnrollmentAllowance): Promise<string>;
  /**
   * Settles once the start-up maintenance (in the background, from a second after start) has
   * finished: on a fresh data dir its last write moves the change token once, so a test that
   * counts storage reads of kept answers waits for it first.
   */
  maintained: Promise<void>;
  close(): Promise<void>;
}

export const ALL_PERMISSIONS = ['read', 'create', 'update', 'delete'] as const;
export const FULL_ACCESS: Scopes = {
  plugins: [...ALL_PERMISSIONS],
  themes: [...ALL_PERMISSIONS],
  sites: ['read', 'update', 'delete', 'enroll'],
  audit: ['read'],
};
/** The key every WordPress site gets: read packages, enroll itself; nothing else. */
export const SITE_ACCESS: Scopes = { plugins: ['read'], themes: ['read'], sites: ['enroll'] };

/**
 * A real registry on a free port, in a fresh temporary folder, on the adapter TEST_STORAGE
 * names (azure: Azurite from the global setup, with a table and container of its own).
 * Every response is checked against the spec: a violation comes back as a 500.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir?: string,
  options: { wrapStorage?: (storage: AdapterStorage) => AdapterStorage; responseCacheBytes?: number } = {},
): Promise<TestServer> {
  // A folder made here is this server's: removed by close(), or at once if the start fails.
  const dir = dataDir ?? testTempDir('test');
  const removeOwnDir = () => (dataDir === undefined ? removeTestTempDir(dir) : undefined);
  // Listen first so the configuration (and every link) can carry the real port.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await serve(server, dir, removeOwnDir, env, options);
  } catch (err) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    removeOwnDir();
    throw err;
  }
}

async function serve(
  server: http.Server,
  dir: string,
  removeOwnDir: () => void,
  env: Record<string, string>,
  options: NonNullable<Parameters<typeof startTestServer>[2]>,
): Promise<TestServer> {
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const azure =
    TEST_STORAGE === 'azure' ? { connectionString: azuriteConnectionString(), ...randomAzureNames() } : undefined;
  const storageEnv: Record<string, string> = azure
    ? {
        REGISTRY_STORAGE: 'azure',
        AZURE_STORAGE_CONNECTION_STRING: azure.connectionString,
        REGISTRY_AZURE_TABLE: azure.table,
        REGISTRY_AZURE_CONTAINER: azure.container,
      }
    : {};
  const config = loadConfig({
    REGISTRY_DATA_DIR: dir,
    REGISTRY_BASE_URL: url,
    PORT: url.split(':').pop()!,
    ...storageEnv,
    ...env,
  });
  let maintainedNow = () => {};
  const maintained = new Promise<void>((resolve) => (maintainedNow = resolve));
  const created = await createStorage(config, { sweep: true, onMaintenance: () => maintainedNow() });
  const storage = options.wrapStorage?.(created) ?? created;
  const logger = pino({ level: 'silent' });
  const services = createAppServices(config, storage, logger);
  const app = await createApp({
    config,
    storage,
    logger,
    validateResponses: true,
    responseCacheBytes: options.responseCacheBytes,
    services,
  }).catch(async (err: unknown) => {
    await storage.close();
    throw err;
  });
  applyConnectionSettings(server, config); // the service's own connection rules (src/server.ts)
  server.on('request', app);
  services.webhooks.deliveries.start();
  return {
    url,
    config,
    services,
    maintained,
    storage,
    dataDir: dir,
    async archiveNames() {
      if (azure) return blobNames(azure.connectionString, azure.container);
      const root = path.join(dir, 'archives');
      if (!fs.existsSync(root)) return [];
      const entries = fs.readdirSync(root, { recursive: true }) as string[];
      return entries
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
        .sort();
    },
    spooledFiles: () => fs.readdirSync(storage.tempDir),
    async key(scopes, name = 'test', enrollment) {
      const { key, id, hash } = generateKey();
      const allowance = scopes.sites?.includes('enroll') ? (enrollment ?? { sites: 1000 }) : undefined;
      await storage.keys.create({
        id,
        name,
        hash,
        scopes,
        createdAt: new Date().toISOString(),
        ...(allowance ? { enrollment: allowance } : {}),
      });
      return key;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.webhooks.deliveries.stop();
      await storage.close();
      if (azure) await dropAzure(azure.connectionString, azure).catch(() => undefined);
      removeOwnDir();
    },
  };
}
