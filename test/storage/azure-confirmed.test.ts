/**
 * The window of reads the Azure adapter trusts (src/storage/azure/confirmed.ts), on a clock the
 * test moves: when a value is read again, what concurrent callers share, and that a drop wins
 * over a read that was already under way.
 */
import { describe, expect, it } from 'vitest';
import { ConfirmedReads } from '../../src/storage/azure/confirmed.js';

/** A read the test finishes by hand, counting how often it was started. */
function controlledRead() {
  const started: Array<(value: string) => void> = [];
  return {
    started,
    read: () => new Promise<string>((resolve) => started.push(resolve)),
  };
}

describe('ConfirmedReads', () => {
  it('reads once per window, measured from the start of the read', async () => {
    let now = 1_000;
    const reads = new ConfirmedReads<string>(100, undefined, () => now);
    let count = 0;
    const read = async () => `v${++count}`;
    expect(await reads.get('k', read)).toBe('v1');
    now += 99;
    expect(await reads.get('k', read)).toBe('v1');
    now += 1;
    expect(await reads.get('k', read)).toBe('v2');
    expect(await reads.get('other', read)).toBe('v3');
  });

  it('concurrent callers of one key share one read', async () => {
    const reads = new ConfirmedReads<string>(1_000);
    const { started, read } = controlledRead();
    const all = Promise.all(Array.from({ length: 10 }, () => reads.get('k', read)));
    expect(started).toHaveLength(1);
    started[0]('v1');
    expect(await all).toEqual(Array(10).fill('v1'));
  });

  it('a drop during a read: that read answers its callers but is not kept, and later callers read again', async () => {
    const reads = new ConfirmedReads<string>(1_000);
    const { started, read } = controlledRead();
    const before = reads.get('k', read);
    reads.drop('k');
    const after = reads.get('k', read);
    expect(started).toHaveLength(2);
    started[0]('old');
    started[1]('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await reads.get('k', read)).toBe('new');
    expect(started).toHaveLength(2);
  });

  it('drop() without a key forgets everything; values refused by `keep` are read every time', async () => {
    let count = 0;
    const reads = new ConfirmedReads<string | undefined>(1_000, (value) => value !== undefined);
    const read = async () => (++count % 2 ? 'found' : undefined);
    expect(await reads.get('a', read)).toBe('found');
    expect(await reads.get('a', read)).toBe('found');
    reads.drop();
    expect(await reads.get('a', read)).toBeUndefined();
    expect(await reads.get('a', read)).toBe('found');
    expect(count).toBe(3);
  });

  it('a window of 0 keeps nothing and shares nothing', async () => {
    const reads = new ConfirmedReads<string>(0);
    const { started, read } = controlledRead();
    const both = Promise.all([reads.get('k', read), reads.get('k', read)]);
    expect(started).toHaveLength(2);
    started[0]('a');
    started[1]('b');
    expect(await both).toEqual(['a', 'b']);
  });

  it('a failed read is not kept and does not block the next', async () => {
    const reads = new ConfirmedReads<string>(1_000);
    await expect(
      reads.get('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await reads.get('k', async () => 'v')).toBe('v');
  });
});
