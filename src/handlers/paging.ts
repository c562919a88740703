import type { components } from '../generated/registry.js';
import type { PackageQuery } from '../storage/types.js';
import type { QueryParams } from './types.js';

/** The paging parameters every list operation shares, as the spec declares them (`Page`, `PerPage`, `Search`). */
export type PagingQuery = Pick<QueryParams<'listPlugins'>, 'page' | 'per_page' | 'search'>;

const DEFAULT_PER_PAGE = 24;

/** Turns validated `page`, `per_page` and `search` into a storage query and its `info` block. */
export function paging(query: PagingQuery) {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.per_page ?? DEFAULT_PER_PAGE);
  const search = query.search?.trim() || undefined;
  const storageQuery: PackageQuery = { search, offset: (page - 1) * perPage, limit: perPage };
  const info = (results: number): components['schemas']['Info'] => ({
    page,
    pages: Math.ceil(results / perPage),
    results,
  });
  return { storageQuery, info };
}
