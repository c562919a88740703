import { nextTurn } from './fleet-walk.js';

/** A sweep runs at most this often per instance (one that found today done costs nothing more). */
const SWEEP_EVERY_MS = 3_600_000;

/** `YYYY-MM-DD` of the UTC day `ms` falls in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * When a daily sweep taken by requests is due (adoption snapshots, advisories' exposure counts):
 * the first request an instance serves after a UTC midnight starts one in the background, then
 * at most one an hour should it fail; never two at once. The sweep starts on a later turn of the
 * event loop than the request that found it due (often a platform's /healthz or /readyz probe of
 * a fresh instance): what a sweep reads before its first await would otherwise hold that answer.
 * A sweep over the fleet walks it a page at a time (fleet-walk.ts).
 */
export class DailySweep {
  private sweptAt = 0;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly sweep: (at: number) => Promise<void>,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts a sweep in the background when one is due; never throws, never waits. */
  ifDue(): void {
    const at = this.now();
    const sameDay = utcDay(this.sweptAt) === utcDay(at);
    if (this.sweeping || (sameDay && at - this.sweptAt < SWEEP_EVERY_MS)) return;
    this.sweeping = nextTurn()
      .then(() => this.sweep(at))
      .then(() => {
        this.sweptAt = at;
      }, this.onError)
      .finally(() => {
        this.sweeping = undefined;
      });
  }

  /** Waits for a sweep in progress (tests, and shutdown). */
  async settled(): Promise<void> {
    await this.sweeping;
  }
}
