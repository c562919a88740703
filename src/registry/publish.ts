import { rm } from 'node:fs/promises';
import { extractEntry, identifyArchive, inspectArchive } from '../packages/archive.js';
import type { PackageType } from '../packages/manifest.js';
import type { AuditStamp, PackageRecord, Rollout, Storage, VersionRecord } from '../storage/types.js';
import { InputError } from '../errors.js';
import { addVersion } from './package-writes.js';
import { type SignedPackage, SignatureRefusedError, type TrustedKeys } from './signatures.js';
import { advisoryForUpload, type UploadAdvisory } from './advisories/security-release-upload.js';

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
  /** SHA-1 and SHA-256 of the bytes, lowercase hex (Composer's `shasum` and `reference`). */
  sha1: string;
  sha256: string;
}

/** The text fields of an upload form. */
export interface UploadForm {
  releaseNotes: string;
  /** Base64 Ed25519 signature over the archive's signed message (packages/signature.ts). */
  signature?: string;
  /** The rollout the version starts with; absent: every site. */
  rollout?: Rollout;
  /** The advisory the version fixes, published with it (advisories/security-release-upload.ts). */
  advisory?: UploadAdvisory;
}

/**
 * Publishes an uploaded archive: where the registry holds signing keys, checks its signature
 * first, over the package and version that a cheap look at the archive names (its central
 * directory and header files: `identifyArchive`), so an unsigned or untrusted upload is refused
 * before the archive is inflated and its readme parsed; then inspects it (refusing a bad one with
 * InputError before anything is stored; a refusal for the signature is recorded in the audit
 * trail, the one refusal that is) and hands it to storage, which stores file and record
 * atomically and moves `latest` when the version is the highest. An advisory sent with it is
 * checked before the version is stored and written after it.
 */
export async function publishArchive(
  storage: Storage,
  trustedKeys: TrustedKeys,
  type: PackageType,
  file: UploadedArchive,
  { releaseNotes, signature, rollout, advisory }: UploadForm,
  audit: AuditStamp,
): Promise<{ package: PackageRecord; version: VersionRecord }> {
  // Beside the spooled archive: the same filesystem, so storage can move it in too.
  const screenshotPath = `${file.path}.screenshot`;
  try {
    const claimed = trustedKeys.enforced ? { type, ...(await identifyArchive(file.path, type)) } : undefined;
    const signingKey = claimed && (await checkSignature(storage, trustedKeys, claimed, file.sha384, signature, audit));
    const manifest = await inspectArchive(file.path, type);
    // The same reading of the same headers: they cannot differ, but a signature binds them.
    if (claimed && (claimed.slug !== manifest.slug || claimed.version !== manifest.version))
      throw new InputError(`The archive names ${manifest.slug} ${manifest.version} in one reading and not another.`);
    const publication = advisory && (await advisoryForUpload(storage, advisory, manifest));
    const screenshot = manifest.type === 'theme' ? manifest.screenshot : undefined;
    if (screenshot) await extractEntry(file.path, `${manifest.slug}/${screenshot}`, screenshotPath);
    // The key that verified it is kept with the version too (its entry in GET .../versions).
    const signed = {
      ...(signature === undefined ? {} : { signature }),
      ...(signingKey === undefined ? {} : { signingKeyId: signingKey }),
    };
    const input = {
      manifest,
      checksum: file.checksum,
      sha384: file.sha384,
      sha1: file.sha1,
      sha256: file.sha256,
      ...signed,
      size: file.size,
      releaseNotes,
      archivePath: file.path,
      rollout,
    };
    const stamp = { ...audit, signingKey: signingKey ?? null };
    const added = await addVersion(storage, screenshot ? { ...input, screenshotPath } : input, stamp);
    await publication?.(audit);
    return added;
  } finally {
    // Storage moved or copied the files when it succeeded; either way the spool goes.
    await Promise.all([rm(file.path, { force: true }), rm(screenshotPath, { force: true })]);
  }
}

/**
 * The signature check; an upload it refuses is recorded as `{type}.upload.refused` with its
 * reason, then refused. Returns the id of the key that verified it.
 */
async function checkSignature(
  storage: Storage,
  trustedKeys: TrustedKeys,
  target: SignedPackage,
  sha384: string,
  signature: string | undefined,
  audit: AuditStamp,
): Promise<string | undefined> {
  try {
    return trustedKeys.check(target, sha384, signature);
  } catch (err) {
    if (err instanceof SignatureRefusedError) {
      const { type, slug, version, reason } = err;
      await storage.audit.append({
        action: `${type}.upload.refused`,
        type,
        slug,
        version,
        actor: audit.actor,
        requestId: audit.requestId,
        clientRequestId: audit.clientRequestId ?? null,
        changes: {},
        reason,
      });
    }
    throw err;
  }
}
