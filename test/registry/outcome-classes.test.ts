import { describe, expect, it } from 'vitest';
import { classifyOutcomes } from '../../src/registry/outcome-classes.js';
import type { OutcomeCounts, ResultCounts } from '../../src/storage/types.js';

/** The one reading of a reported result: failed = failed or refused; unhealthy = unhealthy or fatal; installed is neither. */
describe('classifyOutcomes', () => {
  /** What the reports classify into: `sites` counts the sites whose report counts. */
  const classified = (sites: number, failed: number, unhealthy: number, ignored: number): OutcomeCounts => ({
    sites,
    failed,
    unhealthy,
    ignored,
  });
  const cases: Array<[string, ResultCounts, OutcomeCounts]> = [
    ['no reports', { counting: {}, ignored: 0 }, classified(0, 0, 0, 0)],
    ['installed only', { counting: { installed: 3 }, ignored: 0 }, classified(3, 0, 0, 0)],
    ['failed counts as failed', { counting: { failed: 2 }, ignored: 0 }, classified(2, 2, 0, 0)],
    ['refused counts as failed', { counting: { refused: 1 }, ignored: 0 }, classified(1, 1, 0, 0)],
    ['unhealthy counts as unhealthy', { counting: { unhealthy: 1 }, ignored: 0 }, classified(1, 0, 1, 0)],
    ['fatal counts as unhealthy', { counting: { fatal: 4 }, ignored: 0 }, classified(4, 0, 4, 0)],
    [
      'every result at once; ignored reports are not sites',
      { counting: { installed: 5, failed: 1, refused: 2, unhealthy: 3, fatal: 4 }, ignored: 6 },
      classified(15, 3, 7, 6),
    ],
    ['only ignored reports', { counting: {}, ignored: 2 }, classified(0, 0, 0, 2)],
  ];
  it.each(cases)('%s', (_, byResult, counts) => {
    expect(classifyOutcomes(byResult)).toEqual(counts);
  });
});
