/**
 * The answer of POST /update-check in WordPress.org's update-check 1.1 shapes, so that a site
 * merges it into its update transients as it is.
 */
import type { PluginManifest, ThemeManifest } from '../packages/manifest.js';
import type { Answer, UpdateCheckResult } from '../registry/update-check.js';
import { securityNotice } from '../registry/advisories/security-release.js';
import type { PackageRecord, VersionRecord } from '../storage/types.js';
import { type PresentContext, type Schemas, safeUri } from './context.js';
import { markdownToSafeHtml, plainText } from '../text/markup.js';

/** WordPress.org cuts upgrade notices at 300 characters. */
const UPGRADE_NOTICE_LENGTH = 300;

type PluginItem = Schemas['PluginUpdateItem'];
type ThemeItem = Schemas['ThemeUpdateItem'];

/** An item as presented, with its JSON (serialising tens of items per answer costs more than building them). */
interface Cached<Item> {
  item: Item;
  /**
   * `,"<key>":<json>`, the item's member of an answer map for the key it was built for, after
   * the comma that separates it from the member before (left off for the first), as the UTF-8
   * bytes sent: an answer is these pieces written one after another (bench/README.md, "Figures behind the code").
   */
  member: Buffer;
}

/**
 * An answer as the JSON bytes sent, in pieces: the items' cached JSON and what joins them, not
 * copied into one buffer of tens of KiB per check. What they parse to is an UpdateCheckResponse
 * (the response checks of the tests parse it back and check it against the spec); it is not
 * built as an object too: no site's answer needs one.
 */
export interface PresentedAnswer {
  json: Buffer[];
}

/**
 * Builds update-check answers, caching each presented item, and its JSON, for as long as its
 * link's rounded expiry holds: thousands of sites ask about the same package versions, and an
 * item (a signed link, an upgrade notice rendered from Markdown, a dozen URLs) is the same for
 * all of them.
 */
export class UpdateCheckPresenter {
  /**
   * Keyed by the version record itself: records served from the package index stay the same
   * objects until storage changes, so a cached item is found without building a key; a record
   * read again is a new object and gets its item built again.
   */
  private readonly items = new WeakMap<VersionRecord, CachedFor>();

  answer(result: UpdateCheckResult, ctx: PresentContext): PresentedAnswer {
    const json = {
      plugins: [] as Buffer[],
      themes: [] as Buffer[],
      noPlugins: [] as Buffer[],
      noThemes: [] as Buffer[],
    };
    const expiresAt = ctx.linksExpireAt;
    for (const answer of result.plugins) {
      const cached = this.cachedFor(answer, ctx, expiresAt, pluginItem) as Cached<PluginItem>;
      // The plugin file is the site's own (usually slug/slug.php, as cached); the rest is the package's.
      const own =
        cached.item.plugin === answer.key && !marked(answer)
          ? cached
          : serialised(offerMark({ ...cached.item, plugin: answer.key }, answer), answer.key);
      (answer.update ? json.plugins : json.noPlugins).push(own.member);
    }
    for (const answer of result.themes) {
      // A theme's key is its slug: the cached item is the site's as it is.
      const shared = this.cachedFor(answer, ctx, expiresAt, themeItem) as Cached<ThemeItem>;
      const presented = marked(answer) ? serialised(offerMark({ ...shared.item }, answer), answer.key) : shared;
      (answer.update ? json.themes : json.noThemes).push(presented.member);
    }
    const out: Buffer[] = [OPEN_PLUGINS];
    members(out, json.plugins);
    out.push(OPEN_THEMES);
    members(out, json.themes);
    out.push(OPEN_NO_UPDATE);
    members(out, json.noPlugins);
    out.push(OPEN_NO_UPDATE_THEMES);
    members(out, json.noThemes);
    out.push(CLOSE);
    return { json: out };
  }

  /** The cached item of this version for this package, address and link expiry, else a new one. */
  private cachedFor(
    answer: Answer,
    ctx: PresentContext,
    expiresAt: number,
    present: (answer: Answer, ctx: PresentContext) => PluginItem | ThemeItem,
  ): Cached<PluginItem | ThemeItem> {
    const current = this.items.get(answer.version);
    if (
      current &&
      current.package === answer.package &&
      current.baseUrl === ctx.baseUrl &&
      current.expiresAt === expiresAt
    )
      return current.cached;
    const cached = serialised(present(answer, ctx), answer.key);
    this.items.set(answer.version, { package: answer.package, baseUrl: ctx.baseUrl, expiresAt, cached });
    return cached;
  }
}

const OPEN_PLUGINS = Buffer.from('{"plugins":{');
const OPEN_THEMES = Buffer.from('},"themes":{');
const OPEN_NO_UPDATE = Buffer.from('},"no_update":{"plugins":{');
const OPEN_NO_UPDATE_THEMES = Buffer.from('},"themes":{');
const CLOSE = Buffer.from('}}}');

/** Appends the members of a JSON object to `out`: each cached with the comma before it, which the first leaves off. */
function members(out: Buffer[], list: readonly Buffer[]): void {
  for (let i = 0; i < list.length; i++) out.push(i === 0 ? list[i].subarray(1) : list[i]);
}

interface CachedFor {
  package: PackageRecord;
  baseUrl: string;
  expiresAt: number;
  cached: Cached<PluginItem | ThemeItem>;
}

/** An offer WordPress is asked to install without a click: a rollback, or a security release. */
const marked = (answer: Answer) => answer.rollback === true || (answer.update && answer.security !== undefined);

/**
 * A rollback offer and a security release ask WordPress to install them at its next automatic
 * update, without a click, and a plugin's says why in its upgrade notice: the offered version's
 * own notes would read as news (rare: built per answer, not cached).
 */
function offerMark<Item extends { autoupdate?: boolean; upgrade_notice?: string }>(item: Item, answer: Answer): Item {
  if (!marked(answer)) return item;
  item.autoupdate = true;
  if ('upgrade_notice' in item)
    item.upgrade_notice = answer.security
      ? cut(securityNotice(answer.security.id), UPGRADE_NOTICE_LENGTH)
      : rollbackNotice(answer.installed, answer.version.version);
  return item;
}

/** The upgrade notice of a rollback offer, cut as any notice is. */
export function rollbackNotice(installed: string, offered: string): string {
  return cut(
    `Version ${installed}, installed here, was withdrawn: this goes back to ${offered}, the highest version not withdrawn.`,
    UPGRADE_NOTICE_LENGTH,
  );
}

function serialised<Item>(item: Item, key: string): Cached<Item> {
  return { item, member: Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(item)}`) };
}

function pluginItem({ key, package: pkg, version }: Answer, ctx: PresentContext): PluginItem {
  const manifest = version.manifest as PluginManifest;
  const icon = pkg.settings.defaultIcon ?? ctx.defaultIcon;
  return {
    id: `${new URL(ctx.baseUrl).host}/plugins/${pkg.slug}`,
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
    requires_plugins: manifest.requiresPlugins ?? [],
    compatibility: [],
    upgrade_notice: upgradeNotice(version.releaseNotes),
    ...integrity(version),
  };
}

function themeItem({ key, package: pkg, version }: Answer, ctx: PresentContext): ThemeItem {
  const manifest = version.manifest as ThemeManifest;
  return {
    theme: key,
    new_version: version.version,
    url: safeUri(pkg.settings.homepage, safeUri(manifest.authorUri, ctx.author.uri)),
    package: ctx.link(version),
    requires: manifest.requires ?? '',
    requires_php: manifest.requiresPhp ?? '',
    ...integrity(version),
  };
}

/** What a site verifies the download against before installing it (empty: not recorded / unsigned). */
function integrity(version: VersionRecord): { sha384: string; signature: string } {
  return { sha384: version.sha384 ?? '', signature: version.signature ?? '' };
}

/** The first paragraph of the release notes (Markdown) as plain text, at most 300 characters. */
export function upgradeNotice(releaseNotes: string): string {
  // Browsers and multipart clients send line breaks as CRLF.
  const blocks = releaseNotes.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  const first = blocks.find((block) => block.trim() !== '') ?? '';
  return cut(plainText(markdownToSafeHtml(first)), UPGRADE_NOTICE_LENGTH);
}

function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length
    ? text
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}
