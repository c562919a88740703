/**
 * An OSV record (the OSV schema: https://ossf.github.io/osv-schema/) as the domain's Advisory.
 * WordPress packages reach OSV through Packagist names: `wpackagist-plugin/{slug}`,
 * `wp-plugin/{slug}` or another `{vendor}-plugin/{slug}`, and the same with `theme`.
 */
import type { AffectedPackage, Advisory, VersionRange } from '../../../packages/advisory.js';
import type { PackageType } from '../../../packages/manifest.js';
import { isSlug } from '../../../packages/rules.js';
import { cvss3BaseScore, severityOf, severityOfRating } from './cvss.js';
import { isoTime, NO_TIME } from './dates.js';

type OsvEvent = { introduced?: string; fixed?: string; last_affected?: string; limit?: string };

interface OsvAffected {
  package?: { ecosystem?: string; name?: string };
  ranges?: Array<{ type?: string; events?: OsvEvent[] }>;
  versions?: string[];
}

export interface OsvRecord {
  id: string;
  aliases?: string[];
  summary?: string;
  details?: string;
  affected?: OsvAffected[];
  severity?: Array<{ type?: string; score?: string }>;
  references?: Array<{ url?: string }>;
  published?: string;
  modified?: string;
  withdrawn?: string;
  database_specific?: { severity?: string };
}

/** Whether a feed value is an OSV record: an object with a string `id` (Wordfence's are told apart first). */
export function isOsvRecord(value: unknown): value is OsvRecord {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

const PACKAGIST_NAME = /^[a-z0-9_.-]+-(plugin|theme)\/([^/]+)$/;

/** The package a Packagist name stands for, undefined for anything else (a library, WordPress core). */
function packageOf(pkg: OsvAffected['package']): { type: PackageType; slug: string } | undefined {
  if (pkg?.ecosystem !== 'Packagist' || typeof pkg.name !== 'string') return undefined;
  const match = PACKAGIST_NAME.exec(pkg.name);
  if (!match || !isSlug(match[2])) return undefined;
  return { type: match[1] as PackageType, slug: match[2] };
}

/**
 * A range's events in order: each `introduced` opens a range, the next `fixed` or
 * `last_affected` closes it; one left open has no fix. `limit` bounds a git range's search and
 * says nothing of versions. `GIT` ranges name commits, not versions, and are left out.
 */
function rangesOf(affected: OsvAffected): VersionRange[] {
  const ranges: VersionRange[] = [];
  for (const range of affected.ranges ?? []) {
    if (range.type === 'GIT') continue;
    let current: VersionRange | undefined;
    for (const event of range.events ?? []) {
      if (event.introduced !== undefined) {
        if (current) ranges.push(current);
        current = { introduced: event.introduced };
      } else if (current && event.fixed !== undefined) {
        ranges.push({ ...current, fixed: event.fixed });
        current = undefined;
      } else if (current && event.last_affected !== undefined) {
        ranges.push({ ...current, lastAffected: event.last_affected });
        current = undefined;
      }
    }
    if (current) ranges.push(current);
  }
  // A record may list its versions instead of ranges: each is a range of one.
  if (ranges.length === 0)
    for (const version of affected.versions ?? []) ranges.push({ introduced: version, lastAffected: version });
  return ranges;
}

function affectedOf(affected: OsvAffected): AffectedPackage | undefined {
  const pkg = packageOf(affected.package);
  return pkg ? { ...pkg, ranges: rangesOf(affected) } : undefined;
}

/** The first CVSS v3 vector with its computed base score; OSV gives no score of its own. */
function cvssOf(record: OsvRecord): { vector: string; score: number } | null {
  for (const entry of record.severity ?? []) {
    if (typeof entry.score !== 'string') continue;
    const score = cvss3BaseScore(entry.score);
    if (score !== undefined) return { vector: entry.score, score };
  }
  return null;
}

/** The record as an Advisory, or undefined when it names no WordPress plugin or theme. */
export function fromOsv(record: OsvRecord): Advisory | undefined {
  const affected = (record.affected ?? []).map(affectedOf).filter((a) => a !== undefined);
  if (affected.length === 0) return undefined;
  const cvss = cvssOf(record);
  const modified = isoTime(record.modified) ?? NO_TIME;
  return {
    id: record.id,
    aliases: (record.aliases ?? []).filter((alias) => typeof alias === 'string'),
    summary: record.summary ?? record.id,
    details: record.details ?? '',
    // The database's own rating first: GitHub's advisories give one.
    severity: severityOf(severityOfRating(record.database_specific?.severity), cvss),
    cvss,
    affected,
    references: (record.references ?? [])
      .map((reference) => reference.url)
      .filter((url) => typeof url === 'string')
      .map((url) => ({ url })),
    published: isoTime(record.published) ?? modified,
    modified,
    withdrawn: isoTime(record.withdrawn) ?? null,
    source: 'osv',
    notice: null,
  };
}
