import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../src/app.js';

/**
 * The JSON body limit is said in one place, docs/behaviour.md, and says what the server does
 * (src/app.ts; test/http/requests.test.ts sends a body one byte over it and gets 413).
 */
const READER_FILES = ['README.md', 'bench/README.md', ...fs.readdirSync('docs').map((f) => path.join('docs', f))];
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

describe('the JSON body limit', () => {
  it('docs/behaviour.md states the limit the server applies', () => {
    const behaviour = fs.readFileSync('docs/behaviour.md', 'utf8');
    expect(behaviour).toMatch(new RegExp(`JSON body limit: ${grouped(JSON_BODY_LIMIT_BYTES)} bytes`));
  });

  it.each(READER_FILES.filter((file) => file !== 'docs/behaviour.md'))(
    '%s does not state it again (nor an old figure)',
    (file) => {
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toContain(grouped(JSON_BODY_LIMIT_BYTES));
      expect(text).not.toMatch(/JSON body (?:over|up to|may be) \d/);
    },
  );
});
