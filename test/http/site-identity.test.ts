/**
 * Site identity over a real server, on both adapters (DESIGN: site identity): a site enrolls its
 * own key and signs its checks; with a site's key alone nothing can be written for an enrolled
 * site, nor the fleet or the audit trail read; forged unsigned check-ins are marked and counted
 * apart; replays, signatures over another body, unknown ids and copied databases are refused
 * with the spec's words; operators release keys and remove sites. Every answer is checked
 * against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, keyedJson, type RegistryClient, uploadForm, uploadPlugin } from '../support/client.js';
import { keyIdOf, siteIdOf } from '../support/ids.js';
import { pluginZip } from '../support/packages.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson, signedHeaders, siteKeys } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let api: RegistryClient;
let opsKey: string;
let siteKey: string;

const bucket = (url: string) => createHash('sha256').update(`plugin:acme-forms:${url}`).digest().readUInt32BE(0) % 100;
const error = (status: number, message: string) => ({
  status,
  body: { status, error: status, messages: { error: message } },
});

function checkBody(url: string, version = '1.0.0', extra: Record<string, unknown> = {}) {
  return {
    site: { url, wp_version: '6.5.2', php_version: '8.2.20', locale: 'en_US', ...extra },
    plugins: { 'acme-forms/acme-forms.php': { Version: version } },
  };
}

async function answer(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}

const check = async (url: string, site?: EnrolledSite, version = '1.0.0', extra: Record<string, unknown> = {}) =>
  answer(await postJson(server.url, siteKey, '/update-check', checkBody(url, version, extra), site));

async function call(method: string, path: string, body?: unknown, key = opsKey) {
  return keyedJson(server.url, key, method, path, body);
}
const listed = async (url: string) =>
  (await call('GET', '/sites?per_page=100')).body.sites.find((s: any) => s.url === url);
const offered = (body: any) => body.plugins['acme-forms/acme-forms.php']?.new_version;

useTestServer((started) => ({ server, api, key: opsKey } = started));
beforeAll(async () => {
  siteKey = await server.key(SITE_ACCESS, 'sites');
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme-forms', version: '1.0.0' }))).response.status).toBe(201);
  // 2.0.0 reaches the canary ring alone.
  const form = uploadForm('plugin', pluginZip({ slug: 'acme-forms', version: '2.0.0' }));
  form.append('rollout_percent', '0');
  form.append('rollout_rings', 'canary');
  expect((await keyedFetch(server.url, opsKey, 'POST', '/plugins', form)).status).toBe(201);
});

describe('a site key', () => {
  it('reads packages and enrolls; GET /sites, GET /audit, PATCH and DELETE of a site answer 403', async () => {
    const site = await enroll(server.url, siteKey, 'https://own.example');
    expect(await call('GET', '/sites', undefined, siteKey)).toEqual(
      error(403, 'This API key lacks the sites:read permission.'),
    );
    expect(await call('GET', '/audit', undefined, siteKey)).toEqual(
      error(403, 'This API key lacks the audit:read permission.'),
    );
    expect(await call('PATCH', `/sites/${site.id}`, { ring: 'canary' }, siteKey)).toEqual(
      error(403, 'This API key lacks the sites:update permission.'),
    );
    expect(await call('DELETE', `/sites/${site.id}`, undefined, siteKey)).toEqual(
      error(403, 'This API key lacks the sites:delete permission.'),
    );
    expect((await call('GET', '/plugins/acme-forms', undefined, siteKey)).status).toBe(200);
  });

  it('writes no check-in, ring or hold for an enrolled site: an unsigned check is answered, not recorded, its ring ignored', async () => {
    const url = 'https://shop.example';
    const site = await enroll(server.url, siteKey, url);
    expect((await check(url, site, '1.0.0', { ring: 'production' })).status).toBe(200);
    const before = await listed(url);
    expect(before).toMatchObject({ id: siteIdOf(url), verified: true, wp_version: '6.5.2', ring: 'production' });
    // The forger declares canary, a fake locale and WordPress 4.0: answered as the enrolled site, recorded nowhere.
    const forged = await answer(
      await postJson(server.url, siteKey, '/update-check', {
        site: { url: 'https://SHOP.example./', wp_version: '4.0', locale: 'xx_FAKE', ring: 'canary' },
        plugins: { 'acme-forms/acme-forms.php': { Version: '1.0.0' } },
      }),
    );
    expect(forged.status).toBe(200);
    expect(offered(forged.body)).toBeUndefined();
    expect(await listed(url)).toEqual(before);
    // The enrolled site itself declares canary, signed: it gets the canary release.
    expect(offered((await check(url, site, '1.0.0', { ring: 'canary' })).body)).toBe('2.0.0');
  });

  it('forged unsigned check-ins are marked verified: false and counted apart, on the version they run', async () => {
    const forged = Array.from({ length: 30 }, (_, n) => `https://invented-${n}.example`);
    for (const url of forged) expect((await check(url, undefined, '1.0.0', { ring: 'canary' })).status).toBe(200);
    expect(await listed(forged[0])).toMatchObject({ verified: false, ring: 'canary' });
    const rollout = await call('GET', '/plugins/acme-forms/versions/2.0.0/rollout');
    // Enrolled and signed so far: own.example (never checked: no packages), shop.example (canary).
    expect(rollout.body.sites).toEqual({
      total: 1,
      reached: 1,
      running: 0,
      failed: 0,
      unhealthy: 0,
      unverified: 0,
      ignored: 0,
    });
    // They are counted apart on the version they run, 1.0.0, not on every version of the package.
    expect((await call('GET', '/plugins/acme-forms/versions/1.0.0/rollout')).body.sites.unverified).toBe(30);
    for (const url of forged) expect((await call('DELETE', `/sites/${siteIdOf(url)}`)).status).toBe(200);
  });
});

describe('signed requests', () => {
  let site: EnrolledSite;
  beforeAll(async () => {
    site = await enroll(server.url, siteKey, 'https://signed.example');
  });

  it('a replay older than 300 s, a signature over another body, an unknown id: 401 with the spec words', async () => {
    const body = JSON.stringify(checkBody(site.url));
    const send = (headers: Record<string, string>, text = body) =>
      fetch(`${server.url}/update-check`, {
        method: 'POST',
        headers: { 'X-API-KEY': siteKey, 'Content-Type': 'application/json', ...headers },
        body: text,
      }).then(answer);
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(await send(signedHeaders(site, 'POST', '/update-check', body, old))).toEqual(
      error(401, "The site's clock is more than 5 minutes off."),
    );
    const other = JSON.stringify(checkBody(site.url, '2.0.0'));
    expect(await send(signedHeaders(site, 'POST', '/update-check', other))).toEqual(
      error(401, "The site's signature does not verify."),
    );
    // The same JSON, other bytes (a space): the signature covers the bytes received.
    expect(await send(signedHeaders(site, 'POST', '/update-check', body), `${body} `)).toEqual(
      error(401, "The site's signature does not verify."),
    );
    const stranger = { ...siteKeys(), id: siteIdOf('https://never-enrolled.example') };
    expect(await send(signedHeaders(stranger, 'POST', '/update-check', body))).toEqual(
      error(401, 'This site is not enrolled; enroll again.'),
    );
    // Signed with another site's key under this site's id.
    expect(
      await send(signedHeaders({ ...site, privateKey: stranger.privateKey }, 'POST', '/update-check', body)),
    ).toEqual(error(401, "The site's signature does not verify."));
    expect((await send(signedHeaders(site, 'POST', '/update-check', body))).status).toBe(200);
  });

  it('a signed check for another URL (a copied database) is 409; the copy enrolls as a site of its own', async () => {
    const copy = await check('https://staging.signed.example', site);
    expect(copy).toEqual(error(409, "This site's key is enrolled for https://signed.example; enroll again."));
    const staging = await enroll(server.url, siteKey, 'https://staging.signed.example');
    expect(staging.id).not.toBe(site.id);
    expect((await check(staging.url, staging)).status).toBe(200);
    expect(await listed(site.url)).toMatchObject({ id: site.id, verified: true });
  });

  it('enrolling an enrolled URL is 409; a released key is refused and the site enrolls again keeping id, ring and holds', async () => {
    const url = 'https://rebuilt.example';
    const first = await enroll(server.url, siteKey, url);
    expect((await check(url, first)).status).toBe(200);
    const again = await call('POST', '/sites/enroll', { url, public_key: siteKeys().publicKey }, siteKey);
    expect(again).toEqual(
      error(409, `This site is already enrolled; release its key with PATCH /sites/${first.id} {"key": null}.`),
    );
    const holds = { plugins: ['acme-forms'], themes: [] };
    expect((await call('PATCH', `/sites/${first.id}`, { ring: 'canary', holds })).status).toBe(200);
    const released = await call('PATCH', `/sites/${first.id}`, { key: null });
    expect(released.body).toMatchObject({ id: first.id, ring: 'canary', holds });
    expect(await check(url, first)).toEqual(error(401, 'This site is not enrolled; enroll again.'));
    const second = await enroll(server.url, siteKey, url);
    expect(second.id).toBe(first.id);
    expect((await check(url, second)).status).toBe(200);
    expect(await listed(url)).toMatchObject({ id: first.id, ring: 'canary', holds, verified: true });
    const trail = await call('GET', `/audit?type=site&slug=${first.id}`);
    expect(trail.body.entries.map((e: any) => [e.action, e.changes.key])).toEqual([
      ['site.enroll', [null, keyIdOf(second.publicKey)]],
      ['site.update', [keyIdOf(first.publicKey), null]],
      ['site.update', undefined],
      ['site.enroll', [null, keyIdOf(first.publicKey)]],
    ]);
  });

  it('DELETE /sites/{id} removes the site and its key (site.delete); 404 Site not found. after', async () => {
    const gone = await enroll(server.url, siteKey, 'https://gone.example');
    expect((await call('DELETE', `/sites/${gone.id}`)).body).toMatchObject({ id: gone.id, url: gone.url });
    expect(await call('DELETE', `/sites/${gone.id}`)).toEqual(error(404, 'Site not found.'));
    expect(await check(gone.url, gone)).toEqual(error(401, 'This site is not enrolled; enroll again.'));
    const trail = await call('GET', `/audit?action=site.delete&slug=${gone.id}`);
    expect(trail.body.entries).toMatchObject([{ type: 'site', slug: gone.id, url: gone.url, changes: {} }]);
    const enrolled = await call('GET', `/audit?action=site.enroll&slug=${gone.id}`);
    expect(enrolled.body.entries).toMatchObject([{ type: 'site', slug: gone.id, url: gone.url }]);
  });

  it('rollouts count enrolled sites by the bucket of the URL as enrolled, whatever variant a check sends', async () => {
    const enrolled = await Promise.all(
      Array.from({ length: 20 }, (_, n) => enroll(server.url, siteKey, `https://fleet-${n}.example/~wp`)),
    );
    const patch = await call('PATCH', '/plugins/acme-forms/versions/2.0.0/rollout', { percent: 50 });
    expect(patch.status).toBe(200);
    for (const site of enrolled) {
      // The site sends a variant of its URL: one site, one bucket.
      const variant = site.url.replace('https://fleet', 'https://FLEET').replace('/~wp', '/%7ewp/');
      const body = (await check(variant, site)).body;
      expect(offered(body) === '2.0.0').toBe(bucket(site.url) < 50);
    }
    const { body } = await call('GET', '/plugins/acme-forms/versions/2.0.0/rollout');
    const below = enrolled.filter((site) => bucket(site.url) < 50).length;
    // Plus shop.example, canary, and signed.example, staging and rebuilt (production) reporting 1.0.0.
    const others = [
      'https://shop.example',
      'https://signed.example',
      'https://staging.signed.example',
      'https://rebuilt.example',
    ];
    const othersReached = others.filter((url) => url === 'https://shop.example' || bucket(url) < 50).length;
    expect(body.sites).toMatchObject({ total: 24, reached: below + othersReached, running: 0 });
    await call('PATCH', '/plugins/acme-forms/versions/2.0.0/rollout', { percent: 0 });
  });
});

describe('URL variants', () => {
  it('a held release stays held whatever variant of the URL a check sends (%7e, %7E, a trailing dot, upper case)', async () => {
    const site = await enroll(server.url, siteKey, 'https://siteb.example.com/~');
    await call('PATCH', `/sites/${site.id}`, { ring: 'canary', holds: { plugins: ['acme-forms'], themes: [] } });
    for (const variant of [
      'https://siteb.example.com/%7e',
      'https://siteb.example.com/%7E/',
      'https://SITEB.example.com./~',
    ]) {
      const unsigned = await check(variant);
      expect(offered(unsigned.body), variant).toBeUndefined();
      expect(Object.keys(unsigned.body.no_update.plugins)).toEqual(['acme-forms/acme-forms.php']);
      expect(offered((await check(variant, site)).body), variant).toBeUndefined();
    }
    await call('DELETE', `/sites/${site.id}`);
  });
});

describe('REGISTRY_SITES=enrolled', () => {
  let strict: TestServer;
  let strictSiteKey: string;
  useTestServer((started) => ({ server: strict } = started), { REGISTRY_SITES: 'enrolled' });
  beforeAll(async () => {
    strictSiteKey = await strict.key(SITE_ACCESS, 'sites');
  });

  it('refuses unsigned update checks with 401 and answers signed ones', async () => {
    const unsigned = await postJson(strict.url, strictSiteKey, '/update-check', checkBody('https://a.example'));
    expect(await answer(unsigned)).toEqual(error(401, 'This registry answers enrolled sites only.'));
    const site = await enroll(strict.url, strictSiteKey, 'https://a.example');
    const signed = await postJson(strict.url, strictSiteKey, '/update-check', checkBody('https://a.example'), site);
    expect(signed.status).toBe(200);
  });
});
