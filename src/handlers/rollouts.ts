import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { gateFromApi, type Rollout } from '../packages/rules.js';
import { rollout } from '../present/rollout.js';
import { changeRollout, type RolloutReport, rolloutReport } from '../registry/release-control.js';
import type { components } from '../generated/registry.js';
import type { HandlerDeps, PluginAndThemeHandler } from './types.js';
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
  // Written once for both types: a plugin's and a theme's operations read and answer alike.
  const get =
    (type: PackageType): PluginAndThemeHandler<'getPluginRollout', 'getThemeRollout'> =>
    async (c) => {
      const { slug, version } = pathParams<'getPluginRollout'>(c);
      return found(await rolloutReport(storage, checkIns, type, slug, version));
    };
  const update =
    (type: PackageType): PluginAndThemeHandler<'updatePluginRollout', 'updateThemeRollout'> =>
    async (c, _req, res) => {
      const { slug, version } = pathParams<'updatePluginRollout'>(c);
      const change = rolloutChange(jsonBody<'updatePluginRollout'>(c));
      return found((await changeRollout(storage, checkIns, type, slug, version, change, auditStamp(res)))?.report);
    };
  return {
    getPluginRollout: get('plugin'),
    updatePluginRollout: update('plugin'),
    getThemeRollout: get('theme'),
    updateThemeRollout: update('theme'),
  };
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
