/** Packages: every plugin and theme with its latest version, that version's rollout, adoption and alerts. */
import type { PackageType, Rollout } from '../api';
import { getRollout, getVersion, listPackages, type PackageItem } from '../queries';
import { href, percentText, rolloutState, Status, TableBox, useLoad } from '../ui';

interface Row {
  type: PackageType;
  item: PackageItem;
  rollout?: Rollout;
  signed?: boolean;
  rolloutError?: string;
}

async function loadRows(): Promise<Row[]> {
  const [plugins, themes] = await Promise.all([listPackages('plugin'), listPackages('theme')]);
  const items = [
    ...plugins.map((item) => ({ type: 'plugin' as const, item })),
    ...themes.map((item) => ({ type: 'theme' as const, item })),
  ];
  return Promise.all(
    items.map(async (row) => {
      try {
        const [rollout, latest] = await Promise.all([
          getRollout(row.type, row.item.slug, row.item.version),
          getVersion(row.type, row.item.slug, row.item.version),
        ]);
        return { ...row, rollout, signed: latest.signed };
      } catch (err) {
        return { ...row, rolloutError: (err as Error).message };
      }
    }),
  );
}

/** What needs an operator's eye about the latest version: stopped, failing or unhealthy sites. */
function alerts(rollout: Rollout | undefined): { text: string; title?: string }[] {
  if (!rollout) return [];
  const found: { text: string; title?: string }[] = [];
  const stopped = rollout.withdrawn ? 'withdrawn' : rollout.halted ? 'halted' : undefined;
  if (stopped && rollout.stopped_by) found.push({ text: `${stopped} by the gate`, title: rollout.stopped_by });
  else if (stopped) found.push({ text: stopped });
  if (rollout.sites.failed) found.push({ text: `${rollout.sites.failed} failed` });
  if (rollout.sites.unhealthy) found.push({ text: `${rollout.sites.unhealthy} unhealthy` });
  return found;
}

export function PackagesView({ onReady }: { onReady: () => void }) {
  const loaded = useLoad(async () => {
    const rows = await loadRows();
    return rows;
  }, []);
  if (loaded.value) queueMicrotask(onReady);
  return (
    <section aria-labelledby="packages-title">
      <h1 id="packages-title">Packages</h1>
      <Status loaded={loaded}>
        {(rows) =>
          rows.length === 0 ? (
            <p>No packages yet: publish one (see the README).</p>
          ) : (
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
                {rows.map(({ type, item, rollout, signed, rolloutError }) => (
                  <tr key={`${type}:${item.slug}`} data-package={`${type}:${item.slug}`}>
                    <th scope="row">
                      <a href={href(type, item.slug)}>{item.name}</a>
                      <div class="muted small">{item.slug}</div>
                    </th>
                    <td>{type}</td>
                    <td data-field="latest">{item.version}</td>
                    <td data-field="rollout">{rollout ? rolloutState(rollout) : (rolloutError ?? '–')}</td>
                    <td data-field="signed">{signed === undefined ? '–' : signed ? 'signed' : 'unsigned'}</td>
                    <td data-field="share">
                      {rollout
                        ? `${percentText(rollout.sites.running, rollout.sites.total)} (${rollout.sites.running} of ${rollout.sites.total})`
                        : '–'}
                    </td>
                    <td data-field="alerts">
                      {alerts(rollout).map((alert) => (
                        <span class="badge warn" key={alert.text} title={alert.title}>
                          {alert.text}
                        </span>
                      ))}
                      {rollout?.stopped_by && <div class="muted small">{rollout.stopped_by}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          )
        }
      </Status>
    </section>
  );
}
