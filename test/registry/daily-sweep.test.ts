import { describe, expect, it } from 'vitest';
import { DailySweep } from '../../src/registry/daily-sweep.js';

/**
 * When a daily sweep is due, with a clock the test moves: once a UTC day after one that
 * succeeded (however many requests come), and after one that failed not before an hour has
 * passed (the storage that failed it is not asked again by every request meanwhile).
 */
const HOUR = 3_600_000;

/** A DailySweep over a clock the test moves; `failing` makes its sweep throw. */
function sweepAt(start: string, options?: { again?: number }) {
  const state = { clock: Date.parse(start), failing: false, runs: [] as string[], errors: 0 };
  const sweep = new DailySweep(
    async (at) => {
      state.runs.push(new Date(at).toISOString());
      if (state.failing) throw new Error('storage unavailable');
    },
    () => state.clock,
    () => state.errors++,
    options,
  );
  /** A request at `iso`: the sweep is asked whether it is due, and what it started is waited for. */
  const request = async (iso: string) => {
    state.clock = Date.parse(iso);
    sweep.ifDue();
    await sweep.settled();
  };
  return { state, request };
}

describe('a daily sweep is due', () => {
  it('once a UTC day when it succeeds: not again an hour later, again after midnight', async () => {
    const { state, request } = sweepAt('2026-11-25T09:00:00Z');
    await request('2026-11-25T09:00:00Z');
    await request('2026-11-25T09:30:00Z');
    await request('2026-11-25T10:30:00Z');
    await request('2026-11-25T23:59:00Z');
    await request('2026-11-26T00:01:00Z');
    await request('2026-11-26T05:00:00Z');
    expect(state.runs).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-26T00:01:00.000Z']);
  });

  it('after a failure, not at the next request but an hour later', async () => {
    const { state, request } = sweepAt('2026-11-25T09:00:00Z');
    state.failing = true;
    await request('2026-11-25T09:00:00Z');
    await request('2026-11-25T09:00:01Z');
    await request('2026-11-25T09:59:00Z');
    expect(state.runs).toEqual(['2026-11-25T09:00:00.000Z']);
    state.failing = false;
    await request('2026-11-25T10:00:00Z');
    await request('2026-11-25T10:01:00Z');
    expect(state.runs).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-25T10:00:00.000Z']);
    expect(state.errors).toBe(1);
  });

  it('after a failure late in a day, the next day’s sweep waits out the hour too', async () => {
    const { state, request } = sweepAt('2026-11-25T23:30:00Z');
    state.failing = true;
    await request('2026-11-25T23:30:00Z');
    state.failing = false;
    await request('2026-11-26T00:10:00Z');
    await request('2026-11-26T00:30:00Z');
    expect(state.runs).toEqual(['2026-11-25T23:30:00.000Z', '2026-11-26T00:30:00.000Z']);
  });

  it('with `again`, also that long after the last one the same day', async () => {
    const { state, request } = sweepAt('2026-11-25T09:00:00Z', { again: HOUR });
    await request('2026-11-25T09:00:00Z');
    await request('2026-11-25T09:59:00Z');
    await request('2026-11-25T10:00:00Z');
    expect(state.runs).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-25T10:00:00.000Z']);
  });

  it('never two at once: a request during a sweep starts none', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const sweep = new DailySweep(
      () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      () => Date.parse('2026-11-25T09:00:00Z'),
      () => undefined,
    );
    sweep.ifDue();
    await new Promise((resolve) => setImmediate(resolve));
    sweep.ifDue();
    expect(runs).toBe(1);
    release();
    await sweep.settled();
  });
});
