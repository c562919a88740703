/**
 * The first install (issue 50): Plugins > Add New gets an Organization tab listing the registry's
 * plugins this site may have, each at the version release control offers it, and its Install
 * Now installs that version with WordPress's own Plugin_Upgrader, through the same download gate
 * as an update (re-asked offer, CI signature over the archive's SHA-384). The tab's page and
 * Install Now run as WordPress 6.1's plugin-install.php and update.php run them, each in a PHP
 * request of its own, on a site without internet.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import { registryClient, type RegistryClient, uploadPlugin } from '../support/client.js';
import { sha384 } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { buildZip } from '../support/zip.js';
import { createWordPressSite, type RunResult, type WordPressSite } from './support/site.js';
import { endSuite } from './support/suite.js';
import { startTamperingProxy, type TamperingProxy } from './support/tampering-proxy.js';

let registry: TestServer;
let admin: RegistryClient;
let site: WordPressSite;
let env: Record<string, string>;
let proxy: TamperingProxy;
let workDir: string;
const ci = newKeyPair();
const stranger = newKeyPair();

function pluginArchive(slug: string, version: string, extra = ''): Buffer {
  const main = `<?php\n/**\n * Plugin Name: ${slug}<b></b>\n * Version: ${version}\n * Description: The ${slug} plugin.\n */\n\ndefined('ABSPATH') || exit;\n${extra}`;
  return buildZip([{ name: `${slug}/${slug}.php`, data: main }]);
}

const sign = (keys: { privateKey: string }, slug: string, version: string, bytes: Buffer) =>
  signMessage(privateKeyOf(keys.privateKey)!, signedMessage('plugin', slug, version, sha384(bytes)));

async function publish(slug: string, version: string, bytes = pluginArchive(slug, version), keys = ci) {
  const { response } = await uploadPlugin(admin, bytes, undefined, sign(keys, slug, version, bytes));
  expect(response.status).toBe(201);
}

async function rollout(slug: string, version: string, body: Record<string, unknown>) {
  const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
    params: { path: { slug, version } },
    body,
  });
  expect(response.status).toBe(200);
}

function expectQuiet(run: RunResult<unknown>) {
  expect(run.output).not.toMatch(/Warning|Notice|Deprecated|Fatal/i);
  expect(run.errorLog.filter((line) => /PHP (Warning|Notice|Deprecated|Fatal)/.test(line))).toEqual([]);
}

interface Tab {
  tabs: Record<string, string>;
  items: Array<{ slug: string; name: string; version: string; download_link: string }>;
  html: string;
}

/** Plugins > Add New > Organization, as plugin-install.php prepares and prints it. */
function organizationTab(through = env): Promise<RunResult<Tab>> {
  return site.php<Tab>(
    `
    wp_set_current_user( 1 );
    $_GET['tab'] = 'organization'; $_REQUEST['tab'] = 'organization';
    set_current_screen( 'plugin-install' );
    global $wp_list_table, $tabs;
    $wp_list_table = _get_list_table( 'WP_Plugin_Install_List_Table' );
    $wp_list_table->prepare_items();
    ob_start();
    do_action( 'install_plugins_organization', 1 );
    $html = ob_get_clean();
    wpt_result( array( 'tabs' => $tabs, 'items' => array_map( function ( $p ) { return array( 'slug' => $p['slug'], 'name' => $p['name'], 'version' => $p['version'], 'download_link' => $p['download_link'] ); }, $wp_list_table->items ), 'html' => $html ) );
  `,
    { env: through },
  );
}

/** The installer's page is what PHP printed (the run's `output`): its skin flushes every output buffer. */
interface Installed {
  error: string | null;
  result: unknown;
  version: string | null;
}

/** Install Now: what update.php?action=install-plugin does with the tab's link. */
function installNow(href: string, through = env): Promise<RunResult<Installed>> {
  return site.php<Installed>(
    `
    wp_set_current_user( 1 );
    $query = array();
    parse_str( (string) wp_parse_url( html_entity_decode( getenv( 'WPT_HREF' ) ), PHP_URL_QUERY ), $query );
    $plugin = $query['plugin'];
    if ( 'install-plugin' !== $query['action'] || ! wp_verify_nonce( $query['_wpnonce'], 'install-plugin_' . $plugin ) ) { wpt_result( 'bad link' ); return; }
    $api = plugins_api( 'plugin_information', array( 'slug' => $plugin, 'fields' => array( 'sections' => false ) ) );
    if ( is_wp_error( $api ) ) { wpt_result( array( 'error' => $api->get_error_message(), 'result' => false, 'version' => null ) ); return; }
    $title = sprintf( 'Installing Plugin: %s', $api->name . ' ' . $api->version );
    $nonce = 'install-plugin_' . $plugin;
    $url = 'update.php?action=install-plugin&plugin=' . urlencode( $plugin );
    $upgrader = new Plugin_Upgrader( new Plugin_Installer_Skin( compact( 'title', 'url', 'nonce', 'plugin', 'api' ) ) );
    $result = $upgrader->install( $api->download_link );
    wp_clean_plugins_cache( false );
    $plugins = get_plugins();
    $file = $plugin . '/' . $plugin . '.php';
    wpt_result( array( 'error' => null, 'result' => is_wp_error( $result ) ? $result->get_error_code() : $result, 'version' => isset( $plugins[ $file ] ) ? $plugins[ $file ]['Version'] : null ) );
  `,
    { env: { ...through, WPT_HREF: href } },
  );
}

function installLink(html: string, slug: string): string {
  const found = html.match(new RegExp(`class="install-now button" data-slug="${slug}" href="([^"]+)"`));
  expect(found, html).not.toBeNull();
  return found![1];
}

beforeAll(async () => {
  registry = await startTestServer();
  admin = registryClient(registry.url, await registry.key(FULL_ACCESS));
  env = {
    WPT_REGISTRY_URL: registry.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'wp.test'),
    WPT_SIGNING_KEYS: ci.publicKey,
  };
  // acme-forms: 1.0.0 for everyone, 1.1.0 staged for the canary ring only (this site is production).
  await publish('acme-forms', '1.0.0');
  await publish('acme-forms', '1.1.0');
  await rollout('acme-forms', '1.1.0', { percent: 0, rings: ['canary'] });
  // acme-hidden: its only release is halted, so nothing is offered to this site.
  await publish('acme-hidden', '1.0.0');
  await rollout('acme-hidden', '1.0.0', { halted: true });
  proxy = await startTamperingProxy(registry.url);
  workDir = testTempDir('wordpress-first-install');
  site = await createWordPressSite(workDir);
  // WordPress.org knows none of these packages.
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
});

afterAll(() => endSuite({ site, servers: [proxy, registry], workDir }));

describe('Plugins > Add New > Organization', () => {
  it('lists the plugins release control offers this site, at the offered version, fields escaped', async () => {
    const run = await organizationTab();
    expectQuiet(run);
    expect(run.result.tabs).toMatchObject({ organization: 'Organization' });
    expect(run.result.items.map((item) => [item.slug, item.version])).toEqual([['acme-forms', '1.0.0']]);
    expect(run.result.items[0].download_link).toContain('acme-forms-1.0.0');
    expect(run.result.html).toContain('acme-forms');
    expect(run.result.html).not.toContain('<b>');
    expect(run.result.html).not.toContain('acme-hidden');
    installLink(run.result.html, 'acme-forms');
  });

  it("installs the offered version for the first time with WordPress's Install Now", async () => {
    const tab = await organizationTab();
    const run = await installNow(installLink(tab.result.html, 'acme-forms'));
    expectQuiet(run);
    expect(run.output).toContain('Successfully installed the plugin <strong>acme-forms 1.0.0</strong>.');
    expect(run.result.result).toBe(true);
    expect(run.result.version).toBe('1.0.0');
  });

  it('refuses an archive swapped on the way on a first install: nothing is installed', async () => {
    await publish('acme-swapped', '1.0.0');
    const evil = proxy.serve('acme-swapped.zip', pluginArchive('acme-swapped', '1.0.0', "echo 'evil';\n"));
    // The attacker between site and registry points the offer's link at its own archive.
    proxy.tampering.answer = (answer) => {
      const offer = answer.plugins?.['acme-swapped/acme-swapped.php'];
      if (offer) offer.package = evil;
      return answer;
    };
    const through = { ...env, WPT_REGISTRY_URL: proxy.url };
    const tab = await organizationTab(through);
    expect(tab.result.items.map((item) => [item.slug, item.download_link])).toEqual([['acme-swapped', evil]]);
    const run = await installNow(installLink(tab.result.html, 'acme-swapped'), through);
    proxy.tampering = {};
    expect(run.output).toContain(
      'Extension Registry: acme-swapped 1.0.0 is not signed by a trusted key; not installed.',
    );
    expect(run.result.version).toBeNull();
    expect(run.errorLog.join('\n')).toMatch(/SHA-384 is not the offered one/);
    expect(fs.existsSync(`${site.pluginsDir}/acme-swapped`)).toBe(false);
  });

  it("refuses an archive the registry serves that is not the one CI signed (the registry's file replaced)", async () => {
    const signed = pluginArchive('acme-tools', '1.0.0');
    const served = pluginArchive('acme-tools', '1.0.0', "echo 'tampered';\n");
    const { response } = await uploadPlugin(admin, served, undefined, sign(ci, 'acme-tools', '1.0.0', signed));
    expect(response.status).toBe(201);
    const tab = await organizationTab();
    // A refused plugin stays listed: it is still offered, only its archive is refused.
    expect(tab.result.items.map((item) => item.slug)).toContain('acme-tools');
    const run = await installNow(installLink(tab.result.html, 'acme-tools'));
    expect(run.output).toContain('Extension Registry: acme-tools 1.0.0 is not signed by a trusted key; not installed.');
    expect(run.result.version).toBeNull();
    expect(run.errorLog.join('\n')).toMatch(/verifies against none of the keys/);
  });

  it('without signing keys, refuses an archive swapped on the way that would unpack into another folder', async () => {
    await publish('acme-folder', '1.0.0');
    const evil = proxy.serve('acme-folder.zip', pluginArchive('acme-other', '1.0.0'));
    proxy.tampering.answer = (answer) => {
      const offer = answer.plugins?.['acme-folder/acme-folder.php'];
      if (offer) offer.package = evil;
      return answer;
    };
    const through = { ...env, WPT_REGISTRY_URL: proxy.url, WPT_SIGNING_KEYS: '' };
    const tab = await organizationTab(through);
    const run = await installNow(installLink(tab.result.html, 'acme-folder'), through);
    proxy.tampering = {};
    expect(run.output).toContain(
      'Extension Registry: acme-folder 1.0.0 is not the archive that was offered: it must hold one folder named acme-folder and holds acme-other; not installed.',
    );
    expect(fs.existsSync(`${site.pluginsDir}/acme-other`)).toBe(false);
    expect(fs.existsSync(`${site.pluginsDir}/acme-folder`)).toBe(false);
  });

  it('refuses a release signed by another key on a first install', async () => {
    await publish('acme-extra', '1.0.0', pluginArchive('acme-extra', '1.0.0'), stranger);
    const tab = await organizationTab();
    const run = await installNow(installLink(tab.result.html, 'acme-extra'));
    expect(run.output).toContain('Extension Registry: acme-extra 1.0.0 is not signed by a trusted key; not installed.');
    expect(run.result.version).toBeNull();
  });

  it('refuses a release halted after the tab was shown', async () => {
    await publish('acme-late', '1.0.0');
    const tab = await organizationTab();
    const href = installLink(tab.result.html, 'acme-late');
    await rollout('acme-late', '1.0.0', { halted: true });
    const run = await installNow(href);
    expect(run.result.version).toBeNull();
    expect(run.result.error).toMatch(
      /Extension Registry: acme-late (1\.0\.0 is no longer|is not) offered to this site\./,
    );
  });
});
