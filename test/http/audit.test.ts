/**
 * The audit trail over a real server: a plugin's life read back from GET /audit newest first,
 * one entry per change with the key and request id that made it; refused requests leave none;
 * filters, paging and auth. Runs on both adapters (vitest projects); every answer is checked
 * against the spec.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, uploadForm } from '../support/client.js';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import { pluginZip, sha384, themeZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { buildZip } from '../support/zip.js';

let server: TestServer;
let admin: string;
let release: string;
let releaseId: string;

useTestServer((started) => ({ server, key: admin } = started));
beforeAll(async () => {
  release = await server.key(FULL_ACCESS, 'release-manager');
  releaseId = (await server.storage.keys.list()).find((k) => k.name === 'release-manager')!.id;
});

interface Sent {
  status: number;
  body: any;
}

async function send(
  method: string,
  path: string,
  options: { key?: string; requestId?: string; json?: unknown; form?: FormData } = {},
): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['X-API-KEY'] = options.key;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined);
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  return { status: response.status, body: await response.json() };
}

const audit = async (query = '', key = admin) => send('GET', `/audit${query}`, { key });
/** A change by the release manager's key, as request `requestId`. */
const byRelease = (method: string, path: string, requestId: string, json?: unknown) =>
  send(method, path, { key: release, requestId, json });
const upload = (slug: string, version: string, requestId: string, key = release) =>
  send('POST', '/plugins', { key, requestId, form: uploadForm('plugin', pluginZip({ slug, version })) });

describe("a plugin's life, read back from GET /audit", () => {
  it('records every change once, newest first, with the key, the request id and what changed', async () => {
    const steps: Array<[Promise<Sent>, number]> = [];
    const step = async (sent: Promise<Sent>, status: number) => {
      const result = await sent;
      expect(result.status, JSON.stringify(result.body)).toBe(status);
      steps.push([sent, status]);
    };
    await step(upload('acme-life', '1.0.0', 'life-1'), 201);
    await step(upload('acme-life', '1.1.0', 'life-2'), 201);
    await step(byRelease('PATCH', '/plugins/acme-life', 'life-3', { banner_low: 'https://cdn.example/low.png' }), 200);
    await step(
      byRelease('PATCH', '/plugins/acme-life/versions/1.1.0', 'life-4', { release_notes: 'Broke checkout.' }),
      200,
    );
    await step(byRelease('PATCH', '/plugins/acme-life/versions/1.0.0', 'life-5', { latest: true }), 200);
    await step(byRelease('PATCH', '/plugins/acme-life/versions/1.1.0/rollout', 'life-6', { halted: true }), 200);
    await step(byRelease('DELETE', '/plugins/acme-life/versions/1.1.0', 'life-7'), 200);
    await step(byRelease('DELETE', '/plugins/acme-life', 'life-8'), 200);

    const { status, body } = await audit('?slug=acme-life');
    expect(status).toBe(200);
    expect(body.info).toEqual({ page: 1, pages: 1, results: 8 });
    const actor = { key_id: releaseId, key_name: 'release-manager' };
    expect(body.entries.map((e: any) => [e.action, e.version, e.client_request_id, e.changes])).toEqual([
      ['plugin.delete', null, 'life-8', {}],
      ['plugin.version.delete', '1.1.0', 'life-7', {}],
      ['plugin.version.rollout', '1.1.0', 'life-6', { halted: [false, true] }],
      ['plugin.version.update', '1.0.0', 'life-5', { latest: [false, true] }],
      ['plugin.version.update', '1.1.0', 'life-4', { release_notes: ['', 'Broke checkout.'] }],
      ['plugin.update', null, 'life-3', { banner_low: [null, 'https://cdn.example/low.png'] }],
      ['plugin.upload', '1.1.0', 'life-2', {}],
      ['plugin.upload', '1.0.0', 'life-1', {}],
    ]);
    for (const entry of body.entries) expect(entry).toMatchObject({ type: 'plugin', slug: 'acme-life', actor });
    // The registry's own ids, one per request, never the client's.
    const ids = body.entries.map((e: any) => e.request_id);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const times = body.entries.map((e: any) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('takes the request id the request log assigned when the client sent none', async () => {
    const response = await keyedFetch(
      server.url,
      release,
      'POST',
      '/plugins',
      uploadForm('plugin', pluginZip({ slug: 'acme-rid', version: '1.0.0' })),
    );
    expect(response.status).toBe(201);
    const assigned = response.headers.get('x-request-id');
    expect(assigned).toMatch(/^[0-9a-f-]{36}$/);
    expect((await audit('?slug=acme-rid')).body.entries[0]).toMatchObject({
      request_id: assigned,
      client_request_id: null,
    });
  });

  it("keeps its own request id when the client sends one, and the client's beside it", async () => {
    // Two requests that claim the same id: each entry still names its own request.
    const first = await fetch(`${server.url}/plugins`, {
      method: 'POST',
      headers: { 'X-API-KEY': release, 'X-Request-Id': 'claimed-id' },
      body: uploadForm('plugin', pluginZip({ slug: 'acme-claim', version: '1.0.0' })),
    });
    const second = await fetch(`${server.url}/plugins`, {
      method: 'POST',
      headers: { 'X-API-KEY': release, 'X-Request-Id': 'claimed-id' },
      body: uploadForm('plugin', pluginZip({ slug: 'acme-claim', version: '1.1.0' })),
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = [first, second].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { entries } = (await audit('?slug=acme-claim')).body;
    expect(entries.map((e: any) => [e.version, e.request_id, e.client_request_id])).toEqual([
      ['1.1.0', ids[1], 'claimed-id'],
      ['1.0.0', ids[0], 'claimed-id'],
    ]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('records the rollout an upload starts with, and no signing key where none checked it', async () => {
    const staged = uploadForm('plugin', pluginZip({ slug: 'acme-staged', version: '2.0.0' }));
    staged.append('rollout_percent', '10');
    staged.append('rollout_rings', 'canary');
    expect((await send('POST', '/plugins', { key: release, form: staged })).status).toBe(201);
    expect((await upload('acme-staged', '1.0.0', 'staged-full')).status).toBe(201);
    const { entries } = (await audit('?slug=acme-staged')).body;
    expect(entries.map((e: any) => [e.version, e.rollout, e.signing_key])).toEqual([
      ['1.0.0', { percent: 100, rings: [], halted: false, withdrawn: false, gate: null }, null],
      ['2.0.0', { percent: 10, rings: ['canary'], halted: false, withdrawn: false, gate: null }, null],
    ]);
    // Only uploads carry them; only refusals carry a reason.
    const patched = await send('PATCH', '/plugins/acme-staged/versions/1.0.0', {
      key: release,
      json: { release_notes: 'x' },
    });
    expect(patched.status).toBe(200);
    const update = (await audit('?slug=acme-staged&action=plugin.version.update')).body.entries[0];
    expect(Object.keys(update).sort()).toEqual(
      ['action', 'actor', 'changes', 'client_request_id', 'id', 'request_id', 'slug', 'time', 'type', 'version'].sort(),
    );
  });

  it("records an operator's change to a site (ring, holds) with the site's id and URL", async () => {
    const check = await send('POST', '/update-check', {
      key: admin,
      json: { site: { url: 'https://shop.example.com' }, plugins: {} },
    });
    expect(check.status).toBe(200);
    const listed = await send('GET', '/sites?search=shop', { key: admin });
    const id = listed.body.sites[0].id as string;
    expect(
      (
        await send('PATCH', `/sites/${id}`, {
          key: release,
          requestId: 'site-1',
          json: { ring: 'canary', holds: { plugins: ['acme-forms'], themes: [] } },
        })
      ).status,
    ).toBe(200);
    expect((await send('PATCH', '/sites/0123456789abcdef', { key: release, json: { ring: 'canary' } })).status).toBe(
      404,
    );
    const { body } = await audit('?type=site');
    expect(body.entries).toEqual([
      expect.objectContaining({
        action: 'site.update',
        type: 'site',
        slug: id,
        url: listed.body.sites[0].url,
        version: null,
        client_request_id: 'site-1',
        actor: { key_id: releaseId, key_name: 'release-manager' },
        changes: {
          ring: [null, 'canary'],
          holds: [
            { plugins: [], themes: [] },
            { plugins: ['acme-forms'], themes: [] },
          ],
        },
      }),
    ]);
  });

  it('a refused change (400, 403, 404, 409) leaves no entry', async () => {
    expect((await upload('acme-refused', '1.0.0', 'ok')).status).toBe(201);
    const before = (await audit()).body;
    const reader = await server.key({ plugins: ['read'], themes: ['read'] }, 'reader');
    expect((await upload('acme-refused', '1.0.0', 'dup')).status).toBe(409);
    expect((await send('DELETE', '/plugins/acme-refused/versions/1.0.0', { key: release })).status).toBe(400);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/1.0.0', { key: release, json: { latest: false } })).status,
    ).toBe(400);
    expect(
      (await send('PATCH', '/plugins/acme-refused', { key: release, json: { banner_low: 'not a url' } })).status,
    ).toBe(400);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/9.9.9', { key: release, json: { release_notes: 'x' } }))
        .status,
    ).toBe(404);
    expect((await send('DELETE', '/plugins/acme-nope', { key: release })).status).toBe(404);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/9.9.9/rollout', { key: release, json: { halted: true } }))
        .status,
    ).toBe(404);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/1.0.0/rollout', { key: release, json: { withdrawn: true } }))
        .status,
    ).toBe(400);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/1.0.0/rollout', { key: release, json: { percent: 101 } }))
        .status,
    ).toBe(400);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/1.0.0/rollout', { key: reader, json: { halted: true } }))
        .status,
    ).toBe(403);
    expect((await send('DELETE', '/plugins/acme-refused', { key: reader })).status).toBe(403);
    expect((await upload('acme-refused', '2.0.0', 'forbidden', reader)).status).toBe(403);
    expect(
      (await send('POST', '/plugins', { key: release, form: uploadForm('plugin', Buffer.from('not a zip')) })).status,
    ).toBe(400);
    expect((await audit()).body).toEqual(before);
  });

  it('a PATCH that changes nothing writes no entry', async () => {
    const setBanner = () =>
      send('PATCH', '/plugins/acme-refused', { key: release, json: { banner_low: 'https://cdn.example/same.png' } });
    expect((await setBanner()).status).toBe(200);
    const before = (await audit()).body;
    expect((await setBanner()).status).toBe(200);
    expect(
      (await send('PATCH', '/plugins/acme-refused/versions/1.0.0', { key: release, json: { latest: true } })).status,
    ).toBe(200);
    expect((await audit()).body).toEqual(before);
  });
});

describe('GET /audit: filters, paging, errors', () => {
  beforeAll(async () => {
    expect((await upload('acme-filter', '1.0.0', 'f-1')).status).toBe(201);
    expect(
      (
        await send('POST', '/themes', {
          key: release,
          requestId: 'f-2',
          form: uploadForm('theme', themeZip({ slug: 'acme-filter-theme', version: '1.0.0' })),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send('PATCH', '/plugins/acme-filter/versions/1.0.0', {
          key: release,
          requestId: 'f-3',
          json: { release_notes: 'Notes.' },
        })
      ).status,
    ).toBe(200);
  });

  it('filters by type, slug and action, and pages as the lists do', async () => {
    const all = (await audit('?per_page=100')).body;
    expect(all.entries.slice(0, 3).map((e: any) => e.client_request_id)).toEqual(['f-3', 'f-2', 'f-1']);
    const themes = (await audit('?type=theme')).body;
    expect(themes.entries.map((e: any) => e.slug)).toEqual(['acme-filter-theme']);
    expect(themes.info).toEqual({ page: 1, pages: 1, results: 1 });
    expect(
      (await audit('?slug=acme-filter&action=plugin.version.update')).body.entries.map((e: any) => e.client_request_id),
    ).toEqual(['f-3']);
    expect(
      (await audit('?slug=acme-filter&action=plugin.upload&type=plugin')).body.entries.map(
        (e: any) => e.client_request_id,
      ),
    ).toEqual(['f-1']);

    const total = all.info.results as number;
    const second = (await audit('?per_page=2&page=2')).body;
    expect(second.info).toEqual({ page: 2, pages: Math.ceil(total / 2), results: total });
    expect(second.entries).toEqual(all.entries.slice(2, 4));
    expect((await audit('?per_page=2&page=1000')).body).toEqual({
      info: { page: 1000, pages: Math.ceil(total / 2), results: total },
      entries: [],
    });
  });

  it('filters by time: since inclusive, until exclusive, a date meaning midnight UTC', async () => {
    const [newest, middle] = (await audit()).body.entries;
    expect((await audit(`?since=${middle.time}`)).body.entries.map((e: any) => e.id)).toEqual([newest.id, middle.id]);
    expect((await audit(`?since=${middle.time}&until=${newest.time}`)).body.entries.map((e: any) => e.id)).toEqual([
      middle.id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?since=${today}&per_page=100`)).body.info.results).toBe(
      (await audit('?per_page=100')).body.info.results,
    );
    expect((await audit('?until=2000-01-01')).body).toEqual({ info: { page: 1, pages: 0, results: 0 }, entries: [] });
    expect((await audit(`?since=${encodeURIComponent('2000-01-01T00:00:00+02:00')}`)).status).toBe(200);
  });

  it.each([
    ['?type=package', 'type'],
    ['?action=plugin.publish', 'action'],
    ['?since=yesterday', 'since'],
    ['?until=2026-11-01T09:30', 'until'],
    ['?since=2026-02-30', 'since'],
    ['?until=2026-13-01', 'until'],
    ['?page=0', 'page'],
    ['?per_page=101', 'per_page'],
    ['?slug=', 'slug'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await audit(query);
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      error: 400,
      messages: { error: expect.stringMatching(new RegExp(`^${field}\\b`)) },
    });
  });

  it('needs audit:read (401 without a key, 403 naming it)', async () => {
    expect((await send('GET', '/audit')).status).toBe(401);
    expect((await audit('', 'rk_not-a-key')).status).toBe(401);
    const pluginsOnly = await server.key({ plugins: ['read', 'create', 'update', 'delete'] }, 'plugins-only');
    expect((await audit('', pluginsOnly)).body.messages.error).toBe('This API key lacks the audit:read permission.');
    const themesOnly = await server.key({ themes: ['read'] }, 'themes-only');
    const refused = await audit('', themesOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.messages.error).toBe('This API key lacks the audit:read permission.');
  });

  it('no endpoint changes or deletes an entry', async () => {
    const before = (await audit()).body;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await send(method, '/audit', { key: admin, json: {} })).status).toBe(405);
      expect((await send(method, `/audit/${before.entries[0].id}`, { key: admin, json: {} })).status).toBe(404);
    }
    expect((await audit()).body).toEqual(before);
  });

  it('no entry holds an API key or its hash', async () => {
    const text = JSON.stringify((await audit('?per_page=100')).body);
    for (const key of [admin, release]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(createHash('sha256').update(key).digest('hex'));
    }
  });
});

describe('uploads refused for their signature (REGISTRY_SIGNING_KEYS set)', () => {
  const trusted = newKeyPair();
  const stranger = newKeyPair();
  const sign = (keys: { privateKey: string }, slug: string, version: string, bytes: Buffer) =>
    signMessage(privateKeyOf(keys.privateKey)!, signedMessage('plugin', slug, version, sha384(bytes)));
  let signing: TestServer;
  let key: string;
  useTestServer((started) => ({ server: signing, key } = started), { REGISTRY_SIGNING_KEYS: trusted.publicKey });

  it('are recorded (the one refusal that is), with the package and version the archive names; a signed upload as an upload', async () => {
    const post = async (form: FormData, requestId: string) => {
      const response = await fetch(`${signing.url}/plugins`, {
        method: 'POST',
        headers: { 'X-API-KEY': key, 'X-Request-Id': requestId },
        body: form,
      });
      return response.status;
    };
    const bytes = pluginZip({ slug: 'acme-signed', version: '2.0.0' });
    expect(await post(uploadForm('plugin', bytes), 'unsigned')).toBe(400);
    expect(
      await post(uploadForm('plugin', bytes, undefined, sign(stranger, 'acme-signed', '2.0.0', bytes)), 'stranger'),
    ).toBe(400);
    expect(await post(uploadForm('plugin', bytes, undefined, 'not-a-signature'), 'malformed')).toBe(400); // refused by validation: not recorded
    expect(
      await post(
        uploadForm('plugin', Buffer.from('not a zip'), undefined, sign(trusted, 'acme-signed', '2.0.0', bytes)),
        'not-zip',
      ),
    ).toBe(400);
    expect(
      await post(uploadForm('plugin', bytes, undefined, sign(trusted, 'acme-signed', '2.0.0', bytes)), 'signed'),
    ).toBe(201);

    const response = await keyedFetch(signing.url, key, 'GET', '/audit?slug=acme-signed');
    const { entries } = (await response.json()) as { entries: any[] };
    expect(entries.map((e: any) => [e.action, e.version, e.client_request_id, e.changes, e.reason])).toEqual([
      ['plugin.upload', '2.0.0', 'signed', {}, undefined],
      ['plugin.upload.refused', '2.0.0', 'stranger', {}, 'untrusted'],
      ['plugin.upload.refused', '2.0.0', 'unsigned', {}, 'unsigned'],
    ]);
    expect(entries[1].actor).toEqual({ key_id: expect.stringMatching(/^key_/), key_name: 'test' });
    // The key that verified it: the first 16 hex of the SHA-256 of its 32 bytes.
    const trustedId = createHash('sha256').update(Buffer.from(trusted.publicKey, 'base64')).digest('hex').slice(0, 16);
    expect(entries[0]).toMatchObject({
      signing_key: trustedId,
      rollout: { percent: 100, rings: [], halted: false, withdrawn: false },
    });
    for (const refused of entries.slice(1)) {
      expect(refused).not.toHaveProperty('signing_key');
      expect(refused).not.toHaveProperty('rollout');
    }
  });
  it('checks the signature before inspecting the archive: an unsigned corrupt one is refused as unsigned', async () => {
    // The header file is sound; the second entry's data does not match its CRC, which only the
    // full inspection (inflating every entry) finds.
    const bytes = buildZip([
      { name: 'acme-early/acme-early.php', data: '<?php\n/*\n * Plugin Name: Early\n * Version: 3.0.0\n */' },
      { name: 'acme-early/data.txt', data: 'x'.repeat(4096), crc: 0x12345678 },
    ]);
    const post = async (signature?: string) => {
      const response = await keyedFetch(
        signing.url,
        key,
        'POST',
        '/plugins',
        uploadForm('plugin', bytes, undefined, signature),
      );
      return [response.status, ((await response.json()) as any).messages.error];
    };
    expect(await post()).toEqual([400, 'The archive is not signed.']);
    expect(await post(sign(stranger, 'acme-early', '3.0.0', bytes))).toEqual([
      400,
      "The archive's signature does not verify against any trusted key.",
    ]);
    // Signed by a trusted key, it is inspected in full, and refused for what that finds.
    const [status, message] = await post(sign(trusted, 'acme-early', '3.0.0', bytes));
    expect(status).toBe(400);
    expect(message).toMatch(/data\.txt.*corrupt/);
    const response = await keyedFetch(signing.url, key, 'GET', '/audit?slug=acme-early');
    const { entries } = (await response.json()) as { entries: any[] };
    expect(entries.map((e: any) => [e.action, e.version, e.reason])).toEqual([
      ['plugin.upload.refused', '3.0.0', 'untrusted'],
      ['plugin.upload.refused', '3.0.0', 'unsigned'],
    ]);
  });
});
