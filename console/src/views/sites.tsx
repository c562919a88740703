/**
 * Sites: the fleet with its rings, versions and what each is behind on, with filters, a page at a
 * time as the API pages them (a fleet of 100 000 sites is never read whole). Sites of the page
 * that wait for an operator's approval (REGISTRY_SITES=approved) come first, each with an Approve
 * control; the Enrollment filter `pending` (`#/sites?state=pending`) lists all that wait.
 */
import { useState } from 'preact/hooks';
import type { Site } from '../api';
import { approveSite, listSites, type SiteFilters, type SiteState, type SiteStatus } from '../queries';
import { RingChoices, RINGS_LIST, RingsInUse } from '../rings';
import { ErrorBox, href, messageOf, Pager, Status, TableBox, useLoad } from '../ui';

/** Sites a page. */
export const SITES_PER_PAGE = 100;

/** Pending sites first, the API's order kept otherwise (the sort is stable). */
const pendingFirst = (sites: Site[]) =>
  [...sites].sort((a, b) => Number(b.state === 'pending') - Number(a.state === 'pending'));

/** A pending site's Approve control; once approved, the row shows the state the API answered. */
function Approval({ site }: { site: Site }) {
  const [state, setState] = useState(site.state);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function approve() {
    setBusy(true);
    setError(undefined);
    try {
      setState((await approveSite(site.id)).state);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }
  if (state !== 'pending') return <>{state}</>;
  return (
    <>
      <span class="badge warn">pending</span>{' '}
      <button type="button" disabled={busy} aria-label={`Approve ${site.url}`} onClick={() => void approve()}>
        Approve
      </button>
      {error && <ErrorBox message={error} />}
    </>
  );
}

/** Registry packages the site runs below the registry's latest; `offered_version` says what its next check gets. */
const behind = (site: Site) =>
  [...site.plugins, ...site.themes].filter((p) => p.managed && p.version !== p.latest_version);
const offerText = (p: Site['plugins'][number]) =>
  p.offered_version === null
    ? ' (not offered yet)'
    : p.offered_version !== p.latest_version
      ? ` (offered ${p.offered_version})`
      : '';

/**
 * What the site's next update check offers it for a package, in words: the version, or why
 * nothing (the API says only that nothing is offered; a hold and being up to date are the
 * reasons the console can tell, the rest is the rollout's: staged, halted or withdrawn).
 */
export function nextOffer(p: Site['plugins'][number], held: boolean): string {
  if (!p.managed) return 'nothing: not a registry package';
  if (p.offered_version !== null) return p.offered_version;
  if (held) return 'nothing: held on this site';
  if (p.version === p.latest_version) return 'nothing: up to date';
  return `nothing yet: ${p.latest_version} has not reached this site`;
}

/** The packages whose latest report on this site says failed or unhealthy. */
export const troubles = (site: Site) => [...site.plugins, ...site.themes].filter((p) => p.status !== 'ok');
export const troubleText = (p: Site['plugins'][number]) =>
  `${p.slug} ${p.status}${p.status_message ? `: ${p.status_message}` : ''}`;
const STATUSES: SiteStatus[] = ['ok', 'failed', 'unhealthy'];
const STATES: SiteState[] = ['pending', 'enrolled', 'unenrolled'];

export function SitesView({ initial }: { initial: SiteFilters }) {
  const [filters, setFilters] = useState<SiteFilters>(initial);
  const [draft, setDraft] = useState<SiteFilters>(initial);
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => listSites(filters, page, SITES_PER_PAGE), [JSON.stringify(filters), page]);
  const field = (name: keyof SiteFilters, label: string) => (
    <div class="field">
      <label for={`site-${name}`}>{label}</label>
      <input
        id={`site-${name}`}
        type="text"
        list={name === 'ring' ? RINGS_LIST : undefined}
        value={draft[name] ?? ''}
        onInput={(e) => setDraft({ ...draft, [name]: e.currentTarget.value.trim() || undefined })}
      />
    </div>
  );

  return (
    <section aria-labelledby="sites-title">
      <h1 id="sites-title">Sites</h1>
      <form
        class="filters"
        aria-label="Filter sites"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        {field('search', 'URL contains')}
        {field('ring', 'Ring')}
        {field('plugin', 'Runs plugin')}
        {field('theme', 'Runs theme')}
        {field('version', 'At version')}
        <div class="field">
          <label for="site-status">Its status (with a plugin or theme)</label>
          <select
            id="site-status"
            value={draft.status ?? ''}
            onChange={(e) => setDraft({ ...draft, status: (e.currentTarget.value || undefined) as SiteStatus })}
          >
            <option value="">any</option>
            {STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="site-state">Enrollment</label>
          <select
            id="site-state"
            value={draft.state ?? ''}
            onChange={(e) => setDraft({ ...draft, state: (e.currentTarget.value || undefined) as SiteState })}
          >
            <option value="">any</option>
            {STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </div>
        <button type="submit">Filter</button>
        <RingChoices />
      </form>
      <RingsInUse />
      <Status loaded={loaded}>
        {({ sites, info }) =>
          info.results === 0 ? (
            <p>No site matches.</p>
          ) : (
            <>
              <TableBox label="Sites">
                <thead>
                  <tr>
                    <th scope="col">Site</th>
                    <th scope="col">Enrollment</th>
                    <th scope="col">Ring</th>
                    <th scope="col">WordPress · PHP</th>
                    <th scope="col">Last seen</th>
                    <th scope="col">Health</th>
                    <th scope="col">Behind</th>
                    <th scope="col">Holds</th>
                  </tr>
                </thead>
                <tbody>
                  {pendingFirst(sites).map((site) => (
                    <tr key={site.id} data-site={site.id}>
                      <th scope="row">
                        <a href={href('sites', site.id)}>{site.url}</a>
                      </th>
                      <td>
                        {/* One column for who the site is: its enrollment, and whether its last check was signed. */}
                        <div data-field="state">
                          <Approval site={site} />
                        </div>
                        <div data-field="verified" class="small">
                          {site.verified ? 'signed' : <span class="badge warn">unsigned</span>}
                        </div>
                      </td>
                      <td data-field="ring">{site.ring}</td>
                      <td>
                        {site.wp_version || '–'} · {site.php_version || '–'}
                      </td>
                      <td>{site.last_seen}</td>
                      <td data-field="health">
                        {troubles(site).length === 0
                          ? 'ok'
                          : troubles(site).map((p) => (
                              <div key={p.slug} title={p.status_time ?? undefined}>
                                <span class="badge warn">{p.status}</span> {p.slug}
                                {p.status_message && <span class="muted small"> {p.status_message}</span>}
                              </div>
                            ))}
                      </td>
                      <td data-field="behind">
                        {behind(site).length === 0
                          ? 'up to date'
                          : behind(site)
                              .map((p) => `${p.slug} ${p.version} → ${p.latest_version}${offerText(p)}`)
                              .join(', ')}
                      </td>
                      <td data-field="holds">{[...site.holds.plugins, ...site.holds.themes].join(', ') || '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
              <Pager label="Site pages" info={info} noun="sites" onPage={setPage} />
            </>
          )
        }
      </Status>
    </section>
  );
}
