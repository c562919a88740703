/**
 * The audit trail on Azure. An entry is first written as a row of the partition its change
 * lives in (`plugin~{slug}`, `apikeys`), inside that change's entity-group transaction, so a
 * change never commits without its entry. Right after the commit, and before the answer, a
 * copy goes to the `audit` partition, which every read uses: its row keys count down in time,
 * so newest first is the partition's own order and a page is one range query. A crash between
 * the two leaves the entry in its change's partition only; start-up maintenance copies such
 * entries over (`repair`). Nothing here updates or deletes an entry.
 *
 *   PartitionKey              RowKey                          what
 *   `plugin~{slug}`, `apikeys` `~audit~{13 digits}-{random}`  the entry, committed with its change
 *   `audit`                    the same                       the copy that reads use
 *
 * `~` sorts after every other row key of those partitions, so their readers skip entries with
 * `RowKey lt '~'`.
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import { AuditClock, idMillis } from '../audit-entries.js';
import type { AuditEntry, AuditQuery, NewAuditEntry } from '../types.js';
import { chunked, entity, type Entity, type Row, unchunked } from './entities.js';
import { splitBatches } from './limits.js';
import { commit, getRow, queryRows } from './rows.js';

export const AUDIT_PARTITION = 'audit';
const PREFIX = '~audit~';
/** Row keys of the other partitions end below this: `RowKey lt '~'` leaves audit rows out. */
export const BEFORE_AUDIT_ROWS = '~';
/** 13 nines: the row key counts down from here, so later entries sort first. */
const LAST_MS = 9_999_999_999_999;

const invertedMs = (ms: number): string => String(LAST_MS - ms).padStart(13, '0');

function rowKeyOf(entry: AuditEntry): string {
  return `${PREFIX}${invertedMs(idMillis(entry.id))}-${entry.id.slice(14)}`;
}

export class AuditRows {
  private readonly clock = new AuditClock();

  constructor(private readonly table: TableClient) {}

  /** Gives a new entry its id and time. */
  stamp(entry: NewAuditEntry): AuditEntry {
    return this.clock.stamp(entry);
  }

  /** The row an entry takes in its change's partition, for that change's transaction. */
  action(partitionKey: string, entry: AuditEntry): TransactionAction {
    return ['create', auditEntity(partitionKey, entry)];
  }

  /**
   * Copies committed entries to the log that reads use. A failure is not the change's: the
   * entry is safe beside its change, and the next start-up copies it (`repair`).
   */
  async publish(entry: AuditEntry | undefined): Promise<void> {
    if (!entry) return;
    await commit(this.table, [['upsert', auditEntity(AUDIT_PARTITION, entry), 'Replace']]).catch(() => undefined);
  }

  /** An entry for an event that changes nothing else: written to the log directly. */
  async append(entry: NewAuditEntry): Promise<AuditEntry> {
    const stamped = this.stamp(entry);
    await commit(this.table, [['create', auditEntity(AUDIT_PARTITION, stamped)]]);
    return stamped;
  }

  /**
   * Counts the matches with a keys-only query, then reads the page's rows with one range query
   * between its first and last key.
   */
  async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const filter = this.filter(query);
    const keys = (await queryRows(this.table, filter, ['RowKey'])).map((row) => row.rowKey).sort();
    const page = keys.slice(query.offset, query.offset + query.limit);
    if (page.length === 0) return { entries: [], total: keys.length };
    const rows = await queryRows(
      this.table,
      `${filter} and ${odata`RowKey ge ${page[0]} and RowKey le ${page.at(-1)!}`}`,
    );
    const entries = rows.sort((a, b) => (a.rowKey < b.rowKey ? -1 : 1)).map(readEntry);
    return { entries, total: keys.length };
  }

  /** Entries with their ids and times (import), straight into the log that reads use. */
  async restore(entries: AuditEntry[]): Promise<void> {
    const actions = entries.map((entry): TransactionAction => ['create', auditEntity(AUDIT_PARTITION, entry)]);
    for (const batch of splitBatches(actions)) await commit(this.table, batch);
  }

  /**
   * Every entry once (export): the log, and those that only the partition of their change holds
   * (a crash between the commit and the copy). Rows come a page at a time; only the keys seen stay.
   */
  async *all(): AsyncIterable<AuditEntry> {
    const seen = new Set<string>();
    const filter = odata`RowKey ge ${PREFIX} and RowKey lt ${`${PREFIX}~`}`;
    const pages = this.table
      .listEntities<Record<string, unknown>>({ queryOptions: { filter } })
      .byPage({ maxPageSize: 1000 });
    for await (const page of pages) {
      for (const row of page as Row[]) {
        if (seen.has(row.rowKey)) continue;
        seen.add(row.rowKey);
        yield readEntry(row);
      }
    }
  }

  /** The row key of the newest entry of the log (a change stamp: every audited change moves it), or `none`. */
  async newest(): Promise<string> {
    const pages = this.table
      .listEntities({ queryOptions: { filter: odata`PartitionKey eq ${AUDIT_PARTITION}`, select: ['RowKey'] } })
      .byPage({ maxPageSize: 1 });
    for await (const page of pages) if (page.length > 0) return String(page[0].rowKey);
    return 'none';
  }

  /** Copies entries that their change's transaction committed but a crash kept out of the log. */
  async repair(): Promise<number> {
    const range = odata`RowKey ge ${PREFIX} and RowKey lt ${`${PREFIX}~`}`;
    const rows = await queryRows(this.table, range, ['PartitionKey', 'RowKey']);
    const copied = new Set(rows.filter((row) => row.partitionKey === AUDIT_PARTITION).map((row) => row.rowKey));
    let repaired = 0;
    for (const row of rows) {
      if (row.partitionKey === AUDIT_PARTITION || copied.has(row.rowKey)) continue;
      const full = await getRow(this.table, row.partitionKey, row.rowKey);
      if (!full) continue;
      await commit(this.table, [['upsert', auditEntity(AUDIT_PARTITION, readEntry(full)), 'Replace']]);
      copied.add(row.rowKey);
      repaired++;
    }
    return repaired;
  }

  private filter(query: AuditQuery): string {
    const low = query.until === undefined ? PREFIX : `${PREFIX}${invertedMs(Date.parse(query.until))}~`;
    const high = query.since === undefined ? `${PREFIX}~` : `${PREFIX}${invertedMs(Date.parse(query.since))}~`;
    const parts = [odata`PartitionKey eq ${AUDIT_PARTITION} and RowKey ge ${low} and RowKey lt ${high}`];
    if (query.type !== undefined) parts.push(odata`type eq ${query.type}`);
    if (query.slug !== undefined) parts.push(odata`slug eq ${query.slug}`);
    if (query.action !== undefined) parts.push(odata`action eq ${query.action}`);
    return parts.join(' and ');
  }
}

/** The columns filters need as plain properties, and the whole entry as JSON (a change's notes can be long). */
function auditEntity(partitionKey: string, entry: AuditEntry): Entity {
  return entity(partitionKey, rowKeyOf(entry), {
    type: entry.type,
    slug: entry.slug,
    action: entry.action,
    ...chunked('data', JSON.stringify(entry)),
  });
}

function readEntry(row: Row): AuditEntry {
  // Entries written before `clientRequestId` existed lack it.
  return { clientRequestId: null, ...(JSON.parse(unchunked(row, 'data')) as Omit<AuditEntry, 'clientRequestId'>) };
}
