import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, type RegistryClient, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { buildZip } from '../support/zip.js';

let server: TestServer;
let api: RegistryClient;

useTestServer((started) => ({ server, api } = started));
beforeAll(async () => {
  await uploadPlugin(api, pluginZip({ slug: 'existing', version: '1.0.0' }));
});

const main = (slug: string, extra = '') => `<?php\n/*\n * Plugin Name: Bad\n * Version: 1.0.0\n${extra} */`;

/** Every stored archive (file or blob) and every file in the upload spool. */
async function storedFiles(): Promise<string[]> {
  return [
    ...(await server.archiveNames()).map((f) => `archives/${f}`),
    ...server.spooledFiles().map((f) => `tmp/${f}`),
  ];
}

const BAD_PLUGINS: Array<[string, Buffer, RegExp]> = [
  ['random bytes', Buffer.from('this is not a zip archive at all, just text'), /not a valid ZIP/i],
  ['an empty file', Buffer.alloc(0), /not a valid ZIP|empty/i],
  ['a truncated ZIP', pluginZip({ slug: 'cut' }).subarray(0, 60), /not a valid ZIP/i],
  ['an entry with a wrong CRC', buildZip([{ name: 'crc/crc.php', data: main('crc'), crc: 0x12345678 }]), /corrupt/i],
  ['an encrypted entry', buildZip([{ name: 'enc/enc.php', data: main('enc'), encrypted: true }]), /encrypt/i],
  [
    'an entry climbing out with ..',
    buildZip([
      { name: 'up/up.php', data: main('up') },
      { name: 'up/../../x.php', data: 'x' },
    ]),
    /unsafe path/i,
  ],
  ['an absolute entry path', buildZip([{ name: '/abs/abs.php', data: main('abs') }]), /unsafe path/i],
  ['a backslash path', buildZip([{ name: 'bs\\bs.php', data: main('bs') }]), /unsafe path/i],
  [
    'two top-level folders',
    buildZip([
      { name: 'one/one.php', data: main('one') },
      { name: 'two/two.php', data: 'x' },
    ]),
    /single top-level folder/i,
  ],
  [
    'a file at the root',
    buildZip([
      { name: 'root/root.php', data: main('root') },
      { name: 'stray.php', data: 'x' },
    ]),
    /single top-level folder/i,
  ],
  ['a slug with capitals', buildZip([{ name: 'My_Plugin/p.php', data: main('x') }]), /slug/i],
  ['no Plugin Name header', buildZip([{ name: 'anon/anon.php', data: '<?php echo 1;' }]), /Plugin Name/],
  [
    'no Version header',
    buildZip([{ name: 'nover/nover.php', data: '<?php\n/* Plugin Name: No Version */' }]),
    /Version/,
  ],
  [
    'a version breaking the rule',
    buildZip([{ name: 'badver/badver.php', data: '<?php\n/* Plugin Name: X\n * Version: 1.0 beta */' }]),
    /Version/,
  ],
  [
    'a ZIP bomb',
    buildZip([
      { name: 'bomb/bomb.php', data: main('bomb') },
      { name: 'bomb/zeros.txt', data: Buffer.alloc(64 * 1024 * 1024), method: 'deflate' },
    ]),
    /bomb/i,
  ],
  [
    'the header past the first 8 KiB',
    buildZip([
      {
        name: 'late/late.php',
        data: `<?php\n${'// padding\n'.repeat(1000)}/* Plugin Name: Late\n * Version: 1.0.0 */`,
      },
    ]),
    /Plugin Name/,
  ],
];

describe('bad plugin archives are refused with 400 and nothing is stored', () => {
  it.each(BAD_PLUGINS)('%s', async (_label, archive, message) => {
    const filesBefore = await storedFiles();
    const { response, error } = await uploadPlugin(api, archive);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ status: 400, error: 400 });
    expect(error!.messages.error).toMatch(message);
    const list = await api.GET('/plugins', { params: { query: {} } });
    expect(list.data!.plugins.map((p) => p.slug)).toEqual(['existing']);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('sends a ZIP bomb that really is small on the wire (64 MiB inside, under 1 MiB uploaded)', () => {
    const [, bomb] = BAD_PLUGINS.find(([label]) => label === 'a ZIP bomb')!;
    expect(bomb.length).toBeLessThan(1024 * 1024);
  });
});

describe('upload forms', () => {
  it('refuses a form without the archive field', async () => {
    const form = new FormData();
    form.append('release_notes', 'notes only');
    const response = await keyedFetch(server.url, await server.key(FULL_ACCESS), 'POST', '/plugins', form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { messages: { error: string } }).messages.error).toBe(
      'The form field "plugin" must carry the plugin archive (a ZIP file).',
    );
  });

  it('refuses the archive in the wrong field', async () => {
    const { response, error } = await uploadTheme(api, pluginZip({ slug: 'wrong-field' }));
    expect(response.status).toBe(400);
    expect(error!.messages.error).toMatch(/style\.css|Theme Name/);
    const form = new FormData();
    form.append('theme', new Blob([pluginZip()]), 'x.zip');
    const viaPlugins = await keyedFetch(server.url, await server.key(FULL_ACCESS), 'POST', '/plugins', form);
    expect(viaPlugins.status).toBe(400);
    expect(((await viaPlugins.json()) as { messages: { error: string } }).messages.error).toMatch(
      /Unexpected file in form field "theme"/,
    );
  });

  it('refuses release notes over 30 000 characters', async () => {
    const { response, error } = await uploadPlugin(api, pluginZip({ slug: 'long-notes' }), 'x'.repeat(30_001));
    expect(response.status).toBe(400);
    expect(error!.messages.error).toMatch(/release_notes/);
  });

  it('answers 413 to an upload over the limit, early and with Connection: close', async () => {
    const small = await startTestServer({ REGISTRY_MAX_UPLOAD_BYTES: String(64 * 1024) });
    try {
      const key = await small.key(FULL_ACCESS);
      const big = pluginZip({ slug: 'too-big', files: { 'blob.txt': randomBytes(300 * 1024).toString('base64') } });
      const form = new FormData();
      form.append('plugin', new Blob([big]), 'big.zip');
      const response = await keyedFetch(small.url, key, 'POST', '/plugins', form);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({
        status: 413,
        error: 413,
        messages: { error: 'The upload is larger than the limit of 65536 bytes.' },
      });
      expect(small.spooledFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
