import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ForbiddenError } from '../../src/errors.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { storageConformance } from './conformance/index.js';

storageConformance('local', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-conformance-'));
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  return {
    storage,
    async archiveNames(type, slug) {
      const folder = path.join(dataDir, 'archives', `${type}s`, slug);
      return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    },
    // Local links point at the service, which hands them to resolveDownload and sends the file.
    async fetchLink(link) {
      const url = new URL(link);
      const [kind, slug, file] = url.pathname.split('/').slice(-3);
      try {
        const archive = await storage.resolveDownload!({
          kind: kind as 'plugins' | 'themes', slug, file: decodeURIComponent(file),
          expires: Number(url.searchParams.get('expires')), signature: url.searchParams.get('signature') ?? '',
        });
        return archive ? { status: 200, bytes: fs.readFileSync(archive.path) } : { status: 404, bytes: Buffer.alloc(0) };
      } catch (err) {
        if (err instanceof ForbiddenError) return { status: 403, bytes: Buffer.alloc(0) };
        throw err;
      }
    },
    signatureParam: 'signature',
    async cleanup() {
      await storage.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
