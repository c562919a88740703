/**
 * The chart's code (uPlot) is fetched when a package page first needs it, not with the first
 * view: the Packages view, which every visit starts with, loads and becomes usable sooner.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from './api';
import { ErrorBox, messageOf } from './ui';

type Chart = (typeof import('./chart'))['AdoptionChart'];

let loading: Promise<Chart> | undefined;

export function LazyChart(props: { days: Schemas['Adoption']; labelledBy: string; windowDays: number }) {
  const [chart, setChart] = useState<{ Chart?: Chart; error?: string }>({});
  useEffect(() => {
    loading ??= import('./chart').then((module) => module.AdoptionChart);
    loading.then(
      (Chart) => setChart({ Chart }),
      (err: unknown) => setChart({ error: messageOf(err) }),
    );
  }, []);
  if (chart.error) return <ErrorBox message={`The chart could not load: ${chart.error}`} />;
  return chart.Chart ? <chart.Chart {...props} /> : <p class="muted">Loading the chart…</p>;
}
