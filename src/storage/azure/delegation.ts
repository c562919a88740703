/**
 * User delegation keys: what download links are signed with when the adapter reaches the
 * account with an Entra ID identity (managed identity, `az login`) instead of an account key.
 * A key comes from Blob Storage (`getUserDelegationKey`, one request, needs a role with the
 * `generateUserDelegationKey` action, e.g. Storage Blob Data Contributor) and signs any number of
 * links locally, until it expires (Azure issues keys for 7 days at most).
 *
 * `archiveLink` is synchronous, so signing never waits for a key. Why a link can never find the
 * key missing: `DelegationKeys.create` fetches the first key, and `createAzureStorage` awaits it
 * before the adapter exists (no key, no adapter: start-up fails with the reason). From then on the
 * current key is only ever replaced by a newer one, never cleared. Renewal runs in the background
 * while the current key still covers every link it may be asked for (link TTL + an hour to spare),
 * and only one fetch is ever in flight.
 *
 * What a link can find is an old key, if renewal keeps failing (Entra ID or Storage down): for an
 * hour nothing shows; after that a link's expiry is cut to the key's (a link must not outlive the
 * key that signs it); once the key is gone, signing throws (a 500 for that request, and `usable()`
 * fails readiness) rather than handing out links that would not open.
 */
import type { UserDelegationKey } from '@azure/storage-blob';
import { MAX_DELEGATED_LINK_TTL_SECONDS } from '../../config.js';

/** The one call needed from BlobServiceClient. */
export interface DelegationKeySource {
  getUserDelegationKey(startsOn: Date, expiresOn: Date): Promise<UserDelegationKey>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Azure's limit is 7 days from its own clock; an hour spare for ours running ahead. */
export const MAX_KEY_LIFETIME_MS = 7 * 24 * HOUR - HOUR;
/** How long each key signs links before the next is fetched. */
export const KEY_USE_MS = 24 * HOUR;
/** Renewal starts this long before the key could no longer cover a new link: time for retries. */
export const RENEW_MARGIN_MS = HOUR;
/** A key's validity starts this far back, so a server clock running ahead of Azure's cannot make it "not yet valid". */
export const START_SKEW_MS = 15 * MINUTE;
/** Longest link TTL a key can cover, with the margin and most of a day of use (config.ts reports it at start). */
const MAX_LINK_TTL_SECONDS = MAX_DELEGATED_LINK_TTL_SECONDS;
/** With less than this left on the key, links are refused (the shortest configurable TTL). */
const MIN_LINK_MS = MINUTE;
/** Retries of a failed renewal: 5 s, doubling, at most every 5 minutes. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * MINUTE;

export class DelegationKeys {
  private key: UserDelegationKey;
  private refreshing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private lastError: unknown;
  private closed = false;

  private constructor(
    private readonly source: DelegationKeySource,
    private readonly linkTtlMs: number,
    first: UserDelegationKey,
  ) {
    this.key = first;
    this.schedule();
  }

  /** Fetches the first key (its failure is the caller's: start-up stops with it) and starts renewing. */
  static async create(source: DelegationKeySource, linkTtlSeconds: number): Promise<DelegationKeys> {
    if (!(linkTtlSeconds > 0 && linkTtlSeconds <= MAX_LINK_TTL_SECONDS)) {
      throw new RangeError(
        `Links signed with a user delegation key live at most ${MAX_LINK_TTL_SECONDS} s (Azure issues keys for 7 days at most); asked for ${linkTtlSeconds} s.`,
      );
    }
    const linkTtlMs = linkTtlSeconds * 1000;
    return new DelegationKeys(source, linkTtlMs, await fetchKey(source, linkTtlMs));
  }

  /** Lifetime asked for each key: a day of use after covering the longest link, within Azure's limit. */
  static lifetimeMs(linkTtlMs: number): number {
    return Math.min(MAX_KEY_LIFETIME_MS, linkTtlMs + RENEW_MARGIN_MS + KEY_USE_MS);
  }

  /**
   * The key to sign a link that should expire at `expiresOn`, with the expiry to sign: the one
   * asked for, or the key's own if renewal is late. Synchronous: the key is always there.
   */
  forLink(expiresOn: Date): { key: UserDelegationKey; expiresOn: Date } {
    const now = Date.now();
    const keyExpiry = this.key.signedExpiresOn.getTime();
    // The timer normally renews before this; a process that was suspended may find it late.
    if (keyExpiry - now < this.linkTtlMs + RENEW_MARGIN_MS && this.failures === 0)
      void this.refresh().catch(() => undefined);
    if (keyExpiry - now < MIN_LINK_MS) throw this.expired();
    return { key: this.key, expiresOn: new Date(Math.min(expiresOn.getTime(), keyExpiry)) };
  }

  /** Throws when links can no longer be signed (for readiness checks). */
  usable(): void {
    if (this.key.signedExpiresOn.getTime() - Date.now() < MIN_LINK_MS) throw this.expired();
  }

  /** The current key's expiry (for tests and diagnostics). */
  get expiresOn(): Date {
    return this.key.signedExpiresOn;
  }

  /** Fetches a new key now; concurrent calls share the one request in flight. */
  refresh(): Promise<void> {
    this.refreshing ??= this.renew().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.refreshing?.catch(() => undefined);
  }

  private async renew(): Promise<void> {
    try {
      const key = await fetchKey(this.source, this.linkTtlMs);
      // Never swap in a key that expires sooner than the current one.
      if (key.signedExpiresOn.getTime() >= this.key.signedExpiresOn.getTime()) this.key = key;
      this.failures = 0;
      this.lastError = undefined;
    } catch (err) {
      this.failures++;
      this.lastError = err;
      throw err;
    } finally {
      this.schedule();
    }
  }

  /** The next renewal: when the key gets too short for a new link, or a retry after a failure. */
  private schedule(): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    const renewAt = this.key.signedExpiresOn.getTime() - this.linkTtlMs - RENEW_MARGIN_MS;
    const delay =
      this.failures > 0
        ? Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1))
        : Math.max(0, renewAt - Date.now());
    // unref: a pending renewal never keeps a finished process alive.
    this.timer = setTimeout(() => void this.refresh().catch(() => undefined), delay).unref();
  }

  private expired(): Error {
    const reason =
      this.lastError instanceof Error
        ? this.lastError.message
        : String((this.lastError as string | undefined) ?? 'no renewal attempted');
    return new Error(
      `Download links cannot be signed: the user delegation key expired at ${this.key.signedExpiresOn.toISOString()} ` +
        `and ${this.failures} renewal attempt(s) failed; last error: ${reason}`,
      { cause: this.lastError },
    );
  }
}

function fetchKey(source: DelegationKeySource, linkTtlMs: number): Promise<UserDelegationKey> {
  const now = Date.now();
  return source.getUserDelegationKey(
    new Date(now - START_SKEW_MS),
    new Date(now + DelegationKeys.lifetimeMs(linkTtlMs)),
  );
}
