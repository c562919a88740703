import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli } from '../support/child-server.js';
import { md5, pluginZip, themeZip } from '../support/packages.js';
import { startProcess, stopProcess } from '../support/processes.js';
import { filesUnder, multipartBody, rawRequest } from '../support/raw-http.js';

/**
 * kill -9 at random moments during bursts of uploads, deletes and PATCH latest, on one data dir,
 * then a last start that must find: every acknowledged write kept, every version with its
 * intact archive, no orphan archive or temp file, exactly one latest per package.
 * `npm run test:stress`; CRASH_CYCLES sets the number of kills (default 24).
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 24);
const PACKAGES = [['plugin', 'crash-a'], ['plugin', 'crash-b'], ['plugin', 'crash-c'], ['theme', 'crash-t']] as const;
type Kind = 'plugin' | 'theme';
const id = (kind: Kind, slug: string, version: string) => `${kind}:${slug}:${version}`;

/**
 * The server as a direct child of node (`node --import tsx`), not through the tsx binary:
 * tsx runs the server in a grandchild, and SIGKILL cannot be relayed, so it would live on.
 * Resolved once its start-up sweep (background, after listening) has removed the debris.
 */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return startProcess(process.execPath, ['--import', 'tsx', path.resolve('src/cli.ts'), 'serve'], /start-up maintenance finished/, { env });
}

interface Ledger {
  /** Archive bytes' MD5 of every version ever sent, acknowledged or not. */
  sent: Map<string, string>;
  acknowledged: Set<string>;
  deleted: Set<string>;
  /** Deletes whose answer the kill swallowed: the version may be there or not. */
  maybeDeleted: Set<string>;
}

async function call(url: string, pathname: string, key: string, init: { method: string; body?: Buffer | string; type?: string }) {
  const headers: Record<string, string> = { 'X-API-KEY': key };
  if (init.type) headers['Content-Type'] = init.type;
  return rawRequest(url, pathname, { method: init.method, body: init.body, headers, timeoutMs: 20_000 });
}

async function versionsOf(url: string, key: string, kind: Kind, slug: string): Promise<Array<{ version: string; checksum: string; latest: boolean; download_link: string }>> {
  const response = await call(url, `/${kind}s/${slug}/versions`, key, { method: 'GET' });
  if (response.status === 404) return [];
  expect(response.status).toBe(200);
  return JSON.parse(response.text);
}

/** What must hold on a freshly started server, whatever happened before. */
async function checkInvariants(url: string, key: string, dataDir: string, ledger: Ledger): Promise<number> {
  expect(filesUnder(dataDir, 'tmp')).toEqual([]);
  const referenced: string[] = [];
  let checked = 0;
  for (const [kind, slug] of PACKAGES) {
    const versions = await versionsOf(url, key, kind, slug);
    if (versions.length === 0) continue;
    expect(versions.filter((v) => v.latest), `${kind} ${slug}: one latest`).toHaveLength(1);
    const record = JSON.parse((await call(url, `/${kind}s/${slug}`, key, { method: 'GET' })).text);
    expect(record.version).toBe(versions.find((v) => v.latest)!.version);
    for (const v of versions) {
      // Nothing half-written was ever committed: the file is whole and is what we sent.
      expect(v.checksum).toBe(ledger.sent.get(id(kind, slug, v.version)));
      const file = `archives/${kind}s/${slug}/${slug}-${v.version}-${v.checksum}.zip`;
      expect(md5(fs.readFileSync(path.join(dataDir, file))), file).toBe(v.checksum);
      expect(ledger.deleted.has(id(kind, slug, v.version)), `${file} was deleted with 200`).toBe(false);
      referenced.push(file);
      checked++;
    }
    for (const version of [...ledger.acknowledged].filter((k) => k.startsWith(`${kind}:${slug}:`)).map((k) => k.split(':')[2])) {
      const versionId = id(kind, slug, version);
      if (ledger.deleted.has(versionId) || ledger.maybeDeleted.has(versionId)) continue;
      expect(versions.map((v) => v.version), `acknowledged ${versionId}`).toContain(version);
    }
  }
  expect(filesUnder(dataDir, 'archives')).toEqual(referenced.sort()); // no orphan archive
  return checked;
}

describe('kill -9 during writes', () => {
  it(`keeps every acknowledged write and leaves no debris across ${CYCLES} kills`, async () => {
    const env = await childEnv();
    const dataDir = env.REGISTRY_DATA_DIR!;
    const url = env.REGISTRY_BASE_URL!;
    const key = await createKeyWithCli(env, 'plugins:read,create,update,delete', 'themes:read,create,update,delete');
    const ledger: Ledger = { sent: new Map(), acknowledged: new Set(), deleted: new Set(), maybeDeleted: new Set() };
    const counts = { swept: 0, kills: 0, uploads: 0, acknowledged: 0, deletes: 0, deleted: 0, refusedLatest: 0, patches: 0, lost: 0, checked: 0 };

    const unexpected: string[] = [];
    const debris = () => [...filesUnder(dataDir, 'archives'), ...filesUnder(dataDir, 'tmp')];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const before = debris();
      const server = await startServer(env);
      const after = new Set(debris());
      counts.swept += before.filter((f) => !after.has(f)).length; // orphans and temp files the start removed
      const burst: Array<Promise<void>> = [];
      try {
        counts.checked += await checkInvariants(url, key, dataDir, ledger);
        for (let i = 0; i < 10; i++) {
          const [kind, slug] = PACKAGES[Math.floor(Math.random() * PACKAGES.length)];
          const version = `${cycle}.${i}.0`;
          const extra = randomBytes(Math.floor(Math.random() * 256 * 1024)).toString('base64');
          const archive = kind === 'plugin' ? pluginZip({ slug, version, files: { 'data.txt': extra } }) : themeZip({ slug, version, description: extra.slice(0, 100) });
          ledger.sent.set(id(kind, slug, version), md5(archive));
          const { body, contentType } = multipartBody([{ name: kind, filename: `${slug}.zip`, data: archive }]);
          counts.uploads++;
          burst.push(call(url, `/${kind}s`, key, { method: 'POST', body, type: contentType }).then((r) => {
            if (r.status !== 201) return void unexpected.push(`upload ${version}: ${r.status} ${r.text}`);
            ledger.acknowledged.add(id(kind, slug, version));
            counts.acknowledged++;
          }, () => void counts.lost++));
        }
        const candidates = [...ledger.acknowledged].filter((k) => !ledger.deleted.has(k) && !ledger.maybeDeleted.has(k));
        for (const target of candidates.sort(() => Math.random() - 0.5).slice(0, 4)) {
          const [kind, slug, version] = target.split(':');
          counts.deletes++;
          ledger.maybeDeleted.add(target);
          burst.push(call(url, `/${kind}s/${slug}/versions/${version}`, key, { method: 'DELETE' }).then((r) => {
            if (r.status !== 200 && r.status !== 400) return void unexpected.push(`delete ${target}: ${r.status} ${r.text}`); // 400: latest
            ledger.maybeDeleted.delete(target);
            if (r.status === 200) (ledger.deleted.add(target), counts.deleted++);
            else counts.refusedLatest++;
          }, () => {}));
        }
        for (const target of candidates.slice(4, 6)) {
          const [kind, slug, version] = target.split(':');
          counts.patches++;
          burst.push(call(url, `/${kind}s/${slug}/versions/${version}`, key, { method: 'PATCH', body: '{"latest":true}', type: 'application/json' }).then(
            (r) => void (r.status === 200 || r.status === 404 || unexpected.push(`patch ${target}: ${r.status} ${r.text}`)),
            () => {},
          ));
        }
        await new Promise((r) => setTimeout(r, Math.random() * 300));
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        counts.kills++;
      }
      await Promise.all(burst); // requests cut by the kill end as connection errors: outcome unknown
      expect(unexpected).toEqual([]);
    }

    const before = debris();
    const server = await startServer(env);
    const after = new Set(debris());
    counts.swept += before.filter((f) => !after.has(f)).length;
    try {
      counts.checked += await checkInvariants(url, key, dataDir, ledger);
      // Every kept acknowledged version downloads through its link with the right MD5.
      for (const [kind, slug] of PACKAGES) {
        for (const v of await versionsOf(url, key, kind, slug)) {
          const link = new URL(v.download_link);
          const response = await fetch(`${url}${link.pathname}${link.search}`);
          expect(response.status).toBe(200);
          expect(md5(Buffer.from(await response.arrayBuffer()))).toBe(v.checksum);
        }
      }
    } finally {
      await stopProcess(server);
    }
    const db = new Database(path.join(dataDir, 'registry.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    console.info(`crash safety: ${JSON.stringify(counts)}`);
    expect(counts.kills).toBe(CYCLES);
    expect(counts.acknowledged).toBeGreaterThan(CYCLES); // the kills did not starve every burst
    fs.rmSync(dataDir, { recursive: true, force: true }); // kept for inspection when a check fails
  }, 600_000);
});
