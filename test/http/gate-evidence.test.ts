/**
 * What the registry acts on (DESIGN 12a), over a real server, on both adapters: the attacks of
 * issue 46 by someone holding a site key. Made-up enrolled sites that never checked in running
 * the package neither trip a gate nor dilute one (their reports are kept, shown as `ignored`);
 * a stop carries the outcomes it counted in its audit entry, unchanged by later reports; an
 * operator's resume starts the gate over (`gate_since`), so the reports that caused the stop
 * cannot undo it; reports are bounded (versions the registry holds, one per package and version),
 * their `time` is an RFC 3339 instant, and versions are counted as data (`constructor` too).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, uploadWithKey } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, type EnrolledSite, postJson } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';
import { countingOutcomes, outcomeCounts } from '../../src/registry/outcome-classes.js';

let server: TestServer;
let opsKey: string;
let siteKey: string;
let canaries: EnrolledSite[];

let reportIds = 0;
const outcome = (slug: string, to: string, result: string, extra: Record<string, string> = {}) => ({
  id: `r-${++reportIds}`,
  type: 'plugin',
  slug,
  from: '1.0.0',
  to,
  result,
  code: result === 'installed' ? '' : 'includes/form.php',
  message: result === 'installed' ? '' : 'Uncaught Error: boom',
  time: new Date(Date.now() - 60_000 + reportIds).toISOString(),
  ...extra,
});

async function answer(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}
const send = (site: EnrolledSite, reports: unknown[]) =>
  postJson(server.url, siteKey, `/sites/${site.id}/reports`, { reports }, site).then(answer);
const request = (path: string, method = 'GET', body?: unknown) => keyedJson(server.url, opsKey, method, path, body);
const rollout = (slug: string, version: string) => request(`/plugins/${slug}/versions/${version}/rollout`);

async function upload(slug: string, version: string, fields: Record<string, string> = {}) {
  await uploadWithKey(server.url, opsKey, 'plugin', pluginZip({ slug, version }), fields);
}

/** A signed update check of `site` running these versions of the plugins named. */
async function checkIn(site: EnrolledSite, running: Record<string, string>, ring?: string) {
  const plugins = Object.fromEntries(
    Object.entries(running).map(([slug, v]) => [`${slug}/${slug}.php`, { Version: v }]),
  );
  const check = await postJson(
    server.url,
    siteKey,
    '/update-check',
    { site: { url: site.url, ...(ring ? { ring } : {}) }, plugins },
    site,
  );
  expect(check.status).toBe(200);
}

/**
 * 1.0.0 of plugin `slug`, run by the canaries, and 2.0.0 offered to the canary ring alone, gated
 * to withdraw itself once more than a tenth of its sites report it unhealthy.
 */
async function canaryRelease(slug: string) {
  await upload(slug, '1.0.0');
  await upload(slug, '2.0.0', {
    rollout_percent: '0',
    rollout_rings: 'canary',
    rollout_gate: 'max_unhealthy_percent=10,action=withdraw',
  });
  for (const site of canaries) await checkIn(site, { [slug]: '1.0.0' }, 'canary');
}

/** Sites enrolled with the site key that never checked in: what the key's holder can make up. */
const madeUp = (prefix: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => enroll(server.url, siteKey, `https://${prefix}-${i}.example`)));

const gateEntries = async (slug: string) =>
  (await request(`/audit?action=plugin.version.rollout&slug=${slug}`)).body.entries.filter(
    (e: any) => e.actor.gate === true,
  );

useTestServer((started) => ({ server, key: opsKey } = started));
beforeAll(async () => {
  siteKey = await server.key(SITE_ACCESS, 'sites');
  canaries = await Promise.all([1, 2, 3].map((n) => enroll(server.url, siteKey, `https://canary-${n}.example`)));
});

describe('which outcomes count', () => {
  it('five made-up sites each reporting fatal do not withdraw a gated release; their reports show as ignored', async () => {
    await upload('trip-forms', '1.0.0');
    await upload('trip-forms', '2.0.0', { rollout_gate: 'max_unhealthy_percent=10,min_sites=5,action=withdraw' });
    const fakes = await madeUp('trip', 5);
    for (const fake of fakes)
      expect((await send(fake, [outcome('trip-forms', '2.0.0', 'fatal')])).body).toEqual({ recorded: 1 });
    const after = (await rollout('trip-forms', '2.0.0')).body;
    expect(after).toMatchObject({ withdrawn: false, halted: false, stopped_by: null });
    expect(after.sites).toMatchObject({ unhealthy: 0, failed: 0, ignored: 5 });
    // Each made-up site's own status still shows what it said.
    const listed = (await request('/sites?plugin=trip-forms&status=unhealthy')).body.sites;
    expect(listed).toEqual([]); // they run nothing the registry saw
    expect(await gateEntries('trip-forms')).toEqual([]);
    // Each upload's entry shows the rollout it started with, its gate as GET .../rollout shows it.
    const uploads = (await request('/audit?slug=trip-forms&action=plugin.upload')).body.entries;
    expect(uploads.map((e: any) => [e.version, e.rollout.gate])).toEqual([
      ['2.0.0', { max_unhealthy_percent: 10, min_sites: 5, action: 'withdraw' }],
      ['1.0.0', null],
    ]);
  });

  it('thirty made-up installed sites do not keep three broken canaries from stopping a release; the stop keeps its evidence', async () => {
    await canaryRelease('dilute-forms');
    const fakes = await madeUp('dilute', 30);
    for (const fake of fakes) await send(fake, [outcome('dilute-forms', '2.0.0', 'installed')]);
    expect((await rollout('dilute-forms', '2.0.0')).body.sites).toMatchObject({ ignored: 30, unhealthy: 0 });
    const fatal = canaries.map(() => outcome('dilute-forms', '2.0.0', 'fatal'));
    for (const [i, site] of canaries.entries()) await send(site, [fatal[i]]);
    const stopped = (await rollout('dilute-forms', '2.0.0')).body;
    expect(stopped).toMatchObject({
      withdrawn: true,
      stopped_by: 'health gate: 1 of 1 sites reported fatal errors from dilute-forms 2.0.0',
      gate_since: null,
    });
    const [entry] = await gateEntries('dilute-forms');
    expect(entry.evidence).toEqual({
      counts: { sites: 1, failed: 0, unhealthy: 1, ignored: 30 },
      outcomes: [
        { site: canaries[0].id, report: fatal[0].id, result: 'fatal', code: fatal[0].code, time: fatal[0].time },
      ],
    });
    // Later reports change neither the stop nor its entry (a canary healing, the others' fatal ones).
    await send(canaries[0], [outcome('dilute-forms', '2.0.0', 'installed', { time: new Date().toISOString() })]);
    expect((await rollout('dilute-forms', '2.0.0')).body).toMatchObject({
      withdrawn: true,
      stopped_by: stopped.stopped_by,
    });
    expect(await gateEntries('dilute-forms')).toEqual([entry]);
    // The reports after the stop still count for what they say (the withdrawal stopped new offers, not their evidence).
    expect((await rollout('dilute-forms', '2.0.0')).body.sites).toMatchObject({ unhealthy: 2, failed: 0, ignored: 30 });
  });

  it("an operator's resume stands: the gate starts over and counts only what arrives after it", async () => {
    await canaryRelease('resume-forms');
    await send(canaries[0], [outcome('resume-forms', '2.0.0', 'fatal')]);
    await send(canaries[1], [outcome('resume-forms', '2.0.0', 'fatal')]);
    expect((await rollout('resume-forms', '2.0.0')).body.withdrawn).toBe(true);
    const resumed = await request('/plugins/resume-forms/versions/2.0.0/rollout', 'PATCH', { withdrawn: false });
    expect(resumed.body).toMatchObject({ withdrawn: false, stopped_by: null });
    expect(resumed.body.gate_since).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The next genuine report (an install) does not bring the old fatal ones back.
    await send(canaries[2], [outcome('resume-forms', '2.0.0', 'installed', { time: new Date().toISOString() })]);
    const standing = (await rollout('resume-forms', '2.0.0')).body;
    expect(standing).toMatchObject({ withdrawn: false, stopped_by: null, gate_since: resumed.body.gate_since });
    // A new broken report after the resume stops it again: the gate works, from its fresh start.
    await send(canaries[0], [outcome('resume-forms', '2.0.0', 'fatal', { time: new Date().toISOString() })]);
    expect((await rollout('resume-forms', '2.0.0')).body).toMatchObject({
      withdrawn: true,
      stopped_by: 'health gate: 1 of 2 sites reported fatal errors from resume-forms 2.0.0',
    });
  });

  it('a site that checked in running the version counts; one running another version it was not offered does not', async () => {
    await upload('offer-forms', '1.0.0');
    await upload('offer-forms', '2.0.0', { rollout_percent: '0', rollout_rings: 'canary' });
    await checkIn(canaries[0], { 'offer-forms': '2.0.0' }); // runs it (whatever reached it)
    await checkIn(canaries[1], { 'offer-forms': '1.0.0' }, 'production'); // 2.0.0 does not reach it
    await send(canaries[0], [outcome('offer-forms', '2.0.0', 'unhealthy', { code: '500' })]);
    await send(canaries[1], [outcome('offer-forms', '2.0.0', 'failed', { code: 'download_failed' })]);
    expect((await rollout('offer-forms', '2.0.0')).body.sites).toMatchObject({ unhealthy: 1, failed: 0, ignored: 1 });
  });
});

describe('reports are bounded', () => {
  it('reports about versions the registry does not hold are answered, not counted, not stored', async () => {
    await upload('flood-forms', '1.0.0');
    const [site] = await madeUp('flood', 1);
    const made = Array.from({ length: 100 }, (_, i) => outcome('flood-forms', `9.${i}.0`, 'fatal'));
    expect((await send(site, made)).body).toEqual({ recorded: 0 });
    const ghosts = ['constructor', 'toString', '__proto__'].map((v) => outcome('no-such-plugin', v, 'failed'));
    expect((await send(site, ghosts)).body).toEqual({ recorded: 0 });
    // One outcome per package and version, the newest by time: 10:30+01:00 is 09:30 UTC, older than 10:00Z.
    const newer = outcome('flood-forms', '1.0.0', 'failed', { time: '2026-01-01T10:00:00Z' });
    const older = outcome('flood-forms', '1.0.0', 'installed', { time: '2026-01-01T10:30:00+01:00' });
    expect((await send(site, [newer, older])).body).toEqual({ recorded: 1 });
    const kept = await countingOutcomes(server.storage, 'plugin', 'flood-forms', '1.0.0', undefined, 10);
    expect(kept).toEqual([]); // it never checked in: nothing counts
    const stored = await outcomeCounts(server.storage, 'plugin', 'flood-forms', '1.0.0');
    expect(stored).toEqual({ sites: 0, failed: 0, unhealthy: 0, ignored: 1 });
    expect(await outcomeCounts(server.storage, 'plugin', 'flood-forms', '9.0.0')).toMatchObject({ ignored: 0 });
    // Stored in UTC.
    expect((await server.storage.sites.get(site.id))?.outcomes).toEqual([
      { ...newer, time: '2026-01-01T10:00:00.000Z' },
    ]);
  });

  it('a time that is not an RFC 3339 instant is 400 and stores nothing; one far ahead is stored as its arrival', async () => {
    await upload('clock-forms', '1.0.0');
    const [site] = await madeUp('clock', 1);
    for (const time of ['~not a date~', '2026-11-25 10:04', '2026-11-25T10:04:37', '2026-12-31T23:59:60Z']) {
      const refused = await send(site, [outcome('clock-forms', '1.0.0', 'failed', { time })]);
      expect(refused.status, time).toBe(400);
      expect(refused.body.messages.error, time).toMatch(/^reports\.0\.time: /);
    }
    expect((await server.storage.sites.get(site.id))?.outcomes).toBeUndefined();
    const before = Date.now();
    const ahead = outcome('clock-forms', '1.0.0', 'failed', { time: '2099-01-01T00:00:00.000Z' });
    expect((await send(site, [ahead])).body).toEqual({ recorded: 1 });
    const stored = Date.parse((await server.storage.sites.get(site.id))!.outcomes![0].time);
    expect(stored).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1000);
    // So it does not pin the site's status: a genuine later report replaces it.
    await send(site, [
      outcome('clock-forms', '1.0.0', 'installed', { time: new Date(Date.now() + 1000).toISOString() }),
    ]);
    expect((await server.storage.sites.get(site.id))!.outcomes![0].result).toBe('installed');
  });
});

describe('counting is data', () => {
  it('constructor, toString and __proto__ are versions like others in adoption counts', async () => {
    await upload('proto-forms', '1.0.0');
    const sites = await madeUp('proto', 4);
    const versions = ['constructor', 'toString', '__proto__', 'constructor'];
    for (const [i, site] of sites.entries()) await checkIn(site, { 'proto-forms': versions[i] });
    const adoption = await request('/plugins/proto-forms/adoption?days=1');
    expect(adoption.status).toBe(200);
    expect(adoption.body).toHaveLength(1);
    expect(Object.entries(adoption.body[0].versions).sort()).toEqual([
      ['__proto__', 1],
      ['constructor', 2],
      ['toString', 1],
    ]);
  });
});
