/**
 * One URL, one form (DESIGN: site identity and release control): every variant a site (or a
 * forger) can send of one address maps to one site id and one bucket, so no variant slips the
 * site's holds or moves it into another bucket; `www.`, http/https and the path's case stay
 * different sites.
 */
import { describe, expect, it } from 'vitest';
import { bucketOf } from '../../src/packages/rules.js';
import { normalizeSiteUrl } from '../../src/registry/site-inventory.js';
import { siteId } from '../../src/storage/site-id.js';

const SAME: Array<[string, string[]]> = [
  [
    'https://siteb.example.com/~',
    [
      'https://siteb.example.com/~',
      'https://siteb.example.com/%7e',
      'https://siteb.example.com/%7E',
      'https://siteb.example.com/%7e/',
      'https://SITEB.Example.COM/~',
      'https://siteb.example.com./~',
      'https://siteb.example.com.:443/%7E//',
      'https://siteb.example.com/a/../~',
      'https://siteb.example.com/./~',
      'https://siteb.example.com/x/%2e%2E/%7e',
      'https://user:secret@siteb.example.com/~?p=1#top',
      '  https://siteb.example.com/~  ',
    ],
  ],
  [
    'https://shop.example.com/blog/Wp-Home',
    [
      'https://shop.example.com/blog/Wp-Home',
      'https://shop.example.com/blog/%57p-Home/',
      'https://shop.example.com/%62log/Wp%2dHome',
      'https://shop.example.com./blog/./Wp-Home',
      'HTTPS://SHOP.EXAMPLE.COM:443/blog/Wp-Home',
    ],
  ],
  [
    'http://siteb.example.com:8080/a%2Fb%C3%A9',
    [
      'http://siteb.example.com:8080/a%2fb%c3%a9',
      'http://siteb.example.com.:8080/a%2Fb%C3%A9/',
      'http://siteb.example.com:8080/a%2Fbé',
    ],
  ],
];

const DIFFERENT = [
  'https://siteb.example.com/~',
  'https://www.siteb.example.com/~',
  'http://siteb.example.com/~',
  'https://siteb.example.com/~/A',
  'https://siteb.example.com/~/a',
];

describe('site URL normalization', () => {
  for (const [normal, variants] of SAME) {
    it(`${variants.length} forms of ${normal} are one site: one id, one bucket per package`, () => {
      for (const variant of variants) {
        const url = normalizeSiteUrl(variant);
        expect(url, variant).toBe(normal);
        expect(siteId(url)).toBe(siteId(normal));
        expect(bucketOf('plugin', 'acme-forms', url)).toBe(bucketOf('plugin', 'acme-forms', normal));
        expect(bucketOf('theme', 'acme-blocks', url)).toBe(bucketOf('theme', 'acme-blocks', normal));
      }
    });
  }

  it('www., http vs https and the case of the path stay different sites', () => {
    const ids = DIFFERENT.map((url) => siteId(normalizeSiteUrl(url)));
    expect(new Set(ids).size).toBe(DIFFERENT.length);
  });

  it('refuses what is not an http(s) URL, naming the field', () => {
    expect(() => normalizeSiteUrl('ftp://siteb.example.com')).toThrow('site.url must be an http(s) URL.');
    expect(() => normalizeSiteUrl('not a url', 'url')).toThrow('url must be an http(s) URL.');
  });

  it('a long run of slashes or escapes is handled in linear time (no backtracking)', () => {
    expect(normalizeSiteUrl(`https://a.example/x${'/'.repeat(100_000)}`)).toBe('https://a.example/x');
    expect(normalizeSiteUrl(`https://a.example/${'%7e'.repeat(50_000)}`)).toBe(
      `https://a.example/${'~'.repeat(50_000)}`,
    );
  });
});
