import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectArchive } from '../../src/packages/archive.js';
import { dependencySlugs } from '../../src/packages/plugin-dependencies.js';
import { pluginZip } from '../support/packages.js';
import { testTempDir } from '../support/temp-dirs.js';

const dir = testTempDir('plugin-dependencies');
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('Requires Plugins, read as WordPress 6.5 reads it', () => {
  it('splits on commas, trims, keeps slugs only, each once, sorted', () => {
    expect(
      dependencySlugs(' woocommerce , acme-core,acme-core,, Bad Slug, acme-forms/acme-forms.php, akismet '),
    ).toEqual(['acme-core', 'akismet', 'woocommerce']);
  });

  it('drops versions, upper case, underscores and markup, as WordPress drops them', () => {
    expect(dependencySlugs('woocommerce:8.0, Jetpack, my_plugin, <b>bold</b>, -lead, trail-, a--b, ok-2')).toEqual([
      'ok-2',
    ]);
  });

  it('sorts numeric slugs as numbers, as PHP 8 sort() does', () => {
    expect(dependencySlugs('10, 9, b, a')).toEqual(['9', '10', 'a', 'b']);
  });

  it('an upload keeps the slugs on its manifest, and a plugin naming none has no field', async () => {
    const file = join(dir, 'with.zip');
    await writeFile(file, pluginZip({ requiresPlugins: 'acme-core, woocommerce' }));
    expect(await inspectArchive(file, 'plugin')).toMatchObject({ requiresPlugins: ['acme-core', 'woocommerce'] });
    const none = join(dir, 'none.zip');
    await writeFile(none, pluginZip({ requiresPlugins: 'Not A Slug' }));
    expect(await inspectArchive(none, 'plugin')).not.toHaveProperty('requiresPlugins');
  });
});
