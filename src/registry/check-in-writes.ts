/**
 * Check-ins being written. An update check answers without waiting for its check-in to be
 * stored (the answer does not depend on it, and the site's next check sends it again), so the
 * reads of the inventory in this app (GET /sites, install counts) first wait for the writes
 * already started: what this app answered, it also lists. One per app (createApp).
 */
export class CheckInWrites {
  private readonly pending = new Set<Promise<void>>();

  /** Tracks a write of the inventory; `write` must not reject (its caller reports failures). */
  track(write: Promise<void>): void {
    this.pending.add(write);
    void write.then(() => this.pending.delete(write));
  }

  /** Resolves once every check-in write started before the call has ended. */
  async written(): Promise<void> {
    if (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
