/**
 * The health gate's decision as a table, no storage: a share stops the version only when it is
 * strictly above its bound, once `minSites` sites reported; an absent bound gates nothing. The
 * rows sit exactly at non-zero bounds, where `>` and `>=` part (a bound of 0 cannot tell them apart).
 */
import { describe, expect, it } from 'vitest';
import type { HealthGate } from '../../src/packages/rules.js';
import { gateReason } from '../../src/registry/health-gate.js';

const FATAL = (n: number, of: number) => `health gate: ${n} of ${of} sites reported fatal errors from acme-forms 2.0.0`;
const FAILED = (n: number, of: number) =>
  `health gate: ${n} of ${of} sites reported failed installs of acme-forms 2.0.0`;

const rows: Array<[string, HealthGate, { sites: number; failed: number; unhealthy: number }, string | undefined]> = [
  [
    'unhealthy exactly at 50%: not above',
    { maxUnhealthyPercent: 50, minSites: 1, action: 'halt' },
    { sites: 2, failed: 0, unhealthy: 1 },
    undefined,
  ],
  [
    'unhealthy just above 50%',
    { maxUnhealthyPercent: 50, minSites: 1, action: 'halt' },
    { sites: 3, failed: 0, unhealthy: 2 },
    FATAL(2, 3),
  ],
  [
    'failed exactly at 25%: not above',
    { maxFailedPercent: 25, minSites: 1, action: 'withdraw' },
    { sites: 4, failed: 1, unhealthy: 0 },
    undefined,
  ],
  [
    'failed just above 25%',
    { maxFailedPercent: 25, minSites: 1, action: 'withdraw' },
    { sites: 4, failed: 2, unhealthy: 0 },
    FAILED(2, 4),
  ],
  [
    'failed exactly at 20% of 5',
    { maxFailedPercent: 20, minSites: 5, action: 'halt' },
    { sites: 5, failed: 1, unhealthy: 0 },
    undefined,
  ],
  [
    'a bound of 0: one is above',
    { maxUnhealthyPercent: 0, minSites: 1, action: 'halt' },
    { sites: 3, failed: 0, unhealthy: 1 },
    FATAL(1, 3),
  ],
  [
    'none at a bound of 0',
    { maxUnhealthyPercent: 0, maxFailedPercent: 0, minSites: 1, action: 'halt' },
    { sites: 3, failed: 0, unhealthy: 0 },
    undefined,
  ],
  [
    'exactly minSites sites decide',
    { maxFailedPercent: 10, minSites: 3, action: 'halt' },
    { sites: 3, failed: 1, unhealthy: 0 },
    FAILED(1, 3),
  ],
  [
    'one site fewer than minSites',
    { maxFailedPercent: 10, minSites: 3, action: 'halt' },
    { sites: 2, failed: 2, unhealthy: 0 },
    undefined,
  ],
  [
    'no site reported',
    { maxFailedPercent: 0, minSites: 1, action: 'halt' },
    { sites: 0, failed: 0, unhealthy: 0 },
    undefined,
  ],
  [
    'an absent bound gates nothing',
    { maxFailedPercent: 50, minSites: 1, action: 'halt' },
    { sites: 2, failed: 0, unhealthy: 2 },
    undefined,
  ],
  [
    'unhealthy is named before failed',
    { maxFailedPercent: 10, maxUnhealthyPercent: 10, minSites: 1, action: 'halt' },
    { sites: 4, failed: 2, unhealthy: 2 },
    FATAL(2, 4),
  ],
];

describe('gateReason', () => {
  it.each(rows)('%s', (_name, gate, counts, reason) => {
    expect(gateReason(gate, { ...counts, ignored: 0 }, 'acme-forms', '2.0.0')).toBe(reason);
  });
});
