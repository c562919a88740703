/** What a site reported after updating a plugin (POST /sites/{id}/reports). */
export type OutcomeResult = 'installed' | 'failed' | 'refused' | 'unhealthy' | 'fatal';

/** A report as the must-use plugin writes it: plugin `slug` updated `from` → `to` just now, with `result`. */
export const pluginReport = (
  slug: string,
  from: string,
  to: string,
  result: OutcomeResult,
  code = '',
  message = '',
) => ({
  id: 'r-1',
  type: 'plugin',
  slug,
  from,
  to,
  result,
  code,
  message,
  time: new Date().toISOString(),
});
