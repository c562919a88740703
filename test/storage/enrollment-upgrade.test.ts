/**
 * DESIGN 11a's upgrade rule on a store written by the release before allowances, on both
 * adapters: a site key stored then (no allowance) enrolls the sites that were checking in (their
 * rows hold no `firstSeen`), so they keep updating with no operator step, and no other URL: a
 * site first seen by this release, or a made-up one, gets a key of its own.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TableClient } from '@azure/data-tables';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { generateKey } from '../../src/auth/api-keys.js';
import { enrollmentRule } from '../../src/registry/enrollment.js';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { Storage } from '../../src/storage/types.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { siteKeys } from '../support/sites.js';
import { testTempDir } from '../support/temp-dirs.js';

const OLD_SITE = 'https://old.example';
const SITE_SCOPES = { plugins: ['read'], themes: ['read'] };
const old = () => ({ ...generateKey(), name: 'sites' });

async function enrollWith(storage: Storage, hash: string, url: string) {
  const key = (await storage.keys.find(hash))!;
  const now = new Date();
  return storage.sites.enroll({
    url,
    publicKey: siteKeys().publicKey,
    time: now.toISOString(),
    keyId: key.id,
    decide: enrollmentRule(key, url, 'open', now),
  });
}

/** What both adapters must show for the old key and the old row. */
async function expectUpgradeRule(storage: Storage, hash: string): Promise<void> {
  const key = (await storage.keys.find(hash))!;
  // Read as it was stored: no allowance (the upgrade rule), and sites:enroll from section 11's upgrade.
  expect(key.enrollment).toBeUndefined();
  expect(key.scopes.sites).toEqual(['enroll']);
  // A site first seen by this release (an unsigned check) is not one that was checking in.
  await storage.sites.record({
    url: 'https://new.example',
    wpVersion: '6.5',
    phpVersion: '8.2',
    locale: 'en_US',
    lastSeen: new Date().toISOString(),
    packages: [],
  });
  await expect(enrollWith(storage, hash, 'https://new.example')).rejects.toThrow(
    'This key has enrolled all the sites it may (0); create a key for this site.',
  );
  await expect(enrollWith(storage, hash, 'https://made-up.example')).rejects.toThrow('create a key for this site.');
  // The site that was checking in enrolls with the key it has: it keeps updating.
  const enrolled = await enrollWith(storage, hash, OLD_SITE);
  expect(enrolled).toMatchObject({ url: OLD_SITE, enrolledBy: key.id, wpVersion: '6.1' });
  expect(enrolled.pending).toBeUndefined();
  expect((await storage.sites.get(enrolled.id))?.publicKey).toBe(enrolled.publicKey);
  expect(await storage.sites.enrolledCounts()).toEqual(new Map([[key.id, 1]]));
}

describe('a store from before enrollment allowances', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('local: sites.sqlite and registry.sqlite as an earlier release wrote them', async () => {
    const dir = testTempDir('enroll-upgrade');
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    const key = old();
    const keys = new Database(path.join(dir, 'registry.sqlite'));
    keys.exec(`CREATE TABLE api_keys (id TEXT PRIMARY KEY, name TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
      scopes TEXT NOT NULL, created_at TEXT NOT NULL, revoked_at TEXT)`);
    keys
      .prepare('INSERT INTO api_keys (id, name, hash, scopes, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(key.id, key.name, key.hash, JSON.stringify(SITE_SCOPES), '2026-01-01T00:00:00.000Z');
    keys.close();
    const sites = new Database(path.join(dir, 'sites.sqlite'));
    sites.exec(`CREATE TABLE sites (url TEXT PRIMARY KEY, wp_version TEXT NOT NULL, php_version TEXT NOT NULL,
      locale TEXT NOT NULL, last_seen TEXT NOT NULL, packages TEXT NOT NULL) WITHOUT ROWID`);
    sites
      .prepare('INSERT INTO sites VALUES (?, ?, ?, ?, ?, ?)')
      .run(OLD_SITE, '6.1', '8.2', 'en_US', new Date().toISOString(), '[]');
    sites.close();
    const storage = createLocalStorage({ dataDir: dir, baseUrl: 'http://127.0.0.1:1' });
    const closing = cleanup;
    cleanup = async () => {
      await storage.close();
      await closing();
    };
    await expectUpgradeRule(storage, key.hash);
  });

  it('azure: key and site rows as an earlier release wrote them', async () => {
    const connectionString = azuriteConnectionString();
    const names = randomAzureNames();
    const storage = await createAzureStorage({ connectionString, ...names });
    cleanup = async () => {
      await storage.close();
      await dropAzure(connectionString, names);
    };
    const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
    const key = old();
    await table.createEntity({
      partitionKey: 'apikeys',
      rowKey: key.hash,
      id: key.id,
      name: key.name,
      scopes: JSON.stringify(SITE_SCOPES),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await table.createEntity({
      partitionKey: 'sites',
      rowKey: createHash('sha256').update(OLD_SITE).digest('hex'),
      url: OLD_SITE,
      wpVersion: '6.1',
      phpVersion: '8.2',
      locale: 'en_US',
      lastSeen: new Date().toISOString(),
      declaredRing: '',
      verified: false,
      holds: JSON.stringify({ plugins: [], themes: [] }),
      packages: '{}',
      indexed: '[]',
    });
    await expectUpgradeRule(storage, key.hash);
  });
});
