import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keyedFetch } from '../support/client.js';
import { md5, pluginZip } from '../support/packages.js';
import { freePort } from '../support/processes.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import {
  bareFolder,
  pluginMain,
  runCommand,
  runScript,
  startCountingProxy,
  writeTree,
  zipEntryNames,
  type CountingProxy,
} from './support.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * The bundled publish script, run as a plugin's pipeline runs it: a bare `node` in an empty
 * folder (no node_modules anywhere), against a real registry behind a counting proxy.
 */
let server: TestServer;
let proxy: CountingProxy;
let key: string;
let script: string;
let work: string;

useTestServer((started) => ({ server, key } = started));
beforeAll(async () => {
  proxy = await startCountingProxy(server.url);
  script = bareFolder().script;
});

afterAll(async () => {
  await proxy?.close();
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  work = testTempDir('publish-src');
  proxy.uploads = 0;
  proxy.fail503 = 0;
  proxy.lose = 0;
});

const publish = (args: string[], env: Record<string, string> = {}) =>
  runScript(script, args, { EXTENSION_REGISTRY_URL: proxy.url, EXTENSION_REGISTRY_KEY: key, ...env });

/** A plugin folder `slug/` in the work folder with its main file `slug.php` at version 1.0.0. */
function pluginSource(slug: string, name: string): string {
  const source = path.join(work, slug);
  writeTree(source, { [`${slug}.php`]: pluginMain(name, '1.0.0') });
  return source;
}

async function download(link: string): Promise<Buffer> {
  const response = await fetch(link);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function storedNotes(type: 'plugins' | 'themes', slug: string, version: string): Promise<string> {
  const response = await keyedFetch(server.url, key, 'GET', `/${type}/${slug}/versions/${version}`);
  return ((await response.json()) as { release_notes: string }).release_notes;
}

/**
 * What a publish printed and stored: a record matching `printed`, whose link downloads an archive
 * of exactly `entries`, and the version's release notes.
 */
async function expectPublished(
  run: { stdout: string },
  type: 'plugins' | 'themes',
  printed: { slug: string; version: string },
  entries: string[],
  notes: string,
): Promise<void> {
  const record = JSON.parse(run.stdout) as { slug: string; version: string; download_link: string };
  expect(record).toMatchObject(printed);
  expect(await zipEntryNames(await download(record.download_link))).toEqual(entries);
  expect(await storedNotes(type, printed.slug, printed.version)).toBe(notes);
}

/**
 * Publishes plugin `slug` 1.0.0 through one `fault` of the proxy: exit 0 on the second upload,
 * saying `said`. The source folder and the record printed.
 */
async function publishedOnRetry(slug: string, name: string, fault: 'fail503' | 'lose', said: string) {
  const source = pluginSource(slug, name);
  proxy[fault] = 1;
  const run = await publish([source]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain(said);
  expect(proxy.uploads).toBe(2);
  return { source, record: JSON.parse(run.stdout) as unknown };
}

describe('registry-publish (the bundle, with a bare node)', () => {
  it('builds a plugin folder into one slug folder, leaving out .git, node_modules and what .distignore lists', async () => {
    const source = path.join(work, 'acme-forms');
    writeTree(source, {
      'acme-forms.php': pluginMain('Acme Forms', '1.2.0'),
      'readme.txt':
        '=== Acme Forms ===\n\n== Changelog ==\n\n= 1.2.0 =\n* Fixes the **date picker**.\n\n= 1.1.0 =\n* Older.\n',
      'includes/form.php': '<?php // form',
      'includes/tests/kept.php': '<?php // not the root tests folder', // "/tests" is anchored to the root
      'assets/app.js': 'app();',
      'assets/app.js.map': '{}', // *.map at any depth
      'tests/test-form.php': '<?php // left out',
      'src/app.ts': 'app()', // "src/" : a folder
      'phpunit.xml.dist': '<phpunit/>',
      'docs/keep.md': 'kept', // "!docs/keep.md" re-includes it from "docs/*"
      'docs/drop.md': 'left out',
      '.git/HEAD': 'ref: refs/heads/main',
      'node_modules/lib/index.js': 'lib()',
      'vendor/pkg/node_modules/x/y.js': 'x()', // node_modules at any depth
      '.distignore': '# WP-CLI dist-archive rules\n/tests\n*.map\nsrc/\nphpunit.xml.dist\ndocs/*\n!docs/keep.md\n',
    });
    const run = await publish([source]);
    expect(run.stderr).toContain('Published plugin acme-forms 1.2.0');
    expect(run.code).toBe(0);
    await expectPublished(
      run,
      'plugins',
      { slug: 'acme-forms', version: '1.2.0' },
      [
        'acme-forms/',
        'acme-forms/acme-forms.php',
        'acme-forms/assets/',
        'acme-forms/assets/app.js',
        'acme-forms/docs/',
        'acme-forms/docs/keep.md',
        'acme-forms/includes/',
        'acme-forms/includes/form.php',
        'acme-forms/includes/tests/',
        'acme-forms/includes/tests/kept.php',
        'acme-forms/readme.txt',
        'acme-forms/vendor/',
        'acme-forms/vendor/pkg/',
      ],
      // No --notes: the readme's changelog entry for 1.2.0 became the release notes.
      '* Fixes the **date picker**.',
    );
  });

  it('publishes a theme folder, with --slug naming the top-level folder and --notes giving the notes', async () => {
    const source = path.join(work, 'theme-src');
    writeTree(source, {
      'style.css': '/*\nTheme Name: Acme Blocks\nVersion: 2.0.0\n*/\n',
      'templates/index.html': '<!-- wp:paragraph -->',
      'theme.json': '{}',
    });
    fs.writeFileSync(path.join(work, 'notes.md'), 'A **dark** style variation.');
    const run = await publish([source, '--slug', 'acme-blocks', '--notes', path.join(work, 'notes.md')]);
    expect(run.code, run.stderr).toBe(0);
    await expectPublished(
      run,
      'themes',
      { slug: 'acme-blocks', version: '2.0.0' },
      [
        'acme-blocks/',
        'acme-blocks/style.css',
        'acme-blocks/templates/',
        'acme-blocks/templates/index.html',
        'acme-blocks/theme.json',
      ],
      'A **dark** style variation.',
    );
  });

  it('starts a staged rollout with --rollout-percent and --rollout-rings; refuses bad values before sending anything', async () => {
    const source = pluginSource('staged', 'Staged');
    const run = await publish([source, '--rollout-percent', '0', '--rollout-rings', 'canary,early-adopters']);
    expect(run.code, run.stderr).toBe(0);
    const response = await keyedFetch(server.url, key, 'GET', '/plugins/staged/versions/1.0.0/rollout');
    expect(await response.json()).toMatchObject({
      percent: 0,
      rings: ['canary', 'early-adopters'],
      halted: false,
      withdrawn: false,
    });
    const uploads = proxy.uploads;
    const badPercent = await publish([source, '--rollout-percent', '150']);
    expect([badPercent.code, badPercent.stderr]).toEqual([
      1,
      expect.stringContaining('--rollout-percent takes a whole number from 0 to 100, not "150".'),
    ]);
    const badRing = await publish([source, '--rollout-rings', 'canary,Big Shops']);
    expect([badRing.code, badRing.stderr]).toEqual([1, expect.stringContaining('--rollout-rings takes ring names')]);
    expect(proxy.uploads).toBe(uploads);
  });

  it('sets a health gate with --gate; refuses a bad one before sending anything', async () => {
    const source = pluginSource('gated', 'Gated');
    const gate = 'max_unhealthy_percent=0,max_failed_percent=20,min_sites=1,action=withdraw';
    const run = await publish([source, '--rollout-percent', '0', '--rollout-rings', 'canary', '--gate', gate]);
    expect(run.code, run.stderr).toBe(0);
    const response = await keyedFetch(server.url, key, 'GET', '/plugins/gated/versions/1.0.0/rollout');
    expect(await response.json()).toMatchObject({
      percent: 0,
      rings: ['canary'],
      gate: { max_unhealthy_percent: 0, max_failed_percent: 20, min_sites: 1, action: 'withdraw' },
      stopped_by: null,
    });
    const uploads = proxy.uploads;
    const bad = await publish([source, '--gate', 'max_unhealthy_percent=0,action=explode']);
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringContaining('--gate: action must be halt or withdraw.')]);
    expect(proxy.uploads).toBe(uploads);
  });

  it('uploads a ready ZIP unchanged', async () => {
    const zip = pluginZip({ slug: 'ready-made', version: '0.9.0' });
    const file = path.join(work, 'ready-made.zip');
    fs.writeFileSync(file, zip);
    const run = await publish([file]);
    expect(run.code, run.stderr).toBe(0);
    const record = JSON.parse(run.stdout) as { version: string; download_link: string };
    expect(record.version).toBe('0.9.0');
    expect(md5(await download(record.download_link))).toBe(md5(zip));
  });

  it('exits 3 when the version exists, and 0 with --skip-existing, printing the same package record as the publish', async () => {
    const source = pluginSource('twice', 'Twice');
    const first = await publish([source]);
    expect(first.code).toBe(0);

    const again = await publish([source]);
    expect(again.code).toBe(3);
    expect(again.stdout).toBe('');
    expect(again.stderr).toMatch(/already exists/i);

    const skipped = await publish([source, '--skip-existing']);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.stderr).toMatch(/Skipped/);
    // The key may read, so the package record is printed for the pipeline's next steps (`jq .slug`).
    const published = JSON.parse(first.stdout) as { slug: string; download_link: string };
    const printed = JSON.parse(skipped.stdout) as typeof published;
    expect(printed.slug).toBe('twice');
    expect({ ...printed, download_link: undefined }).toEqual({ ...published, download_link: undefined });
    expect(new URL(printed.download_link).pathname).toBe(new URL(published.download_link).pathname); // signed anew
    expect(proxy.uploads).toBe(3);
  });

  it('exits 2 on an invalid folder, and sends nothing', async () => {
    const source = path.join(work, 'broken');
    writeTree(source, { 'broken.php': '<?php\n/**\n * Plugin Name: Broken\n */\n' });
    const noVersion = await publish([source]);
    expect(noVersion.code).toBe(2);
    expect(noVersion.stderr).toContain('The "Version:" header is missing from broken/broken.php.');

    const badSlug = await publish([source, '--slug', 'Bad_Slug']);
    expect(badSlug.code).toBe(2);
    expect(badSlug.stderr).toContain('is not a valid plugin slug');
    expect(proxy.uploads).toBe(0);
    expect(await server.archiveNames()).not.toContainEqual(expect.stringContaining('broken'));
  });

  it("exits 2 with the registry's message when the registry refuses what passed the local check (413)", async () => {
    const small = await startTestServer({ REGISTRY_MAX_UPLOAD_BYTES: '4096' });
    try {
      const source = pluginSource('too-big', 'Too Big');
      fs.writeFileSync(path.join(source, 'data.bin'), randomBytes(16 * 1024));
      const run = await runScript(script, [source], {
        EXTENSION_REGISTRY_URL: small.url,
        EXTENSION_REGISTRY_KEY: await small.key(FULL_ACCESS),
      });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/The registry refused the archive: .*4096/);
      expect(await small.archiveNames()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it("exits 1 with the server's message on a wrong key", async () => {
    const source = pluginSource('keyed', 'Keyed');
    const run = await publish([source], { EXTENSION_REGISTRY_KEY: 'not-a-key' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid API key.');
    expect(run.stdout).toBe('');
  });

  it('retries after a 503 and then publishes', async () => {
    const { record } = await publishedOnRetry('busy', 'Busy', 'fail503', '503');
    expect(record).toMatchObject({ slug: 'busy', version: '1.0.0' });
  });

  it('gives up after --retries 503s with exit 1, and never retries a 4xx', async () => {
    const source = pluginSource('gives-up', 'Gives Up');
    proxy.fail503 = 5;
    const busy = await publish([source, '--retries', '1']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain('Busy, try again.');
    expect(proxy.uploads).toBe(2);

    proxy.uploads = 0;
    proxy.fail503 = 0;
    const refused = await publish([source], { EXTENSION_REGISTRY_KEY: 'not-a-key' });
    expect(refused.code).toBe(1);
    expect(proxy.uploads).toBe(1);
  });

  it('exits 1 when the registry cannot be reached after its retries', async () => {
    const source = pluginSource('nowhere', 'Nowhere');
    const run = await publish([source, '--retries', '1'], {
      EXTENSION_REGISTRY_URL: `http://127.0.0.1:${await freePort()}`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Retrying in .*ECONNREFUSED/);
    expect(run.stderr).toContain('Cannot reach the registry');
  });

  it('counts a retried upload that the registry stored, though its answer was lost, as published (same checksum)', async () => {
    const { source, record } = await publishedOnRetry('lost-answer', 'Lost Answer', 'lose', 'an earlier try stored it');
    expect(record).toMatchObject({ slug: 'lost-answer', name: 'Lost Answer', version: '1.0.0' }); // the package record, as any publish prints

    // Other bytes under the same version are not ours: still exit 3.
    fs.appendFileSync(path.join(source, 'lost-answer.php'), '// changed\n');
    proxy.lose = 1;
    expect((await publish([source])).code).toBe(3);
  });

  it('shows a progress line on a terminal for a large upload, and keeps stdout clean otherwise', async () => {
    const source = pluginSource('big-upload', 'Big Upload');
    fs.writeFileSync(path.join(source, 'data.bin'), randomBytes(2 * 1024 * 1024)); // does not compress
    // `script` gives the child a pseudo-terminal as its stdout.
    const quoted = [process.execPath, script, source].map((arg) => `'${arg}'`).join(' ');
    const tty = await runCommand(
      'script',
      ['-qec', quoted, '/dev/null'],
      { EXTENSION_REGISTRY_URL: proxy.url, EXTENSION_REGISTRY_KEY: key },
      work,
    );
    expect(tty.code, tty.stdout).toBe(0);
    expect(tty.stdout).toMatch(/Uploading plugin big-upload 1\.0\.0: 100% \(2\.\d of 2\.\d MiB\)/);

    const piped = await publish([source, '--skip-existing']);
    expect(piped.stdout).not.toContain('Uploading');
    expect(JSON.parse(piped.stdout)).toMatchObject({ version: '1.0.0' });
  });

  it('warns when a plugin has no Update URI naming the registry (and publishes all the same); not when it has one', async () => {
    const bare = await publish([pluginSource('no-update-uri', 'No Update URI')]);
    expect(bare.code, bare.stderr).toBe(0);
    expect(bare.stderr).toContain(
      `Warning: no-update-uri has no "Update URI:" header. Add "Update URI: ${proxy.url}/plugins/no-update-uri" to its main file`,
    );
    const elsewhere = path.join(work, 'other-host');
    writeTree(elsewhere, {
      'other-host.php': `<?php\n/**\n * Plugin Name: Other Host\n * Version: 1.0.0\n * Update URI: https://updates.example.com/other-host\n */\n`,
    });
    const other = await publish([elsewhere]);
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).toContain(
      `"Update URI: https://updates.example.com/other-host" does not name the registry's host`,
    );
    const named = path.join(work, 'named-host');
    writeTree(named, {
      'named-host.php': `<?php\n/**\n * Plugin Name: Named Host\n * Version: 1.0.0\n * Update URI: ${proxy.url}/plugins/named-host\n */\n`,
    });
    const good = await publish([named]);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stderr).not.toContain('Warning');
  });

  it('runs the same bundle as `npm run publish -- PATH` in this repository', async () => {
    const source = pluginSource('via-npm', 'Via npm');
    const run = await runCommand('npm', ['run', '-s', 'publish', '--', source, '--dry-run'], {}, process.cwd());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Built plugin via-npm 1.0.0');
  });
});
