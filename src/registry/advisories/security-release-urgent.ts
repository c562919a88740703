/**
 * GET /sites/{id}/urgent (DESIGN 15): what the must-use plugin asks between WordPress's update
 * checks. The site's packages are those its last check-in recorded, at those versions; the
 * security releases are the update check's own answers (so the two never disagree), and the
 * public packages to update automatically are the recorded ones the registry does not hold that
 * an advisory in memory exposes with a fix.
 */
import { NotFoundError } from '../../errors.js';
import type { PackageType, SiteSigner, Storage } from '../../storage/types.js';
import type { CheckInWrites } from '../check-in-writes.js';
import { checkOf } from '../site-inventory.js';
import type { UpdateChecks } from '../update-check.js';
import { owedFixes } from './security-release.js';
import { compareVersions } from '../../packages/version-compare.js';

export interface UrgentRelease {
  type: PackageType;
  slug: string;
  version: string;
  advisory: string;
}

export interface AutoUpdate {
  type: PackageType;
  slug: string;
  fixedIn: string;
  advisory: string;
}

export interface Urgent {
  packages: UrgentRelease[];
  autoUpdate: AutoUpdate[];
}

/**
 * The security releases offered to the signing site whose advisory was published or modified
 * after `since` (undefined: all), and every public package it runs at an exposed version with a fix.
 */
export async function urgentUpdates(
  storage: Pick<Storage, 'sites'>,
  writes: CheckInWrites,
  updates: UpdateChecks,
  signer: SiteSigner,
  since?: Date,
): Promise<Urgent> {
  // A check-in this instance is still writing is the site's newest word on what it runs.
  await writes.written();
  const site = await storage.sites.get(signer.id);
  if (!site) throw new NotFoundError('Site not found.');
  const [result, fixable] = await Promise.all([updates.check(checkOf(site)), updates.fixableAdvisories()]);
  const after = since?.getTime() ?? -Infinity;
  const packages: UrgentRelease[] = [];
  const answered = new Set<string>();
  for (const [type, answers] of [
    ['plugin', result.plugins],
    ['theme', result.themes],
  ] as const) {
    for (const answer of answers) {
      answered.add(`${type}:${answer.package.slug}`);
      const advisory = answer.security;
      if (!answer.update || !advisory) continue;
      const changed = Math.max(Date.parse(advisory.published), Date.parse(advisory.modified));
      if (changed > after)
        packages.push({ type, slug: answer.package.slug, version: answer.version.version, advisory: advisory.id });
    }
  }
  const autoUpdate: AutoUpdate[] = [];
  for (const p of site.packages) {
    if (answered.has(`${p.type}:${p.slug}`)) continue;
    const named = fixable.of(p.type, p.slug);
    if (named.length === 0) continue;
    // The highest fix owed: the automatic update to WordPress.org's latest must pass every one.
    const owed = owedFixes(named, p.type, p.slug, p.version).sort((a, b) => compareVersions(b.fixedIn, a.fixedIn));
    if (owed.length > 0)
      autoUpdate.push({ type: p.type, slug: p.slug, fixedIn: owed[0].fixedIn, advisory: owed[0].advisory.id });
  }
  return { packages, autoUpdate };
}
