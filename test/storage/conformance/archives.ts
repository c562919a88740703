import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { add, md5, newVersion, type StoreFactory, useFreshStore } from './context.js';
import { addVersion, deletePackage, deleteVersion } from '../../../src/registry/package-writes.js';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export function archivesAndLinks(factory: StoreFactory): void {
  describe('archives and links', () => {
    const store = useFreshStore(factory);

    it('tempDir is an existing, writable folder', async () => {
      const { storage } = store();
      expect(fs.statSync(storage.tempDir).isDirectory()).toBe(true);
      fs.accessSync(storage.tempDir, fs.constants.W_OK);
    });

    it("keeps a theme's screenshot beside its archive, reads it back, and removes it with its version or package", async () => {
      const { storage, archiveNames } = store();
      const shot = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a screenshot')]);
      const withShot = (version: string) => {
        const { input } = newVersion(storage, { type: 'theme', slug: 'acme-blocks', version });
        const screenshotPath = path.join(storage.tempDir, `shot-${version}.part`);
        fs.writeFileSync(screenshotPath, shot);
        return { ...input, manifest: { ...input.manifest, screenshot: 'screenshot.png' as const }, screenshotPath };
      };
      const { version: first } = await addVersion(storage, withShot('1.0.0'));
      const { version: second } = await addVersion(storage, withShot('2.0.0'));
      const { version: plain } = await add(storage, { type: 'theme', slug: 'acme-blocks', version: '3.0.0' });
      expect((await storage.versions.screenshot(first))?.equals(shot)).toBe(true);
      expect(await storage.versions.screenshot(plain)).toBeUndefined();
      const base = (v: typeof first) => v.fileName.replace(/\.zip$/, '');
      expect(await archiveNames('theme', 'acme-blocks')).toEqual(
        [
          first.fileName,
          `${base(first)}.screenshot.png`,
          second.fileName,
          `${base(second)}.screenshot.png`,
          plain.fileName,
        ].sort(),
      );
      await deleteVersion(storage, 'theme', 'acme-blocks', '1.0.0');
      expect(await storage.versions.screenshot(first)).toBeUndefined();
      expect(await archiveNames('theme', 'acme-blocks')).toEqual(
        [second.fileName, `${base(second)}.screenshot.png`, plain.fileName].sort(),
      );
      await deletePackage(storage, 'theme', 'acme-blocks');
      expect(await archiveNames('theme', 'acme-blocks')).toEqual([]);
    });

    it('archiveLink serves exactly the stored bytes, whose MD5 is the checksum', async () => {
      const { storage, fetchLink } = store();
      const { input, bytes } = newVersion(storage, { version: '1.0.0' });
      const { version } = await addVersion(storage, input);
      const response = await fetchLink(storage.archiveLink(version, inAnHour()));
      expect(response.status).toBe(200);
      expect(response.bytes.equals(bytes)).toBe(true);
      expect(md5(response.bytes)).toBe(version.checksum);
    });

    it('archiveLink names the archive {slug}-{version}-{checksum}.zip', async () => {
      const { storage } = store();
      const { version } = await add(storage, { version: '2.1.0+build.7' });
      const link = new URL(storage.archiveLink(version, inAnHour()));
      expect(decodeURIComponent(link.pathname)).toMatch(
        new RegExp(`/plugins/acme-forms/acme-forms-2\\.1\\.0\\+build\\.7-${version.checksum}\\.zip$`),
      );
    });

    it('a version whose name needs escaping downloads too', async () => {
      const { storage, fetchLink } = store();
      const { input, bytes } = newVersion(storage, { version: '2.1.0+build.7' });
      const { version } = await addVersion(storage, input);
      const response = await fetchLink(storage.archiveLink(version, inAnHour()));
      expect(response.status).toBe(200);
      expect(response.bytes.equals(bytes)).toBe(true);
    });

    it('a link with a tampered signature is refused with 403', async () => {
      const { storage, fetchLink, signatureParam } = store();
      const { version } = await add(storage, { version: '1.0.0' });
      const link = new URL(storage.archiveLink(version, inAnHour()));
      const signature = link.searchParams.get(signatureParam)!;
      // '0' and '1' are valid in hex and in base64, and differ in both whatever the case.
      link.searchParams.set(signatureParam, (signature[0] === '0' ? '1' : '0') + signature.slice(1));
      expect((await fetchLink(link.toString())).status).toBe(403);
    });

    it('an expired link is refused with 403', async () => {
      const { storage, fetchLink } = store();
      const { version } = await add(storage, { version: '1.0.0' });
      expect((await fetchLink(storage.archiveLink(version, Math.floor(Date.now() / 1000) - 60))).status).toBe(403);
    });

    it('the link of a deleted version serves nothing', async () => {
      const { storage, fetchLink } = store();
      const { version } = await add(storage, { version: '1.0.0' });
      await add(storage, { version: '2.0.0' });
      const link = storage.archiveLink({ ...version, latest: false }, inAnHour());
      await deleteVersion(storage, 'plugin', 'acme-forms', '1.0.0');
      expect((await fetchLink(link)).status).toBe(404);
    });

    it('a refused upload leaves no archive behind', async () => {
      const { storage, archiveNames } = store();
      await add(storage, { version: '1.0.0' });
      const before = await archiveNames('plugin', 'acme-forms');
      await expect(add(storage, { version: '1.0.0', notes: 'different bytes', name: 'Changed' })).rejects.toThrow();
      expect(await archiveNames('plugin', 'acme-forms')).toEqual(before);
    });
  });
}
