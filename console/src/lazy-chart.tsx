/**
 * The chart's code (uPlot) is fetched when a package page first needs it, not with the first
 * view: the Packages view, which every visit starts with, loads and becomes usable sooner.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from './api';
import { ErrorBox, messageOf } from './ui';

type Chart = (typeof import('./chart'))['AdoptionChart'];

let loading: Promise<Chart> | undefined;

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

export function LazyChart(props: { days: Schemas['Adoption']; labelledBy: string; windowDays: number }) {
  const [chart, setChart] = useState<{ Chart?: Chart; error?: string }>({});
  useEffect(() => {
    keepLanguageIntlTakes();
    loading ??= import('./chart').then((module) => module.AdoptionChart);
    loading.then(
      (Chart) => setChart({ Chart }),
      (err: unknown) => setChart({ error: messageOf(err) }),
    );
  }, []);
  if (chart.error) return <ErrorBox message={`The chart could not load: ${chart.error}`} />;
  return chart.Chart ? <chart.Chart {...props} /> : <p class="muted">Loading the chart…</p>;
}
