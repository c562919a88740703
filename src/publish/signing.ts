import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import type { Manifest } from '../packages/manifest.js';
import { newKeyPair, privateKeyOf, publicKeyText, signedMessage, signMessage } from '../packages/signature.js';
import { EXIT, PublishError } from './errors.js';

/**
 * Signed releases, CI's side: `keygen` makes the key pair, and with EXTENSION_REGISTRY_SIGNING_KEY
 * set every archive is signed before it is sent. The private key's value is never printed.
 */

/** `registry-publish keygen`: the private key for the CI secret and its public key, on stdout. */
export function keygenText(): string {
  const { privateKey, publicKey } = newKeyPair();
  return `EXTENSION_REGISTRY_SIGNING_KEY=${privateKey}\npublic key: ${publicKey}\n`;
}

export const KEYGEN_HELP = `Keep EXTENSION_REGISTRY_SIGNING_KEY secret: store it as a CI secret of the pipelines that publish.
Give the public key to the registry (REGISTRY_SIGNING_KEYS) and to every site
(define( 'EXTENSION_REGISTRY_SIGNING_KEYS', '...' ) in wp-config.php); list the old and the new key, comma-separated, while rotating.`;

/** The signing key from the environment, if set; a malformed one stops the run before anything is built or sent. */
export function signingKeyFrom(env: NodeJS.ProcessEnv): KeyObject | undefined {
  const text = env.EXTENSION_REGISTRY_SIGNING_KEY?.trim();
  if (!text) return undefined;
  const key = privateKeyOf(text);
  if (!key) {
    throw new PublishError(
      EXIT.failed,
      'EXTENSION_REGISTRY_SIGNING_KEY is not a signing key: it must be base64 of a 32-byte Ed25519 seed, as "registry-publish keygen" prints it. Nothing was sent.',
    );
  }
  return key;
}

/** The signature of the archive for its type, slug and version, and the public key that checks it. */
export async function signArchive(
  key: KeyObject,
  archivePath: string,
  manifest: Manifest,
): Promise<{ signature: string; publicKey: string }> {
  const hash = createHash('sha384');
  for await (const chunk of createReadStream(archivePath)) hash.update(chunk as Buffer);
  const message = signedMessage(manifest.type, manifest.slug, manifest.version, hash.digest('hex'));
  return { signature: signMessage(key, message), publicKey: publicKeyText(key) };
}
