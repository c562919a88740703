import type { Response } from 'express';
import { type Asset, createApiReference, DOCS_CSP } from '../api-reference/assets.js';
import type { Handler, HandlerDeps } from './types.js';

function send(res: Response, { type, body, etag }: Asset, cacheControl: string): { sent: true } {
  // Express answers 304 itself when If-None-Match carries this ETag.
  res.type(type).set({ ETag: etag, 'Cache-Control': cacheControl }).send(body);
  return { sent: true };
}

/** The spec as YAML and JSON, and the API reference page with its script (see api-reference/). */
export function docsHandlers({ presentFor }: Pick<HandlerDeps, 'presentFor'>) {
  const reference = createApiReference();

  const getOpenApiYaml: Handler<'getOpenApiYaml'> = async (_c, req, res) =>
    send(res, (await reference.specAt(presentFor(req).baseUrl)).yaml, 'no-cache');

  const getOpenApiJson: Handler<'getOpenApiJson'> = async (_c, req, res) =>
    send(res, (await reference.specAt(presentFor(req).baseUrl)).json, 'no-cache');

  const getApiReference: Handler<'getApiReference'> = async (_c, req, res) => {
    const page = await reference.page(req.path.endsWith('/'));
    res.set('Content-Security-Policy', DOCS_CSP);
    return send(res, page, 'no-cache');
  };

  const getApiReferenceScript: Handler<'getApiReferenceScript'> = async (_c, _req, res) =>
    send(res, await reference.bundle(), 'public, max-age=86400');

  return { getOpenApiYaml, getOpenApiJson, getApiReference, getApiReferenceScript };
}
