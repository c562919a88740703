import { ForbiddenError, InputError } from '../errors.js';
import { urgentUpdates } from '../registry/advisories/security-release-urgent.js';
import { UpdateChecks } from '../registry/update-check.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, pathParams, queryParams } from './types.js';

/** GET /sites/{id}/urgent: the must-use plugin's hourly ask for security releases (signed by the site). */
export function urgentHandlers({
  storage,
  checkIns,
  signedSite,
}: Pick<HandlerDeps, 'storage' | 'checkIns' | 'signedSite'>) {
  // The update check's own rule and advisory index: what this answers is what the next check offers.
  const updates = new UpdateChecks(storage);
  const getUrgentUpdatesHandler: Handler<'getUrgentUpdates'> = async (c, _req, res) => {
    // The HTTP layer verified the signature (the operation requires one); a site asks for itself only.
    const signer = signedSite(res);
    if (!signer || signer.id !== pathParams<'getUrgentUpdates'>(c).id)
      throw new ForbiddenError('A site asks for itself only.');
    const { since } = queryParams<'getUrgentUpdates'>(c);
    const after = since === undefined ? undefined : new Date(since);
    if (after && Number.isNaN(after.getTime()))
      throw new InputError('since: an ISO 8601 instant, such as 2026-12-03T11:00:00Z.');
    const urgent = await urgentUpdates(storage, checkIns, updates, signer, after);
    return ok({
      packages: urgent.packages,
      auto_update: urgent.autoUpdate.map(({ type, slug, fixedIn, advisory }) => ({
        type,
        slug,
        fixed_in: fixedIn,
        advisory,
      })),
    });
  };
  return { getUrgentUpdates: getUrgentUpdatesHandler };
}
