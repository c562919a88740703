import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError, InputError } from '../errors.js';
import type { Api } from './api.js';
import { locals } from './locals.js';
import { validationError } from './validation.js';

const UPLOADS = new Set(['createPlugin', 'createTheme']);
const ADVISORY_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

/**
 * An upload's `advisory` field (DESIGN 15), checked before the handler stores anything: an
 * advisory given as JSON is validated as `POST /advisories` validates its body, by that
 * operation's own validator, so the two can never accept different advisories; an id must have
 * an id's form. Publishing an advisory with an upload needs the permission its own request
 * would: `advisories:create` for a new one, `advisories:update` for a stored one.
 */
export function uploadAdvisories(api: Api) {
  return (req: Request, res: Response, next: NextFunction) => {
    const operationId = locals(res).operation?.operationId;
    const field = (req.body as { advisory?: unknown } | undefined)?.advisory;
    if (!operationId || !UPLOADS.has(operationId) || typeof field !== 'string') return next();
    try {
      const given = field.trimStart().startsWith('{');
      permit(res, given ? 'create' : 'update');
      if (given) checkAdvisory(api, field);
      else if (!ADVISORY_ID.test(field)) throw new InputError('advisory: an advisory id, or an advisory as JSON.');
      next();
    } catch (err) {
      next(err);
    }
  };
}

function permit(res: Response, permission: 'create' | 'update'): void {
  const { apiKey, principal } = locals(res);
  const scopes = apiKey?.scopes ?? principal?.scopes;
  if (scopes?.advisories?.includes(permission)) return;
  throw new ForbiddenError(
    principal && !apiKey
      ? `The ${principal.role} role lacks the advisories:${permission} permission.`
      : `This API key lacks the advisories:${permission} permission.`,
  );
}

function checkAdvisory(api: Api, text: string): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InputError('advisory: not valid JSON.');
  }
  const validation = api.validateRequest(
    { method: 'post', path: '/advisories', headers: { 'content-type': 'application/json' }, body },
    'createAdvisory',
  );
  if (validation.valid) return;
  const { message } = validationError({ validation });
  // `body: …` names the advisory itself, any other field one inside it.
  throw new InputError(message.startsWith('body:') ? `advisory${message.slice(4)}` : `advisory.${message}`);
}
