import { NotFoundError } from '../errors.js';
import { site } from '../present/site.js';
import { changeSite } from '../registry/release-control.js';
import { listedSite, listSites } from '../registry/site-inventory.js';
import { UpdateChecks } from '../registry/update-check.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { jsonBody, ok, pathParams, queryParams } from './types.js';

/** Sites: which site runs which package (the inventory that update checks record), and what operators set on a site. */
export function siteHandlers({
  storage,
  checkIns,
  auditStamp,
}: Pick<HandlerDeps, 'storage' | 'checkIns' | 'auditStamp'>) {
  // What each listed site would be offered: the update check's own rule, over one package index.
  const updates = new UpdateChecks(storage);
  const listSitesHandler: Handler<'listSites'> = async (c) => {
    const query = queryParams<'listSites'>(c);
    const { storageQuery, info } = paging(query);
    const { sites, total } = await listSites(
      storage,
      checkIns,
      {
        ...storageQuery,
        plugin: query.plugin,
        theme: query.theme,
        version: query.version,
        ring: query.ring,
      },
      undefined,
      updates,
    );
    return ok({ info: info(total), sites: sites.map(site) });
  };
  const updateSiteHandler: Handler<'updateSite'> = async (c, _req, res) => {
    const body = jsonBody<'updateSite'>(c);
    const changed = await changeSite(
      storage,
      checkIns,
      pathParams<'updateSite'>(c).id,
      {
        ...(body.ring !== undefined ? { ring: body.ring } : {}),
        ...(body.holds !== undefined ? { holds: body.holds } : {}),
      },
      auditStamp(res),
    );
    if (!changed) throw new NotFoundError('Site not found.');
    return ok(site(await listedSite(updates, changed.after)));
  };
  return { listSites: listSitesHandler, updateSite: updateSiteHandler };
}
