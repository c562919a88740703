/**
 * The console's views in a bounded number of requests, in a real Chromium against a live
 * registry with more than a page of everything: 250 packages (230 plugins, 20 themes), 23
 * enrolled sites that failed on or went unhealthy on one plugin, and 100 more sites. The requests
 * the page makes are counted from its network events. Packages is one request a page
 * (GET /packages/summary), its rows what the API answers per package; a package's failed and
 * unhealthy sites are their first page with the API's totals and a link to the Sites view
 * filtered the same way; Sites is one request a page. No view walks every page of /sites.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keyedOk, uploadPlugin, uploadTheme } from '../support/client.js';
import { useConsole } from '../support/console.js';
import { pluginReport } from '../support/outcomes.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { enroll, type EnrolledSite, postJson, updateCheckBody } from '../support/sites.js';
import type { UsedTestServer } from '../support/use-test-server.js';

const PLUGINS = 230;
const THEMES = 20;
const FAILED = 22;
const PER_PAGE = 100;
const pad = (n: number) => String(n).padStart(3, '0');

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

async function seed(used: UsedTestServer): Promise<void> {
  const url = used.server.url;
  const uploaded = (answer: { response: Response }) => expect(answer.response.status).toBe(201);
  for (const version of ['1.0.0', '1.1.0'])
    uploaded(await uploadPlugin(used.api, pluginZip({ slug: 'acme-forms', version, name: 'Acme Forms' })));
  const bulk = Array.from({ length: PLUGINS - 1 }, (_, n) => pad(n + 1));
  await inBatches(bulk, 8, async (n) =>
    uploaded(await uploadPlugin(used.api, pluginZip({ slug: `bulk-${n}`, version: '1.0.0', name: `Bulk ${n}` }))),
  );
  const themes = Array.from({ length: THEMES }, (_, n) => pad(n + 1));
  await inBatches(themes, 8, async (n) =>
    uploaded(await uploadTheme(used.api, themeZip({ slug: `theme-${n}`, version: '2.0.0', name: `Theme ${n}` }))),
  );
  // FAILED enrolled sites on acme-forms 1.0.0 report a failed install of 1.1.0; one on 1.1.0 went unhealthy.
  const signedCheck = async (site: EnrolledSite, version: string) => {
    const body = updateCheckBody({ url: site.url, plugins: { 'acme-forms': version } });
    expect((await postJson(url, used.key, '/update-check', body, site)).status).toBe(200);
  };
  const reported = async (site: EnrolledSite, result: 'installed' | 'failed' | 'unhealthy', from: string) => {
    const reports = [{ ...pluginReport('acme-forms', from, '1.1.0', result), id: `${site.id}-${result}` }];
    expect((await postJson(url, used.key, `/sites/${site.id}/reports`, { reports }, site)).status).toBe(200);
  };
  await inBatches(
    Array.from({ length: FAILED }, (_, n) => n),
    6,
    async (n) => {
      const site = await enroll(url, used.key, `https://failed-${pad(n)}.example`);
      await signedCheck(site, '1.0.0');
      await reported(site, 'failed', '1.0.0');
    },
  );
  const unhealthy = await enroll(url, used.key, 'https://unhealthy.example');
  await signedCheck(unhealthy, '1.1.0');
  await reported(unhealthy, 'installed', '1.0.0');
  await reported(unhealthy, 'unhealthy', '1.0.0');
  // Enough unsigned sites for the Sites view to have a second page.
  await inBatches(
    Array.from({ length: 100 }, (_, n) => n),
    10,
    async (n) =>
      void (await keyedOk(
        url,
        used.key,
        'POST',
        '/update-check',
        updateCheckBody({ url: `https://fleet-${pad(n)}.example` }),
      )),
  );
}

const ui = useConsole({ seed });
const api = (route: string): Promise<any> => keyedOk(ui.server.url, ui.used.key, 'GET', route);
const rows = (label: string) => ui.page.getByRole('region', { name: label }).locator('tbody tr');

/** The API requests (path and query) the page makes while `during` runs: assets and the page itself left out. */
async function requestsDuring(during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (request: Request) => {
    const address = new URL(request.url());
    if (address.origin === new URL(ui.server.url).origin && !address.pathname.startsWith('/console'))
      seen.push(`${address.pathname}${address.search}`);
  };
  ui.page.on('request', listen);
  try {
    await during();
  } finally {
    ui.page.off('request', listen);
  }
  return seen;
}
const paths = (requests: string[]) => requests.map((r) => r.split('?')[0]);

/** What the Packages view showed of each row before the summary, from the reads it made then. */
async function expectedRow(type: 'plugin' | 'theme', slug: string) {
  const kind = `${type}s`;
  const record = await api(`/${kind}/${slug}`);
  const version = await api(`/${kind}/${slug}/versions/${record.version}`);
  const { sites } = await api(`/${kind}/${slug}/versions/${record.version}/rollout`);
  return {
    latest: record.version,
    signed: version.signed ? 'signed' : 'unsigned',
    share: `(${sites.running} of ${sites.total})`,
    alerts: [
      ...(sites.failed ? [`${sites.failed} failed`] : []),
      ...(sites.unhealthy ? [`${sites.unhealthy} unhealthy`] : []),
    ],
  };
}

/** Each row of the Packages table as shown: its package and its fields. */
const shownRows = () =>
  rows('Packages').evaluateAll((trs) =>
    trs.map((tr) => {
      const text = (field: string) => tr.querySelector(`[data-field=${field}]`)?.textContent ?? '';
      const share = text('share');
      return {
        package: tr.getAttribute('data-package')!,
        latest: text('latest'),
        signed: text('signed'),
        share: share.slice(share.indexOf('(')),
        alerts: Array.from(
          tr.querySelectorAll('[data-field=alerts] .badge'),
          (badge) => (badge as { textContent: string | null }).textContent ?? '',
        ),
      };
    }),
  );

describe('views in a bounded number of requests', () => {
  it(`Packages: one request for a page of ${PER_PAGE} of ${PLUGINS + THEMES} packages, the same counts as each package's own reads`, async () => {
    await ui.page.goto(`${ui.server.url}/console/`);
    await ui.page.getByLabel('API key').fill(ui.used.key);
    await ui.page.getByLabel('API key').press('Enter');
    await expect.poll(() => rows('Packages').count()).toBe(PER_PAGE);
    // A fresh load with the key in the tab: every request the first view makes.
    const requests = await requestsDuring(async () => {
      await ui.page.reload();
      await expect.poll(() => rows('Packages').count()).toBe(PER_PAGE);
    });
    expect(requests.filter((r) => r.startsWith('/packages/summary'))).toEqual([
      `/packages/summary?page=1&per_page=${PER_PAGE}`,
    ]);
    // Besides it, only the key's check and the sign-in method: nothing per package.
    expect(new Set(paths(requests))).toEqual(new Set(['/auth', '/auth/key', '/packages/summary']));
    expect(requests.length).toBeLessThanOrEqual(4);
    const pager = ui.page.getByRole('navigation', { name: 'Package pages' });
    expect(await pager.textContent()).toContain(`Page 1 of 3 (${PLUGINS + THEMES} packages)`);

    const shown = await shownRows();
    expect(shown[0].package).toBe('plugin:acme-forms');
    for (const row of shown) {
      const [type, slug] = row.package.split(':') as ['plugin' | 'theme', string];
      expect({ ...row, package: undefined }, row.package).toEqual({
        package: undefined,
        ...(await expectedRow(type, slug)),
      });
    }
    // The counts compared are not all zero: acme-forms carries the sites' reports.
    expect(shown[0].alerts).toEqual([`${FAILED} failed`, '1 unhealthy']);
  });

  it('the next pages, from the keyboard: one request each, plugins then themes, and no page past the last', async () => {
    const pager = ui.page.getByRole('navigation', { name: 'Package pages' });
    const next = pager.getByRole('button', { name: 'Next' });
    const page2 = await requestsDuring(async () => {
      await next.focus();
      await ui.page.keyboard.press('Enter');
      await expect.poll(() => pager.textContent()).toContain('Page 2 of 3');
    });
    expect(page2).toEqual([`/packages/summary?page=2&per_page=${PER_PAGE}`]);
    expect((await shownRows()).map((row) => row.package)).toEqual(
      Array.from({ length: PER_PAGE }, (_, n) => `plugin:bulk-${pad(PER_PAGE + n)}`),
    );
    const page3 = await requestsDuring(async () => {
      await next.click();
      await expect.poll(() => pager.textContent()).toContain('Page 3 of 3');
    });
    expect(page3).toEqual([`/packages/summary?page=3&per_page=${PER_PAGE}`]);
    const last = await shownRows();
    expect(last.map((row) => row.package)).toEqual([
      ...Array.from({ length: PLUGINS - 2 * PER_PAGE }, (_, n) => `plugin:bulk-${pad(2 * PER_PAGE + n)}`),
      ...Array.from({ length: THEMES }, (_, n) => `theme:theme-${pad(n + 1)}`),
    ]);
    expect(last.at(-1)).toEqual({ package: 'theme:theme-020', ...(await expectedRow('theme', 'theme-020')) });
    expect(await next.isDisabled()).toBe(true);
  });

  it('a package shows the first page of its failed and unhealthy sites with the totals, and links to all of them', async () => {
    const requests = await requestsDuring(async () => {
      await ui.page.goto(`${ui.server.url}/console/#/plugin/acme-forms`);
      await expect.poll(() => rows('Failed or unhealthy sites').count()).toBe(20 + 1);
    });
    // Two lists of sites, one a status, a page of 20 each: not every page of the fleet (the
    // rings' names, GET /sites/rings, are read for the version's controls).
    expect(requests.filter((r) => r.startsWith('/sites?')).sort()).toEqual([
      '/sites?plugin=acme-forms&status=failed&page=1&per_page=20',
      '/sites?plugin=acme-forms&status=unhealthy&page=1&per_page=20',
    ]);
    const failed = await api('/sites?plugin=acme-forms&status=failed&per_page=20');
    expect(failed.info.results).toBe(FAILED);
    for (const site of failed.sites)
      expect(await ui.page.locator(`tr[data-troubled="${site.id}"] [data-field=status]`).textContent()).toBe('failed');
    const total = ui.page.locator('[data-troubled-total=failed]');
    expect(await total.textContent()).toBe(`Showing 20 of ${FAILED} failed sites. All ${FAILED} failed sites`);
    expect(await ui.page.locator('[data-troubled-total=unhealthy]').textContent()).toBe('1 unhealthy site in Sites');
    const all = total.getByRole('link', { name: `All ${FAILED} failed sites` });
    expect(await all.getAttribute('href')).toBe('#/sites?plugin=acme-forms&status=failed');

    const sitesRequests = await requestsDuring(async () => {
      await all.click();
      await expect.poll(() => rows('Sites').count()).toBe(FAILED);
    });
    expect(sitesRequests.filter((r) => r.startsWith('/sites?'))).toEqual([
      `/sites?plugin=acme-forms&status=failed&page=1&per_page=${PER_PAGE}`,
    ]);
    expect(await ui.page.getByLabel('Runs plugin').inputValue()).toBe('acme-forms');
    expect(await ui.page.getByLabel('Its status (with a plugin or theme)').inputValue()).toBe('failed');
    expect(await ui.page.getByRole('navigation', { name: 'Site pages' }).textContent()).toContain(
      `Page 1 of 1 (${FAILED} sites)`,
    );
  });

  it('Sites: one request a page of the fleet, with the API’s count of all', async () => {
    const { info } = await api(`/sites?per_page=${PER_PAGE}`);
    expect(info.pages).toBe(2);
    const requests = await requestsDuring(async () => {
      await ui.page.getByRole('link', { name: 'Sites', exact: true }).click();
      await expect.poll(() => rows('Sites').count()).toBe(PER_PAGE);
    });
    expect(requests.filter((r) => r.startsWith('/sites?'))).toEqual([`/sites?page=1&per_page=${PER_PAGE}`]);
    const pager = ui.page.getByRole('navigation', { name: 'Site pages' });
    expect(await pager.textContent()).toContain(`Page 1 of 2 (${info.results} sites)`);
    const next = await requestsDuring(async () => {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => rows('Sites').count()).toBe(info.results - PER_PAGE);
    });
    expect(next.filter((r) => r.startsWith('/sites?'))).toEqual([`/sites?page=2&per_page=${PER_PAGE}`]);
    expect(ui.problems).toEqual([]);
  });
});
