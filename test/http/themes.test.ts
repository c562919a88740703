import { describe, expect, it } from 'vitest';
import { keyedFetch, type RegistryClient, slugPath, uploadTheme, versionPath } from '../support/client.js';
import { LATEST_REFUSED, VERSION_FIELDS } from '../support/answers.js';
import { md5, pluginZip, themeZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let server: TestServer;
let api: RegistryClient;

useTestServer((started) => ({ server, api } = started), {
  REGISTRY_AUTHOR_NAME: 'Acme Digital',
  REGISTRY_AUTHOR_URI: 'https://acme.example',
});

describe('a theme through its life', () => {
  const slug = 'acme-blocks';

  it('uploads 1.0.0: base fields, interface defaults, screenshot_url null', async () => {
    const archive = themeZip({
      slug,
      version: '1.0.0',
      description: 'A calm block theme.',
      tags: 'blog, one-column , ',
      requires: '6.4',
      author: 'Jane Doe',
      authorUri: 'https://jane.example',
    });
    const { response, data } = await uploadTheme(api, archive, 'Hello.');
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Acme Blocks',
      slug,
      version: '1.0.0',
      preview_url: '',
      author: {
        user_nicename: 'jane-doe',
        profile: '',
        avatar: '',
        display_name: 'Jane Doe',
        author: 'Jane Doe',
        author_url: 'https://jane.example',
      },
      tags: ['blog', 'one-column'],
      screenshot_url: null,
      rating: 0,
      num_ratings: 0,
      downloaded: 0,
      homepage: '',
      description: 'A calm block theme.',
      requires: '6.4',
      requires_php: null,
      is_commercial: false,
      external_support_url: false,
      is_community: false,
      external_repository_url: '',
    });
    expect(data!.last_updated).toMatch(DATE);
    expect(data!.last_updated_time).toMatch(DATE_TIME);
    expect(data!.creation_time).toMatch(DATE_TIME);
    expect(data).not.toHaveProperty('sections');
    expect(data).not.toHaveProperty('versions');
  });

  it('falls back to the organization as author when style.css names none', async () => {
    const { data } = await uploadTheme(api, themeZip({ slug: 'anonymous-theme' }));
    expect(data!.author).toEqual({
      user_nicename: 'acme-digital',
      profile: '',
      avatar: '',
      display_name: 'Acme Digital',
      author: 'Acme Digital',
      author_url: 'https://acme.example',
    });
  });

  it('lists versions newest first with exactly one latest (200)', async () => {
    await uploadTheme(api, themeZip({ slug, version: '1.1.0', description: 'A calm block theme.' }), 'Dark mode.');
    await uploadTheme(api, themeZip({ slug, version: '1.0.5', description: 'A calm block theme.' }));
    const { response, data } = await api.GET('/themes/{slug}/versions', slugPath(slug));
    expect(response.status).toBe(200);
    expect(data!.map((v) => [v.version, v.latest])).toEqual([
      ['1.1.0', true],
      ['1.0.5', false],
      ['1.0.0', false],
    ]);
    expect(Object.keys(data![0]).sort()).toEqual(VERSION_FIELDS);
  });

  it('gets the theme with sections and versions', async () => {
    const { data } = await api.GET('/themes/{slug}', slugPath(slug));
    expect(data!.version).toBe('1.1.0');
    expect(data!.sections.description).toBe('A calm block theme.');
    expect(data!.sections.changelog).toMatch(
      /^<h4>1\.1\.0<\/h4><p>Dark mode\.<\/p><em>Release date : [^<]+<\/em><h4>1\.0\.5<\/h4>/,
    );
    expect(Object.keys(data!.versions)).toEqual(['1.1.0', '1.0.5', '1.0.0']);
  });

  it('PATCH sets screenshot_url, preview_url and an empty homepage', async () => {
    const { data } = await api.PATCH('/themes/{slug}', {
      ...slugPath(slug),
      body: {
        screenshot_url: 'https://cdn.acme.example/s.png',
        preview_url: 'https://demo.acme.example/',
        homepage: '',
      },
    });
    expect(data).toMatchObject({
      screenshot_url: 'https://cdn.acme.example/s.png',
      preview_url: 'https://demo.acme.example/',
      homepage: '',
    });
    expect(data!.sections).toBeDefined();
    expect(data!.versions).toBeDefined();
  });

  it('PATCH version: notes stored, latest moved, theme record follows', async () => {
    const { data } = await api.PATCH('/themes/{slug}/versions/{version}', {
      ...versionPath(slug, '1.0.5'),
      body: { latest: true, release_notes: 'Back to *1.0.5*.' },
    });
    expect(data).toEqual(
      expect.objectContaining({ version: '1.0.5', latest: true, release_notes: 'Back to *1.0.5*.' }),
    );
    expect((await api.GET('/themes/{slug}', slugPath(slug))).data!.version).toBe('1.0.5');
  });

  it("DELETE of the latest version is refused with interface.md's message", async () => {
    const { response, error } = await api.DELETE('/themes/{slug}/versions/{version}', versionPath(slug, '1.0.5'));
    expect(response.status).toBe(400);
    expect(error).toEqual({ status: 400, error: 400, messages: { error: LATEST_REFUSED } });
  });

  it('DELETE of another version returns the removed record', async () => {
    const { data } = await api.DELETE('/themes/{slug}/versions/{version}', versionPath(slug, '1.0.0'));
    expect(data).toMatchObject({ version: '1.0.0', latest: false });
    const versions = await api.GET('/themes/{slug}/versions', slugPath(slug));
    expect(versions.data!.map((v) => v.version)).toEqual(['1.1.0', '1.0.5']);
  });

  it('DELETE of the theme returns its base record', async () => {
    const { data } = await api.DELETE('/themes/{slug}', slugPath(slug));
    expect(data).toMatchObject({ slug, version: '1.0.5', screenshot_url: 'https://cdn.acme.example/s.png' });
    expect(data).not.toHaveProperty('sections');
  });
});

describe('theme errors from interface.md', () => {
  it.each([
    ['GET', '/themes/nope'],
    ['PATCH', '/themes/nope'],
    ['DELETE', '/themes/nope'],
    ['GET', '/themes/nope/versions'],
  ])('%s %s: 404 "Theme not found."', async (method, route) => {
    const response = await keyedFetch(
      server.url,
      await server.key(FULL_ACCESS),
      method,
      route,
      method === 'PATCH' ? {} : undefined,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Theme not found.' } });
  });

  it.each(['GET', 'PATCH', 'DELETE'])('%s of an unknown theme version: 404 "Not Found"', async (method) => {
    const response = await keyedFetch(
      server.url,
      await server.key(FULL_ACCESS),
      method,
      '/themes/nope/versions/1.0.0',
      method === 'PATCH' ? {} : undefined,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 404, messages: { error: 'Not Found' } });
  });
});

describe('themes as WordPress ships them', () => {
  it('accepts a theme bundling plugins as ZIPs (TGM Plugin Activation: theme/plugins/bundled.zip), stored as sent', async () => {
    const archive = themeZip({
      slug: 'tgm-theme',
      files: {
        'plugins/bundled.zip': pluginZip({ slug: 'bundled' }),
        'plugins/Other.ZIP': pluginZip({ slug: 'other' }),
      },
    });
    const { response, data, error } = await uploadTheme(api, archive);
    expect(response.status, JSON.stringify(error)).toBe(201);
    const download = await fetch(data!.download_link);
    expect(download.status).toBe(200);
    expect(md5(await download.arrayBuffer())).toBe(md5(archive));
  });

  it('gives an author named in Japanese a percent-encoded user_nicename, as sanitize_title does, never an empty one', async () => {
    const { response, data } = await uploadTheme(api, themeZip({ slug: 'yamada-theme', author: '山田 太郎' }));
    expect(response.status).toBe(201);
    expect(data!.author).toMatchObject({
      user_nicename: '%e5%b1%b1%e7%94%b0-%e5%a4%aa%e9%83%8e',
      display_name: '山田 太郎',
      author: '山田 太郎',
    });
  });
});

describe("a theme's own screenshot (screenshot.png, .gif, .jpg, .jpeg or .webp at the top of the theme)", () => {
  // A few bytes that start like each image type; the registry stores and serves them as they are.
  const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a png screenshot')]);
  const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 a webp screenshot', 'latin1');
  const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('a jpeg screenshot')]);

  async function fetchScreenshot(url: string) {
    const response = await fetch(url); // no API key: WordPress shows it in an <img>
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('is served from the archive as screenshot_url, public, cacheable and with its image type, until a PATCH sets one', async () => {
    const slug = 'shot-theme';
    const uploaded = await uploadTheme(api, themeZip({ slug, version: '1.0.0', files: { 'screenshot.png': PNG } }));
    expect(uploaded.response.status).toBe(201);
    const url = uploaded.data!.screenshot_url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const { response, bytes } = await fetchScreenshot(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(bytes.equals(PNG)).toBe(true);
    // Each answer names it: the list, the theme, the upload.
    expect((await api.GET('/themes/{slug}', slugPath(slug))).data!.screenshot_url).toBe(url);

    // A new latest version brings its own screenshot.
    const next = await uploadTheme(api, themeZip({ slug, version: '1.1.0', files: { 'screenshot.webp': WEBP } }));
    expect(next.data!.screenshot_url).not.toBe(url);
    const webp = await fetchScreenshot(next.data!.screenshot_url!);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.bytes.equals(WEBP)).toBe(true);

    // A PATCH's screenshot_url wins.
    const patched = await api.PATCH('/themes/{slug}', {
      ...slugPath(slug),
      body: { screenshot_url: 'https://cdn.acme.example/shot.png' },
    });
    expect(patched.data!.screenshot_url).toBe('https://cdn.acme.example/shot.png');
  });

  it('follows WordPress: png before jpg; a screenshot in a subfolder does not count (null)', async () => {
    const both = await uploadTheme(
      api,
      themeZip({ slug: 'two-shots', files: { 'screenshot.jpg': JPEG, 'screenshot.png': PNG } }),
    );
    const { response, bytes } = await fetchScreenshot(both.data!.screenshot_url!);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(bytes.equals(PNG)).toBe(true);
    const jpeg = await uploadTheme(api, themeZip({ slug: 'jpeg-shot', files: { 'screenshot.jpeg': JPEG } }));
    expect((await fetchScreenshot(jpeg.data!.screenshot_url!)).response.headers.get('content-type')).toBe('image/jpeg');
    const nested = await uploadTheme(api, themeZip({ slug: 'nested-shot', files: { 'assets/screenshot.png': PNG } }));
    expect(nested.data!.screenshot_url).toBeNull();
  });

  it('a screenshot of a deleted version, or of no version, is 404 in the error shape', async () => {
    const slug = 'gone-shot';
    const first = await uploadTheme(api, themeZip({ slug, version: '1.0.0', files: { 'screenshot.png': PNG } }));
    await uploadTheme(api, themeZip({ slug, version: '2.0.0', files: { 'screenshot.png': PNG } }));
    expect((await api.DELETE('/themes/{slug}/versions/{version}', versionPath(slug, '1.0.0'))).response.status).toBe(
      200,
    );
    const gone = await fetch(first.data!.screenshot_url!);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ status: 404, error: 404 });
  });
});
