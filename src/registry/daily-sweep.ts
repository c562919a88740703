import { nextTurn } from './fleet-walk.js';

/** A failed sweep is tried again no sooner than this (by the first request after it). */
const RETRY_AFTER_MS = 3_600_000;

/** `YYYY-MM-DD` of the UTC day `ms` falls in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface DailySweepOptions {
  /**
   * Due again this long after the last one of the same day, as well (the adoption sweep: packages
   * that appeared since). Absent: once a day, as the sweep's work is.
   */
  again?: number;
}

/**
 * When a daily sweep taken by requests is due (adoption snapshots, advisories' exposure counts):
 * the first request an instance serves after a UTC midnight starts one in the background; one
 * that succeeded is not due again until the next UTC day (unless `again` says so), one that
 * failed an hour after it started, not at the next request (every request of that hour would
 * otherwise ask the failing storage again); never two at once. What another instance swept
 * today each sweep finds out itself, cheaply (it reads what is stored for today first). The
 * sweep starts on a later turn of the event loop than the request that found it due (often a
 * platform's /healthz or /readyz probe of a fresh instance): what a sweep reads before its first
 * await would otherwise hold that answer. A sweep over the fleet walks it a page at a time
 * (fleet-walk.ts).
 */
export class DailySweep {
  /** When the last sweep that succeeded started; undefined before any. */
  private sweptAt: number | undefined;
  /** When the last sweep that failed started, if it is the last one that ran. */
  private failedAt: number | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly sweep: (at: number) => Promise<void>,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
    private readonly options: DailySweepOptions = {},
  ) {}

  /** Starts a sweep in the background when one is due; never throws, never waits. */
  ifDue(): void {
    const at = this.now();
    if (this.sweeping || !this.due(at)) return;
    this.sweeping = nextTurn()
      .then(() => this.sweep(at))
      .then(
        () => {
          this.sweptAt = at;
          this.failedAt = undefined;
        },
        (err: unknown) => {
          this.failedAt = at;
          this.onError(err);
        },
      )
      .finally(() => {
        this.sweeping = undefined;
      });
  }

  /** Waits for a sweep in progress (tests, and shutdown). */
  async settled(): Promise<void> {
    await this.sweeping;
  }

  private due(at: number): boolean {
    if (this.failedAt !== undefined) return at - this.failedAt >= RETRY_AFTER_MS;
    if (this.sweptAt === undefined || utcDay(this.sweptAt) !== utcDay(at)) return true;
    return this.options.again !== undefined && at - this.sweptAt >= this.options.again;
  }
}
