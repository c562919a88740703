import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { registryClient, type RegistryClient, uploadPlugin, uploadWithKey } from '../support/client.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { buildZip } from '../support/zip.js';
import { createWordPressSite, type WordPressSite } from './support/site.js';
import { automaticUpdate, endSuite, expectQuiet, phpOn } from './support/suite.js';
import { type SeenRequest, startTamperingProxy, type TamperingProxy } from './support/tampering-proxy.js';

/**
 * Update outcomes on a real WordPress 6.1 (DESIGN: update outcomes and health gates): the
 * must-use plugin reports every managed install (installed, failed with WordPress's error code,
 * refused by its own checks), probes the site over HTTP right after (the site is served by
 * `php -S`), reports fatal errors in the package, and a real registry's health gate withdraws a
 * release that broke its canary; the site then rolls back at its next automatic update run.
 * A proxy between them records what the site sends and swaps one archive for a broken one.
 *
 * The updates run in the PHP CLI, as WP-CLI or a system cron's `php wp-cron.php` would, and the
 * served site keeps its own opcode cache, as a production web server does: the site's files were
 * deployed an hour ago (so that OPcache caches them: it never caches a file changed in the last
 * 2 s) and the server never checks their times again (opcache.validate_timestamps=0). WordPress
 * clears the cache of the files it installs only in the PHP that installed them, so only the
 * plugin's probe (which makes its own request load the installed files from disk) sees the new
 * code. With PHP's default settings (files written by the test just before, times re-checked
 * every 2 s) the probe saw the old, healthy code only on a run slow enough at its start for a page
 * to cache acme-tools 1.0.0 and quick enough later to probe within 2 s of the last page (two CI
 * runs, 2026-11-27: "installed" without "fatal").
 */

const FORMS = 'acme-forms/acme-forms.php';
const TOOLS = 'acme-tools/acme-tools.php';
const GATE = 'max_unhealthy_percent=0,min_sites=1,action=withdraw';
/** A key nobody signed anything with: every registry update is unsigned for it. */
const signing = { WPT_SIGNING_KEYS: randomBytes(32).toString('base64') };

let registry: TestServer;
let admin: RegistryClient;
let opsKey: string;
let proxy: TamperingProxy;
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;
let stopServing: () => Promise<void>;

/**
 * A plugin's main file; `broken` adds a front-end fatal error (a function that does not exist),
 * before the page begins, or with `'late'` after it began (WordPress then shows no error page).
 */
function pluginFile(slug: string, version: string, broken: boolean | 'late' = false): string {
  const late = broken === 'late' ? "echo 'Welcome'; flush(); " : '';
  const fatal = broken
    ? `\nadd_action( 'template_redirect', function () { ${late}acme_undefined_function(); } );\n`
    : '';
  return `<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n */\n\ndefined('ABSPATH') || exit;\n${fatal}`;
}

const archive = (slug: string, version: string, broken: boolean | 'late' = false) =>
  buildZip([{ name: `${slug}/${slug}.php`, data: pluginFile(slug, version, broken) }]);

const php = phpOn(
  () => site,
  () => env,
);

/** The reports the site sent (POST /sites/{id}/reports, and `reports` in update checks), without ids and times. */
function sentReports(seen: SeenRequest[]) {
  const reports = seen.flatMap((r) =>
    r.method === 'POST' && (/^\/sites\/[0-9a-f]{16}\/reports$/.test(r.path) || r.path === '/update-check')
      ? ((r.body?.reports ?? []) as Record<string, string>[])
      : [],
  );
  for (const report of reports) {
    expect(report.id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(new Date(report.time).toISOString().replace('.000', '')).toBe(report.time);
  }
  return reports.map(({ id: _id, time: _time, ...rest }) => rest);
}

/**
 * The reports the site sent, once every result in `results` is among them. A fatal error's
 * report comes from the served site's own request (the loopback probe's), from its shutdown
 * action: it may reach the registry a moment after the upgrader's run has returned.
 */
async function reportsWith(results: string[]): Promise<ReturnType<typeof sentReports>> {
  const reports: ReturnType<typeof sentReports> = [];
  await expect
    .poll(
      () => {
        reports.push(...sentReports(proxy.takeRequests()));
        return results.filter((result) => !reports.some((r) => r.result === result));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  return reports;
}

/** WP_Automatic_Updater::run(), as WordPress's cron runs it (active plugins stay active); answers the installed versions. */
const AUTOMATIC = automaticUpdate("define( 'DOING_CRON', true );");

/** One update clicked on Dashboard > Updates: Plugin_Upgrader::upgrade() after a check. */
const CLICKED = (file: string) => `
  delete_site_transient( 'update_plugins' );
  wp_update_plugins();
  $skin = new Automatic_Upgrader_Skin();
  ( new Plugin_Upgrader( $skin ) )->upgrade( '${file}' );
  wp_clean_plugins_cache( false );
  wpt_result( array( 'version' => get_plugins()['${file}']['Version'], 'messages' => $skin->get_upgrade_messages() ) );
`;

/** What Dashboard > Updates shows above its lists, for an administrator. */
const UPDATES_SCREEN = `
  wp_set_current_user( 1 );
  ob_start();
  do_action( 'core_upgrade_preamble' );
  wpt_result( array( 'notices' => ob_get_clean() ) );
`;

async function upload(
  slug: string,
  version: string,
  fields: Record<string, string> = {},
  broken: boolean | 'late' = false,
) {
  await uploadWithKey(registry.url, opsKey, 'plugin', archive(slug, version, broken), fields);
}

beforeAll(async () => {
  registry = await startTestServer();
  opsKey = await registry.key(FULL_ACCESS);
  admin = registryClient(registry.url, opsKey);
  proxy = await startTamperingProxy(registry.url);
  const home = `http://127.0.0.1:${await freePort()}`;
  env = {
    WPT_REGISTRY_URL: proxy.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'canary'),
    WPT_REGISTRY_RING: 'canary',
    WPT_HOME: home,
  };
  workDir = testTempDir('wp-outcomes');
  site = await createWordPressSite(workDir);
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
  // Deployed with the site's files at 1.0.0 and active; the registry holds both.
  for (const slug of ['acme-forms', 'acme-tools']) {
    expect((await uploadPlugin(admin, archive(slug, '1.0.0'))).response.status).toBe(201);
    fs.mkdirSync(path.join(site.pluginsDir, slug));
    const file = path.join(site.pluginsDir, slug, `${slug}.php`);
    fs.writeFileSync(file, pluginFile(slug, '1.0.0'));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(file, anHourAgo, anHourAgo);
  }
  const activated = await php<unknown>(`wpt_result( activate_plugins( array( '${FORMS}', '${TOOLS}' ) ) );`);
  expect(activated.result).toBe(true);
  stopServing = await site.serve(home, env, { 'opcache.validate_timestamps': '0' });
});

afterAll(() => endSuite({ stopServing, site, servers: [proxy, registry], workDir }));
beforeEach(() => proxy.reset());

describe('a release that breaks the canary', () => {
  it('is reported unhealthy (and its fatal error), withdrawn by the gate, and rolled back by the automatic updater alone', async () => {
    await upload('acme-forms', '2.0.0', { rollout_percent: '0', rollout_rings: 'canary', rollout_gate: GATE }, true);
    const first = await php<{ versions: Record<string, string> }>(
      `update_site_option( 'auto_update_plugins', array( '${FORMS}' ) );\n${AUTOMATIC}`,
    );
    expectQuiet(first);
    expect(first.result.versions[FORMS]).toBe('2.0.0');
    const reports = await reportsWith(['installed', 'unhealthy', 'fatal']);
    const about = { type: 'plugin', slug: 'acme-forms', from: '1.0.0', to: '2.0.0' };
    expect(reports).toContainEqual({ ...about, result: 'installed', code: '', message: '' });
    expect(reports).toContainEqual({
      ...about,
      result: 'unhealthy',
      code: '500',
      message: 'There has been a critical error on this website.',
    });
    // The probed page itself died in the package: the file relative to the package, the error's first line, no server path.
    const fatal = reports.find((r) => r.result === 'fatal');
    expect(fatal).toMatchObject({ ...about, code: 'acme-forms.php' });
    expect(fatal!.message).toMatch(/^Uncaught Error: Call to undefined function acme_undefined_function\(\)/);
    expect(fatal!.message).not.toContain(workDir);
    expect(reports.filter((r) => r.result === 'fatal')).toHaveLength(1);

    // The registry's gate stopped it, with no operator action, and says why.
    const rollout = await admin.GET('/plugins/{slug}/versions/{version}/rollout', {
      params: { path: { slug: 'acme-forms', version: '2.0.0' } },
    });
    const reason = 'health gate: 1 of 1 sites reported fatal errors from acme-forms 2.0.0';
    expect(rollout.data).toMatchObject({ withdrawn: true, stopped_by: reason });
    expect(rollout.data!.sites.unhealthy).toBe(1);
    const audit = await fetch(`${registry.url}/audit?action=plugin.version.rollout&slug=acme-forms`, {
      headers: { 'X-API-KEY': opsKey },
    });
    const entries = ((await audit.json()) as { entries: any[] }).entries.filter((e) => e.actor.gate === true);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      version: '2.0.0',
      changes: { withdrawn: [false, true], stopped_by: [null, reason] },
    });

    // The next automatic update run takes it back by itself; the site is healthy again.
    const next = await php<{ versions: Record<string, string> }>(AUTOMATIC);
    expectQuiet(next);
    expect(next.result.versions[FORMS]).toBe('1.0.0');
    expect(sentReports(proxy.takeRequests())).toEqual([
      { type: 'plugin', slug: 'acme-forms', from: '2.0.0', to: '1.0.0', result: 'installed', code: '', message: '' },
    ]);
    const home = await fetch(`${env.WPT_HOME}/`);
    expect(home.status).toBe(200);
  });
});

describe('a managed update that does not install', () => {
  it('refused as unsigned is reported as refused (code signature), and Dashboard > Updates says so', async () => {
    await upload('acme-tools', '1.1.0');
    const run = await php<{ version: string; messages: string[] }>(CLICKED(TOOLS), signing);
    expectQuiet(run);
    expect(run.result.version).toBe('1.0.0');
    const refusal = 'Extension Registry: acme-tools 1.1.0 is not signed by a trusted key; not installed.';
    expect(sentReports(proxy.takeRequests())).toEqual([
      {
        type: 'plugin',
        slug: 'acme-tools',
        from: '1.0.0',
        to: '1.1.0',
        result: 'refused',
        code: 'signature',
        message: refusal,
      },
    ]);
    const screen = await php<{ notices: string }>(UPDATES_SCREEN, signing);
    expect(screen.result.notices).toContain(refusal);
  });

  it('a report the registry did not take goes with the next update check, once', async () => {
    proxy.tampering.refuse = (request) => request.path.endsWith('/reports');
    const run = await php<{ version: string }>(CLICKED(TOOLS), signing);
    expect(run.result.version).toBe('1.0.0');
    expect(run.errorLog.filter((line) => line.includes('POST /sites/'))).toEqual([
      expect.stringMatching(
        /^\[.*\] Extension Registry: POST \/sites\/[0-9a-f]{16}\/reports failed \(503: Unavailable\.\); the reports go with the next update check\.$/,
      ),
    ]);
    const refused = sentReports(proxy.takeRequests());
    expect(refused).toMatchObject([{ slug: 'acme-tools', to: '1.1.0', result: 'refused', code: 'signature' }]);
    proxy.tampering = {};
    const check = `delete_site_transient( 'update_plugins' ); wp_update_plugins(); wpt_result( true );`;
    expectQuiet(await php<unknown>(check));
    const carried = proxy.takeRequests().filter((r) => r.path === '/update-check' && r.body?.reports);
    expect(carried).toHaveLength(1);
    expect(sentReports(carried)).toEqual(refused);
    // Received: not sent again.
    await php<unknown>(check);
    expect(proxy.takeRequests().filter((r) => r.body?.reports)).toEqual([]);
  });

  it("a broken ZIP is reported as failed with WordPress's error code (incompatible_archive)", async () => {
    const broken = proxy.serve('acme-tools.zip', Buffer.from('this is not a zip archive'));
    proxy.tampering.answer = (answer) => {
      const offer = answer.plugins?.[TOOLS];
      if (offer) offer.package = broken;
      return answer;
    };
    const run = await php<{ version: string; messages: string[] }>(CLICKED(TOOLS));
    expectQuiet(run);
    expect(run.result.version).toBe('1.0.0');
    expect(sentReports(proxy.takeRequests())).toEqual([
      {
        type: 'plugin',
        slug: 'acme-tools',
        from: '1.0.0',
        to: '1.1.0',
        result: 'failed',
        code: 'incompatible_archive',
        message: 'The package could not be installed.',
      },
    ]);
    // The registry lists the site with acme-tools failed.
    const listed = await fetch(`${registry.url}/sites?plugin=acme-tools&status=failed`, {
      headers: { 'X-API-KEY': opsKey },
    });
    const sites = ((await listed.json()) as { sites: any[] }).sites;
    expect(sites.map((s) => s.url)).toEqual([env.WPT_HOME]);
  });
});

describe('a fatal error after the page began', () => {
  it('is still reported as fatal (no error page: the shutdown action sees it), and the page counts as healthy', async () => {
    await upload('acme-tools', '1.2.0', {}, 'late');
    // A visitor's page just before: the server runs (and has compiled) acme-tools 1.0.0.
    const before = await fetch(`${env.WPT_HOME}/`);
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain('Welcome');
    const run = await php<{ versions: Record<string, string> }>(
      `update_site_option( 'auto_update_plugins', array( '${TOOLS}' ) );\n${AUTOMATIC}`,
    );
    expectQuiet(run);
    expect(run.result.versions[TOOLS]).toBe('1.2.0');
    const reports = await reportsWith(['fatal', 'installed']);
    expect(reports.map((r) => r.result).sort()).toEqual(['fatal', 'installed']);
    const about = { type: 'plugin', slug: 'acme-tools', from: '1.0.0', to: '1.2.0' };
    expect(reports).toContainEqual({ ...about, result: 'installed', code: '', message: '' });
    expect(reports.find((r) => r.result === 'fatal')).toMatchObject({ ...about, code: 'acme-tools.php' });
  });
});

describe('a site the registry refuses', () => {
  it('shows it on Dashboard > Updates, until the registry accepts it again', async () => {
    const revoked = { WPT_REGISTRY_KEY: 'rk_revoked' };
    await php<unknown>(`delete_site_transient( 'update_plugins' ); wp_update_plugins(); wpt_result( true );`, revoked);
    const screen = await php<{ notices: string }>(UPDATES_SCREEN);
    expect(screen.result.notices).toMatch(/Extension Registry: the registry refused this site \(HTTP 401: /);
    await php<unknown>(`delete_site_transient( 'update_plugins' ); wp_update_plugins(); wpt_result( true );`);
    const after = await php<{ notices: string }>(UPDATES_SCREEN);
    expect(after.result.notices).not.toContain('refused this site');
  });
});

describe('a fatal error in a folder two remembered installs hold', () => {
  /** The plugin's own note_fatal(), as its shutdown action calls it, for an error in acme-suite/includes/form.php; answers the reports it kept. */
  const NOTE_FATAL = `
    foreach ( $GLOBALS['wp_filter']['shutdown']->callbacks[ PHP_INT_MAX ] as $callback ) {
      $client = $callback['function'][0];
    }
    $note = new ReflectionMethod( $client, 'note_fatal' );
    $note->setAccessible( true );
    $note->invoke( $client, array( 'type' => E_ERROR, 'file' => WP_PLUGIN_DIR . '/acme-suite/includes/form.php', 'line' => 3, 'message' => 'Uncaught Error: boom' ) );
    $reports = get_option( 'extension_registry_reports', array() );
    delete_option( 'extension_registry_reports' ); // Not sent: the registry holds no acme-suite.
    $fatals = array_column( get_option( 'extension_registry_installs' ), 'fatals' );
    wpt_result( array( 'reports' => $reports, 'fatals' => $fatals ) );
  `;
  type Noted = { reports: Record<string, string>[]; fatals: string[][] };

  it('is reported once, for the newest install (the files on disk), never for the older one', async () => {
    // A plugin whose main file was renamed in 1.1.0 is remembered under its old and its new name.
    const install = (key: string, from: string, to: string, ago: number) =>
      `array( 'kind' => 'plugins', 'type' => 'plugin', 'key' => '${key}', 'slug' => 'acme-suite', 'from' => '${from}', 'to' => '${to}', 'time' => time() - ${ago}, 'fatals' => array() )`;
    const installs = `array( ${install('acme-suite/old-main.php', '1.0.0', '1.1.0', 3600)}, ${install('acme-suite/acme-suite.php', '1.1.0', '1.2.0', 60)} )`;
    const first = await php<Noted>(
      `update_option( 'extension_registry_installs', ${installs}, false );\n${NOTE_FATAL}`,
    );
    expectQuiet(first);
    expect(first.result.reports.map(({ id: _id, time: _time, ...rest }) => rest)).toEqual([
      {
        type: 'plugin',
        slug: 'acme-suite',
        from: '1.1.0',
        to: '1.2.0',
        result: 'fatal',
        code: 'includes/form.php',
        message: 'Uncaught Error: boom',
      },
    ]);
    expect(first.result.fatals).toEqual([[], ['includes/form.php']]);
    // The same error in a later request: reported already, and not for 1.1.0 either.
    const again = await php<Noted>(NOTE_FATAL);
    expectQuiet(again);
    expect(again.result).toEqual({ reports: [], fatals: [[], ['includes/form.php']] });
    await php<unknown>(`delete_option( 'extension_registry_installs' ); wpt_result( true );`);
  });
});

describe('the served site (test harness)', () => {
  /** Processes serving `host` (`php -S host`): the server and the workers it forked. */
  function servers(host: string): number[] {
    return fs.readdirSync('/proc').flatMap((entry) => {
      if (!/^\d+$/.test(entry)) return [];
      try {
        const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return args[0] === 'php' && args.includes(host) ? [Number(entry)] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
  }

  it('stops every process it started, its workers too', async () => {
    const home = `http://127.0.0.1:${await freePort()}`;
    const stop = await site.serve(home, env);
    const host = new URL(home).host;
    expect(servers(host).length).toBe(3); // the server and PHP_CLI_SERVER_WORKERS=2
    await stop();
    await expect.poll(() => servers(host), { timeout: 5_000 }).toEqual([]);
  });
});
