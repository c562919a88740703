import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The registry's Prometheus series (GET /metrics, DESIGN 18), one set per app. Labels hold only
 * closed sets (results, actions, adapter and operation names): never a site URL, a slug, a key or
 * anything a request chose, so neither a secret nor an unbounded number of series can enter.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly updateChecks = new Counter({
    name: 'registry_update_checks_total',
    help: 'Update checks answered.',
    registers: [this.registry],
  });
  readonly offers = new Counter({
    name: 'registry_update_offers_total',
    help: 'Updates offered in update-check answers.',
    registers: [this.registry],
  });
  readonly downloadLinks = new Counter({
    name: 'registry_download_links_issued_total',
    help: 'Signed download links issued.',
    registers: [this.registry],
  });
  readonly reports = new Counter({
    name: 'registry_reports_total',
    help: 'Update outcomes reported by sites and recorded, by result.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly gateStops = new Counter({
    name: 'registry_gate_stops_total',
    help: 'Releases a health gate stopped, by action.',
    labelNames: ['action'] as const,
    registers: [this.registry],
  });
  readonly webhookDeliveries = new Counter({
    name: 'registry_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by result (delivered, failed, refused).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly storageCalls = new Counter({
    name: 'registry_storage_calls_total',
    help: 'Storage calls, by adapter, operation and outcome.',
    labelNames: ['adapter', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly storageSeconds = new Histogram({
    name: 'registry_storage_call_duration_seconds',
    help: 'Duration of storage calls, by adapter and operation.',
    labelNames: ['adapter', 'operation'] as const,
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'registry_' });
  }

  /** The exposition text and its content type. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
