import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, uploadWithKey } from '../support/client.js';
import { freePort } from '../support/processes.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { createWordPressSite, type HttpLogEntry, type WordPressSite } from './support/site.js';
import { endSuite, expectQuiet, pluginArchive } from './support/suite.js';

/**
 * A security release reaches an exposed site within the hour (DESIGN 15, "Sooner than twelve
 * hours"), on a real WordPress 6.1 served over HTTP: an advisory on acme-forms, whose fix is
 * uploaded staged at 0 % (so only the security-release path can offer it), is installed by
 * WordPress's own automatic updater when wp-cron.php runs the must-use plugin's hourly event,
 * with no click and no auto-update turned on, although WordPress checked for updates just before
 * and would not check again for hours. A site running a version outside the advisory's ranges
 * is offered nothing new by the same event. For a public plugin the registry does not hold, the
 * event turns on WordPress's automatic update of that plugin alone.
 */

const FORMS = 'acme-forms/acme-forms.php';
const URGENT = 'extension_registry_urgent_check';
/** Public plugins the exposed site runs (the registry holds neither), by slug. */
const PUBLIC = { 'contact-form-7': '5.9.0', akismet: '5.0' };

interface Site {
  site: WordPressSite;
  env: Record<string, string>;
  home: string;
  dir: string;
  stop: () => Promise<void>;
}

let registry: TestServer;
let opsKey: string;
let exposed: Site;
let outside: Site;

const archive = (version: string) => pluginArchive('acme-forms', version, { headers: { 'Plugin Name': 'Acme Forms' } });

/** A served site running acme-forms at `version`, active, with auto-updates left off. */
async function siteRunning(version: string, name: string): Promise<Site> {
  const dir = testTempDir(`wp-advisories-${name}`);
  const site = await createWordPressSite(dir);
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
  const home = `http://127.0.0.1:${await freePort()}`;
  const env = {
    WPT_REGISTRY_URL: registry.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, name),
    WPT_HOME: home,
  };
  fs.mkdirSync(path.join(site.pluginsDir, 'acme-forms'));
  fs.writeFileSync(
    path.join(site.pluginsDir, FORMS),
    `<?php\n/**\n * Plugin Name: Acme Forms\n * Version: ${version}\n */\n\ndefined('ABSPATH') || exit;\n`,
  );
  const activated = await site.php<unknown>(`wpt_result( activate_plugins( array( '${FORMS}' ) ) );`, { env });
  expect(activated.result).toBe(true);
  const stop = await site.serve(home, env);
  return { site, env, home, dir, stop };
}

/** WordPress's own update check, as its schedule runs it: the site enrolls and reports what it runs. */
async function checkForUpdates(at: Site): Promise<Record<string, unknown>> {
  const checked = await at.site.php<{ response: Record<string, unknown> }>(
    `
    delete_site_transient( 'update_plugins' );
    wp_update_plugins();
    wpt_result( array( 'response' => (object) get_site_transient( 'update_plugins' )->response ) );
  `,
    { env: at.env },
  );
  expectQuiet(checked);
  return checked.result.response;
}

/**
 * An hour passes: the must-use plugin's hourly event falls due, and nothing else (WordPress's own
 * checks and its automatic updater are hours away). Then wp-cron.php is requested, as the next
 * visit or a system cron would; no test code calls the updater.
 */
async function theHourlyEventRuns(at: Site): Promise<void> {
  const due = await at.site.php<{ schedule: string | false; due: string[] }>(
    `
    $schedule = wp_get_schedule( '${URGENT}' );
    foreach ( _get_cron_array() as $time => $hooks ) {
      foreach ( $hooks as $hook => $events ) {
        foreach ( $events as $event ) {
          wp_unschedule_event( $time, $hook, $event['args'] );
          $when = '${URGENT}' === $hook ? time() - 60 : time() + 6 * HOUR_IN_SECONDS;
          if ( $event['schedule'] ) {
            wp_schedule_event( $when, $event['schedule'], $hook, $event['args'] );
          } else {
            wp_schedule_single_event( $when, $hook, $event['args'] );
          }
        }
      }
    }
    delete_transient( 'doing_cron' );
    $due = array();
    foreach ( _get_cron_array() as $time => $hooks ) {
      if ( $time <= time() ) {
        $due = array_merge( $due, array_keys( $hooks ) );
      }
    }
    wpt_result( array( 'schedule' => $schedule, 'due' => $due ) );
  `,
    { env: at.env },
  );
  // The plugin scheduled its event itself, hourly.
  expect(due.result).toEqual({ schedule: 'hourly', due: [URGENT] });
  const response = await fetch(`${at.home}/wp-cron.php`, { signal: AbortSignal.timeout(90_000) });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function installedVersion(at: Site): Promise<string> {
  const run = await at.site.php<string>(
    `wp_clean_plugins_cache( false ); wpt_result( get_plugins()['${FORMS}']['Version'] );`,
    {
      env: at.env,
    },
  );
  return run.result;
}

/** The registry requests the site sent, as "METHOD path status" (the query kept for the urgent check). */
const sent = (log: HttpLogEntry[]) =>
  log.flatMap((entry) => {
    if (!('sent' in entry) || !entry.sent.startsWith(registry.url)) return [];
    const target = entry.sent.slice(registry.url.length);
    return [`${entry.method} ${/\/urgent\b/.test(target) ? target : target.replace(/\?.*$/, '')} ${entry.status}`];
  });

/** The first urgent check of a site: no `since`. */
const FIRST_URGENT = /^GET \/sites\/[0-9a-f]{16}\/urgent 200$/;

beforeAll(async () => {
  registry = await startTestServer();
  opsKey = await registry.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] }, 'security');
  await uploadWithKey(registry.url, opsKey, 'plugin', archive('1.5.0'));
  // 2.3.0 went to a first site only: the other is offered nothing by release control.
  await uploadWithKey(registry.url, opsKey, 'plugin', archive('2.3.0'), { rollout_percent: '0' });
  exposed = await siteRunning('2.3.0', 'exposed');
  // Two public plugins the registry does not hold, from WordPress.org.
  for (const [slug, version] of Object.entries(PUBLIC)) {
    fs.mkdirSync(path.join(exposed.site.pluginsDir, slug));
    fs.writeFileSync(
      path.join(exposed.site.pluginsDir, slug, `${slug}.php`),
      `<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n */\n`,
    );
  }
  outside = await siteRunning('1.5.0', 'outside');
  // Both are up to date as far as release control goes, and WordPress has just checked.
  expect(await checkForUpdates(exposed)).toEqual({});
  await uploadWithKey(registry.url, opsKey, 'plugin', archive('2.4.1'), { rollout_percent: '0' });
  expect(await checkForUpdates(outside)).not.toHaveProperty(FORMS);
  const published = await keyedJson(registry.url, opsKey, 'POST', '/advisories', {
    summary: 'Stored XSS in the form builder',
    severity: 'high',
    affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '2.0.0', fixed: '2.4.1' }] }],
  });
  expect(published.status).toBe(201);
});

afterAll(async () => {
  for (const at of [exposed, outside]) await endSuite({ stopServing: at?.stop, site: at?.site, workDir: at?.dir });
  await registry?.close();
});

describe('an advisory on a registry plugin, its fix staged at 0 %', () => {
  it('is installed on an exposed site by its automatic updater within one run of the hourly event, without a click', async () => {
    exposed.site.takeHttpLog();
    await theHourlyEventRuns(exposed);
    expect(await installedVersion(exposed)).toBe('2.4.1');
    const requests = sent(exposed.site.takeHttpLog());
    // The urgent check (signed: the registry answers only an enrolled site), then WordPress's check.
    expect(requests[0]).toMatch(FIRST_URGENT);
    expect(requests).toContain('POST /update-check 200');
    const kept = await exposed.site.php<{ since: string; autoUpdates: unknown }>(
      `wpt_result( array( 'since' => get_option( 'extension_registry_urgent_since' ), 'autoUpdates' => get_site_option( 'auto_update_plugins', array() ) ) );`,
      { env: exposed.env },
    );
    expect(kept.result.since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(kept.result.autoUpdates).toEqual([]);
  });

  it('offers nothing new to a site running a version outside its ranges', async () => {
    outside.site.takeHttpLog();
    await theHourlyEventRuns(outside);
    expect(await installedVersion(outside)).toBe('1.5.0');
    // Its answer named nothing to install: WordPress was not made to check again.
    expect(sent(outside.site.takeHttpLog())).toEqual([expect.stringMatching(FIRST_URGENT)]);
    expect(await checkForUpdates(outside)).not.toHaveProperty(FORMS);
  });

  it('asks the next hour only about what was published since, and installs nothing more', async () => {
    const { since } = (
      await exposed.site.php<{ since: string }>(
        `wpt_result( array( 'since' => get_option( 'extension_registry_urgent_since' ) ) );`,
        { env: exposed.env },
      )
    ).result;
    await theHourlyEventRuns(exposed);
    const requests = sent(exposed.site.takeHttpLog());
    expect(requests).toEqual([
      expect.stringMatching(new RegExp(`^GET /sites/[0-9a-f]{16}/urgent\\?since=${encodeURIComponent(since)} 200$`)),
    ]);
    expect(await installedVersion(exposed)).toBe('2.4.1');
  });
});

describe('an advisory on a public plugin the registry does not hold', () => {
  it('turns on WordPress’s automatic update of a public plugin the site runs at an exposed version, and of no other', async () => {
    const published = await keyedJson(registry.url, opsKey, 'POST', '/advisories', {
      summary: 'CSRF in the contact form',
      severity: 'medium',
      affected: [{ type: 'plugin', slug: 'contact-form-7', ranges: [{ introduced: '0', fixed: '5.9.4' }] }],
    });
    expect(published.status).toBe(201);
    await theHourlyEventRuns(exposed);
    // The registry cannot ship WordPress.org's fix: nothing for WordPress to check at once.
    expect(sent(exposed.site.takeHttpLog())).toEqual([
      expect.stringMatching(/^GET \/sites\/[0-9a-f]{16}\/urgent\?since=/),
    ]);
    const decided = await exposed.site.php<{ list: unknown; updates: Record<string, boolean> }>(
      `
      include_once ABSPATH . 'wp-admin/includes/admin.php';
      require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
      $updater = new WP_Automatic_Updater();
      $updates = array();
      foreach ( array( 'contact-form-7', 'akismet' ) as $slug ) {
        // WordPress.org's offer, as its automatic updater weighs it.
        $offer            = (object) array( 'slug' => $slug, 'plugin' => "$slug/$slug.php", 'new_version' => '9.9.9', 'package' => "https://downloads.wordpress.org/plugin/$slug.9.9.9.zip" );
        $updates[ $slug ] = $updater->should_update( 'plugin', $offer, WP_PLUGIN_DIR );
      }
      wpt_result( array( 'list' => get_option( 'extension_registry_auto_update' ), 'updates' => $updates ) );
    `,
      { env: exposed.env },
    );
    expectQuiet(decided);
    expect(decided.result).toEqual({
      list: { plugins: ['contact-form-7'], themes: [] },
      updates: { 'contact-form-7': true, akismet: false },
    });
  });
});

describe('the hourly event, the registry out of reach', () => {
  it('changes nothing and prints nothing when the registry cannot be reached', async () => {
    const kept = `wpt_result( array( 'since' => get_option( 'extension_registry_urgent_since' ), 'list' => get_option( 'extension_registry_auto_update' ) ) );`;
    const before = (await exposed.site.php<unknown>(kept, { env: exposed.env })).result;
    const unreachable = { WPT_REGISTRY_URL: `http://127.0.0.1:${await freePort()}` };
    const offline = await exposed.site.php<unknown>(
      `define( 'DOING_CRON', true ); do_action( '${URGENT}' ); wpt_result( true );`,
      { env: { ...exposed.env, ...unreachable } },
    );
    expectQuiet(offline);
    expect(offline.errorLog).toEqual([
      expect.stringMatching(/Extension Registry: GET \/sites\/[0-9a-f]{16}\/urgent\?since=\S+ failed: /),
    ]);
    expect((await exposed.site.php<unknown>(kept, { env: exposed.env })).result).toEqual(before);
    expect(await installedVersion(exposed)).toBe('2.4.1');
  });
});
