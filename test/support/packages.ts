import { createHash } from 'node:crypto';
import { buildZip } from './zip.js';

/** MD5 of bytes, lowercase hex: what the registry reports as `checksum`. */
export const md5 = (bytes: Buffer | ArrayBuffer): string =>
  createHash('md5')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');
export const sha384 = (bytes: Buffer | ArrayBuffer): string =>
  createHash('sha384')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

/** SHA-256 of bytes, lowercase hex: Composer's dist `reference`. */
export const sha256 = (bytes: Buffer | ArrayBuffer): string =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');
/** SHA-1 of bytes, lowercase hex: Composer's `shasum`. */
export const sha1 = (bytes: Buffer | ArrayBuffer): string =>
  createHash('sha1')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

export interface PluginArchiveOptions {
  slug?: string;
  version?: string;
  name?: string;
  description?: string;
  requires?: string;
  tested?: string;
  requiresPhp?: string;
  author?: string;
  authorUri?: string;
  pluginUri?: string;
  /** The `Requires Plugins` header, as written. */
  requiresPlugins?: string;
  readme?: string;
  /** Extra entries inside the slug folder, e.g. `{ 'includes/a.php': '<?php' }`. */
  files?: Record<string, string>;
}

/** A real plugin ZIP: `slug/slug.php` with WordPress headers, plus optional readme.txt. */
export function pluginZip(options: PluginArchiveOptions = {}): Buffer {
  const slug = options.slug ?? 'acme-forms';
  const headers = [
    ['Plugin Name', options.name ?? 'Acme Forms'],
    ['Plugin URI', options.pluginUri],
    ['Version', options.version ?? '1.0.0'],
    ['Description', options.description],
    ['Requires at least', options.requires],
    ['Tested up to', options.tested],
    ['Requires PHP', options.requiresPhp],
    ['Author', options.author],
    ['Author URI', options.authorUri],
    ['Requires Plugins', options.requiresPlugins],
  ].filter(([, value]) => value !== undefined);
  const main = `<?php\n/**\n${headers.map(([k, v]) => ` * ${k}: ${v}`).join('\n')}\n */\n\ndefined('ABSPATH') || exit;\n`;
  const entries = [{ name: `${slug}/${slug}.php`, data: main }];
  if (options.readme !== undefined) entries.push({ name: `${slug}/readme.txt`, data: options.readme });
  for (const [file, data] of Object.entries(options.files ?? {})) entries.push({ name: `${slug}/${file}`, data });
  return buildZip(entries);
}

export interface ThemeArchiveOptions {
  slug?: string;
  version?: string;
  name?: string;
  description?: string;
  tags?: string;
  requires?: string;
  requiresPhp?: string;
  author?: string;
  authorUri?: string;
  /** Extra entries inside the slug folder, e.g. `{ 'plugins/bundled.zip': zipBytes }`. */
  files?: Record<string, string | Buffer>;
}

/** A real theme ZIP: `slug/style.css` with WordPress headers and `slug/index.php`. */
export function themeZip(options: ThemeArchiveOptions = {}): Buffer {
  const slug = options.slug ?? 'acme-blocks';
  const headers = [
    ['Theme Name', options.name ?? 'Acme Blocks'],
    ['Version', options.version ?? '1.0.0'],
    ['Description', options.description],
    ['Tags', options.tags],
    ['Requires at least', options.requires],
    ['Requires PHP', options.requiresPhp],
    ['Author', options.author],
    ['Author URI', options.authorUri],
  ].filter(([, value]) => value !== undefined);
  const style = `/*\n${headers.map(([k, v]) => `${k}: ${v}`).join('\n')}\n*/\n\nbody { margin: 0; }\n`;
  return buildZip([
    { name: `${slug}/style.css`, data: style },
    { name: `${slug}/index.php`, data: '<?php get_header();' },
    ...Object.entries(options.files ?? {}).map(([file, data]) => ({ name: `${slug}/${file}`, data })),
  ]);
}
