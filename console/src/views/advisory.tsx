/** One advisory: what it affects, its counts, the chart of its exposure since publication, and its exposed sites, paged. */
import { useState } from 'preact/hooks';
import type { Schemas } from '../api';
import { LazyExposureChart } from '../lazy-chart';
import { getAdvisory, getExposure, getExposureHistory } from '../queries';
import { href, Pager, Status, TableBox, useLoad } from '../ui';
import { SeverityBadge } from './advisories';

/** A range in words: from which version, to which fix or last affected version. */
function rangeText(range: Schemas['AdvisoryRange']): string {
  const from = range.introduced === '0' ? 'every version' : `${range.introduced}`;
  if (range.fixed) return `${from} below ${range.fixed}`;
  if (range.last_affected) return `${from} to ${range.last_affected}`;
  return `${from} and later (no fix)`;
}

export function AdvisoryView({ id }: { id: string }) {
  const advisory = useLoad(() => getAdvisory(id), [id]);
  return (
    <section aria-labelledby="advisory-title">
      <p>
        <a href={href('advisories')}>← Exposure</a>
      </p>
      <Status loaded={advisory}>{(value) => <AdvisoryDetails advisory={value} />}</Status>
    </section>
  );
}

function AdvisoryDetails({ advisory }: { advisory: Schemas['Advisory'] }) {
  const [page, setPage] = useState(1);
  const exposure = useLoad(() => getExposure(advisory.id, page), [advisory.id, page]);
  const history = useLoad(() => getExposureHistory(advisory.id), [advisory.id]);
  return (
    <>
      <h1 id="advisory-title">
        {advisory.id} <SeverityBadge severity={advisory.severity} />
        {advisory.withdrawn && <span class="badge">withdrawn {advisory.withdrawn.slice(0, 10)}</span>}
      </h1>
      <p>{advisory.summary}</p>
      <p class="muted small">
        {[...advisory.aliases, `source ${advisory.source}`, `published ${advisory.published}`].join(' · ')}
        {advisory.cvss && ` · CVSS ${advisory.cvss.score}`}
      </p>
      <ul data-field="affected">
        {advisory.affected.map((a) => (
          <li key={`${a.type}:${a.slug}`}>
            {a.type} <a href={href(a.type, a.slug)}>{a.slug}</a>: {a.ranges.map(rangeText).join('; ')}
          </li>
        ))}
      </ul>
      {advisory.notice && <p class="muted small">{advisory.notice}</p>}
      <Status loaded={exposure}>
        {({ sites, exposed, info }) => (
          <>
            <p class="panel" data-field="counts">
              <strong data-field="exposed">{sites.exposed}</strong> exposed ·{' '}
              <strong data-field="patched">{sites.patched}</strong> patched · of{' '}
              <strong data-field="total">{sites.total}</strong> sites running an affected package (seen in the last 90
              days)
            </p>
            <h2 id="exposure-chart-title">Exposure since publication</h2>
            <Status loaded={history}>
              {(days) => <LazyExposureChart days={days} labelledBy="exposure-chart-title" from={advisory.published} />}
            </Status>
            <h2>Exposed sites</h2>
            {exposed.length === 0 ? (
              <p>No site runs an affected version.</p>
            ) : (
              <>
                <TableBox label="Exposed sites">
                  <thead>
                    <tr>
                      <th scope="col">Site</th>
                      <th scope="col">Package</th>
                      <th scope="col">Runs</th>
                      <th scope="col">Fixed in</th>
                      <th scope="col">Next check offers</th>
                      <th scope="col">Since</th>
                    </tr>
                  </thead>
                  <tbody>
                    {exposed.map((e) => (
                      <tr key={`${e.site}:${e.type}:${e.slug}`} data-site={e.url}>
                        <th scope="row">
                          <a href={href('sites', e.site)}>{e.url}</a>
                        </th>
                        <td>
                          {e.type} {e.slug}
                        </td>
                        <td data-field="version">{e.version}</td>
                        <td data-field="fixed-in">{e.fixed_in ?? 'no fix'}</td>
                        <td data-field="offered">{e.offered ?? 'nothing'}</td>
                        <td class="small">{e.since}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableBox>
                <Pager label="Exposed site pages" info={info} noun="exposed" onPage={setPage} />
              </>
            )}
          </>
        )}
      </Status>
    </>
  );
}
