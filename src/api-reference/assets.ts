import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { SPEC_PATH } from '../spec.js';
import { escapeHtml } from '../text/escape.js';

/**
 * The spec, served as written (`/openapi.yaml`) and as JSON (`/openapi.json`) except that its
 * `servers` name the registry's public address (so "try it" tools and generated clients call
 * this registry, not the file's `localhost:8080`), and an API reference page (`/docs`) rendered
 * in the browser by Redoc's standalone bundle, which we serve ourselves
 * (`/docs/redoc.standalone.js`): the page loads nothing from other sites.
 */

const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * The page's own policy, in place of helmet's default: Redoc runs its own script, injects
 * `<style>` elements (styled-components), builds its search worker from a blob, and draws
 * icons as data: images. Nothing else, and nothing from another origin.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** One answer of the reference, ready to send: its bytes, media type and ETag. */
export interface Asset {
  type: string;
  body: Buffer;
  etag: string;
}

function asset(type: string, body: string | Buffer): Asset {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return { type, body: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/** Loads once, on first use; a failed load is tried again on the next request. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/**
 * Relative addresses, so that the page also works behind a proxy that adds a path prefix.
 * `/docs/` (trailing slash) is one folder deeper than `/docs`, so its addresses climb one up.
 */
const page = (title: string, up: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="${up}openapi.json" expand-responses="200,201" hide-hostname></redoc>
<script src="${up}docs/redoc.standalone.js"></script>
</body>
</html>
`;

export interface SpecAssets {
  yaml: Asset;
  json: Asset;
}

/** The top-level `servers:` block of the spec: from its key to the next top-level key. */
const SERVERS_BLOCK = /^servers:\n(?:[ \t#].*\n)*/m;

const loadSpecText = once(async () => {
  const yamlText = await readFile(SPEC_PATH, 'utf8');
  if (!SERVERS_BLOCK.test(yamlText)) throw new Error(`${SPEC_PATH} has no top-level servers block`);
  const document = parse(yamlText) as Record<string, unknown> & { info?: { title?: string } };
  const title = document.info?.title ?? 'API';
  return {
    yamlText,
    document,
    html: asset('text/html; charset=utf-8', page(title, '')),
    htmlInFolder: asset('text/html; charset=utf-8', page(title, '../')),
  };
});

/**
 * The spec with `servers` naming `baseUrl`: the YAML as written but for that block, the JSON
 * from the document parsed once at load (an unknown address, which any request can bring when
 * REGISTRY_BASE_URL is unset, costs no YAML parse).
 */
function specFor(yamlText: string, document: Record<string, unknown>, baseUrl: string): SpecAssets {
  const servers = `servers:\n  - url: ${JSON.stringify(baseUrl)}\n    description: This registry\n`;
  return {
    yaml: asset(
      'application/yaml; charset=utf-8',
      yamlText.replace(SERVERS_BLOCK, () => servers),
    ),
    json: asset(
      'application/json; charset=utf-8',
      JSON.stringify({ ...document, servers: [{ url: baseUrl, description: 'This registry' }] }),
    ),
  };
}

/**
 * One public address in production; with REGISTRY_BASE_URL unset it follows each request's
 * (forwarded) host, so the cached copies are few and bounded.
 */
const MAX_ADDRESSES = 16;

/**
 * Redoc's sidebar footer shows a logo from Redocly's CDN. The page must load nothing from
 * other sites (and the CSP would refuse it, with an error in the console), so the bundle we
 * serve draws an empty local image there instead; the "API docs by Redocly" link stays.
 */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

const loadBundle = once(async () => {
  const bundle = await readFile(REDOC_BUNDLE, 'utf8');
  return asset('text/javascript; charset=utf-8', bundle.replaceAll(REDOC_CDN_LOGO, EMPTY_SVG));
});

/**
 * The reference's answers: the spec naming a public address (a few addresses cached), the page
 * (at `/docs` or `/docs/`), and the patched Redoc bundle.
 */
export function createApiReference() {
  const specs = new Map<string, SpecAssets>();
  return {
    async specAt(baseUrl: string): Promise<SpecAssets> {
      const { yamlText, document } = await loadSpecText();
      let assets = specs.get(baseUrl);
      if (!assets) {
        if (specs.size >= MAX_ADDRESSES) specs.clear();
        assets = specFor(yamlText, document, baseUrl);
        specs.set(baseUrl, assets);
      }
      return assets;
    },
    async page(inFolder: boolean): Promise<Asset> {
      const { html, htmlInFolder } = await loadSpecText();
      return inFolder ? htmlInFolder : html;
    },
    bundle: loadBundle,
  };
}
