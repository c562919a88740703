/**
 * The azure adapter's "done when": two real `registry serve` processes share one storage
 * account (Azurite), 40 concurrent uploads of distinct versions of one plugin are split
 * across them, and every one lands with exactly one latest version, the highest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/packages/version-compare.js';
import { azuriteConnectionString, type AzureNames, dropAzure, randomAzureNames } from '../support/azure.js';
import { type ChildServer, childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';

const SLUG = 'shared-plugin';
const UPLOADS = 40;
const connectionString = azuriteConnectionString();
let names: AzureNames;
let envs: NodeJS.ProcessEnv[] = [];
let servers: ChildServer[] = [];
let key: string;

beforeAll(async () => {
  names = randomAzureNames();
  const azure = {
    REGISTRY_STORAGE: 'azure',
    AZURE_STORAGE_CONNECTION_STRING: connectionString,
    REGISTRY_AZURE_TABLE: names.table,
    REGISTRY_AZURE_CONTAINER: names.container,
  };
  envs = [await childEnv(azure), await childEnv(azure)];
  servers = await Promise.all(envs.map((env) => startChildServer(env)));
  key = await createKeyWithCli(envs[0], 'plugins:read,create,update,delete');
  expect(key).toMatch(/^\S+$/);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopProcess(server.process)));
  for (const env of envs) fs.rmSync(env.REGISTRY_DATA_DIR!, { force: true, recursive: true });
  await dropAzure(connectionString, names).catch(() => undefined);
});

function upload(server: ChildServer, version: string): Promise<Response> {
  const form = new FormData();
  form.append(
    'plugin',
    new Blob([pluginZip({ slug: SLUG, version, name: 'Shared Plugin' })], { type: 'application/zip' }),
    'plugin.zip',
  );
  form.append('release_notes', `Release ${version}.`);
  return fetch(`${server.url}/plugins`, { method: 'POST', body: form, headers: { 'X-API-KEY': key } });
}

describe('two server processes on one Azure storage account', () => {
  it(`${UPLOADS} concurrent uploads of one plugin across both all get 201, with one latest: the highest`, async () => {
    const versions = Array.from({ length: UPLOADS }, (_, i) => `3.${i % 9}.${i}`);
    const responses = await Promise.all(versions.map((version, i) => upload(servers[i % 2], version)));
    const failures = await Promise.all(
      responses.filter((r) => r.status !== 201).map(async (r) => `${r.status} ${await r.text()}`),
    );
    expect(failures).toEqual([]);

    const highest = [...versions].sort(compareVersions).at(-1)!;
    for (const server of servers) {
      const listed = await fetch(`${server.url}/plugins/${SLUG}/versions`, { headers: { 'X-API-KEY': key } });
      const all = (await listed.json()) as Array<{ version: string; latest: boolean }>;
      expect(all.map((v) => v.version).sort(compareVersions)).toEqual([...versions].sort(compareVersions));
      expect(all.filter((v) => v.latest).map((v) => v.version)).toEqual([highest]);
      const plugin = (await (
        await fetch(`${server.url}/plugins/${SLUG}`, { headers: { 'X-API-KEY': key } })
      ).json()) as { version: string; versions: Record<string, string> };
      expect(plugin.version).toBe(highest);
      expect(Object.keys(plugin.versions)).toHaveLength(UPLOADS);
    }
  });

  it('a signed link from GET /plugins downloads from Blob Storage with no key, its MD5 the checksum', async () => {
    const list = (await (
      await fetch(`${servers[1].url}/plugins?search=${SLUG}`, { headers: { 'X-API-KEY': key } })
    ).json()) as {
      plugins: Array<{ version: string; download_link: string }>;
    };
    expect(list.plugins).toHaveLength(1);
    const item = list.plugins[0];
    expect(new URL(item.download_link).pathname).toContain(`/${names.container}/plugins/${SLUG}/`);
    const download = await fetch(item.download_link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await download.arrayBuffer());
    const version = (await (
      await fetch(`${servers[0].url}/plugins/${SLUG}/versions/${item.version}`, { headers: { 'X-API-KEY': key } })
    ).json()) as { checksum: string };
    expect(createHash('md5').update(bytes).digest('hex')).toBe(version.checksum);
  });
});
