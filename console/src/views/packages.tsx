/**
 * Packages: every plugin and theme with its latest version, that version's rollout, adoption and
 * alerts, a page at a time: one request a page (GET /packages/summary), whatever the catalogue.
 */
import { useState } from 'preact/hooks';
import type { Rollout } from '../api';
import { listPackageSummaries } from '../queries';
import { href, Pager, percentText, rolloutState, Status, TableBox, useLoad } from '../ui';

/** Packages a page: most registries' whole catalogue in one, and a bounded answer for the largest. */
export const PACKAGES_PER_PAGE = 100;

/** What needs an operator's eye about the latest version: stopped, failing or unhealthy sites. */
function alerts(rollout: Rollout): { text: string; title?: string }[] {
  const found: { text: string; title?: string }[] = [];
  const stopped = rollout.withdrawn ? 'withdrawn' : rollout.halted ? 'halted' : undefined;
  if (stopped && rollout.stopped_by) found.push({ text: `${stopped} by the gate`, title: rollout.stopped_by });
  else if (stopped) found.push({ text: stopped });
  if (rollout.sites.failed) found.push({ text: `${rollout.sites.failed} failed` });
  if (rollout.sites.unhealthy) found.push({ text: `${rollout.sites.unhealthy} unhealthy` });
  return found;
}

export function PackagesView({ onReady }: { onReady: () => void }) {
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => listPackageSummaries(page, PACKAGES_PER_PAGE), [page]);
  if (loaded.value) queueMicrotask(onReady);
  return (
    <section aria-labelledby="packages-title">
      <h1 id="packages-title">Packages</h1>
      <Status loaded={loaded}>
        {({ packages, info }) =>
          info.results === 0 ? (
            <p>No packages yet: publish one (see the README).</p>
          ) : (
            <>
              <TableBox label="Packages">
                <thead>
                  <tr>
                    <th scope="col">Package</th>
                    <th scope="col">Type</th>
                    <th scope="col">Latest</th>
                    <th scope="col">Rollout</th>
                    <th scope="col">Signed</th>
                    <th scope="col">Enrolled sites on latest</th>
                    <th scope="col">Alerts</th>
                  </tr>
                </thead>
                <tbody>
                  {packages.map(({ type, slug, name, version, rollout, signed }) => (
                    <tr key={`${type}:${slug}`} data-package={`${type}:${slug}`}>
                      <th scope="row">
                        <a href={href(type, slug)}>{name}</a>
                        <div class="muted small">{slug}</div>
                      </th>
                      <td>{type}</td>
                      <td data-field="latest">{version}</td>
                      <td data-field="rollout">{rolloutState(rollout)}</td>
                      <td data-field="signed">{signed ? 'signed' : 'unsigned'}</td>
                      <td data-field="share">
                        {`${percentText(rollout.sites.running, rollout.sites.total)} (${rollout.sites.running} of ${rollout.sites.total})`}
                      </td>
                      <td data-field="alerts">
                        {alerts(rollout).map((alert) => (
                          <span class="badge warn" key={alert.text} title={alert.title}>
                            {alert.text}
                          </span>
                        ))}
                        {rollout.stopped_by && <div class="muted small">{rollout.stopped_by}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
              <Pager label="Package pages" info={info} noun="packages" onPage={setPage} />
            </>
          )
        }
      </Status>
    </section>
  );
}
