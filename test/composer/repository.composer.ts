/**
 * DESIGN 16 with the real client: Debian's composer 2.5.5, offline, against a registry started
 * here (local or azure storage, by project). Each step builds on the one before, as a site's
 * build history does: require, lock, install the lock elsewhere, a staged release per ring, a
 * halt, a withdrawal flagged by `composer audit`, a tampered archive refused.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, uploadWithKey } from '../support/client.js';
import { storedKey } from '../support/keys.js';
import { composerVersion } from '../../src/packages/composer-version.js';
import { azuriteConnectionString } from '../support/azure.js';
import { pluginZip, sha1, themeZip } from '../support/packages.js';
import { type TestServer, TEST_STORAGE } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';
import { useTestServer } from '../support/use-test-server.js';
import { ComposerProject, stubInstallers } from './support/composer.js';

let server: TestServer;
let admin: string;
let plain: string;
let canary: string;
let installers: string;
useTestServer(({ server: started, key }) => {
  server = started;
  admin = key;
});

const archives = {
  forms100: pluginZip({ slug: 'acme-forms', version: '1.0.0', requiresPhp: '7.4' }),
  forms110: pluginZip({ slug: 'acme-forms', version: '1.1.0', requiresPhp: '7.4', description: 'Forms.' }),
  forms120: pluginZip({ slug: 'acme-forms', version: '1.2.0', description: 'The canary build.' }),
  core: pluginZip({ slug: 'acme-core', version: '3.0.0' }),
  suite: pluginZip({ slug: 'acme-suite', version: '1.0.0', requiresPlugins: 'acme-core, woocommerce' }),
  theme: themeZip({ slug: 'acme-blocks', version: '2.0.0' }),
};

const upload = (type: 'plugin' | 'theme', bytes: Buffer, fields: Record<string, string> = {}) =>
  uploadWithKey(server.url, admin, type, bytes, fields);

async function rollout(version: string, change: object): Promise<void> {
  const response = await keyedFetch(
    server.url,
    admin,
    'PATCH',
    `/plugins/acme-forms/versions/${version}/rollout`,
    change,
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A key as `npm run keys -- create --scope plugins:read --scope themes:read [--composer-ring RING]` makes it. */
const readKey = (composerRing?: string) =>
  storedKey(server.storage, { plugins: ['read'], themes: ['read'] }, composerRing);

const installed = (project: ComposerProject, slug: string) =>
  /Version: (\S+)/.exec(project.file(`wp-content/plugins/${slug}/${slug}.php`) ?? '')?.[1];

/** Replaces the stored archive's bytes, as someone with write access to the storage could. */
async function tamper(slug: string, bytes: Buffer): Promise<void> {
  const [name] = (await server.archiveNames()).filter((n) => n.startsWith(`plugins/${slug}/`) && n.endsWith('.zip'));
  if (TEST_STORAGE === 'azure') {
    const container = BlobServiceClient.fromConnectionString(azuriteConnectionString()).getContainerClient(
      server.config.azure.container,
    );
    await container.getBlockBlobClient(name).uploadData(bytes);
  } else fs.writeFileSync(path.join(server.dataDir, 'archives', name), bytes);
}

beforeAll(async () => {
  installers = stubInstallers();
  plain = await readKey();
  canary = await readKey('canary');
  await upload('plugin', archives.forms100);
  await upload('plugin', archives.forms110);
  await upload('plugin', archives.core);
  await upload('plugin', archives.suite);
  await upload('theme', archives.theme);
});

describe(`Composer 2.5.5 builds a site from the registry (${TEST_STORAGE} storage)`, () => {
  let site: ComposerProject;

  it('requires a plugin and a theme with the key as HTTP Basic password, into wp-content', async () => {
    site = new ComposerProject({ registryUrl: server.url, installers, auth: { basic: plain } });
    const run = await site.run('require', 'registry-plugin/acme-forms:^1.0', 'registry-theme/acme-blocks:^2.0');
    expect(run.code, run.stderr).toBe(0);
    expect(installed(site, 'acme-forms')).toBe('1.1.0');
    expect(site.file('wp-content/themes/acme-blocks/style.css')).toContain('Version: 2.0.0');
  });

  it('locks the stable dist address and the archive SHA-1, no expiring link', () => {
    const forms = site.lock().packages.find((p) => p.name === 'registry-plugin/acme-forms')!;
    expect(forms.version).toBe('1.1.0');
    expect(forms.dist.url).toBe(`${server.url}/composer/dist/plugin/acme-forms/1.1.0.zip`);
    expect(forms.dist.shasum).toBe(sha1(archives.forms110));
    expect(JSON.stringify(site.lock())).not.toMatch(/expires=|signature=|sig=|se=/);
  });

  it('installs the same bytes from the lock file in a fresh checkout, with the key as Bearer token', async () => {
    const next = site.checkout({ bearer: plain });
    const run = await next.run('install');
    expect(run.code, run.stderr).toBe(0);
    const unpacked = next.file('wp-content/plugins/acme-forms/acme-forms.php');
    expect(unpacked).toBe(site.file('wp-content/plugins/acme-forms/acme-forms.php'));
    expect(installed(next, 'acme-forms')).toBe('1.1.0');
  });

  it('refuses a key it does not know, and a request without one, as 401 (Composer fails, nothing installed)', async () => {
    const stranger = site.checkout({ basic: 'rk_not-a-key' });
    const run = await stranger.run('install');
    expect(run.code).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/401|Invalid credentials|authentication/i);
    expect(stranger.file('wp-content/plugins/acme-forms/acme-forms.php')).toBeUndefined();
  });

  it('lists a staged release to a canary-ring key only', async () => {
    await upload('plugin', archives.forms120, { rollout_percent: '0', rollout_rings: 'canary' });
    const normal = await site.run('update', 'registry-plugin/acme-forms');
    expect(normal.code, normal.stderr).toBe(0);
    expect(installed(site, 'acme-forms')).toBe('1.1.0');
    const canaryBuild = site.checkout({ basic: canary });
    const run = await canaryBuild.run('update', 'registry-plugin/acme-forms');
    expect(run.code, run.stderr).toBe(0);
    expect(installed(canaryBuild, 'acme-forms')).toBe('1.2.0');
  });

  it('a halted version is not installable by composer update, even for its ring', async () => {
    await rollout('1.2.0', { halted: true });
    const canaryBuild = site.checkout({ basic: canary });
    const update = await canaryBuild.run('update', 'registry-plugin/acme-forms');
    expect(update.code, update.stderr).toBe(0);
    expect(installed(canaryBuild, 'acme-forms')).toBe('1.1.0');
    const pinned = await canaryBuild.run('require', 'registry-plugin/acme-forms:1.2.0');
    expect(pinned.code).not.toBe(0);
  });

  it('composer audit flags a withdrawn version the lock file holds, with its constraint', async () => {
    await rollout('1.1.0', { withdrawn: true });
    const audit = await site.run('audit', '--format=json', '--locked');
    expect(audit.code, audit.stderr).not.toBe(0);
    expect(audit.stdout, audit.stderr).not.toBe('');
    const report = JSON.parse(audit.stdout) as { advisories: Record<string, Array<Record<string, unknown>>> };
    expect(report.advisories['registry-plugin/acme-forms']).toEqual([
      expect.objectContaining({
        advisoryId: 'withdrawn-acme-forms-1.1.0',
        affectedVersions: '==1.1.0',
        title: "Withdrawn by the registry's operators",
      }),
    ]);
    expect(report.advisories['registry-theme/acme-blocks']).toBeUndefined();
  });

  it('the lock file that holds the withdrawn version still installs (audit is what flags it)', async () => {
    const next = site.checkout({ basic: plain });
    const run = await next.run('install');
    expect(run.code, run.stderr).toBe(0);
    expect(installed(next, 'acme-forms')).toBe('1.1.0');
  });

  it('composer update moves off the withdrawn version to the highest listed one', async () => {
    const run = await site.run('update', 'registry-plugin/acme-forms', '--with-all-dependencies');
    expect(run.code, run.stderr).toBe(0);
    expect(installed(site, 'acme-forms')).toBe('1.0.0');
  });

  it('refuses an archive whose bytes changed in storage after upload (checksum mismatch)', async () => {
    await tamper('acme-core', pluginZip({ slug: 'acme-core', version: '3.0.0', description: 'Backdoored.' }));
    const project = new ComposerProject({ registryUrl: server.url, installers, auth: { basic: plain } });
    const run = await project.run('require', 'registry-plugin/acme-core:^3.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/checksum verification/i);
    expect(project.file('wp-content/plugins/acme-core/acme-core.php')).toBeUndefined();
  });

  it('resolves a Requires Plugins dependency the registry holds, and leaves one it does not hold to the site', async () => {
    await tamper('acme-core', archives.core); // the archive as uploaded again
    const project = new ComposerProject({ registryUrl: server.url, installers, auth: { bearer: plain } });
    const run = await project.run('require', 'registry-plugin/acme-suite:^1.0');
    expect(run.code, run.stderr).toBe(0);
    expect(installed(project, 'acme-suite')).toBe('1.0.0');
    expect(installed(project, 'acme-core')).toBe('3.0.0');
    expect(project.lock().packages.map((p) => p.name)).not.toContain('registry-plugin/woocommerce');
  });

  it('never takes a name under its patterns from another repository (dependency confusion)', async () => {
    const impostor = (name: string) => {
      const dir = testTempDir('composer-impostor');
      fs.writeFileSync(path.join(dir, 'composer.json'), JSON.stringify({ name, version: '9.9.9', type: 'library' }));
      return { type: 'path', url: dir, options: { symlink: false } };
    };
    const project = (repository: object) =>
      new ComposerProject({ registryUrl: server.url, installers, auth: { basic: plain }, repositories: [repository] });
    // The other repository works: a name outside the registry's patterns installs from it.
    const control = project(impostor('acme-other/acme-secret'));
    expect((await control.run('require', 'acme-other/acme-secret:*')).code).toBe(0);
    const confused = project(impostor('registry-plugin/acme-secret'));
    const run = await confused.run('require', 'registry-plugin/acme-secret:*');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/registry-plugin\/acme-secret/);
    expect(confused.file('composer.lock')).toBeUndefined();
  });
});

describe('Composer reads versions as the registry says it does', () => {
  it('composerVersion agrees with composer/semver for releases and leaves out what Composer cannot read as one', () => {
    const versions = [
      '1',
      '1.0',
      '1.0.0',
      '1.2.3.4',
      '1.2.3.4.5',
      'v1.2',
      '1.0-beta',
      '1.0.0-beta2',
      '1.0-b2',
      '1.0.0-RC1',
      '1.0.0-rc.1',
      '1.0-alpha.3',
      '1.0a1',
      '1.0.0-pl1',
      '1.0.0-p2',
      '1.0.0-patch3',
      '1.0.0-dev',
      '1.0-beta-dev',
      '1.0-STABLE',
      '1.0-stable',
      '1.0.0+build5',
      'dev-main',
      '1.x-dev',
      'master',
      '2024.01.15',
      '20240115',
      '2024-01-15-1',
      '123456',
      '1.0.0_beta',
      '1.0.0.beta1',
      'abc',
      '1.0.0-foo',
      '99999.1',
      '100000.1',
      '0.0.1-Beta',
      '1.0_0',
    ];
    const script = `require '/usr/share/php/Composer/Semver/autoload.php';
      $p = new Composer\\Semver\\VersionParser();
      foreach (array_slice($argv, 1) as $v) {
        try { $n = $p->normalize($v); echo $v, "\\t", (strpos($n, 'dev-') === 0 || strpos($n, '9999999') !== false) ? '-' : $n, "\\n"; }
        catch (Exception $e) { echo $v, "\\t-\\n"; }
      }`;
    const php = execFileSync('php', ['-r', script, '--', ...versions], { encoding: 'utf8' });
    const ours = versions.map((v) => `${v}\t${composerVersion(v) ?? '-'}`).join('\n');
    expect(ours).toBe(php.trim());
  });
});
