/**
 * GET /metrics (DESIGN 18): off without REGISTRY_METRICS_TOKEN (404), a bearer token otherwise
 * (401 without it or with another), Prometheus text that parses line by line, with the listed
 * `registry_*` series counting real traffic, and no label holding a site URL, a slug or a key.
 */
import { describe, expect, it } from 'vitest';
import { keyedFetch, uploadForm } from '../support/client.js';
import { pluginReport } from '../support/outcomes.js';
import { pluginZip } from '../support/packages.js';
import { SITE_ACCESS, type TestServer } from '../support/server.js';
import { enroll, postJson } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

const TOKEN = 'metrics-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The text exposition format, strictly: `# HELP`/`# TYPE` lines, samples `name{label="value",...}
 * value`; anything else throws, naming the line.
 */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sample = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (-?(?:[0-9.e+-]+|NaN|\\+Inf|-Inf))(?: -?\\d+)?$`);
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/gy;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(meta[3]);
        types.set(meta[2], meta[3]);
      }
      continue;
    }
    const match = sample.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    label.lastIndex = 0;
    const body = match[2] ?? '';
    let consumed = 0;
    for (let m = label.exec(body); m; m = label.exec(body)) {
      labels[m[1]] = m[2];
      consumed = label.lastIndex;
    }
    if (consumed !== body.length) throw new Error(`bad labels: ${line}`);
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { samples, types };
}

describe('without REGISTRY_METRICS_TOKEN', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started));

  it('GET /metrics does not exist', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });
});

describe('with REGISTRY_METRICS_TOKEN', () => {
  let server: TestServer;
  let key: string;
  useTestServer((started) => ({ server, key } = started), { REGISTRY_METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  it('refuses a scrape without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { messages: { error: string } }).messages.error).toBe(
        'Missing or wrong metrics token.',
      );
    }
  });

  it('answers Prometheus text with the listed series, counting real traffic, without URLs, slugs or keys', async () => {
    const form = uploadForm('plugin', pluginZip({ slug: 'metric-probe-plugin', version: '1.0.0' }));
    const uploaded = await keyedFetch(server.url, key, 'POST', '/plugins', form);
    expect(uploaded.status).toBe(201);
    const siteKey = await server.key(SITE_ACCESS, 'site');
    const site = await enroll(server.url, siteKey, 'https://metric-probe-site.example');
    const plugins = { 'metric-probe-plugin/metric-probe-plugin.php': { Version: '0.9.0' } };
    const check = await postJson(server.url, siteKey, '/update-check', { site: { url: site.url }, plugins }, site);
    expect(check.status).toBe(200);
    const report = pluginReport('metric-probe-plugin', '0.9.0', '1.0.0', 'failed', 'download_failed', 'no');
    await postJson(server.url, siteKey, `/sites/${site.id}/reports`, { reports: [report] }, site);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const { samples, types } = parsePrometheus(text);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((sum, s) => sum + s.value, 0);
    expect(samples.every((s) => s.name.startsWith('registry_'))).toBe(true);
    expect(value('registry_update_checks_total')).toBe(1);
    expect(value('registry_update_offers_total')).toBe(1);
    expect(value('registry_download_links_issued_total')).toBeGreaterThanOrEqual(1);
    expect(value('registry_reports_total', { result: 'failed' })).toBe(1);
    expect(types.get('registry_gate_stops_total')).toBe('counter');
    expect(types.get('registry_webhook_deliveries_total')).toBe('counter');
    expect(types.get('registry_storage_call_duration_seconds')).toBe('histogram');
    const adapter = server.config.storage;
    expect(value('registry_storage_calls_total', { adapter, operation: 'changePackage', outcome: 'ok' })).toBe(1);
    expect(value('registry_storage_call_duration_seconds_count', { adapter, operation: 'changePackage' })).toBe(1);
    for (const secret of ['metric-probe', 'https://', key, siteKey, site.id])
      expect(samples.flatMap((s) => Object.values(s.labels)).filter((v) => v.includes(secret))).toEqual([]);
  });
});
