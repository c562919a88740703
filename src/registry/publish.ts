import { rm } from 'node:fs/promises';
import { extractEntry, inspectArchive } from '../packages/archive.js';
import type { Manifest, PackageType } from '../packages/manifest.js';
import type { AuditStamp, PackageRecord, Rollout, Storage, VersionRecord } from '../storage/types.js';
import { SignatureRefusedError, type TrustedKeys } from './signatures.js';

/**
 * An archive received on disk, with what was learned while receiving it. The HTTP layer's
 * upload spool produces one; the use-case does not care how it arrived.
 */
export interface UploadedArchive {
  path: string;
  size: number;
  /** MD5 of the bytes, lowercase hex. */
  checksum: string;
  /** SHA-384 of the bytes, lowercase hex. */
  sha384: string;
}

/** The text fields of an upload form. */
export interface UploadForm {
  releaseNotes: string;
  /** Base64 Ed25519 signature over the archive's signed message (packages/signature.ts). */
  signature?: string;
  /** The rollout the version starts with; absent: every site. */
  rollout?: Rollout;
}

/**
 * Publishes an uploaded archive: inspects it and checks its signature over what the inspection
 * found (refusing a bad one with InputError before anything is stored; a refusal for the
 * signature is recorded in the audit trail, the one refusal that is), then hands it to
 * storage, which stores file and record atomically and moves `latest` when the version is the
 * highest.
 */
export async function publishArchive(
  storage: Storage,
  trustedKeys: TrustedKeys,
  type: PackageType,
  file: UploadedArchive,
  { releaseNotes, signature, rollout }: UploadForm,
  audit: AuditStamp,
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  // Beside the spooled archive: the same filesystem, so storage can move it in too.
  const screenshotPath = `${file.path}.screenshot`;
  try {
    const manifest = await inspectArchive(file.path, type);
    const signingKeyId = await checkSignature(storage, trustedKeys, manifest, file.sha384, signature, audit);
    const screenshot = manifest.type === 'theme' ? manifest.screenshot : undefined;
    if (screenshot) await extractEntry(file.path, `${manifest.slug}/${screenshot}`, screenshotPath);
    const signed = {
      ...(signature === undefined ? {} : { signature }),
      ...(signingKeyId === undefined ? {} : { signingKeyId }),
    };
    const input = {
      manifest,
      checksum: file.checksum,
      sha384: file.sha384,
      ...signed,
      size: file.size,
      releaseNotes,
      archivePath: file.path,
      rollout,
    };
    return await storage.versions.add(screenshot ? { ...input, screenshotPath } : input, audit);
  } finally {
    // Storage moved or copied the files when it succeeded; either way the spool goes.
    await Promise.all([rm(file.path, { force: true }), rm(screenshotPath, { force: true })]);
  }
}

/**
 * The signature check; an upload it refuses is recorded as `{type}.upload.refused`, then
 * refused. Returns the id of the trusted key that verified it (undefined when none are configured).
 */
async function checkSignature(
  storage: Storage,
  trustedKeys: TrustedKeys,
  manifest: Manifest,
  sha384: string,
  signature: string | undefined,
  audit: AuditStamp,
): Promise<string | undefined> {
  try {
    return trustedKeys.check(manifest, sha384, signature);
  } catch (err) {
    if (err instanceof SignatureRefusedError) {
      const { type, slug, version } = err;
      await storage.audit.append({
        action: `${type}.upload.refused`,
        type,
        slug,
        version,
        actor: audit.actor,
        requestId: audit.requestId,
        changes: {},
      });
    }
    throw err;
  }
}
