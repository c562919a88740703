/**
 * Webhooks over a real server, on both adapters (DESIGN 18): endpoints with their secret shown
 * once and never stored or audited in clear; a receiver on loopback that verifies every delivery
 * with the `standardwebhooks` package gets an upload and a health gate's stop; a failing receiver
 * is retried (its Retry-After honoured) and then succeeds with the same webhook-id; a 410
 * disables the endpoint with an audit entry; destinations not allowed (a loopback address missing
 * from the allow-list, a name resolving to loopback) are refused when saved and when delivered.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, keyedJson, uploadWithKey } from '../support/client.js';
import { pluginReport } from '../support/outcomes.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, postJson } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';
import { type Received, startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const seed = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
const ENV = {
  REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
  REGISTRY_WEBHOOK_POLL_MS: '100',
  REGISTRY_WEBHOOK_SIGNING_KEY: seed.toString('base64'),
  REGISTRY_WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
};

let server: TestServer;
let key: string;
let receiver: WebhookReceiver;
useTestServer((started) => ({ server } = started), ENV);
beforeAll(async () => {
  key = await server.key({ ...FULL_ACCESS, webhooks: ['read', 'create', 'update', 'delete'] }, 'ops');
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

async function call(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
  return keyedJson(server.url, key, method, route, body);
}

async function upload(version: string, fields: Record<string, string> = {}) {
  await uploadWithKey(server.url, key, 'plugin', pluginZip({ slug: 'hooked', version }), fields);
}

/** The deliveries a receiver got at `/hook/{name}` that carry an event of `type`, each verified with the endpoint's secret. */
function verified(name: string, secret: string, type?: string): Array<{ id: string; event: any; request: Received }> {
  const hook = new Webhook(secret);
  return receiver.received
    .filter((request) => request.path === `/hook/${name}`)
    .map((request) => ({ request, event: hook.verify(request.body, request.headers) as any }))
    .filter(({ event }) => type === undefined || event.type === type)
    .map(({ request, event }) => ({ id: request.headers['webhook-id'], event, request }));
}

describe('webhook endpoints', () => {
  it('answers the secret once, lists the endpoint without it, and keeps it out of the trail and the files', async () => {
    const created = await call('POST', '/webhooks', {
      url: `${receiver.url}/trail?token=abc123`,
      events: ['webhook.*'],
      description: 'trail',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^wh_[0-9a-f]{16}$/),
      events: ['webhook.*'],
      disabled: null,
    });
    const { secret } = created.body;
    expect(secret).toMatch(/^whsec_/);
    const listed = await call('GET', '/webhooks');
    const shown = listed.body.webhooks.find((w: any) => w.id === created.body.id);
    expect(shown).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    const entry = (await call('GET', `/audit?action=webhook.create&slug=${created.body.id}`)).body.entries[0];
    // The URL's path and query (a chat tool's token) are cut from the trail.
    expect(entry.changes.url).toEqual([null, `http://127.0.0.1:${receiver.port}/…`]);
    expect(JSON.stringify(entry)).not.toContain('abc123');
    expect(JSON.stringify(entry)).not.toContain(secret.slice(6));
    if (server.config.storage === 'local') {
      const bytes = fs.readFileSync(path.join(server.dataDir, 'webhooks.sqlite'));
      expect(bytes.includes(Buffer.from(secret.slice(6)))).toBe(false);
    }
    expect((await call('DELETE', `/webhooks/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/webhooks/${created.body.id}`)).status).toBe(404);
  });

  it('needs the webhooks scope', async () => {
    const plain = await server.key(FULL_ACCESS, 'no-webhooks');
    const response = await keyedFetch(server.url, plain, 'GET', '/webhooks');
    expect(response.status).toBe(403);
    expect(((await response.json()) as any).messages.error).toBe('This API key lacks the webhooks:read permission.');
  });

  it('refuses events that name no action, and destinations not allowed: a loopback address missing from the allow-list, a name resolving to loopback, https to it', async () => {
    const bad = (await call('POST', '/webhooks', { url: receiver.url, events: ['plugin.uplaod'] })).body;
    expect(bad.messages.error).toMatch(/^events: "plugin.uplaod" names no action/);
    const other = await call('POST', '/webhooks', { url: `http://127.0.0.2:${receiver.port}/hook`, events: ['*'] });
    expect(other.status).toBe(400);
    expect(other.body.messages.error).toMatch(
      /^url: must be https; http is allowed only to a host REGISTRY_WEBHOOK_ALLOW_HOSTS names/,
    );
    const tls = await call('POST', '/webhooks', { url: `https://127.0.0.2:${receiver.port}/hook`, events: ['*'] });
    expect(tls.body.messages.error).toMatch(
      /^url: 127\.0\.0\.2 resolves to 127\.0\.0\.2, which is not a public address/,
    );
    const named = await call('POST', '/webhooks', { url: `https://localhost:${receiver.port}/hook`, events: ['*'] });
    expect(named.status).toBe(400);
    expect(named.body.messages.error).toMatch(
      /^url: localhost resolves to (127\.0\.0\.1|::1), which is not a public address/,
    );
    const withUser = await call('POST', '/webhooks', {
      url: `http://me:pw@127.0.0.1:${receiver.port}/`,
      events: ['*'],
    });
    expect(withUser.body.messages.error).toMatch(/^url: must not carry a user name or password/);
    expect(
      (await call('GET', '/audit?type=webhook')).body.entries.filter((e: any) => e.action === 'webhook.create'),
    ).toHaveLength(1);
  });

  it('checks the resolved address at delivery too: an endpoint whose name resolves to loopback gets nothing', async () => {
    // Stored as if its name had resolved to a public address when it was saved (DNS rebinding).
    await upload('0.9.0');
    const created = await call('POST', '/webhooks', { url: receiver.url, events: ['plugin.update'] });
    await server.storage.webhooks.update(created.body.id, { url: `https://localhost:${receiver.port}/hook` });
    const before = receiver.received.length;
    expect((await call('PATCH', '/plugins/hooked', { banner_low: 'https://hooked.example/banner.png' })).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await call('GET', `/webhooks/${created.body.id}/deliveries`)).body.deliveries[0]?.last_error)
      .toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
    expect(receiver.received.length).toBe(before);
    await call('DELETE', `/webhooks/${created.body.id}`);
  });
});

describe('deliveries', () => {
  let secret: string;
  let id: string;
  beforeAll(async () => {
    await upload('1.0.0');
    const created = await call('POST', '/webhooks', {
      url: `${receiver.url}/main`,
      events: ['plugin.upload', 'plugin.version.*'],
    });
    ({ id, secret } = created.body);
  });

  it('a receiver verifying with standardwebhooks gets an upload, signed v1 and v1a, once per event', async () => {
    await upload('1.1.0');
    await expect.poll(() => verified('main', secret, 'plugin.upload').length).toBe(1);
    const [delivery] = verified('main', secret, 'plugin.upload');
    expect(delivery.event).toMatchObject({ type: 'plugin.upload', data: { slug: 'hooked', version: '1.1.0' } });
    expect(delivery.event.timestamp).toBe(delivery.event.data.time);
    expect(delivery.id).toBe(delivery.event.data.id);
    // v1a: Ed25519 of the same text, with the key GET /webhooks/public-key answers.
    const { public_key: publicKey } = (await call('GET', '/webhooks/public-key')).body;
    const v1a = delivery.request.headers['webhook-signature'].split(' ').find((s) => s.startsWith('v1a,'))!;
    const content = `${delivery.id}.${delivery.request.headers['webhook-timestamp']}.${delivery.request.body}`;
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey, 'base64')]);
    const keyObject = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from(content), keyObject, Buffer.from(v1a.slice(4), 'base64'))).toBe(true);
    // The upload before the endpoint existed was not sent: no backlog.
    expect(verified('main', secret, 'plugin.upload').map((d) => d.event.data.version)).toEqual(['1.1.0']);
    const listed = (await call('GET', `/webhooks/${id}/deliveries`)).body;
    expect(listed.deliveries[0]).toMatchObject({
      event: delivery.id,
      status: 'delivered',
      attempts: 1,
      last_status: 200,
    });
  });

  it("a health gate's stop reaches the receiver as plugin.version.rollout with the gate as actor", async () => {
    const siteKey = await server.key(SITE_ACCESS, 'site');
    const site = await enroll(server.url, siteKey, 'https://canary.example');
    await upload('2.0.0', {
      rollout_rings: 'canary',
      rollout_percent: '0',
      rollout_gate: 'max_unhealthy_percent=0,min_sites=1,action=halt',
    });
    const plugins = { 'hooked/hooked.php': { Version: '1.1.0' } };
    const check = await postJson(
      server.url,
      siteKey,
      '/update-check',
      { site: { url: site.url, ring: 'canary' }, plugins },
      site,
    );
    expect(check.status).toBe(200);
    const report = pluginReport('hooked', '1.1.0', '2.0.0', 'unhealthy', '500', 'critical error');
    expect((await postJson(server.url, siteKey, `/sites/${site.id}/reports`, { reports: [report] }, site)).status).toBe(
      200,
    );
    await expect
      .poll(
        () => verified('main', secret, 'plugin.version.rollout').filter((d) => d.event.data.actor.gate === true).length,
      )
      .toBe(1);
    const stop = verified('main', secret, 'plugin.version.rollout').find((d) => d.event.data.actor.gate === true)!;
    expect(stop.event.data).toMatchObject({ version: '2.0.0', changes: { halted: [false, true] } });
  });

  it('a failing receiver is retried, honouring its Retry-After, then succeeds with the same webhook-id, in order', async () => {
    let failures = 0;
    receiver.answerWith(() => (failures++ === 0 ? { status: 503, headers: { 'Retry-After': '1' } } : { status: 200 }));
    const from = receiver.received.length;
    await upload('2.1.0');
    await upload('2.2.0');
    const sent = () => receiver.received.slice(from).filter((r) => r.path === '/hook/main');
    await expect.poll(() => sent().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const ids = sent().map((r) => r.headers['webhook-id']);
    // 2.1.0 failed first, 2.2.0 was not held back by its retry, then 2.1.0 again with the same id.
    expect(ids[0]).toBe(ids[2]);
    expect(ids[1] > ids[0]).toBe(true);
    const deliveries = (await call('GET', `/webhooks/${id}/deliveries?per_page=2`)).body.deliveries;
    expect(deliveries.map((d: any) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 2],
    ]);
    receiver.answerWith(() => ({ status: 200 }));
  });

  it('retry sends a delivery again at once, with its id', async () => {
    const [latest] = (await call('GET', `/webhooks/${id}/deliveries?per_page=1`)).body.deliveries;
    const from = receiver.received.length;
    const retried = await call('POST', `/webhooks/${id}/deliveries/${latest.id}/retry`);
    expect(retried.body).toMatchObject({ id: latest.id, status: 'delivered', attempts: latest.attempts + 1 });
    expect(receiver.received.slice(from).map((r) => r.headers['webhook-id'])).toEqual([latest.id]);
    expect((await call('POST', `/webhooks/${id}/deliveries/1764671077512-9f3a01bc/retry`)).status).toBe(404);
  });

  it('a 410 disables the endpoint, with webhook.disable in the trail; PATCH disabled: false enables it again', async () => {
    receiver.answerWith(() => ({ status: 410 }));
    await upload('2.3.0');
    await expect
      .poll(async () => (await call('GET', `/webhooks/${id}`)).body.disabled)
      .toMatchObject({
        reason: 'The endpoint answered 410 Gone.',
      });
    const entry = (await call('GET', `/audit?action=webhook.disable&slug=${id}`)).body.entries[0];
    expect(entry.actor).toEqual({ webhooks: true });
    receiver.answerWith(() => ({ status: 200 }));
    const enabled = await call('PATCH', `/webhooks/${id}`, { disabled: false });
    expect(enabled.body.disabled).toBeNull();
    await upload('2.4.0');
    await expect
      .poll(() => verified('main', secret, 'plugin.upload').map((d) => d.event.data.version))
      .toContain('2.4.0');
  });
});
