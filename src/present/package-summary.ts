import type { PackageSummary } from '../registry/package-summary.js';
import type { Schemas } from './context.js';
import { releaseState, rollout } from './rollout.js';

/** A row of GET /packages/summary: the package, its latest version and that version's rollout. */
export function packageSummary({ package: pkg, report }: PackageSummary): Schemas['PackageSummary'] {
  return {
    type: pkg.type,
    slug: pkg.slug,
    name: report.version.manifest.name,
    version: report.version.version,
    signed: releaseState(report.version).signed,
    rollout: rollout(report),
  };
}
