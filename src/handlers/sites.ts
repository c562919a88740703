import { ForbiddenError, NotFoundError } from '../errors.js';
import { recordReports } from '../registry/health-gate.js';
import { enrolledSite, site } from '../present/site.js';
import { changeSite, ringsInUse } from '../registry/release-control.js';
import { deleteSite, enrollSite } from '../registry/site-identity.js';
import { listedSite, listSites } from '../registry/site-inventory.js';
import { UpdateChecks } from '../registry/update-check.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { created, jsonBody, ok, pathParams, queryParams } from './types.js';

/** Sites: which site runs which package (the inventory that update checks record), and what operators set on a site. */
export function siteHandlers({
  storage,
  checkIns,
  auditStamp,
  signedSite,
  requestIdOf,
  apiKeyOf,
  config,
}: Pick<HandlerDeps, 'storage' | 'checkIns' | 'auditStamp' | 'signedSite' | 'requestIdOf' | 'apiKeyOf' | 'config'>) {
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
        status: query.status,
        state: query.state,
        inventory: config.inventory,
      },
      undefined,
      updates,
    );
    return ok({ info: info(total), sites: sites.map(site) });
  };
  const listRingsHandler: Handler<'listRings'> = async () => ok({ rings: await ringsInUse(storage, checkIns) });
  const updateSiteHandler: Handler<'updateSite'> = async (c, _req, res) => {
    const body = jsonBody<'updateSite'>(c);
    const changed = await changeSite(
      storage,
      checkIns,
      pathParams<'updateSite'>(c).id,
      {
        ...(body.ring !== undefined ? { ring: body.ring } : {}),
        ...(body.holds !== undefined ? { holds: body.holds } : {}),
        ...(body.key === null ? { key: null } : {}),
        ...(body.approved === true ? { approved: true as const } : {}),
      },
      auditStamp(res),
    );
    if (!changed) throw new NotFoundError('Site not found.');
    return ok(site(await listedSite(updates, changed.after, config.inventory)));
  };
  const enrollSiteHandler: Handler<'enrollSite'> = async (c, _req, res) => {
    const body = jsonBody<'enrollSite'>(c);
    const enrolled = await enrollSite(
      storage,
      checkIns,
      { url: body.url, publicKey: body.public_key },
      apiKeyOf(res),
      config.sites,
      auditStamp(res),
    );
    // The site learns its id and state; its ring and holds stay the operator's.
    return created(enrolledSite(enrolled));
  };
  const deleteSiteHandler: Handler<'deleteSite'> = async (c, _req, res) => {
    const deleted = await deleteSite(storage, checkIns, pathParams<'deleteSite'>(c).id, auditStamp(res));
    if (!deleted) throw new NotFoundError('Site not found.');
    return ok(site(await listedSite(updates, deleted, config.inventory)));
  };
  const reportOutcomesHandler: Handler<'reportOutcomes'> = async (c, _req, res) => {
    // The HTTP layer verified the signature (the operation requires one); the site reports for itself only.
    const signer = signedSite(res);
    if (!signer || signer.id !== pathParams<'reportOutcomes'>(c).id)
      throw new ForbiddenError('A site reports for itself only.');
    const { reports } = jsonBody<'reportOutcomes'>(c);
    const recorded = await recordReports(storage, checkIns, signer, reports, requestIdOf(res));
    return ok({ recorded });
  };
  return {
    reportOutcomes: reportOutcomesHandler,
    listSites: listSitesHandler,
    listRings: listRingsHandler,
    updateSite: updateSiteHandler,
    enrollSite: enrollSiteHandler,
    deleteSite: deleteSiteHandler,
  };
}
