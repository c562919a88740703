/**
 * A version's controls: percent, rings, halt/resume, withdraw (after the down-migration warning
 * and the version typed back), un-withdraw, and the health gate (set or removed). Each sends one
 * PATCH of the rollout; the API's answer, or its error message, is shown beside the control that
 * sent it. Focus follows the operator: into the typed confirmation when it opens, and after Halt,
 * Resume, Withdraw or its undoing to the button that took the clicked one's place, so a second
 * press of Enter never lands on another control.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { lacking } from '../access';
import { kindPath, type PackageType, type Rollout, type Schemas } from '../api';
import { patchRollout } from '../queries';
import { RingChoices, RINGS_LIST } from '../rings';
import { ErrorBox, messageOf, rolloutState } from '../ui';
import { GateEvidence } from './gate-evidence';

interface Props {
  type: PackageType;
  slug: string;
  rollout: Rollout;
  /** Told after each change, with the version changed, so the page keeps showing it. */
  onChanged: (version: string) => void;
}

/** Which control sent the last change: its result is shown beside it. */
type Control = 'percent' | 'rings' | 'state' | 'gate';

/** The last change's answer (a notice) or refusal (the API's message), beside its control. */
function Result({ shown, notice, error }: { shown: boolean; notice?: string; error?: string }) {
  if (!shown) return null;
  return (
    <>
      <ErrorBox message={error} />
      <p class="notice" role="status" aria-live="polite">
        {notice}
      </p>
    </>
  );
}

export function VersionControls({ type, slug, rollout, onChanged }: Props) {
  const [current, setCurrent] = useState(rollout);
  const [percent, setPercent] = useState(String(rollout.percent));
  const [rings, setRings] = useState(rollout.rings.join(', '));
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [from, setFrom] = useState<Control>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  /** The button to focus once the next render has put it in place. */
  const [focusNext, setFocusNext] = useState<'halt' | 'withdraw'>();
  const haltButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const version = current.version;

  useEffect(() => {
    if (confirming) confirmInput.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (focusNext === undefined || busy) return;
    (focusNext === 'halt' ? haltButton : withdrawButton).current?.focus();
    setFocusNext(undefined);
  }, [focusNext, busy]);

  async function send(patch: Schemas['RolloutPatch'], what: string, control: Control) {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    setFrom(control);
    try {
      const next = await patchRollout(type, slug, version, patch);
      setCurrent(next);
      // Only the field sent takes the answer's value: another may hold what the operator is typing.
      if (patch.percent !== undefined) setPercent(String(next.percent));
      if (patch.rings !== undefined) setRings(next.rings.join(', '));
      setNotice(`${what}: ${rolloutState(next)}.`);
      setConfirming(false);
      setTyped('');
      if (patch.halted !== undefined) setFocusNext('halt');
      if (patch.withdrawn !== undefined) setFocusNext('withdraw');
      onChanged(version);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const result = (control: Control) => <Result shown={from === control} notice={notice} error={error} />;

  const ringList = rings
    .split(',')
    .map((ring) => ring.trim())
    .filter(Boolean);

  const denied = lacking(`${kindPath(type)}:update`);
  return (
    <section class="panel" aria-labelledby="controls-title" data-controls={version}>
      <h2 id="controls-title">
        {slug} {version}: {rolloutState(current)}
      </h2>
      {denied && (
        <p class="muted small" data-field="role-note">
          {denied} The controls are disabled.
        </p>
      )}
      <fieldset class="bare" disabled={Boolean(denied)}>
        {current.stopped_by && (
          <p class="error" data-field="stopped-by">
            Stopped by the {current.stopped_by}. Resuming or undoing the withdrawal clears this.
          </p>
        )}
        {current.stopped_by && <GateEvidence type={type} slug={slug} version={version} />}
        {current.gate_since && (
          <p data-field="gate-since">
            The gate started over at {current.gate_since}: only outcomes received since count toward it.
          </p>
        )}
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ percent: Number(percent) }, 'Percent set', 'percent');
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
          {result('percent')}
        </form>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ rings: ringList }, 'Rings set', 'rings');
          }}
        >
          <label for="rings">Rings (comma-separated)</label>
          <input
            id="rings"
            type="text"
            list={RINGS_LIST}
            value={rings}
            onInput={(e) => setRings(e.currentTarget.value)}
          />
          <RingChoices />
          <button type="submit" disabled={busy}>
            Set rings
          </button>
          {result('rings')}
        </form>
        <div class="row">
          {current.halted ? (
            <button
              type="button"
              ref={haltButton}
              disabled={busy}
              onClick={() => void send({ halted: false }, 'Resumed', 'state')}
            >
              Resume
            </button>
          ) : (
            <button
              type="button"
              ref={haltButton}
              disabled={busy}
              onClick={() => void send({ halted: true }, 'Halted', 'state')}
            >
              Halt
            </button>
          )}
          {current.withdrawn ? (
            <button
              type="button"
              ref={withdrawButton}
              disabled={busy}
              onClick={() => void send({ withdrawn: false }, 'Withdrawal undone', 'state')}
            >
              Undo withdrawal
            </button>
          ) : (
            <button
              type="button"
              ref={withdrawButton}
              class="danger"
              disabled={busy}
              aria-expanded={confirming}
              onClick={() => setConfirming(true)}
            >
              Withdraw…
            </button>
          )}
          {result('state')}
        </div>
        {confirming && !current.withdrawn && (
          <form
            class="confirm"
            aria-labelledby="withdraw-title"
            onSubmit={(e) => {
              e.preventDefault();
              if (typed.trim() === version) void send({ withdrawn: true }, 'Withdrawn', 'state');
            }}
          >
            <h3 id="withdraw-title">Withdraw {version}?</h3>
            <p role="note">
              Sites that run {version} are offered the highest version that is not withdrawn, and WordPress installs it
              by itself at its next automatic update. WordPress runs no down-migrations: withdraw only a release whose
              data format did not change. Otherwise publish the old code under a higher version instead.
            </p>
            <label for="confirm-version">Type {version} to confirm</label>
            <input
              id="confirm-version"
              ref={confirmInput}
              type="text"
              autoComplete="off"
              value={typed}
              onInput={(e) => setTyped(e.currentTarget.value)}
            />
            <div class="row">
              <button type="submit" class="danger" disabled={busy || typed.trim() !== version}>
                Withdraw {version}
              </button>
              <button
                type="button"
                onClick={() => {
                  setConfirming(false);
                  setFocusNext('withdraw');
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        )}
        <GateForm gate={current.gate} busy={busy} send={(patch, what) => send(patch, what, 'gate')}>
          {result('gate')}
        </GateForm>
      </fieldset>
      <p class="muted small" data-field="counts">
        Reaches {current.sites.reached} of {current.sites.total} enrolled sites seen in the last 7 days;{' '}
        {current.sites.running} run it, {current.sites.failed} failed to install it, {current.sites.unhealthy} went
        unhealthy on it; {current.sites.unverified} unsigned sites running it, counted apart.
      </p>
    </section>
  );
}

type Gate = NonNullable<Rollout['gate']>;
const sitesText = (n: number) => `${n} ${n === 1 ? 'site' : 'sites'}`;
const gateText = (gate: Gate) =>
  [
    gate.max_failed_percent === undefined ? undefined : `over ${gate.max_failed_percent} % failed`,
    gate.max_unhealthy_percent === undefined ? undefined : `over ${gate.max_unhealthy_percent} % unhealthy`,
  ]
    .filter(Boolean)
    .join(' or ') || 'no bound';

/** The health gate: bounds on the failed and unhealthy shares, the sites it waits for, and what it does. */
function GateForm(props: {
  gate: Rollout['gate'];
  busy: boolean;
  send: (patch: Schemas['RolloutPatch'], what: string) => Promise<void>;
  /** The gate's result, shown beside its buttons. */
  children: ComponentChildren;
}) {
  const { gate, busy, send, children } = props;
  const [failed, setFailed] = useState(gate?.max_failed_percent?.toString() ?? '');
  const [unhealthy, setUnhealthy] = useState(gate?.max_unhealthy_percent?.toString() ?? '');
  const [minSites, setMinSites] = useState(String(gate?.min_sites ?? 1));
  const [action, setAction] = useState<Gate['action']>(gate?.action ?? 'halt');
  const patch = (): Schemas['RolloutGatePatch'] => ({
    ...(failed.trim() === '' ? {} : { max_failed_percent: Number(failed) }),
    ...(unhealthy.trim() === '' ? {} : { max_unhealthy_percent: Number(unhealthy) }),
    min_sites: Number(minSites),
    action,
  });
  const number = (id: string, label: string, value: string, set: (v: string) => void, min: number, max: number) => (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        onInput={(e) => set(e.currentTarget.value)}
      />
    </div>
  );
  return (
    <form
      class="filters"
      aria-labelledby="gate-title"
      data-field="gate"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ gate: patch() }, 'Gate set');
      }}
    >
      <h3 id="gate-title" class="wide">
        Health gate: {gate ? `${gate.action} at ${gateText(gate)}, once ${sitesText(gate.min_sites)} reported` : 'none'}
      </h3>
      {number('gate-failed', 'Max failed %', failed, setFailed, 0, 100)}
      {number('gate-unhealthy', 'Max unhealthy %', unhealthy, setUnhealthy, 0, 100)}
      {number('gate-min', 'After sites reported', minSites, setMinSites, 1, 1000000)}
      <div class="field">
        <label for="gate-action">Then</label>
        <select id="gate-action" value={action} onChange={(e) => setAction(e.currentTarget.value as Gate['action'])}>
          <option value="halt">halt</option>
          <option value="withdraw">withdraw</option>
        </select>
      </div>
      <button type="submit" disabled={busy}>
        Set gate
      </button>
      {gate && (
        <button type="button" disabled={busy} onClick={() => void send({ gate: null }, 'Gate removed')}>
          Remove gate
        </button>
      )}
      {children}
    </form>
  );
}
