/**
 * The writes of a package the handlers and the registry make: each reads its package, decides
 * by the release rules (package-changes.ts) and commits, through the one write of the storage
 * contract (Storage.changePackage).
 */
import { newVersionRecord } from '../storage/new-version.js';
import type {
  AuditStamp,
  ComposerHashes,
  NewVersion,
  PackageDecision,
  PackageRecord,
  PackageSettings,
  PackageState,
  PackageType,
  Rollout,
  Storage,
  VersionChange,
  VersionRecord,
} from '../storage/types.js';
import * as rules from './package-changes.js';

const now = () => new Date().toISOString();

/**
 * Stores a version with its archive; it becomes latest when it is the highest, and creates its
 * package when it is the first. ConflictError when it exists.
 */
export async function addVersion(
  storage: Storage,
  input: NewVersion,
  audit?: AuditStamp,
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  const { type, slug } = input.manifest;
  // No read first: the decision refuses a version that exists (ConflictError), and the adapter
  // then removes the incoming files unless a committed row names them (the same bytes again).
  const record = newVersionRecord(input, now());
  const archive = {
    version: { ...record, latest: false },
    archivePath: input.archivePath,
    ...(input.screenshotPath === undefined ? {} : { screenshotPath: input.screenshotPath }),
  };
  return storage.changePackage(type, slug, (state) => rules.decideUpload(state, { version: record, audit }), archive);
}

/** A write of one package, named by type and slug, taking `A` and answering `T`. */
type PackageWriteOf<A extends unknown[], T> = (
  storage: Storage,
  type: PackageType,
  slug: string,
  ...args: A
) => Promise<T>;

/** Runs a decision at one time, read once: a decision run again on fresh reads decides at the same time. */
function changeAt<T>(
  storage: Storage,
  type: PackageType,
  slug: string,
  decide: (state: PackageState | undefined, at: string) => PackageDecision<T>,
): Promise<T> {
  const at = now();
  return storage.changePackage(type, slug, (state) => decide(state, at));
}

/**
 * Changes notes and/or moves latest here; undefined if the version does not exist. InputError
 * (WITHDRAWN_NOT_LATEST) when moving latest to a withdrawn version.
 */
export const updateVersion: PackageWriteOf<
  [version: string, change: VersionChange, audit?: AuditStamp],
  VersionRecord | undefined
> = (storage, type, slug, version, change, audit) =>
  changeAt(storage, type, slug, (state, at) => rules.decideVersionUpdate(state, { version, change, now: at, audit }));

/**
 * Merges `change` into the version's rollout (decideRollout); undefined if the version does not
 * exist. Returns the version before and after (`after.latest` false when latest moved away).
 */
export const updateRollout: PackageWriteOf<
  [version: string, change: Partial<Rollout>, audit?: AuditStamp],
  { before: VersionRecord; after: VersionRecord } | undefined
> = (storage, type, slug, version, change, audit) =>
  changeAt(storage, type, slug, (state, at) => rules.decideRollout(state, { version, change, now: at, audit }));

/** Deletes a version and its archive; InputError for the latest version. */
export const deleteVersion: PackageWriteOf<[version: string, audit?: AuditStamp], VersionRecord | undefined> = (
  storage,
  type,
  slug,
  version,
  audit,
) => changeAt(storage, type, slug, (state, at) => rules.decideVersionDelete(state, { version, now: at, audit }));

/** Merges settings into the package; undefined if there is no such package. */
export const updatePackage: PackageWriteOf<
  [settings: PackageSettings, audit?: AuditStamp],
  PackageRecord | undefined
> = (storage, type, slug, settings, audit) =>
  changeAt(storage, type, slug, (state, at) => rules.decideSettings(state, { settings, now: at, audit }));

/** Deletes a package, all its versions and archives; returns what was deleted. */
export const deletePackage: PackageWriteOf<[audit?: AuditStamp], PackageState | undefined> = (
  storage,
  type,
  slug,
  audit,
) => storage.changePackage(type, slug, (state) => rules.decidePackageDelete(state, { audit }));

/**
 * Keeps the SHA-1 and SHA-256 of a version stored before they were recorded (decideHashes);
 * false when the version is gone, was replaced, or has them already.
 */
export function recordHashes(storage: Storage, version: VersionRecord, hashes: ComposerHashes): Promise<boolean> {
  return storage.changePackage(version.type, version.slug, (state) => rules.decideHashes(state, { version, hashes }));
}
