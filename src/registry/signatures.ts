/**
 * The registry's side of signed releases: with trusted keys configured (REGISTRY_SIGNING_KEYS),
 * an upload is stored only when its signature verifies, for the package and version its headers
 * name and the SHA-384 of the bytes received, against one of them. Without keys a signature
 * sent is stored unchecked: trust lives in the sites, which verify it themselves.
 */
import type { KeyObject } from 'node:crypto';
import { InputError } from '../errors.js';
import type { Manifest, PackageType } from '../packages/manifest.js';
import { keyIdOf, publicKeyOf, signedMessage, verifies } from '../packages/signature.js';

export type SignatureProblem = 'unsigned' | 'untrusted';

const MESSAGES: Record<SignatureProblem, string> = {
  unsigned: 'The archive is not signed.',
  untrusted: "The archive's signature does not verify against any trusted key.",
};

/**
 * An upload refused for its signature: the one place such a refusal is made, carrying what an
 * audit entry names (which package and version, and why).
 */
export class SignatureRefusedError extends InputError {
  constructor(
    readonly type: PackageType,
    readonly slug: string,
    readonly version: string,
    readonly reason: SignatureProblem,
  ) {
    super(MESSAGES[reason]);
  }
}

export class TrustedKeys {
  private readonly keys: ReadonlyArray<{ id: string; key: KeyObject }>;

  /** `keys`: base64 public keys, already validated by the configuration. */
  constructor(keys: readonly string[]) {
    this.keys = keys.map((text) => ({ id: keyIdOf(text), key: publicKeyOf(text) }));
  }

  get enforced(): boolean {
    return this.keys.length > 0;
  }

  /**
   * Throws SignatureRefusedError unless the upload may be stored with this signature. Returns
   * the id (keyIdOf) of the trusted key that verified it; undefined when no keys are configured
   * (a signature is then stored unchecked, and no key is known to have made it).
   */
  check(manifest: Manifest, sha384: string, signature: string | undefined): string | undefined {
    if (!this.enforced) return undefined;
    const refuse = (reason: SignatureProblem) =>
      new SignatureRefusedError(manifest.type, manifest.slug, manifest.version, reason);
    if (signature === undefined) throw refuse('unsigned');
    const message = signedMessage(manifest.type, manifest.slug, manifest.version, sha384);
    const verifying = this.keys.find(({ key }) => verifies(key, message, signature));
    if (!verifying) throw refuse('untrusted');
    return verifying.id;
  }
}
