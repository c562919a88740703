/**
 * The release rules as decisions over a package as read, tables with no storage: which rows each
 * change writes, with which times and flags, what it answers, and the audit entry that commits
 * with it (src/registry/package-changes.ts). What only storage proves (atomicity, contention,
 * files, round trips) is the conformance suite's.
 */
import { describe, expect, it } from 'vitest';
import { ConflictError, InputError } from '../../src/errors.js';
import {
  FULL_ROLLOUT,
  LATEST_VERSION_REFUSED,
  ONLY_VERSION_NOT_WITHDRAWN,
  type Rollout,
  WITHDRAWN_NOT_LATEST,
} from '../../src/packages/rules.js';
import { compareVersions } from '../../src/packages/version-compare.js';
import {
  decideHashes,
  decidePackageDelete,
  decideRollout,
  decideSettings,
  decideUpload,
  decideVersionDelete,
  decideVersionUpdate,
} from '../../src/registry/package-changes.js';
import type { AuditStamp, PackageRecord, PackageState, VersionRecord } from '../../src/storage/types.js';

const BEFORE = '2030-01-01T00:00:00.000Z';
const NOW = '2030-01-02T00:00:00.000Z';
const requestIds = { requestId: 'req-1', clientRequestId: 'c-1' };
const ci: AuditStamp = { actor: { keyId: 'key_1', keyName: 'ci' }, ...requestIds };
const ofPackage = { type: 'plugin', slug: 'acme-forms' } as const;

function record(version: string, extra: Partial<VersionRecord> = {}): VersionRecord {
  return {
    type: 'plugin',
    slug: 'acme-forms',
    version,
    checksum: '0'.repeat(32),
    size: 10,
    fileName: `acme-forms-${version}-${'0'.repeat(32)}.zip`,
    releaseNotes: `Notes for ${version}.`,
    latest: false,
    createdAt: BEFORE,
    updatedAt: BEFORE,
    manifest: {
      type: 'plugin',
      slug: 'acme-forms',
      version,
      name: `Acme Forms ${version}`,
      shortDescription: '',
      requires: '',
      tested: null,
      requiresPhp: '',
    },
    rollout: { ...FULL_ROLLOUT, rings: [] },
    ...extra,
  };
}

const withdrawnRollout = (): Rollout => ({ ...FULL_ROLLOUT, rings: [], withdrawn: true });

/** A package of these versions, `latest` the latest one, as a change reads it (newest first). */
function state(latest: string, versions: string[], withdrawn: string[] = []): PackageState {
  const rows = versions
    .map((v) => record(v, { latest: v === latest, ...(withdrawn.includes(v) ? { rollout: withdrawnRollout() } : {}) }))
    .sort((a, b) => compareVersions(b.version, a.version));
  const pkg: PackageRecord = {
    type: 'plugin',
    slug: 'acme-forms',
    settings: { homepage: 'https://acme.example' },
    createdAt: BEFORE,
    updatedAt: BEFORE,
    latest: rows.find((v) => v.latest)!,
    withdrawn,
  };
  return { package: pkg, versions: rows };
}

/** `[version, latest, updatedAt]` of each row a decision puts, in version order. */
const putRows = (rows: VersionRecord[] | undefined) =>
  (rows ?? []).map((v) => [v.version, v.latest, v.updatedAt] as const).sort((a, b) => compareVersions(b[0], a[0]));

const upload = (version: string) =>
  ({ ...record(version, { createdAt: NOW, updatedAt: NOW }) }) as Omit<VersionRecord, 'latest'> & { latest?: boolean };

describe('an upload', () => {
  it('the first version creates its package, latest, with no settings and none withdrawn', () => {
    const { write, result } = decideUpload(undefined, { version: upload('1.0.0'), audit: ci });
    expect(write.package).toEqual({
      type: 'plugin',
      slug: 'acme-forms',
      settings: {},
      createdAt: NOW,
      updatedAt: NOW,
      latest: { ...upload('1.0.0'), latest: true },
      withdrawn: [],
    });
    expect(putRows(write.put)).toEqual([['1.0.0', true, NOW]]);
    expect(write.remove).toBeUndefined();
    expect(result).toEqual({ package: write.package, version: { ...upload('1.0.0'), latest: true } });
    expect(write.audit).toEqual({
      action: 'plugin.upload',
      ...ofPackage,
      version: '1.0.0',
      actor: ci.actor,
      ...requestIds,
      changes: {},
      rollout: { percent: 100, rings: [], halted: false, withdrawn: false, gate: null },
      signingKey: null,
    });
  });

  it.each([
    ['a higher one becomes latest; the previous latest row takes the upload time', '1.0.0', ['1.0.0'], '1.1.0', true],
    ['a lower one is stored without the flag', '2.0.0', ['2.0.0'], '1.5.0', false],
    ['PHP order: a release candidate is below its release', '1.0.0', ['1.0.0'], '1.0.0-RC1', false],
    ['PHP order: a patch level is above its release', '1.0.0', ['1.0.0'], '1.0.0-pl1', true],
    ['PHP order: 1.0 is below 1.0.0', '1.0.0', ['1.0.0'], '1.0', false],
    ['compared with the latest, not with the highest stored', '1.0.0', ['1.0.0', '2.0.0'], '1.5.0', true],
  ])('%s', (_name, latest, stored, version, becomes) => {
    const read = state(latest, stored);
    const { write, result } = decideUpload(read, { version: upload(version) });
    expect(result.version.latest).toBe(becomes);
    expect(putRows(write.put)).toEqual(
      putRows([
        { ...upload(version), latest: becomes },
        ...(becomes ? [{ ...read.package.latest, latest: false, updatedAt: NOW }] : []),
      ]),
    );
    // The package takes the upload's time either way, and describes whichever is latest.
    expect(write.package).toEqual({
      ...read.package,
      updatedAt: NOW,
      latest: becomes ? { ...upload(version), latest: true } : read.package.latest,
    });
    expect(result.package).toEqual(write.package);
    expect(write.audit).toBeUndefined(); // no stamp, no entry
  });

  it('an existing version is a ConflictError', () => {
    expect(() => decideUpload(state('1.0.0', ['1.0.0']), { version: upload('1.0.0') })).toThrow(
      new ConflictError('Version 1.0.0 of acme-forms already exists.'),
    );
  });

  it("the entry keeps the upload's rollout and the key that verified it", () => {
    const staged = { ...upload('2.0.0'), rollout: { percent: 5, rings: ['canary'], halted: false, withdrawn: false } };
    const { write } = decideUpload(state('1.0.0', ['1.0.0']), {
      version: staged,
      audit: { ...ci, signingKey: 'abcdef0123456789' },
    });
    expect(write.audit).toMatchObject({
      rollout: { percent: 5, rings: ['canary'], halted: false, withdrawn: false, gate: null },
      signingKey: 'abcdef0123456789',
    });
  });
});

describe('a version update', () => {
  const read = () => state('2.0.0', ['1.0.0', '2.0.0']);

  it.each([
    ['notes of another version', '1.0.0', { releaseNotes: 'Better.' }, [['1.0.0', false, NOW]], '2.0.0'],
    [
      'notes of the latest: the package describes them',
      '2.0.0',
      { releaseNotes: 'Better.' },
      [['2.0.0', true, NOW]],
      '2.0.0',
    ],
    [
      'latest moved: both rows take the time',
      '1.0.0',
      { latest: true as const },
      [
        ['2.0.0', false, NOW],
        ['1.0.0', true, NOW],
      ],
      '1.0.0',
    ],
  ])('%s', (_name, version, change, rows, latest) => {
    const before = read();
    const { write, result } = decideVersionUpdate(before, { version, change, now: NOW });
    expect(putRows(write.put)).toEqual(rows);
    expect(write.package).toMatchObject({ updatedAt: NOW, settings: before.package.settings });
    expect(write.package!.latest.version).toBe(latest);
    expect(write.package!.latest).toEqual(write.put!.find((v) => v.version === latest) ?? before.package.latest);
    expect(result).toEqual(write.put!.find((v) => v.version === version));
  });

  it.each([
    ['latest on the latest', '2.0.0', { latest: true as const }],
    ['an empty change', '1.0.0', {}],
  ])('%s writes nothing and answers the version', (_name, version, change) => {
    const before = read();
    expect(decideVersionUpdate(before, { version, change, now: NOW, audit: ci })).toEqual({
      write: {},
      result: before.versions.find((v) => v.version === version),
    });
  });

  it('an unknown version or package writes nothing and answers undefined', () => {
    const change = { releaseNotes: 'x' };
    expect(decideVersionUpdate(read(), { version: '9.9.9', change, now: NOW })).toEqual({
      write: {},
      result: undefined,
    });
    expect(decideVersionUpdate(undefined, { version: '1.0.0', change, now: NOW })).toEqual({
      write: {},
      result: undefined,
    });
  });

  it('a withdrawn version is never made latest', () => {
    const before = state('2.0.0', ['1.0.0', '2.0.0'], ['1.0.0']);
    expect(() => decideVersionUpdate(before, { version: '1.0.0', change: { latest: true }, now: NOW })).toThrow(
      new InputError(WITHDRAWN_NOT_LATEST),
    );
  });

  it.each([
    ['notes', '1.0.0', { releaseNotes: 'Better.' }, { release_notes: ['Notes for 1.0.0.', 'Better.'] }],
    ['latest', '1.0.0', { latest: true as const }, { latest: [false, true] }],
    [
      'both',
      '1.0.0',
      { latest: true as const, releaseNotes: 'Rolled back.' },
      { release_notes: ['Notes for 1.0.0.', 'Rolled back.'], latest: [false, true] },
    ],
    ['the same notes: written, no entry', '1.0.0', { releaseNotes: 'Notes for 1.0.0.' }, undefined],
  ])('its entry: %s', (_name, version, change, changes) => {
    const { write } = decideVersionUpdate(read(), { version, change, now: NOW, audit: ci });
    expect(write.put).toBeDefined();
    expect(write.audit).toEqual(
      changes && expect.objectContaining({ action: 'plugin.version.update', version, actor: ci.actor, changes }),
    );
  });
});

describe('a rollout change', () => {
  it('merges the change; the package keeps its time unless latest moved', () => {
    const before = state('2.0.0', ['1.0.0', '2.0.0']);
    const { write, result } = decideRollout(before, {
      version: '2.0.0',
      change: { percent: 10, rings: ['canary'] },
      now: NOW,
      audit: ci,
    });
    const after = {
      ...before.package.latest,
      rollout: { ...FULL_ROLLOUT, percent: 10, rings: ['canary'] },
      updatedAt: NOW,
    };
    expect(result).toEqual({ before: before.package.latest, after });
    expect(write.put).toEqual([after]);
    expect(write.package).toEqual({ ...before.package, latest: after });
    expect(write.audit).toMatchObject({
      action: 'plugin.version.rollout',
      version: '2.0.0',
      changes: { percent: [100, 10], rings: [[], ['canary']] },
    });
  });

  it('withdrawing the latest moves latest to the highest version not withdrawn, and the package takes the time', () => {
    const before = state('2.0.0', ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], ['1.2.0']);
    const { write, result } = decideRollout(before, {
      version: '2.0.0',
      change: { withdrawn: true },
      now: NOW,
      audit: ci,
    });
    expect(putRows(write.put)).toEqual([
      ['2.0.0', false, NOW],
      ['1.1.0', true, NOW],
    ]);
    expect([result?.before.latest, result?.after.latest]).toEqual([true, false]);
    expect(write.package).toMatchObject({ updatedAt: NOW, withdrawn: ['1.2.0', '2.0.0'] });
    expect(write.package!.latest).toEqual({ ...record('1.1.0'), latest: true, updatedAt: NOW });
    expect(write.audit?.changes).toEqual({ withdrawn: [false, true], latest: [true, false] });
  });

  it.each([
    ['the only version', '1.0.0', ['1.0.0'], []],
    ['every other one withdrawn', '1.1.0', ['1.0.0', '1.1.0'], ['1.0.0']],
  ])('refuses to withdraw %s not withdrawn', (_name, latest, versions, withdrawn) => {
    expect(() =>
      decideRollout(state(latest, versions, withdrawn), {
        version: latest,
        change: { withdrawn: true, percent: 5 },
        now: NOW,
      }),
    ).toThrow(new InputError(ONLY_VERSION_NOT_WITHDRAWN));
  });

  it('un-withdrawing takes the version off the list and moves no latest flag, nor the package time', () => {
    const before = state('1.0.0', ['1.0.0', '1.1.0'], ['1.1.0']);
    const { write } = decideRollout(before, { version: '1.1.0', change: { withdrawn: false }, now: NOW });
    expect(putRows(write.put)).toEqual([['1.1.0', false, NOW]]);
    expect(write.package).toEqual({ ...before.package, withdrawn: [] });
  });

  it('withdrawing another version adds it to the list and moves no latest flag', () => {
    const before = state('2.0.0', ['1.0.0', '2.0.0']);
    const { write } = decideRollout(before, { version: '1.0.0', change: { withdrawn: true }, now: NOW });
    expect(putRows(write.put)).toEqual([['1.0.0', false, NOW]]);
    expect(write.package).toEqual({ ...before.package, withdrawn: ['1.0.0'] });
  });

  it("a gate's stop applies once: a second one writes nothing and answers before and after the same", () => {
    const gate: AuditStamp = {
      actor: { gate: true },
      requestId: 'req-gate',
      evidence: { counts: { sites: 1, failed: 0, unhealthy: 1, ignored: 0 }, outcomes: [] },
    };
    const stop = { halted: true, stoppedBy: 'health gate: 1 of 1 sites reported fatal errors' };
    const first = decideRollout(state('2.0.0', ['1.0.0', '2.0.0']), {
      version: '2.0.0',
      change: stop,
      now: NOW,
      audit: gate,
    });
    expect(first.result?.after.rollout).toMatchObject(stop);
    expect(first.write.audit).toMatchObject({
      actor: { gate: true },
      evidence: gate.evidence,
      changes: { halted: [false, true], stopped_by: [null, stop.stoppedBy] },
    });
    const stopped: PackageState = {
      package: { ...first.write.package!, latest: first.result!.after },
      versions: [first.result!.after, record('1.0.0')],
    };
    const second = decideRollout(stopped, {
      version: '2.0.0',
      change: { withdrawn: true, stoppedBy: 'health gate: again' },
      now: NOW,
      audit: gate,
    });
    expect(second).toEqual({ write: {}, result: { before: first.result!.after, after: first.result!.after } });
    // An operator taking the stop over starts the gate over, and the entry says when.
    const resumed = decideRollout(stopped, {
      version: '2.0.0',
      change: { halted: false, stoppedBy: undefined },
      now: NOW,
      audit: ci,
    });
    expect(resumed.result?.after.rollout.gateSince).toBe(NOW);
    expect(resumed.write.audit?.changes).toEqual({
      halted: [true, false],
      stopped_by: [stop.stoppedBy, null],
      gate_since: [null, NOW],
    });
  });

  it('a change to what the version is already writes its row but no entry', () => {
    const { write } = decideRollout(state('1.0.0', ['1.0.0']), {
      version: '1.0.0',
      change: { halted: false },
      now: NOW,
      audit: ci,
    });
    expect(putRows(write.put)).toEqual([['1.0.0', true, NOW]]);
    expect(write.audit).toBeUndefined();
  });

  it('an unknown version or package writes nothing and answers undefined', () => {
    const change = { halted: true };
    expect(decideRollout(state('1.0.0', ['1.0.0']), { version: '9.9.9', change, now: NOW })).toEqual({
      write: {},
      result: undefined,
    });
    expect(decideRollout(undefined, { version: '1.0.0', change, now: NOW })).toEqual({ write: {}, result: undefined });
  });
});

describe('a version delete', () => {
  it('removes a version that is not latest, takes it off the withdrawn list, and the package takes the time', () => {
    const before = state('2.0.0', ['1.0.0', '2.0.0'], ['1.0.0']);
    const { write, result } = decideVersionDelete(before, { version: '1.0.0', now: NOW, audit: ci });
    expect(write).toEqual({
      package: { ...before.package, updatedAt: NOW, withdrawn: [] },
      remove: ['1.0.0'],
      audit: expect.objectContaining({ action: 'plugin.version.delete', version: '1.0.0', changes: {} }),
    });
    expect(result).toEqual(before.versions[1]);
  });

  it('refuses the latest version', () => {
    expect(() => decideVersionDelete(state('2.0.0', ['1.0.0', '2.0.0']), { version: '2.0.0', now: NOW })).toThrow(
      new InputError(LATEST_VERSION_REFUSED),
    );
  });

  it('an unknown version or package writes nothing and answers undefined', () => {
    expect(decideVersionDelete(state('1.0.0', ['1.0.0']), { version: '9.9.9', now: NOW })).toEqual({
      write: {},
      result: undefined,
    });
    expect(decideVersionDelete(undefined, { version: '1.0.0', now: NOW })).toEqual({ write: {}, result: undefined });
  });
});

describe('package settings', () => {
  it.each([
    [
      'a new setting and a changed one, named as the API names them',
      { defaultIcon: 'https://cdn.example/i.png', homepage: 'https://acme.example/new' },
      {
        default_icon: [null, 'https://cdn.example/i.png'],
        homepage: ['https://acme.example', 'https://acme.example/new'],
      },
    ],
    ['the same value: written, no entry', { homepage: 'https://acme.example' }, undefined],
  ])('merge: %s', (_name, settings, changes) => {
    const before = state('1.0.0', ['1.0.0']);
    const { write, result } = decideSettings(before, { settings, now: NOW, audit: ci });
    const after = { ...before.package, settings: { ...before.package.settings, ...settings }, updatedAt: NOW };
    expect(result).toEqual(after);
    expect(write.package).toEqual(after);
    expect(write.audit).toEqual(
      changes && expect.objectContaining({ action: 'plugin.update', version: null, changes }),
    );
  });

  it('an unknown package writes nothing and answers undefined', () => {
    expect(decideSettings(undefined, { settings: { homepage: 'x' }, now: NOW })).toEqual({
      write: {},
      result: undefined,
    });
  });
});

describe('a package delete', () => {
  it('deletes the package with every version and answers what it was', () => {
    const before = state('1.0.0', ['1.0.0', '0.9.0']);
    expect(decidePackageDelete(before, { audit: ci })).toEqual({
      write: { package: null, audit: expect.objectContaining({ action: 'plugin.delete', version: null, changes: {} }) },
      result: before,
    });
    expect(decidePackageDelete(undefined, { audit: ci })).toEqual({ write: {}, result: undefined });
  });
});

describe('Composer hashes', () => {
  const hashes = { sha1: 'a'.repeat(40), sha256: 'b'.repeat(64) };

  it.each([
    ['the latest version: its row and the package describing it', '1.0.0', true],
    ['another version: its row alone', '0.9.0', false],
  ])('kept for %s, no entry and no time moved', (_name, version, isLatest) => {
    const before = state('1.0.0', ['1.0.0', '0.9.0']);
    const target = before.versions.find((v) => v.version === version)!;
    const { write, result } = decideHashes(before, { version: target, hashes });
    const updated = { ...target, ...hashes };
    expect(result).toBe(true);
    expect(write).toEqual({ ...(isLatest ? { package: { ...before.package, latest: updated } } : {}), put: [updated] });
  });

  it.each([
    ['gone', (s: PackageState) => ({ ...s.versions[0], version: '9.9.9' })],
    ['stored again with another archive', (s: PackageState) => ({ ...s.versions[0], fileName: 'other.zip' })],
  ])('false, writing nothing, for a version %s', (_name, target) => {
    const before = state('1.0.0', ['1.0.0']);
    expect(decideHashes(before, { version: target(before), hashes })).toEqual({ write: {}, result: false });
  });

  it('false when it has both already, and when the package is gone', () => {
    const before = state('1.0.0', ['1.0.0']);
    before.versions[0] = { ...before.versions[0], sha1: 'c'.repeat(40), sha256: 'd'.repeat(64) };
    expect(decideHashes(before, { version: before.versions[0], hashes })).toEqual({ write: {}, result: false });
    expect(decideHashes(undefined, { version: record('1.0.0'), hashes })).toEqual({ write: {}, result: false });
  });

  it('completes a version that has one of them', () => {
    const before = state('1.0.0', ['1.0.0', '0.9.0']);
    before.versions[1] = { ...before.versions[1], sha1: 'c'.repeat(40) };
    expect(decideHashes(before, { version: before.versions[1], hashes }).result).toBe(true);
  });
});
