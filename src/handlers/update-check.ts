import { checkSiteForUpdates } from '../registry/site-update-check.js';
import { type Installed, UpdateChecks } from '../registry/update-check.js';
import { UpdateCheckPresenter } from '../present/update-check.js';
import type { Handler, HandlerDeps } from './types.js';
import { jsonBody, okJson, type SuccessBody } from './types.js';

type InstalledMap = Record<string, { Version: string }> | undefined;

export function updateCheckHandlers({
  storage,
  checkIns,
  presentFor,
  signedSite,
  signedAt,
  requestIdOf,
  logger,
  metrics,
  config,
}: Pick<
  HandlerDeps,
  'storage' | 'checkIns' | 'presentFor' | 'signedSite' | 'signedAt' | 'requestIdOf' | 'logger' | 'metrics' | 'config'
>) {
  const deps = {
    storage,
    checkIns,
    updates: new UpdateChecks(storage),
    inventory: config.inventory,
    onCheckInError: (err: unknown, site: string) => logger?.warn({ err, site }, 'check-in not recorded'),
  };
  const presenter = new UpdateCheckPresenter();
  const checkUpdatesHandler: Handler<'checkUpdates'> = async (c, req, res) => {
    const body = jsonBody<'checkUpdates'>(c);
    const { url, wp_version: wpVersion, php_version: phpVersion, locale, ring } = body.site;
    const result = await checkSiteForUpdates(
      deps,
      {
        site: { url, wpVersion, phpVersion, locale, ring },
        plugins: installed(body.plugins),
        themes: installed(body.themes),
        reports: body.reports,
        record: body.record !== false,
      },
      { signer: signedSite(res), signedAt: signedAt(res), requestId: requestIdOf(res) },
    );
    metrics?.updateChecks.inc();
    metrics?.offers.inc([...result.plugins, ...result.themes].filter((answer) => answer.update).length);
    const { json } = presenter.answer(result, presentFor(req));
    return okJson<SuccessBody<'checkUpdates'>>(json);
  };
  return { checkUpdates: checkUpdatesHandler };
}

/**
 * What the site names, as it names it: which entries could be the registry's (a folder name no
 * archive could have, a single-file plugin like `hello.php`) is decided by the package index,
 * once per name, not here at every check.
 */
function installed(entries: InstalledMap): Installed[] {
  const list: Installed[] = [];
  if (!entries) return list;
  // for-in, not Object.entries: a site names hundreds of entries, most of them not ours.
  for (const key in entries) list.push({ key, version: entries[key].Version });
  return list;
}
