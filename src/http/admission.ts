import type { NextFunction, Request, Response } from 'express';
import { locals } from './locals.js';
import { authorize, parseRequirement, PresentedKeyHashes, type Requirement } from '../auth/api-keys.js';
import { InputError, RegistryError } from '../errors.js';
import type { Storage } from '../storage/types.js';
import { type Api, declaredPermission, needsKey, type Operation, routedMethod, takesHttpAuth } from './api.js';
import { challenge, presentedComposerKey } from './composer-auth.js';
import type { SessionAuthentication } from './session-auth.js';

/**
 * Runs before any body is read: matches the spec operation, checks the API key (or the
 * signed-in person) and its permission, and refuses a body of the wrong content type. A rejected upload is thus
 * answered without receiving the archive.
 */
export function admission(api: Api, storage: Storage, signedIn?: SessionAuthentication) {
  const requirements = new WeakMap<Operation, Requirement>();
  const requirementOf = (operation: Operation): Requirement => {
    let requirement = requirements.get(operation);
    if (!requirement) {
      requirement = parseRequirement(declaredPermission(operation));
      if (!requirement) throw new Error(`Operation ${operation.operationId} declares no valid x-permission.`);
      requirements.set(operation, requirement);
    }
    return requirement;
  };
  const hashes = new PresentedKeyHashes();
  const hashOf = (key: string) => hashes.of(key);
  return async (req: Request, res: Response, next: NextFunction) => {
    // openapi-backend decodes path parameters with decodeURIComponent, which throws on
    // `%zz` or `%FF` (not UTF-8); refuse such a path here instead of failing with 500.
    if (req.path.includes('%') && !decodes(req.path))
      return next(new InputError('The request path is not valid percent-encoded UTF-8.'));
    const operation = api.matchOperation({
      method: routedMethod(req.method),
      path: req.path,
      headers: req.headers as Record<string, string>,
    });
    if (!operation) return next(); // openapi-backend answers 404 or 405
    locals(res).operation = operation;
    try {
      // Composer's Basic and Bearer forms carry the key on /composer operations alone (composer-auth.ts).
      const httpAuth = takesHttpAuth(operation);
      const presented = httpAuth ? presentedComposerKey(req) : req.get('x-api-key');
      try {
        if (needsKey(operation)) {
          // A signed-in person (session-auth.ts) when the request carries no key, else the key.
          const person = httpAuth ? undefined : await signedIn?.(req, operation, requirementOf(operation));
          if (person) locals(res).principal = person;
          else
            locals(res).apiKey = await authorize(
              storage.keys,
              presented,
              requirementOf(operation),
              hashOf,
              (key) => (locals(res).keyId = key.id),
            );
        }
      } catch (err) {
        if (httpAuth) challenge(res, err);
        throw err;
      }
      checkContentType(operation, req);
      next();
    } catch (err) {
      next(err);
    }
  };
}

function checkContentType(operation: Operation, req: Request): void {
  const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
  if (!body?.content) return;
  const accepted = Object.keys(body.content);
  const actual = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!accepted.includes(actual)) {
    throw new RegistryError('unsupported_media_type', `Content-Type must be ${accepted.join(' or ')}.`);
  }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
