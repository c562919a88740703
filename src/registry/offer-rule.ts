/**
 * Which version a site is offered for the version it runs, with release control: the rule of
 * the update check (POST /update-check), pure, so that a table can test every case.
 *
 * A version *reaches* a site when it is not halted and the site's ring is one of its rings or
 * the site's bucket for the package is below its percent. For a site running `i` of a package
 * it does not hold, the candidates are the versions `v` with `i < v <= latest` that are not
 * withdrawn and reach the site; the highest whose requirements the site meets is offered, else
 * the highest (WordPress shows it as incompatible). When `i` itself is withdrawn, the site is
 * offered the highest version not withdrawn, at most latest, that reaches it and whose
 * requirements it meets, even a lower one (a rollback). With every rollout at its start
 * (100 %, no rings, neither halted nor withdrawn) this is the rule without release control.
 */
import { meets, type Release, type SiteVersions } from '../packages/update-offer.js';
import type { Rollout } from '../packages/rules.js';
import { compareVersions } from '../packages/version-compare.js';

export interface ControlledRelease extends Release {
  rollout: Rollout;
}

/** The site as the rule sees it, for one package. */
export interface SiteForPackage {
  versions: SiteVersions;
  ring: string;
  /** The site's bucket for this package (0-99); a function, since most checks never need it. */
  bucket: () => number;
  /** The site holds the package: nothing is offered. */
  held: boolean;
}

export interface Offer<R> {
  version: R;
  /** Lower than the installed version, which is withdrawn. */
  rollback: boolean;
}

export function reaches(rollout: Rollout, ring: string, bucket: () => number): boolean {
  if (rollout.halted) return false;
  return (
    rollout.rings.includes(ring) || (rollout.percent > 0 && (rollout.percent >= 100 || bucket() < rollout.percent))
  );
}

/** Whether `version` is one of the withdrawn versions (PHP version_compare equality). */
export function isWithdrawn(version: string, withdrawn: readonly string[]): boolean {
  return withdrawn.some((v) => compareVersions(v, version) === 0);
}

/** The offer for `installed` among `versions` (any order; `latest` one of them), or undefined for none. */
export function offerFor<R extends ControlledRelease>(
  installed: string,
  versions: readonly R[],
  latest: R,
  site: SiteForPackage,
): Offer<R> | undefined {
  if (site.held) return undefined;
  const offerable = versions
    .filter(
      (v) =>
        !v.rollout.withdrawn &&
        compareVersions(v.version, latest.version) <= 0 &&
        reaches(v.rollout, site.ring, site.bucket),
    )
    .sort((a, b) => compareVersions(b.version, a.version));
  const runsWithdrawn = versions.some((v) => v.rollout.withdrawn && compareVersions(v.version, installed) === 0);
  if (runsWithdrawn) {
    const back = offerable.find((v) => meets(v, site.versions));
    return back && { version: back, rollback: compareVersions(back.version, installed) < 0 };
  }
  const candidates = offerable.filter((v) => compareVersions(v.version, installed) > 0);
  if (candidates.length === 0) return undefined;
  return { version: candidates.find((v) => meets(v, site.versions)) ?? candidates[0], rollback: false };
}
