import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditStamp, WebhookDelivery, WebhookRecord } from '../../../src/storage/types.js';
import { type StoreFactory, useFreshStore } from './context.js';

const stamp: AuditStamp = { actor: { keyId: 'k1', keyName: 'ops' }, requestId: 'req-1' };

function endpoint(url = 'https://hooks.example.com/registry/T0KEN?sig=abc'): WebhookRecord {
  return {
    id: `wh_${randomBytes(8).toString('hex')}`,
    url,
    events: ['plugin.*'],
    description: 'chat',
    sealedSecret: 'v1.sealed',
    createdAt: new Date().toISOString(),
    startAfter: '',
    disabled: null,
  };
}

const delivery = (webhookId: string, eventId: string): WebhookDelivery => ({
  webhookId,
  eventId,
  type: 'plugin.upload',
  status: 'pending',
  attempts: 0,
  lastStatus: null,
  lastError: null,
  lastAttempt: null,
  nextAttempt: null,
});

export function webhookEndpoints(factory: StoreFactory): void {
  describe('webhook endpoints', () => {
    const store = useFreshStore(factory);

    it('create, get, list, update and delete an endpoint, each with its entry, the URL cut to its origin', async () => {
      const { storage } = store();
      const record = endpoint();
      await storage.webhooks.create(record, stamp);
      expect(await storage.webhooks.get(record.id)).toEqual(record);
      expect(await storage.webhooks.list()).toEqual([record]);
      const changed = await storage.webhooks.update(record.id, { events: ['*'] }, stamp);
      expect(changed?.after.events).toEqual(['*']);
      const same = await storage.webhooks.update(record.id, { events: ['*'] }, stamp);
      expect(same?.before).toEqual(same?.after);
      await storage.webhooks.update(record.id, { disabled: { time: record.createdAt, reason: 'gone' } }, stamp);
      expect(await storage.webhooks.delete(record.id, stamp)).toMatchObject({ id: record.id });
      expect(await storage.webhooks.get(record.id)).toBeUndefined();
      expect(await storage.webhooks.update(record.id, { events: ['*'] })).toBeUndefined();
      const { entries } = await storage.audit.list({ type: 'webhook', offset: 0, limit: 10 });
      expect(entries.map((e) => e.action)).toEqual([
        'webhook.delete',
        'webhook.disable',
        'webhook.update',
        'webhook.create',
      ]);
      expect(entries[3].changes.url).toEqual([null, 'https://hooks.example.com/…']);
      expect(JSON.stringify(entries)).not.toMatch(/T0KEN|sig=abc|sealed/);
    });

    it("an endpoint's entries are part of the trail an export reads", async () => {
      const { storage } = store();
      const record = endpoint();
      await storage.webhooks.create(record, stamp);
      const actions = await storage.bulk.snapshot(async (view) => {
        const seen: string[] = [];
        for await (const entry of view.audit()) if (entry.slug === record.id) seen.push(entry.action);
        return seen;
      });
      expect(actions).toEqual(['webhook.create']);
    });

    it('one lease holder at a time; an expired lease passes to another; advance needs the lease', async () => {
      const { storage } = store();
      const record = endpoint();
      await storage.webhooks.create(record);
      const now = new Date().toISOString();
      const later = new Date(Date.now() + 30_000).toISOString();
      expect(await storage.webhooks.lease(record.id, 'a', now, later)).toEqual({ position: '', failingSince: null });
      expect(await storage.webhooks.lease(record.id, 'b', now, later)).toBeUndefined();
      expect(await storage.webhooks.advance(record.id, 'b', { position: 'x', failingSince: null })).toBe(false);
      expect(await storage.webhooks.advance(record.id, 'a', { position: '1', failingSince: now })).toBe(true);
      expect(await storage.webhooks.lease(record.id, 'a', now, later)).toEqual({ position: '1', failingSince: now });
      const afterExpiry = new Date(Date.now() + 60_000).toISOString();
      expect(await storage.webhooks.lease(record.id, 'b', afterExpiry, afterExpiry)).toMatchObject({ position: '1' });
      expect(await storage.webhooks.lease('wh_0000000000000000', 'a', now, later)).toBeUndefined();
    });

    it('concurrent leases: exactly one of many instances wins', async () => {
      const { storage } = store();
      const record = endpoint();
      await storage.webhooks.create(record);
      const now = new Date().toISOString();
      const until = new Date(Date.now() + 30_000).toISOString();
      const won = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((owner) => storage.webhooks.lease(record.id, owner, now, until)),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
    });

    it('deliveries: added once, pending oldest first, pages newest first, updated in place', async () => {
      const { storage } = store();
      const record = endpoint();
      await storage.webhooks.create(record);
      const ids = ['1700000000001-aaaaaaaa', '1700000000002-bbbbbbbb', '1700000000003-cccccccc'];
      await storage.webhooks.addDeliveries(ids.map((id) => delivery(record.id, id)));
      await storage.webhooks.addDeliveries([{ ...delivery(record.id, ids[0]), attempts: 9 }]);
      expect((await storage.webhooks.getDelivery(record.id, ids[0]))?.attempts).toBe(0);
      await storage.webhooks.putDelivery({
        ...delivery(record.id, ids[1]),
        status: 'delivered',
        attempts: 1,
        lastStatus: 200,
      });
      expect((await storage.webhooks.pending(record.id, 10)).map((d) => d.eventId)).toEqual([ids[0], ids[2]]);
      expect(await storage.webhooks.deliveredEvents(record.id, '1700000000002')).toEqual(new Set(ids.slice(1)));
      const page = await storage.webhooks.deliveries(record.id, { offset: 1, limit: 1 });
      expect(page).toEqual({
        total: 3,
        deliveries: [{ ...delivery(record.id, ids[1]), status: 'delivered', attempts: 1, lastStatus: 200 }],
      });
      await storage.webhooks.delete(record.id);
      expect(await storage.webhooks.getDelivery(record.id, ids[0])).toBeUndefined();
    });
  });
}
