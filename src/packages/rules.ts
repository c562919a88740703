/** Rules of the package domain shared by the service and every storage adapter. */

/** interface.md's message for deleting (or un-flagging) the latest version. */
export const LATEST_VERSION_REFUSED =
  'You cannot delete latest version. Please upload a new version or choose a previous version as latest.';

/** DESIGN.md: release notes fit one Azure table string (64 KiB of UTF-16) on every adapter. */
export const MAX_RELEASE_NOTES = 30_000;

/** Slug rule: lower-case words of letters and digits joined by single hyphens, at most 200 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG = 200;

export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG && SLUG.test(text);
}

/** Which sites a version reaches, and whether it was stopped or taken back (release control). */
export interface Rollout {
  /** 0-100: sites whose bucket for the package is below it are reached. */
  percent: number;
  /** Ring names whose sites are reached whatever their bucket. */
  rings: string[];
  /** Reaches no new site; sites running it keep it. */
  halted: boolean;
  /** Never offered again; sites running it are offered a rollback. */
  withdrawn: boolean;
}

/** Every upload starts here unless its form says otherwise: every site, as without release control. */
export const FULL_ROLLOUT: Readonly<Rollout> = Object.freeze({
  percent: 100,
  rings: [],
  halted: false,
  withdrawn: false,
});

/** A stored version without a rollout (written before release control existed) reaches every site. */
export function rolloutOf(stored: Partial<Rollout> | undefined): Rollout {
  return { ...FULL_ROLLOUT, rings: [], ...stored };
}

export const ONLY_VERSION_NOT_WITHDRAWN = 'Cannot withdraw the only version that is not withdrawn.';
export const WITHDRAWN_NOT_LATEST = 'A withdrawn version cannot be made latest.';

/** The ring of a site that neither was assigned one nor declares one. */
export const DEFAULT_RING = 'production';
const RING = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_RING = 40;

export function isRing(text: string): boolean {
  return text.length <= MAX_RING && RING.test(text);
}
