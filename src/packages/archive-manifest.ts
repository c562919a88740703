import { InputError } from '../errors.js';
import { markdownToSafeHtml, plainText } from '../text/markup.js';
import { decodeText, readFileHeadersFromBuffer } from './file-headers.js';
import { type PluginManifest, SCREENSHOT_FILES, type ThemeManifest } from './manifest.js';
import { dependencySlugs } from './plugin-dependencies.js';
import { parseReadme, truncateShortDescription } from './readme.js';

/**
 * Turns the header files met while scanning an archive into its manifest, following
 * WordPress: a plugin's main file is the first top-level .php file with a `Plugin Name:`
 * header; a theme is its style.css. Paths are relative to the slug folder.
 */
export interface Collector {
  /** How many leading bytes of this file to keep (0: none); sees every file in the slug folder. */
  keep(path: string): number;
  /** Receives the kept bytes of a file `keep` asked for. */
  take(path: string, head: Buffer): void;
  /** Builds the manifest once every entry has been read; throws InputError when headers are wrong. */
  manifest(slug: string): PluginManifest | ThemeManifest;
}

export const README_BYTES = 1024 * 1024;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** The version rule (DESIGN 3): what an upload's `Version:` header must match. */
export const isVersionText = (text: string): boolean => VERSION.test(text);

const PLUGIN_HEADERS = [
  'Plugin Name',
  'Plugin URI',
  'Version',
  'Description',
  'Author',
  'Author URI',
  'Requires at least',
  'Tested up to',
  'Requires PHP',
  'Requires Plugins',
] as const;
const THEME_HEADERS = [
  'Theme Name',
  'Version',
  'Description',
  'Tags',
  'Author',
  'Author URI',
  'Template',
  'Requires at least',
  'Requires PHP',
] as const;

const kib = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`);

/** Header values may carry HTML; WordPress strips it, and so do we. */
function stripped<K extends string>(headers: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(headers) as K[]) out[key] = plainText(headers[key]);
  return out;
}

function checkVersion(version: string, file: string): string {
  if (!version) throw new InputError(`The "Version:" header is missing from ${file}.`);
  if (VERSION.test(version)) return version;
  throw new InputError(
    `The "Version:" header in ${file} is "${version}", which is not a valid version: it must start with a letter ` +
      'or digit and use only letters, digits, ".", "+", "_" and "-" (at most 64 characters).',
  );
}

/** Author fields are optional: absent stays absent rather than "". */
function author(h: { Author: string; 'Author URI': string }): { authorName?: string; authorUri?: string } {
  return { ...(h.Author ? { authorName: h.Author } : {}), ...(h['Author URI'] ? { authorUri: h['Author URI'] } : {}) };
}

/** The `Requires Plugins` header as a field: absent when it names no valid slug. */
function requiredPlugins(header: string): { requiresPlugins?: string[] } {
  const slugs = dependencySlugs(header);
  return slugs.length > 0 ? { requiresPlugins: slugs } : {};
}

/** `readme: false`: the readme is not asked for (the manifest then has only what the headers say). */
export function pluginCollector(headerBytes: number, { readme: withReadme = true } = {}): Collector {
  let main: { path: string; headers: Record<(typeof PLUGIN_HEADERS)[number], string> } | undefined;
  let readme: Buffer | undefined;
  return {
    keep(path) {
      if (path.includes('/')) return 0; // only files directly in the slug folder count
      if (!main && path.endsWith('.php')) return headerBytes;
      if (withReadme && !readme && path.toLowerCase() === 'readme.txt') return README_BYTES;
      return 0;
    },
    take(path, head) {
      if (!path.endsWith('.php')) return void (readme = head);
      const headers = readFileHeadersFromBuffer(head, PLUGIN_HEADERS, headerBytes);
      // WordPress.org takes the first file whose raw "Plugin Name" is non-empty.
      if (!main && headers['Plugin Name']) main = { path, headers };
    },
    manifest(slug) {
      if (!main) {
        throw new InputError(
          `No plugin main file: no .php file directly inside "${slug}/" has a "Plugin Name:" header in its first ${kib(headerBytes)}.`,
        );
      }
      const file = `${slug}/${main.path}`;
      const h = stripped(main.headers);
      if (!h['Plugin Name'])
        throw new InputError(`The "Plugin Name:" header in ${file} is empty once HTML is removed.`);
      const info = readme ? parseReadme(decodeText(readme)) : {};
      const manifest: PluginManifest = {
        type: 'plugin',
        slug,
        version: checkVersion(h.Version, file),
        name: h['Plugin Name'],
        // The header wins; the readme fills what the header leaves empty.
        shortDescription: truncateShortDescription(h.Description) || (info.shortDescription ?? ''),
        requires: h['Requires at least'] || info.requires || '',
        tested: h['Tested up to'] || info.tested || null,
        requiresPhp: h['Requires PHP'] || info.requiresPhp || '',
        ...author(h),
        ...(h['Plugin URI'] ? { pluginUri: h['Plugin URI'] } : {}),
        // As WordPress reads it: raw, not tag-stripped (an item with markup is no slug, so dropped).
        ...requiredPlugins(main.headers['Requires Plugins']),
      };
      if (info.descriptionMarkdown) manifest.descriptionHtml = markdownToSafeHtml(info.descriptionMarkdown);
      return manifest;
    },
  };
}

export function themeCollector(headerBytes: number): Collector {
  let style: Buffer | undefined;
  let hasIndex = false;
  const screenshots = new Set<string>();
  return {
    keep(path) {
      if (path === 'index.php' || path === 'templates/index.html') hasIndex = true; // classic or block theme
      if ((SCREENSHOT_FILES as readonly string[]).includes(path)) screenshots.add(path);
      return path === 'style.css' ? headerBytes : 0;
    },
    take(_path, head) {
      style = head;
    },
    manifest(slug) {
      const file = `${slug}/style.css`;
      if (!style) throw new InputError(`No theme stylesheet: "${file}" is missing.`);
      const h = stripped(readFileHeadersFromBuffer(style, THEME_HEADERS, headerBytes));
      if (!h['Theme Name']) {
        throw new InputError(
          `The "Theme Name:" header is missing from ${file} (it must be in the first ${kib(headerBytes)}).`,
        );
      }
      // A child theme (Template: parent) may borrow every template from its parent.
      if (!h.Template && !hasIndex) {
        throw new InputError(
          `The theme has no template: "${slug}/index.php" or "${slug}/templates/index.html" must exist ` +
            '(only a child theme, with a "Template:" header, may leave both out).',
        );
      }
      const manifest: ThemeManifest = {
        type: 'theme',
        slug,
        version: checkVersion(h.Version, file),
        name: h['Theme Name'],
        description: h.Description,
        tags: h.Tags.split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        requires: h['Requires at least'] || null,
        requiresPhp: h['Requires PHP'] || null,
        ...author(h),
      };
      if (h.Template) manifest.template = h.Template;
      const screenshot = SCREENSHOT_FILES.find((file) => screenshots.has(file));
      if (screenshot) manifest.screenshot = screenshot;
      return manifest;
    },
  };
}
