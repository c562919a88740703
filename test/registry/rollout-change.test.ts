/**
 * The rollout change a package decision applies, as a table with no storage: a gate's
 * stop applies once (the first stop wins), and an operator's change that clears a stop starts the
 * gate over at that moment.
 */
import { describe, expect, it } from 'vitest';
import { changedRollout, FULL_ROLLOUT, type Rollout } from '../../src/packages/rules.js';

const NOW = '2030-01-01T10:00:00.000Z';
const gate = { maxUnhealthyPercent: 0, minSites: 1, action: 'halt' as const };
const open: Rollout = { ...FULL_ROLLOUT, rings: [], gate };
const stopped: Rollout = { ...open, halted: true, stoppedBy: 'health gate: first' };

const rows: Array<[string, Rollout, Partial<Rollout>, Rollout | undefined]> = [
  ['a first stop applies', open, { halted: true, stoppedBy: 'health gate: first' }, stopped],
  ['a second stop changes nothing', stopped, { withdrawn: true, stoppedBy: 'health gate: second' }, undefined],
  [
    'a second stop of the same kind changes nothing',
    stopped,
    { halted: true, stoppedBy: 'health gate: first' },
    undefined,
  ],
  [
    'an operator un-halting starts the gate over',
    stopped,
    { halted: false, stoppedBy: undefined },
    { ...open, gateSince: NOW },
  ],
  [
    "an operator's own withdrawal takes the stop over",
    stopped,
    { withdrawn: true, stoppedBy: undefined },
    { ...stopped, withdrawn: true, stoppedBy: undefined, gateSince: NOW },
  ],
  [
    'an operator halting a version no gate stopped',
    open,
    { halted: true, stoppedBy: undefined },
    { ...open, halted: true, stoppedBy: undefined },
  ],
  ['a change without stoppedBy keeps the stop', stopped, { percent: 10 }, { ...stopped, percent: 10 }],
];

describe('changedRollout', () => {
  it.each(rows)('%s', (_name, before, change, after) => {
    expect(changedRollout(before, change, NOW)).toEqual(after);
  });
});
