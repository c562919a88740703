/**
 * Webhook endpoints on Azure. The endpoints live in one partition with their audit entries, so an
 * endpoint's change commits with its entry (published to the log right after, as keys do); each
 * endpoint's cursor and deliveries live in a partition of their own, written after every attempt
 * without touching the endpoint row (whose ETag a PATCH checks).
 *
 *   PartitionKey       RowKey           what
 *   `webhooks`         `{id}`           the endpoint (JSON in `data`)
 *   `webhooks`         `~audit~...`     its entries, committed with it (audit.ts)
 *   `webhook~{id}`     `cursor`         position, failing since, lease owner and expiry (ETag-checked)
 *   `webhook~{id}`     `d~{event id}`   one delivery (JSON in `data`, `status` for the pending query)
 *
 * A crash between an endpoint's commit and its cursor's leaves no cursor: the first lease creates
 * it at the endpoint's `startAfter`. A crash while a delete removes the partition leaves rows that
 * nothing reads (ids are random, never reused).
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { webhookChanges, webhookEntry, webhookUpdate } from '../audit-entries.js';
import type {
  AuditEntry,
  AuditStamp,
  NewAuditEntry,
  WebhookChange,
  WebhookCursor,
  WebhookDelivery,
  WebhookRecord,
  WebhookStorage,
} from '../types.js';
import { type AuditRows, BEFORE_AUDIT_ROWS } from './audit.js';
import { chunked, entity, type Row, unchunked } from './entities.js';
import { ignoring, statusOf } from './errors.js';
import { splitBatches } from './limits.js';
import { retryOnContention, type RetryPolicy } from './retry.js';
import { commit, getRow, queryRows } from './rows.js';

const ENDPOINTS = 'webhooks';
const CURSOR = 'cursor';
const partitionOf = (id: string) => `webhook~${id}`;
const deliveryKey = (eventId: string) => `d~${eventId}`;
/** Above every delivery key: `~` sorts after the digits of event ids. */
const AFTER_DELIVERIES = 'd~~';

const toRecord = (row: Row): WebhookRecord => JSON.parse(unchunked(row, 'data')) as WebhookRecord;
const toDelivery = (row: Row): WebhookDelivery => JSON.parse(unchunked(row, 'data')) as WebhookDelivery;

export class WebhookRows implements WebhookStorage {
  constructor(
    private readonly table: TableClient,
    private readonly retry: RetryPolicy,
    private readonly audit: AuditRows,
  ) {}

  async create(record: WebhookRecord, stamp?: AuditStamp): Promise<WebhookRecord> {
    const actions: TransactionAction[] = [['create', this.endpointEntity(record)]];
    const entry = this.withEntry(
      actions,
      stamp && webhookEntry(stamp, record.id, 'webhook.create', webhookChanges(undefined, record)),
    );
    await commit(this.table, actions);
    await this.audit.publish(entry);
    await ignoring([409], commit(this.table, [['create', this.cursorEntity(record.id, record.startAfter, null)]]));
    return record;
  }

  async get(id: string): Promise<WebhookRecord | undefined> {
    const row = await getRow(this.table, ENDPOINTS, id);
    return row && toRecord(row);
  }

  async list(): Promise<WebhookRecord[]> {
    const rows = await queryRows(this.table, odata`PartitionKey eq ${ENDPOINTS} and RowKey lt ${BEFORE_AUDIT_ROWS}`);
    return rows
      .map(toRecord)
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
  }

  update(id: string, change: WebhookChange, stamp?: AuditStamp) {
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, ENDPOINTS, id);
      if (!row) return undefined;
      const before = toRecord(row);
      const update = webhookUpdate(before, change, stamp);
      if (!update) return { before, after: before };
      const actions: TransactionAction[] = [
        ['update', this.endpointEntity(update.after), 'Replace', { etag: row.etag }],
      ];
      const entry = this.withEntry(actions, update.entry);
      await commit(this.table, actions);
      await this.audit.publish(entry);
      return { before, after: update.after };
    });
  }

  delete(id: string, stamp?: AuditStamp): Promise<WebhookRecord | undefined> {
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, ENDPOINTS, id);
      if (!row) return undefined;
      const actions: TransactionAction[] = [['delete', { partitionKey: ENDPOINTS, rowKey: id }]];
      const entry = this.withEntry(actions, stamp && webhookEntry(stamp, id, 'webhook.delete', {}));
      await commit(this.table, actions);
      await this.audit.publish(entry);
      await this.dropPartition(id);
      return toRecord(row);
    });
  }

  async lease(id: string, owner: string, now: string, until: string): Promise<WebhookCursor | undefined> {
    const row = await getRow(this.table, partitionOf(id), CURSOR);
    if (!row) {
      const record = await this.get(id);
      if (!record) return undefined;
      const created = await ignoring(
        [409],
        commit(this.table, [['create', this.cursorEntity(id, record.startAfter, null, owner, until)]]),
      );
      return created && { position: record.startAfter, failingSince: null };
    }
    const holder = typeof row.leaseOwner === 'string' ? row.leaseOwner : '';
    const expiry = typeof row.leaseUntil === 'string' ? row.leaseUntil : '';
    if (holder !== '' && holder !== owner && expiry > now) return undefined;
    const update: TransactionAction = [
      'update',
      { partitionKey: partitionOf(id), rowKey: CURSOR, leaseOwner: owner, leaseUntil: until },
      'Merge',
      { etag: row.etag },
    ];
    // 412: another instance took it between the read and this write.
    if ((await ignoring([404, 412], commit(this.table, [update]))) === undefined) return undefined;
    return cursorOf(row);
  }

  async advance(id: string, owner: string, cursor: WebhookCursor): Promise<boolean> {
    const row = await getRow(this.table, partitionOf(id), CURSOR);
    if (!row || row.leaseOwner !== owner) return false;
    const update: TransactionAction = [
      'update',
      {
        partitionKey: partitionOf(id),
        rowKey: CURSOR,
        position: cursor.position,
        failingSince: cursor.failingSince ?? '',
      },
      'Merge',
      { etag: row.etag },
    ];
    return (await ignoring([404, 412], commit(this.table, [update]))) !== undefined;
  }

  async deliveredEvents(id: string, fromEventId: string): Promise<Set<string>> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${partitionOf(id)} and RowKey ge ${deliveryKey(fromEventId)} and RowKey lt ${AFTER_DELIVERIES}`,
      ['RowKey'],
    );
    return new Set(rows.map((row) => row.rowKey.slice(2)));
  }

  async addDeliveries(deliveries: WebhookDelivery[]): Promise<void> {
    const byEndpoint = new Map<string, WebhookDelivery[]>();
    for (const d of deliveries) byEndpoint.set(d.webhookId, [...(byEndpoint.get(d.webhookId) ?? []), d]);
    for (const list of byEndpoint.values()) {
      const actions = list.map((d): TransactionAction => ['create', this.deliveryEntity(d)]);
      for (const batch of splitBatches(actions)) {
        try {
          await commit(this.table, batch);
        } catch (err) {
          if (statusOf(err) !== 409) throw err;
          // One of them exists already (another pass made it): the others one by one.
          for (const action of batch) await ignoring([409], commit(this.table, [action]));
        }
      }
    }
  }

  async putDelivery(delivery: WebhookDelivery): Promise<void> {
    await commit(this.table, [['upsert', this.deliveryEntity(delivery), 'Replace']]);
  }

  async getDelivery(id: string, eventId: string): Promise<WebhookDelivery | undefined> {
    const row = await getRow(this.table, partitionOf(id), deliveryKey(eventId));
    return row && toDelivery(row);
  }

  async pending(id: string, limit: number): Promise<WebhookDelivery[]> {
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${partitionOf(id)} and RowKey ge ${'d~'} and RowKey lt ${AFTER_DELIVERIES} and status eq ${'pending'}`,
    );
    return rows
      .sort((a, b) => (a.rowKey < b.rowKey ? -1 : 1))
      .slice(0, limit)
      .map(toDelivery);
  }

  async deliveries(id: string, page: { offset: number; limit: number }) {
    const range = odata`PartitionKey eq ${partitionOf(id)} and RowKey ge ${'d~'} and RowKey lt ${AFTER_DELIVERIES}`;
    const keys = (await queryRows(this.table, range, ['RowKey']))
      .map((row) => row.rowKey)
      .sort((a, b) => (a < b ? 1 : -1));
    const wanted = keys.slice(page.offset, page.offset + page.limit);
    if (wanted.length === 0) return { deliveries: [], total: keys.length };
    const rows = await queryRows(
      this.table,
      `${range} and ${odata`RowKey ge ${wanted.at(-1)!} and RowKey le ${wanted[0]}`}`,
    );
    const deliveries = rows.sort((a, b) => (a.rowKey < b.rowKey ? 1 : -1)).map(toDelivery);
    return { deliveries, total: keys.length };
  }

  private async dropPartition(id: string): Promise<void> {
    const rows = await queryRows(this.table, odata`PartitionKey eq ${partitionOf(id)}`, ['PartitionKey', 'RowKey']);
    const actions = rows.map((row): TransactionAction => [
      'delete',
      { partitionKey: row.partitionKey, rowKey: row.rowKey },
    ]);
    for (const batch of splitBatches(actions)) await ignoring([404], commit(this.table, batch));
  }

  private endpointEntity(record: WebhookRecord) {
    return entity(ENDPOINTS, record.id, { createdAt: record.createdAt, ...chunked('data', JSON.stringify(record)) });
  }

  private cursorEntity(id: string, position: string, failingSince: string | null, owner = '', until = '') {
    return entity(partitionOf(id), CURSOR, {
      position,
      failingSince: failingSince ?? '',
      leaseOwner: owner,
      leaseUntil: until,
    });
  }

  private deliveryEntity(d: WebhookDelivery) {
    return entity(partitionOf(d.webhookId), deliveryKey(d.eventId), {
      status: d.status,
      ...chunked('data', JSON.stringify(d)),
    });
  }

  private withEntry(actions: TransactionAction[], entry: NewAuditEntry | undefined): AuditEntry | undefined {
    if (!entry) return undefined;
    const stamped = this.audit.stamp(entry);
    actions.push(this.audit.action(ENDPOINTS, stamped));
    return stamped;
  }
}

function cursorOf(row: Row): WebhookCursor {
  const failing = typeof row.failingSince === 'string' && row.failingSince !== '' ? row.failingSince : null;
  return { position: typeof row.position === 'string' ? row.position : '', failingSince: failing };
}
