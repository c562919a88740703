/**
 * Whether a WordPress site meets a version's requirements (`Requires at least`, `Requires PHP`),
 * which decides among the versions an update check may offer (registry/offer-rule.ts).
 */
import { compareVersions } from './version-compare.js';

/** What the rule needs of a stored version. */
export interface Release {
  version: string;
  /** `Requires at least` (WordPress); empty or null: none. */
  requires: string | null;
  /** `Requires PHP`; empty or null: none. */
  requiresPhp: string | null;
}

/** The versions a site reported; absent ones meet every requirement. */
export interface SiteVersions {
  wp?: string;
  php?: string;
}

/** A requirement is met when it is empty, when the site did not say, or when the site's version is at least it. */
export function meets(release: Pick<Release, 'requires' | 'requiresPhp'>, site: SiteVersions): boolean {
  return satisfies(site.wp, release.requires) && satisfies(site.php, release.requiresPhp);
}

// Compared afresh each time: dotted numbers compare in tens of nanoseconds (version-compare.ts),
// less than remembering the answer per check cost (bench/README.md, "Figures behind the code").
function satisfies(actual: string | undefined, required: string | null): boolean {
  return !required || actual === undefined || actual === '' || compareVersions(actual, required) >= 0;
}
