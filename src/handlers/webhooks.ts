import { NotFoundError } from '../errors.js';
import { presentDelivery, presentWebhook } from '../present/webhook.js';
import { WEBHOOK_NOT_FOUND, webhookChange } from '../registry/webhooks/index.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { created, jsonBody, ok, pathParams, queryParams } from './types.js';

/** /webhooks: the endpoints (registry/webhooks/endpoints.ts) and their deliveries (deliveries.ts). */
export function webhookHandlers({ storage, webhooks, auditStamp }: HandlerDeps) {
  const { endpoints, deliveries } = webhooks;

  const listWebhooks: Handler<'listWebhooks'> = async () =>
    ok({ webhooks: (await storage.webhooks.list()).map(presentWebhook) });

  const createWebhook: Handler<'createWebhook'> = async (c, _req, res) => {
    const { record, secret } = await endpoints.create(jsonBody<'createWebhook'>(c), auditStamp(res));
    return created({ ...presentWebhook(record), secret });
  };

  const getWebhookPublicKey: Handler<'getWebhookPublicKey'> = async () => {
    if (!webhooks.publicKey) throw new NotFoundError('No webhook signing key is set (REGISTRY_WEBHOOK_SIGNING_KEY).');
    return ok({ algorithm: 'ed25519' as const, public_key: webhooks.publicKey });
  };

  const getWebhook: Handler<'getWebhook'> = async (c) =>
    ok(presentWebhook(await endpoints.get(pathParams<'getWebhook'>(c).id)));

  const updateWebhook: Handler<'updateWebhook'> = async (c, _req, res) => {
    const change = webhookChange(jsonBody<'updateWebhook'>(c));
    return ok(presentWebhook(await endpoints.update(pathParams<'updateWebhook'>(c).id, change, auditStamp(res))));
  };

  const deleteWebhook: Handler<'deleteWebhook'> = async (c, _req, res) =>
    ok(presentWebhook(await endpoints.delete(pathParams<'deleteWebhook'>(c).id, auditStamp(res))));

  const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (c) => {
    const { id } = pathParams<'listWebhookDeliveries'>(c);
    const { storageQuery, info } = paging(queryParams<'listWebhookDeliveries'>(c));
    if (!(await storage.webhooks.get(id))) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    const page = await storage.webhooks.deliveries(id, storageQuery);
    return ok({ info: info(page.total), deliveries: page.deliveries.map(presentDelivery) });
  };

  const retryWebhookDelivery: Handler<'retryWebhookDelivery'> = async (c) => {
    const { id, delivery } = pathParams<'retryWebhookDelivery'>(c);
    return ok(presentDelivery(await deliveries.retry(id, delivery)));
  };

  return {
    listWebhooks,
    createWebhook,
    getWebhookPublicKey,
    getWebhook,
    updateWebhook,
    deleteWebhook,
    listWebhookDeliveries,
    retryWebhookDelivery,
  };
}
