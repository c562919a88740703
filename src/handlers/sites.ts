import { site } from '../present/site.js';
import { listSites } from '../registry/site-inventory.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, queryParams } from './types.js';

/** Sites: which site runs which package (the inventory that update checks record). */
export function siteHandlers({ storage, checkIns }: Pick<HandlerDeps, 'storage' | 'checkIns'>) {
  const listSitesHandler: Handler<'listSites'> = async (c) => {
    const query = queryParams<'listSites'>(c);
    const { storageQuery, info } = paging(query);
    const { sites, total } = await listSites(storage, checkIns, {
      ...storageQuery,
      plugin: query.plugin,
      theme: query.theme,
      version: query.version,
    });
    return ok({ info: info(total), sites: sites.map(site) });
  };
  return { listSites: listSitesHandler };
}
