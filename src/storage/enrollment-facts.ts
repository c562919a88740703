import { ConflictError } from '../errors.js';
import { alreadyEnrolled, siteId } from './site-id.js';
import type { EnrollmentFacts, EnrollmentVerdict, SiteEnrollment, SiteRecord } from './types.js';

/** What the enrollment rule is told of the row at the URL (both adapters read it so). */
function enrollmentFacts(site: SiteRecord): NonNullable<EnrollmentFacts['site']> {
  return {
    enrolled: site.publicKey !== undefined,
    ...(site.enrolledBy !== undefined ? { enrolledBy: site.enrolledBy } : {}),
    pending: site.pending === true,
    predates: site.firstSeen === undefined,
  };
}

/**
 * The enrollment's rule on the row at its URL (undefined: none) and the count of the key's other
 * sites; without one (import, the storage suites), a URL with a key is refused and nothing else.
 */
export function enrollmentVerdict(
  enrollment: SiteEnrollment,
  before: SiteRecord | undefined,
  keyEnrolled: number,
): EnrollmentVerdict {
  const facts: EnrollmentFacts = { ...(before ? { site: enrollmentFacts(before) } : {}), keyEnrolled };
  if (enrollment.decide) return enrollment.decide(facts);
  if (facts.site?.enrolled) throw new ConflictError(alreadyEnrolled(siteId(enrollment.url)));
  return { pending: false };
}
