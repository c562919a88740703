/**
 * A start-up repair both adapters run once per store: theme versions stored by a release that
 * did not keep screenshots name none, although their archives may hold `screenshot.png` (or
 * .gif, .jpg, .jpeg, .webp), so their `screenshot_url` stayed null. Each such archive is read
 * as an upload reads it; a screenshot found is kept beside the archive and named in the
 * version's manifest, exactly as an upload of today stores it. The adapter then records that
 * the fill ran, so later starts do not read every theme archive again.
 */
import { extractEntry, inspectArchive } from '../packages/archive.js';
import type { ScreenshotFile } from '../packages/manifest.js';
import type { VersionRecord } from './types.js';

/** The name under which an adapter records that the fill ran. */
export const SCREENSHOT_FILL = 'theme-screenshots';

/** A theme version whose record names no screenshot: stored before they were kept, or its archive holds none. */
export function namesNoScreenshot(version: VersionRecord): boolean {
  return version.manifest.type === 'theme' && version.manifest.screenshot === undefined;
}

/** The version as its record reads once it names `screenshot` (a theme's; any other is returned as it is). */
export function withScreenshot<V extends Pick<VersionRecord, 'manifest'>>(version: V, screenshot: ScreenshotFile): V {
  return version.manifest.type === 'theme' ? { ...version, manifest: { ...version.manifest, screenshot } } : version;
}

/**
 * The screenshot the theme archive at `archivePath` holds, found as an upload finds it and
 * copied to `targetPath`; undefined when it holds none, or when it cannot be read as a theme
 * today (left as it is: a repair must not stop at one odd archive).
 */
export async function screenshotOfArchive(
  archivePath: string,
  slug: string,
  targetPath: string,
): Promise<ScreenshotFile | undefined> {
  let screenshot: ScreenshotFile | undefined;
  try {
    const manifest = await inspectArchive(archivePath, 'theme');
    screenshot = manifest.type === 'theme' ? manifest.screenshot : undefined;
  } catch {
    return undefined;
  }
  if (!screenshot) return undefined;
  await extractEntry(archivePath, `${slug}/${screenshot}`, targetPath);
  return screenshot;
}
