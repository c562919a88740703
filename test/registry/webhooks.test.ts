/**
 * The webhook rules and deliveries below HTTP, on the local adapter in a temporary folder with a
 * real receiver on loopback: which addresses are public, which events an endpoint gets, the retry
 * schedule, sealed secrets, a backlog larger than one pass, redirects not followed, the attempt's
 * timeout, and disabling after five days of failures.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { auditEntry } from '../../src/present/audit.js';
import { Destinations, isPublicAddress } from '../../src/registry/webhooks/destination.js';
import { checkEvents, subscribes } from '../../src/registry/webhooks/events.js';
import { createWebhooks, type Webhooks } from '../../src/registry/webhooks/index.js';
import { nextAttempt, retryAfterMs, RETRY_DELAYS_MS } from '../../src/registry/webhooks/schedule.js';
import { SecretBox } from '../../src/registry/webhooks/secret-box.js';
import { send } from '../../src/registry/webhooks/send.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, AuditStamp } from '../../src/storage/types.js';
import { testTempDir } from '../support/temp-dirs.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const stamp: AuditStamp = { actor: { keyId: 'k1', keyName: 'ops' }, requestId: null };

describe('rules', () => {
  it('only public unicast addresses are public', () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('an endpoint gets the actions it names, the prefixes ending in .*, or everything with *', () => {
    expect(subscribes(['plugin.version.rollout'], 'plugin.version.rollout')).toBe(true);
    expect(subscribes(['plugin.*'], 'plugin.version.rollout')).toBe(true);
    expect(subscribes(['plugin.version.*'], 'plugin.upload')).toBe(false);
    expect(subscribes(['plugin.*'], 'theme.upload')).toBe(false);
    expect(subscribes(['*'], 'key.revoke')).toBe(true);
    expect(() => checkEvents(['plugin.*', 'advisory.*', 'site.update', '*'])).not.toThrow();
    expect(() => checkEvents(['plugin.uplaod'])).toThrow(/names no action/);
    expect(() => checkEvents(['nothing.*'])).toThrow(/names no action/);
  });

  it('retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each failure (10 % jitter), Retry-After within 1 s and 10 h', () => {
    const delays = RETRY_DELAYS_MS.map((_, n) => nextAttempt(n + 1, 0, undefined, () => 0));
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(nextAttempt(1, 0, undefined, () => 0.999)).toBeLessThanOrEqual(5_500);
    expect(nextAttempt(8, 0, undefined)).toBeNull();
    expect(nextAttempt(1, 0, retryAfterMs('120', 0))).toBe(120_000);
    expect(nextAttempt(1, 0, retryAfterMs('0', 0))).toBe(1_000);
    expect(nextAttempt(1, 0, retryAfterMs('999999', 0))).toBe(36_000_000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });

  it('a sealed secret opens only under its key and for its endpoint', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('wh_a', 'whsec_c2VjcmV0');
    expect(sealed).not.toContain('c2VjcmV0');
    expect(box.open('wh_a', sealed)).toBe('whsec_c2VjcmV0');
    expect(box.open('wh_b', sealed)).toBeUndefined();
    expect(new SecretBox(randomBytes(32)).open('wh_a', sealed)).toBeUndefined();
    const tampered = `${sealed.slice(0, -4)}AAA=`;
    expect(box.open('wh_a', tampered)).toBeUndefined();
  });
});

describe('deliveries', () => {
  let storage: AdapterStorage;
  let webhooks: Webhooks;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    const dataDir = testTempDir('webhooks');
    const config = loadConfig({ REGISTRY_DATA_DIR: dataDir, REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1' });
    storage = createLocalStorage({ dataDir, baseUrl: 'http://127.0.0.1' });
    webhooks = createWebhooks({ config, storage, present: auditEntry });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await storage?.close();
  });
  const refused = (n: number) =>
    storage.audit.append({
      action: 'plugin.upload.refused',
      type: 'plugin',
      slug: `p${n}`,
      version: '1.0.0',
      actor: stamp.actor,
      requestId: null,
      changes: {},
      reason: 'unsigned',
    });

  it('a backlog larger than one pass drains over several passes, every event once, in order', async () => {
    const { record } = await webhooks.endpoints.create(
      { url: `${receiver.url}/backlog`, events: ['plugin.upload.refused'] },
      stamp,
    );
    const appended = [];
    for (let n = 0; n < 520; n++) appended.push((await refused(n)).id);
    // 100 attempts per endpoint and pass: six passes send them all.
    for (let pass = 0; pass < 6; pass++) await webhooks.deliveries.pass();
    const ids = receiver.received.filter((r) => r.path === '/hook/backlog').map((r) => r.headers['webhook-id']);
    expect(ids).toEqual(appended);
    await webhooks.endpoints.delete(record.id, stamp);
  });

  it('a redirect is not followed: the attempt fails with its status and is retried later', async () => {
    receiver.answerWith((request) =>
      request.path === '/hook/moved'
        ? { status: 302, headers: { Location: `${receiver.url}/target` } }
        : { status: 200 },
    );
    const { record } = await webhooks.endpoints.create(
      { url: `${receiver.url}/moved`, events: ['plugin.upload.refused'] },
      stamp,
    );
    await refused(1000);
    await webhooks.deliveries.pass();
    expect(receiver.received.filter((r) => r.path === '/hook/target')).toEqual([]);
    const [delivery] = (await storage.webhooks.deliveries(record.id, { offset: 0, limit: 1 })).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatus: 302,
      lastError: 'The endpoint answered 302.',
    });
    await webhooks.endpoints.delete(record.id, stamp);
    receiver.answerWith(() => ({ status: 200 }));
  });

  it('an attempt gives up when no answer comes in time', async () => {
    receiver.answerWith(() => 'hold');
    const started = Date.now();
    const attempt = await send(
      new Destinations([{ host: '127.0.0.1' }]),
      new URL(`${receiver.url}/slow`),
      {},
      '{}',
      300,
    );
    expect(attempt).toEqual({ status: null, error: 'No answer within 0.3 s.' });
    expect(Date.now() - started).toBeLessThan(2_000);
    receiver.answerWith(() => ({ status: 200 }));
  });

  it('five days of failures without a success disable the endpoint, with webhook.disable by the deliveries', async () => {
    receiver.answerWith(() => ({ status: 500 }));
    const { record } = await webhooks.endpoints.create(
      { url: `${receiver.url}/failing`, events: ['plugin.upload.refused'] },
      stamp,
    );
    // The endpoint has been failing for six days: its cursor says so (taken and let go as an instance would).
    const now = new Date().toISOString();
    const cursor = await storage.webhooks.lease(record.id, 'earlier-instance', now, now);
    await storage.webhooks.advance(record.id, 'earlier-instance', {
      ...cursor!,
      failingSince: new Date(Date.now() - 6 * 86_400_000).toISOString(),
    });
    await refused(2000);
    await webhooks.deliveries.pass();
    const disabled = (await storage.webhooks.get(record.id))!.disabled;
    expect(disabled?.reason).toMatch(/^Every delivery failed since /);
    const { entries } = await storage.audit.list({ action: 'webhook.disable', slug: record.id, offset: 0, limit: 5 });
    expect(entries).toHaveLength(1);
    expect(entries[0].actor).toEqual({ webhooks: true });
    receiver.answerWith(() => ({ status: 200 }));
  });
});
