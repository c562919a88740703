/**
 * Several instances deliver each event once (DESIGN 18): two registries on one Azurite table,
 * changes made through both, one endpoint. The lease on the endpoint's cursor lets one instance
 * at a time serve it, so the receiver gets every event exactly once, in audit order.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, uploadForm } from '../support/client.js';
import { azureStoreEnv, azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const CHANGES = 12;
const names = randomAzureNames();
const connectionString = azuriteConnectionString();
const env = {
  ...azureStoreEnv(connectionString, names),
  REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  REGISTRY_WEBHOOK_POLL_MS: '100',
  REGISTRY_WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
};

let a: TestServer;
let b: TestServer;
let key: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  a = await startTestServer(env);
  b = await startTestServer(env);
  key = await a.key({ ...FULL_ACCESS, webhooks: ['read', 'create'] }, 'ops');
  receiver = await startReceiver();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await receiver?.close();
  await dropAzure(connectionString, names).catch(() => undefined);
});

describe('two instances on one Azure table', () => {
  it('deliver each event once, in audit order', async () => {
    const created = await keyedFetch(a.url, key, 'POST', '/webhooks', { url: receiver.url, events: ['plugin.upload'] });
    expect(created.status).toBe(201);
    for (let n = 0; n < CHANGES; n++) {
      const server = n % 2 === 0 ? a : b;
      const form = uploadForm('plugin', pluginZip({ slug: 'two-instances', version: `1.0.${n}` }));
      const upload = await keyedFetch(server.url, key, 'POST', '/plugins', form);
      expect(upload.status).toBe(201);
    }
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(CHANGES);
    // Both instances keep polling: a second delivery of any event would arrive within a few passes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(CHANGES);
    expect(new Set(ids).size).toBe(CHANGES);
    expect([...ids].sort()).toEqual(ids);
    const versions = receiver.received.map((r) => (JSON.parse(r.body) as { data: { version: string } }).data.version);
    expect(versions).toEqual(Array.from({ length: CHANGES }, (_, n) => `1.0.${n}`));
  }, 90_000);
});
