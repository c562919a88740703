/**
 * Security advisories over a real server, on both adapters (DESIGN 15): the registry's own are
 * created, listed, read, changed and withdrawn with their audit entries; each operation needs its
 * `advisories` permission; bad input gets 400 in the API's error shape; the exposure of an
 * advisory is exact over sites at versions in and out of its ranges (`fixed` exclusive,
 * `last_affected` inclusive, `introduced: "0"`, no fix), as is GET /sites/{id}'s `advisories`.
 * Every answer is checked against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadWithKey } from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
/** Packages, sites and advisories: everything these tests touch. */
let ops: string;
useTestServer((started) => ({ server } = started));

const call = (method: string, route: string, body?: unknown, key = ops) =>
  keyedJson(server.url, key, method, route, body);
/** An error answer in the API's shape. */
const refusal = (status: number, error: string) => ({ status, body: { status, error: status, messages: { error } } });
const siteId = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

/** Five sites: four run acme-forms at versions in and out of the ranges below, one the theme acme-blocks. */
const FORMS_AT: Record<string, string> = {
  'https://one.example.com': '1.0.0',
  'https://two.example.com': '1.1.0',
  'https://three.example.com': '2.0.0',
  'https://four.example.com': '2.1.0',
};
const THEME_SITE = 'https://five.example.com';

const forms = {
  summary: 'Stored XSS in the form builder',
  details: 'Update to **1.1.0** or **2.1.0**.',
  severity: 'high',
  aliases: ['CVE-2026-41234'],
  cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', score: 5.4 },
  affected: [
    {
      type: 'plugin',
      slug: 'acme-forms',
      ranges: [
        { introduced: '1.0.0', fixed: '1.1.0' },
        { introduced: '2.0.0', last_affected: '2.0.0' },
      ],
    },
  ],
  references: [{ url: 'https://acme.example/security/forms' }],
};
const blocks = {
  summary: 'Every acme-blocks leaks drafts',
  severity: 'critical',
  affected: [{ type: 'theme', slug: 'acme-blocks', ranges: [{ introduced: '0' }] }],
};
const future = {
  summary: 'A flaw of a version not yet released',
  severity: 'low',
  affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '3.0.0', fixed: '3.0.1' }] }],
};

const ids: Record<'forms' | 'blocks' | 'future', string> = { forms: '', blocks: '', future: '' };
let before: string;

beforeAll(async () => {
  ops = await server.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] }, 'security');
  for (const version of ['1.0.0', '1.1.0', '2.0.0', '2.1.0'])
    await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-forms', version }));
  await uploadWithKey(server.url, ops, 'theme', themeZip({ slug: 'acme-blocks', version: '1.0.0' }));
  before = new Date().toISOString();
  for (const [url, version] of Object.entries(FORMS_AT))
    await keyedOk(
      server.url,
      ops,
      'POST',
      '/update-check',
      updateCheckBody({ url, plugins: { 'acme-forms': version } }),
    );
  await keyedOk(
    server.url,
    ops,
    'POST',
    '/update-check',
    updateCheckBody({ url: THEME_SITE, themes: { 'acme-blocks': '1.0.0' } }),
  );
  for (const [name, body] of Object.entries({ forms, blocks, future })) {
    const created = await call('POST', '/advisories', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[name as keyof typeof ids] = created.body.id;
  }
});

describe('the registry’s own advisories', () => {
  it('are created with the next REG id of the year, as stated, with an advisory.create entry', async () => {
    const year = new Date().getUTCFullYear();
    const numbers = Object.values(ids).map((id) => {
      expect(id).toMatch(new RegExp(`^REG-${year}-\\d+$`));
      return Number(id.split('-')[2]);
    });
    expect(new Set(numbers).size).toBe(3);
    const got = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}`);
    expect(got).toEqual({
      id: ids.forms,
      ...forms,
      published: expect.any(String),
      modified: expect.any(String),
      withdrawn: null,
      source: 'registry',
      notice: null,
    });
    expect(got.published).toBe(got.modified);
    expect(await keyedOk(server.url, ops, 'GET', `/advisories/${ids.blocks}`)).toMatchObject({
      aliases: [],
      details: '',
      cvss: null,
      references: [],
    });
    const trail = await keyedOk(
      server.url,
      ops,
      'GET',
      `/audit?type=advisory&action=advisory.create&slug=${ids.forms}`,
    );
    expect(trail.entries).toHaveLength(1);
    expect(trail.entries[0]).toMatchObject({
      actor: { key_name: 'security' },
      changes: { summary: [null, forms.summary], severity: [null, 'high'] },
    });
  });

  it('a publication date given picks the year of the id', async () => {
    const created = await call('POST', '/advisories', { ...future, published: '2025-06-01T00:00:00Z' });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^REG-2025-\d+$/);
    expect(created.body.published).toBe('2025-06-01T00:00:00.000Z');
  });

  it('are listed newest first, and filtered by slug and severity', async () => {
    const all = await keyedOk(server.url, ops, 'GET', '/advisories?per_page=100');
    expect(all.advisories.map((a: any) => a.id).slice(0, 3)).toEqual([ids.future, ids.blocks, ids.forms]);
    const bySlug = await keyedOk(server.url, ops, 'GET', '/advisories?slug=acme-blocks');
    expect(bySlug).toMatchObject({ info: { page: 1, pages: 1, results: 1 }, advisories: [{ id: ids.blocks }] });
    const bySeverity = await keyedOk(server.url, ops, 'GET', '/advisories?slug=acme-forms&severity=high');
    expect(bySeverity.advisories.map((a: any) => a.id)).toEqual([ids.forms]);
    const paged = await keyedOk(server.url, ops, 'GET', '/advisories?slug=acme-forms&per_page=1&page=2');
    expect(paged.info).toEqual({ page: 2, pages: 3, results: 3 });
    expect(paged.advisories).toHaveLength(1);
  });

  it('an unknown id is 404; bad input is 400 in the error shape', async () => {
    expect(await call('GET', '/advisories/REG-2026-999999')).toEqual(refusal(404, 'Advisory not found.'));
    expect((await call('PATCH', '/advisories/REG-2026-999999', { withdrawn: true })).status).toBe(404);
    const both = await call('POST', '/advisories', {
      ...future,
      affected: [
        { type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '1.0', fixed: '1.1', last_affected: '1.0.5' }] },
      ],
    });
    expect(both).toEqual(refusal(400, 'affected[0].ranges[0]: give fixed or last_affected, not both.'));
    const backwards = await call('POST', '/advisories', {
      ...future,
      affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '2.0', fixed: '1.0' }] }],
    });
    expect(backwards.body.messages.error).toBe('affected[0].ranges[0]: fixed must be above introduced.');
    for (const bad of [
      { severity: 'high', affected: forms.affected },
      { ...future, severity: 'severe' },
      { ...future, affected: [] },
      { ...future, affected: [{ type: 'plugin', slug: 'Bad Slug', ranges: [{ introduced: '0' }] }] },
      { ...future, source: 'osv' },
    ]) {
      const answer = await call('POST', '/advisories', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, error: 400, messages: { error: expect.any(String) } });
    }
    expect((await call('PATCH', `/advisories/${ids.forms}`, {})).status).toBe(400);
  });

  it('each operation needs its advisories permission; exposure needs sites:read as well', async () => {
    const none = await server.key(FULL_ACCESS, 'no-advisories');
    const reader = await server.key({ advisories: ['read'] }, 'reader');
    const expectRefused = async (key: string, method: string, route: string, permission: string, body?: unknown) =>
      expect(await call(method, route, body, key)).toEqual(
        refusal(403, `This API key lacks the ${permission} permission.`),
      );
    await expectRefused(none, 'GET', '/advisories', 'advisories:read');
    await expectRefused(none, 'GET', `/advisories/${ids.forms}`, 'advisories:read');
    await expectRefused(reader, 'POST', '/advisories', 'advisories:create', future);
    await expectRefused(reader, 'PATCH', `/advisories/${ids.forms}`, 'advisories:update', { severity: 'low' });
    await expectRefused(reader, 'GET', `/advisories/${ids.forms}/exposure`, 'sites:read');
    expect((await call('GET', `/advisories/${ids.forms}`, undefined, reader)).status).toBe(200);
  });
});

describe('exposure', () => {
  it('counts and lists exactly the sites in a range: fixed exclusive, last_affected inclusive', async () => {
    const exposure = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}/exposure`);
    expect(exposure.sites).toEqual({ exposed: 2, patched: 2, total: 4 });
    expect(exposure.info).toEqual({ page: 1, pages: 1, results: 2 });
    const byUrl = Object.fromEntries(exposure.exposed.map((e: any) => [e.url, e]));
    expect(Object.keys(byUrl).sort()).toEqual(['https://one.example.com', 'https://three.example.com']);
    expect(byUrl['https://one.example.com']).toEqual({
      site: siteId('https://one.example.com'),
      url: 'https://one.example.com',
      type: 'plugin',
      slug: 'acme-forms',
      version: '1.0.0',
      fixed_in: '1.1.0',
      offered: '2.1.0',
      since: expect.any(String),
    });
    // last_affected names no fix: 2.0.0 is fixed by no range.
    expect(byUrl['https://three.example.com']).toMatchObject({ version: '2.0.0', fixed_in: null, offered: '2.1.0' });
    for (const e of exposure.exposed) expect(e.since >= before && e.since <= new Date().toISOString()).toBe(true);
    const second = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}/exposure?per_page=1&page=2`);
    expect(second.info).toEqual({ page: 2, pages: 2, results: 2 });
    expect(second.exposed).toEqual([exposure.exposed[1]]);
  });

  it('introduced "0" with no fix exposes every version; a range above every version exposes none', async () => {
    const theme = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.blocks}/exposure`);
    expect(theme.sites).toEqual({ exposed: 1, patched: 0, total: 1 });
    expect(theme.exposed).toEqual([
      {
        site: siteId(THEME_SITE),
        url: THEME_SITE,
        type: 'theme',
        slug: 'acme-blocks',
        version: '1.0.0',
        fixed_in: null,
        offered: null,
        since: expect.any(String),
      },
    ]);
    const none = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.future}/exposure`);
    expect(none).toEqual({
      info: { page: 1, pages: 0, results: 0 },
      sites: { exposed: 0, patched: 4, total: 4 },
      exposed: [],
    });
  });

  it('GET /sites/{id} names the advisories affecting each package at the version it runs', async () => {
    const one = await keyedOk(server.url, ops, 'GET', `/sites/${siteId('https://one.example.com')}`);
    expect(one.url).toBe('https://one.example.com');
    expect(one.plugins).toEqual([
      expect.objectContaining({ slug: 'acme-forms', version: '1.0.0', advisories: [ids.forms] }),
    ]);
    const four = await keyedOk(server.url, ops, 'GET', `/sites/${siteId('https://four.example.com')}`);
    expect(four.plugins[0].advisories).toEqual([]);
    const five = await keyedOk(server.url, ops, 'GET', `/sites/${siteId(THEME_SITE)}`);
    expect(five.themes).toEqual([expect.objectContaining({ slug: 'acme-blocks', advisories: [ids.blocks] })]);
    expect((await call('GET', '/sites/0000000000000000')).status).toBe(404);
    // GET /sites is as it was: its packages carry no advisories.
    const listed = await keyedOk(server.url, ops, 'GET', '/sites?plugin=acme-forms');
    expect(listed.sites[0].plugins[0]).not.toHaveProperty('advisories');
  });

  it('exposed=true lists the advisories exposing a site; a withdrawn one exposes nobody and stays listed', async () => {
    const exposing = async () =>
      (await keyedOk(server.url, ops, 'GET', '/advisories?exposed=true&per_page=100')).advisories.map((a: any) => a.id);
    expect((await exposing()).sort()).toEqual([ids.forms, ids.blocks].sort());

    const withdrawn = await keyedOk(server.url, ops, 'PATCH', `/advisories/${ids.forms}`, { withdrawn: true });
    expect(withdrawn.withdrawn).toEqual(expect.any(String));
    expect(withdrawn.modified >= withdrawn.published).toBe(true);
    expect(await exposing()).toEqual([ids.blocks]);
    const exposure = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}/exposure`);
    expect(exposure.sites).toEqual({ exposed: 0, patched: 4, total: 4 });
    expect(exposure.exposed).toEqual([]);
    const one = await keyedOk(server.url, ops, 'GET', `/sites/${siteId('https://one.example.com')}`);
    expect(one.plugins[0].advisories).toEqual([]);
    expect(
      (await keyedOk(server.url, ops, 'GET', '/advisories?slug=acme-forms')).advisories.map((a: any) => a.id),
    ).toContain(ids.forms);

    // Withdrawing again changes nothing; restoring brings the exposure back.
    const again = await keyedOk(server.url, ops, 'PATCH', `/advisories/${ids.forms}`, { withdrawn: true });
    expect(again).toEqual(withdrawn);
    const restored = await keyedOk(server.url, ops, 'PATCH', `/advisories/${ids.forms}`, { withdrawn: false });
    expect(restored.withdrawn).toBeNull();
    expect((await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}/exposure`)).sites.exposed).toBe(2);

    const trail = await keyedOk(server.url, ops, 'GET', `/audit?action=advisory.update&slug=${ids.forms}`);
    expect(trail.entries.map((e: any) => e.changes.withdrawn)).toEqual([
      [withdrawn.withdrawn, null],
      [null, withdrawn.withdrawn],
    ]);
  });

  it('a change of the ranges moves the exposure at once', async () => {
    const fix = { ...forms.affected[0], ranges: [{ introduced: '0', fixed: '2.1.0' }] };
    const changed = await keyedOk(server.url, ops, 'PATCH', `/advisories/${ids.forms}`, {
      affected: [fix],
      severity: 'critical',
    });
    expect(changed).toMatchObject({ severity: 'critical', affected: [fix] });
    const exposure = await keyedOk(server.url, ops, 'GET', `/advisories/${ids.forms}/exposure`);
    expect(exposure.sites).toEqual({ exposed: 3, patched: 1, total: 4 });
    expect(exposure.exposed.every((e: any) => e.fixed_in === '2.1.0')).toBe(true);
  });
});
