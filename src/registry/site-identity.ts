/**
 * Site identity: a site enrolls its own Ed25519 key at its URL; operators release a key or
 * remove a site. The id is fixed at enrollment (siteId of the normalized URL) and never changes.
 */
import type { SiteMode } from '../config.js';
import type { ApiKeyRecord, AuditStamp, SiteRecord, SiteSigner, Storage } from '../storage/types.js';
import { enrollmentRule } from './enrollment.js';
import type { CheckInWrites } from './check-in-writes.js';
import { normalizeSiteUrl } from './site-inventory.js';

/** Enrolls `publicKey` (base64, 32 bytes; the spec checks its form) for the site at `url`. */
export async function enrollSite(
  storage: Storage,
  writes: CheckInWrites,
  enrollment: { url: string; publicKey: string },
  key: Pick<ApiKeyRecord, 'id' | 'enrollment'>,
  mode: SiteMode,
  audit: AuditStamp,
  now = new Date(),
): Promise<SiteRecord> {
  const url = normalizeSiteUrl(enrollment.url, 'url');
  // The site's own unsigned check-in just before may still be on its way: it is written first.
  await writes.written();
  return storage.sites.enroll(
    {
      url,
      publicKey: enrollment.publicKey,
      time: now.toISOString(),
      keyId: key.id,
      decide: enrollmentRule(key, url, mode, now),
    },
    audit,
  );
}

/** Removes a site and its key; undefined if there is no such site. */
export async function deleteSite(
  storage: Storage,
  writes: CheckInWrites,
  id: string,
  audit: AuditStamp,
): Promise<SiteRecord | undefined> {
  await writes.written();
  return storage.sites.delete(id, audit);
}

/** DESIGN's 409 for a signed check whose URL is not the one its key was enrolled for. */
export function enrolledElsewhere(site: Pick<SiteSigner, 'url'>): string {
  return `This site's key is enrolled for ${site.url}; enroll again.`;
}
