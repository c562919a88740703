/**
 * The registry's side of signed releases: with trusted keys configured (REGISTRY_SIGNING_KEYS),
 * an upload is stored only when its signature verifies, for the package and version its headers
 * name and the SHA-384 of the bytes received, against one of them. Without keys a signature
 * sent is stored unchecked: trust lives in the sites, which verify it themselves.
 */
import type { KeyObject } from 'node:crypto';
import { InputError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { keyId, publicKeyOf, signedMessage, verifiesAgainstAny } from '../packages/signature.js';
import type { SignatureRefusal } from '../storage/types.js';

const MESSAGES: Record<SignatureRefusal, string> = {
  unsigned: 'The archive is not signed.',
  untrusted: "The archive's signature does not verify against any trusted key.",
};

/** What a signature is checked for: the package and version an archive names. */
export interface SignedPackage {
  type: PackageType;
  slug: string;
  version: string;
}

/**
 * An upload refused for its signature: the one place such a refusal is made, carrying what an
 * audit entry names (which package and version, and why).
 */
export class SignatureRefusedError extends InputError {
  constructor(
    readonly type: PackageType,
    readonly slug: string,
    readonly version: string,
    readonly reason: SignatureRefusal,
  ) {
    super(MESSAGES[reason]);
  }
}

export class TrustedKeys {
  private readonly keys: ReadonlyArray<{ id: string; key: KeyObject }>;

  /** `keys`: base64 public keys, already validated by the configuration. */
  constructor(keys: readonly string[]) {
    this.keys = keys.map((text) => ({ id: keyId(text), key: publicKeyOf(text) }));
  }

  get enforced(): boolean {
    return this.keys.length > 0;
  }

  /** The trusted keys' ids (the first 16 hex of each key's SHA-256), as the start-up log names them. */
  get ids(): string[] {
    return this.keys.map(({ id }) => id);
  }

  /**
   * Throws SignatureRefusedError unless the upload may be stored with this signature; returns the
   * id of the key that verified it (undefined when no keys are configured: nothing is checked).
   */
  check(target: SignedPackage, sha384: string, signature: string | undefined): string | undefined {
    if (!this.enforced) return undefined;
    const refuse = (reason: SignatureRefusal) =>
      new SignatureRefusedError(target.type, target.slug, target.version, reason);
    if (signature === undefined) throw refuse('unsigned');
    const message = signedMessage(target.type, target.slug, target.version, sha384);
    const verifying = this.keys.find(({ key }) => verifiesAgainstAny([key], message, signature));
    if (!verifying) throw refuse('untrusted');
    return verifying.id;
  }
}
