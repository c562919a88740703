/**
 * Webhooks: the endpoints that receive the audit trail's events, a form to add one (its secret
 * shown once), and per endpoint its recent deliveries with their status, a retry and enable.
 */
import { useState } from 'preact/hooks';
import { api, data, type Schemas } from '../api';
import { ErrorBox, messageOf, Status, TableBox, useLoad } from '../ui';

type Webhook = Schemas['Webhook'];
/** PATCH disabled: false, the one value it takes. */
const ENABLE: Schemas['WebhookPatch'] = { disabled: false };

const listWebhooks = async () => (await data(api.GET('/webhooks'))).webhooks;
const listDeliveries = (id: string) =>
  data(api.GET('/webhooks/{id}/deliveries', { params: { path: { id }, query: { per_page: 20 } } }));

function NewWebhook({ onCreated }: { onCreated: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState('plugin.version.rollout, plugin.upload');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  return (
    <form
      class="panel"
      aria-label="Add a webhook"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        const body = { url: url.trim(), events: events.split(/[\s,]+/).filter(Boolean), description };
        data(api.POST('/webhooks', { body })).then(
          (created) => {
            setSecret(created.secret);
            setUrl('');
            onCreated();
          },
          (err: unknown) => setError(messageOf(err)),
        );
      }}
    >
      <h2>Add an endpoint</h2>
      <div class="field">
        <label for="webhook-url">URL</label>
        <input id="webhook-url" type="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="webhook-events">Events (actions, prefix.*, or *)</label>
        <input
          id="webhook-events"
          type="text"
          required
          value={events}
          onInput={(e) => setEvents(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="webhook-description">Description</label>
        <input
          id="webhook-description"
          type="text"
          value={description}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
      </div>
      <button type="submit">Add endpoint</button>
      <ErrorBox message={error} />
      {secret && (
        <p role="status">
          Signing secret (shown once, copy it now): <code>{secret}</code>
        </p>
      )}
    </form>
  );
}

function Deliveries({ webhook, onChanged }: { webhook: Webhook; onChanged: () => void }) {
  const loaded = useLoad(() => listDeliveries(webhook.id), [webhook.id]);
  const [error, setError] = useState<string>();
  const retry = (delivery: string) =>
    data(
      api.POST('/webhooks/{id}/deliveries/{delivery}/retry', { params: { path: { id: webhook.id, delivery } } }),
    ).then(
      () => loaded.reload(),
      (err: unknown) => setError(messageOf(err)),
    );
  const enable = () =>
    data(api.PATCH('/webhooks/{id}', { params: { path: { id: webhook.id } }, body: ENABLE })).then(
      onChanged,
      (err: unknown) => setError(messageOf(err)),
    );
  return (
    <section aria-label={`Deliveries to ${webhook.url}`}>
      <h3>{webhook.description || webhook.url}</h3>
      <p class="muted small">
        {webhook.url} · {webhook.events.join(', ')}
      </p>
      {webhook.disabled && (
        <p role="alert" class="error">
          Disabled {webhook.disabled.time}: {webhook.disabled.reason}{' '}
          <button type="button" onClick={() => void enable()}>
            Enable again
          </button>
        </p>
      )}
      <ErrorBox message={error} />
      <Status loaded={loaded}>
        {(page) =>
          page.deliveries.length === 0 ? (
            <p class="muted">No deliveries yet.</p>
          ) : (
            <TableBox label={`Deliveries to ${webhook.url}`}>
              <thead>
                <tr>
                  <th>Event</th>
                  <th>Type</th>
                  <th>Status</th>
                  <th>Attempts</th>
                  <th>Last answer</th>
                  <th>Next attempt</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {page.deliveries.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <code>{d.event}</code>
                    </td>
                    <td>{d.type}</td>
                    <td>{d.status}</td>
                    <td>{d.attempts}</td>
                    <td>{d.last_error ?? (d.last_status === null ? '–' : String(d.last_status))}</td>
                    <td>{d.next_attempt ?? '–'}</td>
                    <td>
                      <button type="button" aria-label={`Retry ${d.event}`} onClick={() => void retry(d.id)}>
                        Retry
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
          )
        }
      </Status>
    </section>
  );
}

export function WebhooksView() {
  const loaded = useLoad(listWebhooks, []);
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">Webhooks</h1>
      <NewWebhook onCreated={loaded.reload} />
      <Status loaded={loaded}>
        {(webhooks) =>
          webhooks.length === 0 ? (
            <p class="muted">No endpoints.</p>
          ) : (
            <>
              {webhooks.map((webhook) => (
                <Deliveries key={webhook.id} webhook={webhook} onChanged={loaded.reload} />
              ))}
            </>
          )
        }
      </Status>
    </section>
  );
}
