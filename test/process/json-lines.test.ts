/**
 * A registry process writes JSON log lines and nothing else: a line that is not JSON (ajv's own
 * `unknown format "date-time" ignored` warning, printed the first time a report arrived) breaks
 * every log shipper that parses the stream.
 */
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { stopProcess } from '../support/processes.js';
import { enroll, postJson } from '../support/sites.js';

describe('process output', () => {
  it('is JSON lines only, also when a site report with a bad time is refused', async () => {
    const env = await childEnv();
    const key = await createKeyWithCli(env, 'plugins:read', 'themes:read', 'sites:enroll');
    const server = await startChildServer(env);
    try {
      const site = await enroll(server.url, key, 'https://json-lines.example');
      const report = {
        id: 'r-1',
        type: 'plugin',
        slug: 'acme-forms',
        from: '1.0.0',
        to: '2.0.0',
        result: 'fatal',
        code: 'acme-forms.php',
        message: 'boom',
        time: '~not a date~',
      };
      const refused = await postJson(server.url, key, `/sites/${site.id}/reports`, { reports: [report] }, site);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { messages: { error: string } }).messages.error).toMatch(/time/);
      // The logger's buffer flushes every 250 ms, later on a loaded machine: wait for the refused
      // report's own request line.
      await expect
        .poll(() => server.output().includes('"route":"/sites/{id}/reports"'), { timeout: 15_000 })
        .toBe(true);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(lines.length).toBeGreaterThanOrEqual(2); // the enrollment's and the report's at least
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      await stopProcess(server.process);
    }
  }, 60_000);
});
