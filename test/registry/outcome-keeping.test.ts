/**
 * Report dedupe (src/registry/outcome-keeping.ts) as a table, with no storage: which report is
 * kept for a site's package version. The adapters apply it to the row they read (the conformance
 * suite's outcomes part).
 */
import { describe, expect, it } from 'vitest';
import { replacesKept } from '../../src/registry/outcome-keeping.js';

const T1 = '2030-01-01T10:00:00.000Z';
const T2 = '2030-01-01T11:00:00.000Z';

describe('replacesKept', () => {
  it.each([
    ['the same report sent again', { id: 'r1', time: T1 }, { id: 'r1', time: T1 }, false],
    [
      'the same id with a later time (a resend the site re-stamped)',
      { id: 'r1', time: T1 },
      { id: 'r1', time: T2 },
      false,
    ],
    ['a newer report', { id: 'r1', time: T1 }, { id: 'r2', time: T2 }, true],
    ['an older report arriving late', { id: 'r2', time: T2 }, { id: 'r1', time: T1 }, false],
    ['another report at the same time: the one arriving last', { id: 'r1', time: T1 }, { id: 'r2', time: T1 }, true],
  ])('%s', (_, kept, report, replaces) => {
    expect(replacesKept(kept, report)).toBe(replaces);
  });
});
