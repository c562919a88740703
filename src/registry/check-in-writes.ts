/**
 * Check-ins being written. An update check answers without waiting for its check-in to be
 * stored (the answer does not depend on it, and the site's next check sends it again), so the
 * reads of the inventory in this process (GET /sites, install counts) first wait for the
 * writes already started: what this process answered, it also lists.
 */
const writing = new WeakMap<object, Set<Promise<void>>>();

/** Tracks a write of `storage`'s inventory; `write` must not reject (its caller reports failures). */
export function track(storage: object, write: Promise<void>): void {
  let pending = writing.get(storage);
  if (!pending) writing.set(storage, (pending = new Set()));
  pending.add(write);
  void write.then(() => pending.delete(write));
}

/** Resolves once every check-in write of `storage` started before the call has ended. */
export async function checkInsWritten(storage: object): Promise<void> {
  const pending = writing.get(storage);
  if (pending && pending.size > 0) await Promise.all([...pending]);
}
