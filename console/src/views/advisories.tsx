/** Exposure: the advisories, newest first, filtered by severity, each with its exposed / patched / total sites. */
import { useState } from 'preact/hooks';
import type { Schemas } from '../api';
import { type AdvisoryFilters, getExposure, listAdvisories } from '../queries';
import { href, Pager, Status, TableBox, useLoad } from '../ui';

export const SEVERITIES: Schemas['AdvisorySeverity'][] = ['critical', 'high', 'medium', 'low'];

/** An advisory of the page with its counts, or why they could not be read (a key without sites:read). */
interface Row {
  advisory: Schemas['Advisory'];
  sites?: Schemas['AdvisoryExposure']['sites'];
  error?: string;
}

async function loadPage(filters: AdvisoryFilters, page: number): Promise<{ rows: Row[]; info: Schemas['Info'] }> {
  const { advisories, info } = await listAdvisories(filters, page);
  const rows = await Promise.all(
    advisories.map(async (advisory): Promise<Row> => {
      try {
        return { advisory, sites: (await getExposure(advisory.id, 1, 1)).sites };
      } catch (err) {
        return { advisory, error: (err as Error).message };
      }
    }),
  );
  return { rows, info };
}

export function SeverityBadge({ severity }: { severity: Schemas['AdvisorySeverity'] }) {
  return (
    <span class={severity === 'critical' || severity === 'high' ? 'badge warn' : 'badge'} data-field="severity">
      {severity}
    </span>
  );
}

export function AdvisoriesView({ initial }: { initial: AdvisoryFilters }) {
  const [draft, setDraft] = useState<AdvisoryFilters>(initial);
  const [filters, setFilters] = useState<AdvisoryFilters>(initial);
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => loadPage(filters, page), [JSON.stringify(filters), page]);
  return (
    <section aria-labelledby="exposure-title">
      <h1 id="exposure-title">Exposure</h1>
      <form
        class="filters"
        aria-label="Filter the advisories"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <div class="field">
          <label for="advisory-severity">Severity</label>
          <select
            id="advisory-severity"
            value={draft.severity ?? ''}
            onChange={(e) =>
              setDraft({ ...draft, severity: (e.currentTarget.value || undefined) as AdvisoryFilters['severity'] })
            }
          >
            <option value="">any</option>
            {SEVERITIES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div class="row">
          <input
            id="advisory-exposed"
            type="checkbox"
            checked={draft.exposed ?? false}
            onChange={(e) => setDraft({ ...draft, exposed: e.currentTarget.checked || undefined })}
          />
          <label for="advisory-exposed">Exposing a site</label>
        </div>
        <button type="submit">Filter</button>
      </form>
      <Status loaded={loaded}>
        {({ rows, info }) =>
          rows.length === 0 ? (
            <p>No advisory matches.</p>
          ) : (
            <>
              <TableBox label="Advisories">
                <thead>
                  <tr>
                    <th scope="col">Advisory</th>
                    <th scope="col">Severity</th>
                    <th scope="col">Packages</th>
                    <th scope="col">Exposed</th>
                    <th scope="col">Patched</th>
                    <th scope="col">Total</th>
                    <th scope="col">Published</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ advisory, sites, error }) => (
                    <tr key={advisory.id} data-advisory={advisory.id}>
                      <th scope="row">
                        <a href={href('advisories', advisory.id)}>{advisory.id}</a>
                        {advisory.withdrawn && <span class="badge">withdrawn</span>}
                        <div class="small">{advisory.summary}</div>
                      </th>
                      <td>
                        <SeverityBadge severity={advisory.severity} />
                      </td>
                      <td class="wrap">{advisory.affected.map((a) => `${a.type} ${a.slug}`).join(', ')}</td>
                      {sites ? (
                        <>
                          <td data-field="exposed">{sites.exposed}</td>
                          <td data-field="patched">{sites.patched}</td>
                          <td data-field="total">{sites.total}</td>
                        </>
                      ) : (
                        <td colSpan={3} class="error">
                          {error}
                        </td>
                      )}
                      <td>{advisory.published.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
              <Pager label="Advisory pages" info={info} noun="advisories" onPage={setPage} />
            </>
          )
        }
      </Status>
    </section>
  );
}
