import { ringOf } from '../packages/rules.js';
import type { ListedSite, SitePackage } from '../registry/site-inventory.js';
import type { Schemas } from './context.js';
import { lastUpdated } from './dates.js';
import { type SiteRecord, siteState } from '../storage/types.js';

/** A site of `GET /sites`: its last check-in, its packages split into plugins and themes. */
export function site(record: ListedSite): Schemas['Site'] {
  return {
    id: record.id,
    url: record.url,
    ring: ringOf(record),
    holds: { plugins: record.holds.plugins, themes: record.holds.themes },
    verified: record.verified,
    state: siteState(record),
    wp_version: record.wpVersion,
    php_version: record.phpVersion,
    locale: record.locale,
    last_seen: lastUpdated(record.lastSeen),
    plugins: record.packages.filter((p) => p.type === 'plugin').map(sitePackage),
    themes: record.packages.filter((p) => p.type === 'theme').map(sitePackage),
  };
}

/** What an enrollment answers the site: its id, URL and state, not what operators set on it. */
export function enrolledSite(record: SiteRecord): Schemas['SiteEnrolled'] {
  return { id: record.id, url: record.url, state: record.pending ? 'pending' : 'enrolled' };
}

function sitePackage(p: SitePackage): Schemas['SitePackage'] {
  const report = p.lastReport;
  return {
    slug: p.slug,
    managed: p.managed,
    version: p.version,
    latest_version: p.latestVersion ?? null,
    offered_version: p.offeredVersion ?? null,
    update: p.update,
    status: p.status,
    status_message: report && (report.code || report.message) ? `${report.code}: ${report.message}` : '',
    status_time: report?.time ?? null,
  };
}
