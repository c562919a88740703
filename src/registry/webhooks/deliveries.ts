import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { InputError, NotFoundError } from '../../errors.js';
import type { Metrics } from '../../metrics.js';
import { idMillis } from '../../storage/audit-entries.js';
import type { AuditEntry, Storage, WebhookCursor, WebhookDelivery, WebhookRecord } from '../../storage/types.js';
import type { Destinations } from './destination.js';
import { WEBHOOK_NOT_FOUND } from './endpoints.js';
import { subscribes } from './events.js';
import { DISABLE_AFTER_MS, nextAttempt, retryAfterMs } from './schedule.js';
import type { SecretBox } from './secret-box.js';
import { send } from './send.js';
import type { DeliverySigner } from './signing.js';

/**
 * How far behind its cursor a pass looks again: an entry may reach the log after a later one
 * (Azure copies an entry to the log right after its change commits; a write retried on
 * contention commits up to 30 s after it was stamped). Entries of the window that have no
 * delivery yet get one; later than this, an entry is not sent (README: Webhooks).
 */
const LOOKBACK_MS = 120_000;
/** A lease outlives an attempt (15 s) with room: renewed when less than this is left. */
const LEASE_MS = 30_000;
const RENEW_BELOW_MS = 20_000;
/** Entries read, and attempts made, per endpoint and pass: a backlog drains over several passes. */
const ENTRIES_PER_PASS = 500;
const ATTEMPTS_PER_PASS = 100;
/** How long stop() waits for an attempt in flight. */
const STOP_WAIT_MS = 2_000;

export interface WebhookDeliveriesOptions {
  storage: Storage;
  destinations: Destinations;
  signer: DeliverySigner;
  /** Absent: secrets cannot be opened (no webhook key), so nothing is sent. */
  box: SecretBox | undefined;
  /** The event's `data`: the entry as GET /audit shows it (the presenters are above this layer). */
  present: (entry: AuditEntry) => unknown;
  pollMs: number;
  metrics?: Metrics;
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * Delivers the audit trail to the endpoints (DESIGN 18): the log is the outbox, read from each
 * endpoint's cursor, so an event exists exactly when its change committed and survives a crash.
 * One instance at a time serves an endpoint (a lease on its cursor), so several instances send
 * each event once; first attempts go out in audit order, one at a time per endpoint, and a
 * delivery waiting for its retry does not hold back later events.
 */
export class WebhookDeliveries {
  /** This instance, as a lease names it: unique per process start. */
  private readonly owner = `${os.hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): a pass in progress ends after the endpoint it is serving. */
  private closing = false;

  constructor(private readonly options: WebhookDeliveriesOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Stops passing. A pass in progress ends after its current attempt; an attempt still waiting
   * for its receiver after STOP_WAIT_MS is left behind (storage closes under it): its event is
   * still pending, and the next start sends it again with the same id.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
    await Promise.race([this.running, waited]);
    clearTimeout(timer);
  }

  /** One pass over every endpoint (the timer's work; tests call it to wait for a pass to finish). */
  async pass(): Promise<void> {
    const { storage } = this.options;
    for (const endpoint of await storage.webhooks.list()) {
      if (this.closing) return;
      if (endpoint.disabled) continue;
      try {
        await this.serve(endpoint);
      } catch (err) {
        this.options.logger?.warn({ err, webhook: endpoint.id }, 'webhook pass failed; the next pass tries again');
      }
    }
  }

  /** POST .../retry: one attempt now, whatever the delivery's state; the delivery as it is after it. */
  async retry(webhookId: string, eventId: string): Promise<WebhookDelivery> {
    const { storage } = this.options;
    const endpoint = await storage.webhooks.get(webhookId);
    if (!endpoint) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    const delivery = await storage.webhooks.getDelivery(webhookId, eventId);
    if (!delivery) throw new NotFoundError('Delivery not found.');
    if (endpoint.disabled) throw new InputError('This endpoint is disabled; enable it (PATCH disabled: false) first.');
    return (await this.attempt(endpoint, delivery, undefined)).delivery;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((err: unknown) => this.options.logger?.warn({ err }, 'webhook pass failed'))
        .finally(() => this.schedule(this.options.pollMs));
    }, delay);
    this.timer.unref();
  }

  private async serve(endpoint: WebhookRecord): Promise<void> {
    const { storage } = this.options;
    let leaseUntil = Date.now() + LEASE_MS;
    const lease = () =>
      storage.webhooks.lease(endpoint.id, this.owner, new Date().toISOString(), new Date(leaseUntil).toISOString());
    const cursor = await lease();
    if (!cursor) return; // another instance serves it
    const entries = await this.newEntries(endpoint, cursor);
    const newest = entries.at(-1)?.id ?? '';
    const state: WebhookCursor = { ...cursor, position: newest > cursor.position ? newest : cursor.position };
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const now = Date.now();
    for (const delivery of await storage.webhooks.pending(endpoint.id, ATTEMPTS_PER_PASS)) {
      if (this.closing) break;
      if (delivery.nextAttempt !== null && Date.parse(delivery.nextAttempt) > now) continue;
      if (leaseUntil - Date.now() < RENEW_BELOW_MS) {
        leaseUntil = Date.now() + LEASE_MS;
        if (!(await lease())) return;
      }
      const outcome = await this.attempt(endpoint, delivery, byId.get(delivery.eventId));
      if (outcome.delivery.status === 'delivered') state.failingSince = null;
      else if (outcome.delivery.lastStatus !== null || outcome.delivery.lastError !== null)
        state.failingSince ??= outcome.delivery.lastAttempt;
      if (outcome.disabled || (await this.disableIfFailingTooLong(endpoint, state))) break;
    }
    await storage.webhooks.advance(endpoint.id, this.owner, state);
  }

  /**
   * The entries after the cursor (the oldest ENTRIES_PER_PASS of them, so a backlog drains pass
   * by pass), and those of the look-back window before it; the ones the endpoint subscribes to
   * and has no delivery of become deliveries.
   */
  private async newEntries(endpoint: WebhookRecord, cursor: WebhookCursor): Promise<AuditEntry[]> {
    const { storage } = this.options;
    const positionMs = cursor.position === '' ? 0 : idMillis(cursor.position);
    const fromMs = Math.max(0, positionMs - LOOKBACK_MS);
    const at = (ms: number) => new Date(ms).toISOString();
    const head = await storage.audit.list({ since: at(positionMs), offset: 0, limit: ENTRIES_PER_PASS });
    const fresh =
      head.total <= ENTRIES_PER_PASS
        ? head.entries
        : (
            await storage.audit.list({
              since: at(positionMs),
              offset: head.total - ENTRIES_PER_PASS,
              limit: ENTRIES_PER_PASS,
            })
          ).entries;
    const late =
      positionMs === 0
        ? []
        : (await storage.audit.list({ since: at(fromMs), until: at(positionMs), offset: 0, limit: ENTRIES_PER_PASS }))
            .entries;
    const byId = new Map([...late, ...fresh].map((entry) => [entry.id, entry]));
    const entries = [...byId.values()]
      .filter((entry) => entry.id > endpoint.startAfter)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const fromId = `${String(fromMs).padStart(13, '0')}`;
    const known = await storage.webhooks.deliveredEvents(endpoint.id, fromId);
    const added = entries.filter((entry) => !known.has(entry.id) && subscribes(endpoint.events, entry.action));
    await storage.webhooks.addDeliveries(
      added.map((entry) => ({
        webhookId: endpoint.id,
        eventId: entry.id,
        type: entry.action,
        status: 'pending',
        attempts: 0,
        lastStatus: null,
        lastError: null,
        lastAttempt: null,
        nextAttempt: null,
      })),
    );
    return entries;
  }

  /** One attempt, recorded; a 410 disables the endpoint. */
  private async attempt(
    endpoint: WebhookRecord,
    delivery: WebhookDelivery,
    known: AuditEntry | undefined,
  ): Promise<{ delivery: WebhookDelivery; disabled: boolean }> {
    const { storage, metrics } = this.options;
    const entry = known ?? (await this.entryOf(delivery.eventId));
    const secret = this.options.box?.open(endpoint.id, endpoint.sealedSecret);
    const started = Date.now();
    const result =
      entry === undefined
        ? { status: null, error: 'The audit entry of this event is not in the log.' }
        : secret === undefined
          ? { status: null, error: "The endpoint's secret does not open with this registry's webhook key." }
          : await this.post(endpoint, entry, secret);
    const attempts = delivery.attempts + 1;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const next = ok ? null : nextAttempt(attempts, started, retryAfterMs(result.retryAfter, started));
    const gone = result.status === 410;
    const updated: WebhookDelivery = {
      ...delivery,
      attempts,
      status: ok ? 'delivered' : next === null || gone ? 'failed' : 'pending',
      lastStatus: result.status,
      lastError: ok ? null : (result.error ?? null),
      lastAttempt: new Date(started).toISOString(),
      nextAttempt: ok || gone || next === null ? null : new Date(next).toISOString(),
    };
    await storage.webhooks.putDelivery(updated);
    metrics?.webhookDeliveries.inc({ result: ok ? 'delivered' : result.status === null ? 'refused' : 'failed' });
    if (gone) await this.disable(endpoint, 'The endpoint answered 410 Gone.');
    return { delivery: updated, disabled: gone };
  }

  private async post(
    endpoint: WebhookRecord,
    entry: AuditEntry,
    secret: string,
  ): Promise<{ status: number | null; error?: string; retryAfter?: string }> {
    let url: URL;
    try {
      url = this.options.destinations.parse(endpoint.url);
    } catch (err) {
      return { status: null, error: (err as Error).message };
    }
    const body = JSON.stringify({ type: entry.action, timestamp: entry.time, data: this.options.present(entry) });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': entry.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': this.options.signer.signature(secret, entry.id, timestamp, body),
      'user-agent': 'extension-registry-webhooks',
    };
    return send(this.options.destinations, url, headers, body);
  }

  /** An entry by its id: the entries of its millisecond, read from the log. */
  private async entryOf(id: string): Promise<AuditEntry | undefined> {
    const ms = idMillis(id);
    const { entries } = await this.options.storage.audit.list({
      since: new Date(ms).toISOString(),
      until: new Date(ms + 1).toISOString(),
      offset: 0,
      limit: 100,
    });
    return entries.find((entry) => entry.id === id);
  }

  private async disableIfFailingTooLong(endpoint: WebhookRecord, state: WebhookCursor): Promise<boolean> {
    if (state.failingSince === null || Date.now() - Date.parse(state.failingSince) < DISABLE_AFTER_MS) return false;
    await this.disable(endpoint, `Every delivery failed since ${state.failingSince}.`);
    state.failingSince = null;
    return true;
  }

  private async disable(endpoint: WebhookRecord, reason: string): Promise<void> {
    await this.options.storage.webhooks.update(
      endpoint.id,
      { disabled: { time: new Date().toISOString(), reason } },
      { actor: { webhooks: true }, requestId: null },
    );
  }
}
