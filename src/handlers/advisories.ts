import { NotFoundError } from '../errors.js';
import type { components } from '../generated/registry.js';
import type { AffectedPackage } from '../packages/advisory.js';
import { presentAdvisory, presentExposure, siteWithAdvisories } from '../present/advisory.js';
import { advisoryExposure, siteAdvisories } from '../registry/advisories/exposure.js';
import { listAdvisories } from '../registry/advisories/list.js';
import { ADVISORY_NOT_FOUND, createAdvisory, updateAdvisory } from '../registry/advisories/records.js';
import { listedSite } from '../registry/site-inventory.js';
import { UpdateChecks } from '../registry/update-check.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { created, jsonBody, ok, pathParams, queryParams } from './types.js';

type AffectedInput = components['schemas']['AdvisoryAffectedInput'];

/** `affected` as the domain states it (`lastAffected`). */
const affectedOf = (affected: AffectedInput[]): AffectedPackage[] =>
  affected.map((a) => ({
    ...a,
    ranges: a.ranges.map(({ last_affected, ...bounds }) =>
      last_affected === undefined ? bounds : { ...bounds, lastAffected: last_affected },
    ),
  }));

/** /advisories (registry/advisories), and GET /sites/{id}, whose packages carry the advisories affecting them. */
export function advisoryHandlers({
  storage,
  checkIns,
  auditStamp,
  config,
  exposureHistory,
}: Pick<HandlerDeps, 'storage' | 'checkIns' | 'auditStamp' | 'config' | 'exposureHistory'>) {
  // What an exposed site is offered: the update check's own rule, over one package index.
  const updates = new UpdateChecks(storage);

  const listAdvisoriesHandler: Handler<'listAdvisories'> = async (c) => {
    const query = queryParams<'listAdvisories'>(c);
    const { storageQuery, info } = paging(query);
    const { advisories, total } = await listAdvisories(storage, checkIns, {
      slug: query.slug,
      severity: query.severity,
      exposed: String(query.exposed) === 'true',
      offset: storageQuery.offset,
      limit: storageQuery.limit,
    });
    return ok({ info: info(total), advisories: advisories.map(presentAdvisory) });
  };

  const createAdvisoryHandler: Handler<'createAdvisory'> = async (c, _req, res) => {
    const body = jsonBody<'createAdvisory'>(c);
    const advisory = await createAdvisory(storage, { ...body, affected: affectedOf(body.affected) }, auditStamp(res));
    await exposureHistory.created(advisory);
    return created(presentAdvisory(advisory));
  };

  const getAdvisoryHandler: Handler<'getAdvisory'> = async (c) => {
    const advisory = await storage.advisories.get(pathParams<'getAdvisory'>(c).id);
    if (!advisory) throw new NotFoundError(ADVISORY_NOT_FOUND);
    return ok(presentAdvisory(advisory));
  };

  const updateAdvisoryHandler: Handler<'updateAdvisory'> = async (c, _req, res) => {
    const { affected, ...body } = jsonBody<'updateAdvisory'>(c);
    const edit = { ...body, ...(affected !== undefined ? { affected: affectedOf(affected) } : {}) };
    const advisory = await updateAdvisory(storage, pathParams<'updateAdvisory'>(c).id, edit, auditStamp(res));
    return ok(presentAdvisory(advisory));
  };

  const getAdvisoryExposureHandler: Handler<'getAdvisoryExposure'> = async (c) => {
    const { storageQuery, info } = paging(queryParams<'getAdvisoryExposure'>(c));
    const exposure = await advisoryExposure(
      storage,
      checkIns,
      updates,
      pathParams<'getAdvisoryExposure'>(c).id,
      storageQuery,
    );
    return ok(presentExposure(exposure, info(exposure.results)));
  };

  const getAdvisoryExposureHistoryHandler: Handler<'getAdvisoryExposureHistory'> = async (c) =>
    ok(await exposureHistory.history(pathParams<'getAdvisoryExposureHistory'>(c).id));

  const getSiteHandler: Handler<'getSite'> = async (c) => {
    await checkIns.written();
    const record = await storage.sites.get(pathParams<'getSite'>(c).id);
    if (!record) throw new NotFoundError('Site not found.');
    const listed = await listedSite(updates, record, config.inventory);
    return ok(siteWithAdvisories(listed, await siteAdvisories(storage, listed)));
  };

  return {
    listAdvisories: listAdvisoriesHandler,
    createAdvisory: createAdvisoryHandler,
    getAdvisory: getAdvisoryHandler,
    updateAdvisory: updateAdvisoryHandler,
    getAdvisoryExposure: getAdvisoryExposureHandler,
    getAdvisoryExposureHistory: getAdvisoryExposureHistoryHandler,
    getSite: getSiteHandler,
  };
}
