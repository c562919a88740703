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
