/**
 * The rings in use (GET /sites/rings): rings are free text, so every ring input offers the names
 * sites are in already (a datalist: a typo no longer makes a ring of its own unnoticed), and the
 * Sites view lists them with their counts.
 */
import { can } from './access';
import { listRings } from './queries';
import { href, Status, useLoad } from './ui';

/** The id a ring input names in its `list` attribute. */
export const RINGS_LIST = 'rings-in-use';

/**
 * The datalist of ring names. Without `sites:read` (a key that may change rollouts but not read
 * sites) it stays empty rather than asking for a 403; a failed load leaves the input free text.
 */
export function RingChoices() {
  const readable = can('sites:read');
  const loaded = useLoad(() => (readable ? listRings() : Promise.resolve([])), [readable]);
  return (
    <datalist id={RINGS_LIST}>
      {(loaded.value ?? []).map((ring) => (
        <option key={ring.name} value={ring.name} />
      ))}
    </datalist>
  );
}

/** The rings with their site counts, each linking to its sites. */
export function RingsInUse() {
  const loaded = useLoad(listRings, []);
  return (
    // A heading, not a labelled region: the ring filter's label stays the one label that says Ring.
    <section class="panel" data-rings>
      <h2>Rings in use</h2>
      <Status loaded={loaded}>
        {(rings) =>
          rings.length === 0 ? (
            <p>No site is in a ring yet.</p>
          ) : (
            <ul class="rings">
              {rings.map((ring) => (
                <li key={ring.name} data-ring={ring.name}>
                  <a href={`${href('sites')}?ring=${encodeURIComponent(ring.name)}`}>{ring.name}</a>{' '}
                  <span class="muted">
                    {ring.sites} {ring.sites === 1 ? 'site' : 'sites'}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Status>
    </section>
  );
}
