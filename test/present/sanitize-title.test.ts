import { describe, expect, it } from 'vitest';
import { sanitizeTitle } from '../../src/present/sanitize-title.js';
import { itConverts } from '../support/each.js';

/**
 * Expected values are what WordPress 6.1 gives (wp-includes/formatting.php, `sanitize_title` in
 * the save context: remove_accents, then sanitize_title_with_dashes, with mbstring).
 */
describe('sanitizeTitle, as WordPress makes user_nicename', () => {
  itConverts('%s -> %s', sanitizeTitle, [
    ['山田 太郎', '%e5%b1%b1%e7%94%b0-%e5%a4%aa%e9%83%8e'],
    ['Jane Doe', 'jane-doe'],
    ['José Müller-Łukasz', 'jose-muller-lukasz'],
    ['Ærøskøbing & Søn', 'aeroskobing-son'],
    ['Straße 5', 'strase-5'],
    ['Jane “JD” Doe — Studio', 'jane-jd-doe-studio'],
    ['Café/Bar. Co', 'cafe-bar-co'],
    ['100% Pure', '100-pure'],
    ['50%off', '50off'],
    ['Ελληνικά', '%ce%b5%ce%bb%ce%bb%ce%b7%ce%bd%ce%b9%ce%ba%ce%ac'],
    ['Привет мир', '%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82-%d0%bc%d0%b8%d1%80'],
    ['a–b', 'a-b'],
    ['x × y', 'x-x-y'],
    ['\u200eRTL\u200e mark', 'rtl-mark'],
    ['Niño’s', 'ninos'],
    ['Zoë d’Arc', 'zoe-darc'],
    ['  --Spaced--  ', 'spaced'],
    ['😀 Emoji Studio', '%f0%9f%98%80-emoji-studio'],
  ]);

  it('cuts at 200 characters without splitting an encoded character', () => {
    expect(sanitizeTitle('a'.repeat(250))).toBe('a'.repeat(200));
    const japanese = sanitizeTitle('山'.repeat(100));
    expect(japanese).toBe('%e5%b1%b1'.repeat(22)); // 22 × 9 = 198; a 23rd would pass 200
  });
});
