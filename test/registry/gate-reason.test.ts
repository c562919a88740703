/**
 * The health gate's decision as a table, no storage: a share stops the version only when it is
 * strictly above its bound, once `minSites` sites reported; an absent bound gates nothing. The
 * rows sit exactly at non-zero bounds, where `>` and `>=` part (a bound of 0 cannot tell them apart).
 */
import { describe, expect, it } from 'vitest';
import type { HealthGate } from '../../src/packages/rules.js';
import { gateReason } from '../../src/registry/health-gate.js';
import type { OutcomeCounts } from '../../src/storage/types.js';

const FATAL = (n: number, of: number) => `health gate: ${n} of ${of} sites reported fatal errors from acme-forms 2.0.0`;
const FAILED = (n: number, of: number) =>
  `health gate: ${n} of ${of} sites reported failed installs of acme-forms 2.0.0`;

/** The outcomes the gate reads: `sites` reported, of which `failed` failed and `unhealthy` were unhealthy. */
const reported = (sites: number, failed: number, unhealthy: number): OutcomeCounts => ({
  sites,
  failed,
  unhealthy,
  ignored: 0,
});

/** A gate with the given bounds, deciding once `minSites` sites reported. */
const gate = (
  bounds: Pick<HealthGate, 'maxFailedPercent' | 'maxUnhealthyPercent'>,
  minSites = 1,
  action: HealthGate['action'] = 'halt',
): HealthGate => ({ ...bounds, minSites, action });

const rows: Array<[string, HealthGate, OutcomeCounts, string | undefined]> = [
  ['unhealthy exactly at 50%: not above', gate({ maxUnhealthyPercent: 50 }), reported(2, 0, 1), undefined],
  ['unhealthy just above 50%', gate({ maxUnhealthyPercent: 50 }), reported(3, 0, 2), FATAL(2, 3)],
  ['failed exactly at 25%: not above', gate({ maxFailedPercent: 25 }, 1, 'withdraw'), reported(4, 1, 0), undefined],
  ['failed just above 25%', gate({ maxFailedPercent: 25 }, 1, 'withdraw'), reported(4, 2, 0), FAILED(2, 4)],
  ['failed exactly at 20% of 5', gate({ maxFailedPercent: 20 }, 5), reported(5, 1, 0), undefined],
  ['a bound of 0: one is above', gate({ maxUnhealthyPercent: 0 }), reported(3, 0, 1), FATAL(1, 3)],
  ['none at a bound of 0', gate({ maxUnhealthyPercent: 0, maxFailedPercent: 0 }), reported(3, 0, 0), undefined],
  ['exactly minSites sites decide', gate({ maxFailedPercent: 10 }, 3), reported(3, 1, 0), FAILED(1, 3)],
  ['one site fewer than minSites', gate({ maxFailedPercent: 10 }, 3), reported(2, 2, 0), undefined],
  ['no site reported', gate({ maxFailedPercent: 0 }), reported(0, 0, 0), undefined],
  ['an absent bound gates nothing', gate({ maxFailedPercent: 50 }), reported(2, 0, 2), undefined],
  [
    'unhealthy is named before failed',
    gate({ maxFailedPercent: 10, maxUnhealthyPercent: 10 }),
    reported(4, 2, 2),
    FATAL(2, 4),
  ],
];

describe('gateReason', () => {
  it.each(rows)('%s', (_name, gate, counts, reason) => {
    expect(gateReason(gate, counts, 'acme-forms', '2.0.0')).toBe(reason);
  });
});
