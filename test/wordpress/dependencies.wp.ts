/**
 * Requires Plugins (DESIGN 16): the must-use plugin answers plugins_api for the plugins a managed
 * plugin requires when the registry holds them, as WordPress 6.5's Dependencies screen asks, and
 * WordPress installs one from that answer; a dependency the registry does not hold still goes
 * to WordPress.org. Debian's WordPress 6.1 has no Dependencies screen: plugins_api is called as
 * that screen calls it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryClient, uploadPlugin } from '../support/client.js';
import { FULL_ACCESS, SITE_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { buildZip } from '../support/zip.js';
import { createWordPressSite, type HttpLogEntry, type WordPressSite } from './support/site.js';

let registry: TestServer;
let site: WordPressSite;
let env: Record<string, string>;
let workDir: string;

const main = (slug: string, headers: Record<string, string>) =>
  `<?php\n/**\n${Object.entries({ 'Plugin Name': slug, ...headers })
    .map(([k, v]) => ` * ${k}: ${v}`)
    .join('\n')}\n */\n`;

beforeAll(async () => {
  registry = await startTestServer();
  const admin = registryClient(registry.url, await registry.key(FULL_ACCESS));
  env = { WPT_REGISTRY_URL: registry.url, WPT_REGISTRY_KEY: await registry.key(SITE_ACCESS, 'wp.test') };
  const core = buildZip([{ name: 'acme-core/acme-core.php', data: main('Acme Core', { Version: '2.0.0' }) }]);
  expect((await uploadPlugin(admin, core)).response.status).toBe(201);
  workDir = testTempDir('wordpress-dependencies');
  site = await createWordPressSite(workDir);
  site.setOrgAnswers({});
  // A managed plugin (its Update URI points at the registry) that needs one private and one public plugin.
  fs.mkdirSync(path.join(site.pluginsDir, 'acme-suite'));
  fs.writeFileSync(
    path.join(site.pluginsDir, 'acme-suite', 'acme-suite.php'),
    main('Acme Suite', {
      Version: '1.0.0',
      'Update URI': `${registry.url}/plugins/acme-suite`,
      'Requires Plugins': ' acme-core , public-thing, Not A Slug',
    }),
  );
});

afterAll(async () => {
  await site?.stop();
  await registry?.close();
});

const sent = (log: HttpLogEntry[]) => log.flatMap((entry) => ('sent' in entry ? [entry.sent] : []));
const org = (log: HttpLogEntry[]) => log.flatMap((entry) => ('org' in entry ? [entry.org] : []));

describe('plugins a managed plugin requires', () => {
  it('plugins_api answers a registry-held dependency from the registry, and WordPress installs it from that answer', async () => {
    site.takeHttpLog();
    const run = await site.php<{ info: Record<string, unknown>; installed: unknown; version: string }>(
      `
      require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
      $info = plugins_api( 'plugin_information', array( 'slug' => 'acme-core' ) );
      $installed = ( new Plugin_Upgrader( new Automatic_Upgrader_Skin() ) )->install( $info->download_link );
      wp_clean_plugins_cache();
      $plugins = get_plugins();
      wpt_result( array( 'info' => (array) $info, 'installed' => $installed, 'version' => $plugins['acme-core/acme-core.php']['Version'] ?? '' ) );
    `,
      { env },
    );
    expect(run.output).not.toMatch(/Warning|Notice|Deprecated|Fatal/i);
    expect(run.result.info).toMatchObject({ slug: 'acme-core', version: '2.0.0', requires_plugins: [] });
    expect(run.result.installed).toBe(true);
    expect(run.result.version).toBe('2.0.0');
    const log = site.takeHttpLog();
    expect(sent(log)).toContain(`${registry.url}/plugins/acme-core`);
    expect(org(log).filter((url) => url.includes('acme-core'))).toEqual([]);
  });

  it('a dependency the registry does not hold, and a slug no managed plugin requires, are left to WordPress.org', async () => {
    site.takeHttpLog();
    const run = await site.php(
      `
      plugins_api( 'plugin_information', array( 'slug' => 'public-thing' ) );
      plugins_api( 'plugin_information', array( 'slug' => 'unrelated-thing' ) );
      wpt_result( true );
    `,
      { env },
    );
    expect(run.output).not.toMatch(/Warning|Notice|Deprecated|Fatal/i);
    const log = site.takeHttpLog();
    // Asked once whether the registry holds the dependency (404), never for the unrelated slug.
    expect(sent(log).filter((url) => url.startsWith(registry.url))).toEqual([`${registry.url}/plugins/public-thing`]);
    expect(org(log).filter((url) => url.includes('plugins/info'))).toHaveLength(2);
  });
});
