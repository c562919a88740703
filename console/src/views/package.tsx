/**
 * A package: its versions with their rollouts and health counts, the sites that failed or went
 * unhealthy on it, the adoption chart, and one version's controls.
 */
import type { PackageType, Rollout, Schemas } from '../api';
import { LazyChart } from '../lazy-chart';
import { getAdoption, getRollout, listSites, listVersions, packageName, type SiteStatus } from '../queries';
import { useState } from 'preact/hooks';
import { href, percentText, rolloutState, Status, TableBox, useLoad } from '../ui';
import { VersionControls } from './version-controls';

const ADOPTION_DAYS = 30;
/** Sites shown of each status, failed and unhealthy: the rest is a link to the Sites view filtered the same way. */
export const TROUBLED_SHOWN = 20;

export function PackageView({ type, slug, selected }: { type: PackageType; slug: string; selected?: string }) {
  const loaded = useLoad(async () => {
    const [name, versions] = await Promise.all([packageName(type, slug), listVersions(type, slug)]);
    const rollouts = await Promise.all(versions.map((v) => getRollout(type, slug, v.version)));
    return { name, versions, rollouts };
  }, [type, slug]);
  const troubled = useLoad(async () => {
    const filter = { [type]: slug };
    const [failed, unhealthy] = await Promise.all([
      listSites({ ...filter, status: 'failed' }, 1, TROUBLED_SHOWN),
      listSites({ ...filter, status: 'unhealthy' }, 1, TROUBLED_SHOWN),
    ]);
    return { failed, unhealthy };
  }, [type, slug]);
  const adoption = useLoad(() => getAdoption(type, slug, ADOPTION_DAYS), [type, slug]);
  // The version the operator last changed stays in the panel: withdrawing the latest moves
  // `latest`, and a panel that followed it would aim its Withdraw button at another release.
  // Kept with its package: the view stays mounted when the operator opens another package.
  const [changed, setChanged] = useState<{ type: PackageType; slug: string; version: string }>();
  const versions = loaded.value?.versions;
  const kept = changed?.type === type && changed.slug === slug ? changed.version : undefined;
  const chosen =
    selected ?? (versions?.some((v) => v.version === kept) ? kept : versions?.find((v) => v.latest)?.version);
  const keep = (version: string) => {
    setChanged({ type, slug, version });
    if (selected === undefined)
      history.replaceState(null, '', `${href(type, slug)}?version=${encodeURIComponent(version)}`);
    loaded.reload();
  };

  return (
    <section aria-labelledby="package-title">
      <p>
        <a href="#/">← Packages</a>
      </p>
      <h1 id="package-title">
        {loaded.value?.name ?? slug} <span class="muted small">{type}</span>
      </h1>
      <Status loaded={loaded}>
        {({ versions, rollouts }) => (
          <>
            <TableBox label="Versions">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Rollout</th>
                  <th scope="col">Signed</th>
                  <th scope="col">Reaches</th>
                  <th scope="col">Enrolled sites running</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Unhealthy</th>
                  <th scope="col">Unsigned sites running it (not counted)</th>
                  <th scope="col">Ignored reports</th>
                  <th scope="col">Controls</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v, i) => (
                  <VersionRow
                    key={v.version}
                    type={type}
                    slug={slug}
                    version={v.version}
                    latest={v.latest}
                    signed={v.signed}
                    rollout={rollouts[i]}
                    current={v.version === chosen}
                  />
                ))}
              </tbody>
            </TableBox>
            <p class="muted small" data-field="count-definition">
              Sites are counted one way on this page, in the table and the chart: enrolled sites (their last check
              signed by their key) seen in the last 7 days. Sites whose last check was unsigned are in none of these
              numbers: each version's row counts apart those running it.
            </p>
            {chosen && (
              <VersionControls
                key={chosen}
                type={type}
                slug={slug}
                rollout={rollouts[versions.findIndex((v) => v.version === chosen)]}
                onChanged={keep}
              />
            )}
          </>
        )}
      </Status>
      <h2 id="troubled-title">Sites that failed or went unhealthy on {slug}</h2>
      <Status loaded={troubled}>{(lists) => <TroubledSites {...lists} type={type} slug={slug} />}</Status>
      <h2 id="adoption-title">Adoption: enrolled sites running each version, last {ADOPTION_DAYS} days</h2>
      <Status loaded={adoption}>
        {(days) => <LazyChart days={days} labelledBy="adoption-title" windowDays={ADOPTION_DAYS} />}
      </Status>
      <p>
        <a href={`${href('sites')}?${type}=${encodeURIComponent(slug)}`}>Sites running {slug}</a>
      </p>
    </section>
  );
}

function VersionRow(props: {
  type: PackageType;
  slug: string;
  version: string;
  latest: boolean;
  signed: boolean;
  rollout: Rollout;
  current: boolean;
}) {
  const { type, slug, version, latest, signed, rollout, current } = props;
  return (
    <tr data-version={version} aria-current={current ? 'true' : undefined}>
      <th scope="row">
        {version} {latest && <span class="badge">latest</span>}
      </th>
      <td data-field="rollout">{rolloutState(rollout)}</td>
      <td data-field="signed">{signed ? 'signed' : 'unsigned'}</td>
      <td data-field="reached">
        {rollout.sites.reached} of {rollout.sites.total}
      </td>
      <td data-field="running">
        {rollout.sites.running} ({percentText(rollout.sites.running, rollout.sites.total)})
      </td>
      <td data-field="failed">{rollout.sites.failed}</td>
      <td data-field="unhealthy">{rollout.sites.unhealthy}</td>
      <td data-field="unverified">{rollout.sites.unverified}</td>
      <td data-field="ignored">{rollout.sites.ignored}</td>
      <td>
        <a href={`${href(type, slug)}?version=${encodeURIComponent(version)}`} aria-label={`Manage ${version}`}>
          Manage
        </a>
      </td>
    </tr>
  );
}

/**
 * The first page of the sites whose latest report for the package says failed, and of those
 * that say unhealthy, with that report; each status's count is the API's, and a link opens the
 * Sites view filtered the same way for all of them.
 */
function TroubledSites(props: {
  failed: Schemas['SiteList'];
  unhealthy: Schemas['SiteList'];
  type: PackageType;
  slug: string;
}) {
  const { failed, unhealthy, type, slug } = props;
  const sites = [...failed.sites, ...unhealthy.sites];
  if (sites.length === 0) return <p>None: no site reported a failed install or an unhealthy site.</p>;
  const sitesText = (count: number, status: SiteStatus) => `${count} ${status} site${count === 1 ? '' : 's'}`;
  const more = (status: SiteStatus, list: Schemas['SiteList']) => {
    const total = list.info.results;
    if (total === 0) return null;
    const all = `${href('sites')}?${type}=${encodeURIComponent(slug)}&status=${status}`;
    return (
      <p class="small" data-troubled-total={status}>
        {list.sites.length < total ? (
          <>
            Showing {list.sites.length} of {sitesText(total, status)}. <a href={all}>All {sitesText(total, status)}</a>
          </>
        ) : (
          <a href={all}>{sitesText(total, status)} in Sites</a>
        )}
      </p>
    );
  };
  return (
    <>
      <TableBox label="Failed or unhealthy sites">
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Status</th>
            <th scope="col">Runs</th>
            <th scope="col">Report</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => {
            const p = (type === 'plugin' ? site.plugins : site.themes).find((entry) => entry.slug === slug);
            return (
              <tr key={site.id} data-troubled={site.id}>
                <th scope="row">
                  <a href={href('sites', site.id)}>{site.url}</a>
                </th>
                <td data-field="status">
                  <span class="badge warn">{p?.status}</span>
                </td>
                <td>{p?.version}</td>
                <td data-field="message">{p?.status_message || '–'}</td>
                <td>{p?.status_time ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </TableBox>
      {more('failed', failed)}
      {more('unhealthy', unhealthy)}
    </>
  );
}
