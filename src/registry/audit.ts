import { InputError } from '../errors.js';
import type { AuditAction, AuditEntry, AuditType, Storage } from '../storage/types.js';

/** What a reader may filter the audit trail by (GET /audit's query, the `audit` CLI's options). */
export interface AuditFilters {
  type?: AuditType;
  slug?: string;
  action?: AuditAction;
  /** ISO 8601 date (midnight UTC) or date and time; inclusive. */
  since?: string;
  /** The same; exclusive. */
  until?: string;
}

export const AUDIT_TYPES: readonly AuditType[] = ['plugin', 'theme', 'site', 'key', 'webhook', 'advisory'];
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...(['plugin', 'theme'] as const).flatMap((type) =>
    (
      ['upload', 'update', 'delete', 'version.update', 'version.rollout', 'version.delete', 'upload.refused'] as const
    ).map((a) => `${type}.${a}` as const),
  ),
  'site.enroll',
  'site.update',
  'site.delete',
  'key.create',
  'key.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.disable',
  'advisory.create',
  'advisory.update',
  'advisory.import',
];

/** A filter value from a closed list (the CLI's options; the spec checks GET /audit's own). */
function oneOf<T extends string>(field: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || allowed.includes(value as T)) return value as T | undefined;
  throw new InputError(`${field}: must be one of ${allowed.join(', ')}`);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A `since`/`until` value as the store compares times (ISO 8601 UTC with milliseconds), or an
 * InputError naming the field. A date alone is midnight UTC; a time must say its offset, since
 * "09:30" means another instant on every server.
 */
export function auditTime(field: 'since' | 'until', value: string): string {
  const ms = DATE_ONLY.test(value)
    ? Date.parse(`${value}T00:00:00Z`)
    : DATE_TIME.test(value)
      ? Date.parse(value.replace(' ', 'T'))
      : NaN;
  // Date.parse rolls 2026-02-30 over to March: a date must come back as written.
  const valid = !Number.isNaN(ms) && (!DATE_ONLY.test(value) || new Date(ms).toISOString().startsWith(value));
  if (!valid)
    throw new InputError(
      `${field}: must be an ISO 8601 date (2026-11-01) or date and time with an offset (2026-11-01T09:30:00Z)`,
    );
  return new Date(ms).toISOString();
}

/** One page of the audit trail, newest first, with the total number of matches. */
export async function readAudit(
  storage: Storage,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  return storage.audit.list({
    ...(filters.type !== undefined ? { type: oneOf('type', filters.type, AUDIT_TYPES) } : {}),
    ...(filters.slug !== undefined ? { slug: filters.slug } : {}),
    ...(filters.action !== undefined ? { action: oneOf('action', filters.action, AUDIT_ACTIONS) } : {}),
    ...(filters.since !== undefined ? { since: auditTime('since', filters.since) } : {}),
    ...(filters.until !== undefined ? { until: auditTime('until', filters.until) } : {}),
    offset: page.offset,
    limit: page.limit,
  });
}
