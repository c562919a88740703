/**
 * A WordPress site as the must-use plugin makes it (DESIGN: site identity): an Ed25519 key pair
 * of its own, enrolled with POST /sites/enroll, and every request signed with it. Tests and the
 * bench use it to speak as enrolled sites.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

export interface SiteKeys {
  /** Base64 of the 32-byte public key, as POST /sites/enroll takes it. */
  publicKey: string;
  privateKey: KeyObject;
}

export interface EnrolledSite extends SiteKeys {
  id: string;
  url: string;
}

export function siteKeys(): SiteKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);
  return { publicKey: raw.toString('base64'), privateKey };
}

/** The three headers of a request signed by `site` (time: Unix seconds, default now). */
export function signedHeaders(
  site: Pick<EnrolledSite, 'id' | 'privateKey'>,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
  time = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const hash = createHash('sha256').update(body).digest('hex');
  const message = `extension-registry-site-v1\n${method}\n${pathWithQuery}\n${time}\n${hash}`;
  return {
    'X-Site-Id': site.id,
    'X-Site-Time': String(time),
    'X-Site-Signature': sign(null, Buffer.from(message), site.privateKey).toString('base64'),
  };
}

/** Enrolls a new key pair for `url`; throws with the answer unless 201. */
export async function enroll(base: string, key: string, url: string): Promise<EnrolledSite> {
  const keys = siteKeys();
  const response = await fetch(`${base}/sites/enroll`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, public_key: keys.publicKey }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`enroll ${url}: ${response.status} ${text}`);
  const site = JSON.parse(text) as { id: string; url: string };
  return { ...keys, id: site.id, url: site.url };
}

/** POSTs `body` as JSON to `path`, signed by `site` when given. */
export function postJson(
  base: string,
  key: string,
  path: string,
  body: unknown,
  site?: Pick<EnrolledSite, 'id' | 'privateKey'>,
  time?: number,
): Promise<Response> {
  const text = JSON.stringify(body);
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'X-API-KEY': key,
      'Content-Type': 'application/json',
      ...(site ? signedHeaders(site, 'POST', path, text, time) : {}),
    },
    body: text,
  });
}

export interface UpdateCheckOptions {
  url: string;
  wp?: string;
  locale?: string;
  ring?: string;
  /** Slug to installed version, sent as `slug/slug.php` (with `Name: slug` when `named`). */
  plugins?: Record<string, string>;
  named?: boolean;
  /** Slug to installed version. */
  themes?: Record<string, string>;
  record?: boolean;
}

/** An update-check body as the must-use plugin sends it (PHP 8.2.20 unless a test says otherwise). */
export function updateCheckBody(check: UpdateCheckOptions) {
  const { url, wp = '6.5.2', locale, ring, plugins = {}, named = false, themes = {}, record } = check;
  return {
    site: { url, wp_version: wp, php_version: '8.2.20', ...(locale ? { locale } : {}), ...(ring ? { ring } : {}) },
    plugins: Object.fromEntries(
      Object.entries(plugins).map(([slug, version]) => [
        `${slug}/${slug}.php`,
        named ? { Version: version, Name: slug } : { Version: version },
      ]),
    ),
    themes: Object.fromEntries(Object.entries(themes).map(([slug, version]) => [slug, { Version: version }])),
    ...(record !== undefined ? { record } : {}),
  };
}
