import type { ThemeManifest } from '../packages/manifest.js';
import type { PackageRecord, VersionRecord } from '../storage/types.js';
import { changelog } from './changelog.js';
import { releaseState } from './rollout.js';
import { type PresentContext, type Schemas, safeUri } from './context.js';
import { dateOnly, dateTime } from './dates.js';
import { sanitizeTitle } from './sanitize-title.js';

/** The base fields: list items and the upload and delete responses. */
export function themeListItem(pkg: PackageRecord, ctx: PresentContext): Schemas['ThemeListItem'] {
  const manifest = pkg.latest.manifest as ThemeManifest;
  return {
    name: manifest.name,
    slug: pkg.slug,
    version: pkg.latest.version,
    preview_url: pkg.settings.previewUrl ?? '',
    author: themeAuthor(manifest, ctx),
    tags: manifest.tags,
    screenshot_url: pkg.settings.screenshotUrl ?? ctx.screenshotUrl(pkg.latest),
    rating: 0,
    num_ratings: 0,
    downloaded: 0,
    homepage: pkg.settings.homepage ?? '',
    description: manifest.description,
    requires: manifest.requires,
    requires_php: manifest.requiresPhp,
    download_link: ctx.link(pkg.latest),
    last_updated: dateOnly(pkg.updatedAt),
    last_updated_time: dateTime(pkg.updatedAt),
    creation_time: dateTime(pkg.createdAt),
    is_commercial: false,
    external_support_url: false,
    is_community: false,
    external_repository_url: '',
  };
}

/** The get and update responses. `versions` newest first. */
export function theme(pkg: PackageRecord, versions: readonly VersionRecord[], ctx: PresentContext): Schemas['Theme'] {
  const manifest = pkg.latest.manifest as ThemeManifest;
  return {
    ...themeListItem(pkg, ctx),
    sections: { description: manifest.description || null, changelog: changelog(versions) },
    versions: ctx.links(versions),
  };
}

export function themeVersion(version: VersionRecord, ctx: PresentContext): Schemas['ThemeVersion'] {
  return {
    version: version.version,
    release_notes: version.releaseNotes,
    download_link: ctx.link(version),
    checksum: version.checksum,
    latest: version.latest,
    ...releaseState(version),
  };
}

function themeAuthor(manifest: ThemeManifest, ctx: PresentContext): Schemas['ThemeAuthor'] {
  const name = manifest.authorName || ctx.author.name;
  return {
    user_nicename: sanitizeTitle(name), // as WordPress makes a user_nicename
    profile: '',
    avatar: '',
    display_name: name,
    author: name,
    author_url: safeUri(manifest.authorUri, ctx.author.uri),
  };
}
