/**
 * The Composer repository (DESIGN 16) over a real server, on both adapters, the way Composer
 * asks (Composer itself drives it in test/composer): who may read what and with which
 * credentials, release control per composer ring, the versions Composer cannot carry, hashes
 * for versions stored before they were recorded, Last-Modified, dist redirects and advisories.
 * Every answer is checked against the spec.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, uploadWithKey } from '../support/client.js';
import { updateCheckBody } from '../support/sites.js';
import type { Scopes } from '../../src/auth/scopes.js';
import { pluginZip, sha1, sha256, themeZip } from '../support/packages.js';
import { rawRequest } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { storedKey } from '../support/keys.js';
import { useTestServer } from '../support/use-test-server.js';
import { addVersion } from '../../src/registry/package-writes.js';

let server: TestServer;
let admin: string;
useTestServer(({ server: started, key }) => {
  server = started;
  admin = key;
});

const keyWith = (scopes: Scopes, composerRing?: string) => storedKey(server.storage, scopes, composerRing);

const basic = (key: string, user = 'token') => ({
  Authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`,
});
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

const upload = (type: 'plugin' | 'theme', bytes: Buffer, fields: Record<string, string> = {}) =>
  uploadWithKey(server.url, admin, type, bytes, fields);

async function rollout(slug: string, version: string, change: object): Promise<void> {
  const response = await keyedFetch(server.url, admin, 'PATCH', `/plugins/${slug}/versions/${version}/rollout`, change);
  expect(response.status).toBe(200);
}

interface Listed {
  version: string;
  version_normalized: string;
  dist: { url: string; shasum: string; reference: string };
  require: Record<string, string>;
}
async function versionsOf(name: string, key: string): Promise<Listed[]> {
  const response = await get(`/composer/p2/${name}.json`, basic(key));
  expect(response.status).toBe(200);
  return ((await response.json()) as { packages: Record<string, Listed[]> }).packages[name];
}

let reader: string;
let canary: string;
let pluginsOnly: string;
const forms = {
  v1: pluginZip({ slug: 'cx-forms', version: '1.0', requiresPhp: '7.4', requiresPlugins: 'cx-core, woocommerce' }),
  v100: pluginZip({ slug: 'cx-forms', version: '1.0.0', requiresPhp: 'seven' }),
  v110: pluginZip({ slug: 'cx-forms', version: '1.1.0', pluginUri: 'https://acme.example/forms' }),
  staged: pluginZip({ slug: 'cx-forms', version: '1.2.0' }),
  partial: pluginZip({ slug: 'cx-forms', version: '1.3.0' }),
  branch: pluginZip({ slug: 'cx-forms', version: 'dev-main' }),
};

beforeAll(async () => {
  reader = await keyWith({ plugins: ['read'], themes: ['read'] });
  canary = await keyWith({ plugins: ['read'], themes: ['read'] }, 'canary');
  pluginsOnly = await keyWith({ plugins: ['read'] });
  await upload('plugin', pluginZip({ slug: 'cx-core', version: '2.0.0' }));
  for (const bytes of [forms.v1, forms.v100, forms.v110, forms.branch]) await upload('plugin', bytes);
  await upload('plugin', forms.staged, { rollout_percent: '0', rollout_rings: 'canary' });
  await upload('plugin', forms.partial, { rollout_percent: '50' });
  await upload('theme', themeZip({ slug: 'cx-blocks', version: '1.0.0' }));
});

describe('Composer repository: credentials', () => {
  it('takes the key as Basic password (any user name), Bearer token or X-API-KEY', async () => {
    for (const headers of [
      basic(reader),
      basic(reader, ''),
      basic(reader, 'anyone'),
      bearer(reader),
      { 'X-API-KEY': reader },
    ]) {
      const response = await get('/composer/packages.json', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private');
      expect(response.headers.get('vary')).toMatch(/Authorization/);
    }
  });

  it('answers 401 with a Basic challenge without a key, with an unknown one, or a malformed header', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Missing API key.'],
      [basic('rk_unknown'), 'Invalid API key.'],
      [bearer('rk_unknown'), 'Invalid API key.'],
      [{ Authorization: 'Basic %%%not-base64' }, 'Missing API key.'],
      [{ Authorization: 'Basic ' + Buffer.from('no-colon').toString('base64') }, 'Missing API key.'],
      [{ Authorization: 'Digest username="x"' }, 'Missing API key.'],
      [{ Authorization: 'Bearer' }, 'Missing API key.'],
    ];
    for (const [headers, message] of cases) {
      const response = await get('/composer/p2/registry-plugin/cx-forms.json', headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="Extension Registry"');
      expect(await response.json()).toEqual({ status: 401, error: 401, messages: { error: message } });
    }
  });

  it('does not take Basic or Bearer credentials anywhere but /composer', async () => {
    const response = await get('/plugins/cx-forms', basic(admin));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBeNull();
    expect((await get('/plugins/cx-forms', bearer(admin))).status).toBe(401);
  });

  it('needs read on the type a name or dist address names: 403 naming it', async () => {
    const response = await get('/composer/p2/registry-theme/cx-blocks.json', basic(pluginsOnly));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      messages: { error: 'This API key lacks the themes:read permission.' },
    });
    expect((await get('/composer/dist/theme/cx-blocks/1.0.0.zip', basic(pluginsOnly))).status).toBe(403);
    expect((await get('/composer/p2/registry-plugin/cx-forms.json', basic(pluginsOnly))).status).toBe(200);
  });
});

describe('Composer repository: package files', () => {
  it('the root names the patterns, the metadata URL and the advisories API, on the public address', async () => {
    const root = await (await get('/composer/packages.json', basic(reader))).json();
    expect(root).toEqual({
      packages: [],
      'metadata-url': `${server.url}/composer/p2/%package%.json`,
      'available-package-patterns': ['registry-plugin/*', 'registry-theme/*'],
      'security-advisories': { metadata: true, 'api-url': `${server.url}/composer/api/security-advisories` },
    });
  });

  it('lists what reaches every site, newest first; of 1.0 and 1.0.0 the higher; no branch, no partial rollout, no staged release', async () => {
    const listed = await versionsOf('registry-plugin/cx-forms', reader);
    expect(listed.map((v) => [v.version, v.version_normalized])).toEqual([
      ['1.1.0', '1.1.0.0'],
      ['1.0.0', '1.0.0.0'],
    ]);
  });

  it('lists the staged release to a key of its ring, and none halted or withdrawn', async () => {
    expect((await versionsOf('registry-plugin/cx-forms', canary)).map((v) => v.version)).toEqual([
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    await rollout('cx-forms', '1.2.0', { halted: true });
    expect((await versionsOf('registry-plugin/cx-forms', canary)).map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
    await rollout('cx-forms', '1.2.0', { halted: false });
    await rollout('cx-forms', '1.0.0', { withdrawn: true });
    const file = (await (await get('/composer/p2/registry-plugin/cx-forms.json', basic(reader))).json()) as {
      packages: Record<string, Listed[]>;
      'security-advisories': unknown[];
    };
    expect(file.packages['registry-plugin/cx-forms'].map((v) => v.version)).toEqual(['1.1.0']);
    expect(file['security-advisories']).toEqual([
      { advisoryId: 'withdrawn-cx-forms-1.0.0', affectedVersions: '==1.0.0' },
    ]);
  });

  it('dist carries a stable address, SHA-1 and SHA-256; require names installers, PHP when Composer can read it, held dependencies', async () => {
    const [latest] = await versionsOf('registry-plugin/cx-forms', reader);
    expect(latest).toMatchObject({
      type: 'wordpress-plugin',
      homepage: 'https://acme.example/forms',
      dist: {
        type: 'zip',
        url: `${server.url}/composer/dist/plugin/cx-forms/1.1.0.zip`,
        shasum: sha1(forms.v110),
        reference: sha256(forms.v110),
      },
      require: { 'composer/installers': '^1.0 || ^2.0' },
    });
    await rollout('cx-forms', '1.0.0', { withdrawn: false });
    // 1.0 is left out (1.0.0 is read as the same), so its Requires Plugins is shown on a package of its own.
    await upload(
      'plugin',
      pluginZip({
        slug: 'cx-suite',
        version: '1.0.0',
        requiresPhp: '8.1',
        requiresPlugins: 'cx-core, cx-suite, woocommerce',
      }),
    );
    const [suite] = await versionsOf('registry-plugin/cx-suite', reader);
    expect(suite.require).toEqual({
      'composer/installers': '^1.0 || ^2.0',
      php: '>=8.1',
      'registry-plugin/cx-core': '*',
    });
    const v100 = (await versionsOf('registry-plugin/cx-forms', reader)).find((v) => v.version === '1.0.0')!;
    expect(v100.require).toEqual({ 'composer/installers': '^1.0 || ^2.0' }); // `Requires PHP: seven` is no version
  });

  it('answers 200 with an empty list for a name under its patterns it does not hold, and for ~dev files', async () => {
    for (const path of ['registry-plugin/cx-unknown', 'registry-theme/cx-unknown', 'registry-plugin/cx-forms~dev']) {
      const response = await get(`/composer/p2/${path}.json`, basic(reader));
      expect(response.status).toBe(200);
      const name = path.replace('~dev', '');
      expect(await response.json()).toEqual({ packages: { [name]: [] }, 'security-advisories': [] });
    }
  });

  it('answers 404 for another vendor, and 400 for a file name that is no package name', async () => {
    expect((await get('/composer/p2/wpackagist-plugin/cx-forms.json', basic(reader))).status).toBe(404);
    expect((await get('/composer/p2/registry-plugin/CX_Forms.json', basic(reader))).status).toBe(400);
    expect((await get('/composer/p2/registry-plugin/cx-forms.zip', basic(reader))).status).toBe(400);
  });

  it('sends Last-Modified and answers 304 to If-Modified-Since until the package changes', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the second of the last change
    const first = await get('/composer/p2/registry-theme/cx-blocks.json', basic(reader));
    const lastModified = first.headers.get('last-modified')!;
    expect(lastModified).toMatch(/GMT$/);
    // Over node:http, as Composer asks: fetch turns a request with If-Modified-Since into an end-to-end reload (no-cache).
    const conditional = { ...basic(reader), 'If-Modified-Since': lastModified };
    const again = await rawRequest(server.url, '/composer/p2/registry-theme/cx-blocks.json', { headers: conditional });
    expect(again.status).toBe(304);
    await upload('theme', themeZip({ slug: 'cx-blocks', version: '1.1.0' }));
    const changed = await rawRequest(server.url, '/composer/p2/registry-theme/cx-blocks.json', {
      headers: conditional,
    });
    expect(changed.status).toBe(200);
  });

  it('computes SHA-1 and SHA-256 once for a version stored before they were recorded, and keeps them', async () => {
    const bytes = pluginZip({ slug: 'cx-older', version: '1.0.0' });
    const archivePath = `${server.storage.tempDir}/older-${Date.now()}.part`;
    (await import('node:fs')).writeFileSync(archivePath, bytes);
    const { createHash } = await import('node:crypto');
    await addVersion(server.storage, {
      manifest: {
        type: 'plugin',
        slug: 'cx-older',
        version: '1.0.0',
        name: 'Older',
        shortDescription: '',
        requires: '',
        tested: null,
        requiresPhp: '',
      },
      checksum: createHash('md5').update(bytes).digest('hex'),
      sha384: createHash('sha384').update(bytes).digest('hex'),
      size: bytes.length,
      releaseNotes: '',
      archivePath,
    } as Parameters<typeof addVersion>[1]);
    expect((await server.storage.versions.get('plugin', 'cx-older', '1.0.0'))!.sha1).toBeUndefined();
    const [listed] = await versionsOf('registry-plugin/cx-older', reader);
    expect(listed.dist).toMatchObject({ shasum: sha1(bytes), reference: sha256(bytes) });
    expect(await server.storage.versions.get('plugin', 'cx-older', '1.0.0')).toMatchObject({
      sha1: sha1(bytes),
      sha256: sha256(bytes),
    });
  });
});

describe("Requires Plugins on the registry's own records", () => {
  it('the plugin record, its versions and its update-check item carry the slugs as WordPress 6.5 reads them', async () => {
    await upload(
      'plugin',
      pluginZip({ slug: 'cx-needs', version: '1.0.0', requiresPlugins: ' Bad, cx-core , akismet,cx-core' }),
    );
    const record = (await (await keyedFetch(server.url, admin, 'GET', '/plugins/cx-needs')).json()) as {
      requires_plugins: string[];
    };
    expect(record.requires_plugins).toEqual(['akismet', 'cx-core']);
    const versions = (await (
      await keyedFetch(server.url, admin, 'GET', '/plugins/cx-needs/versions')
    ).json()) as Array<{
      requires_plugins: string[];
    }>;
    expect(versions[0].requires_plugins).toEqual(['akismet', 'cx-core']);
    const check = await keyedFetch(
      server.url,
      admin,
      'POST',
      '/update-check',
      updateCheckBody({ url: 'https://cx.example', plugins: { 'cx-needs': '0.9.0' }, record: false }),
    );
    const answer = (await check.json()) as { plugins: Record<string, { requires_plugins: string[] }> };
    expect(answer.plugins['cx-needs/cx-needs.php'].requires_plugins).toEqual(['akismet', 'cx-core']);
  });
});

describe('Composer repository: dist and advisories', () => {
  it('dist answers 302 to a signed link that downloads the archive without a key; any stored version', async () => {
    await rollout('cx-forms', '1.1.0', { withdrawn: true });
    for (const version of ['1.1.0', '1.3.0', 'dev-main']) {
      const response = await get(`/composer/dist/plugin/cx-forms/${version}.zip`, basic(reader));
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const archive = await fetch(response.headers.get('location')!);
      expect(archive.status).toBe(200);
      expect(Buffer.from(await archive.arrayBuffer()).length).toBeGreaterThan(0);
    }
    const bytes = Buffer.from(
      await (
        await fetch((await get('/composer/dist/plugin/cx-forms/1.1.0.zip', bearer(reader))).headers.get('location')!)
      ).arrayBuffer(),
    );
    expect(sha1(bytes)).toBe(sha1(forms.v110));
    expect((await get('/composer/dist/plugin/cx-forms/9.9.9.zip', basic(reader))).status).toBe(404);
    expect((await get('/composer/dist/plugin/cx-forms/1.1.0.zip')).status).toBe(401);
  });

  it("POST lists a withdrawn version as Composer's advisory, [] for held or unknown names, nothing for other names", async () => {
    const body =
      'packages%5B0%5D=registry-plugin%2Fcx-forms&packages%5B1%5D=registry-plugin%2Fcx-unknown&packages%5B2%5D=registry-theme%2Fcx-blocks&packages%5B3%5D=other%2Fthing';
    const response = await fetch(`${server.url}/composer/api/security-advisories`, {
      method: 'POST',
      headers: { ...basic(reader), 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(200);
    const { advisories } = (await response.json()) as { advisories: Record<string, Array<{ reportedAt: string }>> };
    expect(Object.keys(advisories).sort()).toEqual([
      'registry-plugin/cx-forms',
      'registry-plugin/cx-unknown',
      'registry-theme/cx-blocks',
    ]);
    expect(advisories['registry-plugin/cx-unknown']).toEqual([]);
    expect(advisories['registry-plugin/cx-forms']).toEqual([
      {
        advisoryId: 'withdrawn-cx-forms-1.1.0',
        packageName: 'registry-plugin/cx-forms',
        affectedVersions: '==1.1.0',
        title: "Withdrawn by the registry's operators",
        sources: [{ name: 'extension-registry', remoteId: 'withdrawn-cx-forms-1.1.0' }],
        reportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        cve: null,
        link: null,
        severity: null,
      },
    ]);
    // Reported when the audit trail says it was withdrawn.
    const { entries } = await server.storage.audit.list({
      slug: 'cx-forms',
      action: 'plugin.version.rollout',
      offset: 0,
      limit: 10,
    });
    const withdrawal = entries.find((e) => e.version === '1.1.0' && e.changes.withdrawn?.[1] === true)!;
    expect(advisories['registry-plugin/cx-forms'][0].reportedAt).toBe(withdrawal.time.slice(0, 19).replace('T', ' '));
  });

  it('POST leaves out names of a type the key may not read; a body in another form is refused', async () => {
    const response = await fetch(`${server.url}/composer/api/security-advisories`, {
      method: 'POST',
      headers: { ...bearer(pluginsOnly), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'packages[]=registry-theme/cx-blocks&packages[]=registry-plugin/cx-forms',
    });
    expect(Object.keys(((await response.json()) as { advisories: object }).advisories)).toEqual([
      'registry-plugin/cx-forms',
    ]);
    const json = await fetch(`${server.url}/composer/api/security-advisories`, {
      method: 'POST',
      headers: { ...bearer(reader), 'Content-Type': 'application/json' },
      body: JSON.stringify({ packages: ['registry-plugin/cx-forms'] }),
    });
    expect(json.status).toBe(415);
  });

  it('GET ?updatedSince= lists the advisories reported since then', async () => {
    const since = async (seconds: number) => {
      const response = await get(`/composer/api/security-advisories?updatedSince=${seconds}`, basic(reader));
      return ((await response.json()) as { advisories: Record<string, Array<{ advisoryId: string }>> }).advisories;
    };
    expect((await since(0))['registry-plugin/cx-forms'].map((a) => a.advisoryId)).toEqual(['withdrawn-cx-forms-1.1.0']);
    expect(await since(Math.ceil(Date.now() / 1000) + 60)).toEqual({});
    expect((await get('/composer/api/security-advisories?updatedSince=yesterday', basic(reader))).status).toBe(400);
  });
});
