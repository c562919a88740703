import type { AdapterStorage } from '../../src/storage/types.js';

/**
 * The storage with its inventory reads that grow with the fleet counted (walks, kept counts of a
 * package): the real storage answers every call; the test reads how many it made.
 */
export function countedSites(storage: AdapterStorage) {
  const calls = { walk: 0, packageTally: 0, list: 0 };
  const sites: AdapterStorage['sites'] = {
    ...storage.sites,
    walk: (query) => {
      calls.walk++;
      return storage.sites.walk(query);
    },
    list: (query) => {
      calls.list++;
      return storage.sites.list(query);
    },
    packageTally: (type, slug, sinceDay) => {
      calls.packageTally++;
      return storage.sites.packageTally(type, slug, sinceDay);
    },
  };
  return { storage: { ...storage, sites }, calls };
}
