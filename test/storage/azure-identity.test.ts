/**
 * The azure adapter without an account key: Entra ID tokens for Table and Blob Storage, download
 * links signed with a user delegation key. Against a second Azurite of its own, in OAuth mode over
 * HTTPS with a certificate made here (test/support/azure-oauth.ts says what Azurite checks), with
 * the registry in child processes started with NODE_EXTRA_CA_CERTS (the way a Node process trusts
 * a certificate made at run time), twice:
 *
 * - `registry serve` itself, configured with AZURE_STORAGE_BLOB_URL/TABLE_URL only, so it uses
 *   DefaultAzureCredential, which finds App Service's managed-identity variables
 *   (IDENTITY_ENDPOINT/IDENTITY_HEADER) and gets its tokens from an endpoint speaking that protocol;
 * - the app on `createAzureStorage({ credential })` with a TokenCredential the test injects.
 *
 * Each: upload over HTTP, list, download through the link with no key (MD5 = checksum), delete.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAzureNames } from '../support/azure.js';
import {
  type IdentityEndpoint,
  identityEnv,
  httpsGet,
  makeCertificate,
  newIdentity,
  type OAuthAzurite,
  startIdentityEndpoint,
  startOAuthAzurite,
  type TestCertificate,
  type TestIdentity,
} from '../support/azure-oauth.js';
import { pluginZip } from '../support/packages.js';
import { freePort, startProcess, stopProcess } from '../support/processes.js';
import { testTempDir } from '../support/temp-dirs.js';

const TSX = path.resolve('node_modules/.bin/tsx');
const CLI = path.resolve('src/cli.ts');
const APP = path.resolve('test/support/azure-identity-app.ts');
const SLUG = 'identity-plugin';

let cert: TestCertificate;
let azurite: OAuthAzurite;

beforeAll(async () => {
  cert = makeCertificate();
  azurite = await startOAuthAzurite(cert);
}, 60_000);

afterAll(async () => {
  await azurite?.stop();
  if (cert) fs.rmSync(cert.dir, { recursive: true, force: true });
});

interface Running {
  url: string;
  key: string;
  identity: TestIdentity;
  /** Resources the managed-identity endpoint issued tokens for (DefaultAzureCredential only). */
  tokenResources?: string[];
  stop(): Promise<void>;
}

/** Env of a registry child: its own port, data dir, table and container; `extra` on top. */
async function registryEnv(extra: Record<string, string>): Promise<Record<string, string>> {
  const port = await freePort();
  const names = randomAzureNames();
  return identityEnv(azurite, cert, {
    PORT: String(port),
    REGISTRY_BASE_URL: `http://127.0.0.1:${port}`,
    REGISTRY_DATA_DIR: testTempDir('identity'),
    REGISTRY_AZURE_TABLE: names.table,
    REGISTRY_AZURE_CONTAINER: names.container,
    // `registry serve` checks its responses against the spec too.
    REGISTRY_VALIDATE_RESPONSES: '1',
    ...extra,
  });
}

/** `registry keys create` + `registry serve`, with DefaultAzureCredential on App Service's managed identity. */
async function startWithDefaultCredential(): Promise<Running> {
  const identity = newIdentity();
  const endpoint: IdentityEndpoint = await startIdentityEndpoint(identity);
  const env = await registryEnv(endpoint.env);
  const scope = 'plugins:read,create,update,delete';
  const key = (
    await promisify(execFile)(TSX, [CLI, 'keys', 'create', '--name', 'ci', '--scope', scope], { env })
  ).stdout.trim();
  const child = await startProcess(TSX, [CLI, 'serve'], /registry listening/, { env });
  return {
    url: env.REGISTRY_BASE_URL,
    key,
    identity,
    tokenResources: endpoint.requests,
    async stop() {
      await stopProcess(child);
      await endpoint.close();
      fs.rmSync(env.REGISTRY_DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** test/support/azure-identity-app.ts: the app on `createAzureStorage({ credential })`. */
async function startWithInjectedCredential(): Promise<Running> {
  const identity = newIdentity();
  const env = await registryEnv({ TEST_TENANT_ID: identity.tenantId, TEST_OBJECT_ID: identity.objectId });
  const keyFile = path.join(env.REGISTRY_DATA_DIR, 'api-key');
  const child = await startProcess(TSX, [APP], /registry listening/, { env: { ...env, TEST_KEY_FILE: keyFile } });
  return {
    url: env.REGISTRY_BASE_URL,
    key: fs.readFileSync(keyFile, 'utf8'),
    identity,
    async stop() {
      await stopProcess(child);
      fs.rmSync(env.REGISTRY_DATA_DIR, { recursive: true, force: true });
    },
  };
}

describe.each([
  {
    how: 'registry serve with DefaultAzureCredential (App Service managed identity)',
    start: startWithDefaultCredential,
  },
  { how: 'the app on createAzureStorage with an injected TokenCredential', start: startWithInjectedCredential },
])('no account key: $how', ({ start }) => {
  let registry: Running;
  const uploaded: Record<string, string> = {};
  let links: Record<string, string> = {};

  beforeAll(async () => {
    registry = await start();
  }, 90_000);

  afterAll(async () => {
    await registry?.stop();
  });

  const api = (pathname: string, init: RequestInit = {}) =>
    fetch(`${registry.url}${pathname}`, { ...init, headers: { 'X-API-KEY': registry.key, ...init.headers } });

  it('starts and is ready on tokens alone', async () => {
    const ready = await fetch(`${registry.url}/readyz`);
    expect(ready.status).toBe(200);
    // DefaultAzureCredential went to the managed-identity endpoint, for Azure Storage only.
    if (registry.tokenResources) {
      expect(registry.tokenResources.length).toBeGreaterThan(0);
      expect(new Set(registry.tokenResources)).toEqual(new Set(['https://storage.azure.com']));
    }
  });

  it('uploads versions over HTTP (201) into Table and Blob Storage', async () => {
    for (const version of ['1.0.0', '1.1.0']) {
      const form = new FormData();
      const zip = pluginZip({ slug: SLUG, version, name: 'Identity Plugin' });
      uploaded[version] = createHash('md5').update(zip).digest('hex');
      form.append('plugin', new Blob([zip], { type: 'application/zip' }), 'plugin.zip');
      form.append('release_notes', `Release ${version}.`);
      const response = await api('/plugins', { method: 'POST', body: form });
      expect(response.status, await response.clone().text()).toBe(201);
    }
  });

  it('lists the plugin; its links are user-delegation SAS (skoid/sktid/ske...), read-only, https-only, with no start time', async () => {
    const list = await api(`/plugins?search=${SLUG}`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { plugins: Array<{ slug: string; version: string; download_link: string }> };
    expect(body.plugins.map((p) => [p.slug, p.version])).toEqual([[SLUG, '1.1.0']]);
    const plugin = (await (await api(`/plugins/${SLUG}`)).json()) as { versions: Record<string, string> };
    links = plugin.versions;
    expect(Object.keys(links).sort()).toEqual(['1.0.0', '1.1.0']);

    for (const link of [body.plugins[0].download_link, ...Object.values(links)]) {
      const url = new URL(link);
      expect(url.origin).toBe(new URL(azurite.blobUrl).origin);
      const sas = url.searchParams;
      // The key's fields: fail here if links were ever signed another way (an account key has none).
      expect(sas.get('skoid')).toBe(registry.identity.objectId);
      expect(sas.get('sktid')).toBe(registry.identity.tenantId);
      expect(sas.get('sks')).toBe('b');
      expect(sas.get('skv')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const keyStart = Date.parse(sas.get('skt')!);
      const keyExpiry = Date.parse(sas.get('ske')!);
      const linkExpiry = Date.parse(sas.get('se')!);
      expect(keyStart).toBeLessThan(Date.now());
      // The link expires within the TTL (an hour, rounded down to 10 minutes), and before its key.
      expect(linkExpiry).toBeGreaterThan(Date.now() + 45 * 60_000);
      expect(linkExpiry).toBeLessThanOrEqual(Date.now() + 3600_000);
      expect(keyExpiry).toBeGreaterThan(linkExpiry + 3600_000);
      expect(sas.get('sp')).toBe('r');
      expect(sas.get('sr')).toBe('b');
      expect(sas.get('spr')).toBe('https');
      expect(sas.has('st')).toBe(false);
      expect(sas.get('sig')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    }
  });

  it('downloads through each link with no key: 200, application/zip, bytes whose MD5 is the checksum', async () => {
    for (const [version, link] of Object.entries(links)) {
      const download = await httpsGet(link, cert.cert);
      expect(download.status, download.body.toString()).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(createHash('md5').update(download.body).digest('hex')).toBe(uploaded[version]);
      const record = (await (await api(`/plugins/${SLUG}/versions/${version}`)).json()) as { checksum: string };
      expect(record.checksum).toBe(uploaded[version]);
    }
  });

  it('Azure(ite) checks those signatures: a tampered link gets 403, the blob without a SAS is not served', async () => {
    const tampered = new URL(links['1.0.0']);
    tampered.searchParams.set('sig', Buffer.alloc(32, 7).toString('base64'));
    expect((await httpsGet(tampered.href, cert.cert)).status).toBe(403);
    const longer = new URL(links['1.0.0']);
    longer.searchParams.set('se', new Date(Date.now() + 48 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect((await httpsGet(longer.href, cert.cert)).status).toBe(403);
    const bare = new URL(links['1.0.0']);
    bare.search = '';
    expect((await httpsGet(bare.href, cert.cert)).status).not.toBe(200);
  });

  it('deletes a version and then the plugin; their blobs go (the old links answer 404)', async () => {
    expect((await api(`/plugins/${SLUG}/versions/1.0.0`, { method: 'DELETE' })).status).toBe(200);
    expect((await httpsGet(links['1.0.0'], cert.cert)).status).toBe(404);
    expect((await httpsGet(links['1.1.0'], cert.cert)).status).toBe(200);
    expect((await api(`/plugins/${SLUG}`, { method: 'DELETE' })).status).toBe(200);
    expect((await httpsGet(links['1.1.0'], cert.cert)).status).toBe(404);
    expect((await api(`/plugins/${SLUG}`)).status).toBe(404);
  });
});

describe('start-up without a usable identity', () => {
  it('stops with the reason when DefaultAzureCredential gets no token (here: the managed-identity endpoint refuses)', async () => {
    const endpoint = await startIdentityEndpoint(newIdentity());
    try {
      const env = await registryEnv({ ...endpoint.env, IDENTITY_HEADER: 'not-the-secret' });
      const failed = await promisify(execFile)(TSX, [CLI, 'keys', 'list'], { env }).then(
        () => undefined,
        (err: { code?: number; stderr?: string }) => err,
      );
      fs.rmSync(env.REGISTRY_DATA_DIR, { recursive: true, force: true });
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(
        "Could not get an Entra ID token for Azure Storage (no connection string is set, so the app's identity is used)",
      );
      expect(endpoint.requests).toEqual([]);
    } finally {
      await endpoint.close();
    }
  }, 60_000);
});
