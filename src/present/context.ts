import type { Config } from '../config.js';
import type { components } from '../generated/registry.js';
import type { Storage, VersionRecord } from '../storage/types.js';

export type Schemas = components['schemas'];

/** Link expiries are multiples of this (at most), so responses stay byte-identical between changes. */
export const EXPIRY_STEP_SECONDS = 600;

/**
 * What presenters need besides the records: the organization profile, defaults and links,
 * all built on `baseUrl`, the address the request reached the service at.
 */
export class PresentContext {
  constructor(
    private readonly config: Pick<Config, 'author' | 'authorUriIsFixed' | 'linkTtlSeconds'>,
    private readonly storage: Pick<Storage, 'archiveLink'>,
    readonly baseUrl: string,
    /** A plugin's `active_installs` (src/registry/install-counts.ts); 0 when not given. */
    readonly activeInstalls: (slug: string) => number = () => 0,
  ) {}

  /**
   * The organization profile. Without a configured address its URI is the request's public
   * address, like every link in the same answer (never `localhost` beside a forwarded host).
   */
  get author(): Config['author'] {
    return this.config.authorUriIsFixed ? this.config.author : { name: this.config.author.name, uri: this.baseUrl };
  }

  get defaultIcon(): string {
    return `${this.baseUrl}/assets/default-icon.svg`;
  }

  get defaultBanner(): string {
    return `${this.baseUrl}/assets/default-banner.svg`;
  }

  /** A theme version's own screenshot (GET /screenshots/…), or null when its archive has none. */
  screenshotUrl(version: VersionRecord): string | null {
    const screenshot = version.manifest.type === 'theme' ? version.manifest.screenshot : undefined;
    return screenshot
      ? `${this.baseUrl}/screenshots/${version.slug}/${encodeURIComponent(version.version)}/${screenshot}`
      : null;
  }

  /**
   * A signed link valid for the configured TTL from now, its expiry rounded down to a
   * 10-minute boundary (DESIGN allows up to 10 minutes): for that long a record's body, and
   * so its ETag, stays the same, and clients polling with If-None-Match get 304.
   */
  link(version: VersionRecord): string {
    return this.storage.archiveLink(version, this.linksExpireAt, this.baseUrl);
  }

  /** The expiry of links presented now (see `link`). */
  get linksExpireAt(): number {
    return linkExpiry(this.config.linkTtlSeconds);
  }

  /** `{version: link}` for every version, in the order given. */
  links(versions: readonly VersionRecord[]): Record<string, string> {
    return Object.fromEntries(versions.map((v) => [v.version, this.link(v)]));
  }
}

/** When links handed out now expire (Unix seconds): now + TTL, rounded down as `link` says. */
export function linkExpiry(ttlSeconds: number, nowMs = Date.now()): number {
  const step = Math.min(EXPIRY_STEP_SECONDS, Math.floor(ttlSeconds / 6)); // a short TTL keeps most of its length
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  return expiresAt - (expiresAt % step);
}

/** The spec's `AbsoluteUrl`: an absolute http(s) URL with a host (`https://` alone is no address). */
const ABSOLUTE_HTTP_URL = /^https?:\/\/([^\s/?#@]*@)?(\[[0-9A-Fa-f:.]+\]|[^\s/?#@:[\]]+)(:[0-9]*)?([/?#]\S*)?$/;

/** The header's http(s) URI, or the organization's when absent, unsafe (e.g. `javascript:`) or without a host. */
export function safeUri(uri: string | undefined, fallback: string): string {
  return uri && uri.length <= 2048 && ABSOLUTE_HTTP_URL.test(uri) ? uri : fallback;
}
