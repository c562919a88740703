import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Response } from 'express';
import { parse } from 'yaml';
import { SPEC_PATH } from '../http/api.js';
import { escapeHtml } from '../present/escape.js';
import type { Handler } from './types.js';

/**
 * The spec, served as written (`/openapi.yaml`) and as JSON (`/openapi.json`), and an API
 * reference page (`/docs`) rendered in the browser by Redoc's standalone bundle, which we serve
 * ourselves (`/docs/redoc.standalone.js`): the page loads nothing from other sites.
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

interface Asset {
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

// Relative addresses, so that the page also works behind a proxy that adds a path prefix.
const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<redoc spec-url="openapi.json" expand-responses="200,201" hide-hostname></redoc>
<script src="docs/redoc.standalone.js"></script>
</body>
</html>
`;

const loadSpec = once(async () => {
  const yamlText = await readFile(SPEC_PATH, 'utf8');
  const document = parse(yamlText) as { info?: { title?: string } };
  return {
    yaml: asset('application/yaml; charset=utf-8', yamlText),
    json: asset('application/json; charset=utf-8', JSON.stringify(document)),
    html: asset('text/html; charset=utf-8', page(document.info?.title ?? 'API')),
  };
});

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

function send(res: Response, { type, body, etag }: Asset, cacheControl: string): { sent: true } {
  // Express answers 304 itself when If-None-Match carries this ETag.
  res.type(type).set({ ETag: etag, 'Cache-Control': cacheControl }).send(body);
  return { sent: true };
}

export function docsHandlers() {
  const getOpenApiYaml: Handler<'getOpenApiYaml'> = async (_c, _req, res) => send(res, (await loadSpec()).yaml, 'no-cache');

  const getOpenApiJson: Handler<'getOpenApiJson'> = async (_c, _req, res) => send(res, (await loadSpec()).json, 'no-cache');

  const getApiReference: Handler<'getApiReference'> = async (_c, _req, res) => {
    const { html } = await loadSpec();
    res.set('Content-Security-Policy', DOCS_CSP);
    return send(res, html, 'no-cache');
  };

  const getApiReferenceScript: Handler<'getApiReferenceScript'> = async (_c, _req, res) =>
    send(res, await loadBundle(), 'public, max-age=86400');

  return { getOpenApiYaml, getOpenApiJson, getApiReference, getApiReferenceScript };
}
