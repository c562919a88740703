/**
 * GET /plugins/{slug}/adoption and /themes/{slug}/adoption over a real server, on both adapters:
 * today is counted live, with its time, and counts the enrolled sites running each version (signed
 * checks; an unsigned one is not counted, as rollouts count them apart), and moves with check-ins
 * (the stored snapshot, kept as first taken, is test/registry/adoption.test.ts's); and the usual
 * refusals (unknown package, bad `days`, no key, wrong scope).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson } from '../support/sites.js';
import { useTestServer, type UsedTestServer } from '../support/use-test-server.js';

let used: UsedTestServer;
let server: TestServer;
const today = () => new Date().toISOString().slice(0, 10);

const enrolled = new Map<string, EnrolledSite>();

/** An update check from `url`, signed by its enrolled key (enrolled on first use) unless `signed` is false. */
async function checkIn(url: string, plugin: string, theme: string, signed = true): Promise<void> {
  let site = enrolled.get(url);
  if (signed && !site) enrolled.set(url, (site = await enroll(server.url, used.key, url)));
  const body = {
    site: { url, wp_version: '6.5.2', php_version: '8.2.20' },
    plugins: { 'acme-forms/acme-forms.php': { Version: plugin } },
    themes: { 'acme-blocks': { Version: theme } },
  };
  const response = await postJson(server.url, used.key, '/update-check', body, signed ? site : undefined);
  expect(response.status).toBe(200);
}

async function get(path: string, key = used.key): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, { headers: key ? { 'X-API-KEY': key } : {} });
  return { status: response.status, body: await response.json() };
}

describe('adoption history', () => {
  useTestServer((started) => {
    used = started;
    server = started.server;
  });

  beforeAll(async () => {
    for (const version of ['1.0.0', '1.1.0'])
      expect((await uploadPlugin(used.api, pluginZip({ slug: 'acme-forms', version }))).response.status).toBe(201);
    expect((await uploadTheme(used.api, themeZip({ slug: 'acme-blocks', version: '2.0.0' }))).response.status).toBe(
      201,
    );
    await checkIn('https://one.example', '1.0.0', '2.0.0');
    await checkIn('https://two.example', '1.1.0', '2.0.0');
    await checkIn('https://three.example', '1.1.0', '2.0.0');
    await checkIn('https://unsigned.example', '1.0.0', '2.0.0', false);
  });

  it('answers today counted now, with its time: enrolled sites per version, for plugins and themes (the unsigned one is not counted)', async () => {
    const before = new Date().toISOString();
    const plugin = await get('/plugins/acme-forms/adoption');
    const theme = await get('/themes/acme-blocks/adoption?days=1');
    const after = new Date().toISOString();
    expect(plugin).toEqual({
      status: 200,
      body: [{ date: today(), versions: { '1.0.0': 1, '1.1.0': 2 }, at: expect.any(String) }],
    });
    expect(theme).toEqual({ status: 200, body: [{ date: today(), versions: { '2.0.0': 3 }, at: expect.any(String) }] });
    for (const { at } of [plugin.body[0], theme.body[0]]) {
      expect(at >= before && at <= after).toBe(true);
      expect(at).toBe(new Date(at).toISOString());
    }
  });

  it('today moves with the check-ins (the day’s stored snapshot is not what it shows)', async () => {
    await get('/plugins/acme-forms/adoption');
    await checkIn('https://one.example', '1.1.0', '2.0.0');
    expect((await get('/plugins/acme-forms/adoption')).body).toEqual([
      { date: today(), versions: { '1.1.0': 3 }, at: expect.any(String) },
    ]);
  });

  it('refuses an unknown package, a bad day count, a missing key and a key without the read scope', async () => {
    expect(await get('/plugins/nothing-here/adoption')).toEqual({
      status: 404,
      body: { status: 404, error: 404, messages: { error: 'Plugin not found.' } },
    });
    expect((await get('/themes/nothing-here/adoption')).body.messages.error).toBe('Theme not found.');
    for (const days of ['0', '401', 'x'])
      expect((await get(`/plugins/acme-forms/adoption?days=${days}`)).status).toBe(400);
    expect((await get('/plugins/acme-forms/adoption', '')).status).toBe(401);
    const themesOnly = await server.key({ themes: ['read'] });
    expect((await get('/plugins/acme-forms/adoption', themesOnly)).status).toBe(403);
    expect((await get('/themes/acme-blocks/adoption', themesOnly)).status).toBe(200);
  });
});
