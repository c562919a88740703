import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import type { PackageType } from '../../src/packages/manifest.js';
import { registryClient, type RegistryClient } from '../support/client.js';
import { sha384, themeZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { bareFolder, keygen, runScript, writeTree } from '../publish/support.js';
import { createWordPressSite, type RunResult, type WordPressSite } from './support/site.js';
import { expectQuiet, phpOn, pluginArchive as sitePlugin, upload as uploadAs } from './support/suite.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * Signed releases on a real WordPress 6.1: with EXTENSION_REGISTRY_SIGNING_KEYS, the must-use
 * plugin installs a registry update only when its archive is signed by one of the keys (sodium,
 * as WordPress's own verify_file_signature), through Plugin_Upgrader (one and bulk),
 * Theme_Upgrader and WP_Automatic_Updater. The registry here trusts no key: whatever it holds,
 * trust lives in the site. The key pair comes from the publish script's keygen, and the good
 * releases are signed by the publish script itself, so PHP's sodium checks what Node signed.
 */

const FORMS = 'acme-forms/acme-forms.php';
const TOOLS = 'acme-tools/acme-tools.php';
const THEME = 'acme-blocks';
const NOT_SIGNED = (slug: string, version: string) =>
  `Extension Registry: ${slug} ${version} is not signed by a trusted key; not installed.`;

let registry: TestServer;
let admin: RegistryClient;
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;
let script: string;
let ci: { privateKey: string; publicKey: string };
const stranger = newKeyPair();

const pluginArchive = (slug: string, version: string, extra = ''): Buffer =>
  sitePlugin(slug, version, { headers: { 'Update URI': `${registry.url}/plugins/${slug}` }, extra });

const sign = (keys: { privateKey: string }, type: PackageType, slug: string, version: string, bytes: Buffer) =>
  signMessage(privateKeyOf(keys.privateKey)!, signedMessage(type, slug, version, sha384(bytes)));

const upload = (type: PackageType, archive: Buffer, signature?: string) => uploadAs(admin, type, archive, signature);

/** A plugin release built and signed by the publish script (the CI's way). */
async function publishSigned(slug: string, version: string) {
  const source = path.join(workDir, 'src', slug);
  fs.rmSync(source, { recursive: true, force: true });
  writeTree(source, {
    [`${slug}.php`]: `<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n * Update URI: ${registry.url}/plugins/${slug}\n */\n`,
  });
  const key = await registry.key(FULL_ACCESS);
  const run = await runScript(script, [source], {
    EXTENSION_REGISTRY_URL: registry.url,
    EXTENSION_REGISTRY_KEY: key,
    EXTENSION_REGISTRY_SIGNING_KEY: ci.privateKey,
  });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain(`public key is ${ci.publicKey}`);
}

const php = phpOn(
  () => site,
  () => env,
);

interface Upgraded {
  messages: string[];
  versions: Record<string, string>;
  /** The files downloaded during the upgrade, and whether each still exists. */
  handed: Array<{ file: string; exists: boolean }>;
}

/**
 * Runs `upgrade` (PHP returning the upgrader's result) after a fresh update check, and reports
 * the skin's messages, the installed versions and whether the downloaded files were left.
 */
async function upgradeRun(upgrade: string, overrides: Record<string, string> = {}): Promise<RunResult<Upgraded>> {
  return php<Upgraded>(
    `
    delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
    wp_update_plugins(); wp_update_themes();
    $handed = array();
    // Every file download_url() streams a download into.
    add_filter( 'http_request_args', function ( $args ) use ( &$handed ) { if ( ! empty( $args['stream'] ) && ! empty( $args['filename'] ) ) { $handed[] = $args['filename']; } return $args; } );
    $skin = new Automatic_Upgrader_Skin();
    ${upgrade};
    wp_clean_plugins_cache( false );
    wp_clean_themes_cache( false );
    $versions = array_map( function ( $p ) { return $p['Version']; }, get_plugins() );
    $versions['${THEME}'] = wp_get_theme( '${THEME}' )->get( 'Version' );
    wpt_result( array(
      'messages' => $skin->get_upgrade_messages(),
      'versions' => $versions,
      'handed' => array_map( function ( $f ) { return array( 'file' => $f, 'exists' => file_exists( $f ) ); }, $handed ),
    ) );
  `,
    overrides,
  );
}

const SINGLE = `( new Plugin_Upgrader( $skin ) )->upgrade( '${FORMS}' )`;

/** One refused upgrade: the message, one log line, the file gone, the version kept. */
function expectRefused(
  run: RunResult<Upgraded>,
  key: string,
  slug: string,
  version: string,
  kept: string,
  reason: RegExp,
) {
  expectQuiet(run);
  expect(run.result.messages, JSON.stringify(run.result)).toContain(NOT_SIGNED(slug, version));
  expect(run.result.versions[key]).toBe(kept);
  const lines = run.errorLog.filter((line) => line.includes('Extension Registry:'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(run.result.handed.length).toBeGreaterThan(0);
  for (const handed of run.result.handed) expect(handed.exists, handed.file).toBe(false);
}

beforeAll(async () => {
  registry = await startTestServer();
  admin = registryClient(registry.url, await registry.key(FULL_ACCESS));
  script = bareFolder().script;
  ci = await keygen(script);
  env = {
    WPT_REGISTRY_URL: registry.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'wp.test'),
    WPT_SIGNING_KEYS: `${stranger.publicKey.slice(0, 10)}, ${ci.publicKey}`,
  };
  workDir = testTempDir('wp-signed');
  site = await createWordPressSite(workDir);
  // WordPress.org knows none of these packages.
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
  // Installed at 1.0.0, as an administrator would (installs from a link are not updates).
  await upload('plugin', pluginArchive('acme-forms', '1.0.0'));
  await upload('plugin', pluginArchive('acme-tools', '1.0.0'));
  await upload('theme', themeZip({ slug: THEME, version: '1.0.0' }));
  const installed = await php<{ forms: unknown; tools: unknown; theme: unknown }>(
    `
    $skin = new Automatic_Upgrader_Skin();
    $links = json_decode( getenv( 'WPT_LINKS' ), true );
    wpt_result( array(
      'forms' => ( new Plugin_Upgrader( $skin ) )->install( $links['forms'] ),
      'tools' => ( new Plugin_Upgrader( $skin ) )->install( $links['tools'] ),
      'theme' => ( new Theme_Upgrader( $skin ) )->install( $links['theme'] ),
    ) );
  `,
    {
      WPT_LINKS: JSON.stringify({
        forms: (await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-forms' } } })).data!.download_link,
        tools: (await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-tools' } } })).data!.download_link,
        theme: (await admin.GET('/themes/{slug}', { params: { path: { slug: THEME } } })).data!.download_link,
      }),
    },
  );
  expect(installed.result).toEqual({ forms: true, tools: true, theme: true });
});

afterAll(async () => {
  await site?.stop();
  await registry?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
});

describe('a site with EXTENSION_REGISTRY_SIGNING_KEYS', () => {
  it('refuses an update signed by another key: the message, one error_log line, the file deleted, the installed version kept', async () => {
    const bytes = pluginArchive('acme-forms', '1.1.0');
    await upload('plugin', bytes, sign(stranger, 'plugin', 'acme-forms', '1.1.0', bytes));
    expectRefused(await upgradeRun(SINGLE), FORMS, 'acme-forms', '1.1.0', '1.0.0', /verifies against none of the keys/);
  });

  it('refuses an unsigned update', async () => {
    await upload('plugin', pluginArchive('acme-forms', '1.2.0'));
    expectRefused(await upgradeRun(SINGLE), FORMS, 'acme-forms', '1.2.0', '1.0.0', /the release is not signed/);
  });

  it("refuses an update whose CI signature was made over other bytes (the registry's archive was replaced)", async () => {
    const signed = pluginArchive('acme-forms', '1.3.0');
    const served = pluginArchive('acme-forms', '1.3.0', "echo 'tampered';\n");
    // The offer names the served bytes' SHA-384; the signature covers the other bytes.
    await upload('plugin', served, sign(ci, 'plugin', 'acme-forms', '1.3.0', signed));
    expectRefused(await upgradeRun(SINGLE), FORMS, 'acme-forms', '1.3.0', '1.0.0', /verifies against none of the keys/);
  });

  it('refuses a CI signature made for another version, passed off as this one', async () => {
    // CI's signature over these very bytes, but for 1.0.0, offered as 1.3.5: the version is part of the message.
    const relabelled = pluginArchive('acme-forms', '1.3.5');
    await upload('plugin', relabelled, sign(ci, 'plugin', 'acme-forms', '1.0.0', relabelled));
    expectRefused(await upgradeRun(SINGLE), FORMS, 'acme-forms', '1.3.5', '1.0.0', /verifies against none of the keys/);
  });

  it('installs an update the publish script signed with the keygen key (PHP sodium verifies what Node signed)', async () => {
    await publishSigned('acme-forms', '1.4.0');
    const run = await upgradeRun(SINGLE);
    expectQuiet(run);
    expect(run.result.versions[FORMS], run.result.messages.join('\n')).toBe('1.4.0');
    expect(run.errorLog.filter((line) => line.includes('Extension Registry:'))).toEqual([]);
  });

  it('checks bulk upgrades and themes the same way', async () => {
    await upload('plugin', pluginArchive('acme-tools', '1.1.0'));
    const bulk = await upgradeRun(`( new Plugin_Upgrader( $skin ) )->bulk_upgrade( array( '${TOOLS}' ) )`);
    expectRefused(bulk, TOOLS, 'acme-tools', '1.1.0', '1.0.0', /the release is not signed/);

    await upload('theme', themeZip({ slug: THEME, version: '1.1.0' }));
    const theme = await upgradeRun(`( new Theme_Upgrader( $skin ) )->upgrade( '${THEME}' )`);
    expectRefused(theme, THEME, THEME, '1.1.0', '1.0.0', /the release is not signed/);

    const signed = themeZip({ slug: THEME, version: '1.2.0' });
    await upload('theme', signed, sign(ci, 'theme', THEME, '1.2.0', signed));
    const good = await upgradeRun(`( new Theme_Upgrader( $skin ) )->upgrade( '${THEME}' )`);
    expectQuiet(good);
    expect(good.result.versions[THEME], good.result.messages.join('\n')).toBe('1.2.0');
  });

  it('WP_Automatic_Updater: refuses one signed by another key (the message in its results), then installs the next one CI signed', async () => {
    const auto = `
      require_once ABSPATH . 'wp-admin/includes/class-wp-automatic-updater.php';
      update_site_option( 'auto_update_plugins', array( '${FORMS}' ) );
      add_filter( 'auto_plugin_update_send_email', '__return_false' );
      add_filter( 'auto_core_update_send_email', '__return_false' );
      add_filter( 'automatic_updates_send_debug_email', '__return_false' );
      add_action( 'automatic_updates_complete', function ( $results ) use ( $skin ) {
        foreach ( isset( $results['plugin'] ) ? $results['plugin'] : array() as $item ) { foreach ( (array) $item->messages as $m ) { $skin->feedback( $m ); } }
      } );
      delete_site_transient( 'update_plugins' );
      ( new WP_Automatic_Updater() )->run()`;
    const bytes = pluginArchive('acme-forms', '1.5.0');
    await upload('plugin', bytes, sign(stranger, 'plugin', 'acme-forms', '1.5.0', bytes));
    expectRefused(await upgradeRun(auto), FORMS, 'acme-forms', '1.5.0', '1.4.0', /verifies against none of the keys/);

    await publishSigned('acme-forms', '1.6.0');
    const run = await upgradeRun(auto);
    expectQuiet(run);
    expect(run.result.versions[FORMS]).toBe('1.6.0');
  });

  it("a file another plugin's upgrader_pre_download callback downloaded is checked, not trusted", async () => {
    const downloadFirst = `add_filter( 'upgrader_pre_download', function ( $reply, $package ) { return false === $reply ? download_url( $package ) : $reply; }, 10, 2 )`;
    const signed = themeZip({ slug: THEME, version: '1.3.0' });
    await upload('theme', signed, sign(stranger, 'theme', THEME, '1.3.0', signed));
    const refused = await upgradeRun(`${downloadFirst}; ( new Theme_Upgrader( $skin ) )->upgrade( '${THEME}' )`);
    expectRefused(refused, THEME, THEME, '1.3.0', '1.2.0', /verifies against none of the keys/);
    const good = themeZip({ slug: THEME, version: '1.4.0' });
    await upload('theme', good, sign(ci, 'theme', THEME, '1.4.0', good));
    const run = await upgradeRun(`${downloadFirst}; ( new Theme_Upgrader( $skin ) )->upgrade( '${THEME}' )`);
    expectQuiet(run);
    expect(run.result.versions[THEME], run.result.messages.join('\n')).toBe('1.4.0');
  });

  it('a constant listing something that is not a key: an administrator notice, no PHP error; the valid key still counts', async () => {
    const run = await php<{ admin: string }>(`
      wp_set_current_user( 1 );
      ob_start(); do_action( 'admin_notices' ); $admin = ob_get_clean();
      wpt_result( compact( 'admin' ) );
    `);
    expectQuiet(run);
    expect(run.result.admin).toContain('EXTENSION_REGISTRY_SIGNING_KEYS must list public keys');
    // Nothing but malformed entries: every registry update is refused, without a fatal error.
    await upload('plugin', pluginArchive('acme-tools', '1.2.0'));
    const refused = await upgradeRun(`( new Plugin_Upgrader( $skin ) )->upgrade( '${TOOLS}' )`, {
      WPT_SIGNING_KEYS: 'AAAA, not a key',
    });
    expectRefused(refused, TOOLS, 'acme-tools', '1.2.0', '1.0.0', /lists no valid key/);
  });

  it('without the constant nothing changes: an unsigned update installs', async () => {
    const run = await upgradeRun(`( new Plugin_Upgrader( $skin ) )->upgrade( '${TOOLS}' )`, { WPT_SIGNING_KEYS: '' });
    expectQuiet(run);
    expect(run.result.versions[TOOLS], run.result.messages.join('\n')).toBe('1.2.0');
  });
});
