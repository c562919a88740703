/**
 * GET /sites?plugin=S&status=failed|unhealthy|ok over a real server, on both adapters (the
 * console's Package view asks the first two; storage answers them off the package's reports):
 * a site's status is its latest report about the package, whichever version that report is
 * about (an earlier failure a later install replaced is not listed, a later failure is); refused
 * counts as failed, fatal as unhealthy; a site that no longer runs the package is not listed;
 * version=, ring= and search= narrow it; the pages and the total are those of the filtered sites.
 * Each answer is checked against a hand-made list and against the unfiltered listing's own
 * per-package status, filtered here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, type RegistryClient, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson, updateCheckBody } from '../support/sites.js';
import type { OutcomeResult } from '../support/outcomes.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let api: RegistryClient;
let opsKey: string;
let siteKey: string;

/** A report about acme-forms (or `slug`) `to`, at `minutes` after the base time (all in the past hour). */
let reportIds = 0;
const BASE = Date.now() - 60 * 60_000;
const report = (to: string, result: OutcomeResult, minutes: number, slug = 'acme-forms') => ({
  id: `r-${++reportIds}`,
  type: 'plugin',
  slug,
  from: '1.0.0',
  to,
  result,
  code: '',
  message: '',
  time: new Date(BASE + minutes * 60_000).toISOString(),
});

interface Fixture {
  /** What the site runs when it checks in (slug to version). */
  runs: Record<string, string>;
  ring?: string;
  /** Sent in this order, each its own request. */
  reports: ReturnType<typeof report>[];
  /** Checks in again afterwards, running this. */
  then?: Record<string, string>;
}

/** The fleet, by URL host; each name says what the site's latest acme-forms report is. */
const FLEET: Record<string, Fixture> = {
  // Failed on 1.1.0, still runs 1.0.0.
  'failed-a': { runs: { 'acme-forms': '1.0.0' }, reports: [report('1.1.0', 'failed', 1)] },
  'failed-b': { runs: { 'acme-forms': '1.0.0' }, ring: 'canary', reports: [report('1.1.0', 'failed', 2)] },
  'refused-c': { runs: { 'acme-forms': '1.0.0' }, ring: 'canary', reports: [report('1.1.0', 'refused', 3)] },
  // Unhealthy on 1.0.0 first, then failed to install 1.1.0: failed, not unhealthy.
  'failed-later-d': {
    runs: { 'acme-forms': '1.0.0' },
    reports: [report('1.0.0', 'unhealthy', 1), report('1.1.0', 'failed', 5)],
  },
  // The same two, the later one arriving first: the later one by time still decides.
  'failed-late-arrival-e': {
    runs: { 'acme-forms': '1.0.0' },
    reports: [report('1.1.0', 'failed', 6), report('1.0.0', 'unhealthy', 2)],
  },
  // Failed on 1.0.0, then installed 1.1.0 and reported ok: not failed any more.
  'recovered-f': {
    runs: { 'acme-forms': '1.1.0' },
    reports: [report('1.0.0', 'failed', 1), report('1.1.0', 'installed', 4)],
  },
  'unhealthy-g': { runs: { 'acme-forms': '1.1.0' }, reports: [report('1.1.0', 'unhealthy', 3)] },
  'fatal-h': { runs: { 'acme-forms': '1.1.0' }, ring: 'canary', reports: [report('1.1.0', 'fatal', 4)] },
  // Installed, then unhealthy on the same version: the later report replaces the kept one.
  'unhealthy-after-install-i': {
    runs: { 'acme-forms': '1.1.0' },
    reports: [report('1.1.0', 'installed', 1), report('1.1.0', 'unhealthy', 2)],
  },
  // Failed, then no longer runs acme-forms: listed under no status of it.
  'gone-j': {
    runs: { 'acme-forms': '1.0.0', 'acme-seo': '2.0.0' },
    reports: [report('1.1.0', 'failed', 3)],
    then: { 'acme-seo': '2.0.0' },
  },
  // Failed on another plugin only: ok for acme-forms.
  'other-k': {
    runs: { 'acme-forms': '1.1.0', 'acme-seo': '2.0.0' },
    reports: [report('2.0.0', 'failed', 3, 'acme-seo')],
  },
  // No report at all: ok.
  'quiet-l': { runs: { 'acme-forms': '1.1.0' }, reports: [] },
};

const urlOf = (name: string) => `https://${name}.example`;
const get = (path: string): Promise<{ status: number; body: any }> => keyedJson(server.url, opsKey, 'GET', path);
const urls = (body: { sites: Array<{ url: string }> }) => body.sites.map((s) => s.url);

async function checkIn(site: EnrolledSite, plugins: Record<string, string>, ring?: string) {
  const body = updateCheckBody({ url: site.url, plugins, ring });
  const response = await postJson(server.url, siteKey, '/update-check', body, site);
  expect(response.status, await response.clone().text()).toBe(200);
}

useTestServer((started) => ({ server, api, key: opsKey } = started));
beforeAll(async () => {
  siteKey = await server.key(SITE_ACCESS, 'sites');
  for (const version of ['1.0.0', '1.1.0'])
    expect((await uploadPlugin(api, pluginZip({ slug: 'acme-forms', version }))).response.status).toBe(201);
  expect((await uploadPlugin(api, pluginZip({ slug: 'acme-seo', version: '2.0.0' }))).response.status).toBe(201);
  for (const [name, fixture] of Object.entries(FLEET)) {
    const site = await enroll(server.url, siteKey, urlOf(name));
    await checkIn(site, fixture.runs, fixture.ring);
    for (const sent of fixture.reports) {
      const answer = await postJson(server.url, siteKey, `/sites/${site.id}/reports`, { reports: [sent] }, site);
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(((await answer.json()) as { recorded: number }).recorded).toBe(1);
    }
    if (fixture.then) await checkIn(site, fixture.then, fixture.ring);
  }
});

/** The sites of `query` (without status), in the listing's order, whose acme-forms status is `status`: the filter applied here. */
async function byHand(query: string, status: string): Promise<string[]> {
  const all = (await get(`/sites?plugin=acme-forms&per_page=100${query}`)).body;
  return all.sites
    .filter((site: any) => site.plugins.find((p: any) => p.slug === 'acme-forms')?.status === status)
    .map((site: any) => site.url);
}

describe('GET /sites?status=', () => {
  it('lists the sites whose latest report about the package is failed (refused too), or unhealthy (fatal too)', async () => {
    const failed = (await get('/sites?plugin=acme-forms&status=failed&per_page=100')).body;
    const expectedFailed = ['failed-a', 'failed-b', 'refused-c', 'failed-later-d', 'failed-late-arrival-e'].map(urlOf);
    expect([...urls(failed)].sort()).toEqual([...expectedFailed].sort());
    expect(urls(failed)).toEqual(await byHand('', 'failed'));
    expect(failed.info).toEqual({ page: 1, pages: 1, results: expectedFailed.length });
    for (const site of failed.sites)
      expect(site.plugins.find((p: any) => p.slug === 'acme-forms').status, site.url).toBe('failed');

    const unhealthy = (await get('/sites?plugin=acme-forms&status=unhealthy&per_page=100')).body;
    const expectedUnhealthy = ['unhealthy-g', 'fatal-h', 'unhealthy-after-install-i'].map(urlOf);
    expect([...urls(unhealthy)].sort()).toEqual([...expectedUnhealthy].sort());
    expect(urls(unhealthy)).toEqual(await byHand('', 'unhealthy'));
    expect(unhealthy.info.results).toBe(expectedUnhealthy.length);

    const ok = (await get('/sites?plugin=acme-forms&status=ok&per_page=100')).body;
    expect([...urls(ok)].sort()).toEqual(['recovered-f', 'other-k', 'quiet-l'].map(urlOf).sort());
    expect(urls(ok)).toEqual(await byHand('', 'ok'));
    // The site that failed on acme-seo is failed there, and only there.
    expect(urls((await get('/sites?plugin=acme-seo&status=failed')).body)).toEqual([urlOf('other-k')]);
  });

  it('narrows by the version the site runs, its ring and a search of its URL', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['&version=1.0.0', 'failed', ['failed-a', 'failed-b', 'refused-c', 'failed-later-d', 'failed-late-arrival-e']],
      ['&version=1.1.0', 'failed', []],
      ['&version=1.1.0', 'unhealthy', ['unhealthy-g', 'fatal-h', 'unhealthy-after-install-i']],
      ['&version=1.0.0', 'unhealthy', []],
      ['&ring=canary', 'failed', ['failed-b', 'refused-c']],
      ['&ring=canary', 'unhealthy', ['fatal-h']],
      ['&ring=production', 'unhealthy', ['unhealthy-g', 'unhealthy-after-install-i']],
      ['&search=LATE', 'failed', ['failed-later-d', 'failed-late-arrival-e']],
      ['&search=late-arr', 'failed', ['failed-late-arrival-e']],
      ['&search=b', 'failed', ['failed-b']], // shorter than the search index's trigrams
      ['&search=after-install', 'unhealthy', ['unhealthy-after-install-i']],
      ['&ring=canary&search=refused&version=1.0.0', 'failed', ['refused-c']],
      ['&ring=canary&search=failed-a', 'failed', []],
      ['&version=1.1.0', 'ok', ['recovered-f', 'other-k', 'quiet-l']],
      ['&version=1.0.0', 'ok', []],
      ['&ring=canary', 'ok', []],
      ['&ring=production', 'ok', ['recovered-f', 'other-k', 'quiet-l']],
      ['&search=quiet', 'ok', ['quiet-l']],
    ];
    for (const [query, status, names] of cases) {
      const body = (await get(`/sites?plugin=acme-forms&status=${status}&per_page=100${query}`)).body;
      expect([...urls(body)].sort(), `${status}${query}`).toEqual(names.map(urlOf).sort());
      expect(urls(body), `${status}${query}`).toEqual(await byHand(query, status));
      expect(body.info.results, `${status}${query}`).toBe(names.length);
    }
  });

  it('pages the filtered sites in the listing order, with their total on every page', async () => {
    const expected = await byHand('', 'failed');
    expect(expected).toHaveLength(5);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await get(`/sites?plugin=acme-forms&status=failed&page=${page}&per_page=2`)).body;
      expect(body.info, `page ${page}`).toEqual({ page, pages: 3, results: 5 });
      expect(body.sites.length, `page ${page}`).toBe(page < 3 ? 2 : 1);
      pages.push(...urls(body));
    }
    expect(pages).toEqual(expected);
    const past = (await get('/sites?plugin=acme-forms&status=failed&page=4&per_page=2')).body;
    expect(past.sites).toEqual([]);
    expect(past.info.results).toBe(5);
    const ok = await byHand('', 'ok');
    const okPages = [1, 2].map((page) => get(`/sites?plugin=acme-forms&status=ok&page=${page}&per_page=2`));
    const [first, second] = (await Promise.all(okPages)).map((answer) => answer.body);
    expect([first.info, second.info]).toEqual([
      { page: 1, pages: 2, results: 3 },
      { page: 2, pages: 2, results: 3 },
    ]);
    expect([...urls(first), ...urls(second)]).toEqual(ok);
  });

  it('a site that no longer runs the package is in no status of it, its report notwithstanding', async () => {
    for (const status of ['failed', 'unhealthy', 'ok'])
      expect(urls((await get(`/sites?plugin=acme-forms&status=${status}&per_page=100`)).body)).not.toContain(
        urlOf('gone-j'),
      );
    expect(urls((await get('/sites?plugin=acme-seo&per_page=100')).body)).toContain(urlOf('gone-j'));
  });
});
