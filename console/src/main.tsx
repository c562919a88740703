/**
 * The operator console: asks for a key once per tab, then shows Packages, a package, Sites, a
 * site, the Audit trail and Webhooks, routed by the URL's hash (one page, so the registry serves one file).
 */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import 'uplot/dist/uPlot.min.css';
import './style.css';
import { key } from './api';
import { checkKey } from './queries';
import { ErrorBox, messageOf, useRoute } from './ui';
import { AuditView } from './views/audit';
import { PackageView } from './views/package';
import { PackagesView } from './views/packages';
import { SitesView } from './views/sites';
import { SiteView } from './views/site';
import { WebhooksView } from './views/webhooks';

/** Marked once, when the first view shows its data and takes input (the browser test reads it). */
let readyMarked = false;
function markReady() {
  if (readyMarked) return;
  readyMarked = true;
  performance.mark('console:interactive');
}

function KeyForm({ onKey }: { onKey: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <main class="narrow">
      <h1>Extension Registry console</h1>
      <form
        class="panel"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          key.set(value.trim());
          checkKey().then(onKey, (err: unknown) => {
            key.clear();
            setError(messageOf(err));
            setBusy(false);
          });
        }}
      >
        <label for="api-key">API key</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          required
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Open
        </button>
        <p class="muted small">
          Kept in this browser tab only (sessionStorage) and sent as the X-API-KEY header. Reading needs plugins:read,
          themes:read, sites:read and audit:read; the controls need plugins:update, themes:update, sites:update and
          sites:delete.
        </p>
        <ErrorBox message={error} />
      </form>
    </main>
  );
}

function Nav({ section, onSignOut }: { section: string; onSignOut: () => void }) {
  const link = (to: string, label: string, name: string) => (
    <a href={to} aria-current={section === name ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <header class="top">
      <nav aria-label="Console">
        <strong class="brand">Registry</strong>
        {link('#/', 'Packages', 'packages')}
        {link('#/sites', 'Sites', 'sites')}
        {link('#/audit', 'Audit', 'audit')}
        {link('#/webhooks', 'Webhooks', 'webhooks')}
      </nav>
      <button type="button" class="link" onClick={onSignOut}>
        Forget key
      </button>
    </header>
  );
}

function App() {
  const [hasKey, setHasKey] = useState(Boolean(key.get()));
  const { parts, query } = useRoute();
  if (!hasKey) return <KeyForm onKey={() => setHasKey(true)} />;
  const [first = '', second] = parts;
  let view;
  let section = 'packages';
  if ((first === 'plugin' || first === 'theme') && second)
    view = <PackageView type={first} slug={second} selected={query.get('version') ?? undefined} />;
  else if (first === 'sites' && second) {
    section = 'sites';
    view = <SiteView id={second} />;
  } else if (first === 'sites') {
    section = 'sites';
    const initial = Object.fromEntries(
      ['search', 'ring', 'plugin', 'theme', 'version', 'status'].flatMap((name) =>
        query.get(name) ? [[name, query.get(name)!]] : [],
      ),
    );
    view = <SitesView key={query.toString()} initial={initial} />;
  } else if (first === 'audit') {
    section = 'audit';
    view = <AuditView />;
  } else if (first === 'webhooks') {
    section = 'webhooks';
    view = <WebhooksView />;
  } else view = <PackagesView onReady={markReady} />;
  return (
    <>
      <Nav
        section={section}
        onSignOut={() => {
          key.clear();
          setHasKey(false);
        }}
      />
      <main>{view}</main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
