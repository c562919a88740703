import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registryClient,
  type RegistryClient,
  uploadForm,
  uploadPlugin,
  uploadTheme,
  versionPath,
} from '../support/client.js';
import { themeZip } from '../support/packages.js';
import { freePort } from '../support/processes.js';
import { FULL_ACCESS, SITE_ACCESS, LINKS, startTestServer, type TestServer } from '../support/server.js';
import { checkPhp74 } from './support/php74.js';
import { createWordPressSite, MU_PLUGIN, type HttpLogEntry, type WordPressSite } from './support/site.js';
import { automaticUpdate, expectQuiet, phpOn, pluginArchive as sitePlugin } from './support/suite.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * The must-use plugin on a real WordPress (Debian 12's 6.1, a private MariaDB), driven through
 * WordPress's own code: wp_update_plugins(), plugins_api(), Plugin_Upgrader and friends, against
 * a registry started here. The site has no internet: a test-only must-use plugin records what
 * WordPress would send to api.wordpress.org and answers it from canned answers.
 */

const FORMS = 'acme-forms/acme-forms.php'; // Update URI points at the registry
const TOOLS = 'acme-tools/acme-tools.php'; // no Update URI: managed because the registry holds it
const PUBLIC = 'public-thing/public-thing.php'; // a WordPress.org plugin the registry does not hold
const THEME = 'acme-blocks';

let registry: TestServer;
let admin: RegistryClient;
let adminKey: string;
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;

/** A plugin ZIP with any headers (the shared helper has no `Update URI`). */
const pluginArchive = (slug: string, version: string, headers: Record<string, string> = {}): Buffer =>
  sitePlugin(slug, version, { headers });

async function publishPlugin(slug: string, version: string, headers: Record<string, string> = {}, notes?: string) {
  const { response } = await uploadPlugin(admin, pluginArchive(slug, version, headers), notes);
  expect(response.status).toBe(201);
}

async function publishTheme(version: string, notes?: string) {
  const { response } = await uploadTheme(admin, themeZip({ slug: THEME, version }), notes);
  expect(response.status).toBe(201);
}

/** Runs PHP inside the site, connected to the registry unless `overrides` say otherwise. */
const php = phpOn(
  () => site,
  () => env,
);

const orgRequests = (log: HttpLogEntry[], kind: string) =>
  log.flatMap((entry) => ('org' in entry && entry.org.includes(`/${kind}/`) ? [entry] : []));
const sent = (log: HttpLogEntry[]) => log.flatMap((entry) => ('sent' in entry ? [entry] : []));

/** A WordPress.org answer offering a bogus update (a public package squatting on a managed slug). */
const squatter = (slug: string, key: string) => ({
  id: `w.org/plugins/${slug}`,
  slug,
  plugin: key,
  new_version: '9.9.9',
  url: `https://wordpress.org/plugins/${slug}/`,
  package: `https://downloads.wordpress.org/plugin/${slug}.9.9.9.zip`,
  icons: {},
  banners: {},
  banners_rtl: [],
  requires: '',
  tested: '',
  requires_php: '',
});

const ORG_ANSWERS = {
  'plugins/update-check': {
    plugins: {
      [TOOLS]: squatter('acme-tools', TOOLS),
      [PUBLIC]: { ...squatter('public-thing', PUBLIC), new_version: '2.0.0' },
    },
    no_update: { [FORMS]: { ...squatter('acme-forms', FORMS), new_version: '1.0.0' } },
    translations: [
      {
        type: 'plugin',
        slug: 'acme-tools',
        language: 'de_DE',
        version: '9.9.9',
        updated: '2026-01-01 00:00:00',
        package: 'https://downloads.wordpress.org/translation/plugin/acme-tools/9.9.9/de_DE.zip',
        autoupdate: true,
      },
      {
        type: 'plugin',
        slug: 'public-thing',
        language: 'de_DE',
        version: '2.0.0',
        updated: '2026-01-01 00:00:00',
        package: 'https://downloads.wordpress.org/translation/plugin/public-thing/2.0.0/de_DE.zip',
        autoupdate: true,
      },
    ],
  },
  'themes/update-check': {
    themes: {
      [THEME]: {
        theme: THEME,
        new_version: '9.9.9',
        url: 'https://wordpress.org/themes/acme-blocks/',
        package: 'https://downloads.wordpress.org/theme/acme-blocks.9.9.9.zip',
        requires: '',
        requires_php: '',
      },
    },
    no_update: {},
    translations: [],
  },
};

/** The update transients, as a scenario reads them back. */
const READ_PLUGIN_UPDATES = `
  $t = get_site_transient( 'update_plugins' );
  $pick = function ( $entries ) { $out = array(); foreach ( (array) $entries as $k => $e ) { $e = (array) $e; $out[ $k ] = array( 'new_version' => $e['new_version'], 'package' => isset( $e['package'] ) ? $e['package'] : '' ); } return $out; };
  $updates = array( 'response' => $pick( $t->response ), 'no_update' => $pick( $t->no_update ), 'translations' => array_map( function ( $x ) { $x = (array) $x; return $x['slug']; }, (array) $t->translations ) );
`;

/** A fresh plugin update check, as WordPress runs it, answering what it stored. */
const CHECK_PLUGIN_UPDATES = `
  delete_site_transient( 'update_plugins' );
  wp_update_plugins();
  ${READ_PLUGIN_UPDATES}
  wpt_result( $updates );
`;

interface Updates {
  response: Record<string, { new_version: string; package: string }>;
  no_update: Record<string, { new_version: string; package: string }>;
  translations: string[];
}

beforeAll(async () => {
  registry = await startTestServer({
    REGISTRY_AUTHOR_NAME: 'Acme Digital',
    REGISTRY_AUTHOR_URI: 'https://acme.example',
  });
  adminKey = await registry.key(FULL_ACCESS);
  admin = registryClient(registry.url, adminKey);
  env = {
    WPT_REGISTRY_URL: registry.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'wp.test'),
  };
  await publishPlugin('acme-forms', '1.0.0', { 'Update URI': `${registry.url}/plugins/acme-forms` });
  await publishPlugin('acme-tools', '1.0.0');
  await publishTheme('1.0.0');
  workDir = testTempDir('wordpress');
  site = await createWordPressSite(workDir);
  site.setOrgAnswers(ORG_ANSWERS);
  // Installed translations: WordPress names their slugs in its update check too.
  const languages = path.join(workDir, 'wp-content', 'languages', 'plugins');
  fs.mkdirSync(languages, { recursive: true });
  for (const slug of ['acme-tools', 'public-thing']) {
    fs.writeFileSync(
      path.join(languages, `${slug}-de_DE.po`),
      `msgid ""\nmsgstr ""\n"Project-Id-Version: ${slug}\\n"\n"PO-Revision-Date: 2026-01-01 00:00+0000\\n"\n`,
    );
    fs.writeFileSync(path.join(languages, `${slug}-de_DE.mo`), ''); // WordPress lists a .po only beside its .mo
  }
  // A public plugin, as if installed from WordPress.org.
  fs.mkdirSync(path.join(site.pluginsDir, 'public-thing'));
  fs.writeFileSync(
    path.join(site.pluginsDir, PUBLIC),
    '<?php\n/**\n * Plugin Name: Public Thing\n * Version: 1.0.0\n */\n',
  );
});

afterAll(async () => {
  await site?.stop();
  await registry?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the must-use plugin file', () => {
  it('is valid PHP (php -l) written for PHP 7.4: no PHP 8 syntax or functions', async () => {
    const { stdout } = await promisify(execFile)('php', ['-l', MU_PLUGIN]);
    expect(stdout).toMatch(/No syntax errors/);
    expect(checkPhp74(fs.readFileSync(MU_PLUGIN, 'utf8'))).toEqual([]);
    // The checker can fail: PHP 8 code is refused.
    for (const php8 of [
      '$a = match (1) { 1 => 2 };',
      'if (str_contains("a", "b")) {}',
      'function f(int|string $x) {}',
      'class A { function __construct(private $a) {} }',
      'f(a: 1);',
    ]) {
      expect(checkPhp74(`<?php ${php8}`)).not.toEqual([]);
    }
  });
});

describe('a WordPress site connected to the registry', () => {
  it('without the two constants does nothing but tell administrators so', async () => {
    const run = await site.php<{ admin: string; subscriber: string; hooks: string[] }>(`
      $hooks = array();
      foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
        foreach ( $hook->callbacks as $callbacks ) {
          foreach ( $callbacks as $callback ) {
            $f = $callback['function'];
            if ( is_array( $f ) && ( is_object( $f[0] ) ? get_class( $f[0] ) : $f[0] ) === 'Extension_Registry_Client' ) { $hooks[] = $name; }
          }
        }
      }
      wp_set_current_user( 1 );
      ob_start(); do_action( 'admin_notices' ); $admin = ob_get_clean();
      $id = wp_insert_user( array( 'user_login' => 'reader', 'user_pass' => 'x', 'role' => 'subscriber' ) );
      wp_set_current_user( $id );
      ob_start(); do_action( 'admin_notices' ); $subscriber = ob_get_clean();
      wpt_result( compact( 'admin', 'subscriber', 'hooks' ) );
    `);
    expectQuiet(run);
    expect(run.result.admin).toContain('Extension Registry is not connected');
    expect(run.result.admin).toContain('EXTENSION_REGISTRY_URL');
    expect(run.result.subscriber).toBe('');
    expect(run.result.hooks.sort()).toEqual(['admin_notices', 'network_admin_notices']);
  });

  it("installs the registry's plugins and theme; only the must-use plugin's own downloads let the loopback registry through WordPress's safe-URL check", async () => {
    const links = {
      forms: (await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-forms' } } })).data!.download_link,
      tools: (await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-tools' } } })).data!.download_link,
      theme: (await admin.GET('/themes/{slug}', { params: { path: { slug: THEME } } })).data!.download_link,
    };
    const install = `
      $links = json_decode( getenv( 'WPT_LINKS' ), true );
      $skin = new Automatic_Upgrader_Skin();
      $plugins = new Plugin_Upgrader( $skin );
      $themes = new Theme_Upgrader( $skin );
      $result = array(
        'forms' => $plugins->install( $links['forms'] ),
        'tools' => $plugins->install( $links['tools'] ),
        'theme' => $themes->install( $links['theme'] ),
        'messages' => $skin->get_upgrade_messages(),
        'other_loopback_port' => wp_http_validate_url( 'http://127.0.0.1:' . getenv( 'WPT_OTHER_PORT' ) . '/x.zip' ),
        'loopback_port_80' => wp_http_validate_url( 'http://127.0.0.1/x.zip' ),
        'private_network' => wp_http_validate_url( 'http://10.1.2.3:' . getenv( 'WPT_REGISTRY_PORT' ) . '/x.zip' ),
        'registry' => wp_http_validate_url( getenv( 'WPT_REGISTRY_URL' ) . '/plugins' ),
      );
      wp_clean_plugins_cache( false );
      $result['installed'] = array_map( function ( $p ) { return $p['Version']; }, get_plugins() );
      $result['theme_version'] = wp_get_theme( '${THEME}' )->exists() ? wp_get_theme( '${THEME}' )->get( 'Version' ) : null;
      if ( $result['forms'] === true ) { activate_plugin( '${FORMS}' ); switch_theme( '${THEME}' ); }
      wpt_result( $result );
    `;
    const linkEnv = {
      WPT_LINKS: JSON.stringify(links),
      WPT_OTHER_PORT: String(await freePort()),
      WPT_REGISTRY_PORT: new URL(registry.url).port,
    };

    // WordPress alone refuses the registry on 127.0.0.1 and an unusual port.
    const refused = await php<Record<string, unknown>>(install, linkEnv, false);
    expectQuiet(refused);
    expect(refused.result).toMatchObject({
      forms: null,
      tools: null,
      theme: null,
      registry: false,
      theme_version: null,
    });
    expect(refused.result.messages).toEqual(expect.arrayContaining(['Download failed. A valid URL was not provided.']));
    expect(Object.keys(refused.result.installed as object)).toEqual([PUBLIC]);

    const run = await php<Record<string, unknown>>(install, linkEnv);
    expectQuiet(run);
    expect(run.result).toMatchObject({ forms: true, tools: true, theme: true, theme_version: '1.0.0' });
    expect(run.result.installed).toEqual({ [FORMS]: '1.0.0', [TOOLS]: '1.0.0', [PUBLIC]: '1.0.0' });
    // Let through while the plugin downloads, and only then: once the installs are done, not even
    // the registry's own address passes for other callers, and nothing else ever did.
    expect(run.result).toMatchObject({
      registry: false,
      other_loopback_port: false,
      loopback_port_80: false,
      private_network: false,
    });
  });

  it("wp_update_plugins() offers the registry's newer versions (the newest the site can run) from one registry request; WordPress.org neither hears of them nor answers for them", async () => {
    await publishPlugin(
      'acme-forms',
      '1.1.0',
      { 'Update URI': `${registry.url}/plugins/acme-forms` },
      'Adds **file uploads**.',
    );
    await publishPlugin('acme-tools', '1.1.0');
    await publishPlugin('acme-tools', '1.2.0', { 'Requires PHP': '99' });
    site.takeHttpLog();
    const run = await php<Updates>(CHECK_PLUGIN_UPDATES);
    expectQuiet(run);
    const updates = run.result;
    expect(updates.response[FORMS].new_version).toBe('1.1.0');
    expect(updates.response[FORMS].package.startsWith(`${registry.url}/`)).toBe(true);
    // 1.2.0 needs PHP 99: the compatible 1.1.0 is offered, and WordPress.org's 9.9.9 is dropped.
    expect(updates.response[TOOLS].new_version).toBe('1.1.0');
    expect(updates.no_update[FORMS]).toBeUndefined();
    expect(updates.translations).toEqual(['public-thing']);
    // WordPress.org still serves the plugins it owns.
    expect(updates.response[PUBLIC].new_version).toBe('2.0.0');

    const log = site.takeHttpLog();
    const [org, ...more] = orgRequests(log, 'plugins');
    expect(more).toEqual([]);
    expect(org).toBeDefined();
    const told = JSON.parse(org.body!.plugins) as { plugins: Record<string, unknown>; active: string[] };
    expect(Object.keys(told.plugins)).toEqual([PUBLIC]);
    expect(told.active).toEqual([]);
    expect(Object.keys(JSON.parse(org.body!.translations))).toEqual(['public-thing']);
    expect(JSON.stringify(org.body)).not.toMatch(/acme-forms|acme-tools/);
    // One registry request for the whole check (the site enrolled its key at the check after the installs).
    expect(sent(log)).toEqual([{ sent: `${registry.url}/update-check`, method: 'POST', status: 200 }]);
  });

  it("wp_update_themes() offers the registry theme's newer version; WordPress.org neither hears of it nor answers for it", async () => {
    await publishTheme('1.1.0', 'Wider content.');
    site.takeHttpLog();
    const run = await php<{ response: Record<string, { new_version: string; package: string }>; active: string }>(`
      delete_site_transient( 'update_themes' );
      wp_update_themes();
      $t = get_site_transient( 'update_themes' );
      wpt_result( array( 'response' => $t->response, 'active' => get_stylesheet() ) );
    `);
    expectQuiet(run);
    expect(run.result.active).toBe(THEME);
    expect(run.result.response[THEME].new_version).toBe('1.1.0');
    expect(run.result.response[THEME].package.startsWith(`${registry.url}/`)).toBe(true);
    const log = site.takeHttpLog();
    const [org] = orgRequests(log, 'themes');
    const told = JSON.parse(org.body!.themes) as { active: string; themes: Record<string, unknown> };
    expect(told.themes).toEqual({});
    expect(told.active).toBe('');
    expect(sent(log)).toEqual([{ sent: `${registry.url}/update-check`, method: 'POST', status: 200 }]);
  });

  it('"View details" (plugins_api, themes_api) shows the registry\'s records; other slugs still ask WordPress.org', async () => {
    site.takeHttpLog();
    const run = await php<{ plugin: Record<string, any>; theme: Record<string, any>; publicAsked: boolean }>(`
      $plugin = plugins_api( 'plugin_information', array( 'slug' => 'acme-forms' ) );
      $theme = themes_api( 'theme_information', array( 'slug' => '${THEME}' ) );
      plugins_api( 'plugin_information', array( 'slug' => 'public-thing' ) );
      wpt_result( array( 'plugin' => (array) $plugin, 'theme' => (array) $theme ) );
    `);
    expectQuiet(run);
    expect(run.result.plugin).toMatchObject({ slug: 'acme-forms', version: '1.1.0' });
    expect(run.result.plugin.sections.changelog).toContain('<strong>file uploads</strong>');
    expect(Object.keys(run.result.plugin.versions)).toEqual(expect.arrayContaining(['1.0.0', '1.1.0']));
    expect(run.result.theme).toMatchObject({ slug: THEME, version: '1.1.0' });
    const log = site.takeHttpLog();
    expect(orgRequests(log, 'plugins').map((entry) => JSON.stringify(entry))).toEqual([
      expect.stringContaining('public-thing'),
    ]);
    expect(orgRequests(log, 'themes')).toEqual([]);
    expect(sent(log).map((entry) => entry.sent)).toEqual([
      `${registry.url}/plugins/acme-forms`,
      `${registry.url}/themes/${THEME}`,
    ]);
  });

  it('Plugin_Upgrader (one and bulk) and Theme_Upgrader install the offered versions although the links kept in the update answer have gone stale', async () => {
    const expired = (link: string) => LINKS.withExpiry(new URL(link), Math.floor(Date.now() / 1000) - 3600).toString();
    const garbled = (link: string) => {
      const url = new URL(link);
      url.searchParams.set(LINKS.signature, 'garbled');
      return url.toString();
    };
    const upgrades = [
      {
        key: FORMS,
        kind: 'plugins',
        stale: expired,
        upgrade: `( new Plugin_Upgrader( $skin ) )->upgrade( '${FORMS}' )`,
      },
      {
        key: TOOLS,
        kind: 'plugins',
        stale: garbled,
        upgrade: `( new Plugin_Upgrader( $skin ) )->bulk_upgrade( array( '${TOOLS}' ) )['${TOOLS}']`,
      },
      { key: THEME, kind: 'themes', stale: expired, upgrade: `( new Theme_Upgrader( $skin ) )->upgrade( '${THEME}' )` },
    ];
    for (const { key, kind, stale, upgrade } of upgrades) {
      // A check (each update clears WordPress's update answers), as WordPress runs it when a screen loads.
      const checked = await php<{ package: string }>(
        `
        wp_update_plugins(); wp_update_themes();
        $entry = (array) get_site_transient( 'update_${kind}' )->response[ getenv( 'WPT_KEY' ) ];
        wpt_result( array( 'package' => $entry['package'] ) );
      `,
        { WPT_KEY: key },
      );
      const link = stale(checked.result.package);
      // The stale link really does not download any more.
      expect((await fetch(link)).status).not.toBe(200);

      // Hours later, in another request: the kept answer holds the stale link.
      site.takeHttpLog();
      const run = await php<{ result: unknown; versions: Record<string, string>; messages: string[] }>(
        `
        $updates = get_site_transient( 'update_${kind}' );
        if ( 'plugins' === '${kind}' ) { $updates->response[ getenv( 'WPT_KEY' ) ]->package = getenv( 'WPT_LINK' ); }
        else { $updates->response[ getenv( 'WPT_KEY' ) ]['package'] = getenv( 'WPT_LINK' ); }
        set_site_transient( 'update_${kind}', $updates );
        $skin = new Automatic_Upgrader_Skin();
        $result = ${upgrade};
        $result = true === $result || ( is_array( $result ) && isset( $result['destination_name'] ) ) ? true : $result; // bulk_upgrade() answers with the installed folder
        wp_clean_plugins_cache( false );
        wp_clean_themes_cache( false );
        $versions = array_map( function ( $p ) { return $p['Version']; }, get_plugins() );
        $versions['${THEME}'] = wp_get_theme( '${THEME}' )->get( 'Version' );
        wpt_result( array( 'result' => $result, 'versions' => $versions, 'messages' => $skin->get_upgrade_messages() ) );
      `,
        { WPT_KEY: key, WPT_LINK: link },
      );
      expectQuiet(run);
      expect(run.result.result, run.result.messages.join('\n')).toBe(true);
      expect(run.result.versions[key]).toBe('1.1.0');
      const requested = sent(site.takeHttpLog()).map(
        (entry) =>
          `${entry.method} ${String(entry.sent)
            .replace(registry.url, '')
            .replace(/-[0-9a-f]{32}\.zip\?.*/, '')}`,
      );
      const slug = key.split('/')[0];
      // The registry was asked again about this one package, and the fresh link of its answer
      // downloaded; the stale one was never tried.
      expect(requested.slice(0, 2)).toEqual(['POST /update-check', `GET /downloads/${kind}/${slug}/${slug}-1.1.0`]);
    }
  });

  it('after the updates, the next check lists the registry packages as up to date', async () => {
    // A bulk update clears the update answer after its own check; WordPress checks again on the next page.
    const run = await php<Updates>(`wp_update_plugins(); ${READ_PLUGIN_UPDATES} wpt_result( $updates );`);
    expectQuiet(run);
    expect(run.result.response[FORMS]).toBeUndefined();
    expect(run.result.no_update[FORMS].new_version).toBe('1.1.0');
    // acme-tools 1.1.0 is installed; the only newer version needs PHP 99, so it is offered as it
    // is (WordPress shows it as incompatible and does not install it automatically).
    expect(run.result.response[TOOLS].new_version).toBe('1.2.0');
  });

  it('with the registry down or refusing the key, the site works: no PHP warning, no registry update offered, one error_log line per check', async () => {
    await publishPlugin('acme-forms', '1.3.0', { 'Update URI': `${registry.url}/plugins/acme-forms` });
    const check = `
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      ${READ_PLUGIN_UPDATES}
      $info = plugins_api( 'plugin_information', array( 'slug' => 'acme-forms' ) );
      $updates['info'] = is_wp_error( $info ) ? $info->get_error_code() : 'answered';
      wpt_result( $updates );
    `;
    const down = { WPT_REGISTRY_URL: `http://127.0.0.1:${await freePort()}` };
    for (const overrides of [down, { WPT_REGISTRY_KEY: 'rk_not_a_key' }]) {
      site.takeHttpLog();
      const run = await php<Updates & { info: string }>(check, overrides);
      expectQuiet(run);
      // WordPress.org's squatting offers stay dropped; the public plugin is still served.
      expect(Object.keys(run.result.response)).toEqual([PUBLIC]);
      expect(run.result.info).toBe('extension_registry_unavailable');
      const lines = run.errorLog.filter((line) => line.includes('Extension Registry:'));
      // One line for the check, one for the details request.
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        overrides === down ? /POST \/update-check failed/ : /POST \/update-check answered 401: Invalid API key/,
      );
      const told = JSON.parse(orgRequests(site.takeHttpLog(), 'plugins')[0].body!.plugins) as {
        plugins: Record<string, unknown>;
      };
      expect(Object.keys(told.plugins)).toEqual([PUBLIC]);
    }
  });
  it('with api.wordpress.org unreachable (a site without internet access), registry updates are still offered', async () => {
    site.takeHttpLog();
    const run = await php<Updates>(CHECK_PLUGIN_UPDATES, { WPT_ORG_DOWN: '1' });
    // WordPress itself warns that it could not reach WordPress.org (WP_DEBUG is on); nothing else is printed.
    const warnings = run.output.split('\n').filter((line) => /Warning|Notice|Deprecated|Fatal/i.test(line));
    expect(warnings.length).toBeGreaterThan(0);
    for (const line of warnings)
      expect(line, run.output).toMatch(/could not establish a secure connection to WordPress\.org/);
    expect(run.result.response[FORMS].new_version).toBe('1.3.0');
    expect(run.result.response[PUBLIC]).toBeUndefined();
    // WordPress retried over plain HTTP; the registry was asked once.
    const log = site.takeHttpLog();
    expect(orgRequests(log, 'plugins')).toHaveLength(2);
    expect(sent(log).filter((entry) => entry.sent === `${registry.url}/update-check`)).toHaveLength(1);
  });

  it('with the registry slow (no answer within 10 s), the check gives up: no PHP warning, no registry update offered, one error_log line', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const run = await php<Updates>(CHECK_PLUGIN_UPDATES, {
        WPT_REGISTRY_URL: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
      });
      expectQuiet(run);
      expect(Object.keys(run.result.response)).toEqual([PUBLIC]);
      const lines = run.errorLog.filter((line) => line.includes('Extension Registry:'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/POST \/update-check failed: .*timed out/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("WordPress's auto-updater installs a compatible registry update by itself, and leaves one needing PHP 99 alone", async () => {
    // acme-forms 1.3.0 is out (uploaded above); acme-tools's only newer version needs PHP 99.
    const run = await php<{ versions: Record<string, string> }>(
      automaticUpdate(`update_site_option( 'auto_update_plugins', array( '${FORMS}', '${TOOLS}' ) );`),
    );
    expectQuiet(run);
    expect(run.result.versions).toEqual({ [FORMS]: '1.3.0', [TOOLS]: '1.1.0', [PUBLIC]: '1.0.0' });
  });

  it("a withdrawn release is taken back by WordPress's automatic updater alone: the rollback offer carries autoupdate: true", async () => {
    // acme-forms 1.3.0 is installed (the auto-updater put it there) and turns out bad.
    const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.3.0'),
      body: { withdrawn: true },
    });
    expect(response.status).toBe(200);
    // This site never turned auto-updates on.
    const run = await php<{ versions: Record<string, string> }>(
      automaticUpdate("update_site_option( 'auto_update_plugins', array() );"),
    );
    expectQuiet(run);
    // Back to the highest version not withdrawn; acme-tools (no autoupdate offer) left alone.
    expect(run.result.versions).toEqual({ [FORMS]: '1.1.0', [TOOLS]: '1.1.0', [PUBLIC]: '1.0.0' });
  });

  it('a release halted after wp_update_plugins() kept its offer is refused by Plugin_Upgrader with the message; nothing changes', async () => {
    await publishPlugin('acme-forms', '1.4.0', { 'Update URI': `${registry.url}/plugins/acme-forms` });
    const checked = await php<Updates>(CHECK_PLUGIN_UPDATES);
    expect(checked.result.response[FORMS].new_version).toBe('1.4.0');
    const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.4.0'),
      body: { halted: true },
    });
    expect(response.status).toBe(200);
    site.takeHttpLog();
    const run = await php<{ result: unknown; messages: string[]; version: string; updates: Updates }>(`
      $skin = new Automatic_Upgrader_Skin();
      $result = ( new Plugin_Upgrader( $skin ) )->upgrade( '${FORMS}' );
      wp_clean_plugins_cache( false );
      ${READ_PLUGIN_UPDATES}
      wpt_result( array( 'result' => is_wp_error( $result ) ? $result->get_error_message() : $result, 'messages' => $skin->get_upgrade_messages(), 'version' => get_plugins()['${FORMS}']['Version'], 'updates' => $updates ) );
    `);
    expectQuiet(run);
    expect(run.result.result).toBeNull();
    expect(run.result.messages).toContain('Extension Registry: acme-forms 1.4.0 is no longer offered to this site.');
    expect(run.result.version).toBe('1.1.0');
    // The update list was refreshed: nothing is offered any more (1.3.0 withdrawn, 1.4.0 halted).
    expect(run.result.updates.response[FORMS]).toBeUndefined();
    const requested = sent(site.takeHttpLog()).map(
      (entry) => `${entry.method} ${String(entry.sent).replace(registry.url, '')}`,
    );
    expect(requested[0]).toBe('POST /update-check');
    expect(requested.filter((line) => line.includes('/downloads/'))).toEqual([]);
    // The re-check was answered, not recorded: the site's inventory entry still says what the refresh reported.
    const sites = await admin.GET('/sites', { params: { query: { search: 'wp.test' } } });
    expect(sites.data?.sites[0].plugins.find((p) => p.slug === 'acme-forms')?.version).toBe('1.1.0');
  });

  it('a release halted before a person clicks "Update Plugins" is refused with the message, not reported as updated', async () => {
    await publishPlugin('acme-forms', '1.5.0', { 'Update URI': `${registry.url}/plugins/acme-forms` });
    const checked = await php<Updates>(CHECK_PLUGIN_UPDATES);
    expect(checked.result.response[FORMS].new_version).toBe('1.5.0'); // Dashboard > Updates lists it
    const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.5.0'),
      body: { halted: true },
    });
    expect(response.status).toBe(200);
    // The click: update-core.php?action=do-plugin-upgrade checks again as it loads (its check
    // waits a minute), which finds 1.5.0 no longer offered...
    const clicked = await php<Updates>(`
      $t = get_site_transient( 'update_plugins' );
      $t->last_checked = time() - 2 * MINUTE_IN_SECONDS;
      set_site_transient( 'update_plugins', $t );
      $_GET['action'] = $_REQUEST['action'] = 'do-plugin-upgrade';
      do_action( 'load-update-core.php' );
      ${READ_PLUGIN_UPDATES}
      wpt_result( $updates );
    `);
    expectQuiet(clicked);
    expect(clicked.result.response[FORMS]).toBeUndefined();
    // ...then its frame, update.php?action=update-selected, runs the bulk upgrade of what was checked.
    // The skin prints as it goes (and flushes every output buffer): what it printed is the run's output.
    const run = await php<{ version: string }>(`
      global $pagenow;
      $pagenow = 'update.php';
      $_GET['action'] = $_REQUEST['action'] = 'update-selected';
      wp_set_current_user( 1 );
      require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
      $skin = new Bulk_Plugin_Upgrader_Skin( array( 'nonce' => 'bulk-update-plugins', 'url' => 'update.php?action=update-selected' ) );
      ( new Plugin_Upgrader( $skin ) )->bulk_upgrade( array( '${FORMS}' ) );
      wp_clean_plugins_cache( false );
      wpt_result( array( 'version' => get_plugins()['${FORMS}']['Version'] ) );
    `);
    expect(run.result.version).toBe('1.1.0');
    expect(run.output).toContain('Extension Registry: acme-forms 1.5.0 is no longer offered to this site.');
    expect(run.output).not.toContain('updated successfully');
    // Read for any other purpose, the update list is as stored: nothing offered.
    const listed = await php<Updates>(`${READ_PLUGIN_UPDATES} wpt_result( $updates );`);
    expect(listed.result.response[FORMS]).toBeUndefined();
    // Resumed and installed, the offer is gone because it was taken: nothing is named again.
    const resumed = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
      ...versionPath('acme-forms', '1.5.0'),
      body: { halted: false },
    });
    expect(resumed.response.status).toBe(200);
    const installed = await php<{ version: string; gone: unknown }>(`
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      ( new Plugin_Upgrader( new Automatic_Upgrader_Skin() ) )->upgrade( '${FORMS}' );
      wp_clean_plugins_cache( false );
      // As the automatic updater leaves it (it keeps the update list): the offer just installed still listed.
      $t = new stdClass();
      $t->last_checked = 0;
      $t->response = array( '${FORMS}' => (object) array( 'plugin' => '${FORMS}', 'slug' => 'acme-forms', 'new_version' => '1.5.0', 'package' => '' ) );
      set_site_transient( 'update_plugins', $t );
      wp_update_plugins();
      wpt_result( array( 'version' => get_plugins()['${FORMS}']['Version'], 'gone' => get_option( 'extension_registry_gone_offers', array() ) ) );
    `);
    expect(installed.result.version).toBe('1.5.0');
    expect(installed.result.gone).toEqual([]);
  });

  it('a site in a ring (EXTENSION_REGISTRY_RING) gets what the ring gets; the others do not', async () => {
    const form = uploadForm('plugin', pluginArchive('acme-tools', '1.5.0'));
    form.append('rollout_percent', '0');
    form.append('rollout_rings', 'canary');
    const uploaded = await fetch(`${registry.url}/plugins`, {
      method: 'POST',
      headers: { 'X-API-KEY': adminKey },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const plain = await php<Updates>(CHECK_PLUGIN_UPDATES);
    expectQuiet(plain);
    expect(plain.result.response[TOOLS].new_version).toBe('1.2.0'); // not 1.5.0: only the canary ring gets it
    const canary = await php<{ offered: string; result: unknown; version: string }>(
      `
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      $offered = (array) get_site_transient( 'update_plugins' )->response['${TOOLS}'];
      $skin = new Automatic_Upgrader_Skin();
      $result = ( new Plugin_Upgrader( $skin ) )->upgrade( '${TOOLS}' );
      wp_clean_plugins_cache( false );
      wpt_result( array( 'offered' => $offered['new_version'], 'result' => $result, 'version' => get_plugins()['${TOOLS}']['Version'] ) );
    `,
      { WPT_REGISTRY_RING: 'canary' },
    );
    expectQuiet(canary);
    expect(canary.result).toEqual({ offered: '1.5.0', result: true, version: '1.5.0' });
    const ring = await admin.GET('/sites', { params: { query: { ring: 'canary' } } });
    expect(ring.data?.sites.map((s) => s.url)).toEqual(['http://wp.test']);
  });
});
