/**
 * Uploads whose readme is built to make a parser backtrack (a `= ` sub-heading of thousands of
 * spaces once held the event loop for 7 s, and `/healthz` waited as long) must not stall the
 * registry: while several arrive, the server keeps answering. The server runs in this process,
 * so the test reads how long its event loop was held (node:perf_hooks' delay histogram) rather
 * than timing requests: a bound of a second is far above what linear parsing costs here (tens of
 * ms) and far below what one such upload cost before.
 */
import { describe, expect, it } from 'vitest';
import { keyedFetch, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;
useTestServer((started) => ({ server, key } = started));

/**
 * A 1 MiB readme: a sub-heading of 3 000 spaces that never closes (cubic for the old pattern:
 * seconds) and a changelog heading of spaces and hashes, then lines of `=` up to the size.
 */
function hostileReadme(): string {
  const head = `=== Hostile ===\nRequires at least: 6.0\n\n== Description ==\n= ${' '.repeat(3000)}x\n`;
  const tail = `== Changelog ==\n### a${' #'.repeat(1500)}x\n`;
  const filler = `${'='.repeat(1000)}\n`.repeat(Math.floor((1024 * 1024 - 8192) / 1001));
  return `${head}${filler}${tail}`;
}

describe('hostile readmes do not stall the registry', () => {
  it('while hostile uploads arrive, /healthz keeps answering, and each upload costs well under a second of CPU', async () => {
    const readme = hostileReadme();
    expect(Buffer.byteLength(readme)).toBeGreaterThan(1000 * 1024);
    const archives = [0, 1, 2].map((i) => pluginZip({ slug: 'acme-hostile', version: `1.0.${i}`, readme }));
    const cpuBefore = process.cpuUsage();
    let uploading = true;
    const uploads = Promise.all(
      archives.map(async (archive) => {
        const response = await keyedFetch(server.url, key, 'POST', '/plugins', uploadForm('plugin', archive));
        return response.status;
      }),
    ).finally(() => (uploading = false));
    let answered = 0;
    while (uploading) {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      answered++;
    }
    const cpu = process.cpuUsage(cpuBefore);
    expect(await uploads).toEqual([201, 201, 201]);
    // Answered between the uploads' parsing, not only after it.
    expect(answered).toBeGreaterThan(3);
    // The whole process (server, client, hashing thread): ~0.1 s per upload; before, 4 s and more.
    expect((cpu.user + cpu.system) / 1000 / archives.length).toBeLessThan(1000);
  });
});
