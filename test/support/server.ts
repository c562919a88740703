import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { generateKey } from '../../src/auth/api-keys.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createStorage } from '../../src/storage/index.js';
import type { Scopes, Storage } from '../../src/storage/types.js';

export interface TestServer {
  url: string;
  config: Config;
  storage: Storage;
  dataDir: string;
  /** Creates an API key with these scopes and returns the key itself. */
  key(scopes: Scopes, name?: string): Promise<string>;
  close(): Promise<void>;
}

export const ALL_PERMISSIONS = ['read', 'create', 'update', 'delete'] as const;
export const FULL_ACCESS: Scopes = { plugins: [...ALL_PERMISSIONS], themes: [...ALL_PERMISSIONS] };

/**
 * A real registry on a free port with the local adapter in a fresh temporary folder.
 * Every response is checked against the spec: a violation comes back as a 500.
 */
export async function startTestServer(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  // Listen first so the configuration (and every link) can carry the real port.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const config = loadConfig({ REGISTRY_DATA_DIR: dir, REGISTRY_BASE_URL: url, PORT: url.split(':').pop()!, ...env });
  const storage = await createStorage(config, { sweep: true });
  const app = await createApp({ config, storage, logger: pino({ level: 'silent' }), validateResponses: true });
  server.on('request', app);
  return {
    url,
    config,
    storage,
    dataDir: dir,
    async key(scopes, name = 'test') {
      const { key, id, hash } = generateKey();
      await storage.createKey({ id, name, hash, scopes, createdAt: new Date().toISOString() });
      return key;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await storage.close();
    },
  };
}
