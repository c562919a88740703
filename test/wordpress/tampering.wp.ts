import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PackageType } from '../../src/packages/manifest.js';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import { registryClient, type RegistryClient, uploadForm, versionPath } from '../support/client.js';
import { sha384, themeZip } from '../support/packages.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { buildZip } from '../support/zip.js';
import { createWordPressSite, type RunResult, type WordPressSite } from './support/site.js';
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
  const folder = options.folder ?? slug;
  // acme-tools carries no Update URI: the registry's answers alone make it managed.
  const updateUri = slug === 'acme-forms' ? ` * Update URI: ${registry.url}/plugins/${slug}\n` : '';
  const main = `<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n${updateUri} */\n\ndefined('ABSPATH') || exit;\n${options.extra ?? ''}`;
  return buildZip([{ name: `${folder}/${slug}.php`, data: main }]);
}

/** Code CI never signed: what the attacker wants installed. */
const evilPlugin = (slug: string, version: string, folder = slug) =>
  pluginArchive(slug, version, { folder, extra: "echo 'tampered';\n" });
const evilTheme = (folder: string, version: string) =>
  themeZip({ slug: folder, version, files: { 'functions.php': "<?php echo 'tampered';" } });

const ciSign = (type: PackageType, slug: string, version: string, bytes: Buffer) =>
  signMessage(privateKeyOf(ci.privateKey)!, signedMessage(type, slug, version, sha384(bytes)));

async function upload(type: PackageType, archive: Buffer, signature?: string) {
  const form = uploadForm(type, archive, undefined, signature);
  const { response } =
    type === 'plugin'
      ? await admin.POST('/plugins', { body: { plugin: '' }, bodySerializer: () => form })
      : await admin.POST('/themes', { body: { theme: '' }, bodySerializer: () => form });
  expect(response.status).toBe(201);
}

const uploadSignedPlugin = (slug: string, version: string) => {
  const bytes = pluginArchive(slug, version);
  return upload('plugin', bytes, ciSign('plugin', slug, version, bytes));
};
const uploadSignedTheme = (version: string) => {
  const bytes = themeZip({ slug: THEME, version });
  return upload('theme', bytes, ciSign('theme', THEME, version, bytes));
};

function php<T>(code: string, overrides: Record<string, string> = {}): Promise<RunResult<T>> {
  return site.php<T>(code, { env: { ...env, ...overrides } });
}

function expectQuiet(run: RunResult<unknown>) {
  expect(run.output).not.toMatch(/Warning|Notice|Deprecated|Fatal/i);
  expect(run.errorLog.filter((line) => /PHP (Warning|Notice|Deprecated|Fatal)/.test(line))).toEqual([]);
}

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

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await elsewhere?.close();
  await registry?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => {
  proxy.tampering = {};
  proxy.takeRequests();
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
  it('an offer without new_version is refused through Plugin_Upgrader (one and bulk); nothing unsigned is installed', async () => {
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
    for (const path of ['single', 'bulk'] as const)
      await expectRefused(path, FORMS, {
        message: /Extension Registry: .*acme-forms names no version/,
        logged: /names no version/,
      });
  });

  it('new_version: false with autoupdate: true is refused by WP_Automatic_Updater, and so is a theme offer without a version', async () => {
    const evil = evilPlugin('acme-forms', '6.6.6');
    const link = proxy.serve('forms-auto.zip', evil);
    const evilStyle = evilTheme(THEME, '6.6.6');
    const themeLink = proxy.serve('theme-6.6.6.zip', evilStyle);
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
    expect(lines.filter((line) => /acme-forms.*names no version/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /acme-blocks.*names no version/.test(line))).toHaveLength(1);
    for (const path of ['theme', 'bulk-theme'] as const)
      await expectRefused(path, THEME, {
        message: /Extension Registry: .*acme-blocks names no version/,
        logged: /names no version/,
      });
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
    const evil = evilPlugin('acme-forms', '1.1.0');
    const link = elsewhere.serve('forms.zip', evil);
    const style = evilTheme(THEME, '1.1.0');
    const themeLink = elsewhere.serve('theme.zip', style);
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
    expect(listed.themes.map((t) => `${t.slug} ${t.version}`)).toEqual([`${THEME} 1.1.0`]);
  });
});
