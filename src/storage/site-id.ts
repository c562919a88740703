import { createHash } from 'node:crypto';

/** A site's id: the first 16 lowercase hex digits of the SHA-256 of its normalized URL. */
export function siteId(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/** A site key's id, as the audit trail names it: the first 16 hex digits of the SHA-256 of the 32-byte public key. */
export function siteKeyId(publicKey: string): string {
  return createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex').slice(0, 16);
}

/** DESIGN's 409 for a URL that is enrolled already, naming how to release its key. */
export function alreadyEnrolled(id: string): string {
  return `This site is already enrolled; release its key with PATCH /sites/${id} {"key": null}.`;
}
