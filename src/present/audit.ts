import { type ApiGate, gateAsApi, type HealthGate } from '../packages/rules.js';
import type { AuditEntry, UploadRollout } from '../storage/types.js';
import type { Schemas } from './context.js';

/** An entry of `GET /audit`: the stored entry in the API's names. */
export function auditEntry(entry: AuditEntry): Schemas['AuditEntry'] {
  return {
    id: entry.id,
    time: entry.time,
    action: entry.action,
    type: entry.type,
    slug: entry.slug,
    ...(entry.url === undefined ? {} : { url: entry.url }),
    version: entry.version,
    actor:
      'cli' in entry.actor
        ? { cli: entry.actor.cli }
        : 'gate' in entry.actor
          ? { gate: true }
          : 'user' in entry.actor
            ? { user: { sub: entry.actor.user.sub, name: entry.actor.user.name, email: entry.actor.user.email } }
            : 'webhooks' in entry.actor
              ? { webhooks: true }
              : 'system' in entry.actor
                ? { system: entry.actor.system }
                : { key_id: entry.actor.keyId, key_name: entry.actor.keyName },
    request_id: entry.requestId,
    client_request_id: entry.clientRequestId,
    changes: presentedChanges(entry.changes),
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
    ...(entry.rollout === undefined ? {} : { rollout: uploadRollout(entry.rollout) }),
    ...(entry.signingKey === undefined ? {} : { signing_key: entry.signingKey }),
    ...(entry.evidence === undefined ? {} : { evidence: entry.evidence }),
  };
}

/** An upload's starting rollout, its gate in the API's form (as GET .../rollout shows it). */
function uploadRollout({ gate, ...rollout }: UploadRollout): Schemas['InitialRollout'] {
  return gate === undefined ? rollout : { ...rollout, gate: gateAsApiOrNull(gate) };
}

/** An entry's changes as the API names them: `gate`'s sides in the API's form, whichever form the entry stored. */
function presentedChanges(changes: AuditEntry['changes']): AuditEntry['changes'] {
  const gate = changes.gate as [StoredGate, StoredGate] | undefined;
  return gate === undefined ? changes : { ...changes, gate: [gateAsApiOrNull(gate[0]), gateAsApiOrNull(gate[1])] };
}

/**
 * A gate as the trail keeps it: in the domain's form (`minSites`), or in the API's (`min_sites`)
 * in entries written before the trail stored the domain's, presented as stored.
 */
type StoredGate = HealthGate | ApiGate | null;

function gateAsApiOrNull(gate: StoredGate): ApiGate | null {
  return gate !== null && 'minSites' in gate ? gateAsApi(gate) : gate;
}

/** Longest text a table cell shows; the rest is cut with an ellipsis (release notes can run to pages). */
const CELL_CHARS = 60;

/**
 * Entries as a table for a terminal (`npm run audit`): aligned columns under a header row,
 * one entry a line, every cell on one line and at most CELL_CHARS long.
 */
export function auditTable(entries: AuditEntry[]): string {
  const header = ['time', 'action', 'slug', 'version', 'actor', 'request', 'client request', 'changes'];
  const rows = entries.map((e) =>
    [
      e.time,
      e.action,
      e.slug,
      e.version ?? '-',
      'cli' in e.actor
        ? `cli:${e.actor.cli}`
        : 'gate' in e.actor
          ? 'health gate'
          : 'user' in e.actor
            ? `${e.actor.user.name} <${e.actor.user.email || e.actor.user.sub}>`
            : 'webhooks' in e.actor
              ? 'webhook deliveries'
              : 'system' in e.actor
                ? `system:${e.actor.system}`
                : `${e.actor.keyName} (${e.actor.keyId})`,
      e.requestId ?? '-',
      e.clientRequestId ?? '-',
      Object.entries(presentedChanges(e.changes))
        .map(([field, [before, after]]) => `${field}: ${cell(before)} -> ${cell(after)}`)
        .join('; ') || '-',
    ].map(oneLine),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((text, i) => (i === cells.length - 1 ? text : text.padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

function cell(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'null');
}

function oneLine(text: string): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ');
  return flat.length > CELL_CHARS ? `${flat.slice(0, CELL_CHARS - 1)}…` : flat;
}
