import { ConflictError } from '../errors.js';
import { isSlug } from '../packages/rules.js';
import { recordReports } from '../registry/health-gate.js';
import { enrolledElsewhere } from '../registry/site-identity.js';
import { siteControls } from '../registry/release-control.js';
import { normalizeSiteUrl, recordCheckInLater, reportedPackages } from '../registry/site-inventory.js';
import { type Installed, UpdateChecks } from '../registry/update-check.js';
import { UpdateCheckPresenter } from '../present/update-check.js';
import type { Handler, HandlerDeps } from './types.js';
import { jsonBody, okJson } from './types.js';

type InstalledMap = Record<string, { Version: string }> | undefined;

export function updateCheckHandlers({ storage, checkIns, presentFor, signedSite, requestIdOf, logger }: HandlerDeps) {
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
      plugins: installed(body.plugins, pluginSlug),
      themes: installed(body.themes, (stylesheet) => stylesheet),
    };
    // Reports the site could not send before ride along; only an enrolled site's count.
    if (enrolled && body.reports?.length) await recordReports(storage, enrolled, body.reports, requestIdOf(res));
    const result = await updates.check(check);
    // `record: false` is a re-check just before an install: answered, not written.
    if (body.record !== false) {
      // The answer does not wait for the check-in to be stored; a failure is logged, and the site reports again at its next check.
      recordCheckInLater(
        storage,
        checkIns,
        { url, wpVersion, phpVersion, locale, ring, verified: enrolled !== undefined },
        reportedPackages(result),
        (err) => logger?.warn({ err, site: url }, 'check-in not recorded'),
      );
    }
    const { body: answer, json } = presenter.answer(result, presentFor(req));
    return okJson(answer, json);
  };
  return { checkUpdates: checkUpdatesHandler };
}

/**
 * The entries whose key names a possible registry slug. Others (a single-file plugin like
 * `hello.php`, a folder name no archive could have) cannot be ours and are left out.
 */
function installed(entries: InstalledMap, slugOf: (key: string) => string | undefined): Installed[] {
  const list: Installed[] = [];
  if (!entries) return list;
  // for-in, not Object.entries: a site names hundreds of entries, most of them not ours.
  for (const key in entries) {
    const slug = slugOf(key);
    if (slug !== undefined && isSlug(slug)) list.push({ key, slug, version: entries[key].Version });
  }
  return list;
}

/** `acme-forms/acme-forms.php` -> `acme-forms`: WordPress keys a plugin by its folder and main file. */
function pluginSlug(file: string): string | undefined {
  const slash = file.indexOf('/');
  return slash > 0 ? file.slice(0, slash) : undefined;
}
