import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registryClient, type RegistryClient, uploadPlugin } from '../support/client.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { createWordPressSite, type RunResult, type WordPressSite } from './support/site.js';
import { endSuite, expectQuiet as expectQuietRun, phpOn, pluginArchive as sitePlugin } from './support/suite.js';
import { startTamperingProxy, type SeenRequest, type TamperingProxy } from './support/tampering-proxy.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * Site identity on a real WordPress 6.1: the must-use plugin makes its own Ed25519 key pair with
 * sodium, enrolls it at its first check and signs every request; the registry (a real one, behind
 * a proxy that only records, or plays an older registry) verifies them. A clone of the site's
 * database at another URL becomes a site of its own; a key an operator released re-enrolls and
 * keeps the site's id, ring and holds.
 */

const FORMS = 'acme-forms/acme-forms.php';
const HOME = 'http://wp.test';
const STAGING = 'http://staging.wp.test';

let registry: TestServer;
let admin: RegistryClient;
let adminKey: string;
let proxy: TamperingProxy;
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;

const pluginArchive = (version: string): Buffer =>
  sitePlugin('acme-forms', version, { headers: { 'Plugin Name': 'Acme Forms' } });

const php = phpOn(
  () => site,
  () => env,
);

// The plugin's own log lines too: every run here should be one it has nothing to say about.
const expectQuiet = (run: RunResult<unknown>) =>
  expectQuietRun(run, /PHP (Warning|Notice|Deprecated|Fatal)|Extension Registry:/);

/** A plugin update check as WordPress runs it; answers what it offered. */
function check(overrides: Record<string, string> = {}) {
  return php<{ offered: string[] }>(
    `
    delete_site_transient( 'update_plugins' );
    wp_update_plugins();
    wpt_result( array( 'offered' => array_keys( (array) get_site_transient( 'update_plugins' )->response ) ) );
  `,
    overrides,
  );
}

/** What the site sent to the registry's API, as "METHOD path", with whether it was signed. */
const requests = (seen: SeenRequest[]) =>
  seen.map((r) => `${r.method} ${r.path}${r.headers['x-site-signature'] ? ' signed' : ''}`);

async function listed(url: string) {
  const { data } = await admin.GET('/sites', { params: { query: { search: url.replace('http://', '') } } });
  return data!.sites.find((s) => s.url === url);
}

beforeAll(async () => {
  registry = await startTestServer();
  adminKey = await registry.key(FULL_ACCESS);
  admin = registryClient(registry.url, adminKey);
  proxy = await startTamperingProxy(registry.url);
  env = { WPT_REGISTRY_URL: proxy.url, WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'sites') };
  workDir = testTempDir('wp-identity');
  site = await createWordPressSite(workDir);
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
  expect((await uploadPlugin(admin, pluginArchive('1.0.0'))).response.status).toBe(201);
  // Deployed with the site's files; the registry holds it.
  fs.mkdirSync(path.join(site.pluginsDir, 'acme-forms'));
  fs.writeFileSync(
    path.join(site.pluginsDir, FORMS),
    "<?php\n/**\n * Plugin Name: Acme Forms\n * Version: 1.0.0\n */\n\ndefined('ABSPATH') || exit;\n",
  );
  expect((await uploadPlugin(admin, pluginArchive('1.1.0'))).response.status).toBe(201);
});

afterAll(() => endSuite({ site, servers: [proxy, registry], workDir }));
beforeEach(() => proxy.reset());

describe('a site enrolls its own key', () => {
  it('at its first check, then signs every request; the registry lists it as verified', async () => {
    const first = await check();
    expectQuiet(first);
    expect(first.result.offered).toEqual([FORMS]);
    const seen = proxy.takeRequests();
    expect(requests(seen)).toEqual(['POST /sites/enroll', 'POST /update-check signed']);
    const enrollment = seen[0].body!;
    expect(enrollment.url).toBe(`${HOME}/`);
    expect(Buffer.from(enrollment.public_key as string, 'base64')).toHaveLength(32);
    const id = seen[1].headers['x-site-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(Math.abs(Number(seen[1].headers['x-site-time']) - Date.now() / 1000)).toBeLessThan(300);

    const row = await listed(HOME);
    expect(row).toMatchObject({ id, verified: true });
    expect(row!.plugins).toEqual([expect.objectContaining({ slug: 'acme-forms', version: '1.0.0' })]);

    // The next check and "View details" are signed with the kept key: no second enrollment.
    const next = await php<{ details: string }>(`
      delete_site_transient( 'update_plugins' ); wp_update_plugins();
      $info = plugins_api( 'plugin_information', array( 'slug' => 'acme-forms' ) );
      wpt_result( array( 'details' => is_wp_error( $info ) ? $info->get_error_message() : $info->version ) );
    `);
    expectQuiet(next);
    expect(next.result.details).toBe('1.1.0');
    expect(requests(proxy.takeRequests())).toEqual(['POST /update-check signed', 'GET /plugins/acme-forms signed']);
  });

  it('keeps the secret in an option that is not autoloaded, and never sends it', async () => {
    const run = await php<{ autoload: string; secretBytes: number; preloaded: boolean }>(`
      global $wpdb;
      $autoload = $wpdb->get_var( "SELECT autoload FROM {$wpdb->options} WHERE option_name = 'extension_registry_site_identity'" );
      $identity = get_option( 'extension_registry_site_identity' );
      wpt_result( array(
        'autoload' => $autoload,
        'secretBytes' => strlen( base64_decode( $identity['secret'] ) ),
        'preloaded' => array_key_exists( 'extension_registry_site_identity', wp_load_alloptions() ),
      ) );
    `);
    expectQuiet(run);
    expect(run.result).toEqual({ autoload: 'no', secretBytes: 64, preloaded: false });
  });
});

describe('a clone of the database at another URL', () => {
  it("becomes a site of its own and leaves the first site's row, ring and holds alone", async () => {
    const original = (await listed(HOME))!;
    const changed = await admin.PATCH('/sites/{id}', {
      params: { path: { id: original.id } },
      body: { ring: 'canary', holds: { plugins: ['acme-forms'], themes: [] } },
    });
    expect(changed.response.status).toBe(200);
    const staging = await site.cloneAt(STAGING);

    const run = await check(staging);
    expectQuiet(run);
    // The clone is not held: the hold belongs to the original site.
    expect(run.result.offered).toEqual([FORMS]);
    const seen = proxy.takeRequests();
    expect(requests(seen)).toEqual(['POST /sites/enroll', 'POST /update-check signed']);
    expect(seen[0].body!.url).toBe(`${STAGING}/`);

    const clone = (await listed(STAGING))!;
    expect(clone).toMatchObject({ verified: true, ring: 'production', holds: { plugins: [], themes: [] } });
    expect(clone.id).not.toBe(original.id);
    expect(await listed(HOME)).toMatchObject({
      id: original.id,
      verified: true,
      ring: 'canary',
      holds: { plugins: ['acme-forms'], themes: [] },
      last_seen: original.last_seen,
    });

    // The original still speaks with its own key: no enrollment, held as before.
    const back = await check();
    expectQuiet(back);
    expect(back.result.offered).toEqual([]);
    expect(requests(proxy.takeRequests())).toEqual(['POST /update-check signed']);
  });
});

describe('a key an operator released', () => {
  it("is enrolled again at the next check, keeping the site's id, ring and holds", async () => {
    const before = (await listed(HOME))!;
    // (Raw: the typed client has no way to send a property whose only value is null.)
    const released = await fetch(`${registry.url}/sites/${before.id}`, {
      method: 'PATCH',
      headers: { 'X-API-KEY': adminKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: null }),
    });
    expect(released.status).toBe(200);

    const run = await check();
    expectQuiet(run);
    expect(run.result.offered).toEqual([]); // still held
    const seen = proxy.takeRequests();
    expect(requests(seen)).toEqual(['POST /update-check signed', 'POST /sites/enroll', 'POST /update-check signed']);
    expect(seen[2].headers['x-site-id']).toBe(before.id);
    expect(await listed(HOME)).toMatchObject({
      id: before.id,
      verified: true,
      ring: 'canary',
      holds: { plugins: ['acme-forms'], themes: [] },
    });
  });
});

describe('a registry from before enrollment', () => {
  it('still answers: the enrollment it does not know is left for a day, checks go unsigned, nothing is logged', async () => {
    proxy.tampering.notFound = (request) => request.path === '/sites/enroll';
    const older = await site.cloneAt('http://older.wp.test');
    const run = await check(older);
    expectQuiet(run);
    expect(run.result.offered).toEqual([FORMS]);
    const again = await check(older);
    expectQuiet(again);
    expect(requests(proxy.takeRequests())).toEqual(['POST /sites/enroll', 'POST /update-check', 'POST /update-check']);
    expect(await listed('http://older.wp.test')).toMatchObject({ verified: false });
  });
});

describe('a key bound to its site (DESIGN 11a)', () => {
  it('enrolls its site; a changed Site Address beyond the allowance is refused with an admin notice, the old enrollment untouched', async () => {
    const BOUND = 'http://bound.wp.test';
    const MOVED = 'http://moved.wp.test';
    const boundKey = await registry.key(SITE_ACCESS, 'bound', { sites: 1, siteUrl: BOUND });
    const clone = { ...(await site.cloneAt(BOUND)), WPT_REGISTRY_KEY: boundKey };
    // The clone starts without the first site's identity: it enrolls with the key made for it.
    expectQuiet(await php(`delete_option( 'extension_registry_site_identity' ); wpt_result( true );`, clone));
    const first = await check(clone);
    expectQuiet(first);
    expect(requests(proxy.takeRequests())).toEqual(['POST /sites/enroll', 'POST /update-check signed']);
    const enrolled = (await listed(BOUND))!;
    expect(enrolled).toMatchObject({ verified: true, state: 'enrolled' });

    // An administrator without the key changes Settings > General > Site Address (here WP_HOME, as the
    // test site defines it), then WordPress checks for updates twice.
    const movedSite = { ...clone, WPT_HOME: MOVED };
    const scenario = `
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      wp_set_current_user( 1 );
      ob_start();
      do_action( 'admin_notices' );
      $identity = get_option( 'extension_registry_site_identity' );
      wpt_result( array( 'notice' => ob_get_clean(), 'identity' => $identity['url'] ) );
    `;
    const moved = await php<{ notice: string; identity: string }>(scenario, movedSite);
    await php(scenario, movedSite);
    // The enrollment was refused and nothing else was sent: no unsigned check for the new URL.
    expect(requests(proxy.takeRequests())).toEqual(['POST /sites/enroll']);
    expect(moved.result.identity).toBe(`${BOUND}/`);
    expect(moved.result.notice).toContain('Extension Registry: the registry refused to enroll http://moved.wp.test/');
    expect(moved.result.notice).toContain('This key is for http://bound.wp.test; create a key for this site.');
    expect(await listed(MOVED)).toBeUndefined();
    expect(await listed(BOUND)).toMatchObject({ id: enrolled.id, last_seen: enrolled.last_seen, state: 'enrolled' });
  });
});

describe('REGISTRY_SITES=approved', () => {
  it("a new site's enrollment waits for an operator (an admin notice, no updates), and is answered once approved", async () => {
    const approving = await startTestServer({ REGISTRY_SITES: 'approved' });
    try {
      const ops = registryClient(approving.url, await approving.key(FULL_ACCESS));
      for (const version of ['1.0.0', '1.1.0'])
        expect((await uploadPlugin(ops, pluginArchive(version))).response.status).toBe(201);
      const PENDING = 'http://pending.wp.test';
      const clone = {
        ...(await site.cloneAt(PENDING)),
        WPT_REGISTRY_URL: approving.url,
        WPT_REGISTRY_KEY: await approving.key(SITE_ACCESS, 'fleet', { sites: 10 }),
      };
      expectQuiet(await php(`delete_option( 'extension_registry_site_identity' ); wpt_result( true );`, clone));
      const waiting = await php<{ offered: string[]; notice: string }>(
        `
        delete_site_transient( 'update_plugins' );
        wp_update_plugins();
        wp_set_current_user( 1 );
        ob_start();
        do_action( 'admin_notices' );
        wpt_result( array( 'offered' => array_keys( (array) get_site_transient( 'update_plugins' )->response ), 'notice' => ob_get_clean() ) );
      `,
        clone,
      );
      expect(waiting.result.offered).toEqual([]);
      // Escaped for HTML, as every message the plugin prints.
      expect(waiting.result.notice.replaceAll('&#039;', "'")).toContain(
        "Extension Registry: this site's enrollment awaits an operator's approval",
      );
      const { data } = await ops.GET('/sites', { params: { query: { state: 'pending' } } });
      expect(data!.sites.map((s) => s.url)).toEqual([PENDING]);
      const approved = await ops.PATCH('/sites/{id}', {
        params: { path: { id: data!.sites[0].id } },
        body: { approved: true },
      });
      expect(approved.response.status).toBe(200);
      const answered = await check(clone);
      expectQuiet(answered);
      expect(answered.result.offered).toEqual([FORMS]);
    } finally {
      await approving.close();
    }
  });
});
