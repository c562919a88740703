import type { Manifest } from './types.js';

/**
 * The lower-cased text a list's `search` matches: name, slug and short description (a theme's
 * description). One function for every adapter, so that a search finds the same packages on each.
 */
export function searchText(manifest: Manifest): string {
  const description = manifest.type === 'plugin' ? manifest.shortDescription : manifest.description;
  return [manifest.name, manifest.slug, description].join('\n').toLowerCase();
}
