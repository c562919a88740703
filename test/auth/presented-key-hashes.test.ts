import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashKey, PresentedKeyHashes } from '../../src/auth/api-keys.js';

describe('PresentedKeyHashes', () => {
  it('gives the SHA-256 of each key, keeping one entry per key presented again and again', () => {
    const hashes = new PresentedKeyHashes();
    expect(hashes.of('rk_a')).toBe(crypto.createHash('sha256').update('rk_a').digest('hex'));
    for (let i = 0; i < 100; i++) expect(hashes.of(i % 2 ? 'rk_a' : 'rk_b')).toBe(hashKey(i % 2 ? 'rk_a' : 'rk_b'));
    expect([...(hashes as unknown as { hashes: Map<string, string> }).hashes.keys()]).toEqual(['rk_a', 'rk_b']);
  });

  it('made-up keys fill it at most to 1 000, then it starts over, still giving the right hashes', () => {
    const hashes = new PresentedKeyHashes();
    for (let i = 0; i < 2_500; i++) expect(hashes.of(`rk_made_up_${i}`)).toBe(hashKey(`rk_made_up_${i}`));
    expect((hashes as unknown as { hashes: Map<string, string> }).hashes.size).toBeLessThanOrEqual(1_000);
  });

  it('is one per instance: two gates share nothing', () => {
    const a = new PresentedKeyHashes();
    const b = new PresentedKeyHashes();
    a.of('rk_only_a');
    expect((b as unknown as { hashes: Map<string, string> }).hashes.size).toBe(0);
  });
});
