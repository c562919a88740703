/**
 * Which packages an import keeps advisories for: those the registry holds and those some site of
 * the inventory runs. A feed names tens of thousands of plugins; the registry stores only what
 * concerns its own sites.
 */
import type { PackageType } from '../../../packages/manifest.js';
import type { Storage } from '../../../storage/types.js';
import { nextTurn } from '../../fleet-walk.js';
import type { Keep } from './import.js';

const TYPES: readonly PackageType[] = ['plugin', 'theme'];
const PAGE = 500;

/** Every site's latest check-in counts, however long ago: the inventory forgets a site by dropping it. */
const EVER = new Date(0).toISOString();

/** The filter, read once before the import: a run takes the packages as they were when it started. */
export async function keptPackages(storage: Storage): Promise<Keep> {
  const kept = new Set<string>();
  for (const type of TYPES) {
    for (let offset = 0; ; offset += PAGE) {
      const { packages } = await storage.listPackages(type, { offset, limit: PAGE });
      for (const pkg of packages) kept.add(`${type}/${pkg.slug}`);
      if (packages.length < PAGE) break;
      // The import runs beside the requests (the server's daily one): a page of the catalogue a turn.
      await nextTurn();
    }
    for (const slug of (await storage.sites.countInstalls(type, EVER)).keys()) kept.add(`${type}/${slug}`);
  }
  return (type, slug) => kept.has(`${type}/${slug}`);
}
