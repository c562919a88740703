import { InputError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { LATEST_VERSION_REFUSED } from '../packages/rules.js';
import type { AuditStamp, Storage, VersionRecord } from '../storage/types.js';
import { updateVersion } from './package-writes.js';

/**
 * What a request may ask of a version: new release notes, and whether it is the latest
 * (`false` included, which storage's VersionChange cannot express: see changeVersion).
 */
export interface RequestedVersionChange {
  releaseNotes?: string;
  latest?: boolean;
}

/**
 * Applies a version change: new release notes and/or `latest: true` (moves the flag here).
 * `latest: false` cannot unset the only latest version, so it is refused on that version
 * and means nothing on the others.
 */
export async function changeVersion(
  storage: Storage,
  type: PackageType,
  slug: string,
  version: string,
  change: RequestedVersionChange,
  audit: AuditStamp,
): Promise<VersionRecord | undefined> {
  if (change.latest === false) {
    const current = await storage.versions.get(type, slug, version);
    if (!current) return undefined;
    if (current.latest) throw new InputError(LATEST_VERSION_REFUSED);
  }
  return updateVersion(
    storage,
    type,
    slug,
    version,
    {
      ...(change.releaseNotes !== undefined ? { releaseNotes: change.releaseNotes } : {}),
      ...(change.latest ? { latest: true as const } : {}),
    },
    audit,
  );
}
