import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../../src/packages/signature.js';
import { listenOnLoopback, type Listening } from '../../support/loopback.js';
import { testTempDir } from '../../support/temp-dirs.js';

/**
 * Each of the must-use plugin's trust checks run alone, on php-cli with WordPress's own code
 * (WP_Error, the hooks, the filesystem class) and no database: one case that passes, one that
 * refuses with the refusal's name. The end-to-end suites beside it prove the gate runs them.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const harness = path.join(import.meta.dirname, 'harness.php');

interface Refusal {
  code: string;
  message: string;
  data: unknown;
}
interface Outcome {
  result: Refusal | null;
  subject: Record<string, unknown>;
  /** Which of WordPress's update lists the check refreshed. */
  refreshed: string[];
}

/** Runs one check of the built plugin on `args.subject`; php() of the end-to-end suites needs a site, this needs none. */
async function check(
  name: string,
  args: Record<string, unknown>,
  registry = 'https://registry.example.com',
): Promise<Outcome> {
  const dir = testTempDir('checks');
  fs.mkdirSync(path.join(dir, 'plugins'));
  const { stdout } = await run(
    'php',
    ['-d', 'error_log=' + path.join(dir, 'php.log'), harness, name, JSON.stringify(args)],
    {
      env: {
        ...process.env,
        WORDPRESS_DIR: '/usr/share/wordpress',
        CHECKS_DIR: dir,
        PLUGIN_FILE: path.join(root, 'wordpress', 'extension-registry.php'),
        REGISTRY_URL: registry,
      },
    },
  );
  return JSON.parse(stdout) as Outcome;
}

/** A refusal of an archive that is not the one offered, with its message. */
const notTheSigned = (message: string) => ({
  code: 'extension_registry_not_the_signed_archive',
  message: `Extension Registry: ${message}`,
});

/**
 * A registry answering each update check with `plugins()` (and no themes), keeping what it was
 * asked: listening before the tests around the call, closed after them.
 */
function useFakeRegistry(plugins: () => Record<string, unknown>): { url: string; asked: unknown[] } {
  const registry = { url: '', asked: [] as unknown[] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      registry.asked.push({ method: request.method, url: request.url, body: JSON.parse(body) as unknown });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ plugins: plugins(), themes: {} }));
    });
  });
  let listening: Listening | undefined;
  beforeAll(async () => {
    listening = await listenOnLoopback(server);
    registry.url = listening.url;
  });
  afterAll(() => listening?.close());
  return registry;
}

/** The address of a registry that listened once and no longer does. */
async function goneRegistry(): Promise<string> {
  const { url, close } = await listenOnLoopback(http.createServer());
  await close();
  return url;
}

const plugin = { kind: 'plugins', type: 'plugin', key: 'acme-forms/acme-forms.php', slug: 'acme-forms' };

describe('check_installed_here (an update named for something not installed)', () => {
  it('passes an update for a package that is not the registry’s', async () => {
    const { result } = await check('check_installed_here', {
      subject: { target: plugin, package: 'https://downloads.example.org/acme-forms.zip' },
    });
    expect(result).toBeNull();
  });
  it('refuses one whose link is the registry’s', async () => {
    const { result } = await check('check_installed_here', {
      subject: { target: plugin, package: 'https://registry.example.com/plugins/acme-forms/1.2.0/download' },
    });
    expect(result?.code).toBe('extension_registry_not_installed');
  });
  it('refuses one for a slug the registry answered for before', async () => {
    const { result } = await check('check_installed_here', {
      managed: { plugins: ['acme-forms'], themes: [] },
      subject: { target: plugin, package: 'https://downloads.example.org/acme-forms.zip' },
    });
    expect(result?.code).toBe('extension_registry_not_installed');
  });
});

describe('check_offer_names_a_version', () => {
  it('passes an offer with a version', async () => {
    const { result } = await check('check_offer_names_a_version', {
      subject: { target: { ...plugin, version: '1.2.0' } },
    });
    expect(result).toBeNull();
  });
  it('refuses one without', async () => {
    const { result } = await check('check_offer_names_a_version', { subject: { target: { ...plugin, version: '' } } });
    expect(result).toMatchObject({
      code: 'extension_registry_no_version',
      message: 'Extension Registry: the update offered for acme-forms names no version; not installed.',
    });
  });
});

describe('check_still_offered (the registry asked again just before the download)', () => {
  // A registry that offers acme-forms at `offered`, recording what it was asked.
  let offered = '1.2.0';
  const registry = useFakeRegistry(() => ({
    'acme-forms/acme-forms.php': { new_version: offered, package: 'https://cdn.example.com/acme-forms.zip' },
  }));
  const subject = { target: { ...plugin, version: '1.2.0' }, installed: { Version: '1.1.0', Name: 'Acme Forms' } };

  it('passes the version still offered, handing on the fresh answer’s link', async () => {
    offered = '1.2.0';
    registry.asked.length = 0;
    const { result, subject: after, refreshed } = await check('check_still_offered', { subject }, registry.url);
    expect(result).toBeNull();
    expect(after.offer).toMatchObject({ new_version: '1.2.0', package: 'https://cdn.example.com/acme-forms.zip' });
    expect(refreshed).toEqual([]);
    expect(registry.asked).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/update-check',
        body: expect.objectContaining({ record: false, plugins: { 'acme-forms/acme-forms.php': subject.installed } }),
      }),
    ]);
  });
  it('refuses a version the registry no longer offers, and refreshes the update lists', async () => {
    offered = '1.3.0';
    const { result, refreshed } = await check('check_still_offered', { subject }, registry.url);
    expect(result).toMatchObject({
      code: 'extension_registry_not_offered',
      message: 'Extension Registry: acme-forms 1.2.0 is no longer offered to this site.',
      data: 'the registry now offers 1.3.0',
    });
    expect(refreshed).toEqual(['plugins']);
  });
  it('refuses when the registry does not answer', async () => {
    const gone = await goneRegistry();
    const { result } = await check('check_still_offered', { subject }, gone);
    expect(result?.code).toBe('extension_registry_unreachable');
  });
});

describe('check_signed', () => {
  const keys = newKeyPair();
  const stranger = newKeyPair();

  function signedFile(signer: string, version: string): { file: string; offer: Record<string, string> } {
    const file = path.join(testTempDir('archive'), 'acme-forms.zip');
    const bytes = Buffer.from('the archive CI built');
    fs.writeFileSync(file, bytes);
    const hash = createHash('sha384').update(bytes).digest('hex');
    const signature = signMessage(privateKeyOf(signer)!, signedMessage('plugin', 'acme-forms', version, hash));
    return { file, offer: { sha384: hash, signature } };
  }
  /** check_signed of acme-forms 1.2.0 offered as `signed`, on a site pinning `signingKeys`; its refusal, or null. */
  const checkSigned = async (signingKeys: string, { file, offer }: ReturnType<typeof signedFile>) =>
    (
      await check('check_signed', {
        signing_keys: signingKeys,
        subject: { target: { ...plugin, version: '1.2.0' }, offer, file },
      })
    ).result;

  it('passes the offered archive signed by a site key for this package and version', async () => {
    const signed = signedFile(keys.privateKey, '1.2.0');
    expect(await checkSigned(`${stranger.publicKey},${keys.publicKey}`, signed)).toBeNull();
  });
  it('refuses one signed for another version, naming why', async () => {
    expect(await checkSigned(keys.publicKey, signedFile(keys.privateKey, '1.1.0'))).toMatchObject({
      code: 'extension_registry_not_signed',
      message: 'Extension Registry: acme-forms 1.2.0 is not signed by a trusted key; not installed.',
      data: 'the signature verifies against none of the keys',
    });
  });
  it('refuses a file that is not the offered one', async () => {
    const signed = signedFile(keys.privateKey, '1.2.0');
    fs.appendFileSync(signed.file, 'x');
    expect(await checkSigned(keys.publicKey, signed)).toMatchObject({
      code: 'extension_registry_not_signed',
      data: "the file's SHA-384 is not the offered one",
    });
  });
  it('passes anything when the site pins no keys (the registry’s archives are trusted)', async () => {
    const { result } = await check('check_signed', {
      subject: { target: { ...plugin, version: '1.2.0' }, offer: {}, file: '/nonexistent' },
    });
    expect(result).toBeNull();
  });
});

describe('check_not_a_managed_folder (an update of a package the registry does not manage)', () => {
  const other = { kind: 'plugins', type: 'plugin', key: 'other/other.php', slug: 'other' };
  it('passes one that unpacks into its own folder', async () => {
    const { result } = await check('check_not_a_managed_folder', {
      managed: { plugins: ['acme-forms'], themes: [] },
      subject: { target: other, folder: 'other' },
    });
    expect(result).toBeNull();
  });
  it('refuses one that would land in a managed package’s folder', async () => {
    const { result } = await check('check_not_a_managed_folder', {
      managed: { plugins: ['acme-forms'], themes: [] },
      subject: { target: other, folder: 'acme-forms' },
    });
    expect(result).toMatchObject({
      code: 'extension_registry_foreign_folder',
      message:
        'Extension Registry: the update for other/other.php would replace acme-forms, which the registry manages; not installed.',
    });
  });
});

describe('check_passed_the_gate', () => {
  it('passes what the download gate let through, with the version it let through', async () => {
    const { result, subject } = await check('check_passed_the_gate', {
      passed: { 'plugins:acme-forms/acme-forms.php': '1.2.0' },
      subject: { target: plugin },
    });
    expect(result).toBeNull();
    expect(subject.version).toBe('1.2.0');
  });
  it('refuses what never passed it', async () => {
    const { result } = await check('check_passed_the_gate', {
      passed: { 'plugins:other/other.php': '1.2.0' },
      subject: { target: plugin },
    });
    expect(result?.code).toBe('extension_registry_not_checked');
  });
});

describe('check_the_offered_archive', () => {
  function unpacked(folders: Record<string, string>): { source: string; remote_source: string } {
    const remote = testTempDir('unpacked');
    for (const [folder, version] of Object.entries(folders)) {
      fs.mkdirSync(path.join(remote, folder));
      fs.writeFileSync(
        path.join(remote, folder, `${folder}.php`),
        `<?php\n/*\n * Plugin Name: X\n * Version: ${version}\n */\n`,
      );
    }
    return { source: path.join(remote, Object.keys(folders)[0]) + '/', remote_source: remote };
  }

  it('passes one folder named after the slug whose header says the version', async () => {
    const { result } = await check('check_the_offered_archive', {
      subject: { target: plugin, version: '1.2.0', ...unpacked({ 'acme-forms': '1.2.0' }) },
    });
    expect(result).toBeNull();
  });
  it('refuses one whose header says another version', async () => {
    const { result } = await check('check_the_offered_archive', {
      subject: { target: plugin, version: '1.2.0', ...unpacked({ 'acme-forms': '1.1.0' }) },
    });
    expect(result).toMatchObject(
      notTheSigned(
        'acme-forms 1.2.0 is not the archive that was offered: its acme-forms.php says version 1.1.0; not installed.',
      ),
    );
  });
  it('refuses one holding a second folder', async () => {
    const { result } = await check('check_the_offered_archive', {
      subject: { target: plugin, version: '1.2.0', ...unpacked({ 'acme-forms': '1.2.0', other: '1.0.0' }) },
    });
    expect(result?.code).toBe('extension_registry_not_the_signed_archive');
    expect(result?.message).toContain('it must hold one folder named acme-forms and holds acme-forms, other');
  });
});

describe('check_first_install_still_offered (Install Now on the Organization tab asks again)', () => {
  // A registry whose release control offers acme-forms at `offered` as a first install.
  let offered: string | null = '1.0.0';
  const registry = useFakeRegistry(() =>
    offered === null
      ? {}
      : {
          'acme-forms/acme-forms.php': {
            new_version: offered,
            package: 'https://cdn.example.com/acme-forms-1.0.0.zip',
            sha384: 'a'.repeat(96),
          },
        },
  );
  const subject = { target: { ...plugin, version: '1.0.0' } };

  it('passes the version still offered, handing on the checked offer, asked as installed at no version', async () => {
    offered = '1.0.0';
    registry.asked.length = 0;
    const {
      result,
      subject: after,
      refreshed,
    } = await check('check_first_install_still_offered', { subject }, registry.url);
    expect(result).toBeNull();
    expect(after.offer).toMatchObject({
      new_version: '1.0.0',
      package: 'https://cdn.example.com/acme-forms-1.0.0.zip',
      sha384: 'a'.repeat(96),
    });
    expect(refreshed).toEqual([]);
    expect(registry.asked).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/update-check',
        body: expect.objectContaining({ record: false, plugins: { 'acme-forms/acme-forms.php': { Version: '' } } }),
      }),
    ]);
  });
  it('refuses a release halted since the tab was shown, leaving the update lists alone', async () => {
    offered = null;
    const {
      result,
      subject: after,
      refreshed,
    } = await check('check_first_install_still_offered', { subject }, registry.url);
    expect(result).toMatchObject({
      code: 'extension_registry_not_offered',
      message: 'Extension Registry: acme-forms 1.0.0 is no longer offered to this site.',
      data: 'the registry now offers nothing',
    });
    expect(after.offer).toBeUndefined();
    expect(refreshed).toEqual([]);
  });
  it('refuses another version offered now', async () => {
    offered = '1.1.0';
    const { result } = await check('check_first_install_still_offered', { subject }, registry.url);
    expect(result).toMatchObject({ code: 'extension_registry_not_offered', data: 'the registry now offers 1.1.0' });
  });
  it('refuses when the registry does not answer', async () => {
    const gone = await goneRegistry();
    const { result } = await check('check_first_install_still_offered', { subject }, gone);
    expect(result).toMatchObject({
      code: 'extension_registry_unreachable',
      message: 'Extension Registry: the registry did not answer; acme-forms 1.0.0 is not installed.',
    });
  });
});

describe('the unpacked checks of a first install', () => {
  const target = { ...plugin, version: '1.0.0' };
  /** Unpacks `files` (path inside the archive: contents) as WordPress would, the first folder being the source. */
  function unpacked(files: Record<string, string>): { source: string; remote_source: string } {
    const remote = testTempDir('first-install');
    for (const [file, contents] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(remote, file)), { recursive: true });
      fs.writeFileSync(path.join(remote, file), contents);
    }
    return { source: path.join(remote, Object.keys(files)[0].split('/')[0]) + '/', remote_source: remote };
  }
  const main = (name: string, version: string) => `<?php\n/*\n * Plugin Name: ${name}\n * Version: ${version}\n */\n`;

  /** Runs check `name` on `files` unpacked for acme-forms 1.0.0; its refusal, or null. */
  const checkUnpacked = async (name: string, files: Record<string, string>) =>
    (await check(name, { subject: { target, ...unpacked(files) } })).result;

  describe('check_one_folder_named_after_the_slug', () => {
    const checked = (files: Record<string, string>) => checkUnpacked('check_one_folder_named_after_the_slug', files);
    it('passes one folder named after the slug', async () => {
      expect(await checked({ 'acme-forms/acme-forms.php': main('Acme Forms', '1.0.0') })).toBeNull();
    });
    it('refuses one that would unpack into another folder', async () => {
      expect(await checked({ 'acme-other/acme-other.php': main('Acme Other', '1.0.0') })).toMatchObject(
        notTheSigned(
          'acme-forms 1.0.0 is not the archive that was offered: it must hold one folder named acme-forms and holds acme-other; not installed.',
        ),
      );
    });
    it('refuses one holding a second folder beside it', async () => {
      const result = await checked({
        'acme-forms/acme-forms.php': main('Acme Forms', '1.0.0'),
        'other/other.php': main('O', '1'),
      });
      expect(result?.message).toContain('it must hold one folder named acme-forms and holds acme-forms, other');
    });
  });

  describe('check_a_main_file_of_the_version', () => {
    const checked = (files: Record<string, string>) => checkUnpacked('check_a_main_file_of_the_version', files);
    it('passes a main file of the offered version, whatever it is named', async () => {
      const result = await checked({
        'acme-forms/readme.txt': 'Version: 9.9.9',
        'acme-forms/plugin.php': main('Acme Forms', '1.0.0'),
      });
      expect(result).toBeNull();
    });
    it('refuses one whose main file names another version', async () => {
      expect(await checked({ 'acme-forms/acme-forms.php': main('Acme Forms', '0.9.0') })).toMatchObject(
        notTheSigned(
          'acme-forms 1.0.0 is not the archive that was offered: no main file in it says version 1.0.0; not installed.',
        ),
      );
    });
    it('refuses one whose PHP file of that version is no plugin’s main file', async () => {
      const result = await checked({ 'acme-forms/acme-forms.php': '<?php\n/*\n * Version: 1.0.0\n */\n' });
      expect(result?.code).toBe('extension_registry_not_the_signed_archive');
    });
  });
});

describe('checked_urgent (the answer of GET /sites/{id}/urgent)', () => {
  const release = { type: 'plugin', slug: 'acme-forms', version: '2.4.1', advisory: 'REG-2026-1' };
  const exposed = { type: 'plugin', slug: 'contact-form-7', fixed_in: '5.9.4', advisory: 'GHSA-abcd-efgh-ijkl' };
  const nothing = { packages: [], auto_update: { plugins: [], themes: [] } };

  it('keeps every entry whose fields pass, the public ones as slugs by kind', async () => {
    const theme = { type: 'theme', slug: 'acme-shop', fixed_in: '3.0.0', advisory: 'wordfence:1a2b' };
    const { result } = await check('checked_urgent', {
      subject: { packages: [release], auto_update: [exposed, theme, exposed] },
    });
    expect(result).toEqual({
      packages: [release],
      auto_update: { plugins: ['contact-form-7'], themes: ['acme-shop'] },
    });
  });
  it('leaves out an entry with a field that fails its check, and keeps the others', async () => {
    const bad = [
      { ...release, type: 'core' },
      { ...release, slug: '../acme-forms' },
      { ...release, version: '<b>2.4.1</b>' },
      { ...release, version: ['2.4.1'] },
      { ...release, advisory: 'REG 2026 1' },
      { type: 'plugin', slug: 'acme-forms' },
      'acme-forms',
    ];
    const { result } = await check('checked_urgent', {
      subject: {
        packages: [...bad, release],
        auto_update: [{ ...exposed, fixed_in: null }, { ...exposed, slug: 'Contact Form' }, exposed],
      },
    });
    expect(result).toEqual({ packages: [release], auto_update: { plugins: ['contact-form-7'], themes: [] } });
  });
  it('takes an answer without auto_update as naming no public package', async () => {
    const { result } = await check('checked_urgent', { subject: { packages: [] } });
    expect(result).toEqual(nothing);
  });
  it('refuses an answer whose lists are not lists', async () => {
    for (const subject of [
      {},
      { packages: { 'acme-forms': release }, auto_update: [] },
      { packages: [], auto_update: { 'contact-form-7': exposed } },
      { packages: 'acme-forms', auto_update: [] },
    ]) {
      const { result } = await check('checked_urgent', { subject });
      expect(result).toBeNull();
    }
  });
});

describe('auto_update_slugs (the list the auto_update_plugin and auto_update_theme filters answer true for)', () => {
  it('names the slugs of that kind the last answer kept', async () => {
    const kept = { plugins: ['contact-form-7', 'akismet'], themes: ['acme-shop'] };
    expect((await check('auto_update_slugs', { auto_update: kept, subject: 'plugins' })).result).toEqual([
      'contact-form-7',
      'akismet',
    ]);
    expect((await check('auto_update_slugs', { auto_update: kept, subject: 'themes' })).result).toEqual(['acme-shop']);
  });
  it('checks the stored option again, leaving out what is not a slug', async () => {
    const written = { plugins: ['contact-form-7', '../../wp-config', 7, ['akismet']], themes: 'acme-shop' };
    expect((await check('auto_update_slugs', { auto_update: written, subject: 'plugins' })).result).toEqual([
      'contact-form-7',
    ]);
    expect((await check('auto_update_slugs', { auto_update: written, subject: 'themes' })).result).toEqual([]);
    expect((await check('auto_update_slugs', { auto_update: 'contact-form-7', subject: 'plugins' })).result).toEqual(
      [],
    );
  });
});
