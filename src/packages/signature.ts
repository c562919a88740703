/**
 * Signed releases: what CI signs and how a signature is checked. Keys are Ed25519 written as
 * WordPress writes them (`wp_trusted_keys`): base64 of the 32-byte public key; a private key is
 * base64 of its 32-byte seed. The site's must-use plugin checks the same message with sodium.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import type { PackageType } from './manifest.js';

/** Base64 of exactly 32 bytes (43 characters and one `=`), as keys are written. */
const KEY_BASE64 = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;
/** Base64 of exactly 64 bytes (a detached Ed25519 signature). */
export const SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{85}[AQgw]==$/;

/**
 * The UTF-8 message a signature covers: it binds the archive's bytes to its package and
 * version, so a signed archive of one version cannot be passed off as another. Byte-exact:
 * lowercase hex, no newline after the hash.
 */
export function signedMessage(type: PackageType, slug: string, version: string, sha384Hex: string): Buffer {
  return Buffer.from(
    `extension-registry-signature-v1\n${type}\n${slug}\n${version}\n${sha384Hex.toLowerCase()}`,
    'utf8',
  );
}

/** Whether `text` is a key as written (base64 of 32 bytes, canonical). */
export function isKeyText(text: string): boolean {
  return KEY_BASE64.test(text);
}

/**
 * A public key's id, as logs and audit entries name it: the first 16 hex of the SHA-256 of its
 * 32 bytes (the key's text is public, but a short id reads better and matches across tools).
 */
export function keyId(publicKeyText: string): string {
  return createHash('sha256').update(Buffer.from(publicKeyText, 'base64')).digest('hex').slice(0, 16);
}

/** A public key from its base64 text; the caller checked it with isKeyText. */
export function publicKeyOf(text: string): KeyObject {
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(text, 'base64').toString('base64url') },
    format: 'jwk',
  });
}

/** A private key from its base64 seed; undefined when the text is not one. */
export function privateKeyOf(seedText: string): KeyObject | undefined {
  if (!isKeyText(seedText)) return undefined;
  const seed = Buffer.from(seedText, 'base64');
  // An Ed25519 PKCS#8 document is a fixed 16-byte prefix followed by the seed.
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The base64 public key of a private key. */
export function publicKeyText(privateKey: KeyObject): string {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url').toString('base64');
}

/** A new key pair, as the publish script's `keygen` prints it. */
export function newKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    privateKey: Buffer.from(jwk.d!, 'base64url').toString('base64'),
    publicKey: Buffer.from(jwk.x!, 'base64url').toString('base64'),
  };
}

/** Base64 of the detached signature of `message`. */
export function signMessage(privateKey: KeyObject, message: Buffer): string {
  return sign(null, message, privateKey).toString('base64');
}

/** Whether the base64 signature over `message` verifies against one of `keys`. */
export function verifiesAgainstAny(keys: readonly KeyObject[], message: Buffer, signature: string): boolean {
  if (!SIGNATURE_BASE64.test(signature)) return false;
  const raw = Buffer.from(signature, 'base64');
  return keys.some((key) => verify(null, message, key, raw));
}
