/**
 * The charts' code (uPlot) is fetched when a package or advisory page first needs it, not with the first
 * view: the Packages view, which every visit starts with, loads and becomes usable sooner.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from './api';
import { ErrorBox, messageOf } from './ui';

type Charts = typeof import('./chart');

let loading: Promise<Charts> | undefined;

/**
 * uPlot formats numbers with `new Intl.NumberFormat(navigator.language)`, read once when its
 * module loads; a browser started under the POSIX locale (a bare server, CI) reports
 * `en-US@posix`, which Intl refuses with a RangeError, and the chart would never load. Before
 * that module loads, the page's own `navigator.language` is shadowed by the nearest tag Intl
 * takes: the tag without its `@` modifier, else `en-US`.
 */
function keepLanguageIntlTakes(): void {
  const language = navigator.language;
  if (supported(language)) return;
  const bare = language.replace(/@.*$/, '');
  const usable = supported(bare) ? bare : 'en-US';
  Object.defineProperty(navigator, 'language', { value: usable, configurable: true });
}

function supported(language: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0;
  } catch {
    return false; // a malformed tag: supportedLocalesOf throws rather than answering
  }
}

/** The chart module once loaded, or why it could not load. */
function useCharts(): { charts?: Charts; error?: string } {
  const [state, setState] = useState<{ charts?: Charts; error?: string }>({});
  useEffect(() => {
    keepLanguageIntlTakes();
    loading ??= import('./chart');
    loading.then(
      (charts) => setState({ charts }),
      (err: unknown) => setState({ error: messageOf(err) }),
    );
  }, []);
  return state;
}

function Pending({ error }: { error?: string }) {
  return error ? <ErrorBox message={`The chart could not load: ${error}`} /> : <p class="muted">Loading the chart…</p>;
}

export function LazyChart(props: { days: Schemas['Adoption']; labelledBy: string; windowDays: number }) {
  const { charts, error } = useCharts();
  return charts ? <charts.AdoptionChart {...props} /> : <Pending error={error} />;
}

export function LazyExposureChart(props: {
  days: Schemas['AdvisoryExposureHistory'];
  labelledBy: string;
  from: string;
}) {
  const { charts, error } = useCharts();
  return charts ? <charts.ExposureChart {...props} /> : <Pending error={error} />;
}
