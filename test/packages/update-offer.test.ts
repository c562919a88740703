import { describe, expect, it } from 'vitest';
import { meets, offeredVersion, offerFromLatest, type Release } from '../../src/packages/update-offer.js';

const r = (version: string, requiresPhp: string | null = '', requires: string | null = ''): Release => ({ version, requires, requiresPhp });
const SITE = { wp: '6.1.1', php: '8.2.20' };

describe('meets', () => {
  it('counts empty and null requirements as met', () => {
    expect(meets(r('1.0', '', ''), SITE)).toBe(true);
    expect(meets(r('1.0', null, null), SITE)).toBe(true);
  });
  it('compares with version_compare: equal meets, lower does not', () => {
    expect(meets(r('1.0', '8.2.20', '6.1.1'), SITE)).toBe(true);
    expect(meets(r('1.0', '8.3'), SITE)).toBe(false);
    expect(meets(r('1.0', '', '6.2'), SITE)).toBe(false);
    // 6.1 < 6.1.1 in version_compare
    expect(meets(r('1.0', '', '6.1'), SITE)).toBe(true);
  });
  it('counts a requirement as met when the site did not send that version', () => {
    expect(meets(r('1.0', '99', '99'), {})).toBe(true);
    expect(meets(r('1.0', '99', '99'), { wp: '', php: '' })).toBe(true);
    expect(meets(r('1.0', '99'), { wp: '6.1' })).toBe(true);
    expect(meets(r('1.0', '', '99'), { php: '8.2' })).toBe(true);
    expect(meets(r('1.0', '99', '99'), { php: '8.2' })).toBe(false);
  });
});

describe('offeredVersion', () => {
  const versions = [r('1.0.0'), r('1.1.0', '8.0'), r('1.2.0', '99'), r('0.9.0')];
  const latest = versions[2];

  it('offers the highest candidate the site meets, skipping an incompatible latest', () => {
    expect(offeredVersion('1.0.0', versions, latest, SITE)?.version).toBe('1.1.0');
    expect(offeredVersion('0.9.0', versions, latest, SITE)?.version).toBe('1.1.0');
  });
  it('offers latest itself when no candidate is met', () => {
    expect(offeredVersion('1.1.0', versions, latest, SITE)?.version).toBe('1.2.0');
    expect(offeredVersion('1.0.0', versions, latest, { php: '5.6' })?.version).toBe('1.2.0');
  });
  it('never offers past latest (latest moved back)', () => {
    expect(offeredVersion('1.0.0', versions, versions[1], { php: '99' })?.version).toBe('1.1.0');
    expect(offeredVersion('1.1.0', versions, versions[1], SITE)).toBeUndefined();
  });
  it('never offers a downgrade or the installed version', () => {
    expect(offeredVersion('1.2.0', versions, latest, SITE)).toBeUndefined();
    expect(offeredVersion('5.0', versions, latest, SITE)).toBeUndefined();
  });
  it('orders as PHP does: 1.0.0-beta < 1.0.0 < 1.0.0-pl1; an empty installed version is below all', () => {
    const list = [r('1.0.0'), r('1.0.0-pl1'), r('1.0.0-beta')];
    expect(offeredVersion('1.0.0-beta', list, list[1], SITE)?.version).toBe('1.0.0-pl1');
    expect(offeredVersion('', list, list[0], SITE)?.version).toBe('1.0.0');
  });
});

describe('offerFromLatest agrees with offeredVersion whenever it decides', () => {
  const versions = [r('1.0.0'), r('1.1.0', '8.0'), r('1.2.0', '99'), r('2.0.0', '7.4', '6.0')];
  const cases: Array<[string, number, { wp?: string; php?: string }]> = [];
  for (const installed of ['', '0.1', '1.0.0', '1.1.0', '1.2.0', '2.0.0', '3.0']) {
    for (const latestIndex of [0, 1, 2, 3]) {
      for (const site of [SITE, {}, { php: '7.0' }, { wp: '5.0', php: '99' }]) cases.push([installed, latestIndex, site]);
    }
  }
  it.each(cases)('installed %s, latest #%i, site %j', (installed, latestIndex, site) => {
    const latest = versions[latestIndex];
    const quick = offerFromLatest(installed, latest, site);
    const full = offeredVersion(installed, versions.slice(0, latestIndex + 1), latest, site);
    if (quick === 'none') expect(full).toBeUndefined();
    if (quick === 'latest') expect(full).toBe(latest);
    if (quick === 'undecided') expect(full).toBeDefined();
  });
});
