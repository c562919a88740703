/**
 * The operator's change to a site (src/registry/site-change.ts) as a table, with no storage: each
 * part of a change (ring, holds, key release, approval) on sites that have or lack the setting,
 * and what a change leaves out staying as it was. The adapters only write what the rule returns
 * (the conformance suite's release-control, site-identity and enrollment parts).
 */
import { describe, expect, it } from 'vitest';
import { siteChangeRule } from '../../src/registry/site-change.js';
import type { SiteChange, SiteRecord, SiteSettings } from '../../src/storage/types.js';

const NONE = { plugins: [], themes: [] };
const HELD = { plugins: ['acme-forms'], themes: ['acme-theme'] };
const KEY = 'A'.repeat(43) + '=';

const site = (over: Partial<SiteRecord> = {}): SiteRecord => ({
  id: '0123456789abcdef',
  url: 'https://shop.example',
  wpVersion: '6.1.1',
  phpVersion: '8.2.20',
  locale: 'en_US',
  lastSeen: '2026-12-01T00:00:00.000Z',
  packages: [{ type: 'plugin', slug: 'acme-forms', version: '1.0.0' }],
  declaredRing: 'beta',
  holds: NONE,
  verified: true,
  ...over,
});

describe('siteChangeRule', () => {
  const cases: Array<[string, Partial<SiteRecord>, SiteChange, SiteSettings]> = [
    [
      'an empty change keeps every setting',
      { assignedRing: 'canary', holds: HELD, publicKey: KEY },
      {},
      { assignedRing: 'canary', holds: HELD, publicKey: KEY },
    ],
    ['a ring is assigned', {}, { ring: 'canary' }, { holds: NONE, assignedRing: 'canary' }],
    [
      'a ring replaces the assigned one',
      { assignedRing: 'beta' },
      { ring: 'canary' },
      { holds: NONE, assignedRing: 'canary' },
    ],
    ['null clears the assigned ring', { assignedRing: 'canary' }, { ring: null }, { holds: NONE }],
    ['null on a site without a ring changes nothing', {}, { ring: null }, { holds: NONE }],
    [
      'holds replace the holds, the ring stays',
      { assignedRing: 'canary', holds: HELD },
      { holds: NONE },
      { holds: NONE, assignedRing: 'canary' },
    ],
    ['holds are set', {}, { holds: HELD }, { holds: HELD }],
    [
      'the key is released, ring and holds stay',
      { publicKey: KEY, assignedRing: 'canary', holds: HELD },
      { key: null },
      { holds: HELD, assignedRing: 'canary' },
    ],
    ['releasing a key a site lacks changes nothing', {}, { key: null }, { holds: NONE }],
    ['approval ends the wait', { publicKey: KEY, pending: true }, { approved: true }, { holds: NONE, publicKey: KEY }],
    [
      'approving a site that does not wait changes nothing',
      { publicKey: KEY },
      { approved: true },
      { holds: NONE, publicKey: KEY },
    ],
    [
      'a change without approval keeps the wait',
      { publicKey: KEY, pending: true },
      { ring: 'canary' },
      { holds: NONE, publicKey: KEY, pending: true, assignedRing: 'canary' },
    ],
    [
      'releasing the key of a waiting site keeps the wait',
      { publicKey: KEY, pending: true },
      { key: null },
      { holds: NONE, pending: true },
    ],
    [
      'every part at once',
      { publicKey: KEY, pending: true, assignedRing: 'beta' },
      { ring: 'canary', holds: HELD, key: null, approved: true },
      { holds: HELD, assignedRing: 'canary' },
    ],
  ];
  it.each(cases)('%s', (_, before, change, settings) => {
    expect(siteChangeRule(change)(site(before))).toStrictEqual(settings);
  });

  it('reads only the site it is given: run again on a fresher row, it decides on that one', () => {
    const rule = siteChangeRule({ holds: HELD });
    expect(rule(site())).toStrictEqual({ holds: HELD });
    expect(rule(site({ assignedRing: 'canary' }))).toStrictEqual({ holds: HELD, assignedRing: 'canary' });
  });
});
