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
export function meets(release: Release, site: SiteVersions): boolean {
  return satisfies(site, 'wp', release.requires) && satisfies(site, 'php', release.requiresPhp);
}

function satisfies(site: SiteVersions, which: keyof SiteVersions, required: string | null): boolean {
  const actual = site[which];
  if (!required || actual === undefined || actual === '') return true;
  return compareVersions(actual, required) >= 0;
}
