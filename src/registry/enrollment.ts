/**
 * Enrollment bound to the site (DESIGN 11a): which URLs an API key may enroll, who may take a
 * row, and whether a new site waits for an operator. The rule is pure: the storage applies it to
 * what it read of the URL's row and the key's other sites inside the enrollment's own
 * transaction, so concurrent enrollments cannot pass an allowance or take a row twice.
 *
 * Threat model. A site key sits in every `wp-config.php` it was given to, so assume it leaks.
 * - Minting sites (made-up URLs with key pairs of their own, to trip or dilute health gates,
 *   or to inflate rollouts): a key enrolls at most its allowance of distinct URLs (`--sites`,
 *   default 1), or only the URL it was created for (`--site-url`), and nothing after its
 *   expiry. A key from before allowances enrolls only URLs the inventory held before this
 *   release wrote to it (the upgrade rule): it mints none.
 * - Squatting (enrolling a real site's URL first, to take its row, ring and holds, or to keep it
 *   off a registry that answers enrolled sites only): an enrolled URL is never taken (409); a
 *   released one only by a key bound to it; a row from unsigned checks only within the key's
 *   allowance, and its ring and holds are not disclosed in the answer. With
 *   REGISTRY_SITES=approved no new site is answered before an operator approved it.
 * - A WordPress administrator without the key who changes the Site Address: the must-use plugin
 *   enrolls the new URL with the same key, which the allowance refuses beyond it; the plugin
 *   then keeps its old enrollment and sends nothing for the new URL.
 * What a leaked key can still do: enroll the URLs of its allowance that no one enrolled yet
 * (one, for a per-site key), read the catalog, and re-enroll its own sites after an operator
 * released their keys. Revoking it (`keys revoke`) ends that; sites enrolled with it keep their
 * own Ed25519 keys and go on signing.
 */
import type { SiteMode } from '../config.js';
import type { Scopes } from '../auth/scopes.js';
import { ConflictError, ForbiddenError, InputError } from '../errors.js';
import { alreadyEnrolled, siteId } from '../storage/site-id.js';
import type { ApiKeyRecord, EnrollmentAllowance, EnrollmentFacts, EnrollmentVerdict } from '../storage/types.js';
import { normalizeSiteUrl } from './site-inventory.js';

/** The refusals of DESIGN 11a, word for word. */
export const ENROLLMENT_REFUSALS = {
  boundElsewhere: (url: string) => `This key is for ${url}; create a key for this site.`,
  allowanceUsed: (n: number) => `This key has enrolled all the sites it may (${n}); create a key for this site.`,
  expired: 'This key has expired.',
} as const;

/** A released URL that this key is not bound to (the design says 409; these words are ours). */
export function boundToAnotherKey(): string {
  return 'This site was enrolled with another key; only that key, or a key created for this site with --site-url, may enroll it again.';
}

/**
 * The rule for `key` enrolling `url` (normalized) at `now`, under REGISTRY_SITES `mode`, as a
 * function of what the storage read. Throws ForbiddenError (the allowance) or ConflictError (the
 * row is taken); otherwise says whether the site waits for approval.
 */
export function enrollmentRule(
  key: Pick<ApiKeyRecord, 'id' | 'enrollment'>,
  url: string,
  mode: SiteMode,
  now: Date,
): (facts: EnrollmentFacts) => EnrollmentVerdict {
  return ({ site, keyEnrolled }) => {
    const allowance = key.enrollment;
    if (allowance?.expiresAt !== undefined && now.getTime() > Date.parse(allowance.expiresAt))
      throw new ForbiddenError(ENROLLMENT_REFUSALS.expired);
    if (allowance?.siteUrl !== undefined && allowance.siteUrl !== url)
      throw new ForbiddenError(ENROLLMENT_REFUSALS.boundElsewhere(allowance.siteUrl));
    const id = siteId(url);
    if (site?.enrolled) throw new ConflictError(alreadyEnrolled(id));
    // Bound to the URL: the key that enrolled it last, or a key created for it.
    const bound = site?.enrolledBy === key.id || allowance?.siteUrl === url;
    // A URL enrolled before and released since is enrolled again only by a key bound to it.
    const released = site?.enrolledBy !== undefined;
    if (released && !bound) throw new ConflictError(boundToAnotherKey());
    if (!bound) {
      if (allowance === undefined) {
        // The upgrade rule: a key from before allowances enrolls only the sites that were checking in.
        if (!site?.predates) throw new ForbiddenError(ENROLLMENT_REFUSALS.allowanceUsed(keyEnrolled));
      } else if (keyEnrolled >= allowance.sites) {
        throw new ForbiddenError(ENROLLMENT_REFUSALS.allowanceUsed(allowance.sites));
      }
    }
    // Approval: a URL never enrolled (or never approved) waits, unless the key is pre-approved.
    const pending = mode === 'approved' && allowance?.approved !== true && (site?.pending === true || !released);
    return { pending };
  };
}

/** `YYYY-MM-DD`, or a date-time with seconds and an offset (`Z` or `+02:00`): no local time to guess. */
const EXPIRY_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXPIRY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * `--expires`: an ISO 8601 date, meaning the end of that UTC day, or a date-time with its offset;
 * any such value is taken (a past one makes a key that is already expired). ISO 8601 UTC.
 */
export function parseExpiry(text: string): string {
  const date = EXPIRY_DATE.test(text)
    ? new Date(`${text}T23:59:59.999Z`)
    : EXPIRY_TIME.test(text)
      ? new Date(text)
      : undefined;
  if (!date || Number.isNaN(date.getTime()) || (EXPIRY_DATE.test(text) && !date.toISOString().startsWith(text)))
    throw new InputError(
      `--expires takes a date (2026-12-31, the end of that UTC day) or a date-time with its offset (2026-12-31T18:00:00Z); got "${text}".`,
    );
  return date.toISOString();
}

/**
 * The allowance `keys create` gives a key with `sites:enroll` (DESIGN 11a): one site unless
 * `--sites N`, the URL of `--site-url` (normalized, and then one site), `--expires`, `--approved`.
 * Undefined for a key without `sites:enroll`, which may not take these options.
 */
export function parseAllowance(
  scopes: Scopes,
  options: { siteUrl?: string; sites?: string; expires?: string; approved?: boolean },
): EnrollmentAllowance | undefined {
  const given =
    options.siteUrl !== undefined || options.sites !== undefined || options.expires !== undefined || options.approved;
  if (!scopes.sites?.includes('enroll')) {
    if (given) throw new InputError('--site-url, --sites, --expires and --approved are for keys with sites:enroll.');
    return undefined;
  }
  let sites = 1;
  if (options.sites !== undefined) {
    sites = Number(options.sites);
    if (!/^\d{1,9}$/.test(options.sites) || sites < 1) throw new InputError('--sites must be a whole number from 1.');
  }
  if (options.siteUrl !== undefined && sites !== 1)
    throw new InputError('--site-url binds the key to one site; leave out --sites.');
  return {
    sites,
    ...(options.siteUrl !== undefined ? { siteUrl: normalizeSiteUrl(options.siteUrl, '--site-url') } : {}),
    ...(options.expires !== undefined ? { expiresAt: parseExpiry(options.expires) } : {}),
    ...(options.approved ? { approved: true } : {}),
  };
}

/** `keys list`'s allowance, enrolled and expires columns of a key. */
export function allowanceColumns(key: Pick<ApiKeyRecord, 'enrollment' | 'scopes'>, enrolled: number): string[] {
  const allowance = key.enrollment;
  if (!allowance) {
    // A key from before allowances: only the sites that were checking in (the upgrade rule).
    return [key.scopes.sites?.includes('enroll') ? 'sites seen before the upgrade' : '-', String(enrolled), '-'];
  }
  const what = allowance.siteUrl ?? `${allowance.sites} site${allowance.sites === 1 ? '' : 's'}`;
  return [`${what}${allowance.approved ? ' (approved)' : ''}`, String(enrolled), allowance.expiresAt ?? 'never'];
}
