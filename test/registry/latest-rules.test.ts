/**
 * Where `latest` goes, as tables with no storage (the package decisions apply these: package-changes.test.ts):
 * an upload becomes latest when it is the highest; withdrawing the latest moves latest to the
 * highest version not withdrawn, and the only version not withdrawn cannot be withdrawn; a
 * withdrawn version is never made latest, and the latest one is never deleted.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import {
  becomesLatest,
  LATEST_VERSION_REFUSED,
  latestAfterWithdrawal,
  ONLY_VERSION_NOT_WITHDRAWN,
  refuseDeletingLatest,
  refuseWithdrawnAsLatest,
  WITHDRAWN_NOT_LATEST,
} from '../../src/packages/rules.js';

describe('becomesLatest', () => {
  it.each([
    ['1.0.0', undefined, true],
    ['2.0.0', '1.9.9', true],
    ['1.10.0', '1.9.0', true],
    ['1.0.0', '1.0.0-beta', true],
    ['1.0.0-beta', '1.0.0', false],
    ['1.0.0', '2.0.0', false],
    ['1.0', '1.0.0', false],
  ] as const)('%s over a latest of %s: %s', (version, latest, expected) => {
    expect(becomesLatest(version, latest)).toBe(expected);
  });
});

const v = (version: string, withdrawn = false) => ({ version, rollout: { withdrawn } });

describe('latestAfterWithdrawal', () => {
  it.each([
    ['the next highest', [v('2.0.0'), v('1.2.0'), v('1.0.0')], '2.0.0', '1.2.0'],
    ['skips withdrawn ones', [v('2.0.0'), v('1.2.0', true), v('1.1.0'), v('1.0.0')], '2.0.0', '1.1.0'],
    ['the oldest when it alone is left', [v('2.0.0'), v('1.2.0', true), v('1.0.0')], '2.0.0', '1.0.0'],
  ])('%s', (_name, newestFirst, withdrawing, expected) => {
    expect(latestAfterWithdrawal(newestFirst, withdrawing).version).toBe(expected);
  });

  it.each([
    ['the only version', [v('1.0.0')]],
    ['every other one withdrawn', [v('2.0.0'), v('1.2.0', true), v('1.0.0', true)]],
  ])('refuses when it is %s not withdrawn', (_name, newestFirst) => {
    expect(() => latestAfterWithdrawal(newestFirst, newestFirst[0].version)).toThrow(
      new InputError(ONLY_VERSION_NOT_WITHDRAWN),
    );
  });
});

describe('refusals', () => {
  it('a withdrawn version is never made latest; one not withdrawn may be', () => {
    expect(() => refuseWithdrawnAsLatest(v('1.0.0', true))).toThrow(new InputError(WITHDRAWN_NOT_LATEST));
    expect(() => refuseWithdrawnAsLatest(v('1.0.0'))).not.toThrow();
  });

  it('the latest version is never deleted; another may be', () => {
    expect(() => refuseDeletingLatest({ latest: true })).toThrow(new InputError(LATEST_VERSION_REFUSED));
    expect(() => refuseDeletingLatest({ latest: false })).not.toThrow();
  });
});
