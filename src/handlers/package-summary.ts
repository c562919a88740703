import { packageSummary } from '../present/package-summary.js';
import { packageSummaries } from '../registry/package-summary.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, queryParams } from './types.js';

/** The spec's default `per_page` here: a console page, larger than a list's 24. */
const DEFAULT_PER_PAGE = 50;

/** GET /packages/summary: a page of packages with their latest version's rollout. */
export function packageSummaryHandlers({ storage, checkIns }: Pick<HandlerDeps, 'storage' | 'checkIns'>) {
  const listPackageSummaries: Handler<'listPackageSummaries'> = async (c) => {
    const query = queryParams<'listPackageSummaries'>(c);
    const { storageQuery, info } = paging({ page: query.page, per_page: query.per_page ?? DEFAULT_PER_PAGE });
    const types = query.type ? [query.type] : (['plugin', 'theme'] as const);
    const { offset, limit } = storageQuery;
    const { summaries, total } = await packageSummaries(storage, checkIns, types, offset, limit);
    return ok({ info: info(total), packages: summaries.map(packageSummary) });
  };
  return { listPackageSummaries };
}
