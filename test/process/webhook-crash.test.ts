/**
 * The audit trail is the outbox (DESIGN 18): a registry killed with SIGKILL between a change and
 * its delivery (the receiver had the request but had not answered) delivers the event after a
 * restart, with the same webhook-id, signed so that the standardwebhooks package verifies it.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeyWithCli, childEnv, startChildServer } from '../support/child-server.js';
import { keyedFetch, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { startReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('webhooks across a crash', () => {
  it('an event whose delivery a SIGKILL cut off is delivered after the restart, with the same webhook-id', async () => {
    const receiver: WebhookReceiver = await startReceiver();
    stops.push(() => receiver.close());
    receiver.answerWith((_request, index) => (index === 0 ? 'hold' : { status: 200 }));
    const env = await childEnv({ REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1', REGISTRY_WEBHOOK_POLL_MS: '100' });
    const key = await createKeyWithCli(env, 'plugins:read,create', 'webhooks:read,create');
    const crashed = await startChildServer(env);
    const created = await keyedFetch(crashed.url, key, 'POST', '/webhooks', {
      url: receiver.url,
      events: ['plugin.upload'],
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const form = uploadForm('plugin', pluginZip({ slug: 'crash-hook', version: '1.0.0' }));
    const upload = await keyedFetch(crashed.url, key, 'POST', '/plugins', form);
    expect(upload.status).toBe(201);
    await expect.poll(() => receiver.received.length).toBe(1);

    const exited = new Promise((resolve) => crashed.process.once('exit', resolve));
    process.kill(-crashed.process.pid!, 'SIGKILL'); // the whole group: tsx's wrapper and the server
    await exited;
    const restarted = await startChildServer(env);
    stops.push(() => stopProcess(restarted.process));
    // The dead instance's lease on the cursor runs out (30 s at most), then the event goes out again.
    await expect.poll(() => receiver.received.length, { timeout: 60_000, interval: 250 }).toBe(2);
    const [first, second] = receiver.received;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const event = new Webhook(secret).verify(second.body, second.headers) as { type: string; data: { slug: string } };
    expect(event).toMatchObject({ type: 'plugin.upload', data: { slug: 'crash-hook' } });
  }, 120_000);
});
