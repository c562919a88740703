import type { PluginManifest } from '../packages/manifest.js';
import type { PackageRecord, VersionRecord } from '../storage/types.js';
import { changelog } from './changelog.js';
import { releaseState } from './rollout.js';
import { type PresentContext, type Schemas, safeUri } from './context.js';
import { dateOnly, lastUpdated } from './dates.js';
import { escapeHtml } from '../text/escape.js';

/** The base fields: list items and the upload response. */
export function pluginListItem(pkg: PackageRecord, ctx: PresentContext): Schemas['PluginListItem'] {
  const manifest = pkg.latest.manifest as PluginManifest;
  const authorName = manifest.authorName || ctx.author.name;
  const authorUri = safeUri(manifest.authorUri, ctx.author.uri);
  return {
    name: manifest.name,
    slug: pkg.slug,
    version: pkg.latest.version,
    author: `<a href="${escapeHtml(authorUri)}" target="_blank">${escapeHtml(authorName)}</a>`,
    author_profile: authorUri,
    short_description: manifest.shortDescription,
    rating: 0,
    num_ratings: 0,
    active_installs: ctx.activeInstalls(pkg.slug),
    requires: manifest.requires,
    tested: manifest.tested,
    requires_php: manifest.requiresPhp,
    requires_plugins: manifest.requiresPlugins ?? [],
    download_link: ctx.link(pkg.latest),
    icons: { default: pkg.settings.defaultIcon ?? ctx.defaultIcon },
    added: dateOnly(pkg.createdAt),
    last_updated: lastUpdated(pkg.updatedAt),
  };
}

function banners(pkg: PackageRecord, ctx: PresentContext): Schemas['Banners'] {
  return { low: pkg.settings.bannerLow ?? ctx.defaultBanner, high: pkg.settings.bannerHigh ?? ctx.defaultBanner };
}

function sections(pkg: PackageRecord, versions: readonly VersionRecord[]): Schemas['PluginSections'] {
  const manifest = pkg.latest.manifest as PluginManifest;
  return { description: manifest.descriptionHtml || '<p></p>', changelog: changelog(versions) };
}

/** The get response. `versions` newest first. */
export function plugin(pkg: PackageRecord, versions: readonly VersionRecord[], ctx: PresentContext): Schemas['Plugin'] {
  return { ...pluginListItem(pkg, ctx), sections: sections(pkg, versions), versions: ctx.links(versions) };
}

/** The update response: the get response plus banners. */
export function pluginUpdated(
  pkg: PackageRecord,
  versions: readonly VersionRecord[],
  ctx: PresentContext,
): Schemas['PluginUpdated'] {
  return {
    ...pluginListItem(pkg, ctx),
    banners: banners(pkg, ctx),
    sections: sections(pkg, versions),
    versions: ctx.links(versions),
  };
}

/** The delete response: the base fields plus banners. */
export function pluginDeleted(pkg: PackageRecord, ctx: PresentContext): Schemas['PluginDeleted'] {
  return { ...pluginListItem(pkg, ctx), banners: banners(pkg, ctx) };
}

export function pluginVersion(version: VersionRecord, ctx: PresentContext): Schemas['PluginVersion'] {
  return {
    version: version.version,
    release_notes: version.releaseNotes,
    download_link: ctx.link(version),
    checksum: version.checksum,
    requires_plugins: version.manifest.type === 'plugin' ? (version.manifest.requiresPlugins ?? []) : [],
    latest: version.latest,
    added: dateOnly(version.createdAt),
    last_updated: lastUpdated(version.updatedAt),
    ...releaseState(version),
  };
}
