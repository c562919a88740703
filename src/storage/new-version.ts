import { ConflictError } from '../errors.js';
import { SCREENSHOT_FILES } from '../packages/manifest.js';
import { rolloutOf } from '../packages/rules.js';
import type { NewVersion, VersionRecord } from './types.js';

/** What every adapter answers when the version is already stored. */
export const versionConflict = (slug: string, version: string): ConflictError =>
  new ConflictError(`Version ${version} of ${slug} already exists.`);

/**
 * The record of a version about to be stored, the same on every adapter: the archive is named
 * `{slug}-{version}-{checksum}.zip`, and created and updated times start equal. Whether it
 * becomes latest is the upload's decision (registry/package-changes.ts).
 */
export function newVersionRecord(input: NewVersion, now: string): Omit<VersionRecord, 'latest'> {
  const { type, slug, version } = input.manifest;
  return {
    type,
    slug,
    version,
    checksum: input.checksum,
    sha384: input.sha384,
    sha1: input.sha1,
    sha256: input.sha256,
    ...(input.signature === undefined ? {} : { signature: input.signature }),
    ...(input.signingKeyId === undefined ? {} : { signingKeyId: input.signingKeyId }),
    size: input.size,
    fileName: `${slug}-${version}-${input.checksum}.zip`,
    releaseNotes: input.releaseNotes,
    createdAt: now,
    updatedAt: now,
    manifest: input.manifest,
    rollout: rolloutOf(input.rollout),
  };
}

/**
 * The name a version's screenshot is kept under, beside its archive on every adapter:
 * `{slug}-{version}-{checksum}.screenshot.png` next to `{slug}-{version}-{checksum}.zip`.
 * Only a screenshot of the fixed set counts: a record naming anything else (an import file's
 * `x/../../outside`) names no file, so no path is built from it.
 */
export function screenshotFileName(version: Pick<VersionRecord, 'fileName' | 'manifest'>): string | undefined {
  const screenshot = version.manifest.type === 'theme' ? version.manifest.screenshot : undefined;
  return isScreenshotFile(screenshot) ? `${version.fileName.replace(/\.zip$/, '')}.${screenshot}` : undefined;
}

/** Whether `name` is one of the screenshot files WordPress looks for (SCREENSHOT_FILES). */
export const isScreenshotFile = (name: unknown): name is (typeof SCREENSHOT_FILES)[number] =>
  (SCREENSHOT_FILES as readonly unknown[]).includes(name);

/** The archive a kept screenshot belongs to (see screenshotFileName), or undefined for any other name. */
export function archiveOfScreenshot(fileName: string): string | undefined {
  const match = /^(.+)\.screenshot\.(png|gif|jpg|jpeg|webp)$/.exec(fileName);
  return match ? `${match[1]}.zip` : undefined;
}
