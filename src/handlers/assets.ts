import type { Handler } from './types.js';
import { pathParams } from './types.js';

/** Neutral placeholder art: a rounded square for icons, a wide band for banners. */
const IMAGES: Record<string, string> = {
  'default-icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="32" fill="#e2e8f0"/><path d="M88 96h80v16H88zm0 32h80v16H88zm0 32h48v16H88z" fill="#94a3b8"/></svg>',
  'default-banner.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="1544" height="500" viewBox="0 0 1544 500"><rect width="1544" height="500" fill="#e2e8f0"/><rect x="96" y="200" width="640" height="100" rx="16" fill="#94a3b8"/></svg>',
};

/**
 * How every public image is answered (placeholders, theme screenshots): cacheable, and open to
 * other origins. WordPress shows them on its own pages (Dashboard > Updates, "View details"),
 * whose origin is not the registry's; helmet's `Cross-Origin-Resource-Policy: same-origin`, which
 * the rest of the API keeps, would make every browser refuse them.
 */
export const PUBLIC_IMAGE_HEADERS = Object.freeze({
  'Cache-Control': 'public, max-age=86400',
  'Cross-Origin-Resource-Policy': 'cross-origin',
});

export const getPlaceholderImage: Handler<'getPlaceholderImage'> = async (c, _req, res) => {
  const { name } = pathParams<'getPlaceholderImage'>(c);
  res.type('image/svg+xml').set(PUBLIC_IMAGE_HEADERS).send(IMAGES[name]);
  return { sent: true };
};
