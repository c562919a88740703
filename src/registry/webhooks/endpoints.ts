import { randomBytes } from 'node:crypto';
import { InputError, NotFoundError, UnavailableError } from '../../errors.js';
import type { AuditStamp, Storage, WebhookChange, WebhookRecord } from '../../storage/types.js';
import type { Destinations } from './destination.js';
import { checkEvents } from './events.js';
import type { SecretBox } from './secret-box.js';
import { newSecret } from './signing.js';

export const WEBHOOK_NOT_FOUND = 'Webhook not found.';

export interface NewWebhook {
  url: string;
  events: string[];
  description?: string;
}

/** The use-cases of the endpoints themselves (POST, PATCH, DELETE /webhooks); deliveries are deliveries.ts'. */
export class WebhookEndpoints {
  constructor(
    private readonly storage: Storage,
    private readonly destinations: Destinations,
    private readonly box: SecretBox | undefined,
  ) {}

  /** Stores a new endpoint starting after the newest audit entry; returns it with its secret, which nothing keeps in clear. */
  async create(input: NewWebhook, stamp: AuditStamp): Promise<{ record: WebhookRecord; secret: string }> {
    const box = this.sealer();
    checkEvents(input.events);
    const url = await this.destinations.check(input.url);
    const id = `wh_${randomBytes(8).toString('hex')}`;
    const secret = newSecret();
    const { entries } = await this.storage.audit.list({ offset: 0, limit: 1 });
    const record: WebhookRecord = {
      id,
      url: url.href,
      events: [...input.events],
      description: input.description ?? '',
      sealedSecret: box.seal(id, secret),
      createdAt: new Date().toISOString(),
      startAfter: entries[0]?.id ?? '',
      disabled: null,
    };
    return { record: await this.storage.webhooks.create(record, stamp), secret };
  }

  async update(id: string, change: WebhookChange, stamp: AuditStamp): Promise<WebhookRecord> {
    if (change.events !== undefined) checkEvents(change.events);
    const checked: WebhookChange = { ...change };
    if (change.url !== undefined) checked.url = (await this.destinations.check(change.url)).href;
    const result = await this.storage.webhooks.update(id, checked, stamp);
    if (!result) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return result.after;
  }

  async delete(id: string, stamp: AuditStamp): Promise<WebhookRecord> {
    const deleted = await this.storage.webhooks.delete(id, stamp);
    if (!deleted) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return deleted;
  }

  async get(id: string): Promise<WebhookRecord> {
    const record = await this.storage.webhooks.get(id);
    if (!record) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return record;
  }

  private sealer(): SecretBox {
    if (!this.box)
      throw new UnavailableError(
        'Webhooks on the azure adapter need REGISTRY_WEBHOOK_SECRET_KEY (base64 of 32 bytes) to keep their secrets sealed; set it and restart.',
      );
    return this.box;
  }
}

/** A PATCH body in the storage's terms; `disabled` may only be false (enable again). */
export function webhookChange(body: { url?: string; events?: string[]; description?: string; disabled?: false }) {
  if ('disabled' in body && body.disabled !== false)
    throw new InputError('disabled: may only be false (enable the endpoint).');
  const change: WebhookChange = {};
  if (body.url !== undefined) change.url = body.url;
  if (body.events !== undefined) change.events = body.events;
  if (body.description !== undefined) change.description = body.description;
  if ('disabled' in body) change.disabled = null;
  return change;
}
