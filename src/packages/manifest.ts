/**
 * What an uploaded archive says about itself, read from its headers and readme.
 * Every string is plain text (tags stripped) except `descriptionHtml`, which is
 * sanitised HTML ready to serve.
 */
export type PackageType = 'plugin' | 'theme';

/** A type's plural: its URL segment, its scope, its archive folder and its count's key. */
export function pluralOf(type: PackageType): 'plugins' | 'themes' {
  return type === 'plugin' ? 'plugins' : 'themes';
}

export interface PluginManifest {
  type: 'plugin';
  slug: string;
  version: string;
  name: string;
  /** Header `Description`, else readme short description; cut at 150 characters plus "…", as WordPress.org cuts it. */
  shortDescription: string;
  requires: string;
  tested: string | null;
  requiresPhp: string;
  authorName?: string;
  authorUri?: string;
  /** The `Plugin URI` header: the plugin's homepage (update checks link to it). */
  pluginUri?: string;
  /** The `Requires Plugins` header's slugs (dependencySlugs); absent when it names none, and on versions stored before it was read. */
  requiresPlugins?: string[];
  /** readme.txt `== Description ==` rendered to sanitised HTML, when the readme has one. */
  descriptionHtml?: string;
}

export interface ThemeManifest {
  type: 'theme';
  slug: string;
  version: string;
  name: string;
  /** The whole `Description` header, never cut. */
  description: string;
  tags: string[];
  requires: string | null;
  requiresPhp: string | null;
  authorName?: string;
  authorUri?: string;
  /** Parent theme slug for a child theme. */
  template?: string;
  /** The theme's own screenshot at the top of its folder, the first WordPress looks for. */
  screenshot?: ScreenshotFile;
}

/** The screenshot files WordPress looks for at the top of a theme, in its order (WP_Theme::get_screenshot). */
export const SCREENSHOT_FILES = [
  'screenshot.png',
  'screenshot.gif',
  'screenshot.jpg',
  'screenshot.jpeg',
  'screenshot.webp',
] as const;
export type ScreenshotFile = (typeof SCREENSHOT_FILES)[number];

/** The image type a screenshot is served with. */
export function screenshotType(file: ScreenshotFile): string {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : `image/${extension}`;
}

export type Manifest = PluginManifest | ThemeManifest;
