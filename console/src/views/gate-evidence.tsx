/**
 * What a health gate acted on when it stopped a version (DESIGN 12a): the counts and the
 * outcomes its audit entry keeps, as they were then. Later reports change neither.
 */
import type { PackageType } from '../api';
import { gateStop } from '../queries';
import { href, Status, TableBox, useLoad } from '../ui';

export function GateEvidence({ type, slug, version }: { type: PackageType; slug: string; version: string }) {
  const stop = useLoad(() => gateStop(type, slug, version), [type, slug, version]);
  return (
    <div data-field="gate-evidence">
      <h3 id="evidence-title">What the gate counted</h3>
      <Status loaded={stop}>
        {(entry) => {
          if (!entry?.evidence) return <p>The audit trail holds no stop by the gate for {version}.</p>;
          const { counts, outcomes } = entry.evidence;
          return (
            <>
              <p data-field="evidence-counts">
                At {entry.time}: {counts.sites} counting sites, {counts.unhealthy} unhealthy, {counts.failed} failed;{' '}
                {counts.ignored} ignored (no recorded check-in backed their reports).
              </p>
              <TableBox label="Outcomes the gate counted">
                <thead>
                  <tr>
                    <th scope="col">Site</th>
                    <th scope="col">Report</th>
                    <th scope="col">Result</th>
                    <th scope="col">Code</th>
                    <th scope="col">Time</th>
                  </tr>
                </thead>
                <tbody>
                  {outcomes.map((o) => (
                    <tr key={`${o.site} ${o.report}`} data-evidence={o.site}>
                      <th scope="row">
                        <a href={href('sites', o.site)}>{o.site}</a>
                      </th>
                      <td>{o.report}</td>
                      <td>{o.result}</td>
                      <td>{o.code || '–'}</td>
                      <td>{o.time}</td>
                    </tr>
                  ))}
                </tbody>
              </TableBox>
            </>
          );
        }}
      </Status>
    </div>
  );
}
