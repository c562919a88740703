import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byVersionDescending, compareVersions, phpVersionCompare } from '../../src/packages/version-compare.js';

/** [older, newer] pairs: compareVersions(older, newer) must be -1 and the reverse 1. */
const ORDERED: Array<[string, string]> = [
  ['1.0.0-beta', '1.0.0'],
  ['1.0', '1.0.0'],
  ['1.0', '1.0.1'],
  ['1.0.0', '1.0.0.0'],
  ['1.0-dev', '1.0a1'],
  ['1.0a1', '1.0b1'],
  ['1.0b1', '1.0RC1'],
  ['1.0RC1', '1.0'],
  ['1.0', '1.0pl1'],
  ['1.0.0-beta.2', '1.0.0-beta.11'],
  ['1.0.0-alpha', '1.0.0-alpha.1'],
  ['1.0.0+build.1', '1.0.0'],
  ['1.0.0', '1.0.0-patch1'],
  ['1.0.0', '1.0.0-preview'],
  ['1.0.0-Beta', '1.0.0-dev'],
  ['1.0.0-Rc1', '1.0.0-dev'],
  ['v1.2.3', '0.1'],
  ['', '0'],
  ['1.0.0-dev', '1.0.0-alpha'],
  ['1.0.0-RC1', '1.0.0'],
  ['1.0.0', '1.0.0-pl1'],
  // php.net manual examples and php-src's own first rows.
  ['5.2', '5.2.0'],
  ['1', '2'],
  ['2', '10'],
  ['1.0', '1.1'],
  ['1.0.1', '1.2'],
  ['1.0rc1', '1.0'],
  // Parts longer than a 64-bit integer still compare by value.
  ['1.99999999999999999999998', '1.99999999999999999999999'],
];

const EQUAL: Array<[string, string]> = [
  ['1.0RC1', '1.0rc1'],
  ['1.0.0-beta1', '1.0.0-beta.1'],
  ['1.0.0-b', '1.0.0-beta'],
  ['1.0.0-a', '1.0.0-alpha'],
  ['1.01', '1.1'],
  ['1.0.0', '1.0.0'],
  ['1_0+0', '1.0.0'],
  ['1.0..0', '1.0.0'],
  ['', ''],
];

describe('compareVersions follows PHP version_compare', () => {
  it.each(ORDERED)('ranks %j below %j', (older, newer) => {
    expect(compareVersions(older, newer)).toBe(-1);
    expect(compareVersions(newer, older)).toBe(1);
  });

  it.each(EQUAL)('treats %j and %j as equal', (a, b) => {
    expect(compareVersions(a, b)).toBe(0);
    expect(compareVersions(b, a)).toBe(0);
  });

  it('orders the special forms exactly as php-src version_compare.phpt does', () => {
    // php-src ext/standard/tests/versioning/version_compare.phpt compares "1.0$f1" with
    // "1.0$f2" for every pair of these forms; the rank is their expected order.
    const forms: Array<[string, number]> = [
      ['-dev', 0],
      ['a1', 1],
      ['b1', 2],
      ['RC1', 3],
      ['rc1', 3],
      ['', 4],
      ['pl1', 5],
    ];
    for (const [f1, r1] of forms) {
      for (const [f2, r2] of forms) {
        expect(compareVersions(`1.0${f1}`, `1.0${f2}`), `1.0${f1} vs 1.0${f2}`).toBe(Math.sign(r1 - r2));
      }
    }
  });

  it('reads a version as PHP does when a side runs out of parts', () => {
    expect(compareVersions('1.0-', '1.0')).toBe(-1); // a trailing separator leaves an empty part
    expect(compareVersions('1.0.0-p', '1.0.0')).toBe(1);
    expect(compareVersions('1.0.0-unknown', '1.0.0')).toBe(-1);
    // The longer side's next part is a number, so it wins whatever follows it.
    expect(compareVersions('1.0', '1.0.0-beta')).toBe(-1);
  });

  it('sorts newest first with byVersionDescending', () => {
    const versions = ['1.0.0-beta', '2.0', '1.10', '1.9', '1.0.0', '1.0.1'];
    expect([...versions].sort(byVersionDescending)).toEqual(['2.0', '1.10', '1.9', '1.0.1', '1.0.0', '1.0.0-beta']);
  });
});

describe('the fast path for dotted numbers', () => {
  const numeric = fc
    .array(fc.stringMatching(/^\d{1,20}$/), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join('.'));

  it('answers exactly as the literal port', () => {
    fc.assert(
      fc.property(numeric, numeric, (a, b) => compareVersions(a, b) === phpVersionCompare(a, b)),
      { numRuns: 5_000 },
    );
  });

  it('answers as the literal port on the usual shapes and near misses', () => {
    const samples = [
      '1',
      '1.0',
      '1.0.0',
      '1.00',
      '01.1',
      '1.10',
      '1.9',
      '10',
      '1.0.0.0',
      '0',
      '00',
      '1.',
      '.1',
      '1..2',
      '1.0-beta',
      '1.0a',
    ];
    for (const a of samples)
      for (const b of samples) expect([a, b, compareVersions(a, b)]).toEqual([a, b, phpVersionCompare(a, b)]);
  });
});
