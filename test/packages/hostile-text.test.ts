/**
 * Readmes and header files come from uploads: any holder of a create key chooses their text. Their
 * parsing must cost time linear in their size, or one upload freezes the event loop (a `= ` and
 * 3 500 spaces once took 7 s). The repository's rule is that no test asserts wall-clock time, so
 * these tests measure the process's CPU time (which another process's load does not inflate) and
 * hold it to a budget that sits far above the linear cost (a few ms per MiB) and far below any
 * superlinear one (a quadratic pass over a 1 MiB line is 10^12 steps: hours). Lines grow by
 * doubling and each size must pass before the next is tried, so a superlinear parser fails within
 * seconds at a small size instead of hanging the run.
 */
import { describe, expect, it } from 'vitest';
import { pluginCollector, README_BYTES } from '../../src/packages/archive-manifest.js';
import { HEADER_BYTES, readFileHeadersFromBuffer } from '../../src/packages/file-headers.js';
import { changelogEntry, parseReadme } from '../../src/packages/readme.js';
import { sanitizeTitle } from '../../src/present/sanitize-title.js';

/**
 * CPU time (user + system) that `work` takes on this thread, in ms: the median of three runs.
 * The thread's own, not the process's: V8's background GC threads, still busy with the megabytes
 * earlier tests allocated, once put 56 ms of theirs on a 0.04 ms call under a loaded run.
 */
function cpuMs(work: () => unknown): number {
  const runs = [0, 1, 2].map(() => {
    const before = process.threadCpuUsage();
    work();
    const used = process.threadCpuUsage(before);
    return (used.user + used.system) / 1000;
  });
  return runs.sort((a, b) => a - b)[1];
}

/** Far above linear (1 MiB parses in well under 50 ms), far below quadratic at the sizes below. */
const BUDGET_MS = 400;

/** Lines that made a backtracking pattern of the parser take cubic or quadratic time. */
const HOSTILE_LINES: Record<string, (n: number) => string> = {
  'a `= ` sub-heading that never closes': (n) => `= ${' '.repeat(n)}x`,
  'a sub-heading whose inside is blank': (n) => `=${' '.repeat(n)}=x`,
  'spaces between `=` and `=`': (n) => `= ${' \t'.repeat(n / 2)}= x`,
  'a #### heading of spaces and hashes': (n) => `### a${' #'.repeat(n / 2)}x`,
  'a header line whose value never ends a comment': (n) => `Tested up to:${' '.repeat(n)}x`,
  'a line of `=`': (n) => '='.repeat(n),
};

/** A readme whose Description and Changelog hold `line`, padded to `bytes` with copies of it. */
function readmeWith(line: string, bytes: number): string {
  const head = '=== Hostile ===\nRequires at least: 6.0\n\n== Description ==\n';
  const copies = Math.max(1, Math.floor((bytes / 2 - head.length) / (line.length + 1)));
  const block = `${line}\n`.repeat(copies);
  return `${head}${block}== Changelog ==\n${block}`;
}

/** Every way the registry and the publish script parse a readme. */
function parseEveryWay(readme: string): void {
  parseReadme(readme);
  changelogEntry(readme, '1.0.0');
  const collector = pluginCollector(HEADER_BYTES);
  collector.take('hostile.php', Buffer.from('<?php\n/* Plugin Name: Hostile\n * Version: 1.0.0\n */\n'));
  collector.take('readme.txt', Buffer.from(readme).subarray(0, README_BYTES));
  collector.manifest('hostile');
}

describe('readmes are parsed in time linear in their size', () => {
  for (const [what, line] of Object.entries(HOSTILE_LINES)) {
    it(`${what}: one line of 1 KiB up to 1 MiB stays within ${BUDGET_MS} ms of CPU`, () => {
      for (let n = 1024; n <= README_BYTES - 256; n *= 2) {
        const readme = readmeWith(line(n), n);
        const ms = cpuMs(() => parseEveryWay(readme));
        expect({ lineLength: n, ms: ms < BUDGET_MS ? 'within budget' : ms }).toEqual({
          lineLength: n,
          ms: 'within budget',
        });
      }
    });
  }

  it('a readme of every hostile line, many times over, up to 1 MiB, costs no more than a benign one', () => {
    const hostileLines = Object.values(HOSTILE_LINES).map((line) => line(1000));
    for (let bytes = 16 * 1024; bytes <= README_BYTES; bytes *= 4) {
      const hostile = readmeWith(hostileLines.join('\n'), bytes - 8 * 1024);
      const benign = readmeWith('Lorem ipsum, **consectetur** adipiscing elit.\n\n= Sub =\n', hostile.length);
      expect(Math.abs(hostile.length - benign.length)).toBeLessThan(0.1 * hostile.length);
      const hostileMs = cpuMs(() => parseEveryWay(hostile));
      const benignMs = cpuMs(() => parseEveryWay(benign));
      // Rendering a benign 1 MiB description (marked, sanitize-html) costs a few hundred ms, a
      // hostile one ~10 ms: the factor is generous, the budget absolute.
      const cost = hostileMs < Math.max(BUDGET_MS, 10 * benignMs) ? 'like benign' : { hostileMs, benignMs };
      expect({ bytes, cost }).toEqual({ bytes, cost: 'like benign' });
    }
  });

  it('a 1 MiB readme of hostile lines costs under 50 ms of CPU (~10 ms measured)', () => {
    const hostileLines = Object.values(HOSTILE_LINES).map((line) => line(1000));
    const hostile = readmeWith(hostileLines.join('\n'), README_BYTES - 8 * 1024);
    expect(Buffer.byteLength(hostile)).toBeGreaterThan(0.98 * README_BYTES);
    expect(cpuMs(() => parseEveryWay(hostile))).toBeLessThan(50);
  });
});

describe('header files are read in time linear in their size', () => {
  const NAMES = ['Plugin Name', 'Version', 'Description', 'Requires at least'] as const;
  const HOSTILE_HEADERS: Record<string, string> = {
    'a value of spaces that never closes a comment': `<?php\nDescription:${' '.repeat(HEADER_BYTES - 20)}x`,
    'a line of prefix characters': `${' \t/*#@'.repeat(HEADER_BYTES / 6)}`,
    'a line of spaces after <?php': `<?php${' '.repeat(HEADER_BYTES - 10)}x`,
    'every line a near-header': `${' * Plugin Nam\n'.repeat(HEADER_BYTES / 14)}`,
  };
  for (const [what, text] of Object.entries(HOSTILE_HEADERS)) {
    it(`${what}: 8 KiB stays far within the budget`, () => {
      const buf = Buffer.from(text);
      // An 8 KiB quadratic pass is ~10^8 steps, near the budget: a tenth of it tells them apart.
      expect(cpuMs(() => readFileHeadersFromBuffer(buf, NAMES))).toBeLessThan(BUDGET_MS / 10);
    });
  }
});

describe("a theme author's user_nicename (sanitize_title) is made in time linear in the name", () => {
  it('8 KiB of `<` with no `>` (decoded `&lt;` come back as `<`) stays far within the budget, tags still go', () => {
    expect(cpuMs(() => sanitizeTitle('<'.repeat(HEADER_BYTES)))).toBeLessThan(BUDGET_MS / 10);
    expect(sanitizeTitle('Jane <b>Doe</b> <<x> <y')).toBe('jane-doe-y');
  });
});
