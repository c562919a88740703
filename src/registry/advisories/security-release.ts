/**
 * Security releases (DESIGN 15), pure, so that a table can test every case. A site running a
 * version an advisory exposes (not withdrawn, the version in one of its ranges) with a fix
 * (`fixedIn`) is owed the fix: the versions the registry holds at or above that fix, neither
 * withdrawn nor halted (an operator's halt stops a security release as it stops any release),
 * are security releases for it, whatever their percent and rings. The highest whose requirements
 * the site meets is offered, else the highest, as offer-rule.ts chooses among candidates. A site
 * holding the package is offered nothing: a hold is the operator's word for that site.
 */
import { type Advisory, exposes, fixedIn } from '../../packages/advisory.js';
import type { PackageType } from '../../packages/manifest.js';
import { meets, type SiteVersions } from '../../packages/update-offer.js';
import { compareVersions } from '../../packages/version-compare.js';
import type { ControlledRelease } from '../offer-rule.js';

/** An advisory exposing the version a site runs, and the lowest version that fixes it. */
export interface OwedFix {
  advisory: Advisory;
  fixedIn: string;
}

export interface SecurityRelease<R> {
  version: R;
  /** The advisory the offered version fixes (the first, by id, when it fixes several). */
  advisory: Advisory;
}

/** The advisories among `advisories` that expose `installed` of the package and name a fix for it, by id. */
export function owedFixes(
  advisories: readonly Advisory[],
  type: PackageType,
  slug: string,
  installed: string,
): OwedFix[] {
  const owed: OwedFix[] = [];
  for (const advisory of advisories) {
    if (!exposes(advisory, type, slug, installed)) continue;
    const fix = fixedIn(advisory, type, slug, installed);
    if (fix !== undefined) owed.push({ advisory, fixedIn: fix });
  }
  return owed.sort((a, b) => (a.advisory.id < b.advisory.id ? -1 : a.advisory.id > b.advisory.id ? 1 : 0));
}

/** The security release offered for the fixes a site is owed among `versions` (any order), or undefined for none. */
export function securityReleaseFor<R extends ControlledRelease>(
  owed: readonly OwedFix[],
  versions: readonly R[],
  site: { versions: SiteVersions; held: boolean },
): SecurityRelease<R> | undefined {
  if (site.held || owed.length === 0) return undefined;
  const lowestFix = owed.map((o) => o.fixedIn).sort(compareVersions)[0];
  const releases = versions
    .filter((v) => !v.rollout.withdrawn && !v.rollout.halted && compareVersions(v.version, lowestFix) >= 0)
    .sort((a, b) => compareVersions(b.version, a.version));
  if (releases.length === 0) return undefined;
  const version = releases.find((v) => meets(v, site.versions)) ?? releases[0];
  const fixed = owed.find((o) => compareVersions(version.version, o.fixedIn) >= 0)!;
  return { version, advisory: fixed.advisory };
}

/** The plain-text upgrade notice of a security release. */
export function securityNotice(advisoryId: string): string {
  return `Security release: fixes ${advisoryId}.`;
}
