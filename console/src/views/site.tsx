/** One site: what it runs, its ring and its holds, each settable. */
import { useState } from 'preact/hooks';
import type { Schemas, Site } from '../api';
import { getSite, patchSite } from '../queries';
import { ErrorBox, href, messageOf, Status, TableBox, useLoad } from '../ui';

export function SiteView({ id }: { id: string }) {
  const loaded = useLoad(async () => {
    const site = await getSite(id);
    if (!site) throw new Error('Site not found.');
    return site;
  }, [id]);
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

  async function send(patch: Schemas['SitePatch'], what: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const next = await patchSite(site.id, patch);
      setSite(next);
      setRing(next.ring);
      setHolds(next.holds);
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
        Id {site.id} · WordPress {site.wp_version || '–'} · PHP {site.php_version || '–'} · last seen {site.last_seen}
      </p>
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
        <input id="site-ring" type="text" value={ring} onInput={(e) => setRing(e.currentTarget.value)} />
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
                  {p.latest_version} {p.version !== p.latest_version && <span class="badge warn">behind</span>}
                  {p.offered_version !== null && p.offered_version !== p.latest_version && (
                    <span class="muted small"> offered {p.offered_version}</span>
                  )}
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
      <ErrorBox message={error} />
      <p class="notice" role="status" aria-live="polite">
        {notice}
      </p>
    </>
  );
}
