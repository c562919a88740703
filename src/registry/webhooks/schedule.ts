/**
 * When a failed delivery is tried again (DESIGN 18): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h
 * after each failure, then it has failed. Each wait gets up to 10% of jitter so that endpoints
 * failing together are not retried in lockstep; a receiver's Retry-After replaces the wait
 * (bounded, so that a receiver can neither hammer the registry nor park an event for a week).
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
const MIN_RETRY_AFTER_MS = 1_000;
const MAX_RETRY_AFTER_MS = 36_000_000;
/** An endpoint failing this long without a success is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;

/**
 * The time of the next attempt after `attempts` attempts (the one that just failed included),
 * or null when there is none left. `retryAfterMs` is the receiver's Retry-After, if it sent one.
 */
export function nextAttempt(
  attempts: number,
  now: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  if (retryAfterMs !== undefined) return now + Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, retryAfterMs));
  return now + Math.round(base * (1 + random() * 0.1));
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
