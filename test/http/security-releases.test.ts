/**
 * Security releases over a real server, on both adapters (DESIGN 15): a fix uploaded staged
 * at 0 % with its advisory (the form's `advisory`, as JSON or a stored one's id; a bad one stores
 * nothing) is offered at once, with `autoupdate: true` and its notice, to the sites its advisory exposes and
 * to no other; a site holding the package is offered nothing; the exposure falls as sites report
 * the fix; GET /sites/{id}/urgent names the release to the enrolled site it is offered to, after
 * `since` only, and refuses a caller that is not that site. Every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadForm, uploadWithKey } from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson, signedHeaders, updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';
import { advisoriesChanged } from '../../src/registry/advisories/security-release-index.js';

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
  // The fix, staged for nobody: release control alone offers it to no site.
  await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-forms', version: '2.0.1' }), {
    rollout_percent: '0',
    advisory: JSON.stringify(advisoryBody),
  });
  const listed = await keyedOk(server.url, ops, 'GET', '/advisories?slug=acme-forms');
  expect(listed.advisories).toHaveLength(1);
  advisoryId = listed.advisories[0].id;
});

/** An upload of `slug` `version` with `fields`, made with `key`: the answer. */
async function upload(slug: string, version: string, fields: Record<string, string>, key = ops) {
  const form = uploadForm('plugin', pluginZip({ slug, version }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return keyedJson(server.url, key, 'POST', '/plugins', form);
}

describe("the upload's advisory", () => {
  it('publishes the advisory with the version, its entry beside the upload’s under one request id', async () => {
    expect(await keyedOk(server.url, ops, 'GET', `/advisories/${advisoryId}`)).toMatchObject({
      ...advisoryBody,
      source: 'registry',
      withdrawn: null,
    });
    const created = await keyedOk(server.url, ops, 'GET', `/audit?action=advisory.create&slug=${advisoryId}`);
    expect(created.entries).toHaveLength(1);
    const uploads = await keyedOk(server.url, ops, 'GET', '/audit?action=plugin.upload&slug=acme-forms');
    const fix = uploads.entries.filter((e: any) => e.version === '2.0.1');
    expect(fix).toHaveLength(1);
    expect(created.entries[0].request_id).toBe(fix[0].request_id);
  });

  it('closes a stored advisory’s open range at the version uploaded with its id (advisory.update)', async () => {
    const open = await keyedJson(server.url, ops, 'POST', '/advisories', {
      summary: 'Path traversal in the gallery importer',
      severity: 'high',
      affected: [{ type: 'plugin', slug: 'acme-gallery', ranges: [{ introduced: '0' }] }],
    });
    expect(open.status).toBe(201);
    await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-gallery', version: '1.0.0' }));
    expect((await upload('acme-gallery', '1.0.1', { advisory: open.body.id })).status).toBe(201);
    const closed = await keyedOk(server.url, ops, 'GET', `/advisories/${open.body.id}`);
    expect(closed.affected).toEqual([
      { type: 'plugin', slug: 'acme-gallery', ranges: [{ introduced: '0', fixed: '1.0.1' }] },
    ]);
    const updates = await keyedOk(server.url, ops, 'GET', `/audit?action=advisory.update&slug=${open.body.id}`);
    expect(updates.entries).toHaveLength(1);
  });

  it('refuses a bad advisory with 400 and stores neither the version nor the advisory', async () => {
    const before = (await keyedOk(server.url, ops, 'GET', '/advisories')).info.results;
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ advisory: JSON.stringify({ ...advisoryBody, summary: undefined }) }, /^advisory\.summary: /],
      [{ advisory: JSON.stringify({ ...advisoryBody, severity: 'dire' }) }, /^advisory\.severity: /],
      [{ advisory: '{"summary": ' }, /^advisory: not valid JSON/],
      [
        {
          advisory: JSON.stringify({
            ...advisoryBody,
            affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '3.0.0', fixed: '2.0.0' }] }],
          }),
        },
        /fixed must be above introduced/,
      ],
      [
        { advisory: JSON.stringify({ ...advisoryBody, affected: [{ ...advisoryBody.affected[0], slug: 'other' }] }) },
        /^advisory: it names no range of the plugin acme-forms/,
      ],
      [{ advisory: 'REG-1999-404' }, /^advisory: there is no advisory REG-1999-404/],
      [{ advisory: 'not an id' }, /^advisory: an advisory id/],
    ];
    for (const [fields, message] of bad) {
      const answer = await upload('acme-forms', '2.0.2', fields);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.messages.error).toMatch(message);
    }
    expect((await keyedJson(server.url, ops, 'GET', '/plugins/acme-forms/versions/2.0.2')).status).toBe(404);
    expect((await keyedOk(server.url, ops, 'GET', '/advisories')).info.results).toBe(before);
  });

  it('needs advisories:create for a new advisory and advisories:update for a stored one', async () => {
    const publisher = await server.key({ plugins: ['read', 'create'], themes: ['read'] }, 'ci');
    expect(await upload('acme-forms', '2.0.2', { advisory: JSON.stringify(advisoryBody) }, publisher)).toMatchObject({
      status: 403,
      body: { messages: { error: 'This API key lacks the advisories:create permission.' } },
    });
    expect(await upload('acme-forms', '2.0.2', { advisory: advisoryId }, publisher)).toMatchObject({
      status: 403,
      body: { messages: { error: 'This API key lacks the advisories:update permission.' } },
    });
    expect((await keyedJson(server.url, ops, 'GET', '/plugins/acme-forms/versions/2.0.2')).status).toBe(404);
  });
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

describe('an imported advisory on a slug the registry holds', () => {
  it('exposes the site but releases nothing past release control; the same record as the registry’s own does', async () => {
    for (const [version, percent] of [
      ['1.0.0', '100'],
      ['2.0.0', '0'],
    ])
      await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-widgets', version }), {
        rollout_percent: percent,
      });
    const url = 'https://widgets.example.com';
    const check = async () => {
      const response = await postJson(
        server.url,
        ops,
        '/update-check',
        updateCheckBody({ url, plugins: { 'acme-widgets': '1.0.0' } }),
      );
      return ((await response.json()) as any).plugins['acme-widgets/acme-widgets.php'];
    };
    expect(await check()).toBeUndefined();
    const record = (source: 'wordfence' | 'registry') => ({
      id: 'WF-WIDGETS-1',
      aliases: [],
      summary: 'A public plugin of the same slug',
      details: '',
      severity: 'high' as const,
      cvss: null,
      affected: [{ type: 'plugin' as const, slug: 'acme-widgets', ranges: [{ introduced: '0', fixed: '2.0.0' }] }],
      references: [],
      published: '2030-01-01T00:00:00.000Z',
      modified: '2030-01-01T00:00:00.000Z',
      withdrawn: null,
      source,
      notice: null,
    });
    await server.storage.advisories.put(record('wordfence'));
    advisoriesChanged(server.storage.advisories);
    expect(await check()).toBeUndefined();
    const exposure = await keyedOk(server.url, ops, 'GET', '/advisories/WF-WIDGETS-1/exposure');
    expect(exposure.exposed.find((e: any) => e.url === url)).toMatchObject({ fixed_in: '2.0.0', offered: null });

    await server.storage.advisories.put(record('registry'));
    advisoriesChanged(server.storage.advisories);
    expect(await check()).toMatchObject({ new_version: '2.0.0', autoupdate: true });
  });
});

describe('a theme’s security release', () => {
  it('carries autoupdate, and no notice (a theme item has none)', async () => {
    await uploadWithKey(server.url, ops, 'theme', themeZip({ slug: 'acme-blocks', version: '1.0.0' }));
    await uploadWithKey(server.url, ops, 'theme', themeZip({ slug: 'acme-blocks', version: '1.0.1' }), {
      rollout_percent: '0',
      advisory: JSON.stringify({
        summary: 'Drafts leak through the block patterns',
        severity: 'medium',
        affected: [{ type: 'theme', slug: 'acme-blocks', ranges: [{ introduced: '0' }] }],
      }),
    });
    const check = await keyedOk(
      server.url,
      ops,
      'POST',
      '/update-check',
      updateCheckBody({ url: 'https://theme.example.com', themes: { 'acme-blocks': '1.0.0' } }),
    );
    expect(check.themes['acme-blocks']).toMatchObject({ new_version: '1.0.1', autoupdate: true });
    expect(check.themes['acme-blocks'].upgrade_notice).toBeUndefined();
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

describe('GET /sites/{id}/urgent: public packages', () => {
  it('lists in auto_update each public package the site runs at an exposed version with a fix, whatever since', async () => {
    const advisories = [
      {
        summary: 'CSRF in the form editor',
        severity: 'medium',
        affected: [{ type: 'plugin', slug: 'contact-form-7', ranges: [{ introduced: '0', fixed: '5.9.5' }] }],
      },
      {
        summary: 'An unfixed flaw',
        severity: 'low',
        affected: [{ type: 'plugin', slug: 'unfixed-forms', ranges: [{ introduced: '0' }] }],
      },
      {
        summary: 'A flaw fixed long ago',
        severity: 'low',
        affected: [{ type: 'plugin', slug: 'old-forms', ranges: [{ introduced: '0', fixed: '1.0.0' }] }],
      },
    ];
    const ids: string[] = [];
    for (const body of advisories) {
      const created = await keyedJson(server.url, ops, 'POST', '/advisories', body);
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const check = await postJson(
      server.url,
      siteKey,
      '/update-check',
      updateCheckBody({
        url: EXPOSED,
        plugins: { 'acme-forms': '1.1.0', 'contact-form-7': '5.9.0', 'unfixed-forms': '2.0.0', 'old-forms': '1.2.0' },
      }),
      exposedSite,
    );
    expect(check.status).toBe(200);
    const later = new Date(Date.now() + 1000).toISOString();
    const answer = await signedGet(`/sites/${idOf(EXPOSED)}/urgent?since=${encodeURIComponent(later)}`, exposedSite);
    expect(answer).toEqual({
      status: 200,
      body: {
        packages: [],
        auto_update: [{ type: 'plugin', slug: 'contact-form-7', fixed_in: '5.9.5', advisory: ids[0] }],
      },
    });
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
