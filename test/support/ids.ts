import { createHash } from 'node:crypto';

/**
 * The ids the registry derives, worked out here on their own so that a test checks the
 * registry's: the first 16 hex of a SHA-256.
 */

/** A site's id before it enrolls: of its normalized URL. */
export const siteIdOf = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 16);

/** A key's id (an enrolled site's, a signing key's), as the audit trail names it: of its raw public key. */
export const keyIdOf = (publicKey: string): string =>
  createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex').slice(0, 16);
