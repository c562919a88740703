import { auditEntry } from '../present/audit.js';
import { readAudit } from '../registry/audit.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, queryParams } from './types.js';

/** GET /audit: the audit trail, newest first. */
export function auditHandlers({ storage }: HandlerDeps) {
  const listAuditEntries: Handler<'listAuditEntries'> = async (c) => {
    const { type, slug, action, since, until, ...pageQuery } = queryParams<'listAuditEntries'>(c);
    const { storageQuery, info } = paging(pageQuery);
    const { entries, total } = await readAudit(storage, { type, slug, action, since, until }, storageQuery);
    return ok({ info: info(total), entries: entries.map(auditEntry) });
  };
  return { listAuditEntries };
}
