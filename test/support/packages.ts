import { createHash } from 'node:crypto';
import { buildZip } from './zip.js';

/** `algorithm`'s digest of bytes, lowercase hex. */
const hexDigest =
  (algorithm: string) =>
  (bytes: Buffer | ArrayBuffer): string =>
    createHash(algorithm)
      .update(Buffer.from(bytes as ArrayBuffer))
      .digest('hex');

/** MD5 of bytes, lowercase hex: what the registry reports as `checksum`. */
export const md5 = hexDigest('md5');
export const sha384 = hexDigest('sha384');
/** SHA-256 of bytes, lowercase hex: Composer's dist `reference`. */
export const sha256 = hexDigest('sha256');
/** SHA-1 of bytes, lowercase hex: Composer's `shasum`. */
export const sha1 = hexDigest('sha1');

/** The `Name: value` lines of the headers set, in the order given, each after `prefix`. */
const headerLines = (prefix: string, headers: Array<[string, string | undefined]>): string =>
  headers
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${prefix}${name}: ${value}`)
    .join('\n');

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
  const headers = headerLines(' * ', [
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
  ]);
  const main = `<?php\n/**\n${headers}\n */\n\ndefined('ABSPATH') || exit;\n`;
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
  const headers = headerLines('', [
    ['Theme Name', options.name ?? 'Acme Blocks'],
    ['Version', options.version ?? '1.0.0'],
    ['Description', options.description],
    ['Tags', options.tags],
    ['Requires at least', options.requires],
    ['Requires PHP', options.requiresPhp],
    ['Author', options.author],
    ['Author URI', options.authorUri],
  ]);
  const style = `/*\n${headers}\n*/\n\nbody { margin: 0; }\n`;
  return buildZip([
    { name: `${slug}/style.css`, data: style },
    { name: `${slug}/index.php`, data: '<?php get_header();' },
    ...Object.entries(options.files ?? {}).map(([file, data]) => ({ name: `${slug}/${file}`, data })),
  ]);
}
