/**
 * A plugin's `Requires Plugins` header, read as WordPress 6.5 reads it
 * (`WP_Plugin_Dependencies::sanitize_dependency_slugs`): a comma-separated list, each item
 * trimmed, kept only when it is a WordPress.org-style slug (no versions, no paths), each once,
 * sorted as PHP's `sort()` sorts strings. An item WordPress would drop is dropped here too, so
 * a site and the registry never disagree on what a plugin needs.
 */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function dependencySlugs(header: string): string[] {
  const slugs = new Set(
    header
      .split(',')
      .map((item) => item.trim())
      .filter((item) => SLUG.test(item)),
  );
  return [...slugs].sort(phpSortOrder);
}

/** PHP 8's SORT_REGULAR on strings: two numeric strings compare as numbers, any others byte by byte. */
function phpSortOrder(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}
