import type { Advisory } from '../packages/advisory.js';
import type { Exposure } from '../registry/advisories/exposure.js';
import type { ListedSite } from '../registry/site-inventory.js';
import { apiAffected } from '../storage/audit-entries.js';
import type { PackageType } from '../storage/types.js';
import type { Schemas } from './context.js';
import { site } from './site.js';

export function presentAdvisory(advisory: Advisory): Schemas['Advisory'] {
  return {
    id: advisory.id,
    aliases: advisory.aliases,
    summary: advisory.summary,
    details: advisory.details,
    severity: advisory.severity,
    cvss: advisory.cvss,
    affected: apiAffected(advisory.affected),
    references: advisory.references.map((r) => ({ url: r.url })),
    published: advisory.published,
    modified: advisory.modified,
    withdrawn: advisory.withdrawn,
    source: advisory.source,
    notice: advisory.notice,
  };
}

export function presentExposure(exposure: Exposure, info: Schemas['Info']): Schemas['AdvisoryExposure'] {
  return {
    info,
    sites: exposure.sites,
    exposed: exposure.exposed.map((e) => ({
      site: e.site.id,
      url: e.site.url,
      type: e.type,
      slug: e.slug,
      version: e.version,
      fixed_in: e.fixedIn ?? null,
      offered: e.offered ?? null,
      since: e.since,
    })),
  };
}

/** A site of GET /sites/{id}: as GET /sites lists it, each package with the advisories affecting its version. */
export function siteWithAdvisories(
  listed: ListedSite,
  advisoriesOf: (type: PackageType, slug: string) => string[],
): Schemas['Site'] {
  const shown = site(listed);
  const withIds = (type: PackageType) => (p: Schemas['SitePackage']) => ({
    ...p,
    advisories: advisoriesOf(type, p.slug),
  });
  return { ...shown, plugins: shown.plugins.map(withIds('plugin')), themes: shown.themes.map(withIds('theme')) };
}
