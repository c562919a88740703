/**
 * The registry app on the azure adapter with a credential the test injects (AzuriteTokenCredential)
 * instead of DefaultAzureCredential: what `startTestServer` builds in-process, as a child process,
 * because only a process started with NODE_EXTRA_CA_CERTS trusts the test's certificate.
 *
 * Run with tsx and the environment of `registry serve` (AZURE_STORAGE_BLOB_URL/TABLE_URL...) plus
 * TEST_TENANT_ID and TEST_OBJECT_ID (whom the tokens stand for) and TEST_KEY_FILE (where it writes
 * a plugins key it created). Prints `registry listening` when it is.
 */
import fs from 'node:fs';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { generateKey } from '../../src/auth/api-keys.js';
import { loadConfig } from '../../src/config.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { AzuriteTokenCredential } from './azure-oauth.js';

const config = loadConfig();
if (!config.azure.identity)
  throw new Error(
    'azure-identity-app needs AZURE_STORAGE_BLOB_URL and AZURE_STORAGE_TABLE_URL (or AZURE_STORAGE_ACCOUNT_NAME).',
  );
const credential = new AzuriteTokenCredential({
  tenantId: process.env.TEST_TENANT_ID!,
  objectId: process.env.TEST_OBJECT_ID!,
});
const storage = await createAzureStorage({
  ...config.azure.identity,
  credential,
  table: config.azure.table,
  container: config.azure.container,
  linkTtlSeconds: config.linkTtlSeconds,
  sweep: true,
});
const { key, id, hash } = generateKey();
await storage.keys.create({
  id,
  name: 'identity-test',
  hash,
  scopes: { plugins: ['read', 'create', 'update', 'delete'], themes: ['read'] },
  createdAt: new Date().toISOString(),
});
const app = await createApp({ config, storage, logger: pino({ level: 'silent' }), validateResponses: true });
fs.writeFileSync(process.env.TEST_KEY_FILE!, key);
const server = app.listen(config.port, '127.0.0.1', () => {
  process.stdout.write(`registry listening on ${config.port} (tokens issued so far: ${credential.issued})\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void storage.close().then(() => process.exit(0)));
});
