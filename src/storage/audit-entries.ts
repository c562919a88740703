/**
 * The audit entries every adapter writes, built the same way everywhere from what the write
 * read and changed inside its own commit. Adapters decide where an entry lives; these decide
 * what it says.
 */
import { randomBytes } from 'node:crypto';
import type { Advisory } from '../packages/advisory.js';
import { type ApiGate, gateAsApi, type HealthGate } from '../packages/rules.js';
import { siteKeyId } from './site-id.js';
import type {
  ApiKeyRecord,
  AuditAction,
  AuditEntry,
  AuditStamp,
  NewAuditEntry,
  PackageSettings,
  PackageType,
  SiteRecord,
  VersionRecord,
  WebhookRecord,
} from './types.js';

type Changes = NewAuditEntry['changes'];

/** The request's ids, as every entry of a stamped write carries them. */
const requestIds = (stamp: AuditStamp) => ({
  requestId: stamp.requestId,
  clientRequestId: stamp.clientRequestId ?? null,
});

/** An upload's entry: the version as stored, with the rollout it starts with and the key that verified it. */
export function uploadEntry(
  stamp: AuditStamp,
  version: Pick<VersionRecord, 'type' | 'slug' | 'version' | 'rollout'>,
): NewAuditEntry {
  const { percent, rings, halted, withdrawn, gate } = version.rollout;
  return {
    ...packageEntry(stamp, version.type, version.slug, version.version, 'upload'),
    rollout: { percent, rings: [...rings], halted, withdrawn, gate: gate ?? null },
    signingKey: stamp.signingKey ?? null,
  };
}

/** An entry about a package (or one of its versions). */
export function packageEntry(
  stamp: AuditStamp,
  type: PackageType,
  slug: string,
  version: string | null,
  action: 'upload' | 'update' | 'delete' | 'version.update' | 'version.rollout' | 'version.delete',
  changes: Changes = {},
): NewAuditEntry {
  return {
    action: `${type}.${action}` as AuditAction,
    type,
    slug,
    version,
    actor: stamp.actor,
    ...requestIds(stamp),
    changes,
    ...(stamp.evidence ? { evidence: stamp.evidence } : {}),
  };
}

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

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What a rollout change did (`latest` too, when a withdrawal moved it off this version). */
export function rolloutChanges(
  before: Pick<VersionRecord, 'rollout' | 'latest'>,
  after: Pick<VersionRecord, 'rollout' | 'latest'>,
): Changes {
  const changes: Changes = {};
  for (const field of ['percent', 'rings', 'halted', 'withdrawn'] as const) {
    if (!same(before.rollout[field], after.rollout[field]))
      changes[field] = [before.rollout[field], after.rollout[field]];
  }
  if (before.latest !== after.latest) changes.latest = [before.latest, after.latest];
  if (!same(before.rollout.gate ?? null, after.rollout.gate ?? null))
    changes.gate = [apiGateOrNull(before.rollout.gate), apiGateOrNull(after.rollout.gate)];
  if ((before.rollout.stoppedBy ?? null) !== (after.rollout.stoppedBy ?? null))
    changes.stopped_by = [before.rollout.stoppedBy ?? null, after.rollout.stoppedBy ?? null];
  if ((before.rollout.gateSince ?? null) !== (after.rollout.gateSince ?? null))
    changes.gate_since = [before.rollout.gateSince ?? null, after.rollout.gateSince ?? null];
  return changes;
}

/** The trail's `changes.gate` reads like GET .../rollout (null: no gate). */
const apiGateOrNull = (gate: HealthGate | undefined): ApiGate | null => (gate ? gateAsApi(gate) : null);

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

/** The settings that a PATCH changed, named as the API names them (`bannerLow` -> `banner_low`). */
export function settingsChanges(before: PackageSettings, after: PackageSettings): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after) as Array<keyof PackageSettings>) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) changes[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = [was, now];
  }
  return changes;
}

/** What a version change did: new release notes, latest moved here. */
export function versionChanges(
  before: Pick<VersionRecord, 'releaseNotes' | 'latest'>,
  after: Pick<VersionRecord, 'releaseNotes' | 'latest'>,
): Changes {
  const changes: Changes = {};
  if (before.releaseNotes !== after.releaseNotes) changes.release_notes = [before.releaseNotes, after.releaseNotes];
  if (before.latest !== after.latest) changes.latest = [before.latest, after.latest];
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
