/**
 * User delegation key caching and renewal (src/storage/azure/delegation.ts), on a fake clock, with
 * a key source that stands in for BlobServiceClient.getUserDelegationKey (the real call against
 * Azurite is in azure-identity.test.ts): one key fetched up front, then one fetch a day, one in
 * flight at most, retries with backoff, links never outliving their key.
 */
import type { UserDelegationKey } from '@azure/storage-blob';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DelegationKeys,
  type DelegationKeySource,
  KEY_USE_MS,
  MAX_KEY_LIFETIME_MS,
  RENEW_MARGIN_MS,
  START_SKEW_MS,
} from '../../src/storage/azure/delegation.js';

const HOUR = 3_600_000;
const TTL_SECONDS = 3600;
const T0 = Date.parse('2026-03-01T12:00:00Z');

/** Issues keys as Azure does (validity as asked, to the second), or fails while `failing` is set. */
class KeySource implements DelegationKeySource {
  calls: Array<{ at: number; startsOn: Date; expiresOn: Date }> = [];
  failing: Error | undefined;
  /** Resolves pending requests only when released (to see concurrent callers share one). */
  hold: Promise<void> | undefined;

  async getUserDelegationKey(startsOn: Date, expiresOn: Date): Promise<UserDelegationKey> {
    this.calls.push({ at: Date.now(), startsOn, expiresOn });
    await this.hold;
    if (this.failing) throw this.failing;
    const second = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
    return {
      signedObjectId: 'oid',
      signedTenantId: 'tid',
      signedService: 'b',
      signedVersion: '2025-11-05',
      signedStartsOn: second(startsOn),
      signedExpiresOn: second(expiresOn),
      value: Buffer.alloc(32, this.calls.length).toString('base64'),
    };
  }
}

let source: KeySource;
let keys: DelegationKeys | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  source = new KeySource();
});

afterEach(async () => {
  await keys?.close();
  keys = undefined;
  vi.useRealTimers();
});

const linkIn = (ms: number) => new Date(Date.now() + ms);

describe('user delegation keys', () => {
  it('fetches one key before links are needed, valid from 15 minutes back for the TTL + 1 h + a day', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    expect(source.calls).toHaveLength(1);
    expect(source.calls[0].startsOn.getTime()).toBe(T0 - START_SKEW_MS);
    expect(source.calls[0].expiresOn.getTime()).toBe(T0 + TTL_SECONDS * 1000 + RENEW_MARGIN_MS + KEY_USE_MS);
    // Many links, synchronously, on the one cached key.
    const signed = Array.from({ length: 100 }, () => keys!.forLink(linkIn(HOUR)));
    expect(new Set(signed.map((s) => s.key.value)).size).toBe(1);
    expect(signed[0].expiresOn.getTime()).toBe(T0 + HOUR);
    expect(source.calls).toHaveLength(1);
  });

  it('renews in the background when a day of use is over (TTL + 1 h left), and links move to the new key', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    const first = keys.forLink(linkIn(HOUR)).key;
    await vi.advanceTimersByTimeAsync(KEY_USE_MS - 1000);
    expect(source.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(source.calls).toHaveLength(2);
    expect(source.calls[1].at).toBe(T0 + KEY_USE_MS);
    const second = keys.forLink(linkIn(HOUR)).key;
    expect(second.value).not.toBe(first.value);
    expect(second.signedExpiresOn.getTime() - Date.now()).toBeGreaterThanOrEqual(HOUR + RENEW_MARGIN_MS);
    // And again a day later: one fetch per day.
    await vi.advanceTimersByTimeAsync(KEY_USE_MS);
    expect(source.calls).toHaveLength(3);
  });

  it('keeps one fetch in flight however many callers ask', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    let release!: () => void;
    source.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refreshes = [keys.refresh(), keys.refresh(), keys.refresh()];
    expect(source.calls).toHaveLength(2);
    release();
    await Promise.all(refreshes);
    expect(source.calls).toHaveLength(2);
  });

  it('renews on the next link if the timer was late (a suspended process), once', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    // Time passes without timers running (setSystemTime moves the clock only).
    vi.setSystemTime(T0 + KEY_USE_MS + 10 * 60_000);
    let release!: () => void;
    source.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let i = 0; i < 10; i++) keys.forLink(linkIn(HOUR));
    expect(source.calls).toHaveLength(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(keys.expiresOn.getTime()).toBeGreaterThan(Date.now() + KEY_USE_MS);
  });

  it('retries a failed renewal with backoff; links keep the old key while it covers them, then are cut to its expiry, then refused', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    const firstExpiry = keys.expiresOn.getTime();
    source.failing = new Error('ManagedIdentityCredential: endpoint unreachable');
    await vi.advanceTimersByTimeAsync(KEY_USE_MS);
    expect(source.calls).toHaveLength(2);
    // 5 s, 10 s, 20 s... at most 5 minutes apart.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(source.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(source.calls).toHaveLength(4);
    // Within the margin hour, links are whole, on the old key.
    expect(keys.forLink(linkIn(HOUR)).expiresOn.getTime()).toBe(Date.now() + HOUR);
    await vi.advanceTimersByTimeAsync(HOUR);
    const retries = source.calls.slice(1);
    const gaps = retries.slice(1).map((call, i) => call.at - retries[i].at);
    expect(gaps.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(Math.max(...gaps)).toBe(5 * 60_000);
    // Past it, a link is cut to the key's expiry (a link must not outlive the key that signs it).
    const cut = keys.forLink(linkIn(HOUR));
    expect(cut.expiresOn.getTime()).toBe(firstExpiry);
    expect(cut.expiresOn.getTime()).toBeLessThan(Date.now() + HOUR);
    // When the key is gone, links are refused with the reason, and readiness fails.
    await vi.advanceTimersByTimeAsync(firstExpiry - Date.now());
    expect(() => keys!.forLink(linkIn(HOUR))).toThrow(
      /user delegation key expired at .*renewal attempt\(s\) failed; last error: ManagedIdentityCredential: endpoint unreachable/,
    );
    expect(() => keys!.usable()).toThrow(/user delegation key expired/);
    // Renewal recovers once the source answers again.
    source.failing = undefined;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(keys.forLink(linkIn(HOUR)).expiresOn.getTime()).toBe(Date.now() + HOUR);
    expect(() => keys!.usable()).not.toThrow();
  });

  it('fails creation when the first key cannot be had (start-up stops with the reason)', async () => {
    source.failing = new Error('403 AuthorizationPermissionMismatch');
    await expect(DelegationKeys.create(source, TTL_SECONDS)).rejects.toThrow('403 AuthorizationPermissionMismatch');
  });

  it('asks for at most 7 days minus an hour, and refuses TTLs a key cannot cover', async () => {
    keys = await DelegationKeys.create(source, 6 * 24 * 3600);
    expect(source.calls[0].expiresOn.getTime() - T0).toBe(MAX_KEY_LIFETIME_MS);
    await expect(DelegationKeys.create(source, 6 * 24 * 3600 + 1)).rejects.toThrow(RangeError);
  });

  it('stops renewing once closed', async () => {
    keys = await DelegationKeys.create(source, TTL_SECONDS);
    await keys.close();
    await vi.advanceTimersByTimeAsync(7 * 24 * HOUR);
    expect(source.calls).toHaveLength(1);
  });
});
