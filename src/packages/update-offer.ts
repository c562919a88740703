/**
 * Which stored version a WordPress site is offered for an installed one (POST /update-check).
 *
 * Candidates are the versions `v` with `installed < v <= latest` in PHP `version_compare`
 * order: never a downgrade, and never past `latest`, so that moving `latest` back to an older
 * version stops a bad release from spreading. The highest candidate whose requirements the
 * site meets is offered; when none is met, `latest` itself (WordPress then shows it as
 * incompatible and does not auto-update it). No candidate: nothing is offered.
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

/**
 * The shortcut that needs only the latest version: `none` when the installed version is not
 * below it, `latest` when the site meets it (the highest candidate, so offered), `undecided`
 * when only the other versions can tell (`offeredVersion` with all of them).
 */
export function offerFromLatest(installed: string, latest: Release, site: SiteVersions): 'none' | 'latest' | 'undecided' {
  if (compareVersions(installed, latest.version) >= 0) return 'none';
  return meets(latest, site) ? 'latest' : 'undecided';
}

/**
 * The version to offer, among `versions` (any order; `latest` must be one of them), or
 * undefined when there is no candidate.
 */
export function offeredVersion<R extends Release>(installed: string, versions: readonly R[], latest: R, site: SiteVersions): R | undefined {
  const candidates = versions
    .filter((v) => compareVersions(v.version, installed) > 0 && compareVersions(v.version, latest.version) <= 0)
    .sort((a, b) => compareVersions(b.version, a.version));
  if (candidates.length === 0) return undefined;
  return candidates.find((v) => meets(v, site)) ?? latest;
}
