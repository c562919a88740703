import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PackageType } from '../../src/packages/manifest.js';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import { registryClient, type RegistryClient, versionPath } from '../support/client.js';
import { sha384, themeZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { freePort } from '../support/free-port.js';
import { createWordPressSite, type RunResult, type WordPressSite } from './support/site.js';
import { endSuite, expectQuiet, phpOn, pluginArchive as sitePlugin, upload as uploadAs } from './support/suite.js';
import { startTamperingProxy, type TamperingProxy } from './support/tampering-proxy.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * The adversarial suite: a site pinning EXTENSION_REGISTRY_SIGNING_KEYS talks to a real registry
 * through a tampering proxy that plays the attacker who controls the registry's answers, links
 * and archives. Whatever it rewrites, the site installs only what CI signed for the package and
 * version being upgraded, through Plugin_Upgrader (one and bulk), Theme_Upgrader (one and bulk)
 * and WP_Automatic_Updater, and every refused attempt leaves the installed files as they were.
 * The last scenarios install properly signed updates through the same proxy, so a plugin that
 * refuses everything fails this suite.
 */

const FORMS = 'acme-forms/acme-forms.php'; // Update URI names the registry's host
const TOOLS = 'acme-tools/acme-tools.php'; // no Update URI: managed because the registry answered for it
const THEME = 'acme-blocks';
const OTHER_THEME = 'acme-other';

type Path = 'single' | 'bulk' | 'auto' | 'theme' | 'bulk-theme' | 'auto-theme';

let registry: TestServer;
let admin: RegistryClient;
let proxy: TamperingProxy;
let elsewhere: { url: string; serve(name: string, bytes: Buffer): string; close(): Promise<void> };
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;
const ci = newKeyPair();

function pluginArchive(slug: string, version: string, options: { folder?: string; extra?: string } = {}): Buffer {
  // acme-tools carries no Update URI: the registry's answers alone make it managed.
  const headers: Record<string, string> =
    slug === 'acme-forms' ? { 'Update URI': `${registry.url}/plugins/${slug}` } : {};
  return sitePlugin(slug, version, { ...options, headers });
}

/** Code CI never signed: what the attacker wants installed. */
const evilPlugin = (slug: string, version: string, folder = slug) =>
  pluginArchive(slug, version, { folder, extra: "echo 'tampered';\n" });
const evilTheme = (folder: string, version: string) =>
  themeZip({ slug: folder, version, files: { 'functions.php': "<?php echo 'tampered';" } });

/** The attacker's acme-forms and theme at `version`, served by `server` as `pluginName` and `themeName`: the archives and their links. */
function servedEvil(
  server: { serve(name: string, bytes: Buffer): string },
  version: string,
  pluginName: string,
  themeName: string,
) {
  const evil = evilPlugin('acme-forms', version);
  const link = server.serve(pluginName, evil);
  const style = evilTheme(THEME, version);
  return { evil, link, style, themeLink: server.serve(themeName, style) };
}

const ciSign = (type: PackageType, slug: string, version: string, bytes: Buffer) =>
  signMessage(privateKeyOf(ci.privateKey)!, signedMessage(type, slug, version, sha384(bytes)));

const upload = (type: PackageType, archive: Buffer, signature?: string) => uploadAs(admin, type, archive, signature);

const uploadSignedPlugin = (slug: string, version: string) => {
  const bytes = pluginArchive(slug, version);
  return upload('plugin', bytes, ciSign('plugin', slug, version, bytes));
};
const uploadSignedTheme = (version: string) => {
  const bytes = themeZip({ slug: THEME, version });
  return upload('theme', bytes, ciSign('theme', THEME, version, bytes));
};

const php = phpOn(
  () => site,
  () => env,
);

/** Every installed plugin and theme file with its SHA-256: "untouched" means this is equal before and after. */
function installedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else files[`${prefix}${entry.name}`] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(site.pluginsDir, 'plugins/');
  walk(site.themesDir, 'themes/');
  return files;
}

interface Attempt {
  messages: string[];
  versions: Record<string, string>;
  /** What the update lists held when the upgrader started. */
  offered: string[];
}

/**
 * A fresh update check (through the proxy, as tampered), then one upgrade of `key` along `path`.
 * `before` is PHP run first (another plugin's hooks). The automatic updater's results are added
 * to the messages; auto-updates are turned on for `key` alone.
 */
async function attempt(path: Path, key: string, before = ''): Promise<RunResult<Attempt>> {
  const upgrade: Record<Path, string> = {
    single: `( new Plugin_Upgrader( $skin ) )->upgrade( $key )`,
    bulk: `( new Plugin_Upgrader( $skin ) )->bulk_upgrade( array( $key ) )`,
    theme: `( new Theme_Upgrader( $skin ) )->upgrade( $key )`,
    'bulk-theme': `( new Theme_Upgrader( $skin ) )->bulk_upgrade( array( $key ) )`,
    auto: `( new WP_Automatic_Updater() )->run()`,
    'auto-theme': `( new WP_Automatic_Updater() )->run()`,
  };
  return php<Attempt>(
    `
    require_once ABSPATH . 'wp-admin/includes/class-wp-automatic-updater.php';
    $key = getenv( 'WPT_KEY' );
    $skin = new Automatic_Upgrader_Skin();
    update_site_option( 'auto_update_plugins', 'auto' === '${path}' ? array( $key ) : array() );
    update_site_option( 'auto_update_themes', 'auto-theme' === '${path}' ? array( $key ) : array() );
    add_filter( 'auto_plugin_update_send_email', '__return_false' );
    add_filter( 'auto_theme_update_send_email', '__return_false' );
    add_filter( 'auto_core_update_send_email', '__return_false' );
    add_filter( 'automatic_updates_send_debug_email', '__return_false' );
    add_filter( 'automatic_updater_disabled', '__return_false' );
    add_action( 'automatic_updates_complete', function ( $results ) use ( $skin ) {
      foreach ( array( 'plugin', 'theme' ) as $type ) {
        foreach ( isset( $results[ $type ] ) ? $results[ $type ] : array() as $item ) { foreach ( (array) $item->messages as $m ) { $skin->feedback( $m ); } }
      }
    } );
    ${before}
    delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
    wp_update_plugins(); wp_update_themes();
    $offered = array_merge( array_keys( (array) get_site_transient( 'update_plugins' )->response ), array_keys( (array) get_site_transient( 'update_themes' )->response ) );
    ${upgrade[path]};
    wp_clean_plugins_cache( false ); wp_clean_themes_cache( false );
    $versions = array_map( function ( $p ) { return $p['Version']; }, get_plugins() );
    foreach ( wp_get_themes() as $stylesheet => $theme ) { $versions[ $stylesheet ] = $theme->get( 'Version' ); }
    wpt_result( array( 'messages' => $skin->get_upgrade_messages(), 'versions' => $versions, 'offered' => $offered ) );
  `,
    { WPT_KEY: key },
  );
}

const registryLines = (run: RunResult<unknown>) => run.errorLog.filter((line) => line.includes('Extension Registry:'));

/**
 * Runs the attempt and checks what every refusal must show: no PHP warning, the installed files
 * exactly as before, and one "Extension Registry:" line in the error log matching `logged`; when
 * `message` is given, the upgrader showed it.
 */
async function expectRefused(
  path: Path,
  key: string,
  expected: { message?: RegExp; logged: RegExp; before?: string; perCheck?: boolean },
) {
  const files = installedFiles();
  const run = await attempt(path, key, expected.before);
  const context = JSON.stringify({ path, key, result: run.result, log: run.errorLog }, null, 1);
  expectQuiet(run);
  expect(installedFiles(), context).toEqual(files);
  const lines = registryLines(run);
  // An offer refused when the check merges it is logged once per check (the automatic updater checks twice).
  if (expected.perCheck) expect(lines.length, context).toBeGreaterThan(0);
  else expect(lines, context).toHaveLength(1);
  for (const line of lines) expect(line, context).toMatch(expected.logged);
  if (expected.message) expect(run.result.messages.join('\n'), context).toMatch(expected.message);
  // Nothing of the attacker's is left lying around either.
  expect([...fs.readdirSync(site.themesDir), ...fs.readdirSync(site.pluginsDir)].join(',')).not.toMatch(/zzz/);
  return run;
}

/** The registry's entry for `key` in an update-check answer (plugins or themes). */
const entryOf = (answer: Record<string, any>, key: string) =>
  (key.includes('/') ? answer.plugins : answer.themes)?.[key] as Record<string, any> | undefined;
const isRecheck = (request: { body: Record<string, any> | null }) => request.body?.record === false;

beforeAll(async () => {
  registry = await startTestServer();
  admin = registryClient(registry.url, await registry.key(FULL_ACCESS));
  proxy = await startTamperingProxy(registry.url);
  elsewhere = await startArchiveHost();
  env = {
    WPT_REGISTRY_URL: proxy.url,
    WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'wp.test'),
    WPT_SIGNING_KEYS: ci.publicKey,
  };
  workDir = testTempDir('wp-tampering');
  site = await createWordPressSite(workDir);
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
  await uploadSignedPlugin('acme-forms', '1.0.0');
  await uploadSignedPlugin('acme-tools', '1.0.0');
  await uploadSignedTheme('1.0.0');
  const viaProxy = registryClient(proxy.url, await registry.key(FULL_ACCESS));
  const link = async (type: 'plugins' | 'themes', slug: string) =>
    type === 'plugins'
      ? (await viaProxy.GET('/plugins/{slug}', { params: { path: { slug } } })).data!.download_link
      : (await viaProxy.GET('/themes/{slug}', { params: { path: { slug } } })).data!.download_link;
  const installed = await php<Record<string, unknown>>(
    `
    $skin = new Automatic_Upgrader_Skin();
    $links = json_decode( getenv( 'WPT_LINKS' ), true );
    $result = array(
      'forms' => ( new Plugin_Upgrader( $skin ) )->install( $links['forms'] ),
      'theme' => ( new Theme_Upgrader( $skin ) )->install( $links['theme'] ),
    );
    // acme-tools as deployed with the site's files, without an Update URI.
    wp_mkdir_p( WP_PLUGIN_DIR . '/acme-tools' );
    file_put_contents( WP_PLUGIN_DIR . '/${TOOLS}', "<?php\\n/**\\n * Plugin Name: acme-tools\\n * Version: 1.0.0\\n */\\n" );
    // Another theme, which an archive of the wrong slug would overwrite.
    wp_mkdir_p( get_theme_root() . '/${OTHER_THEME}' );
    file_put_contents( get_theme_root() . '/${OTHER_THEME}/style.css', "/*\\nTheme Name: Acme Other\\nVersion: 1.0.0\\n*/\\n" );
    file_put_contents( get_theme_root() . '/${OTHER_THEME}/index.php', "<?php\\n" );
    // The first check: the registry answers for all three, so the site knows them as managed.
    wp_update_plugins(); wp_update_themes();
    $result['messages'] = $skin->get_upgrade_messages();
    wpt_result( $result );
  `,
    { WPT_LINKS: JSON.stringify({ forms: await link('plugins', 'acme-forms'), theme: await link('themes', THEME) }) },
  );
  expect(installed.result, JSON.stringify(installed.result)).toMatchObject({ forms: true, theme: true });
  // The updates every scenario below tampers with: properly signed, offered to the site.
  await uploadSignedPlugin('acme-forms', '1.1.0');
  await uploadSignedPlugin('acme-tools', '1.1.0');
  await uploadSignedTheme('1.1.0');
});

afterAll(() => endSuite({ site, servers: [proxy, elsewhere, registry], workDir }));

beforeEach(() => {
  proxy.reset();
  site.setOrgAnswers({
    'plugins/update-check': { plugins: {}, no_update: {}, translations: [] },
    'themes/update-check': { themes: {}, no_update: {}, translations: [] },
  });
});

/** A second server, on another port: the host a tampered link points at. */
async function startArchiveHost() {
  const files = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const bytes = files.get((req.url ?? '').slice(1).split('?')[0]);
    if (!bytes) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/zip' }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as { port: number }).port}`;
  return {
    url,
    serve(name: string, bytes: Buffer) {
      files.set(name, bytes);
      return `${url}/${name}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Points the entry at the attacker's archive and names that archive's SHA-384 (the attacker can; it cannot sign). */
function swapArchive(entry: Record<string, any>, link: string, bytes: Buffer, signature?: string) {
  entry.package = link;
  entry.sha384 = sha384(bytes);
  if (signature !== undefined) entry.signature = signature;
}

describe('an offer whose version the site cannot establish', () => {
  it('an offer without new_version is dropped when the check stores it (Plugin_Upgrader, one and bulk, has nothing to install); one kept in the update list all the same is refused at the download', async () => {
    const evil = evilPlugin('acme-forms', '6.6.6');
    const link = proxy.serve('forms-6.6.6.zip', evil);
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, FORMS);
      if (entry) {
        delete entry.new_version;
        swapArchive(entry, link, evil);
      }
      return answer;
    };
    for (const path of ['single', 'bulk'] as const) {
      const run = await expectRefused(path, FORMS, { logged: /acme-forms.*names no new_version that is a version/ });
      expect(run.result.offered).not.toContain(FORMS);
    }
    // Planted in the update list WordPress reads (another plugin's filter): the download gate refuses it.
    proxy.tampering.answer = undefined;
    await expectRefused('single', FORMS, {
      message: /Extension Registry: .*acme-forms names no version/,
      logged: /names no version/,
      before: `add_filter( 'site_transient_update_plugins', function ( $t ) {
        if ( is_object( $t ) && isset( $t->response['${FORMS}'] ) ) { unset( $t->response['${FORMS}']->new_version ); $t->response['${FORMS}']->package = '${link}'; }
        return $t;
      } );`,
    });
  });

  it('new_version: false with autoupdate: true is dropped before WP_Automatic_Updater sees it, and so is a theme offer without a version', async () => {
    const { evil, link, style: evilStyle, themeLink } = servedEvil(proxy, '6.6.6', 'forms-auto.zip', 'theme-6.6.6.zip');
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, FORMS);
      if (entry) {
        entry.new_version = false;
        entry.autoupdate = true;
        swapArchive(entry, link, evil);
      }
      const theme = entryOf(answer, THEME);
      if (theme) {
        delete theme.new_version;
        theme.autoupdate = true;
        swapArchive(theme, themeLink, evilStyle);
      }
      return answer;
    };
    // Not turned on for this site: autoupdate: true alone makes WordPress install it.
    const files = installedFiles();
    const run = await php<{ versions: Record<string, string> }>(`
      require_once ABSPATH . 'wp-admin/includes/class-wp-automatic-updater.php';
      update_site_option( 'auto_update_plugins', array() ); update_site_option( 'auto_update_themes', array() );
      add_filter( 'auto_plugin_update_send_email', '__return_false' );
      add_filter( 'auto_theme_update_send_email', '__return_false' );
      add_filter( 'automatic_updates_send_debug_email', '__return_false' );
      delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
      ( new WP_Automatic_Updater() )->run();
      wpt_result( array() );
    `);
    expectQuiet(run);
    expect(installedFiles()).toEqual(files);
    const lines = registryLines(run);
    expect(lines.filter((line) => /acme-forms.*names no new_version that is a version/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /acme-blocks.*names no new_version that is a version/.test(line))).toHaveLength(1);
    for (const path of ['theme', 'bulk-theme'] as const) {
      // The plugin's offer is dropped in the same check: one line each.
      const refused = await expectRefused(path, THEME, {
        logged: /names no new_version that is a version/,
        perCheck: true,
      });
      expect(registryLines(refused)).toHaveLength(2);
      expect(registryLines(refused).join('\n')).toMatch(/acme-blocks/);
      expect(refused.result.offered).not.toContain(THEME);
    }
  });
});

describe('an offer naming something that is not installed', () => {
  it('zzz/zzz.php whose archive holds a managed plugin overwrites nothing: not through the automatic updater, nor when clicked', async () => {
    const evil = evilPlugin('acme-forms', '6.6.6');
    const link = proxy.serve('zzz.zip', evil);
    proxy.tampering.answer = (answer) => {
      answer.plugins = {
        ...answer.plugins,
        'zzz/zzz.php': {
          slug: 'zzz',
          plugin: 'zzz/zzz.php',
          new_version: '1.0.0',
          package: link,
          autoupdate: true,
          sha384: sha384(evil),
        },
      };
      return answer;
    };
    // (Bulk updates start from the installed plugins' list: WordPress offers no bulk update of zzz/zzz.php.)
    for (const path of ['auto', 'single'] as const)
      await expectRefused(path, 'zzz/zzz.php', { logged: /zzz\/zzz\.php.* not installed/, perCheck: true });
  });

  it('a theme offer for a theme that is not installed, holding a managed theme, overwrites nothing', async () => {
    const evil = evilTheme(THEME, '6.6.6');
    const link = proxy.serve('zzz-theme.zip', evil);
    proxy.tampering.answer = (answer) => {
      answer.themes = {
        ...answer.themes,
        zzz: { theme: 'zzz', new_version: '1.0.0', package: link, autoupdate: true },
      };
      return answer;
    };
    for (const path of ['auto-theme', 'theme'] as const)
      await expectRefused(path, 'zzz', { logged: /zzz.* not installed/, perCheck: true });
  });

  it('an update kept from before (in the update lists) for a plugin that is not installed stops with the message', async () => {
    const evil = evilPlugin('acme-forms', '6.6.6');
    const link = proxy.serve('zzz-kept.zip', evil);
    // Planted straight into the update lists WordPress reads, after the check: the download itself is refused.
    await expectRefused('single', 'zzz/zzz.php', {
      message: /Extension Registry: .*zzz\/zzz\.php.* not installed/,
      logged: /zzz\/zzz\.php.* not installed/,
      before: `add_filter( 'site_transient_update_plugins', function ( $t ) {
        if ( is_object( $t ) ) { $t->response['zzz/zzz.php'] = (object) array( 'slug' => 'zzz', 'plugin' => 'zzz/zzz.php', 'new_version' => '1.0.0', 'package' => '${link}' ); }
        return $t;
      } );`,
    });
  });
});

describe('the late re-check', () => {
  const downloadFirst = `add_filter( 'upgrader_pre_download', function ( $reply, $package ) { return false === $reply ? download_url( $package ) : $reply; }, 10, 2 );`;

  it("runs whatever another plugin's upgrader_pre_download callback returned: a release halted since the check is not installed", async () => {
    // The full check offers the signed 1.1.0; the re-check just before the download no longer does (halted).
    proxy.tampering.answer = (answer, request) => {
      if (!isRecheck(request)) return answer;
      for (const kind of ['plugins', 'themes'] as const) {
        answer.no_update ??= {};
        answer.no_update[kind] = { ...answer.no_update[kind], ...answer[kind] };
        answer[kind] = {};
      }
      return answer;
    };
    const expected = (slug: string) => ({
      message: new RegExp(`Extension Registry: ${slug} 1\\.1\\.0 is no longer offered to this site\\.`),
      logged: /no longer offered/,
      before: downloadFirst,
    });
    for (const path of ['single', 'bulk', 'auto'] as const) await expectRefused(path, FORMS, expected('acme-forms'));
    await expectRefused('theme', THEME, expected(THEME));
  });
});

describe('the gate has the last word', () => {
  it('also after a callback added later at the same last priority: the file it hands on is checked, not trusted', async () => {
    const cached = evilPlugin('acme-forms', '1.1.0');
    const link = proxy.serve('cached-forms.zip', cached);
    await expectRefused('single', FORMS, {
      message: /Extension Registry: acme-forms 1\.1\.0 is not signed by a trusted key/,
      logged: /SHA-384 is not the offered one/,
      before: `add_filter( 'upgrader_pre_download', function () { return download_url( '${link}' ); }, PHP_INT_MAX );`,
    });
  });
});

describe('a managed plugin the answer leaves out', () => {
  const squatter = (slug: string, key: string, link: string) => ({
    plugins: {
      [key]: { id: `w.org/plugins/${slug}`, slug, plugin: key, new_version: '9.9.9', package: link, autoupdate: true },
    },
    no_update: {},
    translations: [],
  });

  it("stays managed: WordPress.org's offer for the same slug is neither asked for nor installed", async () => {
    const evil = evilPlugin('acme-tools', '9.9.9');
    site.setOrgAnswers({
      'plugins/update-check': squatter('acme-tools', TOOLS, proxy.serve('tools-9.9.9.zip', evil)),
      'themes/update-check': { themes: {}, no_update: {}, translations: [] },
    });
    proxy.tampering.answer = (answer) => {
      delete answer.plugins?.[TOOLS];
      delete answer.no_update?.plugins?.[TOOLS];
      return answer;
    };
    site.takeHttpLog();
    for (const path of ['single', 'bulk', 'auto'] as const) {
      const files = installedFiles();
      const run = await attempt(path, TOOLS);
      expectQuiet(run);
      expect(installedFiles()).toEqual(files);
      expect(run.result.offered).not.toContain(TOOLS);
    }
    const told = site
      .takeHttpLog()
      .flatMap((entry) => ('org' in entry && entry.org.includes('/plugins/') ? [entry.body!.plugins] : []));
    expect(told.length).toBeGreaterThan(0);
    for (const body of told) expect(body).not.toContain('acme-tools');
  });

  it('a plugin whose Update URI names the registry is kept from WordPress.org with nothing remembered and the registry down', async () => {
    const evil = evilPlugin('acme-forms', '9.9.9');
    site.setOrgAnswers({
      'plugins/update-check': squatter('acme-forms', FORMS, proxy.serve('forms-9.9.9.zip', evil)),
      'themes/update-check': { themes: {}, no_update: {}, translations: [] },
    });
    proxy.tampering.refuse = () => true;
    const files = installedFiles();
    const run = await php<{ offered: string[]; told: string }>(`
      $kept = get_site_option( 'extension_registry_managed' );
      delete_site_option( 'extension_registry_managed' );
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      $skin = new Automatic_Upgrader_Skin();
      ( new Plugin_Upgrader( $skin ) )->upgrade( '${FORMS}' );
      $offered = array_keys( (array) get_site_transient( 'update_plugins' )->response );
      update_site_option( 'extension_registry_managed', $kept );
      wpt_result( compact( 'offered' ) );
    `);
    expectQuiet(run);
    expect(installedFiles()).toEqual(files);
    expect(run.result.offered).not.toContain(FORMS);
  });
});

describe('archives that are not what was signed', () => {
  it('a CI-signed archive of another package offered as this one is refused (the signature names the slug)', async () => {
    const other = pluginArchive('acme-forms', '1.1.0', { folder: 'acme-forms' });
    const link = proxy.serve('forms-as-tools.zip', other);
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, TOOLS);
      if (entry) swapArchive(entry, link, other, ciSign('plugin', 'acme-forms', '1.1.0', other));
      return answer;
    };
    await expectRefused('single', TOOLS, {
      message: /acme-tools 1\.1\.0 is not signed by a trusted key/,
      logged: /verifies against none of the keys/,
    });
  });

  it("an archive whose one top folder is another plugin's is refused even when CI's key signed it for this one", async () => {
    const misfiled = pluginArchive('acme-forms', '1.1.0', { folder: 'acme-forms', extra: "echo 'misfiled';\n" });
    const link = proxy.serve('misfiled.zip', misfiled);
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, TOOLS);
      if (entry) swapArchive(entry, link, misfiled, ciSign('plugin', 'acme-tools', '1.1.0', misfiled));
      return answer;
    };
    for (const path of ['single', 'bulk', 'auto'] as const)
      await expectRefused(path, TOOLS, {
        message: path === 'auto' ? undefined : /Extension Registry: acme-tools 1\.1\.0 .*acme-forms/,
        logged: /acme-tools 1\.1\.0.*acme-forms/,
      });
  });

  it("a theme archive holding another theme's folder is refused even when CI's key signed it for this one", async () => {
    const misfiled = evilTheme(OTHER_THEME, '1.1.0');
    const link = proxy.serve('misfiled-theme.zip', misfiled);
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, THEME);
      if (entry) swapArchive(entry, link, misfiled, ciSign('theme', THEME, '1.1.0', misfiled));
      return answer;
    };
    for (const path of ['theme', 'bulk-theme'] as const)
      await expectRefused(path, THEME, {
        message: /Extension Registry: acme-blocks 1\.1\.0 .*acme-other/,
        logged: /acme-other/,
      });
  });

  it('an archive whose header version differs from the version signed is refused (plugins and themes)', async () => {
    const relabelled = pluginArchive('acme-forms', '9.0.0');
    const link = proxy.serve('relabelled.zip', relabelled);
    const style = themeZip({ slug: THEME, version: '9.0.0' });
    const themeLink = proxy.serve('relabelled-theme.zip', style);
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, FORMS);
      if (entry) swapArchive(entry, link, relabelled, ciSign('plugin', 'acme-forms', '1.1.0', relabelled));
      const theme = entryOf(answer, THEME);
      if (theme) swapArchive(theme, themeLink, style, ciSign('theme', THEME, '1.1.0', style));
      return answer;
    };
    await expectRefused('single', FORMS, {
      message: /Extension Registry: acme-forms 1\.1\.0 .*9\.0\.0/,
      logged: /acme-forms 1\.1\.0.*9\.0\.0/,
    });
    await expectRefused('theme', THEME, {
      message: /Extension Registry: acme-blocks 1\.1\.0 .*9\.0\.0/,
      logged: /acme-blocks 1\.1\.0.*9\.0\.0/,
    });
  });

  it('a link to another host serving other bytes is refused, also when the answer names their SHA-384', async () => {
    const { evil, link, style, themeLink } = servedEvil(elsewhere, '1.1.0', 'forms.zip', 'theme.zip');
    proxy.tampering.answer = (answer) => {
      const entry = entryOf(answer, FORMS);
      if (entry) swapArchive(entry, link, evil);
      const theme = entryOf(answer, THEME);
      if (theme) swapArchive(theme, themeLink, style);
      return answer;
    };
    await expectRefused('single', FORMS, {
      message: /acme-forms 1\.1\.0 is not signed by a trusted key/,
      logged: /acme-forms/,
    });
    await expectRefused('bulk-theme', THEME, {
      message: /acme-blocks 1\.1\.0 is not signed by a trusted key/,
      logged: /acme-blocks/,
    });
  });
});

/** What an attacker puts in an answer: markup that runs in an administrator's session if printed. */
const MARK = 'er47';
const SCRIPT = `<img src=x onerror=alert('${MARK}')>`;
const HOSTILE_VERSION = `2.0.0${SCRIPT}`;

/** Every field of an update offer but its version turned hostile (the offer itself stays installable). */
function poisonOffer(entry: Record<string, any>) {
  Object.assign(entry, {
    id: `x${SCRIPT}`,
    url: `javascript:alert('${MARK}')`,
    icons: {
      '1x': `javascript:alert('${MARK}')`,
      '2x': `https://cdn.test/"${SCRIPT}`,
      svg: `https://cdn.test/i.svg${SCRIPT}`,
    },
    banners: { '1x': `javascript:alert('${MARK}')`, '2x': `https://cdn.test/b.png');}</style>${SCRIPT}` },
    banners_rtl: [SCRIPT],
    requires: `5.0${SCRIPT}`,
    tested: `6.1${SCRIPT}`,
    requires_php: `<svg onload=alert('${MARK}')>`,
    upgrade_notice: `Fixes ${SCRIPT}things`,
    compatibility: { [SCRIPT]: SCRIPT },
    autoupdate: SCRIPT,
    extra: SCRIPT,
  });
}

/** The site's administration screens over HTTP, logged in as its administrator (WordPress's own auth cookies). */
async function startAdmin() {
  const home = `http://127.0.0.1:${await freePort()}`;
  // Served at another address, the site keeps its own home URL (and so its enrolled identity).
  const served = { ...env, WPT_HOME: 'http://wp.test' };
  const cookies = await php<Record<string, string>>(
    `$until = time() + HOUR_IN_SECONDS;
    wpt_result( array( AUTH_COOKIE => wp_generate_auth_cookie( 1, $until, 'auth' ), LOGGED_IN_COOKIE => wp_generate_auth_cookie( 1, $until, 'logged_in' ) ) );`,
  );
  const cookie = Object.entries(cookies.result)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const stop = await site.serve(home, served);
  return {
    stop,
    async page(screen: string) {
      const response = await fetch(`${home}/wp-admin/${screen}`, { headers: { cookie }, redirect: 'manual' });
      const html = await response.text();
      expect(response.status, html.slice(0, 2000)).toBe(200);
      expect(html, screen).not.toMatch(/Fatal error|Warning:|Notice:/);
      return html;
    },
  };
}

/** No markup of the attacker's (nor its marker, escaped or not) anywhere in what WordPress printed. */
function expectNoMarkup(html: string, where: string) {
  const at = html.indexOf(MARK);
  expect(at, `${where}: ${html.slice(Math.max(0, at - 300), at + 100)}`).toBe(-1);
  expect(html, where).not.toMatch(/<img src=x|onerror=|<svg onload|javascript:alert/);
}

describe('a hostile answer is validated before WordPress stores or prints it', () => {
  let screens: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    screens = await startAdmin();
  });
  afterAll(async () => {
    await screens?.stop();
  });

  it('Dashboard > Updates, Plugins and Themes show no markup from the answer; the offer with a hostile version is dropped (one log line), the well-formed one still shows', async () => {
    const wellFormed = await php<{ plugins: string[]; themes: string[] }>(`
      delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
      wp_update_plugins(); wp_update_themes();
      wpt_result( array( 'plugins' => array_keys( get_site_transient( 'update_plugins' )->response ), 'themes' => array_keys( get_site_transient( 'update_themes' )->response ) ) );
    `);
    expect(wellFormed.result).toEqual({ plugins: expect.arrayContaining([FORMS, TOOLS]), themes: [THEME] });
    const before = await screens.page('update-core.php');
    expect(before).toContain('Update to 1.1.0');
    expect(await screens.page('themes.php')).toContain('"hasUpdate":true'); // The screen's data for its script.
    expect(await screens.page('plugins.php')).toContain('There is a new version of acme-forms available');

    proxy.tampering.answer = (answer) => {
      const forms = entryOf(answer, FORMS);
      if (forms) forms.new_version = HOSTILE_VERSION;
      const theme = entryOf(answer, THEME);
      if (theme) Object.assign(theme, { new_version: HOSTILE_VERSION, url: `javascript:alert('${MARK}')` });
      const tools = entryOf(answer, TOOLS);
      if (tools) poisonOffer(tools);
      return answer;
    };
    const checked = await php<{ plugins: Record<string, any>; themes: Record<string, any> }>(`
      delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
      wp_update_plugins(); wp_update_themes();
      wpt_result( array( 'plugins' => get_site_transient( 'update_plugins' ), 'themes' => get_site_transient( 'update_themes' ) ) );
    `);
    expectQuiet(checked);
    const stored = JSON.stringify(checked.result);
    expect(stored).not.toContain(MARK);
    expect(stored).not.toMatch(/[<>]/);
    expect(Object.keys(checked.result.plugins.response)).toEqual([TOOLS]);
    expect(Object.keys(checked.result.themes.response)).toEqual([]);
    const tools = checked.result.plugins.response[TOOLS];
    expect(tools).toMatchObject({
      slug: 'acme-tools',
      plugin: TOOLS,
      new_version: '1.1.0',
      upgrade_notice: 'Fixes things',
    });
    expect(tools.package).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/downloads\//);
    const dropped = registryLines(checked).filter((line) => /names no new_version that is a version/.test(line));
    expect(dropped, JSON.stringify(checked.errorLog)).toHaveLength(2); // one per answer: plugins, themes
    expect(dropped.join('\n')).toMatch(/acme-forms/);
    expect(dropped.join('\n')).toMatch(/acme-blocks/);
    for (const line of dropped) expect(line).not.toMatch(/[<>]/);

    for (const screen of ['update-core.php', 'plugins.php', 'plugins.php?plugin_status=upgrade', 'themes.php']) {
      const html = await screens.page(screen);
      expectNoMarkup(html, screen);
      if (screen === 'update-core.php')
        expect(html).toMatch(/You have version 1\.0\.0 installed\. Update to 1\.1\.0\./);
      if (screen.startsWith('plugins.php')) {
        expect(html).toContain('There is a new version of acme-tools available');
        expect(html).not.toContain('There is a new version of acme-forms available');
      }
      if (screen === 'themes.php') expect(html).not.toContain('"hasUpdate":true');
    }
  });

  it('"Tested up to" a branch matches its point releases on Dashboard > Updates, as WordPress.org answers it', async () => {
    const running = (await php<string>(`wpt_result( get_bloginfo( 'version' ) );`)).result; // 6.1.9 on Debian 12
    expect(running).toMatch(/^6\.1\.\d+$/);
    proxy.tampering.answer = (answer) => {
      const forms = entryOf(answer, FORMS);
      if (forms) forms.tested = '6.1';
      const tools = entryOf(answer, TOOLS);
      if (tools) tools.tested = '6.0';
      return answer;
    };
    const checked = await php<Record<string, any>>(`
      delete_site_transient( 'update_plugins' );
      wp_update_plugins();
      wpt_result( get_site_transient( 'update_plugins' )->response );
    `);
    expect(checked.result[FORMS].tested).toBe(running);
    expect(checked.result[TOOLS].tested).toBe('6.0');
    const html = await screens.page('update-core.php');
    const compatibility = [...html.matchAll(/Compatibility with WordPress [^:]+: ([^<]+)/g)].map((m) => m[1].trim());
    expect(compatibility.sort()).toEqual(['100% (according to its author)', 'Unknown']);
  });

  it('the details popup shows no markup from a hostile GET /plugins/{slug}; well-formed details still show', async () => {
    const plain = await screens.page('plugin-install.php?tab=plugin-information&plugin=acme-forms&section=changelog');
    expect(plain).toContain('<h2>acme-forms</h2>');
    expect(plain).toContain('1.1.0');
    proxy.tampering.answer = (answer, request) => {
      if (request.method !== 'GET' || !request.path.startsWith('/plugins/acme-forms')) return answer;
      return {
        ...answer,
        name: `Acme ${SCRIPT}Forms`,
        version: HOSTILE_VERSION,
        author: `<a href="javascript:alert('${MARK}')" onclick="${MARK}">Acme</a>${SCRIPT}`,
        author_profile: `javascript:alert('${MARK}')`,
        homepage: `javascript:alert('${MARK}')`,
        donate_link: `javascript:alert('${MARK}')`,
        download_link: `https://cdn.test/"${SCRIPT}`,
        requires: `5.0${SCRIPT}`,
        tested: `6.1${SCRIPT}`,
        requires_php: SCRIPT,
        rating: SCRIPT,
        num_ratings: SCRIPT,
        active_installs: SCRIPT,
        ratings: { [SCRIPT]: 3 },
        last_updated: SCRIPT,
        banners: { low: `https://cdn.test/b.png);}</style>${SCRIPT}`, high: `javascript:alert('${MARK}')` },
        sections: {
          ...answer.sections,
          [`changelog${SCRIPT}`]: 'x',
          changelog: `<p>Notes</p><script>alert('${MARK}')</script>${SCRIPT}`,
        },
        contributors: {
          [SCRIPT]: { display_name: SCRIPT, profile: `javascript:${MARK}`, avatar: `javascript:${MARK}` },
        },
        external: '',
        extra: SCRIPT,
      };
    };
    const html = await screens.page('plugin-install.php?tab=plugin-information&plugin=acme-forms&section=changelog');
    expectNoMarkup(html, 'plugin-information');
    expect(html).toContain('Acme Forms');
    expect(html).toContain('<p>Notes</p>');
  });

  it('themes_api answers nothing of the markup of a hostile GET /themes/{slug}', async () => {
    proxy.tampering.answer = (answer, request) => {
      if (request.method !== 'GET' || !request.path.startsWith(`/themes/${THEME}`)) return answer;
      return {
        ...answer,
        name: `Acme ${SCRIPT}Blocks`,
        version: HOSTILE_VERSION,
        author: SCRIPT,
        description: `Blocks ${SCRIPT}`,
        preview_url: `javascript:alert('${MARK}')`,
        screenshot_url: `https://cdn.test/s.png"${SCRIPT}`,
        homepage: `javascript:alert('${MARK}')`,
        download_link: `javascript:alert('${MARK}')`,
        tags: [SCRIPT],
        sections: { description: `<p>Blocks</p><script>${MARK}</script>`, [SCRIPT]: 'x' },
        extra: SCRIPT,
      };
    };
    const run = await php<{ info: Record<string, any> }>(`
      wpt_result( array( 'info' => themes_api( 'theme_information', array( 'slug' => '${THEME}' ) ) ) );
    `);
    expectQuiet(run);
    expect(run.result.info).toMatchObject({
      slug: THEME,
      name: 'Acme Blocks',
      sections: { description: '<p>Blocks</p>' },
    });
    expect(run.result.info.version).toBe('');
    expectNoMarkup(JSON.stringify(run.result.info), 'themes_api');
  });

  it("through Plugin_Upgrader's screens: no markup from the answer, and the well-formed offer with hostile extras installs", async () => {
    proxy.tampering.answer = (answer, request) => {
      if (request.method === 'GET') return { ...answer, name: `Acme ${SCRIPT}Forms`, version: HOSTILE_VERSION };
      const forms = entryOf(answer, FORMS);
      if (forms) forms.new_version = HOSTILE_VERSION;
      const tools = entryOf(answer, TOOLS);
      if (tools) poisonOffer(tools);
      return answer;
    };
    // The skins print their screen as they go (show_message() flushes every output buffer): it is the run's output.
    const run = await php<{ versions: Record<string, string> }>(`
      delete_site_transient( 'update_plugins' ); wp_update_plugins();
      wp_set_current_user( 1 );
      echo '@@SCREEN@@';
      ( new Plugin_Upgrader( new Plugin_Upgrader_Skin( array( 'plugin' => '${FORMS}' ) ) ) )->upgrade( '${FORMS}' );
      ( new Plugin_Upgrader( new Bulk_Plugin_Upgrader_Skin() ) )->bulk_upgrade( array( '${TOOLS}' ) );
      // As update.php's "Install Now" does (the folder exists: WordPress installs nothing).
      $api = plugins_api( 'plugin_information', array( 'slug' => 'acme-forms', 'fields' => array( 'sections' => false ) ) );
      $title = sprintf( __( 'Installing Plugin: %s' ), $api->name . ' ' . $api->version );
      ( new Plugin_Upgrader( new Plugin_Installer_Skin( array( 'type' => 'web', 'title' => $title, 'url' => '', 'nonce' => '', 'plugin' => '', 'api' => $api ) ) ) )->install( $api->download_link );
      wp_clean_plugins_cache( false );
      wpt_result( array( 'versions' => array_map( function ( $p ) { return $p['Version']; }, get_plugins() ) ) );
    `);
    const screen = run.output.slice(run.output.indexOf('@@SCREEN@@'));
    expect(screen).toContain('acme-tools');
    expect(screen).toContain('Installing Plugin: Acme Forms');
    expect(screen).not.toMatch(/Warning|Notice/);
    expectNoMarkup(screen, 'Plugin_Upgrader');
    expect(run.result.versions[TOOLS], screen).toBe('1.1.0');
    expect(run.result.versions[FORMS]).toBe('1.0.0');
  });
});

describe("the allowance through WordPress's internal-address guard", () => {
  it('applies only while the plugin asks the registry or downloads: after a hostile answer no later request may reach 127.0.0.1:6379', async () => {
    const internal = 'http://127.0.0.1:6379/';
    proxy.tampering.answer = (answer) => {
      for (const kind of ['plugins', 'themes'] as const)
        for (const entry of Object.values<Record<string, any>>(answer[kind] ?? {})) entry.package = `${internal}x.zip`;
      if ('download_link' in answer) answer.download_link = `${internal}x.zip`;
      return answer;
    };
    // While the plugin's own requests to the registry run, the registry's address passes.
    const check = `
      $during = array();
      add_filter( 'pre_http_request', function ( $pre, $args, $url ) use ( &$during ) {
        if ( 0 === strpos( $url, getenv( 'WPT_REGISTRY_URL' ) ) ) { $during[] = wp_http_validate_url( $url ) === $url; }
        return $pre;
      }, 1, 3 );
      delete_site_transient( 'update_plugins' ); delete_site_transient( 'update_themes' );
      wp_update_plugins(); wp_update_themes();
      plugins_api( 'plugin_information', array( 'slug' => 'acme-forms' ) );
      themes_api( 'theme_information', array( 'slug' => '${THEME}' ) );
    `;
    const ask = `array(
      'internal' => wp_http_validate_url( '${internal}' ),
      'registry' => wp_http_validate_url( '${proxy.url}/' ),
      'stored'   => get_site_option( 'extension_registry_managed' ),
    )`;
    const same = await php<{
      internal: unknown;
      registry: unknown;
      stored: Record<string, unknown>;
      during: boolean[];
    }>(`${check} wpt_result( ${ask} + array( 'during' => $during ) );`);
    expectQuiet(same);
    expect(same.result.during.length).toBeGreaterThan(2);
    expect(same.result.during.every(Boolean)).toBe(true);
    expect(same.result.internal).toBe(false);
    expect(same.result.registry).toBe(false);
    expect(same.result.stored).not.toHaveProperty('links');
    const later = await php<{ internal: unknown; registry: unknown }>(`wpt_result( ${ask} );`);
    expect(later.result.internal).toBe(false);
    expect(later.result.registry).toBe(false);
  });

  it('addresses an earlier release remembered in its option are forgotten', async () => {
    const run = await php<{ internal: unknown; stored: Record<string, unknown> }>(`
      $stored = get_site_option( 'extension_registry_managed' );
      $stored['links'] = array( '127.0.0.1:6379' );
      update_site_option( 'extension_registry_managed', $stored );
      wpt_result( array() );
    `);
    expect(run.result).toEqual([]);
    const later = await php<{ internal: unknown; stored: Record<string, unknown> }>(`
      wpt_result( array( 'internal' => wp_http_validate_url( 'http://127.0.0.1:6379/' ), 'stored' => get_site_option( 'extension_registry_managed' ) ) );
    `);
    expect(later.result.internal).toBe(false);
    expect(later.result.stored).not.toHaveProperty('links');
    expect(later.result.stored).toHaveProperty('plugins');
  });
});

describe('properly signed updates through the same proxy', () => {
  it('install through Plugin_Upgrader, bulk upgrade, Theme_Upgrader and WP_Automatic_Updater', async () => {
    const single = await attempt('single', FORMS);
    expectQuiet(single);
    expect(single.result.versions[FORMS], single.result.messages.join('\n')).toBe('1.1.0');
    expect(registryLines(single)).toEqual([]);
    const bulk = await attempt('bulk', TOOLS);
    expect(bulk.result.versions[TOOLS], bulk.result.messages.join('\n')).toBe('1.1.0');
    const theme = await attempt('theme', THEME);
    expect(theme.result.versions[THEME], theme.result.messages.join('\n')).toBe('1.1.0');
    await uploadSignedPlugin('acme-forms', '1.2.0');
    const auto = await attempt('auto', FORMS);
    expectQuiet(auto);
    expect(auto.result.versions[FORMS], auto.result.messages.join('\n')).toBe('1.2.0');
    expect(registryLines(auto)).toEqual([]);
  });
});

describe('the late re-check compares versions', () => {
  /** A check keeps the offer of `version`; then `change` moves the registry; the upgrade must be refused. */
  async function keptThenChanged(version: string, change: () => Promise<void>) {
    const checked = await php<{ offered: string }>(`
      delete_site_transient( 'update_plugins' ); wp_update_plugins();
      wpt_result( array( 'offered' => get_site_transient( 'update_plugins' )->response['${FORMS}']->new_version ) );
    `);
    expect(checked.result.offered).toBe(version);
    await change();
    const files = installedFiles();
    const run = await php<{ messages: string[] }>(`
      $skin = new Automatic_Upgrader_Skin();
      ( new Plugin_Upgrader( $skin ) )->upgrade( '${FORMS}' );
      wpt_result( array( 'messages' => $skin->get_upgrade_messages() ) );
    `);
    expectQuiet(run);
    expect(run.result.messages).toContain(
      `Extension Registry: acme-forms ${version} is no longer offered to this site.`,
    );
    expect(installedFiles()).toEqual(files);
    expect(registryLines(run)).toHaveLength(1);
  }

  it('a newer upload since the check: the kept offer is not installed, nor the newer one in its place', async () => {
    // acme-forms 1.2.0 is installed; 1.3.0 is offered and kept; 1.4.0 arrives before the click.
    await uploadSignedPlugin('acme-forms', '1.3.0');
    await keptThenChanged('1.3.0', () => uploadSignedPlugin('acme-forms', '1.4.0'));
  });

  it('latest moved back since the check (another version offered): refused', async () => {
    // 1.4.0 is offered and kept; latest goes back to 1.3.0, which the re-check then offers.
    await keptThenChanged('1.4.0', async () => {
      const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}', {
        ...versionPath('acme-forms', '1.3.0'),
        body: { latest: true },
      });
      expect(response.status).toBe(200);
    });
  });

  it('a rollback offered since the check: refused, the rollback waits for the next check', async () => {
    // 1.3.0 is offered and kept; then the installed 1.2.0 is withdrawn and 1.3.0 halted: the re-check offers 1.1.0.
    await keptThenChanged('1.3.0', async () => {
      for (const [version, body] of [
        ['1.2.0', { withdrawn: true }],
        ['1.3.0', { halted: true }],
      ] as const) {
        const { response } = await admin.PATCH('/plugins/{slug}/versions/{version}/rollout', {
          ...versionPath('acme-forms', version),
          body,
        });
        expect(response.status).toBe(200);
      }
    });
  });

  it('is answered, not recorded: after an upgrade, GET /sites still lists everything the site runs', async () => {
    await uploadSignedPlugin('acme-tools', '1.2.0');
    // As WP_Automatic_Updater does, no full check runs right after the upgrade: what GET /sites
    // shows is what the check before it and the re-check left.
    const run = await php<{ version: string }>(`
      remove_action( 'upgrader_process_complete', 'wp_update_plugins' );
      remove_action( 'upgrader_process_complete', 'wp_update_themes' );
      remove_action( 'upgrader_process_complete', 'wp_version_check' );
      delete_site_transient( 'update_plugins' ); wp_update_plugins();
      $skin = new Automatic_Upgrader_Skin();
      ( new Plugin_Upgrader( $skin ) )->upgrade( '${TOOLS}' );
      wp_clean_plugins_cache( false );
      wpt_result( array( 'version' => get_plugins()['${TOOLS}']['Version'] ) );
    `);
    expectQuiet(run);
    expect(run.result.version).toBe('1.2.0');
    const sites = await admin.GET('/sites', { params: { query: { search: 'wp.test' } } });
    const listed = sites.data!.sites[0];
    expect(listed.plugins.map((p) => `${p.slug} ${p.version}`).sort()).toEqual([
      'acme-forms 1.2.0',
      'acme-tools 1.1.0',
    ]);
    // The whole inventory (REGISTRY_INVENTORY=all) also lists the public theme the site runs.
    expect(listed.themes.map((t) => `${t.slug} ${t.version} ${t.managed}`)).toEqual([
      `${THEME} 1.1.0 true`,
      `${OTHER_THEME} 1.0.0 false`,
    ]);
  });
});
