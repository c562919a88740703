/**
 * The trail's `changes.gate`: stored in the domain's form (HealthGate), as an upload's
 * `rollout.gate` is, and presented in the API's (as GET .../rollout spells a gate) by GET /audit,
 * webhook payloads and the `audit` CLI's table, whichever form an entry was stored in: releases
 * before this one stored the API's, and those entries read as they always did.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTable } from '../../src/present/audit.js';
import type { AuditEntry, NewAuditEntry } from '../../src/storage/types.js';
import { keyedFetch, keyedOk, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const ENV = {
  REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  REGISTRY_WEBHOOK_POLL_MS: '100',
  REGISTRY_WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
};

let server: TestServer;
let key: string;
let receiver: WebhookReceiver;
useTestServer((started) => ({ server } = started), ENV);

const apiGate = { max_failed_percent: 50, min_sites: 2, action: 'halt' };
const domainGate = { maxFailedPercent: 50, minSites: 2, action: 'halt' };

/** A rollout entry as a release stored it, its gate in the form given. */
const stored = (slug: string, gate: unknown): NewAuditEntry => ({
  action: 'plugin.version.rollout',
  type: 'plugin',
  slug,
  version: '1.0.0',
  actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'ops' },
  requestId: null,
  changes: { gate: [null, gate], percent: [100, 10] },
});

const presented = async (slug: string) =>
  (await keyedOk(server.url, key, 'GET', `/audit?slug=${slug}`)).entries as Array<Record<string, unknown>>;
/** The changes of the entries about `slug` that reached the webhook receiver. */
const delivered = (slug: string) =>
  receiver.received
    .map((request) => (JSON.parse(request.body) as { data: { slug: string; changes: unknown } }).data)
    .filter((data) => data.slug === slug)
    .map((data) => data.changes);
const storedEntries = async (slug: string): Promise<AuditEntry[]> =>
  (await server.storage.audit.list({ offset: 0, limit: 10, slug })).entries;

describe("the trail's changes.gate", () => {
  /** Sends with the key, expecting the status. */
  const sent = async (status: number, method: string, path: string, body: unknown) =>
    expect((await keyedFetch(server.url, key, method, path, body)).status).toBe(status);
  beforeAll(async () => {
    receiver = await startReceiver();
    key = await server.key({ ...FULL_ACCESS, webhooks: ['read', 'create'] }, 'ops');
    await sent(201, 'POST', '/webhooks', { url: `${receiver.url}/gate`, events: ['plugin.version.rollout'] });
    await sent(201, 'POST', '/plugins', uploadForm('plugin', pluginZip({ slug: 'acme-gated', version: '1.0.0' })));
    const path = '/plugins/acme-gated/versions/1.0.0/rollout';
    await sent(200, 'PATCH', path, { gate: { max_failed_percent: 50, min_sites: 2 } });
    await sent(200, 'PATCH', path, { gate: null });
  });
  afterAll(() => receiver.close());

  it("is stored in the domain's form by a rollout change", async () => {
    const changes = (await storedEntries('acme-gated'))
      .filter((e) => e.action === 'plugin.version.rollout')
      .map((e) => e.changes.gate);
    expect(changes).toEqual([
      [domainGate, null],
      [null, domainGate],
    ]);
  });

  it("is presented in the API's form by GET /audit", async () => {
    const changes = (await presented('acme-gated'))
      .filter((e) => e.action === 'plugin.version.rollout')
      .map((e) => (e.changes as Record<string, unknown>).gate);
    expect(changes).toEqual([
      [apiGate, null],
      [null, apiGate],
    ]);
    await expect.poll(() => delivered('acme-gated').length).toBe(2);
    expect(delivered('acme-gated').map((c: any) => c.gate)).toEqual([
      [null, apiGate],
      [apiGate, null],
    ]);
  });

  it("an entry stored in the API's form (earlier releases) and one in the domain's are presented the same", async () => {
    await server.storage.audit.append(stored('acme-old-form', apiGate));
    await server.storage.audit.append(stored('acme-new-form', domainGate));
    const [old] = await presented('acme-old-form');
    const [current] = await presented('acme-new-form');
    expect(old.changes).toEqual({ gate: [null, apiGate], percent: [100, 10] });
    expect(current.changes).toEqual(old.changes);
    await expect
      .poll(() => [delivered('acme-old-form'), delivered('acme-new-form')])
      .toEqual([[old.changes], [old.changes]]);
    // The CLI's table, from the entries as stored: the same cells.
    const cells = async (slug: string) =>
      auditTable(await storedEntries(slug))
        .split('\n')[1]
        .split(/\s{2,}/)
        .at(-1);
    expect(await cells('acme-new-form')).toBe(await cells('acme-old-form'));
    // Cut to the table's cell width, the API's spelling still shows.
    expect(await cells('acme-old-form')).toBe('gate: null -> {"max_failed_percent":50,"min_sites":2,"actio…');
  });
});
