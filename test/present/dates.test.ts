import { describe, expect, it } from 'vitest';
import { dateOnly, dateTime, lastUpdated } from '../../src/present/dates.js';
import { itConverts } from '../support/each.js';

describe('date formats', () => {
  itConverts('last_updated of %s is %s (12-hour, no leading zero, lower-case am/pm)', lastUpdated, [
    ['2024-05-03T16:07:09Z', '2024-05-03 4:07pm UTC'],
    ['2024-05-03T00:05:00Z', '2024-05-03 12:05am UTC'],
    ['2024-05-03T12:00:00Z', '2024-05-03 12:00pm UTC'],
    ['2024-12-31T09:59:59.999Z', '2024-12-31 9:59am UTC'],
  ]);

  it('formats in UTC whatever the machine time zone', () => {
    expect(dateOnly('2024-05-03T23:30:00Z')).toBe('2024-05-03');
    expect(dateTime('2024-05-03T23:30:05Z')).toBe('2024-05-03 23:30:05');
  });
});
