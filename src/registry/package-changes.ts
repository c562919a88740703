/**
 * The release rules, once: each change of a package is a pure decision over the package as one
 * write read it (Storage.changePackage), naming every row it writes and the audit entry that
 * commits with them. Adapters apply a decision and decide nothing, so every adapter writes the
 * same rows, times and entries.
 */
import {
  becomesLatest,
  changedRollout,
  latestAfterWithdrawal,
  refuseDeletingLatest,
  refuseWithdrawnAsLatest,
  type Rollout,
} from '../packages/rules.js';
import { hasChanges } from '../storage/audit-entries.js';
import { versionConflict } from '../storage/new-version.js';
import { packageEntry, rolloutChanges, settingsChanges, uploadEntry, versionChanges } from './package-entries.js';
import type {
  AuditStamp,
  ComposerHashes,
  PackageDecision,
  PackageRecord,
  PackageSettings,
  PackageState,
  VersionChange,
  VersionRecord,
} from '../storage/types.js';

/** A decision that writes nothing and answers `result`. */
const nothing = <T>(result: T): PackageDecision<T> => ({ write: {}, result });

const versionOf = (state: PackageState | undefined, version: string): VersionRecord | undefined =>
  state?.versions.find((v) => v.version === version);

/** A new version (storage/new-version.ts newVersionRecord) and who uploads it. */
export interface Upload {
  version: Omit<VersionRecord, 'latest'>;
  audit?: AuditStamp;
}

/**
 * An upload: the first version creates its package; a version higher than the latest becomes
 * latest, and the previous latest's row takes the upload's time. The package takes the upload's
 * time whether or not latest moved. ConflictError when the version exists.
 */
export function decideUpload(
  state: PackageState | undefined,
  { version, audit }: Upload,
): PackageDecision<{ package: PackageRecord; version: VersionRecord }> {
  if (versionOf(state, version.version)) throw versionConflict(version.slug, version.version);
  const previous = state?.package.latest;
  const stored: VersionRecord = { ...version, latest: becomesLatest(version.version, previous?.version) };
  const pkg: PackageRecord = state
    ? { ...state.package, updatedAt: version.updatedAt, latest: stored.latest ? stored : state.package.latest }
    : {
        type: version.type,
        slug: version.slug,
        settings: {},
        createdAt: version.createdAt,
        updatedAt: version.createdAt,
        latest: stored,
        withdrawn: [],
      };
  const put =
    previous && stored.latest ? [{ ...previous, latest: false, updatedAt: version.updatedAt }, stored] : [stored];
  return {
    write: { package: pkg, put, ...(audit ? { audit: uploadEntry(audit, stored) } : {}) },
    result: { package: pkg, version: stored },
  };
}

/** A version change: new notes and/or latest moved here. */
export interface VersionUpdate {
  version: string;
  change: VersionChange;
  now: string;
  audit?: AuditStamp;
}

/**
 * Notes and/or latest moved to the version (InputError WITHDRAWN_NOT_LATEST for a withdrawn
 * one). The version, the previous latest when latest moves, and the package take `now`; a
 * change that asks for nothing new of the version writes nothing. Undefined: no such version.
 */
export function decideVersionUpdate(
  state: PackageState | undefined,
  { version, change, now, audit }: VersionUpdate,
): PackageDecision<VersionRecord | undefined> {
  const target = versionOf(state, version);
  if (!state || !target) return nothing(undefined);
  const moves = change.latest === true && !target.latest;
  if (moves) refuseWithdrawnAsLatest(target);
  if (!moves && change.releaseNotes === undefined) return nothing(target);
  const updated: VersionRecord = {
    ...target,
    releaseNotes: change.releaseNotes ?? target.releaseNotes,
    latest: target.latest || moves,
    updatedAt: now,
  };
  const previous = state.package.latest;
  const put = moves ? [{ ...previous, latest: false, updatedAt: now }, updated] : [updated];
  const changes = versionChanges(target, updated);
  return {
    write: {
      package: { ...state.package, updatedAt: now, latest: updated.latest ? updated : previous },
      put,
      ...(audit && hasChanges(changes)
        ? { audit: packageEntry(audit, target.type, target.slug, version, 'version.update', changes) }
        : {}),
    },
    result: updated,
  };
}

/** A rollout change of one version (an operator's, or a health gate's stop carrying `stoppedBy`). */
export interface RolloutUpdate {
  version: string;
  change: Partial<Rollout>;
  now: string;
  audit?: AuditStamp;
}

/**
 * Merges the change into the version's rollout (changedRollout: a gate's stop applies once, the
 * first wins; a second answers before and after the same and writes nothing). Withdrawing the
 * latest moves latest to the highest version not withdrawn (InputError ONLY_VERSION_NOT_WITHDRAWN
 * when there is none); only then does the package take `now`. The package's withdrawn list
 * follows the version's flag. Undefined: no such version.
 */
export function decideRollout(
  state: PackageState | undefined,
  { version, change, now, audit }: RolloutUpdate,
): PackageDecision<{ before: VersionRecord; after: VersionRecord } | undefined> {
  const before = versionOf(state, version);
  if (!state || !before) return nothing(undefined);
  const rollout = changedRollout(before.rollout, change, now);
  if (!rollout) return nothing({ before, after: before });
  const moves = rollout.withdrawn && !before.rollout.withdrawn && before.latest;
  const next = moves ? { ...latestAfterWithdrawal(state.versions, version), latest: true, updatedAt: now } : undefined;
  const after: VersionRecord = { ...before, rollout, latest: before.latest && !moves, updatedAt: now };
  const pkg = state.package;
  const withdrawn =
    rollout.withdrawn === before.rollout.withdrawn
      ? pkg.withdrawn
      : [...pkg.withdrawn.filter((v) => v !== version), ...(rollout.withdrawn ? [version] : [])];
  const changes = rolloutChanges(before, after);
  return {
    write: {
      package: {
        ...pkg,
        updatedAt: next ? now : pkg.updatedAt,
        latest: next ?? (after.latest ? after : pkg.latest),
        withdrawn,
      },
      put: next ? [after, next] : [after],
      ...(audit && hasChanges(changes)
        ? { audit: packageEntry(audit, before.type, before.slug, version, 'version.rollout', changes) }
        : {}),
    },
    result: { before, after },
  };
}

/**
 * Deletes a version that is not latest (InputError LATEST_VERSION_REFUSED for the latest): it
 * leaves the withdrawn list, and the package takes `now`. Undefined: no such version.
 */
export function decideVersionDelete(
  state: PackageState | undefined,
  { version, now, audit }: { version: string; now: string; audit?: AuditStamp },
): PackageDecision<VersionRecord | undefined> {
  const target = versionOf(state, version);
  if (!state || !target) return nothing(undefined);
  refuseDeletingLatest(target);
  const pkg = state.package;
  return {
    write: {
      package: { ...pkg, updatedAt: now, withdrawn: pkg.withdrawn.filter((v) => v !== version) },
      remove: [version],
      ...(audit ? { audit: packageEntry(audit, target.type, target.slug, version, 'version.delete') } : {}),
    },
    result: target,
  };
}

/**
 * Merges settings into the package, which takes `now` even when nothing changed; the entry names
 * only what did, and there is none when nothing did. Undefined: no such package.
 */
export function decideSettings(
  state: PackageState | undefined,
  { settings, now, audit }: { settings: PackageSettings; now: string; audit?: AuditStamp },
): PackageDecision<PackageRecord | undefined> {
  if (!state) return nothing(undefined);
  const pkg = state.package;
  const after: PackageRecord = { ...pkg, settings: { ...pkg.settings, ...settings }, updatedAt: now };
  const changes = settingsChanges(pkg.settings, settings);
  return {
    write: {
      package: after,
      ...(audit && hasChanges(changes)
        ? { audit: packageEntry(audit, pkg.type, pkg.slug, null, 'update', changes) }
        : {}),
    },
    result: after,
  };
}

/** Deletes the package with every version; answers what was deleted. Undefined: no such package. */
export function decidePackageDelete(
  state: PackageState | undefined,
  { audit }: { audit?: AuditStamp },
): PackageDecision<PackageState | undefined> {
  if (!state) return nothing(undefined);
  const { type, slug } = state.package;
  return {
    write: { package: null, ...(audit ? { audit: packageEntry(audit, type, slug, null, 'delete') } : {}) },
    result: state,
  };
}

/**
 * Keeps the Composer hashes of a version stored before they were recorded. It completes a record
 * and changes no release: no entry, no time moves. False when the version is gone, was replaced
 * (another archive), or has them already.
 */
export function decideHashes(
  state: PackageState | undefined,
  { version, hashes }: { version: VersionRecord; hashes: ComposerHashes },
): PackageDecision<boolean> {
  const current = versionOf(state, version.version);
  if (!state || !current || current.fileName !== version.fileName || (current.sha1 && current.sha256))
    return nothing(false);
  const updated: VersionRecord = { ...current, sha1: hashes.sha1, sha256: hashes.sha256 };
  return {
    write: {
      // The package describes its latest version: a latest version's row changes it too.
      ...(updated.latest ? { package: { ...state.package, latest: updated } } : {}),
      put: [updated],
    },
    result: true,
  };
}
