import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryClient, type RegistryClient, uploadPlugin, versionPath } from '../support/client.js';
import { freePort } from '../support/processes.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { createWordPressSite, type HttpLogEntry, type WordPressSite } from './support/site.js';
import { phpOn, pluginArchive as sitePlugin } from './support/suite.js';

/**
 * A site without internet access, as many intranet sites are: api.wordpress.org cannot be reached
 * (WPT_ORG_DOWN), so WordPress 6.1 never gets to the end of a core check, where it starts its
 * automatic updater. The site is served over HTTP and nothing but WordPress's own cron runner
 * (wp-cron.php, requested as a visit or a system cron would) runs its scheduled checks: the
 * must-use plugin must then start the updater itself, which installs a canary release and, once
 * it is withdrawn, rolls back. No test code calls the updater.
 */

const FORMS = 'acme-forms/acme-forms.php';

let registry: TestServer;
let admin: RegistryClient;
let site: WordPressSite;
let env: Record<string, string>;
let home: string;
let workDir: string;
let stopServing: (() => Promise<void>) | undefined;

const pluginArchive = (version: string): Buffer =>
  sitePlugin('acme-forms', version, { headers: { 'Plugin Name': 'Acme Forms' } });

const php = phpOn(
  () => site,
  () => env,
);

const installed = async () =>
  (await php<string>(`wp_clean_plugins_cache( false ); wpt_result( get_plugins()['${FORMS}']['Version'] );`)).result;

/**
 * Twelve hours pass: WordPress's three scheduled update checks fall due and its last plugin
 * check is older than the two hours a cron run waits. Then its cron runner is requested, as the
 * next visit to the site (or a system cron) would.
 */
async function cronRunsTheScheduledChecks(): Promise<void> {
  const due = await php<boolean>(`
    foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes' ) as $hook ) {
      wp_clear_scheduled_hook( $hook );
      wp_schedule_event( time() - 60, 'twicedaily', $hook );
    }
    $kept = get_site_transient( 'update_plugins' );
    if ( is_object( $kept ) ) {
      $kept->last_checked = time() - 3 * HOUR_IN_SECONDS;
      set_site_transient( 'update_plugins', $kept );
    }
    delete_transient( 'doing_cron' );
    wpt_result( true );
  `);
  expect(due.result).toBe(true);
  const response = await fetch(`${home}/wp-cron.php`, { signal: AbortSignal.timeout(90_000) });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

const orgRequests = (log: HttpLogEntry[]) => log.filter((entry) => 'org' in entry);

beforeAll(async () => {
  registry = await startTestServer();
  admin = registryClient(registry.url, await registry.key(FULL_ACCESS));
  home = `http://127.0.0.1:${await freePort()}`;
  env = {
    WPT_REGISTRY_URL: registry.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'site'),
    WPT_REGISTRY_RING: 'canary',
    WPT_ORG_DOWN: '1',
    WPT_HOME: home,
  };
  workDir = testTempDir('wp-offline');
  site = await createWordPressSite(workDir);
  expect((await uploadPlugin(admin, pluginArchive('1.0.0'))).response.status).toBe(201);
  fs.mkdirSync(path.join(site.pluginsDir, 'acme-forms'));
  fs.writeFileSync(
    path.join(site.pluginsDir, FORMS),
    "<?php\n/**\n * Plugin Name: Acme Forms\n * Version: 1.0.0\n */\n\ndefined('ABSPATH') || exit;\n",
  );
  const set = await php<boolean>(`
    activate_plugins( array( '${FORMS}' ) );
    update_site_option( 'auto_update_plugins', array( '${FORMS}' ) );
    wpt_result( true );
  `);
  expect(set.result).toBe(true);
  stopServing = await site.serve(home, env);
  // The cron events WordPress scheduled at install run once first (they are due at once).
  await cronRunsTheScheduledChecks();
  expect(await installed()).toBe('1.0.0');
});

afterAll(async () => {
  await stopServing?.();
  await site?.stop();
  await registry?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a site without internet access, with auto-updates on, through its own cron alone', () => {
  it('installs a canary release staged for its ring', async () => {
    expect((await uploadPlugin(admin, pluginArchive('1.1.0'))).response.status).toBe(201);
    const staged = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.1.0'),
      body: { percent: 0, rings: ['canary'] },
    });
    expect(staged.response.status).toBe(200);
    site.takeHttpLog();
    await cronRunsTheScheduledChecks();
    expect(orgRequests(site.takeHttpLog()).length).toBeGreaterThan(0); // WordPress.org was tried, and failed
    expect(await installed()).toBe('1.1.0');
  });

  it('rolls back once the release is withdrawn', async () => {
    const withdrawn = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.1.0'),
      body: { withdrawn: true },
    });
    expect(withdrawn.response.status).toBe(200);
    await cronRunsTheScheduledChecks();
    expect(await installed()).toBe('1.0.0');
  });

  it('keeps what it checked, so the Plugins page does not send a full check at every load', async () => {
    const checked = await php<{ checked: Record<string, string> }>(`
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      wpt_result( array( 'checked' => get_site_transient( 'update_plugins' )->checked ) );
    `);
    expect(checked.result.checked[FORMS]).toBe('1.0.0');
    site.takeHttpLog();
    // The Plugins screen's own check (an hour's timeout), as its load runs it.
    const loaded = await php<boolean>(`do_action( 'load-plugins.php' ); wpt_result( true );`);
    expect(loaded.result).toBe(true);
    expect(orgRequests(site.takeHttpLog())).toEqual([]);
  });
});
