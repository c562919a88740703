import { randomFillSync } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegistryClient, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip, themeZip } from '../support/packages.js';
import { filesUnder, isErrorBody, rawUpload } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { buildZip, type ZipEntrySpec } from '../support/zip.js';

/**
 * Hostile archives over HTTP that test/http/bad-archives.test.ts does not already send:
 * each is answered 400 in the error shape and leaves no record, no archive and no temp file.
 */
let server: TestServer;
let api: RegistryClient;
let key: string;

useTestServer((started) => ({ server, api, key } = started));
beforeAll(async () => {
  expect((await uploadPlugin(api, pluginZip({ slug: 'resident', version: '1.0.0' }))).response.status).toBe(201);
  expect((await uploadTheme(api, themeZip({ slug: 'resident-theme' }))).response.status).toBe(201);
});

const MIB = 1024 * 1024;
const main = (extra = '') => `<?php\n/*\n * Plugin Name: Hostile\n * Version: 1.0.0\n${extra} */\n`;
const files = () => [...filesUnder(server.dataDir, 'archives'), ...filesUnder(server.dataDir, 'tmp')];

async function slugs(): Promise<string[]> {
  const [plugins, themes] = await Promise.all([
    api.GET('/plugins', { params: { query: {} } }),
    api.GET('/themes', { params: { query: {} } }),
  ]);
  return [...plugins.data!.plugins.map((p) => p.slug), ...themes.data!.themes.map((t) => t.slug)];
}

/** Uploads and expects a 400 whose message matches, with nothing stored anywhere. */
async function expectRefused(archive: Buffer, message: RegExp, kind: 'plugin' | 'theme' = 'plugin'): Promise<void> {
  const before = { files: files(), slugs: await slugs() };
  const { response, error } = kind === 'plugin' ? await uploadPlugin(api, archive) : await uploadTheme(api, archive);
  expect(response.status).toBe(400);
  expect(Object.keys(error!).sort()).toEqual(['error', 'messages', 'status']);
  expect(error).toMatchObject({ status: 400, error: 400 });
  expect(error!.messages.error).toMatch(message);
  expect(await slugs()).toEqual(before.slugs);
  expect(files()).toEqual(before.files);
}

/**
 * `mib` MiB inflating from a deflate stream built by repeating one fully flushed 1 MiB block
 * (zeros, or zeros salted with random bytes to stay under the 200:1 ratio), so a huge entry
 * costs the test milliseconds to build.
 */
function repeated(name: string, mib: number, salt: boolean): ZipEntrySpec {
  const block = Buffer.alloc(MIB);
  if (salt) randomFillSync(block, 0, 6 * 1024);
  const segment = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.concat([...Array<Buffer>(mib).fill(segment), Buffer.from([0x03, 0x00])]); // + an empty final block
  let crc = 0;
  for (let i = 0; i < mib; i++) crc = crc32(block, crc);
  // The writer stores `data` as given, so the entry claims method 8 over pre-deflated bytes.
  return { name, data: deflated, methodId: 8, crc, size: mib * MIB };
}

describe('unsafe entry names', () => {
  it.each([
    [
      '../x as the first entry',
      [
        { name: '../x', data: 'x' },
        { name: 'dots/dots.php', data: main() },
      ],
    ],
    ['C:\\x (a drive letter with a backslash)', [{ name: 'C:\\x', data: main() }]],
    ['C:/x (a drive letter with a slash)', [{ name: 'C:/x/x.php', data: main() }]],
    ['a ./ segment', [{ name: 'seg/./seg.php', data: main() }]],
    ['an empty segment', [{ name: 'seg//seg.php', data: main() }]],
    ['a NUL byte', [{ name: 'nul/nul.php\0.txt', data: main() }]],
  ] as Array<[string, ZipEntrySpec[]]>)('%s', async (_label, entries) => {
    await expectRefused(buildZip(entries), /unsafe path/);
  });
});

describe('corrupt and truncated archives', () => {
  const good = buildZip([
    { name: 'cut/cut.php', data: main(), method: 'deflate' },
    { name: 'cut/readme.txt', data: 'x'.repeat(4000), method: 'deflate' },
  ]);
  it.each([
    [
      'PK magic followed by garbage',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 0x41)]),
      /not a valid ZIP/,
    ],
    ['the end record cut in half', good.subarray(0, good.length - 11), /not a valid ZIP/],
    ['the central directory cut off', good.subarray(0, good.length - 60), /not a valid ZIP/],
    [
      'a deflated entry with a wrong CRC after a good main file',
      buildZip([
        { name: 'crc/crc.php', data: main() },
        { name: 'crc/a.txt', data: 'y'.repeat(5000), method: 'deflate', crc: 1 },
      ]),
      /corrupt/,
    ],
    [
      'a flipped byte inside deflated data',
      (() => {
        const z = Buffer.from(good);
        z[60] ^= 0xff;
        return z;
      })(),
      /corrupt|not a valid ZIP/,
    ],
    [
      'an unknown compression method (LZMA)',
      buildZip([{ name: 'lzma/lzma.php', data: main(), methodId: 14 }]),
      /compression method/,
    ],
  ])('%s', async (_label, archive, message) => {
    await expectRefused(archive, message);
  });
});

describe('ZIP bombs', () => {
  it('several entries of 300 MiB of zeros (about 300 KiB each on the wire)', async () => {
    const entries: ZipEntrySpec[] = [{ name: 'zeros/zeros.php', data: main() }];
    for (let i = 0; i < 4; i++) entries.push(repeated(`zeros/z${i}.bin`, 300, false));
    const archive = buildZip(entries);
    expect(archive.length).toBeLessThan(2 * MIB);
    await expectRefused(archive, /compressed more than 200:1; it looks like a ZIP bomb/);
  });

  it('entries each under the ratio limit whose total passes 1 GiB', async () => {
    const entries = [
      { name: 'total/total.php', data: main() },
      repeated('total/a.bin', 100, true),
      repeated('total/b.bin', 100, true),
      repeated('total/c.bin', 900, true),
    ];
    const archive = buildZip(entries);
    expect(archive.length).toBeLessThan(16 * MIB);
    await expectRefused(archive, /expands to more than 1073741824 bytes; it looks like a ZIP bomb/);
  });

  it('an entry whose size field claims 1 MiB but inflates to 300 MiB', async () => {
    await expectRefused(
      buildZip([
        { name: 'liar/liar.php', data: main() },
        { ...repeated('liar/x.bin', 300, false), size: MIB },
      ]),
      /corrupt|ZIP bomb/,
    );
  });

  it('an entry whose size field claims 3 GiB', async () => {
    await expectRefused(
      buildZip([
        { name: 'claim/claim.php', data: main() },
        { name: 'claim/x.bin', data: deflateRawSync('tiny'), methodId: 8, crc: crc32('tiny'), size: 3 * 1024 * MIB },
      ]),
      /ZIP bomb/,
    );
  });
});

describe('archives heavy in other ways', () => {
  it('20 000 entries', async () => {
    const entries: ZipEntrySpec[] = [{ name: 'many/many.php', data: main() }];
    for (let i = 1; i < 20_000; i++) entries.push({ name: `many/f${i}.txt`, data: '' });
    await expectRefused(buildZip(entries), /holds 20000 entries; at most 10000/);
  });

  it('a header file of 4 MiB with the header at its very end', async () => {
    const padding = Buffer.alloc(4 * MIB);
    randomFillSync(padding);
    const body = Buffer.concat([
      Buffer.from('<?php\n/* '),
      Buffer.from(padding.toString('base64').slice(0, 4 * MIB)),
      Buffer.from(` */\n${main()}`),
    ]);
    await expectRefused(
      buildZip([{ name: 'late/late.php', data: body, method: 'deflate' }]),
      /No plugin main file.*Plugin Name.*first 8 KiB/,
    );
  });
});

describe('header encodings', () => {
  it('reads a Latin-1 (Windows-1252) header as its author meant, and accepts it', async () => {
    const text =
      '<?php\n/*\n * Plugin Name: Caf\xe9 Cr\xe8me \x96 S\xfc\xdf \x80\n * Version: 1.0.0\n * Description: \xc7a marche tr\xe8s bien.\n * Author: J\xf6rg M\xfcller\n */\n';
    const { response, data } = await uploadPlugin(
      api,
      buildZip([{ name: 'latin/latin.php', data: Buffer.from(text, 'latin1') }]),
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      slug: 'latin',
      name: 'Café Crème – Süß €',
      short_description: 'Ça marche très bien.',
    });
    expect(data!.author).toMatch(/>Jörg Müller<\/a>$/);
    const got = await api.GET('/plugins/{slug}', { params: { path: { slug: 'latin' } } });
    expect(got.data!.name).toBe('Café Crème – Süß €');
  });

  // WordPress reads headers as bytes: UTF-16 text has a NUL after every ASCII letter, so no
  // "Plugin Name:" is found and the upload is refused like any plugin without a header.
  it.each([
    ['UTF-16LE with a BOM', Buffer.from(`\ufeff${main()}`, 'utf16le')],
    ['UTF-16BE with a BOM', Buffer.from(`\ufeff${main()}`, 'utf16le').swap16()],
    ['UTF-16LE without a BOM', Buffer.from(main(), 'utf16le')],
  ])('refuses a %s header file as having no Plugin Name', async (_label, bytes) => {
    await expectRefused(buildZip([{ name: 'wide/wide.php', data: bytes }]), /No plugin main file/);
  });
});

describe('entries that are not plain files', () => {
  it.each([
    [
      'a symlink to /etc/passwd',
      [
        { name: 'link/link.php', data: main() },
        { name: 'link/passwd', data: '/etc/passwd', unixMode: 0o120777 },
      ],
    ],
    [
      'a symlinked folder climbing out',
      [
        { name: 'link/link.php', data: main() },
        { name: 'link/up', data: '../../..', unixMode: 0o120755 },
      ],
    ],
    ['the main file itself as a symlink', [{ name: 'link/link.php', data: '/etc/passwd', unixMode: 0o120644 }]],
  ] as Array<[string, ZipEntrySpec[]]>)('refuses %s', async (_label, entries) => {
    await expectRefused(buildZip(entries), /symbolic link/);
  });

  it('refuses a theme whose style.css is a symlink', async () => {
    const entries = [
      { name: 'linked/style.css', data: '../../etc/passwd', unixMode: 0o120777 },
      { name: 'linked/index.php', data: '<?php' },
    ];
    await expectRefused(buildZip(entries), /symbolic link/, 'theme');
  });

  it('refuses an encrypted entry that is not the main file', async () => {
    await expectRefused(
      buildZip([
        { name: 'enc/enc.php', data: main() },
        { name: 'enc/secret.txt', data: 'x', encrypted: true },
      ]),
      /encrypted/,
    );
  });

  it('accepts an archive inside holding a bomb, named in capitals, deep in the tree: it is never expanded', async () => {
    const bomb = buildZip([{ name: 'zeros.txt', data: Buffer.alloc(64 * 1024 * 1024), method: 'deflate' }]);
    const archive = buildZip([
      { name: 'deep/deep.php', data: main() },
      { name: 'deep/a/b/INNER.ZIP', data: bomb },
    ]);
    const { response } = await uploadPlugin(api, archive);
    expect(response.status).toBe(201);
  });
});

describe('form layout', () => {
  it('accepts release_notes before the file part (201) and stores both', async () => {
    const response = await rawUpload(server.url, key, [
      { name: 'release_notes', data: 'Notes first.' },
      { name: 'plugin', filename: 'order.zip', data: pluginZip({ slug: 'notes-first', version: '1.2.3' }) },
    ]);
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text)).toMatchObject({ slug: 'notes-first', version: '1.2.3' });
    const version = await api.GET('/plugins/{slug}/versions/{version}', {
      params: { path: { slug: 'notes-first', version: '1.2.3' } },
    });
    expect(version.data!.release_notes).toBe('Notes first.');
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
  });

  it('answers refusals of raw uploads in the error shape too', async () => {
    const response = await rawUpload(server.url, key, [
      { name: 'plugin', filename: 'x.zip', data: Buffer.from('not a zip') },
    ]);
    expect(response.status).toBe(400);
    expect(isErrorBody(response.text, 400)).toBe(true);
  });
});
