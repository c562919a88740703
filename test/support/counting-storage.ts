import type { AdapterStorage } from '../../src/storage/types.js';

/**
 * The storage as the app sees it, reporting each call of one of `methods` to `count` before
 * passing it on: tests count the record reads an answer costs (a kept answer costs none). A
 * part's method is named by its path: `versions.list`, `sites.record`.
 */
export function countingCalls(
  storage: AdapterStorage,
  methods: readonly string[],
  count: (method: string) => void,
): AdapterStorage {
  return counting(storage, methods, count, '');
}

function counting<T extends object>(
  target: T,
  methods: readonly string[],
  count: (method: string) => void,
  prefix: string,
): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      const name = prefix + String(property);
      if (typeof value === 'object' && value !== null && methods.some((m) => m.startsWith(`${name}.`))) {
        return counting(value, methods, count, `${name}.`);
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (methods.includes(name)) count(name);
        return value.apply(object, args);
      };
    },
  });
}
