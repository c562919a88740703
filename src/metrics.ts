import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The registry's Prometheus series (GET /metrics, DESIGN 18), one set per app. Labels hold only
 * closed sets (results, actions, adapter and operation names): never a site URL, a slug, a key or
 * anything a request chose, so neither a secret nor an unbounded number of series can enter.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly updateChecks = this.counter('registry_update_checks_total', 'Update checks answered.');
  readonly offers = this.counter('registry_update_offers_total', 'Updates offered in update-check answers.');
  readonly downloadLinks = this.counter('registry_download_links_issued_total', 'Signed download links issued.');
  readonly reports = this.counter(
    'registry_reports_total',
    'Update outcomes reported by sites and recorded, by result.',
    ['result'] as const,
  );
  readonly gateStops = this.counter('registry_gate_stops_total', 'Releases a health gate stopped, by action.', [
    'action',
  ] as const);
  readonly webhookDeliveries = this.counter(
    'registry_webhook_deliveries_total',
    'Webhook delivery attempts, by result (delivered, failed, refused).',
    ['result'] as const,
  );
  readonly storageCalls = this.counter(
    'registry_storage_calls_total',
    'Storage calls, by adapter, operation and outcome.',
    ['adapter', 'operation', 'outcome'] as const,
  );
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

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The exposition text and its content type. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
