import type { AdapterStorage } from '../../src/storage/types.js';

/**
 * The storage as the app sees it, reporting each call of one of `methods` to `count` before
 * passing it on: tests count the record reads an answer costs (a kept answer costs none).
 */
export function countingCalls(storage: AdapterStorage, methods: readonly PropertyKey[], count: (method: string) => void): AdapterStorage {
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (methods.includes(property)) count(String(property));
        return value.apply(target, args);
      };
    },
  });
}
