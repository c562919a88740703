import type { Config } from '../../config.js';
import type { Metrics } from '../../metrics.js';
import type { AuditEntry, Storage } from '../../storage/types.js';
import { WebhookDeliveries } from './deliveries.js';
import { Destinations } from './destination.js';
import { WebhookEndpoints } from './endpoints.js';
import { dataDirSecretKey, SecretBox } from './secret-box.js';
import { DeliverySigner } from './signing.js';

export { WebhookDeliveries } from './deliveries.js';
export { WebhookEndpoints, webhookChange, WEBHOOK_NOT_FOUND } from './endpoints.js';

export interface Webhooks {
  endpoints: WebhookEndpoints;
  deliveries: WebhookDeliveries;
  /** Base64 of the `v1a` public key; undefined without REGISTRY_WEBHOOK_SIGNING_KEY. */
  publicKey?: string;
}

/**
 * The webhooks of one app: endpoints and their deliveries over one storage. The secrets' key is
 * REGISTRY_WEBHOOK_SECRET_KEY, else (local adapter) one kept in the data dir; on azure without it
 * endpoints cannot be created, since a key beside the table would seal nothing.
 */
export function createWebhooks(options: {
  config: Config;
  storage: Storage;
  present: (entry: AuditEntry) => unknown;
  metrics?: Metrics;
  logger?: { warn(obj: object, msg: string): void };
}): Webhooks {
  const { config, storage } = options;
  const key = config.webhooks.secretKey ?? (config.storage === 'local' ? dataDirSecretKey(config.dataDir) : undefined);
  const box = key && new SecretBox(key);
  const destinations = new Destinations(config.webhooks.allowHosts);
  const signer = new DeliverySigner(config.webhooks.signingKey);
  return {
    endpoints: new WebhookEndpoints(storage, destinations, box),
    deliveries: new WebhookDeliveries({
      storage,
      destinations,
      signer,
      box,
      present: options.present,
      pollMs: config.webhooks.pollMs,
      metrics: options.metrics,
      logger: options.logger,
    }),
    publicKey: signer.publicKey,
  };
}
