import { createHmac, createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto';

/** The Standard Webhooks secret of a new endpoint: `whsec_` and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The key bytes of a `whsec_` secret (the HMAC key is its decoded base64, as Standard Webhooks says). */
const secretBytes = (secret: string): Buffer => Buffer.from(secret.slice('whsec_'.length), 'base64');

/** DER prefix of a PKCS#8 Ed25519 private key: the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Signs deliveries as Standard Webhooks does: `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` with the endpoint's secret; with an Ed25519 key, also `v1a,` and the
 * base64 Ed25519 signature of the same text (space-separated, as the standard lists several).
 */
export class DeliverySigner {
  private readonly privateKey?: KeyObject;
  /** Base64 of the raw 32-byte public key, for GET /webhooks/public-key; undefined without a key. */
  readonly publicKey?: string;

  constructor(seed?: Buffer) {
    if (!seed) return;
    this.privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
    const spki = createPublicKey(this.privateKey).export({ format: 'der', type: 'spki' });
    this.publicKey = spki.subarray(spki.length - 32).toString('base64');
  }

  signature(secret: string, id: string, timestamp: number, body: string): string {
    const content = `${id}.${timestamp}.${body}`;
    const v1 = createHmac('sha256', secretBytes(secret)).update(content).digest('base64');
    if (!this.privateKey) return `v1,${v1}`;
    return `v1,${v1} v1a,${sign(null, Buffer.from(content), this.privateKey).toString('base64')}`;
  }
}
