/**
 * The audit entries of package changes, as their decisions (package-changes.ts) build them from
 * what the change read and wrote: the upload, the version, rollout and settings changes, deletes.
 */
import { requestIds, same } from '../storage/audit-entries.js';
import type {
  AuditAction,
  AuditStamp,
  NewAuditEntry,
  PackageSettings,
  PackageType,
  VersionRecord,
} from '../storage/types.js';

type Changes = NewAuditEntry['changes'];

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
    changes.gate = [before.rollout.gate ?? null, after.rollout.gate ?? null];
  if ((before.rollout.stoppedBy ?? null) !== (after.rollout.stoppedBy ?? null))
    changes.stopped_by = [before.rollout.stoppedBy ?? null, after.rollout.stoppedBy ?? null];
  if ((before.rollout.gateSince ?? null) !== (after.rollout.gateSince ?? null))
    changes.gate_since = [before.rollout.gateSince ?? null, after.rollout.gateSince ?? null];
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
