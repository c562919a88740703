import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import { newVersionRecord } from '../../../src/storage/new-version.js';
import type {
  AdapterStorage,
  AuditStamp,
  PackageDecision,
  PackageRecord,
  PackageState,
  PackageWrite,
  VersionRecord,
} from '../../../src/storage/types.js';
import { add, newVersion, PNG, type StoreFactory, useFreshStore } from './context.js';

const ci: AuditStamp = { actor: { keyId: 'key_1', keyName: 'ci' }, requestId: 'req-1' };

/** Storage.changePackage itself: the adapter reads, runs the decision, and commits exactly what it says. */
export function packageChange(factory: StoreFactory): void {
  describe('changePackage', () => {
    const store = useFreshStore(factory);

    /** Runs one change whose decision is `write`, keeping what `decide` was given. */
    async function change(storage: AdapterStorage, slug: string, write: (state?: PackageState) => PackageWrite) {
      const seen: Array<PackageState | undefined> = [];
      const result = await storage.changePackage('plugin', slug, (state): PackageDecision<string> => {
        seen.push(state);
        return { write: write(state), result: 'answered' };
      });
      return { result, seen };
    }

    /** What a reader can see of a package: its rows, its lists, its archives, the trail. */
    async function everything(storage: AdapterStorage, archiveNames: (t: 'plugin', s: string) => Promise<string[]>) {
      return {
        pkg: await storage.getPackage('plugin', 'acme-forms'),
        versions: await storage.versions.list('plugin', 'acme-forms'),
        lists: await storage.listPackages('plugin', { offset: 0, limit: 10 }),
        archives: await archiveNames('plugin', 'acme-forms'),
        audit: (await storage.audit.list({ offset: 0, limit: 100 })).entries,
        token: await storage.changeToken({ type: 'plugin', slug: 'acme-forms' }),
      };
    }

    it('decides on the package as stored, every version newest first; undefined when there is none', async () => {
      const { storage } = store();
      for (const version of ['1.0.0', '1.10.0', '1.2.0']) await add(storage, { version });
      const { result, seen } = await change(storage, 'acme-forms', () => ({}));
      expect(result).toBe('answered');
      expect(seen.at(-1)!.package).toEqual(await storage.getPackage('plugin', 'acme-forms'));
      expect(seen.at(-1)!.versions).toEqual(await storage.versions.list('plugin', 'acme-forms'));
      expect(seen.at(-1)!.versions.map((v) => v.version)).toEqual(['1.10.0', '1.2.0', '1.0.0']);
      expect((await change(storage, 'nope', () => ({}))).seen).toEqual([undefined]);
    });

    it('a decision that writes nothing writes nothing: no row, no entry, no token moves', async () => {
      const { storage, archiveNames } = store();
      await add(storage, { version: '1.0.0' });
      const before = await everything(storage, archiveNames);
      await change(storage, 'acme-forms', () => ({}));
      expect(await everything(storage, archiveNames)).toEqual(before);
    });

    it('a decision that throws writes nothing, and the files it brought are removed', async () => {
      const { storage, archiveNames } = store();
      await add(storage, { version: '1.0.0' });
      const before = await everything(storage, archiveNames);
      const { input } = newVersion(storage, { version: '2.0.0' });
      const record = { ...newVersionRecord(input, new Date().toISOString()), latest: true };
      const refused = storage.changePackage(
        'plugin',
        'acme-forms',
        () => {
          throw new InputError('Refused.');
        },
        { version: record, archivePath: input.archivePath },
      );
      await expect(refused).rejects.toThrow(new InputError('Refused.'));
      expect(await everything(storage, archiveNames)).toEqual(before);
    });

    it('rows put are read back whole, the package row with its settings, times and withdrawn list', async () => {
      const { storage } = store();
      const { version: first } = await add(storage, { version: '1.0.0' });
      const second = (await add(storage, { version: '2.0.0' })).version;
      const edited: VersionRecord = {
        ...first,
        latest: true,
        releaseNotes: 'Edited.',
        sha1: 'a'.repeat(40),
        sha256: 'b'.repeat(64),
        signature: `${'A'.repeat(85)}Q==`,
        signingKeyId: '0123456789abcdef',
        updatedAt: '2031-01-01T00:00:00.000Z',
        rollout: {
          percent: 20,
          rings: ['canary'],
          halted: true,
          withdrawn: false,
          gate: { maxFailedPercent: 5, minSites: 3, action: 'withdraw' },
          stoppedBy: 'health gate: x',
          gateSince: '2031-01-01T00:00:00.000Z',
        },
      };
      const withdrawnSecond: VersionRecord = {
        ...second,
        latest: false,
        rollout: { ...second.rollout, withdrawn: true },
      };
      const pkg: PackageRecord = {
        ...(await storage.getPackage('plugin', 'acme-forms'))!,
        settings: { homepage: 'https://acme.example', bannerLow: 'https://cdn.example/low.png' },
        createdAt: '2029-01-01T00:00:00.000Z',
        updatedAt: '2031-01-01T00:00:00.000Z',
        latest: edited,
        withdrawn: ['2.0.0'],
      };
      await change(storage, 'acme-forms', () => ({ package: pkg, put: [withdrawnSecond, edited] }));
      expect(await storage.versions.get('plugin', 'acme-forms', '1.0.0')).toEqual(edited);
      expect(await storage.versions.list('plugin', 'acme-forms')).toEqual([withdrawnSecond, edited]);
      expect(await storage.getPackage('plugin', 'acme-forms')).toEqual(pkg);
      expect(await storage.getPackages('plugin', ['acme-forms'])).toEqual([pkg]);
      expect((await storage.listPackages('plugin', { offset: 0, limit: 10 })).packages).toEqual([pkg]);
    });

    it('commits its entry with the change, stamped with an id and a time, evidence and all', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const pkg = (await storage.getPackage('plugin', 'acme-forms'))!;
      const entry = {
        action: 'plugin.update' as const,
        type: 'plugin' as const,
        slug: 'acme-forms',
        version: null,
        actor: ci.actor,
        requestId: 'req-1',
        clientRequestId: null,
        changes: { homepage: [null, 'https://acme.example'] as [unknown, unknown] },
        // What a health gate counted rides along whole (a gate's stop carries it).
        evidence: {
          counts: { sites: 1, failed: 0, unhealthy: 1, ignored: 4 },
          outcomes: [
            {
              site: '0123456789abcdef',
              report: 'r1',
              result: 'fatal' as const,
              code: 'a.php',
              time: '2030-01-01T10:00:00.000Z',
            },
          ],
        },
      };
      await change(storage, 'acme-forms', () => ({
        package: { ...pkg, settings: { homepage: 'https://acme.example' } },
        audit: entry,
      }));
      const { entries } = await storage.audit.list({ offset: 0, limit: 10 });
      expect(entries).toEqual([{ ...entry, id: expect.any(String) as string, time: expect.any(String) as string }]);
      expect((await storage.getPackage('plugin', 'acme-forms'))!.settings).toEqual({
        homepage: 'https://acme.example',
      });
    });

    it('removes the rows of `remove` and then their archives and screenshots', async () => {
      const { storage, archiveNames } = store();
      const spec = { type: 'theme' as const, slug: 'acme-blocks', files: { 'screenshot.png': PNG } };
      const screenshotOf = (input: ReturnType<typeof newVersion>['input']) => ({
        ...input,
        manifest: { ...input.manifest, screenshot: 'screenshot.png' as const },
        screenshotPath: `${input.archivePath}.png`,
      });
      for (const version of ['1.0.0', '2.0.0']) {
        const input = screenshotOf(newVersion(storage, { ...spec, version }).input);
        fs.writeFileSync(input.screenshotPath, PNG);
        const record = { ...newVersionRecord(input, new Date().toISOString()), latest: version === '2.0.0' };
        await storage.changePackage(
          'theme',
          'acme-blocks',
          (state) => ({
            write: {
              package: state
                ? { ...state.package, latest: record }
                : {
                    type: 'theme',
                    slug: 'acme-blocks',
                    settings: {},
                    createdAt: record.createdAt,
                    updatedAt: record.createdAt,
                    latest: record,
                    withdrawn: [],
                  },
              put: state ? [{ ...state.package.latest, latest: false }, record] : [record],
            },
            result: undefined,
          }),
          { version: record, archivePath: input.archivePath, screenshotPath: input.screenshotPath },
        );
      }
      expect(await archiveNames('theme', 'acme-blocks')).toHaveLength(4);
      const old = (await storage.versions.get('theme', 'acme-blocks', '1.0.0'))!;
      expect(await storage.versions.screenshot(old)).toEqual(PNG);
      await storage.changePackage('theme', 'acme-blocks', () => ({ write: { remove: ['1.0.0'] }, result: undefined }));
      expect(await storage.versions.get('theme', 'acme-blocks', '1.0.0')).toBeUndefined();
      const current = (await storage.versions.get('theme', 'acme-blocks', '2.0.0'))!;
      expect(await archiveNames('theme', 'acme-blocks')).toEqual(
        [current.fileName, current.fileName.replace(/\.zip$/, '.screenshot.png')].sort(),
      );
    });

    it('a package of `null` goes with every version and every archive', async () => {
      const { storage, archiveNames } = store();
      await add(storage, { version: '1.0.0' });
      await add(storage, { version: '2.0.0' });
      await change(storage, 'acme-forms', () => ({ package: null }));
      expect(await storage.getPackage('plugin', 'acme-forms')).toBeUndefined();
      expect(await storage.versions.list('plugin', 'acme-forms')).toBeUndefined();
      expect((await storage.listPackages('plugin', { offset: 0, limit: 10 })).total).toBe(0);
      expect(await archiveNames('plugin', 'acme-forms')).toEqual([]);
      expect((await change(storage, 'acme-forms', () => ({}))).seen).toEqual([undefined]);
    });

    it('concurrent changes each decide on what the others committed: none is lost', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const appended = (n: number) =>
        storage.changePackage('plugin', 'acme-forms', (state) => {
          const pkg = state!.package;
          const homepage = `${pkg.settings.homepage ?? ''}[${n}]`;
          return { write: { package: { ...pkg, settings: { homepage } } }, result: homepage };
        });
      await Promise.all(Array.from({ length: 8 }, (_, n) => appended(n)));
      const { homepage } = (await storage.getPackage('plugin', 'acme-forms'))!.settings;
      expect(
        homepage!
          .match(/\[\d\]/g)!
          .map((part) => Number(part.slice(1, -1)))
          .sort(),
      ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });
  });
}
