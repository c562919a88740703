/**
 * The answer of POST /update-check in WordPress.org's update-check 1.1 shapes, so that a site
 * merges it into its update transients as it is.
 */
import type { PluginManifest, ThemeManifest } from '../packages/manifest.js';
import type { Answer, UpdateCheckResult } from '../registry/update-check.js';
import { type PresentContext, type Schemas, safeUri } from './context.js';
import { markdownToSafeHtml, plainText } from './markup.js';

/** WordPress.org cuts upgrade notices at 300 characters. */
const UPGRADE_NOTICE_LENGTH = 300;

export function updateCheckResponse(result: UpdateCheckResult, ctx: PresentContext): Schemas['UpdateCheckResponse'] {
  const host = new URL(ctx.baseUrl).host;
  const response: Schemas['UpdateCheckResponse'] = { plugins: {}, themes: {}, no_update: { plugins: {}, themes: {} } };
  for (const answer of result.plugins) {
    (answer.update ? response.plugins : response.no_update.plugins)[answer.key] = pluginItem(answer, host, ctx);
  }
  for (const answer of result.themes) {
    (answer.update ? response.themes : response.no_update.themes)[answer.key] = themeItem(answer, ctx);
  }
  return response;
}

function pluginItem({ key, package: pkg, version }: Answer, host: string, ctx: PresentContext): Schemas['PluginUpdateItem'] {
  const manifest = version.manifest as PluginManifest;
  const icon = pkg.settings.defaultIcon ?? ctx.defaultIcon;
  return {
    id: `${host}/plugins/${pkg.slug}`,
    slug: pkg.slug,
    plugin: key,
    new_version: version.version,
    url: safeUri(manifest.pluginUri, safeUri(manifest.authorUri, ctx.author.uri)),
    package: ctx.link(version),
    icons: { '1x': icon, '2x': icon, default: icon },
    banners: { '1x': pkg.settings.bannerLow ?? ctx.defaultBanner, '2x': pkg.settings.bannerHigh ?? ctx.defaultBanner },
    banners_rtl: [],
    requires: manifest.requires,
    tested: manifest.tested ?? '',
    requires_php: manifest.requiresPhp,
    compatibility: [],
    upgrade_notice: upgradeNotice(version.releaseNotes),
  };
}

function themeItem({ key, package: pkg, version }: Answer, ctx: PresentContext): Schemas['ThemeUpdateItem'] {
  const manifest = version.manifest as ThemeManifest;
  return {
    theme: key,
    new_version: version.version,
    url: safeUri(pkg.settings.homepage, safeUri(manifest.authorUri, ctx.author.uri)),
    package: ctx.link(version),
    requires: manifest.requires ?? '',
    requires_php: manifest.requiresPhp ?? '',
  };
}

/** Notices remembered (rendering Markdown costs far more than the rest of an item). */
const NOTICE_CACHE_SIZE = 10_000;
const notices = new Map<string, string>();

/** The first paragraph of the release notes (Markdown) as plain text, at most 300 characters. */
export function upgradeNotice(releaseNotes: string): string {
  let notice = notices.get(releaseNotes);
  if (notice === undefined) {
    // Browsers and multipart clients send line breaks as CRLF.
    const blocks = releaseNotes.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
    const first = blocks.find((block) => block.trim() !== '') ?? '';
    notice = cut(plainText(markdownToSafeHtml(first)), UPGRADE_NOTICE_LENGTH);
    if (notices.size >= NOTICE_CACHE_SIZE) notices.clear();
    notices.set(releaseNotes, notice);
  }
  return notice;
}

function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('').trimEnd()}…`;
}
