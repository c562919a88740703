/**
 * Webhook secrets are secrets (DESIGN 18): a real server process at log level trace creates an
 * endpoint, delivers to it (a failure, then a success), lists it and its deliveries; the secret
 * shows in the creation's answer only: never in the output, another answer, the audit trail or
 * any file of the data dir in clear (where it is kept sealed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { keyedFetch, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { startReceiver } from '../support/webhook-receiver.js';

describe('webhook secrets in a whole run', () => {
  it('never leave the creation answer in clear', async () => {
    const receiver = await startReceiver();
    receiver.answerWith((_request, index) =>
      index === 0 ? { status: 500, headers: { 'Retry-After': '1' } } : { status: 200 },
    );
    const env = await childEnv({
      LOG_LEVEL: 'trace',
      REGISTRY_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      REGISTRY_WEBHOOK_POLL_MS: '100',
    });
    const key = await createKeyWithCli(env, 'plugins:read,create', 'webhooks:read,create,update', 'audit:read');
    const server = await startChildServer(env);
    const answers: string[] = [];
    const call = async (method: string, route: string, body?: unknown) => {
      const response = await keyedFetch(server.url, key, method, route, body);
      const text = await response.text();
      answers.push(text);
      return JSON.parse(text);
    };
    try {
      const created = await call('POST', '/webhooks', { url: receiver.url, events: ['plugin.*'] });
      answers.pop(); // the one answer that carries it
      const secret: string = created.secret;
      const form = uploadForm('plugin', pluginZip({ slug: 'secret-hook', version: '1.0.0' }));
      expect((await keyedFetch(server.url, key, 'POST', '/plugins', form)).status).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
      expect(new Webhook(secret).verify(receiver.received[1].body, receiver.received[1].headers)).toMatchObject({
        type: 'plugin.upload',
      });
      await call('GET', '/webhooks');
      await call('GET', `/webhooks/${created.id}`);
      await call('GET', `/webhooks/${created.id}/deliveries`);
      await call('PATCH', `/webhooks/${created.id}`, { description: 'renamed' });
      await call('GET', '/audit?type=webhook');
      await stopProcess(server.process);
      const secretText = secret.slice('whsec_'.length);
      const secretBytes = Buffer.from(secretText, 'base64');
      expect(server.output()).not.toContain(secretText);
      for (const answer of answers) expect(answer).not.toContain(secretText);
      for (const file of fs.readdirSync(env.REGISTRY_DATA_DIR!, { recursive: true }) as string[]) {
        const full = path.join(env.REGISTRY_DATA_DIR!, file);
        if (!fs.statSync(full).isFile()) continue;
        const bytes = fs.readFileSync(full);
        expect(bytes.includes(Buffer.from(secretText)), file).toBe(false);
        expect(bytes.includes(secretBytes), file).toBe(false);
      }
    } finally {
      await stopProcess(server.process);
      await receiver.close();
    }
  }, 90_000);
});
