/**
 * The operator console: asks for a key once per tab, then shows Packages, a package, Sites, a
 * site, Exposure (advisories), an advisory, the Audit trail and Webhooks, routed by the URL's hash (one page, so the registry serves one file).
 */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import 'uplot/dist/uPlot.min.css';
import './style.css';
import { access } from './access';
import { key, type Schemas } from './api';
import { checkKey, sessionState, signOut } from './queries';
import { ErrorBox, messageOf, useRoute } from './ui';
import { AdvisoriesView, SEVERITIES } from './views/advisories';
import { AdvisoryView } from './views/advisory';
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

/** The sign-in state as the registry answered it; `loading` until it has. */
type SignIn = Schemas['Session'] | 'available' | 'none' | 'loading';

function KeyForm({ onKey, signIn }: { onKey: () => void; signIn: SignIn }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <main class="narrow">
      <h1>Extension Registry console</h1>
      {signIn === 'available' && (
        <p class="panel">
          <a class="button" href="../auth/login" data-action="sign-in">
            Sign in
          </a>{' '}
          <span class="muted small">with your organization's account; or open the console with an API key below.</span>
        </p>
      )}
      <form
        class="panel"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          key.set(value.trim());
          checkKey().then(
            (grants) => {
              access.setKey(grants);
              onKey();
            },
            (err: unknown) => {
              key.clear();
              setError(messageOf(err));
              setBusy(false);
            },
          );
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

function Nav({ section, onSignOut, person }: { section: string; onSignOut: () => void; person?: Schemas['Session'] }) {
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
        {link('#/advisories', 'Exposure', 'exposure')}
        {link('#/audit', 'Audit', 'audit')}
        {link('#/webhooks', 'Webhooks', 'webhooks')}
      </nav>
      {person && (
        <span class="muted small" data-field="signed-in">
          {person.user.name} · {person.role.replace('registry.', '')}
        </span>
      )}
      <button type="button" class="link" onClick={onSignOut}>
        {person ? 'Sign out' : 'Forget key'}
      </button>
    </header>
  );
}

function App() {
  const [hasKey, setHasKey] = useState(Boolean(key.get()));
  const [signIn, setSignIn] = useState<SignIn>('loading');
  const { parts, query } = useRoute();
  useEffect(() => {
    sessionState().then(setSignIn, () => setSignIn('none'));
  }, []);
  // A key kept in the tab from before a reload: what it may do, asked once (controls stay
  // enabled until the answer, and the API decides all the same).
  const [, setKnown] = useState(false);
  useEffect(() => {
    if (!hasKey) return access.setKey(undefined);
    checkKey().then(
      (grants) => {
        access.setKey(grants);
        setKnown(true);
      },
      () => undefined,
    );
  }, [hasKey]);
  const person = typeof signIn === 'object' && !hasKey ? signIn : undefined;
  // With a key the key decides; signed in, the role does (access.ts).
  access.set(person);
  if (!hasKey && signIn === 'loading') return <main class="narrow" aria-busy="true" />;
  if (!hasKey && !person) return <KeyForm onKey={() => setHasKey(true)} signIn={signIn} />;
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
      ['search', 'ring', 'plugin', 'theme', 'version', 'status', 'state'].flatMap((name) =>
        query.get(name) ? [[name, query.get(name)!]] : [],
      ),
    );
    view = <SitesView key={query.toString()} initial={initial} />;
  } else if (first === 'advisories' && second) {
    section = 'exposure';
    view = <AdvisoryView id={second} />;
  } else if (first === 'advisories') {
    section = 'exposure';
    const severity = SEVERITIES.find((s) => s === query.get('severity'));
    view = (
      <AdvisoriesView
        key={query.toString()}
        initial={{ severity, exposed: query.get('exposed') === 'true' || undefined }}
      />
    );
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
        person={person}
        onSignOut={() => {
          if (person) {
            signOut().then(
              (elsewhere) => (elsewhere ? location.assign(new URL(elsewhere, location.href)) : setSignIn('available')),
              () => setSignIn('available'),
            );
            return;
          }
          key.clear();
          setHasKey(false);
        }}
      />
      <main>{view}</main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
