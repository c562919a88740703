import { existsSync, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { DEFAULT_ARCHIVE_LIMITS, inspectArchive, type ArchiveLimits } from '../../src/packages/archive.js';
import type { PackageType } from '../../src/packages/manifest.js';
import { buildZip, type ZipEntrySpec } from '../support/zip.js';
import { testTempDir } from '../support/temp-dirs.js';

let dir: string;
let counter = 0;
beforeAll(async () => {
  dir = testTempDir('archive-test');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function inspect(zip: Buffer, type: PackageType = 'plugin', limits?: Partial<ArchiveLimits>) {
  const file = join(dir, `${counter++}.zip`);
  await writeFile(file, zip);
  return inspectArchive(file, type, limits);
}

/** The InputError an archive is refused with (fails the test if it is accepted or fails otherwise). */
async function refusal(zip: Buffer, type: PackageType = 'plugin', limits?: Partial<ArchiveLimits>): Promise<string> {
  const error = await inspect(zip, type, limits).then(
    (manifest) => new Error(`accepted: ${JSON.stringify(manifest)}`),
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).message;
}

/** A plugin main file with the given header lines (`Key: value`). */
const php = (...headers: string[]) => `<?php\n/**\n${headers.map((h) => ` * ${h}`).join('\n')}\n */\n`;
const MAIN = php('Plugin Name: Acme Forms', 'Version: 1.0.0');
const plugin = (...extra: ZipEntrySpec[]) => buildZip([{ name: 'acme-forms/acme-forms.php', data: MAIN }, ...extra]);
const style = (...headers: string[]) => `/*\n${headers.join('\n')}\n*/\nbody { margin: 0; }\n`;

describe('inspectArchive reads a plugin', () => {
  it('takes the manifest from the main file headers', async () => {
    const main = php(
      'Plugin Name: Acme <em>Forms</em>',
      'Version: 2.1.0-beta+3',
      'Description: Makes <b>forms</b>.',
      'Requires at least: 6.2',
      'Tested up to: 6.5',
      'Requires PHP: 7.4',
      'Author: Acme Inc',
      'Author URI: https://acme.example',
    );
    const manifest = await inspect(
      buildZip([
        { name: 'acme-forms/', data: '' },
        { name: 'acme-forms/acme-forms.php', data: main, method: 'deflate' },
      ]),
    );
    expect(manifest).toEqual({
      type: 'plugin',
      slug: 'acme-forms',
      version: '2.1.0-beta+3',
      name: 'Acme Forms',
      shortDescription: 'Makes forms.',
      requires: '6.2',
      tested: '6.5',
      requiresPhp: '7.4',
      authorName: 'Acme Inc',
      authorUri: 'https://acme.example',
    });
  });

  it('leaves absent optional fields empty, null or out', async () => {
    const manifest = await inspect(plugin());
    expect(manifest).toEqual({
      type: 'plugin',
      slug: 'acme-forms',
      version: '1.0.0',
      name: 'Acme Forms',
      shortDescription: '',
      requires: '',
      tested: null,
      requiresPhp: '',
    });
    expect(Object.keys(manifest)).not.toContain('authorName');
  });

  it('fills missing header fields from readme.txt and renders its Description', async () => {
    const readme =
      '=== Acme ===\nRequires at least: 6.0\nTested up to: 6.4\nRequires PHP: 8.0\n\nShort from readme.\n\n== Description ==\n\n= Features =\n\nFast <script>alert(1)</script>\n';
    const manifest = await inspect(plugin({ name: 'acme-forms/README.txt', data: readme }));
    expect(manifest).toMatchObject({
      requires: '6.0',
      tested: '6.4',
      requiresPhp: '8.0',
      shortDescription: 'Short from readme.',
    });
    expect(manifest).toHaveProperty('descriptionHtml', '<h4>Features</h4>\n<p>Fast </p>');
  });

  it('prefers the header over the readme', async () => {
    const main = php('Plugin Name: A', 'Version: 1', 'Description: From header.', 'Tested up to: 6.5');
    const manifest = await inspect(
      buildZip([
        { name: 'acme-forms/readme.txt', data: '=== A ===\nTested up to: 6.1\n\nFrom readme.\n' },
        { name: 'acme-forms/acme-forms.php', data: main },
      ]),
    );
    expect(manifest).toMatchObject({ tested: '6.5', shortDescription: 'From header.' });
  });

  it('cuts a long Description header to 150 characters', async () => {
    const main = php('Plugin Name: A', 'Version: 1', `Description: ${'word '.repeat(60)}`);
    const manifest = await inspect(buildZip([{ name: 'acme-forms/a.php', data: main }]));
    expect(manifest).toMatchObject({ shortDescription: `${'word '.repeat(30).trim()}…` });
  });

  it('takes the first top-level .php file with a Plugin Name, in archive order', async () => {
    const manifest = await inspect(
      buildZip([
        { name: 'acme-forms/includes/deep.php', data: php('Plugin Name: Too Deep', 'Version: 9') },
        { name: 'acme-forms/helpers.php', data: '<?php // no headers' },
        { name: 'acme-forms/second.php', data: php('Plugin Name: Second', 'Version: 2') },
        { name: 'acme-forms/third.php', data: php('Plugin Name: Third', 'Version: 3') },
      ]),
    );
    expect(manifest).toMatchObject({ name: 'Second', version: '2' });
  });

  it('decodes Latin-1 headers readably', async () => {
    const main = Buffer.concat([
      Buffer.from('<?php\n/*\n * Plugin Name: Caf'),
      Buffer.from([0xe9]),
      Buffer.from(' Cr\xe8me\n * Version: 1.0\n */', 'latin1'),
    ]);
    expect(await inspect(buildZip([{ name: 'cafe/cafe.php', data: main }]))).toMatchObject({ name: 'Café Crème' });
  });

  it('ignores __MACOSX/ entries entirely', async () => {
    const manifest = await inspect(
      buildZip([
        { name: '__MACOSX/', data: '' },
        { name: '__MACOSX/acme-forms/._acme-forms.php', data: Buffer.from([0, 5, 22, 7]) },
        { name: 'acme-forms/acme-forms.php', data: MAIN },
      ]),
    );
    expect(manifest.slug).toBe('acme-forms');
  });
});

describe('inspectArchive reads a theme', () => {
  const headers = [
    'Theme Name: Acme Blocks',
    'Version: 1.2',
    `Description: ${'Long description. '.repeat(20).trim()}`,
    'Tags: blog, <b>two-columns</b>, , grid ',
    'Requires at least: 6.3',
    'Requires PHP: 8.1',
    'Author: Acme',
  ];

  it('takes the manifest from style.css', async () => {
    const manifest = await inspect(
      buildZip([
        { name: 'acme-blocks/style.css', data: style(...headers) },
        { name: 'acme-blocks/index.php', data: '<?php' },
      ]),
      'theme',
    );
    expect(manifest).toEqual({
      type: 'theme',
      slug: 'acme-blocks',
      version: '1.2',
      name: 'Acme Blocks',
      description: 'Long description. '.repeat(20).trim(),
      tags: ['blog', 'two-columns', 'grid'],
      requires: '6.3',
      requiresPhp: '8.1',
      authorName: 'Acme',
    });
  });

  it('accepts a block theme with templates/index.html', async () => {
    const zip = buildZip([
      { name: 'acme-blocks/style.css', data: style('Theme Name: B', 'Version: 1') },
      { name: 'acme-blocks/templates/index.html', data: '<!-- wp:post-content /-->' },
    ]);
    expect(await inspect(zip, 'theme')).toMatchObject({ name: 'B', requires: null, requiresPhp: null, tags: [] });
  });

  it('accepts a child theme without templates and reports its parent', async () => {
    const zip = buildZip([
      { name: 'acme-child/style.css', data: style('Theme Name: Child', 'Template: acme-blocks', 'Version: 1.0') },
    ]);
    expect(await inspect(zip, 'theme')).toMatchObject({ slug: 'acme-child', template: 'acme-blocks' });
  });

  it('refuses a theme without index.php or templates/index.html', async () => {
    const zip = buildZip([
      { name: 'acme-blocks/style.css', data: style('Theme Name: B', 'Version: 1') },
      { name: 'acme-blocks/parts/index.php', data: '<?php' },
    ]);
    expect(await refusal(zip, 'theme')).toMatch(
      /"acme-blocks\/index\.php" or "acme-blocks\/templates\/index\.html" must exist/,
    );
  });

  it('refuses a theme without style.css', async () => {
    expect(await refusal(buildZip([{ name: 'acme-blocks/index.php', data: '<?php' }]), 'theme')).toBe(
      'No theme stylesheet: "acme-blocks/style.css" is missing.',
    );
  });

  it('refuses a style.css without a Theme Name', async () => {
    const zip = buildZip([
      { name: 'acme-blocks/style.css', data: style('Version: 1') },
      { name: 'acme-blocks/index.php', data: '<?php' },
    ]);
    expect(await refusal(zip, 'theme')).toMatch(/"Theme Name:" header is missing from acme-blocks\/style\.css/);
  });

  it('refuses a plugin uploaded as a theme', async () => {
    expect(await refusal(plugin(), 'theme')).toMatch(/style\.css/);
  });
});

describe('inspectArchive refuses broken archives', () => {
  it('refuses random bytes as not a ZIP', async () => {
    expect(await refusal(Buffer.from('this is not a zip archive at all, just text'))).toBe(
      'The archive is not a valid ZIP file.',
    );
  });

  it('refuses an empty file as not a ZIP', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('The archive is not a valid ZIP file.');
  });

  it('refuses a ZIP cut short as not a ZIP', async () => {
    expect(await refusal(plugin().subarray(0, 60))).toBe('The archive is not a valid ZIP file.');
  });

  it('refuses an archive with no entries', async () => {
    expect(await refusal(buildZip([]))).toBe('The archive is empty.');
    expect(await refusal(buildZip([{ name: '__MACOSX/._x', data: 'x' }]))).toBe('The archive is empty.');
  });

  it('refuses an entry whose CRC does not match its data', async () => {
    expect(await refusal(buildZip([{ name: 'crc/crc.php', data: MAIN, crc: 0x12345678 }]))).toMatch(
      /"crc\/crc\.php" is corrupt/,
    );
  });

  it('refuses a deflated entry that inflates to more than its recorded size', async () => {
    const zip = buildZip([
      { name: 'acme-forms/acme-forms.php', data: MAIN },
      { name: 'acme-forms/liar.txt', data: 'x'.repeat(5000), method: 'deflate', size: 100 },
    ]);
    expect(await refusal(zip)).toMatch(/"acme-forms\/liar\.txt" is corrupt/);
  });

  it('refuses a deflated entry whose data is not valid Deflate', async () => {
    const zip = buildZip([
      { name: 'acme-forms/acme-forms.php', data: MAIN },
      { name: 'acme-forms/bad.bin', data: 'x'.repeat(300), method: 'deflate' },
    ]);
    const bad = Buffer.from(zip);
    const at = bad.indexOf('acme-forms/bad.bin') + 'acme-forms/bad.bin'.length;
    bad[at] = 0xff; // the first Deflate block header now names the reserved block type 3
    expect(await refusal(bad)).toMatch(/"acme-forms\/bad\.bin" is corrupt/);
  });

  it('refuses an encrypted entry', async () => {
    expect(await refusal(plugin({ name: 'acme-forms/secret.php', data: '<?php', encrypted: true }))).toMatch(
      /"acme-forms\/secret\.php" is encrypted/,
    );
  });

  it('refuses an unknown compression method', async () => {
    expect(await refusal(plugin({ name: 'acme-forms/x.lzma', data: 'x', methodId: 14 }))).toMatch(
      /unsupported compression method \(14\)/,
    );
  });
});

describe('inspectArchive refuses unsafe entries', () => {
  it.each([
    ['climbs out with ..', 'acme-forms/../../x.php'],
    ['is a bare ..', '../x'],
    ['is absolute', '/abs/abs.php'],
    ['starts with a drive letter', 'C:\\x'],
    ['starts with a drive letter and a slash', 'C:/x'],
    ['contains a backslash', 'acme-forms\\x.php'],
    ['contains a NUL', 'acme-forms/x\0.php'],
    ['contains a . segment', 'acme-forms/./x.php'],
    ['contains an empty segment', 'acme-forms//x.php'],
  ])('refuses an entry whose path %s', async (_label, name) => {
    expect(await refusal(plugin({ name, data: 'x' }))).toBe(`The archive entry "${name}" has an unsafe path.`);
  });

  it('refuses a symbolic link entry', async () => {
    const zip = plugin({ name: 'acme-forms/link', data: '/etc/passwd', unixMode: 0o120777 });
    expect(await refusal(zip)).toMatch(/"acme-forms\/link" is a symbolic link/);
  });

  it('accepts regular Unix file modes', async () => {
    expect(await inspect(plugin({ name: 'acme-forms/run.sh', data: 'echo', unixMode: 0o100755 }))).toMatchObject({
      slug: 'acme-forms',
    });
  });

  it('refuses the same name twice', async () => {
    expect(await refusal(plugin({ name: 'acme-forms/acme-forms.php', data: MAIN }))).toMatch(
      /holds "acme-forms\/acme-forms\.php" more than once/,
    );
  });

  it('accepts a ZIP inside, whatever the case of its extension: a file like any other (WordPress never expands it)', async () => {
    expect(await inspect(plugin({ name: 'acme-forms/inner.ZIP', data: plugin() }))).toMatchObject({
      slug: 'acme-forms',
    });
  });
});

describe('inspectArchive enforces the layout', () => {
  it.each([
    ['two top-level folders, naming both', 'one/one.php', 'two/two.php', '"one/" and "two/"'],
    ['a file at the root next to the folder', 'a/a.php', 'b.php', '"a/" and "b.php"'],
  ])('refuses %s', async (_, main, other, found) => {
    const zip = buildZip([
      { name: main, data: MAIN },
      { name: other, data: 'x' },
    ]);
    expect(await refusal(zip)).toBe(
      `The archive must contain a single top-level folder named after the plugin slug; found ${found}.`,
    );
  });

  it('refuses files at the root without any folder', async () => {
    expect(await refusal(buildZip([{ name: 'style.css', data: style('Theme Name: X') }]), 'theme')).toBe(
      'The archive must contain a single top-level folder named after the theme slug; found "style.css".',
    );
  });

  it.each(['My_Plugin', 'my--plugin', '-plugin', 'plugin-', 'plügin', 'a'.repeat(201)])(
    'refuses the slug %j',
    async (slug) => {
      expect(await refusal(buildZip([{ name: `${slug}/p.php`, data: MAIN }]))).toMatch(
        /is not a valid plugin slug: use lowercase letters/,
      );
    },
  );

  it('accepts a 200-character slug', async () => {
    const slug = 'a'.repeat(200);
    expect(await inspect(buildZip([{ name: `${slug}/p.php`, data: MAIN }]))).toMatchObject({ slug });
  });
});

describe('inspectArchive requires WordPress headers', () => {
  it('refuses a plugin without a Plugin Name header', async () => {
    expect(await refusal(buildZip([{ name: 'anon/anon.php', data: '<?php echo 1;' }]))).toBe(
      'No plugin main file: no .php file directly inside "anon/" has a "Plugin Name:" header in its first 8 KiB.',
    );
  });

  it('refuses a Plugin Name that is empty once HTML is removed', async () => {
    expect(
      await refusal(buildZip([{ name: 'tags/tags.php', data: php('Plugin Name: <b></b>', 'Version: 1') }])),
    ).toMatch(/"Plugin Name:" header in tags\/tags\.php is empty/);
  });

  it('refuses a missing Version header', async () => {
    expect(await refusal(buildZip([{ name: 'my-plugin/my-plugin.php', data: php('Plugin Name: X') }]))).toBe(
      'The "Version:" header is missing from my-plugin/my-plugin.php.',
    );
  });

  it.each(['1.0 beta', '.1', 'v1/2', 'x'.repeat(65)])('refuses the version %j', async (version) => {
    const zip = buildZip([{ name: 'my-plugin/my-plugin.php', data: php('Plugin Name: X', `Version: ${version}`) }]);
    expect(await refusal(zip)).toMatch(/is not a valid version: it must start with a letter or digit/);
  });

  it('refuses a header that only appears after the first 8 KiB of a 3 MiB file', async () => {
    const late = `<?php\n${'// padding padding padding padding\n'.repeat(90_000)}/*\n * Plugin Name: Late\n * Version: 1.0.0\n */`;
    expect(late.length).toBeGreaterThan(3 * 1024 * 1024);
    // Stored: padding this repetitive deflates past the 200:1 bomb ratio.
    expect(await refusal(buildZip([{ name: 'late/late.php', data: late }]))).toMatch(
      /"Plugin Name:" header in its first 8 KiB/,
    );
  });
});

describe('inspectArchive refuses ZIP bombs and oversized archives', () => {
  it('refuses a deflated entry compressed beyond the ratio limit', async () => {
    const zip = plugin({ name: 'acme-forms/zeros.txt', data: Buffer.alloc(50 * 1024 * 1024), method: 'deflate' });
    expect(zip.length).toBeLessThan(200 * 1024);
    expect(await refusal(zip)).toMatch(
      /entry "acme-forms\/zeros\.txt" is compressed more than 200:1; it looks like a ZIP bomb/,
    );
  });

  it('refuses an archive expanding past maxUncompressedBytes', async () => {
    const files = [1, 2, 3].map((i) => ({ name: `acme-forms/blob${i}.bin`, data: Buffer.alloc(400 * 1024, i) }));
    expect(await refusal(plugin(...files), 'plugin', { maxUncompressedBytes: 1024 * 1024 })).toMatch(
      /expands to more than 1048576 bytes; it looks like a ZIP bomb/,
    );
    await expect(inspect(plugin(...files), 'plugin', { maxUncompressedBytes: 2 * 1024 * 1024 })).resolves.toMatchObject(
      { slug: 'acme-forms' },
    );
  });

  it('does not apply the ratio to entries under 1 MiB', async () => {
    await expect(
      inspect(plugin({ name: 'acme-forms/zeros.txt', data: Buffer.alloc(1024 * 1024 - 1), method: 'deflate' })),
    ).resolves.toBeTruthy();
  });

  it('refuses more entries than maxEntries before reading them', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `acme-forms/f${i}.txt`, data: 'x' }));
    expect(await refusal(plugin(...files), 'plugin', { maxEntries: 5 })).toBe(
      'The archive holds 6 entries; at most 5 are accepted.',
    );
  });

  it('refuses a real archive of 10 001 entries with the default limit', async () => {
    const files = Array.from({ length: 10_000 }, (_, i) => ({ name: `acme-forms/f${i}.txt`, data: '' }));
    expect(DEFAULT_ARCHIVE_LIMITS.maxEntries).toBe(10_000);
    expect(await refusal(plugin(...files))).toBe('The archive holds 10001 entries; at most 10000 are accepted.');
  });

  it('accepts exactly 10 000 entries', async () => {
    const files = Array.from({ length: 9_999 }, (_, i) => ({ name: `acme-forms/f${i}.txt`, data: '' }));
    await expect(inspect(plugin(...files))).resolves.toMatchObject({ slug: 'acme-forms' });
  });
});

describe('inspectArchive stays robust', () => {
  it('answers every corrupted variant of a valid archive with a manifest or an InputError', async () => {
    const zip = plugin({ name: 'acme-forms/readme.txt', data: '=== A ===\n\nShort.\n', method: 'deflate' });
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const bad = round < 100 ? zip.subarray(0, Math.floor(random() * zip.length)) : Buffer.from(zip);
      if (round >= 100) for (let k = 0; k < 3; k++) bad[Math.floor(random() * bad.length)] = Math.floor(random() * 256);
      const outcome = await inspect(bad).catch((err: unknown) => err);
      if (outcome instanceof Error) expect(outcome, String(outcome)).toBeInstanceOf(InputError);
    }
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the archive file on every path', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 20; i++) {
      await inspect(plugin()).catch(() => undefined);
      await inspect(plugin({ name: 'acme-forms/../x', data: 'x' })).catch(() => undefined);
      await inspect(plugin({ name: 'acme-forms/x.php', data: 'x', crc: 1 })).catch(() => undefined);
      await inspect(Buffer.from('junk')).catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // fs.close completes asynchronously
    expect(openFiles()).toBeLessThanOrEqual(before);
  });
});
