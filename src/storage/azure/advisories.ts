/**
 * Security advisories on Azure, in one partition of their own with their audit entries, so an
 * advisory's change commits with its entry (published to the log right after, as keys do).
 *
 *   PartitionKey   RowKey                          what
 *   `advisories`   `a~{id}`                        the advisory (JSON in `data`)
 *   `advisories`   `p~{type}~{slug}~{id}`          names a package the advisory affects
 *   `advisories`   `n~{year}`                      the last number given to `REG-{year}-{n}` (ETag-checked)
 *   `advisories`   `h~{id}~{YYYY-MM-DD}`           the advisory's exposure counts of a day (the first stays)
 *   `advisories`   `~audit~...`                    their entries, committed with them (audit.ts)
 *
 * A package's rows are written before the advisory's commit and those it no longer names are
 * removed after it: a crash in between leaves a row naming a package the advisory does not
 * affect, which `list` skips, never an advisory its package's rows miss. Ids and slugs in keys
 * are URI-encoded: imported ones come from feeds, and Azure refuses `/`, `\`, `#` and `?` in keys.
 */
import { odata, type TableClient, type TransactionAction } from '@azure/data-tables';
import type { Advisory } from '../../packages/advisory.js';
import type { PackageType } from '../../packages/manifest.js';
import { advisoryChanges, advisoryEntry, advisoryImportEntry } from '../audit-entries.js';
import type { AdvisoryFilter, AdvisoryPutResult, AdvisoryStorage, AuditStamp } from '../types.js';
import type { AuditRows } from './audit.js';
import { chunked, entity, type Row, unchunked } from './entities.js';
import { ignoring } from './errors.js';
import { splitBatches } from './limits.js';
import { retryOnContention, type RetryPolicy } from './retry.js';
import { commit, getRow, queryRows } from './rows.js';

const PARTITION = 'advisories';
/** `~` too, which separates the parts of a key and bounds its ranges. */
const key = (text: string) => encodeURIComponent(text).replaceAll('~', '%7E');
const advisoryKey = (id: string) => `a~${key(id)}`;
const packagePrefix = (type: PackageType, slug: string) => `p~${type}~${key(slug)}~`;
const counterKey = (year: number) => `n~${year}`;
const historyPrefix = (id: string) => `h~${key(id)}~`;

const toAdvisory = (row: Row): Advisory => JSON.parse(unchunked(row, 'data')) as Advisory;
const packageKeys = (advisory: Advisory) =>
  new Set(advisory.affected.map((a) => `${packagePrefix(a.type, a.slug)}${key(advisory.id)}`));

export class AdvisoryRows implements AdvisoryStorage {
  constructor(
    private readonly table: TableClient,
    private readonly retry: RetryPolicy,
    private readonly audit: AuditRows,
  ) {}

  put(advisory: Advisory, stamp?: AuditStamp): Promise<AdvisoryPutResult> {
    const data = JSON.stringify(advisory);
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, PARTITION, advisoryKey(advisory.id));
      if (row && unchunked(row, 'data') === data) return 'unchanged';
      const before = row && toAdvisory(row);
      const named = packageKeys(advisory);
      const upserts = [...named].map((rowKey): TransactionAction => [
        'upsert',
        entity(PARTITION, rowKey, {}),
        'Replace',
      ]);
      for (const batch of splitBatches(upserts)) await commit(this.table, batch);
      const record = entity(PARTITION, advisoryKey(advisory.id), chunked('data', data));
      const actions: TransactionAction[] = [
        row ? ['update', record, 'Replace', { etag: row.etag }] : ['create', record],
      ];
      const action = before ? 'advisory.update' : 'advisory.create';
      const entry =
        stamp && this.audit.stamp(advisoryEntry(stamp, advisory.id, action, advisoryChanges(before, advisory)));
      if (entry) actions.push(this.audit.action(PARTITION, entry));
      await commit(this.table, actions);
      await this.audit.publish(entry);
      if (before) {
        const gone = [...packageKeys(before)].filter((rowKey) => !named.has(rowKey));
        const deletes = gone.map((rowKey): TransactionAction => ['delete', { partitionKey: PARTITION, rowKey }]);
        for (const batch of splitBatches(deletes)) await ignoring([404], commit(this.table, batch));
      }
      return before ? 'updated' : 'created';
    });
  }

  async get(id: string): Promise<Advisory | undefined> {
    const row = await getRow(this.table, PARTITION, advisoryKey(id));
    return row && toAdvisory(row);
  }

  async list(filter?: AdvisoryFilter): Promise<Advisory[]> {
    if (!filter) {
      const rows = await queryRows(
        this.table,
        odata`PartitionKey eq ${PARTITION} and RowKey ge ${'a~'} and RowKey lt ${'a~~'}`,
      );
      return rows.map(toAdvisory).sort(byId);
    }
    const prefix = packagePrefix(filter.type, filter.slug);
    const names = await queryRows(
      this.table,
      odata`PartitionKey eq ${PARTITION} and RowKey ge ${prefix} and RowKey lt ${`${prefix}~`}`,
      ['RowKey'],
    );
    const ids = names.map((row) => decodeURIComponent(row.rowKey.slice(prefix.length)));
    const found = await Promise.all(ids.map((id) => this.get(id)));
    return found
      .filter((a): a is Advisory => a !== undefined)
      .filter((a) => a.affected.some((p) => p.type === filter.type && p.slug === filter.slug))
      .sort(byId);
  }

  allocateId(year: number): Promise<string> {
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, PARTITION, counterKey(year));
      const next = (typeof row?.last === 'number' ? row.last : 0) + 1;
      const counter = entity(PARTITION, counterKey(year), { last: next });
      // 409 (created meanwhile) and 412 (moved meanwhile): another create took that number; try the next.
      await commit(this.table, [row ? ['update', counter, 'Replace', { etag: row.etag }] : ['create', counter]]);
      return `REG-${year}-${next}`;
    });
  }

  async recordImport(stamp: AuditStamp, source: string, counts: { created: number; updated: number }): Promise<void> {
    const entry = this.audit.stamp(advisoryImportEntry(stamp, source, counts));
    await commit(this.table, [this.audit.action(PARTITION, entry)]);
    await this.audit.publish(entry);
  }

  readonly recordExposure: AdvisoryStorage['recordExposure'] = async ({ advisory, day, exposed, patched, total }) => {
    const row = entity(PARTITION, `${historyPrefix(advisory)}${day}`, { exposed, patched, total });
    // 409: that day's count is stored already, and stays.
    return (
      (await ignoring(
        [409],
        this.table.createEntity(row).then(() => true),
      )) ?? false
    );
  };

  readonly exposureHistory: AdvisoryStorage['exposureHistory'] = async (id, since) => {
    const prefix = historyPrefix(id);
    const rows = await queryRows(
      this.table,
      odata`PartitionKey eq ${PARTITION} and RowKey ge ${prefix + since} and RowKey lt ${`${prefix}~`}`,
    );
    // A partition answers in RowKey order: oldest day first.
    return rows.map((row) => ({
      advisory: id,
      day: row.rowKey.slice(prefix.length),
      exposed: Number(row.exposed),
      patched: Number(row.patched),
      total: Number(row.total),
    }));
  };
}

const byId = (a: Advisory, b: Advisory) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
