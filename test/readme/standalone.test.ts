import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: what it gives its readers (README.md, docs/, the spec served at
 * /docs) never sends them to a file outside it, such as a design document next to the clone.
 */
const READER_FILES = [
  'README.md',
  'openapi/registry.yaml',
  ...fs.readdirSync('docs', { recursive: true, encoding: 'utf8' }).map((f) => path.join('docs', f)),
].filter((file) => fs.statSync(file).isFile());

const OUTSIDE = [/\.\.\/shared/, /DESIGN\.md/i, /\/work\//];

describe('README and docs/ stand alone', () => {
  it('reads README.md, docs/ and the spec', () => {
    expect(READER_FILES).toEqual(
      expect.arrayContaining(['README.md', 'docs/azure-app-service.md', 'docs/behaviour.md']),
    );
  });

  it.each(READER_FILES)('%s mentions no file outside the repository', (file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const outside = lines.flatMap((line, i) =>
      OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
    expect(outside).toEqual([]);
  });

  it.each(READER_FILES)('%s links only to files that exist in the repository', (file) => {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1])
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !fs.existsSync(path.join(path.dirname(file), target)));
    expect(missing).toEqual([]);
  });
});
