import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { AdapterStorage, RestoredVersion } from '../../../src/storage/types.js';
import { everything, fillRegistry } from '../../support/registry-fixture.js';
import { add, newVersion, sha384, type StoreFactory, useFreshStore } from './context.js';
import { replacesKept } from '../../../src/registry/outcome-keeping.js';
import { addVersion, deleteVersion } from '../../../src/registry/package-writes.js';

/** Copies one storage into another through the bulk part alone, as export and import do (without the file). */
async function copy(from: AdapterStorage, to: AdapterStorage): Promise<void> {
  await from.bulk.snapshot(async (view) => {
    for await (const { package: pkg, versions } of view.packages()) {
      const restored: RestoredVersion[] = [];
      for (const record of versions) {
        const archivePath = path.join(to.tempDir, `copy-${randomBytes(6).toString('hex')}.zip`);
        await pipeline((await from.bulk.archive(record))!, fs.createWriteStream(archivePath));
        const shot = await from.versions.screenshot(record);
        const screenshotPath = shot ? `${archivePath}.png` : undefined;
        if (shot) fs.writeFileSync(screenshotPath!, shot);
        restored.push({ record, archivePath, ...(screenshotPath ? { screenshotPath } : {}) });
      }
      await to.bulk.putPackage(pkg, restored);
    }
    for await (const key of view.keys()) await to.bulk.putKey(key);
    for await (const site of view.sites()) await to.bulk.putSite(site);
    for await (const { siteId, ...outcome } of view.outcomes()) await to.sites.report(siteId, [outcome], replacesKept);
    for await (const snapshot of view.adoption()) await to.adoption.record(snapshot);
    for await (const advisory of view.advisories()) await to.advisories.put(advisory);
    const entries = [];
    for await (const entry of view.audit()) entries.push(entry);
    await to.bulk.putAudit(entries);
  });
}

/** Export and import's part of the contract: a consistent snapshot out, records as they were in. */
export function bulkTransfer(factory: StoreFactory): void {
  describe('bulk read and write', () => {
    const store = useFreshStore(factory);

    it('a snapshot put into an empty store gives back every record, archive and screenshot as it was', async () => {
      const { storage } = store();
      await fillRegistry(storage);
      const target = await factory();
      try {
        await copy(storage, target.storage);
        const [before, after] = [await everything(storage), await everything(target.storage)];
        expect(after).toEqual(before);
        // What the fixture holds, so that equality above compares something.
        expect(before.snapshot.packages.map((p) => [p.package.slug, p.package.latest.version])).toEqual([
          ['acme-forms', '1.1.0'],
          ['b-seo', '2.0.0'],
          ['acme-blocks', '3.0.0'],
        ]);
        expect(before.snapshot.packages.flatMap((p) => p.files).every((f) => f.archive)).toBe(true);
        expect(before.snapshot.packages[2].files[0].screenshot).toBeDefined();
        expect(before.snapshot.keys.map((k) => Boolean(k.revokedAt))).toEqual([false, true]);
        expect(before.snapshot.sites.find((s) => s.assignedRing)?.holds.plugins).toEqual(['acme-forms']);
        expect(before.snapshot.sites.filter((s) => s.publicKey && s.verified).map((s) => s.url)).toEqual([
          'https://enrolled.example.com',
        ]);
        expect(before.snapshot.outcomes.map((o) => o.report.id)).toEqual(['r1', 'r2']);
        expect(before.snapshot.adoption.map((a) => a.date)).toEqual(['2030-01-01', '2030-01-02']);
        expect(before.snapshot.advisories.map((a) => a.id)).toEqual(['GHSA-abcd-efgh-ijkl', 'REG-2030-1']);
        expect(before.snapshot.sites.find((s) => s.publicKey)?.outcomes?.map((o) => o.id)).toEqual(['r2']);
        expect(before.snapshot.audit.length).toBeGreaterThanOrEqual(14);
        // The copy serves: its links download the archive.
        const latest = (await target.storage.getPackage('plugin', 'acme-forms'))!.latest;
        const link = target.storage.archiveLink(latest, Math.floor(Date.now() / 1000) + 60, 'http://registry.test');
        expect(sha384((await target.fetchLink(link)).bytes)).toBe(latest.sha384);
      } finally {
        await target.cleanup();
      }
    });

    it('is empty until it holds a package, a key, a site or an audit entry', async () => {
      const { storage } = store();
      expect(await storage.bulk.isEmpty()).toBe(true);
      await storage.sites.record({
        url: 'https://a.example',
        wpVersion: '',
        phpVersion: '',
        locale: '',
        lastSeen: new Date().toISOString(),
        packages: [],
      });
      expect(await storage.bulk.isEmpty()).toBe(false);
      const other = await factory();
      try {
        await add(other.storage, { version: '1.0.0' });
        expect(await other.storage.bulk.isEmpty()).toBe(false);
      } finally {
        await other.cleanup();
      }
    });

    it('a snapshot taken during uploads holds each version with its archive and exactly one latest per package', async () => {
      const { storage } = store();
      await add(storage, { version: '0.1.0' });
      await add(storage, { slug: 'b-seo', version: '0.1.0' });
      const uploads = Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          addVersion(storage, newVersion(storage, { slug: i % 2 ? 'b-seo' : 'acme-forms', version: `1.${i}.0` }).input),
        ),
      );
      const pictures = [];
      for (let i = 0; i < 3; i++) pictures.push((await everything(storage)).snapshot);
      await uploads;
      pictures.push((await everything(storage)).snapshot);
      for (const picture of pictures) {
        for (const { package: pkg, versions, files } of picture.packages) {
          expect(versions.filter((v) => v.latest).map((v) => v.version)).toEqual([pkg.latest.version]);
          expect(pkg.latest.version).toBe(versions[0].version);
          expect(files.map((f) => f.archive)).toEqual(versions.map((v) => v.sha384));
        }
      }
      expect(pictures.at(-1)!.packages.map((p) => p.versions.length)).toEqual([7, 7]);
    });

    it('returns the registry as it was at one moment: a change during a pass is not in it, or the pass is read again', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      let passes = 0;
      const seen = await storage.bulk.snapshot(async (view) => {
        passes++;
        if (passes === 1) await add(storage, { version: '2.0.0' });
        const packages = [];
        for await (const { package: pkg, versions } of view.packages())
          packages.push([pkg.latest.version, versions.map((v) => [v.version, v.latest])]);
        return packages;
      });
      // Local: the snapshot was fixed before the upload. Azure: the upload moved the stamps, so the pass was read again.
      expect([passes, seen]).toEqual(
        passes === 1
          ? [1, [['1.0.0', [['1.0.0', true]]]]]
          : [
              2,
              [
                [
                  '2.0.0',
                  [
                    ['2.0.0', true],
                    ['1.0.0', false],
                  ],
                ],
              ],
            ],
      );
    });

    it('answers no archive for a version deleted since', async () => {
      const { storage } = store();
      await add(storage, { version: '1.0.0' });
      const { version } = await add(storage, { version: '2.0.0' });
      const old = (await storage.versions.get('plugin', 'acme-forms', '1.0.0'))!;
      await deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0');
      expect(await storage.bulk.archive(old)).toBeUndefined();
      const live = await storage.bulk.archive(version);
      expect(live).toBeDefined();
      live!.destroy();
    });
  });
}
