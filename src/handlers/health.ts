import { UnavailableError } from '../errors.js';
import type { Storage } from '../storage/types.js';
import type { Handler } from './types.js';
import { ok } from './types.js';

/** How long one storage ping answers readiness probes. */
const READINESS_CACHE_MS = 5000;

/** `/healthz`: the process serves. `/readyz`: storage answered recently. Neither needs a key. */
export function healthHandlers(storage: Storage) {
  let checked: { at: number; ready: Promise<boolean> } | undefined;

  const ping = () =>
    storage.ping().then(
      () => true,
      () => false,
    );

  const getHealth: Handler<'getHealth'> = async () => ok({ status: 'ok' });

  const getReadiness: Handler<'getReadiness'> = async () => {
    if (!checked || Date.now() - checked.at > READINESS_CACHE_MS) checked = { at: Date.now(), ready: ping() };
    if (!(await checked.ready)) throw new UnavailableError('Storage is not reachable.');
    return ok({ status: 'ok' });
  };

  return { getHealth, getReadiness };
}
