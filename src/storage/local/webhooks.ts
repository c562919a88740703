import { type AuditClock, webhookChanges, webhookEntry, webhookUpdate } from '../audit-entries.js';
import type {
  AuditStamp,
  WebhookChange,
  WebhookCursor,
  WebhookDelivery,
  WebhookRecord,
  WebhookStorage,
} from '../types.js';
import { AUDIT_SCHEMA, AuditTable } from './audit-records.js';
import { SqliteFile } from './database.js';

/**
 * Webhook endpoints of the local adapter, in a SQLite file of their own (`webhooks.sqlite`):
 * deliveries are written after every attempt, and a commit to `registry.sqlite` would move the
 * catalog's change token (emptying the answer cache) each time. The file has its own audit table,
 * so an endpoint's change commits with its entry. The lease columns make the cursor one writer's
 * at a time, as on Azure, although one server holds a data folder (the keys CLI never delivers).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  record TEXT NOT NULL,
  position TEXT NOT NULL,
  failing_since TEXT,
  lease_owner TEXT,
  lease_until TEXT
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  status TEXT NOT NULL,
  delivery TEXT NOT NULL,
  PRIMARY KEY (webhook_id, event_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS webhook_deliveries_by_status ON webhook_deliveries (webhook_id, status, event_id);
`;

interface Row {
  id: string;
  created_at: string;
  record: string;
  position: string;
  failing_since: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

const toRecord = (row: Row): WebhookRecord => JSON.parse(row.record) as WebhookRecord;
const toDelivery = (row: { delivery: string }): WebhookDelivery => JSON.parse(row.delivery) as WebhookDelivery;

export class WebhookTable extends SqliteFile implements WebhookStorage {
  readonly audit: AuditTable;

  constructor(file: string, clock: AuditClock, cacheMiB?: number) {
    // FULL: an endpoint acknowledged, and a delivery marked done, survive a power cut.
    super(file, SCHEMA + AUDIT_SCHEMA, 'FULL', cacheMiB);
    this.audit = new AuditTable(this.db, clock);
  }

  async create(record: WebhookRecord, audit?: AuditStamp): Promise<WebhookRecord> {
    this.write(() => {
      this.db
        .prepare('INSERT INTO webhooks (id, created_at, record, position) VALUES (?, ?, ?, ?)')
        .run(record.id, record.createdAt, JSON.stringify(record), record.startAfter);
      if (audit)
        this.audit.appendInside(webhookEntry(audit, record.id, 'webhook.create', webhookChanges(undefined, record)));
    });
    return record;
  }

  async get(id: string): Promise<WebhookRecord | undefined> {
    const row = this.row(id);
    return row && toRecord(row);
  }

  async list(): Promise<WebhookRecord[]> {
    const rows = this.db.prepare('SELECT * FROM webhooks ORDER BY created_at, id').all() as Row[];
    return rows.map(toRecord);
  }

  async update(id: string, change: WebhookChange, audit?: AuditStamp) {
    return this.write(() => {
      const row = this.row(id);
      if (!row) return undefined;
      const before = toRecord(row);
      const update = webhookUpdate(before, change, audit);
      if (!update) return { before, after: before };
      this.db.prepare('UPDATE webhooks SET record = ? WHERE id = ?').run(JSON.stringify(update.after), id);
      if (update.entry) this.audit.appendInside(update.entry);
      return { before, after: update.after };
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<WebhookRecord | undefined> {
    return this.write(() => {
      const row = this.row(id);
      if (!row) return undefined;
      this.db.prepare('DELETE FROM webhooks WHERE id = ?').run(id);
      if (audit) this.audit.appendInside(webhookEntry(audit, id, 'webhook.delete', {}));
      return toRecord(row);
    });
  }

  async lease(id: string, owner: string, now: string, until: string): Promise<WebhookCursor | undefined> {
    return this.write(() => {
      const row = this.row(id);
      if (!row) return undefined;
      const free = row.lease_owner === null || row.lease_owner === owner || (row.lease_until ?? '') <= now;
      if (!free) return undefined;
      this.db.prepare('UPDATE webhooks SET lease_owner = ?, lease_until = ? WHERE id = ?').run(owner, until, id);
      return { position: row.position, failingSince: row.failing_since };
    });
  }

  async advance(id: string, owner: string, cursor: WebhookCursor): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE webhooks SET position = ?, failing_since = ? WHERE id = ? AND lease_owner = ?')
      .run(cursor.position, cursor.failingSince, id, owner);
    return result.changes === 1;
  }

  async deliveredEvents(id: string, fromEventId: string): Promise<Set<string>> {
    const ids = this.db
      .prepare('SELECT event_id FROM webhook_deliveries WHERE webhook_id = ? AND event_id >= ?')
      .pluck()
      .all(id, fromEventId) as string[];
    return new Set(ids);
  }

  async addDeliveries(deliveries: WebhookDelivery[]): Promise<void> {
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO webhook_deliveries (webhook_id, event_id, status, delivery) VALUES (?, ?, ?, ?)',
    );
    this.write(() => {
      for (const d of deliveries) insert.run(d.webhookId, d.eventId, d.status, JSON.stringify(d));
    });
  }

  async putDelivery(d: WebhookDelivery): Promise<void> {
    this.db
      .prepare('UPDATE webhook_deliveries SET status = ?, delivery = ? WHERE webhook_id = ? AND event_id = ?')
      .run(d.status, JSON.stringify(d), d.webhookId, d.eventId);
  }

  async getDelivery(id: string, eventId: string): Promise<WebhookDelivery | undefined> {
    const row = this.db
      .prepare('SELECT delivery FROM webhook_deliveries WHERE webhook_id = ? AND event_id = ?')
      .get(id, eventId) as { delivery: string } | undefined;
    return row && toDelivery(row);
  }

  async pending(id: string, limit: number): Promise<WebhookDelivery[]> {
    const rows = this.db
      .prepare(
        "SELECT delivery FROM webhook_deliveries WHERE webhook_id = ? AND status = 'pending' ORDER BY event_id LIMIT ?",
      )
      .all(id, limit) as Array<{ delivery: string }>;
    return rows.map(toDelivery);
  }

  async deliveries(id: string, page: { offset: number; limit: number }) {
    const total = this.db
      .prepare('SELECT count(*) FROM webhook_deliveries WHERE webhook_id = ?')
      .pluck()
      .get(id) as number;
    const rows = this.db
      .prepare('SELECT delivery FROM webhook_deliveries WHERE webhook_id = ? ORDER BY event_id DESC LIMIT ? OFFSET ?')
      .all(id, page.limit, page.offset) as Array<{ delivery: string }>;
    return { deliveries: rows.map(toDelivery), total };
  }

  private row(id: string): Row | undefined {
    return this.db.prepare('SELECT * FROM webhooks WHERE id = ?').get(id) as Row | undefined;
  }

  private write<T>(change: () => T): T {
    return this.db.transaction(change).immediate();
  }
}
