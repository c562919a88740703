import { expect, it } from 'vitest';

/**
 * One test a row: `convert` turns the row's input into exactly the row's output. `title` names
 * each test as `it.each` does (`%s` is the input, then the output).
 */
export function itConverts<I, O>(title: string, convert: (input: I) => O, rows: Array<[I, O]>): void {
  it.each(rows)(title, (input, output) => {
    expect(convert(input)).toBe(output);
  });
}
