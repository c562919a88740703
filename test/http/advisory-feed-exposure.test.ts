/**
 * Issue 51's first check, over a real server on both adapters (vitest projects): with the fixture
 * feeds imported (the Wordfence production feed and an OSV array, as `advisories import` reads
 * them), GET /advisories/{id}/exposure lists exactly the sites whose recorded versions fall in the
 * advisory's ranges, for a registry plugin and a public one alike.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFeedImport } from '../../src/registry/advisories/feeds/run.js';
import { keyedOk, uploadWithKey } from '../support/client.js';
import { siteIdOf } from '../support/ids.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'advisories', name);
const stamp = { actor: { cli: 'advisories' as const }, requestId: null };

/** What each site runs: acme-forms is the registry's, other-plugin a public one. */
const SITES: Record<string, Record<string, string>> = {
  'https://a.example.com': { 'acme-forms': '1.2.3', 'other-plugin': '4.0' },
  'https://b.example.com': { 'acme-forms': '1.2.4', 'other-plugin': '4.0.1' },
  'https://c.example.com': { 'acme-forms': '3.2' },
  'https://d.example.com': { 'other-plugin': '1.9' },
};

describe('exposure of imported advisories', () => {
  let server: TestServer;
  let key = '';
  useTestServer((started) => void (server = started.server));
  const call = (pathname: string) => keyedOk(server.url, key, 'GET', pathname);
  /** The exposure's counts and its exposed sites as `url slug@version fixed_in`, sorted. */
  const exposure = async (id: string) => {
    const answer = await call(`/advisories/${id}/exposure?per_page=100`);
    const exposed = (answer.exposed as Array<{ url: string; slug: string; version: string; fixed_in: string | null }>)
      .map((e) => `${e.url} ${e.slug}@${e.version} ${e.fixed_in}`)
      .sort();
    return { sites: answer.sites, exposed };
  };

  beforeAll(async () => {
    key = await server.key({ ...FULL_ACCESS, advisories: ['read'] });
    await uploadWithKey(server.url, key, 'plugin', pluginZip({ slug: 'acme-forms', version: '3.2' }));
    for (const [url, plugins] of Object.entries(SITES))
      await keyedOk(server.url, key, 'POST', '/update-check', updateCheckBody({ url, plugins }));
    await runFeedImport(server.storage, fixture('wordfence-production.json'), { stamp });
    await runFeedImport(server.storage, fixture('osv-array.json'), { stamp });
  });

  it('a registry plugin up to an inclusive bound: the site at the bound, not the one above', async () => {
    expect(await exposure('4bce4f04-e622-468a-ac7e-5903ad50cc13')).toEqual({
      sites: { exposed: 1, patched: 2, total: 3 },
      exposed: ['https://a.example.com acme-forms@1.2.3 null'],
    });
  });

  it('two ranges, one opened by an exclusive lower bound: both sites inside the first, none in the gap', async () => {
    expect(await exposure('7f1d2c3b-0a9e-4d8c-b7a6-5e4f3d2c1b0a')).toEqual({
      sites: { exposed: 2, patched: 1, total: 3 },
      exposed: ['https://a.example.com acme-forms@1.2.3 2.0', 'https://b.example.com acme-forms@1.2.4 2.0'],
    });
  });

  it('a public plugin, from each feed: the sites the inventory recorded at an affected version', async () => {
    expect(await exposure('e5d4c3b2-a190-4f8e-8d7c-6b5a4f3e2d1c')).toEqual({
      sites: { exposed: 2, patched: 1, total: 3 },
      exposed: ['https://a.example.com other-plugin@4.0 null', 'https://d.example.com other-plugin@1.9 null'],
    });
    expect(await exposure('OSV-2030-0010')).toEqual({
      sites: { exposed: 1, patched: 2, total: 3 },
      exposed: ['https://d.example.com other-plugin@1.9 2.0'],
    });
  });

  it('a withdrawn advisory exposes nobody; the site pages name what affects each package', async () => {
    expect((await exposure('OSV-2030-0007')).exposed).toEqual([]);
    const a = await call(`/sites/${siteIdOf('https://a.example.com')}`);
    const advisoriesOf = (slug: string) =>
      (a.plugins as Array<{ slug: string; advisories?: string[] }>).find((p) => p.slug === slug)?.advisories?.sort();
    expect(advisoriesOf('other-plugin')).toEqual(['e5d4c3b2-a190-4f8e-8d7c-6b5a4f3e2d1c']);
    expect(advisoriesOf('acme-forms')).toContain('4bce4f04-e622-468a-ac7e-5903ad50cc13');
  });
});
