import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, pathParams, queryParams } from './types.js';

const DEFAULT_DAYS = 30;

/** GET /plugins/{slug}/adoption and /themes/{slug}/adoption: sites per version per day. */
export function adoptionHandlers({ storage, adoption }: Pick<HandlerDeps, 'storage' | 'adoption'>) {
  const history = async (type: PackageType, slug: string, days: number | undefined) => {
    if (!(await storage.getPackage(type, slug)))
      throw new NotFoundError(type === 'plugin' ? 'Plugin not found.' : 'Theme not found.');
    const snapshots = await adoption.history(type, slug, Number(days ?? DEFAULT_DAYS));
    return ok(snapshots.map(({ date, versions, at }) => (at ? { date, versions, at } : { date, versions })));
  };
  const getPluginAdoption: Handler<'getPluginAdoption'> = async (c) =>
    history('plugin', pathParams<'getPluginAdoption'>(c).slug, queryParams<'getPluginAdoption'>(c).days);
  const getThemeAdoption: Handler<'getThemeAdoption'> = async (c) =>
    history('theme', pathParams<'getThemeAdoption'>(c).slug, queryParams<'getThemeAdoption'>(c).days);
  return { getPluginAdoption, getThemeAdoption };
}
