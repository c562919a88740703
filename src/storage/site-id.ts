import { createHash } from 'node:crypto';

/** A site's id: the first 16 lowercase hex digits of the SHA-256 of its normalized URL. */
export function siteId(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}
