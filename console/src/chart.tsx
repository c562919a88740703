/**
 * The charts, uPlot on a canvas, each followed by a table of the same numbers for screen readers
 * and for copying. Adoption: enrolled sites per version per day. Exposure: an advisory's exposed
 * and patched sites per day since its publication. Both show the daily counts and today counted
 * live, at the instant it was counted.
 */
import type { ComponentChildren } from 'preact';
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

/** The axes' colours, read from the page's style (light or dark). */
function axisOf(element: HTMLElement) {
  const text = getComputedStyle(element).color;
  const grid = getComputedStyle(element).getPropertyValue('--grid').trim() || '#8884';
  return { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
}

const HEIGHT = 240;
const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, 280);

/** Draws a uPlot into `box` at its width, redrawn as it resizes, removed with the component; nothing when `make` gives nothing. */
function usePlot(
  box: { current: HTMLDivElement | null },
  make: (
    element: HTMLDivElement,
  ) => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData } | undefined,
  deps: unknown[],
) {
  useEffect(() => {
    const element = box.current;
    const made = element && make(element);
    if (!element || !made) return;
    const plot = new uPlot({ ...made.options, width: widthOf(element), height: HEIGHT }, made.data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: widthOf(element), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, deps);
}

/** A chart's figure: its canvas, today's live instant when there is one, and its numbers as a table. */
function ChartFigure(props: {
  box: { current: HTMLDivElement | null };
  labelledBy: string;
  label: string;
  live?: string;
  liveField: string;
  before: string;
  table: ComponentChildren;
}) {
  return (
    <figure class="chart" aria-labelledby={props.labelledBy}>
      <div ref={props.box} class="chart-canvas" role="img" aria-label={props.label} />
      {props.live && (
        <figcaption class="muted small" data-field={props.liveField}>
          Today as of {utcText(props.live)}, counted when this page loaded; the days before are {props.before}.
        </figcaption>
      )}
      <details>
        <summary>The numbers</summary>
        <div class="table-box">{props.table}</div>
      </details>
    </figure>
  );
}

export function AdoptionChart(props: { days: Schemas['Adoption']; labelledBy: string; windowDays: number }) {
  const { days, labelledBy, windowDays } = props;
  const box = useRef<HTMLDivElement>(null);
  const versions = versionsOf(days);

  usePlot(
    box,
    (element) => {
      if (days.length === 0) return undefined;
      const end = secondsOf(days.at(-1)!);
      const axis = axisOf(element);
      return {
        options: {
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
        data: [days.map(secondsOf), ...versions.map((version) => days.map((day) => sitesOn(day, version)))],
      };
    },
    [days, windowDays],
  );

  if (days.length === 0) return <p class="muted">No snapshot yet.</p>;
  return (
    <ChartFigure
      box={box}
      labelledBy={labelledBy}
      label="Enrolled sites per version per day"
      live={days.at(-1)?.at}
      liveField="adoption-at"
      before="daily snapshots"
      table={
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
      }
    />
  );
}

/** Where a day of exposure sits on the time axis: a stored count at its midnight UTC, today's at the instant it was counted. */
const exposureSeconds = (day: Schemas['AdvisoryExposureDay']): number =>
  Date.parse(day.at ?? `${day.day}T00:00:00Z`) / 1000;

/**
 * An advisory's exposed and patched sites per day since its publication (`from`): the daily
 * counts and today counted live. A table with the same numbers follows it.
 */
export function ExposureChart(props: { days: Schemas['AdvisoryExposureHistory']; labelledBy: string; from: string }) {
  const { days, labelledBy, from } = props;
  const box = useRef<HTMLDivElement>(null);

  usePlot(
    box,
    (element) => {
      if (days.length === 0) return undefined;
      const start = Math.min(Date.parse(from) / 1000, exposureSeconds(days[0]));
      const end = Math.max(exposureSeconds(days.at(-1)!), start + DAY_S);
      const axis = axisOf(element);
      const points = { show: days.length < 2 };
      return {
        options: {
          scales: {
            x: { time: true, range: () => [start, end] },
            y: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
          },
          axes: [axis, { ...axis, label: 'sites' }],
          series: [
            {},
            { label: 'exposed', stroke: COLORS[1], width: 2, points },
            { label: 'patched', stroke: COLORS[2], width: 2, points },
          ],
        },
        data: [days.map(exposureSeconds), days.map((day) => day.exposed), days.map((day) => day.patched)],
      };
    },
    [days, from],
  );

  if (days.length === 0) return <p class="muted">No count yet.</p>;
  return (
    <ChartFigure
      box={box}
      labelledBy={labelledBy}
      label="Exposed and patched sites per day since publication"
      live={days.at(-1)?.at}
      liveField="exposure-at"
      before="daily counts"
      table={
        <table data-exposure-history>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Exposed</th>
              <th scope="col">Patched</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.at ? `${day.day} (now)` : day.day}</th>
                <td>{day.exposed}</td>
                <td>{day.patched}</td>
                <td>{day.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
