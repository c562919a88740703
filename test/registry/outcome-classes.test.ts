import { describe, expect, it } from 'vitest';
import { classifyOutcomes } from '../../src/registry/outcome-classes.js';
import type { OutcomeCounts, ResultCounts } from '../../src/storage/types.js';

/** The one reading of a reported result: failed = failed or refused; unhealthy = unhealthy or fatal; installed is neither. */
describe('classifyOutcomes', () => {
  const cases: Array<[string, ResultCounts, OutcomeCounts]> = [
    ['no reports', { counting: {}, ignored: 0 }, { sites: 0, failed: 0, unhealthy: 0, ignored: 0 }],
    ['installed only', { counting: { installed: 3 }, ignored: 0 }, { sites: 3, failed: 0, unhealthy: 0, ignored: 0 }],
    [
      'failed counts as failed',
      { counting: { failed: 2 }, ignored: 0 },
      { sites: 2, failed: 2, unhealthy: 0, ignored: 0 },
    ],
    [
      'refused counts as failed',
      { counting: { refused: 1 }, ignored: 0 },
      { sites: 1, failed: 1, unhealthy: 0, ignored: 0 },
    ],
    [
      'unhealthy counts as unhealthy',
      { counting: { unhealthy: 1 }, ignored: 0 },
      { sites: 1, failed: 0, unhealthy: 1, ignored: 0 },
    ],
    [
      'fatal counts as unhealthy',
      { counting: { fatal: 4 }, ignored: 0 },
      { sites: 4, failed: 0, unhealthy: 4, ignored: 0 },
    ],
    [
      'every result at once; ignored reports are not sites',
      { counting: { installed: 5, failed: 1, refused: 2, unhealthy: 3, fatal: 4 }, ignored: 6 },
      { sites: 15, failed: 3, unhealthy: 7, ignored: 6 },
    ],
    ['only ignored reports', { counting: {}, ignored: 2 }, { sites: 0, failed: 0, unhealthy: 0, ignored: 2 }],
  ];
  it.each(cases)('%s', (_, byResult, classified) => {
    expect(classifyOutcomes(byResult)).toEqual(classified);
  });
});
