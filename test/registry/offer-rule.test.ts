/**
 * The offer rule with release control (src/registry/offer-rule.ts), as a table: every
 * combination of the site's ring, its bucket, halted, withdrawn, held, requirements met, and
 * the installed version below, at and above latest. Then the rule without release control
 * (every rollout at its start), and the update check's shortcut agreeing with the full rule.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bucketOf, FULL_ROLLOUT, type Rollout } from '../../src/packages/rules.js';
import { type ControlledRelease, offerFor, reaches, type SiteForPackage } from '../../src/registry/offer-rule.js';
import { offerFromLatest } from '../../src/registry/update-check.js';
import type { PackageRecord, VersionRecord } from '../../src/storage/types.js';
import { pkg, pluginManifest, version as versionRecord } from '../present/fixtures.js';

const SITE = { wp: '6.1.1', php: '8.2.20' };
const full = (): Rollout => ({ ...FULL_ROLLOUT, rings: [] });
const r = (version: string, over: Partial<Rollout> = {}, requiresPhp = ''): ControlledRelease => ({
  version,
  requires: '',
  requiresPhp,
  rollout: { ...full(), ...over },
});
const site = (over: Partial<Omit<SiteForPackage, 'bucket'>> & { bucket?: number } = {}): SiteForPackage => ({
  versions: SITE,
  ring: 'production',
  held: false,
  ...over,
  bucket: () => over.bucket ?? 50,
});
const offered = (o: ReturnType<typeof offerFor>) => o && [o.version.version, o.rollback];

describe('the bucket', () => {
  it('is uint32 big-endian of the first 4 bytes of SHA-256("{type}:{slug}:{url}") mod 100', () => {
    const digest = createHash('sha256').update('plugin:acme-forms:https://shop.example.com').digest();
    const expected = ((digest[0] << 24) >>> 0) + (digest[1] << 16) + (digest[2] << 8) + digest[3];
    expect(bucketOf('plugin', 'acme-forms', 'https://shop.example.com')).toBe(expected % 100);
    expect(bucketOf('theme', 'acme-forms', 'https://shop.example.com')).not.toBeNaN();
  });
  it('spreads sites over all 100 buckets, differently per package', () => {
    const urls = Array.from({ length: 2000 }, (_, i) => `https://site-${i}.example`);
    expect(new Set(urls.map((u) => bucketOf('plugin', 'a', u))).size).toBe(100);
    const same = urls.filter((u) => bucketOf('plugin', 'a', u) === bucketOf('plugin', 'b', u)).length;
    expect(same).toBeLessThan(100);
  });
});

describe('reaches', () => {
  const b = (n: number) => () => n;
  it.each([
    [{ percent: 100 }, 'production', 99, true],
    [{ percent: 0 }, 'production', 0, false],
    [{ percent: 10 }, 'production', 9, true],
    [{ percent: 10 }, 'production', 10, false],
    [{ percent: 0, rings: ['canary'] }, 'canary', 99, true],
    [{ percent: 0, rings: ['canary'] }, 'production', 0, false],
    [{ percent: 100, halted: true }, 'production', 0, false],
    [{ percent: 0, rings: ['canary'], halted: true }, 'canary', 0, false],
  ])('%j, ring %s, bucket %i: %s', (over, ring, bucket, expected) => {
    expect(reaches({ ...full(), ...over }, ring, b(bucket))).toBe(expected);
  });
});

describe('offerFor: every combination', () => {
  // 1.0.0 and 1.5.0 reach every site and ask nothing; 2.0.0 is latest, with the rollout and
  // requirement under test. The site's bucket is 30; the percent is 50 (bucket below) or 10.
  const rows: Array<
    [string, boolean, boolean, boolean, boolean, boolean, boolean, string, [string, boolean] | undefined]
  > = [];
  for (const inRing of [false, true])
    for (const belowPercent of [false, true])
      for (const halted of [false, true])
        for (const withdrawn of [false, true])
          for (const held of [false, true])
            for (const meetsReqs of [false, true])
              for (const installed of ['1.0.0', '2.0.0', '3.0.0']) {
                const reached = !halted && (inRing || belowPercent);
                let expected: [string, boolean] | undefined;
                if (held) expected = undefined;
                else if (installed === '1.0.0')
                  expected = reached && !withdrawn && meetsReqs ? ['2.0.0', false] : ['1.5.0', false];
                else if (installed === '2.0.0') expected = withdrawn ? ['1.5.0', true] : undefined;
                else expected = undefined;
                rows.push([
                  installed,
                  inRing,
                  belowPercent,
                  halted,
                  withdrawn,
                  held,
                  meetsReqs,
                  `${installed}`,
                  expected,
                ]);
              }
  it.each(rows)(
    'installed %s, in ring %s, below percent %s, halted %s, withdrawn %s, held %s, meets %s',
    (installed, inRing, belowPercent, halted, withdrawn, held, meetsReqs, _, expected) => {
      const latest = r(
        '2.0.0',
        { percent: belowPercent ? 50 : 10, rings: ['canary'], halted, withdrawn },
        meetsReqs ? '8.0' : '99',
      );
      const versions = [r('1.0.0'), r('1.5.0'), latest];
      const offer = offerFor(
        installed,
        versions,
        latest,
        site({ ring: inRing ? 'canary' : 'production', bucket: 30, held }),
      );
      expect(offered(offer)).toEqual(expected);
    },
  );
});

describe('offerFor: withdrawals and rollbacks', () => {
  it('offers a site running a withdrawn version the highest version not withdrawn, reaching it and met, even lower', () => {
    const versions = [
      r('1.0.0'),
      r('1.1.0', {}, '99'),
      r('1.2.0', { percent: 0 }),
      r('1.3.0', { withdrawn: true }),
      r('1.4.0'),
    ];
    expect(offered(offerFor('1.3.0', versions, versions[4], site()))).toEqual(['1.4.0', false]);
    expect(offered(offerFor('1.3.0', versions, versions[2], site()))).toEqual(['1.0.0', true]);
  });
  it('offers no rollback when nothing not withdrawn reaches the site and fits it', () => {
    const versions = [r('1.0.0', { halted: true }), r('1.1.0', { withdrawn: true })];
    expect(offerFor('1.1.0', versions, versions[0], site())).toBeUndefined();
  });
  it('never offers a withdrawn version, also not as the highest candidate', () => {
    const versions = [r('1.0.0'), r('1.1.0', { withdrawn: true }), r('1.2.0', {}, '99')];
    expect(offered(offerFor('1.0.0', versions, versions[2], site()))).toEqual(['1.2.0', false]);
    expect(offered(offerFor('1.0.0', versions, versions[2], site({ versions: { php: '99' } })))).toEqual([
      '1.2.0',
      false,
    ]);
    const onlyWithdrawn = [r('1.0.0'), r('1.1.0', { withdrawn: true })];
    expect(offerFor('1.0.0', onlyWithdrawn, onlyWithdrawn[0], site())).toBeUndefined();
  });
  it('knows the installed version withdrawn by version_compare equality (1.0.0-beta1 = 1.0.0-beta.1)', () => {
    const versions = [r('0.9'), r('1.0.0-beta1', { withdrawn: true })];
    expect(offered(offerFor('1.0.0-beta.1', versions, versions[0], site()))).toEqual(['0.9', true]);
  });
  it('holds win over everything, rollbacks included', () => {
    const versions = [r('1.0.0'), r('1.1.0', { withdrawn: true })];
    expect(offerFor('1.1.0', versions, versions[0], site({ held: true }))).toBeUndefined();
  });
});

describe('offerFor without release control is the rule of plain update checks', () => {
  const versions = [r('1.0.0'), r('1.1.0', {}, '8.0'), r('1.2.0', {}, '99'), r('0.9.0')];
  const latest = versions[2];
  const at = (installed: string, l = latest, s = site()) => offerFor(installed, versions, l, s)?.version.version;

  it('offers the highest candidate the site meets, skipping an incompatible latest', () => {
    expect(at('1.0.0')).toBe('1.1.0');
    expect(at('0.9.0')).toBe('1.1.0');
  });
  it('offers latest itself when no candidate is met', () => {
    expect(at('1.1.0')).toBe('1.2.0');
    expect(at('1.0.0', latest, site({ versions: { php: '5.6' } }))).toBe('1.2.0');
  });
  it('never offers past latest (latest moved back)', () => {
    expect(at('1.0.0', versions[1], site({ versions: { php: '99' } }))).toBe('1.1.0');
    expect(at('1.1.0', versions[1])).toBeUndefined();
  });
  it('never offers a downgrade or the installed version', () => {
    expect(at('1.2.0')).toBeUndefined();
    expect(at('5.0')).toBeUndefined();
  });
  it('orders as PHP does: 1.0.0-beta < 1.0.0 < 1.0.0-pl1; an empty installed version is below all', () => {
    const list = [r('1.0.0'), r('1.0.0-pl1'), r('1.0.0-beta')];
    expect(offerFor('1.0.0-beta', list, list[1], site())?.version.version).toBe('1.0.0-pl1');
    expect(offerFor('', list, list[0], site())?.version.version).toBe('1.0.0');
  });
});

describe('the update check shortcut agrees with offerFor whenever it decides', () => {
  const rollouts: Array<Partial<Rollout>> = [{}, { percent: 0 }, { percent: 0, rings: ['canary'] }, { halted: true }];
  const record = (v: string, requiresPhp: string, rollout: Partial<Rollout>, latest: boolean): VersionRecord =>
    versionRecord(pluginManifest({ version: v, requiresPhp }), { latest, rollout: { ...full(), ...rollout } });
  const cases: Array<[string, number, number, boolean, boolean, { wp?: string; php?: string }]> = [];
  for (const installed of ['', '0.1', '1.0.0', '1.1.0', '1.2.0', '2.0.0', '3.0'])
    for (const latestIndex of [0, 1, 2, 3])
      for (const rolloutIndex of [0, 1, 2, 3])
        for (const withdrawnOld of [false, true])
          for (const held of [false, true])
            for (const s of [SITE, {}, { php: '7.0' }])
              cases.push([installed, latestIndex, rolloutIndex, withdrawnOld, held, s]);
  it.each(cases)(
    'installed %s, latest #%i, rollout #%i, 1.1.0 withdrawn %s, held %s, site %j',
    (installed, latestIndex, rolloutIndex, withdrawnOld, held, s) => {
      const specs: Array<[string, string]> = [
        ['1.0.0', ''],
        ['1.1.0', '8.0'],
        ['1.2.0', '99'],
        ['2.0.0', '7.4'],
      ];
      const records = specs
        .slice(0, latestIndex + 1)
        .map(([v, php], i) =>
          record(
            v,
            php,
            i === latestIndex ? rollouts[rolloutIndex] : { withdrawn: withdrawnOld && v === '1.1.0' },
            i === latestIndex,
          ),
        );
      if (records[latestIndex].version === '1.1.0' && withdrawnOld) return; // the latest version is never withdrawn
      const latest = records[latestIndex];
      const p: PackageRecord = pkg(latest, {
        withdrawn: records.filter((v) => v.rollout.withdrawn).map((v) => v.version),
      });
      const forPackage = site({ versions: s, held, ring: 'canary', bucket: 50 });
      const quick = offerFromLatest(installed, p, forPackage);
      const releases = records.map((v) => ({
        version: v.version,
        requires: v.manifest.requires,
        requiresPhp: v.manifest.requiresPhp,
        rollout: v.rollout,
      }));
      const fullOffer = offerFor(installed, releases, releases[latestIndex], forPackage);
      if (quick === 'none') expect(fullOffer).toBeUndefined();
      if (quick === 'latest') expect(fullOffer?.version.version).toBe(latest.version);
    },
  );
});
