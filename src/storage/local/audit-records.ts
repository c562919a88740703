import type Database from 'better-sqlite3';
import type { AuditClock } from '../audit-entries.js';
import type { AuditEntry, AuditQuery, NewAuditEntry } from '../types.js';

/**
 * The audit table, kept in each SQLite file whose changes it records (registry.sqlite for
 * packages and keys, sites.sqlite for sites), so that an entry commits in the transaction of its
 * change. The triggers refuse any edit or delete, whoever asks.
 */
export const AUDIT_SCHEMA = `
CREATE TABLE IF NOT EXISTS audit_log (
  id TEXT PRIMARY KEY,
  time TEXT NOT NULL,
  action TEXT NOT NULL,
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  version TEXT,
  actor TEXT NOT NULL,
  request_id TEXT,
  changes TEXT NOT NULL,
  details TEXT
);
CREATE INDEX IF NOT EXISTS audit_by_time ON audit_log (time, id);
CREATE INDEX IF NOT EXISTS audit_by_slug ON audit_log (slug, time, id);
CREATE TRIGGER IF NOT EXISTS audit_log_append_only_update BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'audit entries are never changed'); END;
CREATE TRIGGER IF NOT EXISTS audit_log_append_only_delete BEFORE DELETE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'audit entries are never deleted'); END;
`;

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
  /** JSON of what an entry holds beyond the columns above ; null when nothing. */
  details: string | null;
}

/** Fields some entries have, kept together in the `details` column (added after the others). */
type Details = Pick<AuditEntry, 'clientRequestId' | 'url' | 'reason' | 'rollout' | 'signingKey' | 'evidence'>;

function detailsOf(entry: AuditEntry): string | null {
  const details: Partial<Details> = {};
  if (entry.clientRequestId !== null) details.clientRequestId = entry.clientRequestId;
  if (entry.url !== undefined) details.url = entry.url;
  if (entry.reason !== undefined) details.reason = entry.reason;
  if (entry.rollout !== undefined) details.rollout = entry.rollout;
  if (entry.signingKey !== undefined) details.signingKey = entry.signingKey;
  if (entry.evidence !== undefined) details.evidence = entry.evidence;
  return Object.keys(details).length > 0 ? JSON.stringify(details) : null;
}

/** The filters of a query, as SQL conditions on `audit_log` and their parameters. */
const FILTERS: Array<[keyof AuditQuery, string]> = [
  ['type', 'type = @type'],
  ['slug', 'slug = @slug'],
  ['action', 'action = @action'],
  ['since', 'time >= @since'],
  ['until', 'time < @until'],
];

/** Newest first: the clock gives one process's entries distinct, increasing times; the id orders ties between processes. */
export const newestFirst = (a: AuditEntry, b: AuditEntry): number =>
  a.time === b.time ? (a.id < b.id ? 1 : -1) : a.time < b.time ? 1 : -1;

/** One file's audit table. */
export class AuditTable {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly clock: AuditClock,
  ) {
    // Files made before the column existed gain it (their entries have no details).
    const columns = db.pragma('table_info(audit_log)') as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'details')) db.exec('ALTER TABLE audit_log ADD COLUMN details TEXT');
  }

  /** Appends inside the caller's transaction (the change it records), so both commit or neither. */
  appendInside(entry: NewAuditEntry): AuditEntry {
    const stamped = this.clock.stamp(entry);
    this.insertInside(stamped);
    return stamped;
  }

  /** Inserts an entry with the id and time it already has (import), inside the caller's transaction. */
  insertInside(stamped: AuditEntry): void {
    this.statement(
      `INSERT INTO audit_log (id, time, action, type, slug, version, actor, request_id, changes, details)
      VALUES (@id, @time, @action, @type, @slug, @version, @actor, @request_id, @changes, @details)`,
    ).run({
      id: stamped.id,
      time: stamped.time,
      action: stamped.action,
      type: stamped.type,
      slug: stamped.slug,
      version: stamped.version,
      actor: JSON.stringify(stamped.actor),
      request_id: stamped.requestId,
      changes: JSON.stringify(stamped.changes),
      details: detailsOf(stamped),
    });
  }

  /** The first `upTo` matching entries, newest first, and how many match. */
  head(query: AuditQuery, upTo: number): { entries: AuditEntry[]; total: number } {
    const used = FILTERS.filter(([field]) => query[field] !== undefined);
    const where = used.length ? `WHERE ${used.map(([, condition]) => condition).join(' AND ')}` : '';
    const params = Object.fromEntries(used.map(([field]) => [field, query[field]]));
    const total = this.statement(`SELECT count(*) FROM audit_log ${where}`).pluck().get(params) as number;
    const rows =
      upTo === 0
        ? []
        : (this.statement(`SELECT * FROM audit_log ${where} ORDER BY time DESC, id DESC LIMIT @upTo`).all({
            ...params,
            upTo,
          }) as AuditRow[]);
    return { entries: rows.map(toEntry), total };
  }

  /** Statements depend on which filters a query uses: a few shapes, each prepared once. */
  private statement(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }
}

/** A page of the entries of several tables (one per file), newest first. */
export function auditPage(tables: AuditTable[], query: AuditQuery): { entries: AuditEntry[]; total: number } {
  const heads = tables.map((table) => table.head(query, query.offset + query.limit));
  const entries = heads
    .flatMap((h) => h.entries)
    .sort(newestFirst)
    .slice(query.offset, query.offset + query.limit);
  return { entries, total: heads.reduce((sum, h) => sum + h.total, 0) };
}

/** Every entry of one file's table, oldest first, read through `db` (a snapshot's own connection). */
export function* allEntries(db: Database.Database): Generator<AuditEntry> {
  for (const row of db.prepare('SELECT * FROM audit_log ORDER BY time, id').iterate() as Iterable<AuditRow>)
    yield toEntry(row);
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
    clientRequestId: null,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
    ...(row.details === null ? {} : (JSON.parse(row.details) as Partial<Details>)),
  };
}
