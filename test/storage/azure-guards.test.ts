/**
 * Azure's table limits, which Azurite does not enforce (it takes oversized entities and
 * batches), checked by the adapter itself; and the contention retry. No Azurite needed.
 */
import type { TransactionAction } from '@azure/data-tables';
import { describe, expect, it } from 'vitest';
import { InputError, UnavailableError } from '../../src/errors.js';
import { chunked, entity, unchunked } from '../../src/storage/azure/entities.js';
import {
  assertBatch,
  assertEntity,
  assertKey,
  entityBytes,
  MAX_BATCH_BYTES,
  MAX_BATCH_OPERATIONS,
  MAX_ENTITY_BYTES,
  splitBatches,
} from '../../src/storage/azure/limits.js';
import { Contended, retryOnContention } from '../../src/storage/azure/retry.js';

const row = (props: Record<string, unknown>) => ({ partitionKey: 'plugin~acme', rowKey: 'v~1.0.0', ...props });
const restError = (statusCode: number) =>
  Object.assign(new Error(`status ${statusCode}`), { name: 'RestError', statusCode });

describe('entity limits', () => {
  it('measures entities as Azure does: keys and names as UTF-16, 8 bytes per property', () => {
    expect(entityBytes({ partitionKey: 'pk', rowKey: 'rk' })).toBe(4 + 4 + 4);
    expect(entityBytes({ partitionKey: 'p', rowKey: 'r', name: 'abc', flag: true, size: 5 })).toBe(
      4 + 2 + 2 + (8 + 8 + 4 + 6) + (8 + 8 + 1) + (8 + 8 + 8),
    );
  });

  it('accepts an entity just under 1 MiB and refuses one just over with InputError', () => {
    const props = (chars: number) => chunked('data', 'x'.repeat(chars));
    expect(() => assertEntity(row(props(500_000)))).not.toThrow();
    expect(() => assertEntity(row(props(600_000)))).toThrow(InputError);
    expect(() => assertEntity(row(props(600_000)))).toThrow(/too large to store .*1048576/);
    expect(entityBytes(row(props(600_000)))).toBeGreaterThan(MAX_ENTITY_BYTES);
  });

  it('refuses more than 252 custom properties', () => {
    const props = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, i]));
    expect(() => assertEntity(row(props(252)))).not.toThrow();
    expect(() => assertEntity(row(props(253)))).toThrow(/253 properties; Azure Table Storage allows 252/);
  });

  it('refuses a string property over 32 768 UTF-16 code units', () => {
    expect(() => assertEntity(row({ notes: 'x'.repeat(32_768) }))).not.toThrow();
    expect(() => assertEntity(row({ notes: 'x'.repeat(32_769) }))).toThrow(/holds 32769 characters/);
  });

  it('refuses keys Azure refuses: / \\ # ? control characters, empty, over 1 KiB', () => {
    for (const key of ['a/b', 'a\\b', 'a#b', 'a?b', 'a\tb', 'a\u007fb', '', 'k'.repeat(1025)])
      expect(() => assertKey(key)).toThrow(InputError);
    expect(() => assertKey('plugin~my-slug')).not.toThrow();
    expect(() => entity('plugin~a/b', 'head', {})).toThrow(InputError);
  });
});

describe('chunked string properties', () => {
  it('splits text over 32 000 code units into data, data_1, ... and joins it back', () => {
    const text = 'abc'.repeat(40_000);
    const props = chunked('data', text);
    expect(Object.keys(props)).toEqual(['data', 'data_1', 'data_2', 'data_3']);
    expect(Object.values(props).every((part) => part.length <= 32_000)).toBe(true);
    expect(unchunked(props, 'data')).toBe(text);
    expect(() => assertEntity(row(props))).not.toThrow();
  });

  it('never cuts a surrogate pair in half', () => {
    const text = `${'x'.repeat(31_999)}😀${'y'.repeat(10)}`;
    const props = chunked('data', text);
    expect(props.data).toHaveLength(31_999);
    expect(props.data_1.startsWith('😀')).toBe(true);
    expect(unchunked(props, 'data')).toBe(text);
  });

  it('keeps an empty string as one empty property', () => {
    expect(chunked('data', '')).toEqual({ data: '' });
    expect(unchunked({ data: '' }, 'data')).toBe('');
  });
});

describe('batch limits', () => {
  const deletes = (count: number): TransactionAction[] =>
    Array.from({ length: count }, (_, i) => ['delete', { partitionKey: 'p', rowKey: `v~${i}` }]);
  const bigCreates = (count: number): TransactionAction[] =>
    Array.from({ length: count }, (_, i) => [
      'create',
      { partitionKey: 'p', rowKey: `v~${i}`, ...chunked('data', 'x'.repeat(900_000)) },
    ]);

  it('refuses an empty transaction, more than 100 operations, or more than 4 MiB', () => {
    expect(() => assertBatch([])).toThrow(InputError);
    expect(() => assertBatch(deletes(MAX_BATCH_OPERATIONS))).not.toThrow();
    expect(() => assertBatch(deletes(MAX_BATCH_OPERATIONS + 1))).toThrow(/1 to 100 operations; this one has 101/);
    expect(() => assertBatch(bigCreates(4))).not.toThrow();
    expect(() => assertBatch(bigCreates(5))).toThrow(new RegExp(`limit is ${MAX_BATCH_BYTES}`));
  });

  it('splits deletes into batches of at most 100, in order', () => {
    const batches = splitBatches(deletes(250));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(deletes(250));
  });

  it('splits large writes so that no batch passes 4 MiB', () => {
    const batches = splitBatches(bigCreates(9));
    expect(batches.map((b) => b.length)).toEqual([4, 4, 1]);
    for (const batch of batches) expect(() => assertBatch(batch)).not.toThrow();
  });
});

describe('retryOnContention', () => {
  const policy = { budgetMs: 200, baseMs: 1, capMs: 10 };

  it('runs the step again after 412, 409 or Contended, until it succeeds', async () => {
    const failures = [restError(412), restError(409), new Contended()];
    let rounds = 0;
    const result = await retryOnContention(policy, async (round) => {
      rounds = round + 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(rounds).toBe(4);
  });

  it('gives up with UnavailableError when the budget is spent', async () => {
    let rounds = 0;
    const attempt = retryOnContention(policy, async () => {
      rounds++;
      throw restError(412);
    });
    await expect(attempt).rejects.toThrow(UnavailableError);
    await expect(attempt).rejects.toThrow(/nothing was stored/);
    expect(rounds).toBeGreaterThan(3);
  });

  it('does not retry other failures', async () => {
    let rounds = 0;
    const attempt = retryOnContention(policy, async () => {
      rounds++;
      throw restError(400);
    });
    await expect(attempt).rejects.toThrow('status 400');
    expect(rounds).toBe(1);
  });

  it('pauses with full jitter under a ceiling that doubles up to the cap', async () => {
    const pauses: number[] = [];
    let rounds = 0;
    const timing = { random: () => 1, sleep: async (ms: number) => void pauses.push(ms) };
    await retryOnContention(
      { budgetMs: 60_000, baseMs: 10, capMs: 80 },
      async () => {
        if (++rounds < 7) throw restError(412);
      },
      timing,
    );
    expect(pauses).toEqual([10, 20, 40, 80, 80, 80]);
    const drawn: number[] = [];
    rounds = 0;
    await retryOnContention(
      { budgetMs: 60_000, baseMs: 10, capMs: 80 },
      async () => {
        if (++rounds < 3) throw restError(412);
      },
      { random: () => 0.25, sleep: async (ms) => void drawn.push(ms) },
    );
    expect(drawn).toEqual([2.5, 5]);
  });
});
