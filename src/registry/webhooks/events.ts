import { InputError } from '../../errors.js';
import type { AuditAction } from '../../storage/types.js';
import { AUDIT_ACTIONS } from '../audit.js';

/**
 * Whether an endpoint subscribed to `events` receives `action`: an action named, a prefix
 * ending in `.*` (`plugin.*` matches `plugin.version.rollout`), or `*` (everything).
 */
export function subscribes(events: readonly string[], action: AuditAction): boolean {
  return events.some(
    (event) => event === '*' || event === action || (event.endsWith('.*') && action.startsWith(event.slice(0, -1))),
  );
}

/**
 * Checks what an endpoint subscribes to: every entry must name an action or a prefix of some,
 * so a typo (`plugin.uplaod`) is refused instead of silently matching nothing.
 */
export function checkEvents(events: readonly string[]): void {
  for (const event of events) {
    if (event === '*' || (AUDIT_ACTIONS as readonly string[]).includes(event)) continue;
    if (event.endsWith('.*') && AUDIT_ACTIONS.some((a) => a.startsWith(event.slice(0, -1)))) continue;
    throw new InputError(
      `events: "${event}" names no action; use an action of GET /audit (e.g. plugin.version.rollout), a prefix ending in .* (plugin.*), or *.`,
    );
  }
}
