import type { WebhookDelivery, WebhookRecord } from '../storage/types.js';
import type { Schemas } from './context.js';

/** An endpoint as the API shows it: never its secret, sealed or not. */
export function presentWebhook(record: WebhookRecord): Schemas['Webhook'] {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description,
    created: record.createdAt,
    disabled: record.disabled,
  };
}

export function presentDelivery(delivery: WebhookDelivery): Schemas['WebhookDelivery'] {
  return {
    id: delivery.eventId,
    event: delivery.eventId,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status: delivery.lastStatus,
    last_error: delivery.lastError,
    last_attempt: delivery.lastAttempt,
    next_attempt: delivery.nextAttempt,
  };
}
