import { AuditClock } from '../audit-entries.js';
import type { AuditEntry, AuditQuery, NewAuditEntry } from '../types.js';
import type { RecordDatabase } from './database.js';

interface AuditRow {
  id: string;
  time: string;
  action: AuditEntry['action'];
  type: AuditEntry['type'];
  slug: string;
  version: string | null;
  actor: string;
  request_id: string | null;
  changes: string;
}

/** The filters of a query, as SQL conditions on `audit_log` and their parameters. */
const FILTERS: Array<[keyof AuditQuery, string]> = [
  ['type', 'type = @type'],
  ['slug', 'slug = @slug'],
  ['action', 'action = @action'],
  ['since', 'time >= @since'],
  ['until', 'time < @until'],
];

/** The audit log in `registry.sqlite`, beside the records it speaks of: one transaction holds both. */
export class AuditRecords {
  private readonly clock = new AuditClock();

  constructor(private readonly db: RecordDatabase) {}

  /** Appends inside the caller's transaction (a package or key write), so both commit or neither. */
  appendInside(entry: NewAuditEntry): AuditEntry {
    const stamped = this.clock.stamp(entry);
    this.db.sql.insertAudit.run({
      ...stamped, actor: JSON.stringify(stamped.actor), request_id: stamped.requestId, changes: JSON.stringify(stamped.changes),
    });
    return stamped;
  }

  /** Appends as a transaction of its own. */
  append(entry: NewAuditEntry): AuditEntry {
    return this.db.write(() => this.appendInside(entry));
  }

  list(query: AuditQuery): { entries: AuditEntry[]; total: number } {
    const used = FILTERS.filter(([field]) => query[field] !== undefined);
    const where = used.length ? `WHERE ${used.map(([, condition]) => condition).join(' AND ')}` : '';
    const params = Object.fromEntries(used.map(([field]) => [field, query[field]]));
    const total = this.db.query(`SELECT count(*) FROM audit_log ${where}`).pluck().get(params) as number;
    const rows = this.db.query(`SELECT * FROM audit_log ${where} ORDER BY seq DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.limit, offset: query.offset }) as AuditRow[];
    return { entries: rows.map(toEntry), total };
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    time: row.time,
    action: row.action,
    type: row.type,
    slug: row.slug,
    version: row.version,
    actor: JSON.parse(row.actor) as AuditEntry['actor'],
    requestId: row.request_id,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
  };
}
