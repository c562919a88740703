import type { Config } from '../config.js';
import type { components } from '../generated/registry.js';
import type { Storage, VersionRecord } from '../storage/types.js';

export type Schemas = components['schemas'];

/**
 * What presenters need besides the records: the organization profile, defaults and links,
 * all built on `baseUrl`, the address the request reached the service at.
 */
export class PresentContext {
  constructor(
    private readonly config: Pick<Config, 'author' | 'linkTtlSeconds'>,
    private readonly storage: Pick<Storage, 'archiveLink'>,
    readonly baseUrl: string,
  ) {}

  get author(): Config['author'] {
    return this.config.author;
  }

  get defaultIcon(): string {
    return `${this.baseUrl}/assets/default-icon.svg`;
  }

  get defaultBanner(): string {
    return `${this.baseUrl}/assets/default-banner.svg`;
  }

  /** A signed link valid for the configured TTL from now. */
  link(version: VersionRecord): string {
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.linkTtlSeconds;
    return this.storage.archiveLink(version, expiresAt, this.baseUrl);
  }

  /** `{version: link}` for every version, in the order given. */
  links(versions: readonly VersionRecord[]): Record<string, string> {
    return Object.fromEntries(versions.map((v) => [v.version, this.link(v)]));
  }
}

/** The header's http(s) URI, or the organization's when absent or unsafe (e.g. `javascript:`). */
export function safeUri(uri: string | undefined, fallback: string): string {
  return uri && /^https?:\/\/\S+$/i.test(uri) ? uri : fallback;
}
