import { beforeAll, describe, expect, it } from 'vitest';
import { type RegistryClient, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { useTestServer } from '../support/use-test-server.js';

let api: RegistryClient;

const NAMES = ['Zeta Cache', 'alpha SEO', 'Beta Backup', 'Gamma Forms', 'Delta Shop'];
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');

useTestServer((started) => ({ api } = started));
beforeAll(async () => {
  for (const name of NAMES) {
    await uploadPlugin(api, pluginZip({ slug: slugOf(name), name, description: `${name} for WordPress.` }));
  }
  await uploadPlugin(api, pluginZip({ slug: 'quiet-one', name: 'Quiet', description: 'Says nothing about SEO' }));
  await uploadTheme(api, themeZip({ slug: 'only-theme', name: 'Only Theme' }));
});

const page = (query: { page?: number; per_page?: number; search?: string }) =>
  api.GET('/plugins', { params: { query } });

describe('GET /plugins paging', () => {
  it('orders by name (case-insensitive), then slug, 24 per page by default', async () => {
    const { data } = await page({});
    expect(data!.info).toEqual({ page: 1, pages: 1, results: 6 });
    expect(data!.plugins.map((p) => p.name)).toEqual([
      'alpha SEO',
      'Beta Backup',
      'Delta Shop',
      'Gamma Forms',
      'Quiet',
      'Zeta Cache',
    ]);
    expect(data!.plugins[0]).not.toHaveProperty('sections');
    expect(data!.plugins[0]).not.toHaveProperty('versions');
  });

  it('computes pages as ceil(results / per_page) and pages through', async () => {
    const first = await page({ per_page: 4 });
    const second = await page({ per_page: 4, page: 2 });
    expect(first.data!.info).toEqual({ page: 1, pages: 2, results: 6 });
    expect(second.data!.info).toEqual({ page: 2, pages: 2, results: 6 });
    expect(second.data!.plugins.map((p) => p.name)).toEqual(['Quiet', 'Zeta Cache']);
  });

  it('answers a page past the end with an empty array and the same info', async () => {
    const { data } = await page({ per_page: 3, page: 3 });
    expect(data).toEqual({ info: { page: 3, pages: 2, results: 6 }, plugins: [] });
  });

  it('gives one item per page at per_page=1, the last page full', async () => {
    const { data } = await page({ per_page: 1, page: 6 });
    expect(data!.info).toEqual({ page: 6, pages: 6, results: 6 });
    expect(data!.plugins).toHaveLength(1);
  });

  it('searches name, slug and short description, case-insensitively', async () => {
    expect((await page({ search: 'seo' })).data!.plugins.map((p) => p.slug)).toEqual(['alpha-seo', 'quiet-one']);
    expect((await page({ search: 'DELTA-SHOP' })).data!.plugins.map((p) => p.slug)).toEqual(['delta-shop']);
    expect((await page({ search: 'for wordpress' })).data!.info.results).toBe(5);
  });

  it('treats % and _ in a search as literal characters', async () => {
    expect((await page({ search: '%' })).data).toEqual({ info: { page: 1, pages: 0, results: 0 }, plugins: [] });
    expect((await page({ search: '_' })).data!.info.results).toBe(0);
  });

  it('lists themes separately from plugins', async () => {
    const { data } = await api.GET('/themes', { params: { query: {} } });
    expect(data!.info).toEqual({ page: 1, pages: 1, results: 1 });
    expect(data!.themes.map((t) => t.slug)).toEqual(['only-theme']);
  });
});
