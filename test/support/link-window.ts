import { linkExpiry } from '../../src/present/context.js';

/** The registry's default REGISTRY_LINK_TTL_SECONDS, which the test servers and the bench keep. */
const DEFAULT_LINK_TTL_SECONDS = 3600;

/**
 * Waits, when the next `seconds` would cross a change of the download links' expiry (linkExpiry,
 * the registry's own rounding: every ten minutes with the default TTL), until just after it. At
 * that change every kept answer holding a link is built again, with new links: a test that
 * compares answers or counts storage reads across it, or a bench figure taken across it, would
 * see that rebuild instead of what it is after (it failed a test in CI at 15:40:00 once).
 */
export async function clearOfLinkWindowChange(seconds: number, ttlSeconds = DEFAULT_LINK_TTL_SECONDS): Promise<void> {
  const now = Date.now();
  const current = linkExpiry(ttlSeconds, now);
  if (linkExpiry(ttlSeconds, now + (seconds + 2) * 1000) === current) return;
  while (linkExpiry(ttlSeconds) === current) await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
