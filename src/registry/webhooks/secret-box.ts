import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Endpoint secrets at rest. A secret must be usable to sign every delivery, so it cannot be kept
 * hashed as API keys are: it is sealed with AES-256-GCM under the registry's webhook key, bound to
 * its endpoint's id (a sealed secret copied onto another endpoint does not open). Storage, an
 * export or a backup of the table holds only the sealed form; the key lives apart from it
 * (REGISTRY_WEBHOOK_SECRET_KEY, or on the local adapter a file of the data dir, mode 0600).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(endpointId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(endpointId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64')}.${sealed.toString('base64')}`;
  }

  /** The secret, or undefined when it does not open under this key (another key, or tampered). */
  open(endpointId: string, sealed: string): string | undefined {
    const [version, iv, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !data) return undefined;
    try {
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(endpointId));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** The local adapter's webhook key when none is configured: made once in the data dir, kept across restarts. */
export function dataDirSecretKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'webhook-secret-key');
  try {
    const kept = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (kept.length === 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  // A whole file linked into place, never over another's: a crash leaves no short key, and a
  // key another process made first wins (secrets it sealed must keep opening).
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(temp, key.toString('base64'), { mode: 0o600, flush: true });
  try {
    fs.linkSync(temp, file);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return dataDirSecretKey(dataDir);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
