import { InputError } from '../errors.js';
import { LATEST_VERSION_REFUSED } from './rules.js';
import type { PackageType } from './manifest.js';
import type { Storage, VersionRecord } from '../storage/types.js';

/**
 * Applies a version PATCH: new release notes and/or `latest: true` (moves the flag here).
 * `latest: false` cannot unset the only latest version, so it is refused on that version
 * and means nothing on the others.
 */
export async function changeVersion(
  storage: Storage,
  type: PackageType,
  slug: string,
  version: string,
  body: { release_notes?: string; latest?: boolean },
): Promise<VersionRecord | undefined> {
  if (body.latest === false) {
    const current = await storage.getVersion(type, slug, version);
    if (!current) return undefined;
    if (current.latest) throw new InputError(LATEST_VERSION_REFUSED);
  }
  return storage.updateVersion(type, slug, version, {
    ...(body.release_notes !== undefined ? { releaseNotes: body.release_notes } : {}),
    ...(body.latest ? { latest: true as const } : {}),
  });
}
