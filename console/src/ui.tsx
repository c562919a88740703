/** Small pieces every view uses: loading data, showing the API's errors, routes. */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from './api';

export interface Loaded<T> {
  value?: T;
  error?: string;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when `deps` change (and on `reload`); keeps the last value while reloading. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ value?: T; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (value) => current && setState({ value, loading: false }),
      (err: unknown) => current && setState({ error: messageOf(err), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

/** The API's own message for an ApiError; a network failure says so. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return `The registry could not be reached (${err.message}).`;
  return err instanceof Error ? err.message : String(err);
}

export function ErrorBox({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p class="error" role="alert">
      {message}
    </p>
  );
}

export function Status<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => ComponentChildren }) {
  if (loaded.error) return <ErrorBox message={loaded.error} />;
  if (loaded.value === undefined)
    return (
      <p class="muted" aria-busy="true">
        Loading…
      </p>
    );
  return <>{children(loaded.value)}</>;
}

/** A wide table scrolls inside its own box on a narrow screen, the page does not. */
export function TableBox({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-box" role="region" aria-label={label} tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}

/** A paged list's page controls: the page shown, of how many, with the API's count of results. */
export function Pager(props: {
  label: string;
  info: { page: number; pages: number; results: number };
  noun: string;
  previous?: string;
  next?: string;
  onPage: (page: number) => void;
}) {
  const { label, info, noun, onPage } = props;
  return (
    <nav class="row" aria-label={label}>
      <button type="button" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
        {props.previous ?? 'Previous'}
      </button>
      <span>
        Page {info.page} of {Math.max(info.pages, 1)} ({info.results} {noun})
      </span>
      <button type="button" disabled={info.page >= info.pages} onClick={() => onPage(info.page + 1)}>
        {props.next ?? 'Next'}
      </button>
    </nav>
  );
}

/** `#/a/b?x=1` as `['a','b']` and its query. */
export function currentRoute(): { parts: string[]; query: URLSearchParams } {
  const [path, search = ''] = location.hash.replace(/^#\/?/, '').split('?');
  return { parts: path.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(search) };
}

export function useRoute() {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

export const href = (...parts: string[]) => `#/${parts.map(encodeURIComponent).join('/')}`;

export function percentText(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`;
}

/** A rollout in words: withdrawn, halted, or who it reaches. */
export function rolloutState(r: { percent: number; rings: string[]; halted: boolean; withdrawn: boolean }): string {
  if (r.withdrawn) return 'withdrawn';
  const reach = [`${r.percent} %`, ...(r.rings.length ? [`rings ${r.rings.join(', ')}`] : [])].join(' + ');
  return r.halted ? `halted at ${reach}` : reach;
}
