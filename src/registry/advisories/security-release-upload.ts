/**
 * An upload's advisory (DESIGN 15): the fix and its advisory published in one step. Everything
 * that can refuse the advisory is checked before the version is stored (a refused advisory
 * stores nothing); the advisory is written after the version, so a security release never
 * names a fix the registry does not hold yet.
 */
import { InputError } from '../../errors.js';
import type { Advisory, AffectedPackage } from '../../packages/advisory.js';
import type { PackageType } from '../../packages/manifest.js';
import { compareVersions } from '../../packages/version-compare.js';
import type { AuditStamp, Storage } from '../../storage/types.js';
import { checkAffected, createAdvisory, type NewAdvisory, updateAdvisory } from './records.js';

/** What the upload form's `advisory` carries: a stored advisory's id, or a new advisory. */
export type UploadAdvisory = { id: string } | { advisory: NewAdvisory };

/** Writes the advisory once the version is stored, with the upload's audit stamp. */
export type AdvisoryPublication = (stamp: AuditStamp) => Promise<Advisory>;

/**
 * Checks the upload's advisory against the uploaded package and version (InputError when it is
 * bad) and returns its publication: each range of the package with no fix that begins below
 * the version is closed at it (`fixed`).
 */
export async function advisoryForUpload(
  storage: Pick<Storage, 'advisories'>,
  given: UploadAdvisory,
  uploaded: { type: PackageType; slug: string; version: string },
): Promise<AdvisoryPublication> {
  if ('advisory' in given) {
    const affected = fixedAt(given.advisory.affected, uploaded);
    checkAffected(affected);
    return (stamp) => createAdvisory(storage, { ...given.advisory, affected }, stamp);
  }
  const stored = await storage.advisories.get(given.id);
  if (!stored) throw new InputError(`advisory: there is no advisory ${given.id}.`);
  const affected = fixedAt(stored.affected, uploaded);
  return (stamp) => updateAdvisory(storage, stored.id, { affected }, stamp);
}

/** `affected` with the package's open ranges closed at the uploaded version; InputError when it names no such package. */
function fixedAt(
  affected: AffectedPackage[],
  { type, slug, version }: { type: PackageType; slug: string; version: string },
): AffectedPackage[] {
  if (!affected.some((a) => a.type === type && a.slug === slug))
    throw new InputError(`advisory: it names no range of the ${type} ${slug}.`);
  return affected.map((a) =>
    a.type !== type || a.slug !== slug
      ? a
      : {
          ...a,
          ranges: a.ranges.map((r) =>
            r.fixed === undefined &&
            r.lastAffected === undefined &&
            (r.introduced === '0' || compareVersions(r.introduced, version) < 0)
              ? { ...r, fixed: version }
              : r,
          ),
        },
  );
}
