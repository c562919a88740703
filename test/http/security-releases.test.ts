/**
 * Security releases over a real server, on both adapters (DESIGN 15): a fix staged at 0 % is
 * offered at once, with `autoupdate: true` and its notice, to the sites its advisory exposes and
 * to no other; a site holding the package is offered nothing; the exposure falls as sites report
 * the fix; GET /sites/{id}/urgent names the release to the enrolled site it is offered to, after
 * `since` only, and refuses a caller that is not that site. Every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadWithKey } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson, signedHeaders, updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let ops: string;
let siteKey: string;
useTestServer((started) => ({ server } = started));

const idOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

const EXPOSED = 'https://exposed.example.com';
const OUTSIDE = 'https://outside.example.com';
const HOLDING = 'https://holding.example.com';

const advisoryBody = {
  summary: 'SQL injection in the entries export',
  severity: 'critical',
  affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '1.0.0', fixed: '2.0.1' }] }],
};

let exposedSite: EnrolledSite;
let advisoryId: string;

/** A signed update check of `site` (an enrolled one) or an unsigned one of `url`: its acme-forms item. */
async function offered(url: string, version: string, site?: EnrolledSite): Promise<any> {
  const response = await postJson(
    server.url,
    site ? siteKey : ops,
    '/update-check',
    updateCheckBody({ url, plugins: { 'acme-forms': version } }),
    site,
  );
  const body = (await response.json()) as any;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.plugins['acme-forms/acme-forms.php'];
}

/** GET {path} signed by `site` (none: unsigned), with the site's key. */
async function signedGet(path: string, site?: EnrolledSite): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'X-API-KEY': siteKey, ...(site ? signedHeaders(site, 'GET', path, '') : {}) },
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  ops = await server.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] }, 'security');
  siteKey = await server.key(SITE_ACCESS, 'sites');
  for (const version of ['1.0.0', '1.1.0'])
    await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-forms', version }));
  exposedSite = await enroll(server.url, siteKey, EXPOSED);
  expect(await offered(EXPOSED, '1.1.0', exposedSite)).toBeUndefined();
  await offered(OUTSIDE, '0.9.0');
  await offered(HOLDING, '1.1.0');
  await keyedOk(server.url, ops, 'PATCH', `/sites/${idOf(HOLDING)}`, {
    holds: { plugins: ['acme-forms'], themes: [] },
  });
  // The fix, staged for nobody, and a later one halted: release control alone offers neither.
  await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-forms', version: '2.0.1' }), {
    rollout_percent: '0',
  });
  const created = await keyedJson(server.url, ops, 'POST', '/advisories', advisoryBody);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  advisoryId = created.body.id;
});

describe('a security release in the update check', () => {
  it('is offered to an exposed site at 0 %, with autoupdate and its notice', async () => {
    expect(await offered(EXPOSED, '1.1.0', exposedSite)).toMatchObject({
      new_version: '2.0.1',
      autoupdate: true,
      upgrade_notice: `Security release: fixes ${advisoryId}.`,
    });
  });

  it('is not offered to a site outside the ranges: release control offers what it did', async () => {
    const item = await offered(OUTSIDE, '0.9.0');
    expect(item).toMatchObject({ new_version: '1.1.0' });
    expect(item.autoupdate).toBeUndefined();
  });

  it('is not offered to a site holding the package, which the exposure shows offered nothing', async () => {
    expect(await offered(HOLDING, '1.1.0')).toBeUndefined();
    const exposure = await keyedOk(server.url, ops, 'GET', `/advisories/${advisoryId}/exposure`);
    expect(exposure.exposed.find((e: any) => e.url === HOLDING)).toMatchObject({ fixed_in: '2.0.1', offered: null });
    expect(exposure.exposed.find((e: any) => e.url === EXPOSED)).toMatchObject({ fixed_in: '2.0.1', offered: '2.0.1' });
  });
});

describe('GET /sites/{id}/urgent', () => {
  const path = (since?: string) =>
    `/sites/${idOf(EXPOSED)}/urgent${since ? `?since=${encodeURIComponent(since)}` : ''}`;

  it('names the security release offered to the site', async () => {
    expect(await signedGet(path(), exposedSite)).toEqual({
      status: 200,
      body: {
        packages: [{ type: 'plugin', slug: 'acme-forms', version: '2.0.1', advisory: advisoryId }],
        auto_update: [],
      },
    });
  });

  it('names it only while since is before the advisory was published or modified', async () => {
    expect((await signedGet(path('2020-01-01T00:00:00Z'), exposedSite)).body.packages).toHaveLength(1);
    const later = new Date(Date.now() + 1000).toISOString();
    expect(await signedGet(path(later), exposedSite)).toEqual({ status: 200, body: { packages: [], auto_update: [] } });
  });

  it('refuses an unsigned caller, another site, and a since that is no instant', async () => {
    expect(await signedGet(path())).toMatchObject({
      status: 401,
      body: { messages: { error: 'Only an enrolled site may send this, signed with its key.' } },
    });
    const other = await enroll(server.url, siteKey, 'https://other.example.com');
    expect(await signedGet(path(), other)).toMatchObject({
      status: 403,
      body: { messages: { error: 'A site asks for itself only.' } },
    });
    expect((await signedGet(`/sites/${idOf(EXPOSED)}/urgent?since=yesterday`, exposedSite)).status).toBe(400);
  });
});

describe('as exposed sites report the fix', () => {
  it('the exposure count falls', async () => {
    const before = await keyedOk(server.url, ops, 'GET', `/advisories/${advisoryId}/exposure`);
    expect(before.sites).toEqual({ exposed: 2, patched: 1, total: 3 });
    expect(await offered(EXPOSED, '2.0.1', exposedSite)).toBeUndefined();
    const after = await keyedOk(server.url, ops, 'GET', `/advisories/${advisoryId}/exposure`);
    expect(after.sites).toEqual({ exposed: 1, patched: 2, total: 3 });
    expect((await signedGet(`/sites/${idOf(EXPOSED)}/urgent`, exposedSite)).body.packages).toEqual([]);
  });
});
