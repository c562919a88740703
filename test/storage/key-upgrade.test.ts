/**
 * A key store from before the `sites` and `audit` scopes keeps working, on both adapters: an
 * operator's key (update on plugins and themes) gains sites:read,update,delete and audit:read; a
 * site's key (read on both) gains sites:enroll; a key stored since is taken as it is. A key from
 * before `advisories` (version 2): an operator's key gains advisories:read, no other key anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TableClient } from '@azure/data-tables';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { authorize, generateKey } from '../../src/auth/api-keys.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import { storedScopes } from '../../src/storage/key-scopes.js';
import type { Storage } from '../../src/storage/types.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { testTempDir } from '../support/temp-dirs.js';

const OPERATOR = { plugins: ['read', 'create', 'update', 'delete'], themes: ['read', 'create', 'update', 'delete'] };
const SITE = { plugins: ['read'], themes: ['read'] };
const CI = { plugins: ['read', 'create'] };

/** What every adapter must show for the three keys stored before, and for one stored since. */
async function expectUpgraded(storage: Storage, hashes: Record<'operator' | 'site' | 'ci', string>): Promise<void> {
  expect((await storage.keys.find(hashes.operator))?.scopes).toEqual({
    ...OPERATOR,
    // update on both: sites:read,update,delete and audit:read; read on both as well: sites:enroll.
    sites: ['read', 'update', 'delete', 'enroll'],
    audit: ['read'],
    // update on both, from before `advisories` as well: advisories:read.
    advisories: ['read'],
  });
  expect((await storage.keys.find(hashes.site))?.scopes).toEqual({ ...SITE, sites: ['enroll'] });
  expect((await storage.keys.find(hashes.ci))?.scopes).toEqual(CI);
  // The auth layer agrees: the site's key enrolls and checks for updates, and reads no fleet.
  const keys = { find: (hash: string) => storage.keys.find(hash) };
  const byHash = (hash: string) => () => hash;
  await expect(
    authorize(keys, 'site', [{ scope: 'sites', permission: 'enroll' }], byHash(hashes.site)),
  ).resolves.toBeDefined();
  await expect(authorize(keys, 'site', [{ scope: 'sites', permission: 'read' }], byHash(hashes.site))).rejects.toThrow(
    'This API key lacks the sites:read permission.',
  );
  await expect(
    authorize(keys, 'op', [{ scope: 'audit', permission: 'read' }], byHash(hashes.operator)),
  ).resolves.toBeDefined();
  // A key stored now with update on both is taken as it is: no scope it was not given.
  const fresh = generateKey();
  await storage.keys.create({
    id: fresh.id,
    name: 'new',
    hash: fresh.hash,
    scopes: OPERATOR as never,
    createdAt: new Date().toISOString(),
  });
  expect((await storage.keys.find(fresh.hash))?.scopes).toEqual(OPERATOR);
}

const old = (name: string) => ({ ...generateKey(), name });

describe('a key store from before the sites and audit scopes', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('local: registry.sqlite as it was written before (no scopes_version column)', async () => {
    const dir = testTempDir('keys');
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    const keys = { operator: old('ops'), site: old('sites'), ci: old('ci') };
    const db = new Database(path.join(dir, 'registry.sqlite'));
    db.exec(`CREATE TABLE api_keys (id TEXT PRIMARY KEY, name TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
      scopes TEXT NOT NULL, created_at TEXT NOT NULL, revoked_at TEXT)`);
    const insert = db.prepare('INSERT INTO api_keys (id, name, hash, scopes, created_at) VALUES (?, ?, ?, ?, ?)');
    const scopes = { operator: OPERATOR, site: SITE, ci: CI };
    for (const [role, key] of Object.entries(keys))
      insert.run(
        key.id,
        key.name,
        key.hash,
        JSON.stringify(scopes[role as keyof typeof scopes]),
        '2026-01-01T00:00:00.000Z',
      );
    db.close();
    const storage = createLocalStorage({ dataDir: dir, baseUrl: 'http://127.0.0.1:1' });
    const closing = cleanup;
    cleanup = async () => {
      await storage.close();
      await closing();
    };
    await expectUpgraded(storage, { operator: keys.operator.hash, site: keys.site.hash, ci: keys.ci.hash });
  });

  it('azure: key rows as they were written before (no scopesVersion)', async () => {
    const connectionString = azuriteConnectionString();
    const names = randomAzureNames();
    const storage = await createAzureStorage({ connectionString, ...names });
    cleanup = async () => {
      await storage.close();
      await dropAzure(connectionString, names);
    };
    const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
    const keys = { operator: old('ops'), site: old('sites'), ci: old('ci') };
    const scopes = { operator: OPERATOR, site: SITE, ci: CI };
    for (const [role, key] of Object.entries(keys)) {
      await table.createEntity({
        partitionKey: 'apikeys',
        rowKey: key.hash,
        id: key.id,
        name: key.name,
        scopes: JSON.stringify(scopes[role as keyof typeof scopes]),
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    }
    await expectUpgraded(storage, { operator: keys.operator.hash, site: keys.site.hash, ci: keys.ci.hash });
  });
});

describe('a key stored before the advisories scope (version 2)', () => {
  it("an operator's key gains advisories:read; a site's or CI's key gains nothing", () => {
    const operator = { ...OPERATOR, sites: ['read', 'update', 'delete'], audit: ['read'] } as never;
    expect(storedScopes(operator, 2)).toEqual({ ...(operator as object), advisories: ['read'] });
    expect(storedScopes({ ...SITE, sites: ['enroll'] } as never, 2)).toEqual({ ...SITE, sites: ['enroll'] });
    expect(storedScopes(CI as never, 2)).toEqual(CI);
    expect(storedScopes(OPERATOR as never, 3)).toEqual(OPERATOR);
  });
});
