/**
 * Optimistic concurrency on a package partition: every write reads the head (keeping its
 * ETag), then commits conditionally. When another writer got there first the commit fails
 * with 412 (ETag moved) or 409 (someone created the row), and the whole read-decide-commit
 * step runs again after a jittered, exponentially growing pause.
 */
import { UnavailableError } from '../../errors.js';
import { statusOf } from './errors.js';

export interface RetryPolicy {
  /** Total time the retries may take before giving up with UnavailableError. */
  budgetMs: number;
  /** First pause ceiling; doubles per attempt up to `capMs`. */
  baseMs: number;
  capMs: number;
}

/**
 * DESIGN.md: concurrent writes wait for each other for up to 30 s. "Full jitter" (a pause
 * drawn from 0..ceiling) spreads the losers out, so each round has few contenders.
 */
export const DEFAULT_RETRY: RetryPolicy = { budgetMs: 30_000, baseMs: 10, capMs: 1_000 };

const BUSY = 'The package is being changed by other requests; nothing was stored. Try again.';

/** Thrown by an attempt that found the package busy in a way no status code reports (a delete in progress). */
export class Contended extends Error {
  constructor(message = 'The package is busy.') {
    super(message);
    this.name = 'Contended';
  }
}

/** 409/412 from a conditional write (another writer won the race), or Contended. */
export function isContention(err: unknown): boolean {
  const status = statusOf(err);
  return err instanceof Contended || status === 409 || status === 412;
}

/**
 * Runs `attempt` until it succeeds, throws something other than contention, or the budget
 * is spent; then UnavailableError. `attempt` must re-read what it decides on: a retry with
 * stale data would fail again (or, worse, succeed unconditionally).
 */
export async function retryOnContention<T>(
  policy: RetryPolicy,
  attempt: (round: number) => Promise<T>,
  { random = Math.random, sleep = pauseFor }: { random?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const deadline = Date.now() + policy.budgetMs;
  for (let round = 0; ; round++) {
    try {
      return await attempt(round);
    } catch (err) {
      if (!isContention(err)) throw err;
      const pause = random() * Math.min(policy.capMs, policy.baseMs * 2 ** round);
      if (Date.now() + pause >= deadline) throw new UnavailableError(BUSY, { cause: err });
      await sleep(pause);
    }
  }
}

const pauseFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
