import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, type RegistryClient, uploadPlugin, uploadTheme, versionPath } from '../support/client.js';
import { md5, pluginZip, sha384, themeZip } from '../support/packages.js';
import { LINKS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

/**
 * POST /update-check over a real server. startTestServer checks every answer against the spec
 * (a violation comes back as 500), so each 200 here also proves the WordPress.org shapes.
 */

let server: TestServer;
let admin: RegistryClient;
let siteKey: string;

const SITE = { url: 'https://shop.acme.example', wp_version: '6.1.1', php_version: '8.2.20', locale: 'en_US' };

type Entries = Record<string, Record<string, string>>;

async function check(body: unknown, key: string | null = siteKey): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/update-check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'X-API-KEY': key }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const plugins = (entries: Record<string, string>): Entries =>
  Object.fromEntries(
    Object.entries(entries).map(([slug, version]) => [
      `${slug}/${slug}.php`,
      { Name: slug, Version: version, UpdateURI: '' },
    ]),
  );

async function upload(
  slug: string,
  version: string,
  options: { requires?: string; requiresPhp?: string; notes?: string } = {},
) {
  const { response } = await uploadPlugin(
    admin,
    pluginZip({ slug, version, requires: options.requires, requiresPhp: options.requiresPhp, tested: '6.4' }),
    options.notes,
  );
  expect(response.status).toBe(201);
}

useTestServer((started) => ({ server, api: admin } = started), {
  REGISTRY_AUTHOR_NAME: 'Acme Digital',
  REGISTRY_AUTHOR_URI: 'https://acme.example',
});
beforeAll(async () => {
  siteKey = await server.key({ plugins: ['read'], themes: ['read'] });

  // Incompatible latest, compatible older.
  await upload('acme-forms', '1.0.0', { requiresPhp: '7.4' });
  await upload('acme-forms', '1.1.0', {
    requiresPhp: '8.0',
    requires: '6.0',
    notes: 'Adds **file uploads**.\n\nAlso many small fixes.',
  });
  await upload('acme-forms', '1.2.0', { requiresPhp: '99' });
  // Latest moved back from 2.0.0 to 1.5.0.
  await upload('acme-seo', '1.0.0');
  await upload('acme-seo', '1.5.0');
  await upload('acme-seo', '2.0.0', { notes: 'A bad release.' });
  expect(
    (
      await admin.PATCH('/plugins/{slug}/versions/{version}', {
        ...versionPath('acme-seo', '1.5.0'),
        body: { latest: true },
      })
    ).response.status,
  ).toBe(200);
  // Every version needs more than any site has.
  await upload('acme-heavy', '1.0.0', { requiresPhp: '99' });
  await upload('acme-heavy', '2.0.0', { requires: '99.0', requiresPhp: '99' });
  // Themes.
  expect(
    (await uploadTheme(admin, themeZip({ slug: 'acme-blocks', version: '1.0.0', authorUri: 'https://blocks.example' })))
      .response.status,
  ).toBe(201);
  expect(
    (
      await uploadTheme(
        admin,
        themeZip({
          slug: 'acme-blocks',
          version: '1.1.0',
          requires: '6.0',
          requiresPhp: '7.4',
          authorUri: 'https://blocks.example',
        }),
      )
    ).response.status,
  ).toBe(201);
});

describe('the offered version, case by case', () => {
  it('offers the highest compatible version when latest needs more than the site has', async () => {
    const { status, body } = await check({ site: SITE, plugins: plugins({ 'acme-forms': '1.0.0' }) });
    expect(status).toBe(200);
    expect(body.plugins['acme-forms/acme-forms.php'].new_version).toBe('1.1.0');
    expect(body.no_update.plugins).toEqual({});
  });

  it('offers latest when the site meets it (no site PHP version: every requirement counts as met)', async () => {
    const { body } = await check({
      site: { url: SITE.url, wp_version: SITE.wp_version },
      plugins: plugins({ 'acme-forms': '1.0.0' }),
    });
    expect(body.plugins['acme-forms/acme-forms.php'].new_version).toBe('1.2.0');
  });

  it('offers latest itself when no candidate is compatible', async () => {
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-heavy': '0.1.0' }) });
    expect(body.plugins['acme-heavy/acme-heavy.php']).toMatchObject({
      new_version: '2.0.0',
      requires: '99.0',
      requires_php: '99',
    });
  });

  it('never offers a version past latest: moving latest back stops a bad release', async () => {
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-seo': '1.0.0' }) });
    expect(body.plugins['acme-seo/acme-seo.php'].new_version).toBe('1.5.0');
  });

  it('never offers a downgrade: a site already past latest gets no_update', async () => {
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-seo': '2.0.0' }) });
    expect(body.plugins).toEqual({});
    expect(body.no_update.plugins['acme-seo/acme-seo.php'].new_version).toBe('1.5.0');
  });

  it('answers no_update for the version that is latest', async () => {
    const { body } = await check({
      site: SITE,
      plugins: plugins({ 'acme-forms': '1.2.0' }),
      themes: { 'acme-blocks': { Version: '1.1.0' } },
    });
    expect(body.plugins).toEqual({});
    expect(body.themes).toEqual({});
    expect(Object.keys(body.no_update.plugins)).toEqual(['acme-forms/acme-forms.php']);
    expect(Object.keys(body.no_update.themes)).toEqual(['acme-blocks']);
  });

  it('answers no_update when the only newer versions are past latest or incompatible ones below the installed', async () => {
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-forms': '1.1.0' }) });
    // 1.2.0 is the only candidate and the site does not meet it: it is still offered, as latest.
    expect(body.plugins['acme-forms/acme-forms.php'].new_version).toBe('1.2.0');
  });

  it('leaves out what the registry does not hold, and keys it cannot hold', async () => {
    const { body } = await check({
      site: SITE,
      plugins: {
        ...plugins({ akismet: '5.3.3', 'acme-forms': '1.0.0' }),
        'hello.php': { Version: '1.7.2' },
        'Acme_Forms/x.php': { Version: '1.0' },
      },
      themes: { twentytwentyfour: { Version: '1.0' } },
    });
    expect(Object.keys(body.plugins)).toEqual(['acme-forms/acme-forms.php']);
    expect(body.themes).toEqual({});
    expect(body.no_update).toEqual({ plugins: {}, themes: {} });
  });

  it('answers empty maps to a site that sends no plugins or themes', async () => {
    const { status, body } = await check({ site: { url: SITE.url } });
    expect(status).toBe(200);
    expect(body).toEqual({ plugins: {}, themes: {}, no_update: { plugins: {}, themes: {} } });
  });
});

describe('the answer', () => {
  it("has WordPress.org's plugin fields, describing the offered version", async () => {
    const { body } = await check({ site: SITE, plugins: { 'acme-forms/main.php': { Version: '1.0.0' } } });
    const item = body.plugins['acme-forms/main.php'];
    const host = new URL(server.url).host;
    expect(item).toEqual({
      id: `${host}/plugins/acme-forms`,
      slug: 'acme-forms',
      plugin: 'acme-forms/main.php',
      new_version: '1.1.0',
      url: 'https://acme.example',
      package: expect.any(String),
      icons: {
        '1x': `${server.url}/assets/default-icon.svg`,
        '2x': `${server.url}/assets/default-icon.svg`,
        default: `${server.url}/assets/default-icon.svg`,
      },
      banners: { '1x': `${server.url}/assets/default-banner.svg`, '2x': `${server.url}/assets/default-banner.svg` },
      banners_rtl: [],
      requires: '6.0',
      tested: '6.4',
      requires_php: '8.0',
      requires_plugins: [],
      compatibility: [],
      upgrade_notice: 'Adds file uploads.',
      // The offered archive's SHA-384 and its upload's signature (unsigned here: empty).
      sha384: expect.stringMatching(/^[0-9a-f]{96}$/),
      signature: '',
    });
    expect(sha384(await (await fetch(item.package)).arrayBuffer())).toBe(item.sha384);
  });

  it("links the offered version's archive, signed, without a key", async () => {
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-forms': '1.0.0' }) });
    const link = new URL(body.plugins['acme-forms/acme-forms.php'].package);
    expect(link.searchParams.get(LINKS.signature)).toMatch(LINKS.signatureFormat);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    const versions = await admin.GET('/plugins/{slug}/versions/{version}', versionPath('acme-forms', '1.1.0'));
    expect(md5(await download.arrayBuffer())).toBe(versions.data!.checksum);
  });

  it('uses the icon and banners set through PATCH', async () => {
    await admin.PATCH('/plugins/{slug}', {
      params: { path: { slug: 'acme-heavy' } },
      body: {
        default_icon: 'https://cdn.example/i.png',
        banner_low: 'https://cdn.example/l.png',
        banner_high: 'https://cdn.example/h.png',
      },
    });
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-heavy': '2.0.0' }) });
    expect(body.no_update.plugins['acme-heavy/acme-heavy.php']).toMatchObject({
      icons: {
        '1x': 'https://cdn.example/i.png',
        '2x': 'https://cdn.example/i.png',
        default: 'https://cdn.example/i.png',
      },
      banners: { '1x': 'https://cdn.example/l.png', '2x': 'https://cdn.example/h.png' },
    });
  });

  it("has WordPress.org's theme fields", async () => {
    const { body } = await check({ site: SITE, themes: { 'acme-blocks': { Name: 'Acme Blocks', Version: '1.0.0' } } });
    expect(body.themes['acme-blocks']).toEqual({
      theme: 'acme-blocks',
      new_version: '1.1.0',
      url: 'https://blocks.example',
      package: expect.any(String),
      requires: '6.0',
      requires_php: '7.4',
      sha384: expect.stringMatching(/^[0-9a-f]{96}$/),
      signature: '',
    });
    const download = await fetch(body.themes['acme-blocks'].package);
    expect(download.status).toBe(200);
    expect(sha384(await download.arrayBuffer())).toBe(body.themes['acme-blocks'].sha384);
  });

  it('links the Plugin URI header as url, and cuts a long first paragraph of the notes at 300 characters', async () => {
    const notes = `${'Long words here. '.repeat(30)}\n\nSecond paragraph.`;
    const archive = pluginZip({
      slug: 'acme-home',
      version: '1.0.1',
      pluginUri: 'https://acme.example/home',
      authorUri: 'https://jane.example',
    });
    expect((await uploadPlugin(admin, pluginZip({ slug: 'acme-home', version: '1.0.0' }))).response.status).toBe(201);
    expect((await uploadPlugin(admin, archive, notes)).response.status).toBe(201);
    const { body } = await check({ site: SITE, plugins: plugins({ 'acme-home': '1.0.0' }) });
    const item = body.plugins['acme-home/acme-home.php'];
    expect(item.url).toBe('https://acme.example/home');
    expect([...item.upgrade_notice]).toHaveLength(300);
    expect(item.upgrade_notice).toMatch(/^Long words here\. .*…$/);
  });

  it('sends its answer as UTF-8 bytes of the length it declares: a plugin file and notes outside ASCII come back as sent', async () => {
    await upload('acme-intl', '1.0.0');
    await upload('acme-intl', '1.0.1', { notes: 'Corrige le sélecteur de date — 日付 🗓️.' });
    const key = 'acme-intl/accueil-é.php';
    const response = await keyedFetch(server.url, siteKey, 'POST', '/update-check', {
      site: SITE,
      plugins: { [key]: { Version: '1.0.0' } },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const item = JSON.parse(bytes.toString('utf8')).plugins[key];
    expect(item.plugin).toBe(key);
    expect(item.upgrade_notice).toBe('Corrige le sélecteur de date — 日付 🗓️.');
  });

  it('sends an answer of more pieces than one writev takes (1 024) whole, twice on one kept-alive connection', async () => {
    await upload('acme-many', '1.0.0');
    await upload('acme-many', '1.0.1');
    // Every plugin file of the package's folder is answered under its own key: 1 100 items, each a piece of the answer.
    const names = Array.from({ length: 1100 }, (_, i) => `acme-many/file-${i}.php`);
    const body = JSON.stringify({
      site: SITE,
      plugins: Object.fromEntries(names.map((name) => [name, { Version: '1.0.0' }])),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      for (let round = 0; round < 2; round++) {
        const { bytes, declared, socket } = await new Promise<{ bytes: Buffer; declared: number; socket: unknown }>(
          (resolve, reject) => {
            const request = http.request(
              `${server.url}/update-check`,
              {
                method: 'POST',
                agent,
                headers: { 'Content-Type': 'application/json', 'X-API-KEY': siteKey },
              },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () =>
                  resolve({
                    bytes: Buffer.concat(chunks),
                    declared: Number(response.headers['content-length']),
                    socket: request.socket,
                  }),
                );
                response.on('error', reject);
              },
            );
            request.on('error', reject);
            request.end(body);
          },
        );
        sockets.add(socket);
        expect(bytes.length).toBe(declared);
        const answer = JSON.parse(bytes.toString('utf8'));
        expect(Object.keys(answer.plugins)).toEqual(names);
        expect(answer.plugins[names[1099]]).toMatchObject({
          slug: 'acme-many',
          plugin: names[1099],
          new_version: '1.0.1',
        });
      }
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('sees a new upload at once', async () => {
    await upload('acme-new', '1.0.0');
    const before = await check({ site: SITE, plugins: plugins({ 'acme-new': '1.0.0' }) });
    expect(Object.keys(before.body.no_update.plugins)).toEqual(['acme-new/acme-new.php']);
    await upload('acme-new', '1.0.1');
    const after = await check({ site: SITE, plugins: plugins({ 'acme-new': '1.0.0' }) });
    expect(after.body.plugins['acme-new/acme-new.php'].new_version).toBe('1.0.1');
  });
});

describe('auth', () => {
  it('answers 401 without a key', async () => {
    expect(await check({ site: SITE }, null)).toEqual({
      status: 401,
      body: { status: 401, error: 401, messages: { error: 'Missing API key.' } },
    });
  });

  it('answers 403 naming plugins:read to a key with themes:read only', async () => {
    const key = await server.key({ themes: ['read'] });
    expect(await check({ site: SITE }, key)).toEqual({
      status: 403,
      body: { status: 403, error: 403, messages: { error: 'This API key lacks the plugins:read permission.' } },
    });
  });

  it('answers 403 naming themes:read to a key with every plugins permission only', async () => {
    const key = await server.key({ plugins: ['read', 'create', 'update', 'delete'] });
    expect(await check({ site: SITE }, key)).toEqual({
      status: 403,
      body: { status: 403, error: 403, messages: { error: 'This API key lacks the themes:read permission.' } },
    });
  });

  it('answers 403 naming plugins:read first to a key with neither', async () => {
    const key = await server.key({ plugins: ['create'], themes: ['create'] });
    expect((await check({ site: SITE }, key)).body.messages.error).toBe(
      'This API key lacks the plugins:read permission.',
    );
  });
});

describe('bad bodies', () => {
  const expect400 = async (body: unknown, message: string | RegExp) => {
    const answer = await check(body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages.error).toMatch(message);
  };

  it('refuses a body without site.url', async () => {
    await expect400({ site: { wp_version: '6.1' }, plugins: {} }, /^site\.url: is required$/);
    await expect400({ plugins: {} }, /^site: is required$/);
  });

  it('refuses a site.url that is not an http(s) URL', async () => {
    await expect400({ site: { url: 'ftp://shop.example' } }, /^site\.url: /);
  });

  it('refuses an entry without Version, naming it', async () => {
    await expect400(
      { site: SITE, plugins: { 'acme-forms/acme-forms.php': { Name: 'Acme Forms' } } },
      /^plugins\.acme-forms\/acme-forms\.php\.Version: is required$/,
    );
    await expect400({ site: SITE, themes: { 'acme-blocks': {} } }, /^themes\.acme-blocks\.Version: is required$/);
  });

  it('refuses more than 2 000 entries', async () => {
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`p${i}/p${i}.php`, { Version: '1.0' }]));
    await expect400({ site: SITE, plugins: many }, /^plugins: must NOT have more than 2000 properties$/);
    const themes = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`t${i}`, { Version: '1.0' }]));
    await expect400({ site: SITE, themes }, /^themes: must NOT have more than 2000 properties$/);
  });

  it('accepts exactly 2 000 entries with every header WordPress reads', async () => {
    const headers = {
      Name: 'Some Plugin',
      PluginURI: 'https://example.org/plugin',
      Description: 'x'.repeat(300),
      Author: 'Someone',
      AuthorURI: 'https://example.org',
      TextDomain: 'some',
      RequiresWP: '6.0',
      RequiresPHP: '7.4',
      UpdateURI: '',
    };
    const many = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`p${i}/p${i}.php`, { ...headers, Version: '1.0' }]),
    );
    const { status, body } = await check({
      site: SITE,
      plugins: { ...many, 'acme-forms/acme-forms.php': { Version: '1.0.0' } },
    });
    // 2 001 entries: refused; the limit holds per map.
    expect(status).toBe(400);
    delete many['p0/p0.php'];
    const ok = await check({ site: SITE, plugins: { ...many, 'acme-forms/acme-forms.php': { Version: '1.0.0' } } });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.plugins)).toEqual(['acme-forms/acme-forms.php']);
    expect(body.messages.error).toMatch(/^plugins: /);
  });

  it('refuses a body over 4 MiB with 413', async () => {
    const huge = {
      site: SITE,
      plugins: { 'acme-forms/acme-forms.php': { Version: '1.0.0', Description: 'x'.repeat(4 * 1024 * 1024) } },
    };
    expect(await check(huge)).toEqual({
      status: 413,
      body: { status: 413, error: 413, messages: { error: 'The JSON body is too large.' } },
    });
  });

  it('refuses a Version that is not a string', async () => {
    await expect400(
      { site: SITE, plugins: { 'acme-forms/acme-forms.php': { Version: 1 } } },
      /^plugins\.acme-forms\/acme-forms\.php\.Version: must be string$/,
    );
  });

  it('refuses a body that is not JSON with 415 or 400', async () => {
    const response = await fetch(`${server.url}/update-check`, {
      method: 'POST',
      headers: { 'X-API-KEY': siteKey, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(415);
    const broken = await fetch(`${server.url}/update-check`, {
      method: 'POST',
      headers: { 'X-API-KEY': siteKey, 'Content-Type': 'application/json' },
      body: '{"site":',
    });
    expect(broken.status).toBe(400);
  });
});
