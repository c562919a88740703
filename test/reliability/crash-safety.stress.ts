import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/packages/version-compare.js';
import { childEnv, createKeyWithCli } from '../support/child-server.js';
import { md5, pluginZip, themeZip } from '../support/packages.js';
import { startProcess, stopProcess } from '../support/processes.js';
import { filesUnder, multipartBody, rawRequest } from '../support/raw-http.js';

/**
 * kill -9 at random moments during bursts of uploads, deletes and PATCH latest, on one data dir,
 * then a last start that must find: every acknowledged write kept, every version with its
 * intact archive, no orphan archive or temp file, exactly one latest per package; and an audit
 * trail that holds an entry for every acknowledged change and agrees with what is stored
 * (replaying its entries gives each package's versions and latest: no change without its
 * entry, no entry without its change). `npm run test:stress`; CRASH_CYCLES sets the number of kills (default 24).
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 24);
const PACKAGES = [
  ['plugin', 'crash-a'],
  ['plugin', 'crash-b'],
  ['plugin', 'crash-c'],
  ['theme', 'crash-t'],
] as const;
type Kind = 'plugin' | 'theme';
const id = (kind: Kind, slug: string, version: string) => `${kind}:${slug}:${version}`;

/**
 * The server as a direct child of node (`node --import tsx`), not through the tsx binary:
 * tsx runs the server in a grandchild, and SIGKILL cannot be relayed, so it would live on.
 * Resolved once its start-up sweep (background, after listening) has removed the debris.
 */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return startProcess(
    process.execPath,
    ['--import', 'tsx', path.resolve('src/cli.ts'), 'serve'],
    /start-up maintenance finished/,
    { env },
  );
}

interface Ledger {
  /** Archive bytes' MD5 of every version ever sent, acknowledged or not. */
  sent: Map<string, string>;
  acknowledged: Set<string>;
  deleted: Set<string>;
  /** Deletes whose answer the kill swallowed: the version may be there or not. */
  maybeDeleted: Set<string>;
  /** Request id -> the entry an acknowledged change must have left (`action version`). */
  recorded: Map<string, string>;
}

async function call(
  url: string,
  pathname: string,
  key: string,
  init: { method: string; body?: Buffer | string; type?: string; requestId?: string },
) {
  const headers: Record<string, string> = { 'X-API-KEY': key };
  if (init.type) headers['Content-Type'] = init.type;
  if (init.requestId) headers['X-Request-Id'] = init.requestId;
  return rawRequest(url, pathname, { method: init.method, body: init.body, headers, timeoutMs: 20_000 });
}

async function versionsOf(
  url: string,
  key: string,
  kind: Kind,
  slug: string,
): Promise<Array<{ version: string; checksum: string; latest: boolean; download_link: string }>> {
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
    expect(
      versions.filter((v) => v.latest),
      `${kind} ${slug}: one latest`,
    ).toHaveLength(1);
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
    for (const version of [...ledger.acknowledged]
      .filter((k) => k.startsWith(`${kind}:${slug}:`))
      .map((k) => k.split(':')[2])) {
      const versionId = id(kind, slug, version);
      if (ledger.deleted.has(versionId) || ledger.maybeDeleted.has(versionId)) continue;
      expect(
        versions.map((v) => v.version),
        `acknowledged ${versionId}`,
      ).toContain(version);
    }
  }
  expect(filesUnder(dataDir, 'archives')).toEqual(referenced.sort()); // no orphan archive
  await checkAudit(url, key, ledger);
  return checked;
}

interface Entry {
  action: string;
  type: Kind;
  slug: string;
  version: string;
  client_request_id: string;
  changes: { latest?: [boolean, boolean] };
}

/**
 * The audit trail against the stored packages: every acknowledged change has its one entry, and
 * replaying the entries oldest first (uploads add a version and move latest when higher, moves
 * and deletes as recorded) gives exactly the versions and latest flags stored. A change whose
 * entry were lost, or an entry whose change were lost, would make the two differ.
 */
async function checkAudit(url: string, key: string, ledger: Ledger): Promise<void> {
  const entries: Entry[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await call(url, `/audit?per_page=100&page=${page}`, key, { method: 'GET' });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.text);
    pages = body.info.pages;
    entries.push(...body.entries);
  }
  const byRequest = new Map<string, string[]>();
  for (const e of entries)
    byRequest.set(e.client_request_id, [...(byRequest.get(e.client_request_id) ?? []), `${e.action} ${e.version}`]);
  for (const [requestId, expected] of ledger.recorded)
    expect(byRequest.get(requestId), `entry of ${requestId}`).toEqual([expected]);
  for (const [requestId, recorded] of byRequest) expect(recorded, `entries of ${requestId}`).toHaveLength(1);

  const replayed = new Map<string, { versions: Set<string>; latest?: string }>();
  for (const e of entries.reverse()) {
    const pkg = replayed.get(`${e.type}s/${e.slug}`) ?? { versions: new Set<string>() };
    replayed.set(`${e.type}s/${e.slug}`, pkg);
    if (e.action.endsWith('.upload')) {
      pkg.versions.add(e.version);
      if (pkg.latest === undefined || compareVersions(e.version, pkg.latest) > 0) pkg.latest = e.version;
    } else if (e.action.endsWith('.version.delete')) {
      pkg.versions.delete(e.version);
    } else if (e.changes.latest) {
      pkg.latest = e.version;
    }
  }
  for (const [kind, slug] of PACKAGES) {
    const stored = await versionsOf(url, key, kind, slug);
    const pkg = replayed.get(`${kind}s/${slug}`) ?? { versions: new Set<string>() };
    expect([...pkg.versions].sort(), `${kind} ${slug}: versions as the audit trail tells`).toEqual(
      stored.map((v) => v.version).sort(),
    );
    if (stored.length > 0)
      expect(pkg.latest, `${kind} ${slug}: latest as the audit trail tells`).toBe(
        stored.find((v) => v.latest)!.version,
      );
  }
}

describe('kill -9 during writes', () => {
  it(`keeps every acknowledged write and leaves no debris across ${CYCLES} kills`, async () => {
    const env = await childEnv();
    const dataDir = env.REGISTRY_DATA_DIR!;
    const url = env.REGISTRY_BASE_URL!;
    const key = await createKeyWithCli(
      env,
      'plugins:read,create,update,delete',
      'themes:read,create,update,delete',
      'audit:read',
    );
    const ledger: Ledger = {
      sent: new Map(),
      acknowledged: new Set(),
      deleted: new Set(),
      maybeDeleted: new Set(),
      recorded: new Map(),
    };
    const counts = {
      swept: 0,
      kills: 0,
      uploads: 0,
      acknowledged: 0,
      deletes: 0,
      deleted: 0,
      refusedLatest: 0,
      patches: 0,
      lost: 0,
      checked: 0,
    };

    const unexpected: string[] = [];
    const debris = () => [...filesUnder(dataDir, 'archives'), ...filesUnder(dataDir, 'tmp')];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const before = debris();
      const server = await startServer(env);
      const after = new Set(debris());
      counts.swept += before.filter((f) => !after.has(f)).length; // orphans and temp files the start removed
      const burst: Array<Promise<void>> = [];
      const uploads: Array<Promise<void>> = [];
      try {
        counts.checked += await checkInvariants(url, key, dataDir, ledger);
        for (let i = 0; i < 10; i++) {
          const [kind, slug] = PACKAGES[Math.floor(Math.random() * PACKAGES.length)];
          const version = `${cycle}.${i}.0`;
          const extra = randomBytes(Math.floor(Math.random() * 256 * 1024)).toString('base64');
          const archive =
            kind === 'plugin'
              ? pluginZip({ slug, version, files: { 'data.txt': extra } })
              : themeZip({ slug, version, description: extra.slice(0, 100) });
          ledger.sent.set(id(kind, slug, version), md5(archive));
          const { body, contentType } = multipartBody([{ name: kind, filename: `${slug}.zip`, data: archive }]);
          counts.uploads++;
          const requestId = `upload-${kind}-${slug}-${version}`;
          uploads.push(
            call(url, `/${kind}s`, key, { method: 'POST', body, type: contentType, requestId }).then(
              (r) => {
                if (r.status !== 201) return void unexpected.push(`upload ${version}: ${r.status} ${r.text}`);
                ledger.acknowledged.add(id(kind, slug, version));
                ledger.recorded.set(requestId, `${kind}.upload ${version}`);
                counts.acknowledged++;
              },
              () => void counts.lost++,
            ),
          );
        }
        const candidates = [...ledger.acknowledged].filter(
          (k) => !ledger.deleted.has(k) && !ledger.maybeDeleted.has(k),
        );
        for (const target of candidates.sort(() => Math.random() - 0.5).slice(0, 4)) {
          const [kind, slug, version] = target.split(':');
          counts.deletes++;
          ledger.maybeDeleted.add(target);
          const requestId = `delete-${target.replaceAll(':', '-')}-${cycle}`;
          burst.push(
            call(url, `/${kind}s/${slug}/versions/${version}`, key, { method: 'DELETE', requestId }).then(
              (r) => {
                if (r.status !== 200 && r.status !== 400)
                  return void unexpected.push(`delete ${target}: ${r.status} ${r.text}`); // 400: latest
                ledger.maybeDeleted.delete(target);
                if (r.status === 200) {
                  ledger.deleted.add(target);
                  ledger.recorded.set(requestId, `${kind}.version.delete ${version}`);
                  counts.deleted++;
                } else counts.refusedLatest++;
              },
              () => {},
            ),
          );
        }
        for (const target of candidates.slice(4, 6)) {
          const [kind, slug, version] = target.split(':');
          counts.patches++;
          const requestId = `latest-${target.replaceAll(':', '-')}-${cycle}`;
          burst.push(
            call(url, `/${kind}s/${slug}/versions/${version}`, key, {
              method: 'PATCH',
              body: '{"latest":true}',
              type: 'application/json',
              requestId,
            }).then(
              (r) =>
                void (
                  r.status === 200 ||
                  r.status === 404 ||
                  unexpected.push(`patch ${target}: ${r.status} ${r.text}`)
                ),
              () => {},
            ),
          );
        }
        // Half the kills land at a random moment after the burst is sent, often before the
        // server's first answer (a freshly started server's first upload takes some 200 ms);
        // the other half at a random moment after the first upload's answer, while the rest
        // are being written: so some writes are acknowledged on any machine's speed.
        if (cycle % 2 === 0) await Promise.race(uploads); // each settles once its answer (or its error) is in
        await new Promise((r) => setTimeout(r, Math.random() * 300));
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        counts.kills++;
      }
      await Promise.all([...uploads, ...burst]); // requests cut by the kill end as connection errors: outcome unknown
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
    console.info(`crash safety: ${JSON.stringify({ ...counts, entriesRequired: ledger.recorded.size })}`);
    expect(counts.kills).toBe(CYCLES);
    expect(counts.acknowledged).toBeGreaterThan(CYCLES); // the kills did not starve every burst
    fs.rmSync(dataDir, { recursive: true, force: true }); // kept for inspection when a check fails
  }, 600_000);
});
