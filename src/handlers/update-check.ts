import { ConflictError } from '../errors.js';
import { recordReports } from '../registry/health-gate.js';
import { enrolledElsewhere } from '../registry/site-identity.js';
import { siteControls } from '../registry/release-control.js';
import { normalizeSiteUrl, recordCheckInLater, reportedPackages } from '../registry/site-inventory.js';
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
}: Pick<
  HandlerDeps,
  'storage' | 'checkIns' | 'presentFor' | 'signedSite' | 'signedAt' | 'requestIdOf' | 'logger' | 'metrics'
>) {
  const updates = new UpdateChecks(storage);
  const presenter = new UpdateCheckPresenter();
  const checkUpdatesHandler: Handler<'checkUpdates'> = async (c, req, res) => {
    const body = jsonBody<'checkUpdates'>(c);
    const { url, wp_version: wpVersion, php_version: phpVersion, locale, ring } = body.site;
    const normalized = normalizeSiteUrl(url);
    // A signed check speaks for its enrolled site only, at the URL it enrolled with.
    const enrolled = signedSite(res);
    if (enrolled && enrolled.url !== normalized) throw new ConflictError(enrolledElsewhere(enrolled));
    const check = {
      site: { wp: wpVersion, php: phpVersion },
      url: normalized,
      ...(await siteControls(storage, normalized, ring, enrolled)),
      plugins: installed(body.plugins),
      themes: installed(body.themes),
    };
    // Reports the site could not send before ride along; only an enrolled site's count.
    if (enrolled && body.reports?.length)
      await recordReports(storage, checkIns, enrolled, body.reports, requestIdOf(res));
    const result = await updates.check(check);
    metrics?.updateChecks.inc();
    metrics?.offers.inc([...result.plugins, ...result.themes].filter((answer) => answer.update).length);
    // `record: false` is a re-check just before an install: answered, not written.
    if (body.record !== false) {
      // The answer does not wait for the check-in to be stored; a failure is logged, and the site reports again at its next check.
      recordCheckInLater(
        storage,
        checkIns,
        {
          url: normalized,
          wpVersion,
          phpVersion,
          locale,
          ring,
          verified: enrolled !== undefined,
          ...(enrolled ? { siteTime: signedAt(res) } : {}),
        },
        reportedPackages(result),
        (err) => logger?.warn({ err, site: normalized }, 'check-in not recorded'),
      );
    }
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
