import { describe, expect, it } from 'vitest';
import { keyedFetch, type RegistryClient, slugPath, uploadPlugin, versionPath } from '../support/client.js';
import { LATEST_REFUSED } from '../support/answers.js';
import { md5, pluginZip } from '../support/packages.js';
import { FULL_ACCESS, LINKS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

const LAST_UPDATED = /^\d{4}-\d{2}-\d{2} (1[0-2]|[1-9]):[0-5]\d(am|pm) UTC$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELEASE_DATE = /^<em>Release date : \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}<\/em>$/;

let server: TestServer;
let api: RegistryClient;

useTestServer((started) => ({ server, api } = started), {
  REGISTRY_AUTHOR_NAME: 'Acme Digital',
  REGISTRY_AUTHOR_URI: 'https://acme.example',
});

describe('a plugin through its life', () => {
  const slug = 'acme-forms';

  it('uploads 1.0.0 as the first, latest version (201, base fields only)', async () => {
    const archive = pluginZip({
      slug,
      version: '1.0.0',
      description: 'Forms that work.',
      requires: '6.2',
      requiresPhp: '8.0',
      author: 'Jane <b>Doe</b>',
      authorUri: 'https://jane.example',
    });
    const { response, data } = await uploadPlugin(api, archive, 'First **release**.');
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Acme Forms',
      slug,
      version: '1.0.0',
      author: '<a href="https://jane.example" target="_blank">Jane Doe</a>',
      author_profile: 'https://jane.example',
      short_description: 'Forms that work.',
      rating: 0,
      num_ratings: 0,
      active_installs: 0,
      requires: '6.2',
      tested: null,
      requires_php: '8.0',
      icons: { default: `${server.url}/assets/default-icon.svg` },
    });
    expect(data!.added).toMatch(DATE);
    expect(data!.last_updated).toMatch(LAST_UPDATED);
    expect(data).not.toHaveProperty('sections');
    expect(data).not.toHaveProperty('versions');
    expect(data).not.toHaveProperty('banners');
  });

  it('makes a higher upload (1.0.1) latest and lists it first', async () => {
    const { data } = await uploadPlugin(
      api,
      pluginZip({ slug, version: '1.0.1', tested: '6.6' }),
      'Fixes the date picker.',
    );
    expect(data).toMatchObject({ version: '1.0.1', tested: '6.6' });
    const versions = await api.GET('/plugins/{slug}/versions', slugPath(slug));
    expect(versions.data!.map((v) => [v.version, v.latest])).toEqual([
      ['1.0.1', true],
      ['1.0.0', false],
    ]);
  });

  it('stores a lower upload (0.9.0) without making it latest', async () => {
    const { data } = await uploadPlugin(api, pluginZip({ slug, version: '0.9.0' }));
    expect(data!.version).toBe('1.0.1');
    const versions = await api.GET('/plugins/{slug}/versions', slugPath(slug));
    expect(versions.data!.map((v) => [v.version, v.latest])).toEqual([
      ['1.0.1', true],
      ['1.0.0', false],
      ['0.9.0', false],
    ]);
  });

  it('refuses an existing version with 409', async () => {
    const { response, error } = await uploadPlugin(api, pluginZip({ slug, version: '1.0.1' }));
    expect(response.status).toBe(409);
    expect(error).toEqual({
      status: 409,
      error: 409,
      messages: { error: 'Version 1.0.1 of acme-forms already exists.' },
    });
  });

  it('gets the plugin with sections (changelog newest first) and a link per version', async () => {
    const { data } = await api.GET('/plugins/{slug}', slugPath(slug));
    expect(data!.version).toBe('1.0.1');
    expect(data!.sections.description).toBe('<p></p>');
    const entries = data!.sections.changelog.split(/(?=<h4>)/);
    expect(entries.map((e) => /<h4>(.*?)<\/h4>/.exec(e)![1])).toEqual(['1.0.1', '1.0.0', '0.9.0']);
    expect(entries[1]).toMatch(
      /^<h4>1\.0\.0<\/h4><p>First <strong>release<\/strong>\.<\/p><em>Release date : [^<]+<\/em>$/,
    );
    expect(entries[0].slice(entries[0].indexOf('<em>'))).toMatch(RELEASE_DATE);
    expect(Object.keys(data!.versions)).toEqual(['1.0.1', '1.0.0', '0.9.0']);
    expect(data).not.toHaveProperty('banners');
  });

  it('gets one version with its checksum, the MD5 at the end of the archive name', async () => {
    const { data } = await api.GET('/plugins/{slug}/versions/{version}', versionPath(slug, '1.0.0'));
    expect(data).toMatchObject({ version: '1.0.0', release_notes: 'First **release**.', latest: false });
    expect(data!.checksum).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(data!.download_link).pathname).toMatch(new RegExp(`/acme-forms-1\\.0\\.0-${data!.checksum}\\.zip$`));
    expect(data!.added).toMatch(DATE);
    expect(data!.last_updated).toMatch(LAST_UPDATED);
  });

  it('sets icon and banners with PATCH, answering banners, sections and versions', async () => {
    const body = {
      default_icon: 'https://cdn.acme.example/icon.png',
      banner_low: 'https://cdn.acme.example/low.png',
      banner_high: 'https://cdn.acme.example/high.png',
    };
    const { data } = await api.PATCH('/plugins/{slug}', { ...slugPath(slug), body });
    expect(data!.icons).toEqual({ default: body.default_icon });
    expect(data!.banners).toEqual({ low: body.banner_low, high: body.banner_high });
    expect(data!.sections.changelog).toContain('<h4>1.0.1</h4>');
    expect(Object.keys(data!.versions)).toHaveLength(3);
    const again = await api.PATCH('/plugins/{slug}', {
      ...slugPath(slug),
      body: { banner_low: 'https://cdn.acme.example/low2.png' },
    });
    expect(again.data!.banners).toEqual({ low: 'https://cdn.acme.example/low2.png', high: body.banner_high });
  });

  it('moves latest with PATCH latest:true, and the plugin record follows', async () => {
    const { data } = await api.PATCH('/plugins/{slug}/versions/{version}', {
      ...versionPath(slug, '1.0.0'),
      body: { latest: true, release_notes: 'Rolled back.' },
    });
    expect(data).toMatchObject({ version: '1.0.0', latest: true, release_notes: 'Rolled back.' });
    const plugin = await api.GET('/plugins/{slug}', slugPath(slug));
    expect(plugin.data!.version).toBe('1.0.0');
    expect(plugin.data!.tested).toBeNull();
    const versions = await api.GET('/plugins/{slug}/versions', slugPath(slug));
    expect(versions.data!.filter((v) => v.latest).map((v) => v.version)).toEqual(['1.0.0']);
  });

  it('refuses latest:false on the latest version, and deleting it', async () => {
    const patch = await api.PATCH('/plugins/{slug}/versions/{version}', {
      ...versionPath(slug, '1.0.0'),
      body: { latest: false },
    });
    expect(patch.response.status).toBe(400);
    expect(patch.error!.messages.error).toBe(LATEST_REFUSED);
    const del = await api.DELETE('/plugins/{slug}/versions/{version}', versionPath(slug, '1.0.0'));
    expect(del.error).toEqual({ status: 400, error: 400, messages: { error: LATEST_REFUSED } });
  });

  it('deletes an older version with its archive and returns it', async () => {
    const before = await api.GET('/plugins/{slug}/versions/{version}', versionPath(slug, '0.9.0'));
    const file = `plugins/${slug}/${slug}-0.9.0-${before.data!.checksum}.zip`;
    expect(await server.archiveNames()).toContain(file);
    const { data } = await api.DELETE('/plugins/{slug}/versions/{version}', versionPath(slug, '0.9.0'));
    expect(data).toMatchObject({ version: '0.9.0', latest: false });
    expect(await server.archiveNames()).not.toContain(file);
    const gone = await api.GET('/plugins/{slug}/versions/{version}', versionPath(slug, '0.9.0'));
    expect(gone.error).toEqual({ status: 404, error: 404, messages: { error: 'Not Found' } });
  });

  it('deletes the plugin with its versions and archives, returning it with banners', async () => {
    const { data } = await api.DELETE('/plugins/{slug}', slugPath(slug));
    expect(data).toMatchObject({
      slug,
      version: '1.0.0',
      banners: { low: 'https://cdn.acme.example/low2.png', high: 'https://cdn.acme.example/high.png' },
    });
    expect(data).not.toHaveProperty('sections');
    expect((await server.archiveNames()).filter((f) => f.startsWith(`plugins/${slug}/`))).toEqual([]);
    expect((await api.GET('/plugins/{slug}', slugPath(slug))).response.status).toBe(404);
  });
});

describe('plugin errors from interface.md', () => {
  it.each([
    ['GET', '/plugins/{slug}'],
    ['DELETE', '/plugins/{slug}'],
    ['PATCH', '/plugins/{slug}'],
    ['GET', '/plugins/{slug}/versions'],
  ] as const)('%s %s with an unknown slug: 404 "Plugin not found."', async (method, route) => {
    const path = route.replace('{slug}', 'nope');
    const response = await keyedFetch(
      server.url,
      await server.key(FULL_ACCESS),
      method,
      path,
      method === 'PATCH' ? {} : undefined,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Plugin not found.' } });
  });

  it.each(['GET', 'PATCH', 'DELETE'])('%s of an unknown version (or plugin): 404 "Not Found"', async (method) => {
    await uploadPlugin(api, pluginZip({ slug: 'known-plugin', version: '1.0.0' }));
    for (const slug of ['known-plugin', 'unknown-plugin']) {
      const response = await keyedFetch(
        server.url,
        await server.key(FULL_ACCESS),
        method,
        `/plugins/${slug}/versions/9.9.9`,
        method === 'PATCH' ? { release_notes: 'x' } : undefined,
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Not Found' } });
    }
  });
});

describe('downloads', () => {
  it('a list link downloads the archive without a key, and its MD5 is the checksum', async () => {
    const archive = pluginZip({ slug: 'download-me', version: '2.0.0' });
    await uploadPlugin(api, archive);
    const list = await api.GET('/plugins', { params: { query: { search: 'download-me' } } });
    const item = list.data!.plugins[0];
    const link = new URL(item.download_link);
    expect(link.searchParams.get(LINKS.signature)).toMatch(LINKS.signatureFormat);
    const expires = LINKS.expiresAt(link);
    expect(expires).toBeLessThanOrEqual(Date.now() / 1000 + 3600);
    expect(expires).toBeGreaterThan(Date.now() / 1000 + 3600 - 600);
    const response = await fetch(item.download_link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(archive)).toBe(true);
    const { data: version } = await api.GET('/plugins/{slug}/versions/{version}', versionPath('download-me', '2.0.0'));
    expect(md5(bytes)).toBe(version!.checksum);
    expect(LINKS.checksumOf(response)).toBe(version!.checksum);
    expect(response.headers.get('content-length')).toBe(String(archive.length));
  });

  it('answers a repeated GET with If-None-Match by 304: bodies stay the same between changes', async () => {
    await uploadPlugin(api, pluginZip({ slug: 'cached', version: '1.0.0' }));
    const key = await server.key(FULL_ACCESS);
    const first = await keyedFetch(server.url, key, 'GET', '/plugins/cached');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // fetch() adds Cache-Control: no-cache to conditional requests (Fetch spec); WordPress's HTTP client does not.
    const conditional = { 'X-API-KEY': key, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
    const again = await fetch(`${server.url}/plugins/cached`, { headers: conditional });
    expect(again.status).toBe(304);
    await uploadPlugin(api, pluginZip({ slug: 'cached', version: '1.0.1' }));
    const changed = await fetch(`${server.url}/plugins/cached`, { headers: conditional });
    expect(changed.status).toBe(200);
  });

  it('serves byte ranges', async () => {
    const archive = pluginZip({ slug: 'ranged', version: '1.0.0' });
    const { data } = await uploadPlugin(api, archive);
    const response = await fetch(data!.download_link, { headers: { Range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${archive.length}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(archive.subarray(0, 10))).toBe(true);
  });

  // Links of the azure adapter point at Blob Storage, which answers 416 itself; Azurite, its
  // emulator, garbles such answers (`Content-Length: NaN`), so this runs where the service serves links.
  it.runIf(LINKS.servedByService)(
    'answers a Range outside the archive (or ending before it starts) with 416 in the error shape, as JSON',
    async () => {
      const archive = pluginZip({ slug: 'out-of-range', version: '1.0.0' });
      const { data } = await uploadPlugin(api, archive);
      for (const range of [`bytes=${archive.length + 1000}-${archive.length + 2000}`, 'bytes=10-5']) {
        const response = await fetch(data!.download_link, { headers: { Range: range } });
        expect(response.status, range).toBe(416);
        expect(response.headers.get('content-range')).toBe(`bytes */${archive.length}`);
        expect(response.headers.get('content-type'), range).toBe('application/json; charset=utf-8');
        expect(await response.json()).toEqual({
          status: 416,
          error: 416,
          messages: { error: 'The requested range is not satisfiable.' },
        });
      }
      const malformed = await fetch(data!.download_link, { headers: { Range: 'bytes=abc' } });
      expect(malformed.status).toBe(200); // a malformed Range is ignored: the whole file
      expect(Buffer.from(await malformed.arrayBuffer()).equals(archive)).toBe(true);
    },
  );

  it('answers HEAD on a download link with the GET headers and no body', async () => {
    const archive = pluginZip({ slug: 'headed', version: '1.0.0' });
    const { data } = await uploadPlugin(api, archive);
    const head = await fetch(data!.download_link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(archive.length));
    expect(head.headers.get('content-type')).toBe('application/zip');
    expect(LINKS.checksumOf(head)).toBe(md5(archive));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses a tampered, re-pointed or expired link with 403 in the error shape', async () => {
    const { data } = await uploadPlugin(api, pluginZip({ slug: 'guarded', version: '1.0.0' }));
    const link = new URL(data!.download_link);
    const tampered = new URL(link);
    tampered.searchParams.set(
      LINKS.signature,
      link.searchParams.get(LINKS.signature)!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    const extended = LINKS.withExpiry(link, LINKS.expiresAt(link) + 86400);
    const other = new URL(link);
    other.pathname = other.pathname.replace('guarded-1.0.0', 'guarded-1.0.1');
    const version = (await server.storage.versions.get('plugin', 'guarded', '1.0.0'))!;
    const expired = server.storage.archiveLink(version, Math.floor(Date.now() / 1000) - 1);
    for (const url of [tampered, extended, other, new URL(expired)]) {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      // Blob Storage answers refused SAS links itself, in its own XML shape.
      if (LINKS.servedByService)
        expect(await response.json()).toEqual({
          status: 403,
          error: 403,
          messages: { error: 'This download link is invalid or has expired.' },
        });
    }
  });
});
