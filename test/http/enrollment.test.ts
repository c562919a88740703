/**
 * Enrollment bound to the site (DESIGN 11a) over a real server, on both adapters (the
 * http-azure project runs this file on Azurite): each attack of issue 46 with a leaked site key,
 * refused with the spec's words and nothing stored; approval under REGISTRY_SITES=approved;
 * replayed checks answered, not recorded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson } from '../support/client.js';
import { siteIdOf } from '../support/ids.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, postJson, siteKeys } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

const error = (status: number, message: string) => ({
  status,
  body: { status, error: status, messages: { error: message } },
});
const checkBody = (url: string, wp = '6.5.2') => ({ site: { url, wp_version: wp }, plugins: {} });

async function answer(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}

function calls(server: () => TestServer, opsKey: () => string) {
  const call = async (method: string, path: string, body?: unknown, key = opsKey()) =>
    keyedJson(server().url, key, method, path, body);
  const tryEnroll = (key: string, url: string) =>
    call('POST', '/sites/enroll', { url, public_key: siteKeys().publicKey }, key);
  const listed = async (url: string) =>
    (await call('GET', '/sites?per_page=100')).body.sites.find((s: { url: string }) => s.url === url);
  return { call, tryEnroll, listed };
}

describe('a site key enrolls only within its allowance and URL', () => {
  let server: TestServer;
  let opsKey: string;
  useTestServer((started) => ({ server, key: opsKey } = started));
  const { call, tryEnroll, listed } = calls(
    () => server,
    () => opsKey,
  );

  it('a key created for one URL enrolls that URL and no other; the refused URL leaves no row', async () => {
    const key = await server.key(SITE_ACCESS, 'shop', { sites: 1, siteUrl: 'https://shop.example' });
    expect(await tryEnroll(key, 'https://made-up.example')).toEqual(
      error(403, 'This key is for https://shop.example; create a key for this site.'),
    );
    expect(await listed('https://made-up.example')).toBeUndefined();
    const enrolled = await tryEnroll(key, 'https://SHOP.example/');
    expect(enrolled).toEqual({
      status: 201,
      body: { id: siteIdOf('https://shop.example'), url: 'https://shop.example', state: 'enrolled' },
    });
  });

  it('a shared key enrolls at most its allowance of distinct sites, at once or one by one', async () => {
    const key = await server.key(SITE_ACCESS, 'fleet', { sites: 2 });
    const urls = ['a', 'b', 'c', 'd', 'e'].map((name) => `https://${name}.fleet.example`);
    const answers = await Promise.all(urls.map((url) => tryEnroll(key, url)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused).toEqual(
        error(403, 'This key has enrolled all the sites it may (2); create a key for this site.'),
      );
    const sites = (await call('GET', '/sites?per_page=100&search=fleet.example')).body.sites;
    expect(sites).toHaveLength(2);
    // Bound to what it enrolled: a rebuilt site (its key released) enrolls again, using nothing more.
    const first = sites[0];
    expect((await call('PATCH', `/sites/${first.id}`, { key: null })).status).toBe(200);
    // The release race: two enrollments of the released URL at once; one takes it, the other meets it enrolled.
    const raced = await Promise.all([tryEnroll(key, first.url), tryEnroll(key, first.url)]);
    expect(raced.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await call('GET', '/sites?per_page=100&search=fleet.example')).body.sites).toHaveLength(2);
  });

  it('an expired key enrolls nothing', async () => {
    const key = await server.key(SITE_ACCESS, 'old', { sites: 5, expiresAt: '2020-12-31T23:59:59.999Z' });
    expect(await tryEnroll(key, 'https://late.example')).toEqual(error(403, 'This key has expired.'));
  });

  it("no row is taken from another key or squatted: an operator's row is taken once, without disclosing its ring and holds", async () => {
    // A real site checks in unsigned; an operator puts it into the canary ring and holds a plugin on it.
    const real = 'https://real.example';
    const fleet = await server.key(SITE_ACCESS, 'fleet-a', { sites: 10 });
    expect((await postJson(server.url, fleet, '/update-check', checkBody(real))).status).toBe(200);
    const ops = { ring: 'canary', holds: { plugins: ['acme-forms'], themes: [] } };
    expect((await call('PATCH', `/sites/${siteIdOf(real)}`, ops)).status).toBe(200);
    // The first key allowed to enroll it takes the row; the answer names no ring or hold.
    const taken = await tryEnroll(fleet, real);
    expect(taken).toEqual({ status: 201, body: { id: siteIdOf(real), url: real, state: 'enrolled' } });
    expect(await listed(real)).toMatchObject({ ...ops, state: 'enrolled' });
    // Enrolled: no key takes it, not even the one that enrolled it.
    const other = await server.key(SITE_ACCESS, 'fleet-b', { sites: 10 });
    const enrolledAnswer = error(
      409,
      `This site is already enrolled; release its key with PATCH /sites/${siteIdOf(real)} {"key": null}.`,
    );
    expect(await tryEnroll(other, real)).toEqual(enrolledAnswer);
    expect(await tryEnroll(fleet, real)).toEqual(enrolledAnswer);
    // Released: only a key bound to it (the one that enrolled it, or one created for it).
    expect((await call('PATCH', `/sites/${siteIdOf(real)}`, { key: null })).status).toBe(200);
    expect(await tryEnroll(other, real)).toEqual(
      error(
        409,
        'This site was enrolled with another key; only that key, or a key created for this site with --site-url, may enroll it again.',
      ),
    );
    const forIt = await server.key(SITE_ACCESS, 'real', { sites: 1, siteUrl: real });
    expect((await tryEnroll(forIt, real)).status).toBe(201);
    expect(await listed(real)).toMatchObject({ ...ops, state: 'enrolled' });
  });

  it('a signed check older than the last recorded one is answered, not recorded', async () => {
    const key = await server.key(SITE_ACCESS, 'replay', { sites: 1 });
    const url = 'https://replayed.example';
    const site = await enroll(server.url, key, url);
    const now = Math.floor(Date.now() / 1000);
    expect((await postJson(server.url, key, '/update-check', checkBody(url, '6.6'), site, now)).status).toBe(200);
    expect(await listed(url)).toMatchObject({ wp_version: '6.6', verified: true });
    // A captured earlier request, sent again within the clock window.
    const replay = await postJson(server.url, key, '/update-check', checkBody(url, '6.1'), site, now - 60);
    expect(replay.status).toBe(200);
    expect(await listed(url)).toMatchObject({ wp_version: '6.6' });
    // A later check is recorded as ever.
    expect((await postJson(server.url, key, '/update-check', checkBody(url, '6.7'), site, now + 1)).status).toBe(200);
    expect(await listed(url)).toMatchObject({ wp_version: '6.7' });
  });
});

describe('REGISTRY_SITES=approved', () => {
  let server: TestServer;
  let opsKey: string;
  useTestServer((started) => ({ server, key: opsKey } = started), { REGISTRY_SITES: 'approved' });
  const { call, tryEnroll, listed } = calls(
    () => server,
    () => opsKey,
  );
  let siteKey: string;
  beforeAll(async () => {
    siteKey = await server.key(SITE_ACCESS, 'fleet', { sites: 10 });
  });

  it('enrolls a new site pending, refuses its signed requests until an operator approves it, then answers them', async () => {
    const url = 'https://pending.example';
    const keys = siteKeys();
    const enrolled = await call('POST', '/sites/enroll', { url, public_key: keys.publicKey }, siteKey);
    expect(enrolled).toEqual({ status: 201, body: { id: siteIdOf(url), url, state: 'pending' } });
    const site = { ...keys, id: siteIdOf(url), url };
    const refused = await answer(await postJson(server.url, siteKey, '/update-check', checkBody(url), site));
    expect(refused).toEqual(error(403, "This site's enrollment awaits an operator's approval."));
    expect(await answer(await postJson(server.url, siteKey, '/update-check', checkBody(url)))).toEqual(
      error(401, 'This registry answers enrolled sites only.'),
    );
    const waiting = await call('GET', '/sites?state=pending');
    expect(waiting.body.sites.map((s: { url: string }) => s.url)).toEqual([url]);
    const approved = await call('PATCH', `/sites/${siteIdOf(url)}`, { approved: true });
    expect(approved.body).toMatchObject({ url, state: 'enrolled' });
    expect((await postJson(server.url, siteKey, '/update-check', checkBody(url), site)).status).toBe(200);
    expect((await call('GET', '/sites?state=pending')).body.sites).toEqual([]);
    const trail = (await call('GET', `/audit?slug=${siteIdOf(url)}`)).body.entries;
    expect(trail.map((e: { action: string; changes: { state?: unknown } }) => [e.action, e.changes.state])).toEqual([
      ['site.update', ['pending', 'enrolled']],
      ['site.enroll', [null, 'pending']],
    ]);
  });

  it('a pre-approved key (--approved) enrolls its sites at once', async () => {
    const key = await server.key(SITE_ACCESS, 'provisioning', { sites: 5, approved: true });
    expect((await tryEnroll(key, 'https://provisioned.example')).body.state).toBe('enrolled');
    expect(await listed('https://provisioned.example')).toMatchObject({ state: 'enrolled' });
  });

  it('approved: false, or anything but true, is refused with 400 and changes nothing', async () => {
    const url = 'https://other-pending.example';
    expect((await tryEnroll(siteKey, url)).body.state).toBe('pending');
    const refused = await call('PATCH', `/sites/${siteIdOf(url)}`, { approved: false });
    expect(refused.status).toBe(400);
    expect(await listed(url)).toMatchObject({ state: 'pending' });
  });
});
