/** A feed's time as the domain keeps it: ISO 8601 UTC. */

/** Wordfence writes `2024-02-23 08:38:15`, a UTC time without its zone. */
const ZONELESS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The time as ISO 8601 UTC, undefined when it is absent or not a time. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const time = new Date(ZONELESS.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/**
 * A record with no time at all still counts: it keeps the earliest time, so that importing it
 * again finds it unchanged rather than stamped anew.
 */
export const NO_TIME = new Date(0).toISOString();
