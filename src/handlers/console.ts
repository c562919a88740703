import type { Response } from 'express';
import { consoleAsset, consolePage, type ConsoleFile } from '../api-reference/console.js';
import { NotFoundError } from '../errors.js';
import type { Handler } from './types.js';
import { pathParams } from './types.js';

/** A year: asset names change with their content, so a cached copy is never stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(res: Response, file: ConsoleFile, cacheControl: string): { sent: true } {
  res.type(file.type).set('Cache-Control', cacheControl).send(file.body);
  return { sent: true };
}

/** The operator console: its page (never cached: it names the current build's assets) and its hashed assets. */
export function consoleHandlers() {
  const getConsole: Handler<'getConsole'> = async (_c, req, res) => {
    const page = await consolePage(req.path.endsWith('/'));
    if (!page) throw new NotFoundError('The console is not built; run npm run build:console.');
    return send(res, page, 'no-cache');
  };
  const getConsoleAsset: Handler<'getConsoleAsset'> = async (c, _req, res) => {
    const file = await consoleAsset(pathParams<'getConsoleAsset'>(c).file);
    if (!file) throw new NotFoundError('Not Found');
    return send(res, file, IMMUTABLE);
  };
  return { getConsole, getConsoleAsset };
}
