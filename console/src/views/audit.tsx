/** Audit: the trail, newest first, with filters; each change as before → after. */
import { useState } from 'preact/hooks';
import type { AuditEntry, Schemas } from '../api';
import { type AuditFilters, listAudit } from '../queries';
import { Pager, Status, TableBox, useLoad } from '../ui';

const TYPES: Schemas['AuditType'][] = ['plugin', 'theme', 'site', 'key', 'webhook', 'advisory'];
const ACTIONS = [
  'plugin.upload',
  'plugin.update',
  'plugin.delete',
  'plugin.version.update',
  'plugin.version.rollout',
  'plugin.version.delete',
  'plugin.upload.refused',
  'theme.upload',
  'theme.update',
  'theme.delete',
  'theme.version.update',
  'theme.version.rollout',
  'theme.version.delete',
  'theme.upload.refused',
  'site.enroll',
  'site.update',
  'site.delete',
  'key.create',
  'key.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.disable',
  'advisory.create',
  'advisory.update',
  'advisory.import',
] as const satisfies readonly Schemas['AuditAction'][];
// Every action of the spec is offered: an action the spec adds fails the type check here.
type Unlisted = Exclude<Schemas['AuditAction'], (typeof ACTIONS)[number]>;
const everyAction: Unlisted extends never ? true : Unlisted = true;
void everyAction;

const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));
const actorOf = (actor: AuditEntry['actor']) => {
  if ('cli' in actor) return `CLI (${actor.cli})`;
  if ('user' in actor) return actor.user.email ? `${actor.user.name} (${actor.user.email})` : actor.user.name;
  if ('webhooks' in actor) return 'Webhook deliveries';
  if ('system' in actor) return 'Daily advisory import';
  return 'gate' in actor ? 'Health gate' : actor.key_name;
};

export function AuditView() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => listAudit(filters, page), [JSON.stringify(filters), page]);
  const set = (patch: Partial<AuditFilters>) => setDraft({ ...draft, ...patch });

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <form
        class="filters"
        aria-label="Filter the audit trail"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <div class="field">
          <label for="audit-type">Type</label>
          <select
            id="audit-type"
            value={draft.type ?? ''}
            onChange={(e) => set({ type: (e.currentTarget.value || undefined) as AuditFilters['type'] })}
          >
            <option value="">any</option>
            {TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="audit-slug">Slug or id</label>
          <input
            id="audit-slug"
            type="text"
            value={draft.slug ?? ''}
            onInput={(e) => set({ slug: e.currentTarget.value.trim() || undefined })}
          />
        </div>
        <div class="field">
          <label for="audit-action">Action</label>
          <select
            id="audit-action"
            value={draft.action ?? ''}
            onChange={(e) => set({ action: (e.currentTarget.value || undefined) as AuditFilters['action'] })}
          >
            <option value="">any</option>
            {ACTIONS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="audit-since">Since (day)</label>
          <input
            id="audit-since"
            type="date"
            value={draft.since ?? ''}
            onInput={(e) => set({ since: e.currentTarget.value || undefined })}
          />
        </div>
        <div class="field">
          <label for="audit-until">Until (day, not included)</label>
          <input
            id="audit-until"
            type="date"
            value={draft.until ?? ''}
            onInput={(e) => set({ until: e.currentTarget.value || undefined })}
          />
        </div>
        <button type="submit">Filter</button>
      </form>
      <Status loaded={loaded}>
        {({ entries, info }) => (
          <>
            <TableBox label="Audit entries">
              <thead>
                <tr>
                  <th scope="col">Time (UTC)</th>
                  <th scope="col">Action</th>
                  <th scope="col">Subject</th>
                  <th scope="col">By</th>
                  <th scope="col">Request</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-entry={entry.id} data-action={entry.action}>
                    <td>{entry.time.replace('T', ' ').replace('Z', '')}</td>
                    <td>{entry.action}</td>
                    <td data-field="subject">
                      {entry.type === 'site' && entry.url ? (
                        <>
                          <a href={`#/sites/${encodeURIComponent(entry.slug)}`}>{entry.url}</a>
                          <div class="muted small">site {entry.slug}</div>
                        </>
                      ) : (
                        <>
                          {entry.slug}
                          {entry.version ? ` ${entry.version}` : ''}
                        </>
                      )}
                    </td>
                    <td data-field="actor">
                      {'gate' in entry.actor ? (
                        <span class="badge warn">{actorOf(entry.actor)}</span>
                      ) : (
                        actorOf(entry.actor)
                      )}
                      {'key_id' in entry.actor && <div class="muted small">key {entry.actor.key_id}</div>}
                    </td>
                    <td>
                      <code data-field="request">{entry.request_id ?? '–'}</code>
                      {entry.client_request_id && <div class="muted small">client's id {entry.client_request_id}</div>}
                    </td>
                    <td data-field="changes">
                      <ul class="changes">
                        {Object.entries(entry.changes).map(([field, [before, after]]) => (
                          <li key={field}>
                            <code>{field}</code>: {show(before)} → {show(after)}
                          </li>
                        ))}
                        {entry.rollout && (
                          <li>
                            <code>rollout</code>: {show(entry.rollout)}
                          </li>
                        )}
                        {entry.signing_key !== undefined && (
                          <li>
                            <code>signing_key</code>: {show(entry.signing_key)}
                          </li>
                        )}
                        {entry.reason && (
                          <li>
                            <code>reason</code>: {entry.reason}
                          </li>
                        )}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableBox>
            <Pager label="Audit pages" info={info} noun="entries" previous="Newer" next="Older" onPage={setPage} />
          </>
        )}
      </Status>
    </section>
  );
}
