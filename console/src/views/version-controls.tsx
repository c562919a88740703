/**
 * A version's controls: percent, rings, halt/resume, withdraw (after the down-migration warning
 * and the version typed back) and un-withdraw. Each sends one PATCH of the rollout; the API's
 * answer, or its error message, is shown.
 */
import { useState } from 'preact/hooks';
import type { PackageType, Rollout, Schemas } from '../api';
import { patchRollout } from '../queries';
import { ErrorBox, messageOf, rolloutState } from '../ui';

interface Props {
  type: PackageType;
  slug: string;
  rollout: Rollout;
  onChanged: () => void;
}

export function VersionControls({ type, slug, rollout, onChanged }: Props) {
  const [current, setCurrent] = useState(rollout);
  const [percent, setPercent] = useState(String(rollout.percent));
  const [rings, setRings] = useState(rollout.rings.join(', '));
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const version = current.version;

  async function send(patch: Schemas['RolloutPatch'], what: string) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const next = await patchRollout(type, slug, version, patch);
      setCurrent(next);
      setPercent(String(next.percent));
      setRings(next.rings.join(', '));
      setNotice(`${what}: ${rolloutState(next)}.`);
      setConfirming(false);
      setTyped('');
      onChanged();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const ringList = rings
    .split(',')
    .map((ring) => ring.trim())
    .filter(Boolean);

  return (
    <section class="panel" aria-labelledby="controls-title" data-controls={version}>
      <h2 id="controls-title">
        {slug} {version}: {rolloutState(current)}
      </h2>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void send({ percent: Number(percent) }, 'Percent set');
        }}
      >
        <label for="percent">Percent of sites</label>
        <input
          id="percent"
          type="number"
          min={0}
          max={100}
          step={1}
          required
          value={percent}
          onInput={(e) => setPercent(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Set percent
        </button>
      </form>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void send({ rings: ringList }, 'Rings set');
        }}
      >
        <label for="rings">Rings (comma-separated)</label>
        <input id="rings" type="text" value={rings} onInput={(e) => setRings(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          Set rings
        </button>
      </form>
      <div class="row">
        {current.halted ? (
          <button type="button" disabled={busy} onClick={() => void send({ halted: false }, 'Resumed')}>
            Resume
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => void send({ halted: true }, 'Halted')}>
            Halt
          </button>
        )}
        {current.withdrawn ? (
          <button type="button" disabled={busy} onClick={() => void send({ withdrawn: false }, 'Withdrawal undone')}>
            Undo withdrawal
          </button>
        ) : (
          <button type="button" class="danger" disabled={busy} onClick={() => setConfirming(true)}>
            Withdraw…
          </button>
        )}
      </div>
      {confirming && !current.withdrawn && (
        <form
          class="confirm"
          aria-labelledby="withdraw-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim() === version) void send({ withdrawn: true }, 'Withdrawn');
          }}
        >
          <h3 id="withdraw-title">Withdraw {version}?</h3>
          <p role="note">
            Sites that run {version} are offered the highest version that is not withdrawn, and WordPress installs it by
            itself at its next automatic update. WordPress runs no down-migrations: withdraw only a release whose data
            format did not change. Otherwise publish the old code under a higher version instead.
          </p>
          <label for="confirm-version">Type {version} to confirm</label>
          <input
            id="confirm-version"
            type="text"
            autoComplete="off"
            value={typed}
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
          <div class="row">
            <button type="submit" class="danger" disabled={busy || typed.trim() !== version}>
              Withdraw {version}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <p class="muted small">
        Reaches {current.sites.reached} of {current.sites.total} sites seen in the last 7 days; {current.sites.running}{' '}
        run it.
      </p>
      <ErrorBox message={error} />
      <p class="notice" role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
