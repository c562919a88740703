/**
 * The audit entries of keys, sites, webhooks and advisories that every adapter writes, built the same way
 * everywhere from what the write read and changed inside its own commit (a package change's
 * entry is its decision's: registry/package-entries.ts). Adapters decide where an entry lives;
 * these decide what it says.
 */
import { randomBytes } from 'node:crypto';
import type { Advisory } from '../packages/advisory.js';
import { siteKeyId } from './site-id.js';
import type {
  ApiKeyRecord,
  AuditEntry,
  AuditStamp,
  NewAuditEntry,
  SiteRecord,
  WebhookChange,
  WebhookRecord,
} from './types.js';

type Changes = NewAuditEntry['changes'];

/** The request's ids, as every entry of a stamped write carries them. */
export const requestIds = (stamp: AuditStamp) => ({
  requestId: stamp.requestId,
  clientRequestId: stamp.clientRequestId ?? null,
});

/** An entry about an API key (created or revoked by the CLI). */
export function keyEntry(
  stamp: AuditStamp,
  id: string,
  action: 'key.create' | 'key.revoke',
  changes: Changes,
): NewAuditEntry {
  return { action, type: 'key', slug: id, version: null, actor: stamp.actor, ...requestIds(stamp), changes };
}

/** A new key's `key.create` changes: its name, scopes, and (when it has them) its enrollment allowance and Composer ring; never its value or hash. */
export function createdKeyChanges(key: ApiKeyRecord): Changes {
  return {
    name: [null, key.name],
    scopes: [null, key.scopes],
    ...(key.enrollment ? { enrollment: [null, key.enrollment] } : {}),
    ...(key.composerRing ? { composer_ring: [null, key.composerRing] } : {}),
  };
}

/** An entry about a site (enrolled, changed, deleted), naming it by id and by its URL. */
export function siteEntry(
  stamp: AuditStamp,
  site: Pick<SiteRecord, 'id' | 'url'>,
  changes: Changes,
  action: 'site.update' | 'site.enroll' | 'site.delete' = 'site.update',
): NewAuditEntry {
  return {
    action,
    type: 'site',
    slug: site.id,
    url: site.url,
    version: null,
    actor: stamp.actor,
    ...requestIds(stamp),
    changes,
  };
}

/** Whether two values read the same (as JSON): what an entry's `changes` compares. */
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What an operator's change did to a site: its assigned ring (null: none), its holds. */
export function siteChanges(before: SiteRecord, after: SiteRecord): Changes {
  const changes: Changes = {};
  if ((before.assignedRing ?? null) !== (after.assignedRing ?? null))
    changes.ring = [before.assignedRing ?? null, after.assignedRing ?? null];
  if (!same(before.holds, after.holds)) changes.holds = [before.holds, after.holds];
  // The key by its id alone: the public key itself is no secret, but the trail names, not holds, keys.
  const keyBefore = before.publicKey === undefined ? null : siteKeyId(before.publicKey);
  const keyAfter = after.publicKey === undefined ? null : siteKeyId(after.publicKey);
  if (keyBefore !== keyAfter) changes.key = [keyBefore, keyAfter];
  // An approval (REGISTRY_SITES=approved): the site was pending, now it is enrolled.
  if ((before.pending ?? false) !== (after.pending ?? false))
    changes.state = [before.pending ? 'pending' : 'enrolled', after.pending ? 'pending' : 'enrolled'];
  return changes;
}

export const hasChanges = (changes: Changes): boolean => Object.keys(changes).length > 0;

/**
 * Gives entries their time and id. Times of one clock strictly increase (a second entry in the
 * same millisecond is stamped a millisecond later), so one process's entries never tie; the id
 * is the time in milliseconds, zero-padded, and a random part that orders ties between processes.
 */
export class AuditClock {
  private last = 0;

  stamp(entry: NewAuditEntry): AuditEntry {
    const ms = Math.max(Date.now(), this.last + 1);
    this.last = ms;
    return {
      id: `${String(ms).padStart(13, '0')}-${randomBytes(4).toString('hex')}`,
      time: new Date(ms).toISOString(),
      ...entry,
      clientRequestId: entry.clientRequestId ?? null,
    };
  }
}

/** Milliseconds since the epoch of an entry id (its first part). */
export const idMillis = (id: string): number => Number(id.slice(0, 13));

/**
 * A webhook's URL as the trail names it: its origin, the rest cut. Chat and incident tools put
 * their credential in the path or query (a Slack incoming webhook's URL is its token), and the
 * trail is read by every `audit:read` key and sent to every endpoint.
 */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const rest = parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '';
    return `${parsed.protocol}//${parsed.host}${rest ? '/…' : ''}`;
  } catch {
    return '…';
  }
}

type WebhookFields = Pick<WebhookRecord, 'url' | 'events' | 'description' | 'disabled'>;

/** What a webhook's write did, the URL redacted and the secret never named. */
export function webhookChanges(before: WebhookFields | undefined, after: WebhookFields | undefined): Changes {
  const changes: Changes = {};
  const shown = (record: WebhookFields | undefined) =>
    record && {
      url: redactedUrl(record.url),
      events: record.events,
      description: record.description,
      disabled: record.disabled,
    };
  const was = shown(before);
  const now = shown(after);
  for (const field of ['url', 'events', 'description', 'disabled'] as const) {
    const a = was?.[field] ?? null;
    const b = now?.[field] ?? null;
    // A URL edited within its origin still changed: say so without showing either.
    if (field === 'url' && before && after && before.url !== after.url && a === b)
      changes.url = [a, `${typeof b === 'string' ? b : ''} (changed)`];
    else if (!same(a, b)) changes[field] = [a, b];
  }
  return changes;
}

/**
 * What a PATCH of an endpoint writes, on either adapter: the record after it and, when stamped,
 * its entry (disabling an enabled endpoint is recorded as such); undefined when it changes
 * nothing an entry shows, so that nothing is written.
 */
export function webhookUpdate(
  before: WebhookRecord,
  change: WebhookChange,
  stamp?: AuditStamp,
): { after: WebhookRecord; entry: NewAuditEntry | undefined } | undefined {
  const after: WebhookRecord = { ...before, ...change };
  const changes = webhookChanges(before, after);
  if (!hasChanges(changes)) return undefined;
  const action = change.disabled && !before.disabled ? 'webhook.disable' : 'webhook.update';
  return { after, entry: stamp && webhookEntry(stamp, before.id, action, changes) };
}

/** An entry about a webhook endpoint. */
export function webhookEntry(
  stamp: AuditStamp,
  id: string,
  action: 'webhook.create' | 'webhook.update' | 'webhook.delete' | 'webhook.disable',
  changes: Changes,
): NewAuditEntry {
  return { action, type: 'webhook', slug: id, version: null, actor: stamp.actor, ...requestIds(stamp), changes };
}

/**
 * The fields of an advisory its entries compare, as the API names them. `details` and
 * `references` are left out: the trail says that an advisory changed and how it ranks, the
 * advisory itself says the rest.
 */
const ADVISORY_FIELDS = ['summary', 'severity', 'cvss', 'aliases', 'affected', 'withdrawn'] as const;

/** What an advisory's write changed (`before` undefined: it is new). */
export function advisoryChanges(before: Advisory | undefined, after: Advisory): Changes {
  const changes: Changes = {};
  for (const field of ADVISORY_FIELDS) {
    const was = before === undefined ? null : apiAdvisoryField(before, field);
    const now = apiAdvisoryField(after, field);
    if (!same(was, now)) changes[field] = [was, now];
  }
  return changes;
}

/** `affected` as the API spells its ranges (`last_affected`): the trail shows it as the API does. */
export function apiAffected(affected: Advisory['affected']) {
  return affected.map(({ type, slug, ranges }) => ({
    type,
    slug,
    ranges: ranges.map(({ lastAffected, ...bounds }) =>
      lastAffected === undefined ? bounds : { ...bounds, last_affected: lastAffected },
    ),
  }));
}

const apiAdvisoryField = (advisory: Advisory, field: (typeof ADVISORY_FIELDS)[number]): unknown =>
  field === 'affected' ? apiAffected(advisory.affected) : advisory[field];

/** An entry about an advisory (named by its id), or about an import run (named by its source). */
export function advisoryEntry(
  stamp: AuditStamp,
  slug: string,
  action: 'advisory.create' | 'advisory.update' | 'advisory.import',
  changes: Changes,
): NewAuditEntry {
  return { action, type: 'advisory', slug, version: null, actor: stamp.actor, ...requestIds(stamp), changes };
}

/** An import run's entry, named by its source: how many advisories it created and updated. */
export function advisoryImportEntry(
  stamp: AuditStamp,
  source: string,
  counts: { created: number; updated: number },
): NewAuditEntry {
  return advisoryEntry(stamp, source, 'advisory.import', {
    created: [null, counts.created],
    updated: [null, counts.updated],
  });
}
