import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, UnauthenticatedError } from '../errors.js';
import type { Handler, HandlerDeps } from './types.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: Prometheus text, behind REGISTRY_METRICS_TOKEN (a scraper's bearer token, not an
 * API key). Without the variable the endpoint does not exist (404); the token is compared by
 * digest in constant time, so its length does not show either.
 */
export function metricsHandlers({ config, metrics }: Pick<HandlerDeps, 'config' | 'metrics'>) {
  const getMetrics: Handler<'getMetrics'> = async (_c, req, res) => {
    if (config.metricsToken === undefined || !metrics) throw new NotFoundError();
    const [scheme, token] = (req.get('authorization') ?? '').split(' ', 2);
    if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), digest(config.metricsToken)))
      throw new UnauthenticatedError('Missing or wrong metrics token.');
    const { contentType, body } = await metrics.text();
    res.set('Cache-Control', 'no-store').type(contentType).send(body);
    return { sent: true };
  };
  return { getMetrics };
}
