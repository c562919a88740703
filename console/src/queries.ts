/** The calls the views make, each typed by the spec's operation (see api.ts). */
import { api, data, type PackageType, type Schemas } from './api';

/** What the views show of a version: the fields plugins and themes share. */
export type VersionItem = Pick<Schemas['PluginVersion'] & Schemas['ThemeVersion'], 'version' | 'latest' | 'signed'>;

/** The packages a Packages page shows: a page of plugins, then themes, each with its latest version's rollout, in one request. */
export async function listPackageSummaries(page: number, perPage: number): Promise<Schemas['PackageSummaryList']> {
  return data(api.GET('/packages/summary', { params: { query: { page, per_page: perPage } } }));
}

export async function packageName(type: PackageType, slug: string): Promise<string> {
  const path = { params: { path: { slug } } };
  return type === 'plugin'
    ? (await data(api.GET('/plugins/{slug}', path))).name
    : (await data(api.GET('/themes/{slug}', path))).name;
}

export async function listVersions(type: PackageType, slug: string): Promise<VersionItem[]> {
  const path = { params: { path: { slug } } };
  return type === 'plugin'
    ? data(api.GET('/plugins/{slug}/versions', path))
    : data(api.GET('/themes/{slug}/versions', path));
}

export async function getRollout(type: PackageType, slug: string, version: string): Promise<Schemas['Rollout']> {
  const path = { params: { path: { slug, version } } };
  return type === 'plugin'
    ? data(api.GET('/plugins/{slug}/versions/{version}/rollout', path))
    : data(api.GET('/themes/{slug}/versions/{version}/rollout', path));
}

export async function patchRollout(
  type: PackageType,
  slug: string,
  version: string,
  body: Schemas['RolloutPatch'],
): Promise<Schemas['Rollout']> {
  const request = { params: { path: { slug, version } }, body };
  return type === 'plugin'
    ? data(api.PATCH('/plugins/{slug}/versions/{version}/rollout', request))
    : data(api.PATCH('/themes/{slug}/versions/{version}/rollout', request));
}

export async function getAdoption(type: PackageType, slug: string, days: number): Promise<Schemas['Adoption']> {
  const request = { params: { path: { slug }, query: { days } } };
  return type === 'plugin'
    ? data(api.GET('/plugins/{slug}/adoption', request))
    : data(api.GET('/themes/{slug}/adoption', request));
}

export type SiteStatus = Schemas['SitePackage']['status'];
export type SiteState = Schemas['SiteState'];
export type SiteFilters = {
  search?: string;
  ring?: string;
  plugin?: string;
  theme?: string;
  version?: string;
  /** With plugin or theme: the sites whose status for that package is this. */
  status?: SiteStatus;
  /** Only sites in this enrollment state (`pending`: waiting for an operator's approval). */
  state?: SiteState;
};

/** A page of sites, as the API pages them, with its `info` (the count of all that match). */
export async function listSites(filters: SiteFilters, page: number, perPage: number): Promise<Schemas['SiteList']> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as SiteFilters;
  return data(api.GET('/sites', { params: { query: { ...query, page, per_page: perPage } } }));
}

/** One site by id, each package with the advisories affecting the version it runs. */
export async function getSite(id: string): Promise<Schemas['Site']> {
  return data(api.GET('/sites/{id}', { params: { path: { id } } }));
}

export async function patchSite(id: string, body: Schemas['SitePatch']): Promise<Schemas['Site']> {
  // openapi-fetch takes a property whose only type is null (`key: null`, a key release) for a
  // read-only one and leaves it out of request bodies: widened to the type without it, unchanged.
  const sent: Omit<Schemas['SitePatch'], 'key'> = body;
  return data(api.PATCH('/sites/{id}', { params: { path: { id } }, body: sent }));
}

/** Approves a site that waits for an operator (REGISTRY_SITES=approved): its signed requests are answered from then on. */
export function approveSite(id: string): Promise<Schemas['Site']> {
  return patchSite(id, { approved: true });
}

/** Releases the site's enrolled key (`{"key": null}`): it enrolls again, keeping id, ring and holds. */
export function releaseSiteKey(id: string): Promise<Schemas['Site']> {
  return patchSite(id, { key: null });
}

export async function deleteSite(id: string): Promise<Schemas['Site']> {
  return data(api.DELETE('/sites/{id}', { params: { path: { id } } }));
}

export type AuditFilters = {
  type?: Schemas['AuditType'];
  slug?: string;
  action?: Schemas['AuditAction'];
  since?: string;
  until?: string;
};

export async function listAudit(filters: AuditFilters, page: number): Promise<Schemas['AuditList']> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters;
  return data(api.GET('/audit', { params: { query: { ...query, page, per_page: 50 } } }));
}

/** Checks a key: GET /author answers any valid key. */
/**
 * The sign-in state: `none` where the registry offers no sign-in (keys only: nothing more is
 * asked, so no 4xx reaches the browser's console); else the session when signed in, or
 * `available` (its answer is 401 without one).
 */
export async function sessionState(): Promise<Schemas['Session'] | 'available' | 'none'> {
  const method = await data(api.GET('/auth'));
  if (method.sign_in === 'none') return 'none';
  const { data: body } = await api.GET('/auth/session');
  return body ?? 'available';
}

/** Ends the session in the registry; App Service Authentication answers its own sign-out to open. */
export async function signOut(): Promise<string | undefined> {
  return (await data(api.POST('/auth/logout'))).sign_out_url;
}

/** Checks the key typed in (401 for a wrong one) and answers what it may do, as `scope:permission` grants. */
export async function checkKey(): Promise<string[]> {
  return (await data(api.GET('/auth/key'))).scopes;
}

/**
 * The audit entry of the health gate's latest stop of a version (its evidence), or undefined:
 * the package's rollout entries, newest first, a page at a time, until one by the gate is found.
 */
export async function gateStop(
  type: PackageType,
  slug: string,
  version: string,
): Promise<Schemas['AuditEntry'] | undefined> {
  const filters: AuditFilters = { type, slug, action: `${type}.version.rollout` };
  for (let page = 1; ; page++) {
    const { entries, info } = await listAudit(filters, page);
    const stop = entries.find((e) => e.version === version && 'gate' in e.actor && e.evidence !== undefined);
    if (stop || page >= info.pages) return stop;
  }
}

/** The rings sites are in, by name, with how many (GET /sites/rings). */
export async function listRings(): Promise<Schemas['RingList']['rings']> {
  return (await data(api.GET('/sites/rings'))).rings;
}

export type AdvisoryFilters = { severity?: Schemas['AdvisorySeverity']; exposed?: boolean };

/** A page of advisories, newest first, as the API pages them. */
export async function listAdvisories(filters: AdvisoryFilters, page: number): Promise<Schemas['AdvisoryList']> {
  const query = { ...filters, exposed: filters.exposed || undefined, page, per_page: 20 };
  return data(api.GET('/advisories', { params: { query } }));
}

export async function getAdvisory(id: string): Promise<Schemas['Advisory']> {
  return data(api.GET('/advisories/{id}', { params: { path: { id } } }));
}

/** The advisory's counts and a page of its exposed sites. */
export async function getExposure(id: string, page: number, perPage = 50): Promise<Schemas['AdvisoryExposure']> {
  return data(api.GET('/advisories/{id}/exposure', { params: { path: { id }, query: { page, per_page: perPage } } }));
}

export async function getExposureHistory(id: string): Promise<Schemas['AdvisoryExposureHistory']> {
  return data(api.GET('/advisories/{id}/exposure/history', { params: { path: { id } } }));
}
