import type { Metrics } from '../metrics.js';
import type { AdapterStorage, OutcomeReport, PackageDecide, PackageDecision, VersionRecord } from './types.js';

/** The parts of the contract whose methods are measured as `{part}.{method}`. */
const PARTS = ['versions', 'keys', 'sites', 'audit', 'bulk', 'adoption', 'webhooks', 'advisories'] as const;

/**
 * The storage with every call counted and timed by adapter, operation and outcome (ok or error),
 * and the domain counts that storage calls reveal: links issued, reports recorded, gate stops.
 * Reading them here, at the one door every use-case passes, keeps the use-cases free of metrics.
 * Only the operation's name is a label (a closed set), never an argument.
 */
export function instrumented(storage: AdapterStorage, adapter: string, metrics: Metrics): AdapterStorage {
  const measure = (operation: string, call: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      const decision = operation === 'changePackage' ? lastDecision(args) : undefined;
      const end = metrics.storageSeconds.startTimer({ adapter, operation });
      const settle = (outcome: 'ok' | 'error') => {
        end();
        metrics.storageCalls.inc({ adapter, operation, outcome });
      };
      try {
        const result = call.apply(this, args);
        if (!(result instanceof Promise)) {
          settle('ok');
          observe(metrics, operation, result, decision?.());
          return result;
        }
        return (result as Promise<unknown>).then(
          (value: unknown) => {
            settle('ok');
            observe(metrics, operation, value, decision?.());
            return value;
          },
          (err: unknown) => {
            settle('error');
            throw err;
          },
        );
      } catch (err) {
        settle('error');
        throw err;
      }
    };
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver) as unknown;
        if (typeof name !== 'string' || typeof value !== 'function' || name === 'constructor') return value;
        return measure(`${prefix}${name}`, (value as (...args: unknown[]) => unknown).bind(object));
      },
    });
  const parts = Object.fromEntries(PARTS.map((part) => [part, wrap(storage[part], `${part}.`)]));
  return new Proxy(wrap(storage, ''), {
    get(object, name, receiver) {
      if (typeof name === 'string' && name in parts) return parts[name];
      return Reflect.get(object, name, receiver) as unknown;
    },
  });
}

/**
 * Has a change keep the decision it committed (the last one its `decide` returned: a change
 * may decide again on fresh reads), for the counts it reveals.
 */
function lastDecision(args: unknown[]): () => PackageDecision<unknown> | undefined {
  const decide = args[2] as PackageDecide<unknown>;
  let last: PackageDecision<unknown> | undefined;
  args[2] = (state: Parameters<PackageDecide<unknown>>[0]) => (last = decide(state));
  return () => last;
}

/** The domain counts some calls reveal by what they returned and, for a change, what it decided. */
function observe(
  metrics: Metrics,
  operation: string,
  result: unknown,
  decision: PackageDecision<unknown> | undefined,
): void {
  if (operation === 'archiveLink') metrics.downloadLinks.inc();
  else if (operation === 'sites.report' && Array.isArray(result))
    for (const report of result as OutcomeReport[]) metrics.reports.inc({ result: report.result });
  else if (
    decision?.write.audit &&
    'gate' in decision.write.audit.actor &&
    decision.write.audit.action.endsWith('.version.rollout')
  ) {
    // A gate's rollout change is a stop when it set `stoppedBy` (a second stop of a version writes nothing).
    const { before, after } = decision.result as { before: VersionRecord; after: VersionRecord };
    if (before.rollout.stoppedBy === undefined && after.rollout.stoppedBy !== undefined)
      metrics.gateStops.inc({ action: after.rollout.withdrawn ? 'withdraw' : 'halt' });
  }
}
