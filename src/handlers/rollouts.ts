import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { gateFromApi, type Rollout } from '../packages/rules.js';
import { rollout } from '../present/rollout.js';
import { changeRollout, type RolloutReport, rolloutReport } from '../registry/release-control.js';
import type { components } from '../generated/registry.js';
import type { Response } from 'express';
import type { Handler, HandlerDeps } from './types.js';
import { jsonBody, ok, pathParams } from './types.js';

/** A version's rollout: read it, or stage, widen, halt or withdraw the version. */
export function rolloutHandlers({
  storage,
  checkIns,
  auditStamp,
}: Pick<HandlerDeps, 'storage' | 'checkIns' | 'auditStamp'>) {
  const found = (report: RolloutReport | undefined) => {
    if (!report) throw new NotFoundError('Not Found');
    return ok(rollout(report));
  };
  const get = async (type: PackageType, slug: string, version: string) =>
    found(await rolloutReport(storage, checkIns, type, slug, version));
  const update = async (
    type: PackageType,
    slug: string,
    version: string,
    patch: components['schemas']['RolloutPatch'],
    res: Response,
  ) =>
    found((await changeRollout(storage, checkIns, type, slug, version, rolloutChange(patch), auditStamp(res)))?.report);

  const getPluginRollout: Handler<'getPluginRollout'> = async (c) => {
    const { slug, version } = pathParams<'getPluginRollout'>(c);
    return get('plugin', slug, version);
  };
  const updatePluginRollout: Handler<'updatePluginRollout'> = async (c, _req, res) => {
    const { slug, version } = pathParams<'updatePluginRollout'>(c);
    return update('plugin', slug, version, jsonBody<'updatePluginRollout'>(c), res);
  };
  const getThemeRollout: Handler<'getThemeRollout'> = async (c) => {
    const { slug, version } = pathParams<'getThemeRollout'>(c);
    return get('theme', slug, version);
  };
  const updateThemeRollout: Handler<'updateThemeRollout'> = async (c, _req, res) => {
    const { slug, version } = pathParams<'updateThemeRollout'>(c);
    return update('theme', slug, version, jsonBody<'updateThemeRollout'>(c), res);
  };
  return { getPluginRollout, updatePluginRollout, getThemeRollout, updateThemeRollout };
}

/** Only the fields the request names change. */
function rolloutChange(patch: components['schemas']['RolloutPatch']): Partial<Rollout> {
  return {
    ...(patch.percent !== undefined ? { percent: patch.percent } : {}),
    ...(patch.rings !== undefined ? { rings: patch.rings } : {}),
    ...(patch.halted !== undefined ? { halted: patch.halted } : {}),
    ...(patch.withdrawn !== undefined ? { withdrawn: patch.withdrawn } : {}),
    // An operator's halt or withdrawal (or their undoing) takes over from the gate: it may stop the version again.
    ...(patch.halted !== undefined || patch.withdrawn !== undefined ? { stoppedBy: undefined } : {}),
    ...(patch.gate !== undefined ? { gate: patch.gate === null ? undefined : gateFromApi(patch.gate) } : {}),
  };
}
