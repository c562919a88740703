/** One site: what it runs and how that went, its ring and holds (settable), its key (releasable), and deletion. */
import { useState } from 'preact/hooks';
import type { Schemas, Site } from '../api';
import { can, lacking } from '../access';
import { deleteSite, getSite, patchSite, releaseSiteKey } from '../queries';
import { RingChoices, RINGS_LIST } from '../rings';
import { ErrorBox, href, messageOf, Status, TableBox, useLoad } from '../ui';
import { nextOffer } from './sites';

export function SiteView({ id }: { id: string }) {
  const loaded = useLoad(() => getSite(id), [id]);
  return (
    <section aria-labelledby="site-title">
      <p>
        <a href={href('sites')}>← Sites</a>
      </p>
      <Status loaded={loaded}>{(site) => <SiteDetails key={site.id} site={site} />}</Status>
    </section>
  );
}

function SiteDetails({ site: initial }: { site: Site }) {
  const [site, setSite] = useState(initial);
  const [ring, setRing] = useState(site.ring);
  const [holds, setHolds] = useState<Schemas['Holds']>(site.holds);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(patch: Schemas['SitePatch'] | 'release key', what: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const next = patch === 'release key' ? await releaseSiteKey(site.id) : await patchSite(site.id, patch);
      setSite(next);
      // Only the field sent takes the answer's value: the other may hold what the operator is changing.
      if (patch !== 'release key') {
        if (patch.ring !== undefined) setRing(next.ring);
        if (patch.holds !== undefined) setHolds(next.holds);
      }
      setNotice(`${what}.`);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (kind: 'plugins' | 'themes', slug: string, on: boolean) =>
    setHolds({ ...holds, [kind]: on ? [...holds[kind], slug] : holds[kind].filter((s) => s !== slug) });
  const packages = [
    ...site.plugins.map((p) => ({ kind: 'plugins' as const, ...p })),
    ...site.themes.map((p) => ({ kind: 'themes' as const, ...p })),
  ];

  return (
    <>
      <h1 id="site-title">{site.url}</h1>
      <p class="muted">
        Id {site.id} ·{' '}
        <span data-field="verified">
          {site.verified ? 'last check signed by its key' : 'last check unsigned (not enrolled)'}
        </span>{' '}
        · WordPress {site.wp_version || '–'} · PHP {site.php_version || '–'} · last seen {site.last_seen}
      </p>
      {lacking('sites:update') && (
        <p class="muted small" data-field="role-note">
          {lacking('sites:update')} The ring and holds are read-only.
        </p>
      )}
      <fieldset class="bare" disabled={!can('sites:update')}>
        <form
          class="row panel"
          onSubmit={(e) => {
            e.preventDefault();
            void send(
              { ring: ring.trim() || null },
              ring.trim() ? `Ring set to ${ring.trim()}` : 'Ring assignment cleared',
            );
          }}
        >
          <label for="site-ring">Ring (empty: the one the site declares, else production)</label>
          <input
            id="site-ring"
            type="text"
            list={RINGS_LIST}
            value={ring}
            onInput={(e) => setRing(e.currentTarget.value)}
          />
          <RingChoices />
          <button type="submit" disabled={busy}>
            Set ring
          </button>
        </form>
        <form
          class="panel"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ holds }, 'Holds saved');
          }}
        >
          <TableBox label="Packages on this site">
            <thead>
              <tr>
                <th scope="col">Package</th>
                <th scope="col">Runs</th>
                <th scope="col">Latest</th>
                <th scope="col">Next check offers</th>
                <th scope="col">Status</th>
                <th scope="col">Advisories</th>
                <th scope="col">Hold</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={`${p.kind}:${p.slug}`} data-package={p.slug}>
                  <th scope="row">
                    <a href={href(p.kind === 'plugins' ? 'plugin' : 'theme', p.slug)}>{p.slug}</a>
                  </th>
                  <td>{p.version}</td>
                  <td>
                    {p.latest_version ?? '–'}{' '}
                    {p.managed && p.version !== p.latest_version && <span class="badge warn">behind</span>}
                  </td>
                  <td data-field="offer">{nextOffer(p, site.holds[p.kind].includes(p.slug))}</td>
                  <td data-field="status" class="wrap">
                    {p.status === 'ok' ? 'ok' : <span class="badge warn">{p.status}</span>}
                    {p.status_message && <span class="small"> {p.status_message}</span>}
                    {p.status_time && <div class="muted small">{p.status_time}</div>}
                  </td>
                  <td data-field="advisories">
                    {p.advisories?.length
                      ? p.advisories.map((advisory) => (
                          <a key={advisory} class="badge warn" href={href('advisories', advisory)}>
                            {advisory}
                          </a>
                        ))
                      : 'none'}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      id={`hold-${p.kind}-${p.slug}`}
                      aria-label={`Hold ${p.slug} on this site`}
                      checked={holds[p.kind].includes(p.slug)}
                      onChange={(e) => toggle(p.kind, p.slug, e.currentTarget.checked)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
          <button type="submit" disabled={busy}>
            Save holds
          </button>
        </form>
      </fieldset>
      <KeyAndDeletion
        site={site}
        busy={busy}
        onRelease={() => void send('release key', 'Key released: the site enrolls again at its next check')}
        onDeleted={(message) => (message ? setError(message) : (location.hash = href('sites')))}
      />
      <ErrorBox message={error} />
      <p class="notice" role="status" aria-live="polite">
        {notice}
      </p>
    </>
  );
}

/** Release the key (after a confirmation) and delete the site (after its URL typed back). */
function KeyAndDeletion(props: {
  site: Site;
  busy: boolean;
  onRelease: () => void;
  onDeleted: (error?: string) => void;
}) {
  const { site, busy, onRelease, onDeleted } = props;
  const [releasing, setReleasing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  async function remove() {
    try {
      await deleteSite(site.id);
      onDeleted();
    } catch (err) {
      onDeleted(messageOf(err));
    }
  }
  return (
    <section class="panel" aria-labelledby="site-danger-title">
      <h2 id="site-danger-title">Key and removal</h2>
      <div class="row">
        <button
          type="button"
          disabled={busy || !can('sites:update')}
          title={lacking('sites:update')}
          onClick={() => setReleasing(true)}
        >
          Release key…
        </button>
        <button
          type="button"
          class="danger"
          disabled={busy || !can('sites:delete')}
          title={lacking('sites:delete')}
          onClick={() => setDeleting(true)}
        >
          Delete site…
        </button>
      </div>
      {releasing && (
        <div class="confirm" role="group" aria-labelledby="release-title">
          <h3 id="release-title">Release the key of {site.url}?</h3>
          <p role="note">
            Its signed requests are refused until it enrolls again (the must-use plugin does so by itself); it keeps its
            id, ring and holds. Use it when a site was rebuilt or its key may have leaked.
          </p>
          <div class="row">
            <button
              type="button"
              class="danger"
              disabled={busy}
              onClick={() => {
                setReleasing(false);
                onRelease();
              }}
            >
              Release the key
            </button>
            <button type="button" onClick={() => setReleasing(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {deleting && (
        <form
          class="confirm"
          aria-labelledby="delete-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim() === site.url) void remove();
          }}
        >
          <h3 id="delete-title">Delete {site.url}?</h3>
          <p role="note">
            Removes the site with its key, ring and holds. If it checks in again it comes back as a new site, with no
            ring assignment and no holds.
          </p>
          <label for="confirm-url">Type {site.url} to confirm</label>
          <input
            id="confirm-url"
            type="text"
            autoComplete="off"
            value={typed}
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
          <div class="row">
            <button type="submit" class="danger" disabled={busy || typed.trim() !== site.url}>
              Delete {site.url}
            </button>
            <button type="button" onClick={() => setDeleting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
