/**
 * Security advisories (DESIGN 15): what a vulnerability affects, as OSV and the Wordfence feed
 * state it, compared in PHP's version order (version-compare.ts) as WordPress compares versions.
 */
import type { PackageType } from './manifest.js';
import { compareVersions } from './version-compare.js';

export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type AdvisorySource = 'registry' | 'wordfence' | 'osv';

/**
 * Versions from `introduced` (inclusive; `"0"`: every version) up to `fixed` (exclusive) or
 * `lastAffected` (inclusive); neither: no fix yet, every later version is affected.
 */
export interface VersionRange {
  introduced: string;
  fixed?: string;
  lastAffected?: string;
}

export interface AffectedPackage {
  type: PackageType;
  slug: string;
  ranges: VersionRange[];
}

export interface Advisory {
  /** `REG-{year}-{n}` for the registry's own; an imported one keeps its source's id. */
  id: string;
  /** e.g. CVE ids. */
  aliases: string[];
  summary: string;
  /** Markdown. */
  details: string;
  severity: Severity;
  cvss: { vector: string; score: number } | null;
  affected: AffectedPackage[];
  references: Array<{ url: string }>;
  /** ISO 8601 UTC. */
  published: string;
  modified: string;
  /** ISO 8601 UTC when withdrawn, else null: a withdrawn advisory exposes nobody. */
  withdrawn: string | null;
  source: AdvisorySource;
  /** The source's copyright text, shown where it asks; null when none. */
  notice: string | null;
}

/** Whether `version` falls in `range`. */
export function inRange(range: VersionRange, version: string): boolean {
  if (range.introduced !== '0' && compareVersions(version, range.introduced) < 0) return false;
  if (range.fixed !== undefined) return compareVersions(version, range.fixed) < 0;
  if (range.lastAffected !== undefined) return compareVersions(version, range.lastAffected) <= 0;
  return true;
}

/** The ranges of `advisory` for one package, empty when it does not name the package. */
export function rangesOf(advisory: Pick<Advisory, 'affected'>, type: PackageType, slug: string): VersionRange[] {
  return advisory.affected.filter((a) => a.type === type && a.slug === slug).flatMap((a) => a.ranges);
}

/** Whether a site running `version` of the package is exposed by `advisory` (never when it is withdrawn). */
export function exposes(
  advisory: Pick<Advisory, 'affected' | 'withdrawn'>,
  type: PackageType,
  slug: string,
  version: string,
): boolean {
  return advisory.withdrawn === null && rangesOf(advisory, type, slug).some((r) => inRange(r, version));
}

/**
 * The lowest version that fixes `version` of the package: the `fixed` of the range it falls in
 * (several ranges: the lowest fix above it); undefined when it is not affected or no fix exists.
 */
export function fixedIn(
  advisory: Pick<Advisory, 'affected'>,
  type: PackageType,
  slug: string,
  version: string,
): string | undefined {
  const fixes = rangesOf(advisory, type, slug)
    .filter((r) => r.fixed !== undefined && inRange(r, version))
    .map((r) => r.fixed!)
    .sort(compareVersions);
  return fixes[0];
}
