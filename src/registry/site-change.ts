/**
 * An operator's change to a site (PATCH /sites/{id}: ring, holds, key release, approval) as a
 * rule of what the site's settings become. Pure and synchronous: SiteStorage.change runs it on
 * the row it read, inside its transaction or ETag-guarded pass, and runs it again on the fresh
 * row when another writer got in first.
 */
import type { SiteChange, SiteRecord, SiteSettings } from '../storage/types.js';

/** The settings `site` has after `change`: what the change leaves out stays as it was. */
export function siteChangeRule(change: SiteChange): (site: SiteRecord) => SiteSettings {
  return (site) => {
    // null clears the assignment; absent keeps it.
    const assignedRing = change.ring === undefined ? site.assignedRing : (change.ring ?? undefined);
    // Releasing the key keeps the row (id, ring, holds): the site enrolls again.
    const publicKey = change.key === null ? undefined : site.publicKey;
    // Approval only ever ends a wait; nothing here makes a site wait.
    const pending = site.pending === true && change.approved !== true;
    return {
      holds: change.holds ?? site.holds,
      ...(assignedRing !== undefined ? { assignedRing } : {}),
      ...(publicKey !== undefined ? { publicKey } : {}),
      ...(pending ? { pending: true as const } : {}),
    };
  };
}
