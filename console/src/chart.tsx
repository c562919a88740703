/**
 * The adoption chart: enrolled sites per version per day (uPlot, drawn on a canvas), the daily
 * snapshots and today counted live, at the instant it was counted. A table with the same
 * numbers follows it for screen readers and for copying.
 */
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { Schemas } from './api';

const COLORS = ['#2f7ed8', '#e4572e', '#17a673', '#a05bd5', '#f2a541', '#3bb3c3', '#d4477f', '#7a8b99'];

/** Sites that ran `version` that day: an own property only (a version may be named `constructor`). */
const sitesOn = (day: Schemas['AdoptionDay'] | undefined, version: string): number =>
  day !== undefined && Object.hasOwn(day.versions, version) ? day.versions[version] : 0;

/** Versions by how many sites ran them on the last day, most first (the first colours go to what matters now). */
function versionsOf(days: Schemas['Adoption']): string[] {
  const seen = new Set(days.flatMap((day) => Object.keys(day.versions)));
  const last = days.at(-1);
  return [...seen].sort((a, b) => sitesOn(last, b) - sitesOn(last, a) || b.localeCompare(a));
}

const DAY_S = 86_400;

/** Where a day sits on the time axis: a snapshot at its midnight UTC, today's live point at the instant it was counted. */
const secondsOf = (day: Schemas['AdoptionDay']): number => Date.parse(day.at ?? `${day.date}T00:00:00Z`) / 1000;

/** `YYYY-MM-DD HH:MM:SS UTC` of an RFC 3339 instant: the same text under any locale. */
const utcText = (at: string): string =>
  `${new Date(at).toISOString().slice(0, 10)} ${new Date(at).toISOString().slice(11, 19)} UTC`;

export function AdoptionChart(props: { days: Schemas['Adoption']; labelledBy: string; windowDays: number }) {
  const { days, labelledBy, windowDays } = props;
  const box = useRef<HTMLDivElement>(null);
  const versions = versionsOf(days);

  useEffect(() => {
    const element = box.current;
    if (!element || days.length === 0) return;
    const text = getComputedStyle(element).color;
    const grid = getComputedStyle(element).getPropertyValue('--grid').trim() || '#8884';
    const end = secondsOf(days.at(-1)!);
    const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: 240,
        // The whole window, whatever days have a snapshot: a young package starts at the right.
        scales: {
          x: { time: true, range: () => [end - (windowDays - 1) * DAY_S, end] },
          y: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
        },
        axes: [axis, { ...axis, label: 'sites' }],
        series: [
          {},
          ...versions.map((version, i) => ({
            label: version,
            stroke: COLORS[i % COLORS.length],
            width: 2,
            points: { show: days.length < 2 },
          })),
        ],
      },
      [days.map(secondsOf), ...versions.map((version) => days.map((day) => sitesOn(day, version)))],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, windowDays]);

  if (days.length === 0) return <p class="muted">No snapshot yet.</p>;
  const live = days.at(-1)?.at;
  return (
    <figure class="chart" aria-labelledby={labelledBy}>
      <div ref={box} class="chart-canvas" role="img" aria-label="Enrolled sites per version per day" />
      {live && (
        <figcaption class="muted small" data-field="adoption-at">
          Today as of {utcText(live)}, counted when this page loaded; the days before are daily snapshots.
        </figcaption>
      )}
      <details>
        <summary>The numbers</summary>
        <div class="table-box">
          <table data-adoption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {versions.map((v) => (
                  <th scope="col" key={v}>
                    {v}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.at ? `${day.date} (now)` : day.date}</th>
                  {versions.map((v) => (
                    <td key={v}>{sitesOn(day, v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
