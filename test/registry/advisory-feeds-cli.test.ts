/**
 * `registry advisories import FILE|URL` (DESIGN 15) as an operator runs it: the feed fetched
 * with REGISTRY_ADVISORY_FEED_KEY as its Bearer token, the advisories about the registry's
 * packages stored, one `advisory.import` entry a run.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { addVersion } from '../../src/registry/package-writes.js';
import { newVersion } from '../storage/conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';

const run = promisify(execFile);
const CLI = path.resolve('src/cli.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const FEED = path.resolve('test/fixtures/advisories/wordfence-production.json');
const KEY = 'wf-cli-key-0123456789';

let dataDir: string;
let server: http.Server;
let feedUrl: string;
beforeAll(async () => {
  dataDir = testTempDir('advisories-cli');
  const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
  await addVersion(storage, newVersion(storage, { slug: 'acme-forms', version: '1.0.0' }).input);
  await storage.close();
  server = http.createServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${KEY}`) res.writeHead(401).end();
    else fs.createReadStream(FEED).pipe(res.writeHead(200, { 'content-type': 'application/json' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/intelligence/v3/vulnerabilities/production`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cli = (env: Record<string, string>, ...args: string[]) =>
  run(TSX, [CLI, ...args], { env: { ...process.env, REGISTRY_DATA_DIR: dataDir, ...env } });

// Each run starts the CLI through tsx, a few seconds each on a loaded machine.
describe('registry advisories import', { timeout: 120_000 }, () => {
  it('imports a served feed with its key, then finds it unchanged; one entry a run', async () => {
    const env = { REGISTRY_ADVISORY_FEED_KEY: KEY };
    const first = await cli(env, 'advisories', 'import', feedUrl);
    expect(first.stdout).toBe(
      'imported wordfence advisories: 2 created, 0 updated, 0 unchanged, 2 records about no package of this registry or its sites\n',
    );
    const second = await cli(env, 'advisories', 'import', feedUrl);
    expect(second.stdout).toContain('0 created, 0 updated, 2 unchanged');

    const storage = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    try {
      const { entries } = await storage.audit.list({ action: 'advisory.import', offset: 0, limit: 10 });
      expect(entries.map((e) => [e.slug, e.actor, e.changes])).toStrictEqual([
        ['wordfence', { cli: 'advisories' }, { created: [null, 0], updated: [null, 0] }],
        ['wordfence', { cli: 'advisories' }, { created: [null, 2], updated: [null, 0] }],
      ]);
      expect((await storage.advisories.list()).map((a) => a.id)).toStrictEqual([
        '4bce4f04-e622-468a-ac7e-5903ad50cc13',
        '7f1d2c3b-0a9e-4d8c-b7a6-5e4f3d2c1b0a',
      ]);
    } finally {
      await storage.close();
    }
  });

  it('says what the feed answered without the key, and exits 1', async () => {
    const refused = cli({}, 'advisories', 'import', feedUrl);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: `The feed ${feedUrl} answered 401 Unauthorized.\n`,
    });
  });
});
