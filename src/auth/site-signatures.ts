/**
 * Signed site requests (DESIGN: site identity): an enrolled site signs every request with its own
 * Ed25519 key, over the method, the path with query, its time and the SHA-256 of the body bytes.
 * Only public keys are ever on the registry; the secret never leaves the site.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';

/** How far a site's `X-Site-Time` may be from the registry's clock, either way. */
export const SITE_TIME_WINDOW_SECONDS = 300;

/** The answers to refused site requests, word for word as the spec states them. */
export const SITE_REFUSALS = {
  signature: "The site's signature does not verify.",
  clock: "The site's clock is more than 5 minutes off.",
  notEnrolled: 'This site is not enrolled; enroll again.',
  enrolledOnly: 'This registry answers enrolled sites only.',
  signedOnly: 'Only an enrolled site may send this, signed with its key.',
  pending: "This site's enrollment awaits an operator's approval.",
} as const;

/** The headers a signed request carries. */
export interface SiteSignatureHeaders {
  id: string;
  time: string;
  signature: string;
}

/** The UTF-8 message a site signs. */
export function siteSignedMessage(method: string, pathWithQuery: string, time: string, body: Buffer): Buffer {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return Buffer.from(`extension-registry-site-v1\n${method.toUpperCase()}\n${pathWithQuery}\n${time}\n${bodyHash}`);
}

/** Whether `time` (Unix seconds, digits only) lies within the window around `nowMs`. */
export function withinWindow(time: string, nowMs = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(time)) return false;
  return Math.abs(Number(time) - nowMs / 1000) <= SITE_TIME_WINDOW_SECONDS;
}

/** Public keys parsed at most (an organization's sites); the map is emptied, never grown, past it. */
const KEY_CACHE_SIZE = 10_000;
/** DER prefix of an Ed25519 SubjectPublicKeyInfo: the 32 raw bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Verifies Ed25519 signatures by sites' base64 public keys, each parsed once. */
export class SiteSignatureVerifier {
  private readonly keys = new Map<string, KeyObject>();

  verify(publicKey: string, message: Buffer, signature: string): boolean {
    const signatureBytes = Buffer.from(signature, 'base64');
    if (signatureBytes.length !== 64 || signatureBytes.toString('base64') !== signature) return false;
    const key = this.keyOf(publicKey);
    return key !== undefined && verify(null, message, key, signatureBytes);
  }

  private keyOf(publicKey: string): KeyObject | undefined {
    let key = this.keys.get(publicKey);
    if (key) return key;
    const raw = Buffer.from(publicKey, 'base64');
    if (raw.length !== 32) return undefined;
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    if (this.keys.size >= KEY_CACHE_SIZE) this.keys.clear();
    this.keys.set(publicKey, key);
    return key;
  }
}
