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
  /**
   * Answers already worked out for these versions, by requirement: one update check compares
   * the same few requirements (`6.0`, `7.4`) against the same versions for every package it
   * names (bench/README.md). Each check brings its own (UpdateChecks.check).
   */
  answers?: Map<string, boolean>;
}

/** A requirement is met when it is empty, when the site did not say, or when the site's version is at least it. */
export function meets(release: Release, site: SiteVersions): boolean {
  return satisfies(site, 'wp', release.requires) && satisfies(site, 'php', release.requiresPhp);
}

function satisfies(site: SiteVersions, which: 'wp' | 'php', required: string | null): boolean {
  const actual = site[which];
  if (!required || actual === undefined || actual === '') return true;
  const key = `${which} ${required}`;
  let answer = site.answers?.get(key);
  if (answer === undefined) {
    answer = compareVersions(actual, required) >= 0;
    site.answers?.set(key, answer);
  }
  return answer;
}
