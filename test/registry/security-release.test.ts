/**
 * Security releases (src/registry/advisories/security-release.ts) as a table: which fixes a site
 * is owed (exposed, not withdrawn, a fix named), and which version it is offered for them
 * (at or above the lowest fix, neither withdrawn nor halted, whatever percent and rings; the
 * requirements; a hold). Then the index the update check reads (security-release-index.ts): a
 * change of this process shows at once, another process's after the refresh window, over real
 * SQLite storage.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Advisory, VersionRange } from '../../src/packages/advisory.js';
import { FULL_ROLLOUT, type Rollout } from '../../src/packages/rules.js';
import { createAdvisory, updateAdvisory } from '../../src/registry/advisories/records.js';
import { owedFixes, securityNotice, securityReleaseFor } from '../../src/registry/advisories/security-release.js';
import { SecurityReleaseIndex } from '../../src/registry/advisories/security-release-index.js';
import type { ControlledRelease } from '../../src/registry/offer-rule.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, AuditStamp } from '../../src/storage/types.js';
import { testTempDir } from '../support/temp-dirs.js';

const SITE = { wp: '6.5.2', php: '8.2.20' };

const advisory = (id: string, ranges: VersionRange[], over: Partial<Advisory> = {}): Advisory => ({
  id,
  aliases: [],
  summary: id,
  details: '',
  severity: 'high',
  cvss: null,
  affected: [{ type: 'plugin', slug: 'acme-forms', ranges }],
  references: [],
  published: '2026-12-01T00:00:00.000Z',
  modified: '2026-12-01T00:00:00.000Z',
  withdrawn: null,
  source: 'registry',
  notice: null,
  ...over,
});
const release = (version: string, rollout: Partial<Rollout> = {}, requiresPhp = ''): ControlledRelease => ({
  version,
  requires: '',
  requiresPhp,
  rollout: { ...FULL_ROLLOUT, rings: [], ...rollout },
});
const owedOf = (advisories: Advisory[], installed: string) =>
  owedFixes(advisories, 'plugin', 'acme-forms', installed).map((o) => [o.advisory.id, o.fixedIn]);

describe('the fixes a site is owed', () => {
  const a = advisory('A', [
    { introduced: '1.0.0', fixed: '1.2.0' },
    { introduced: '2.0.0', fixed: '2.0.3' },
  ]);
  const b = advisory('B', [{ introduced: '0', fixed: '2.0.1' }]);
  const open = advisory('C', [{ introduced: '1.0.0' }]);
  const last = advisory('D', [{ introduced: '1.0.0', lastAffected: '2.0.2' }]);
  const withdrawn = advisory('E', [{ introduced: '0', fixed: '9.0.0' }], { withdrawn: '2026-12-02T00:00:00.000Z' });
  const all = [withdrawn, open, b, last, a];
  it.each<[string, Array<[string, string]>]>([
    ['0.9.0', [['B', '2.0.1']]],
    [
      '1.1.0',
      [
        ['A', '1.2.0'],
        ['B', '2.0.1'],
      ],
    ],
    ['1.2.0', [['B', '2.0.1']]],
    [
      '2.0.0',
      [
        ['A', '2.0.3'],
        ['B', '2.0.1'],
      ],
    ],
    ['2.0.2', [['A', '2.0.3']]],
    ['2.0.3', []],
  ])('running %s: %j (by id; no fix, last_affected and withdrawn owe nothing)', (installed, owed) => {
    expect(owedOf(all, installed)).toEqual(owed);
  });
  it('names only the package asked about', () => {
    expect(owedFixes([b], 'theme', 'acme-forms', '1.0.0')).toEqual([]);
    expect(owedFixes([b], 'plugin', 'acme-blocks', '1.0.0')).toEqual([]);
  });
});

describe('the security release offered', () => {
  const fix = advisory('A', [{ introduced: '1.0.0', fixed: '1.2.0' }]);
  const later = advisory('B', [{ introduced: '1.0.0', fixed: '1.3.0' }]);
  const owed = owedFixes([fix, later], 'plugin', 'acme-forms', '1.1.0');
  const offered = (versions: ControlledRelease[], over: { held?: boolean; php?: string } = {}) => {
    const found = securityReleaseFor(owed, versions, {
      versions: { ...SITE, ...(over.php ? { php: over.php } : {}) },
      held: over.held ?? false,
    });
    return found && [found.version.version, found.advisory.id];
  };
  it.each<[string, ControlledRelease[], Array<string> | undefined]>([
    ['the fix at 0 %', [release('1.1.0'), release('1.2.0', { percent: 0 })], ['1.2.0', 'A']],
    ['the fix staged to another ring', [release('1.2.0', { percent: 0, rings: ['canary'] })], ['1.2.0', 'A']],
    ['the highest at or above the fix', [release('1.2.0'), release('1.3.0', { percent: 0 })], ['1.3.0', 'A']],
    ['not a withdrawn one', [release('1.2.0'), release('1.3.0', { withdrawn: true })], ['1.2.0', 'A']],
    ['not a halted one', [release('1.2.0', { halted: true })], undefined],
    ['nothing below the fix', [release('1.1.5')], undefined],
    ['none held at all', [], undefined],
  ])('%s', (_case, versions, expected) => {
    expect(offered(versions)).toEqual(expected);
  });
  it('the highest whose requirements the site meets, else the highest', () => {
    const versions = [release('1.2.0'), release('1.3.0', {}, '8.3')];
    expect(offered(versions)).toEqual(['1.2.0', 'A']);
    expect(offered([release('1.3.0', {}, '8.3')])).toEqual(['1.3.0', 'A']);
  });
  it('nothing to a site holding the package, or owed nothing', () => {
    expect(offered([release('1.2.0')], { held: true })).toBeUndefined();
    expect(securityReleaseFor([], [release('1.2.0')], { versions: SITE, held: false })).toBeUndefined();
  });
  it('its notice names the advisory', () => {
    expect(securityNotice('REG-2026-7')).toBe('Security release: fixes REG-2026-7.');
  });
});

describe('the index the update check reads', () => {
  let dataDir: string;
  let storage: AdapterStorage;
  let other: AdapterStorage;
  const stamp: AuditStamp = { actor: { cli: 'keys' }, requestId: null };
  const input = {
    summary: 'Stored XSS',
    severity: 'high' as const,
    affected: [{ type: 'plugin' as const, slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '2.0.0' }] }],
  };

  beforeEach(() => {
    dataDir = testTempDir('security-release-index');
    storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    // Another process on the same data dir (the advisories CLI, another instance).
    other = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  });
  afterEach(async () => {
    await storage.close();
    await other.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds fixable advisories that are not withdrawn, by package; a change of this process shows at once', async () => {
    // A clock that never moves: only the change can make the index read again.
    const index = new SecurityReleaseIndex(storage, 60_000, () => 0);
    expect((await index.current()).size).toBe(0);
    const created = await createAdvisory(storage, input, stamp);
    await createAdvisory(
      storage,
      { ...input, affected: [{ type: 'plugin', slug: 'acme-gallery', ranges: [{ introduced: '0' }] }] },
      stamp,
    );
    expect((await index.current()).of('plugin', 'acme-forms').map((a) => a.id)).toEqual([created.id]);
    expect((await index.current()).of('plugin', 'acme-gallery')).toEqual([]);
    await updateAdvisory(storage, created.id, { withdrawn: true }, stamp);
    expect((await index.current()).of('plugin', 'acme-forms')).toEqual([]);
  });

  it('sees another process’s change once its refresh window has passed, and reads no advisory before', async () => {
    let now = 0;
    let reads = 0;
    const counted = {
      advisories: { ...storage.advisories, list: () => (reads++, storage.advisories.list()) },
    } as unknown as AdapterStorage;
    const index = new SecurityReleaseIndex(counted, 60_000, () => now);
    await index.current();
    await createAdvisory(other, input, stamp);
    now = 59_999;
    for (let i = 0; i < 10; i++) expect((await index.current()).of('plugin', 'acme-forms')).toEqual([]);
    expect(reads).toBe(1);
    now = 60_000;
    expect((await index.current()).of('plugin', 'acme-forms')).toHaveLength(1);
    expect(reads).toBe(2);
  });
});
