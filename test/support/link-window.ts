import { DEFAULT_LINK_TTL_SECONDS } from '../../src/config.js';
import { linkExpiry } from '../../src/present/context.js';

/**
 * Waits, when the next `seconds` would cross a change of the download links' expiry (linkExpiry,
 * the registry's own rounding: every ten minutes with the default TTL), until just after it. At
 * that change every kept answer holding a link is built again, with new links: a test that
 * compares answers or counts storage reads across it, or a bench figure taken across it, would
 * see that rebuild instead of what it is after (it failed a test in CI at 15:40:00 once). The
 * test servers and the bench keep the default TTL.
 */
export async function clearOfLinkWindowChange(seconds: number, ttlSeconds = DEFAULT_LINK_TTL_SECONDS): Promise<void> {
  const now = Date.now();
  const current = linkExpiry(ttlSeconds, now);
  if (linkExpiry(ttlSeconds, now + (seconds + 2) * 1000) === current) return;
  while (linkExpiry(ttlSeconds) === current) await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
