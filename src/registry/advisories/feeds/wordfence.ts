/**
 * A Wordfence Intelligence v3 vulnerability record (the production feed's or the scanner feed's,
 * which has fewer fields) as the domain's Advisory. Both feeds are one JSON object keyed by the
 * records' UUIDs.
 */
import type { AffectedPackage, Advisory, VersionRange } from '../../../packages/advisory.js';
import { isSlug } from '../../../packages/rules.js';
import { cvss3BaseScore, severityOf, severityOfRating } from './cvss.js';
import { isoTime, NO_TIME } from './dates.js';

/** One bound pair of `affected_versions`, keyed in the feed by its label (`* - 1.2.3`). */
interface WordfenceRange {
  from_version?: string;
  from_inclusive?: boolean;
  to_version?: string;
  to_inclusive?: boolean;
}

interface WordfenceSoftware {
  type?: string;
  slug?: string;
  affected_versions?: Record<string, WordfenceRange>;
}

interface WordfenceCopyright {
  notice?: string;
  license?: string;
  license_url?: string;
}

export interface WordfenceRecord {
  id: string;
  title?: string;
  software: WordfenceSoftware[];
  description?: string | null;
  references?: string[];
  /** An empty list instead of an object when the record has none (the feed is PHP's). */
  cvss?: { vector?: string; score?: number | string; rating?: string } | [] | null;
  cve?: string | null;
  published?: string | null;
  updated?: string | null;
  /** `message` beside one entry per holder (`defiant`, `mitre`). */
  copyrights?: Record<string, WordfenceCopyright | string> | [] | null;
}

/** Whether a feed value is a Wordfence record: OSV names what it affects `affected`, Wordfence `software`. */
export function isWordfenceRecord(value: unknown): value is WordfenceRecord {
  return typeof value === 'object' && value !== null && Array.isArray((value as { software?: unknown }).software);
}

/** A version bound the feed leaves open: `*`, or none. */
function open(version: string | undefined): boolean {
  return version === undefined || version === '' || version === '*';
}

/**
 * OSV's `introduced` is inclusive and has no exclusive form, so an exclusive lower bound maps to
 * `introduced` at that version: the bound version itself counts as affected, a warning too many
 * rather than one missed. An exclusive upper bound is the first version without the flaw, so it
 * maps to `fixed`; an inclusive one is the last version with it (`lastAffected`).
 */
function rangeOf(bounds: WordfenceRange): VersionRange {
  const introduced = open(bounds.from_version) ? '0' : bounds.from_version!;
  if (open(bounds.to_version)) return { introduced };
  return bounds.to_inclusive === false
    ? { introduced, fixed: bounds.to_version! }
    : { introduced, lastAffected: bounds.to_version! };
}

function affectedOf(software: WordfenceSoftware): AffectedPackage | undefined {
  // WordPress core is no package of the registry; a record about it says nothing a site here acts on.
  if (software.type !== 'plugin' && software.type !== 'theme') return undefined;
  if (typeof software.slug !== 'string' || !isSlug(software.slug)) return undefined;
  const ranges = Object.values(software.affected_versions ?? {}).map(rangeOf);
  return { type: software.type, slug: software.slug, ranges };
}

/** The holders' notices with the licences they ask to be reproduced with them; null when the record has none. */
function noticeOf(copyrights: WordfenceRecord['copyrights']): string | null {
  if (copyrights === null || copyrights === undefined || Array.isArray(copyrights)) return null;
  const parts: string[] = [];
  for (const [holder, entry] of Object.entries(copyrights)) {
    if (holder === 'message' && typeof entry === 'string') parts.push(entry);
    else if (typeof entry === 'object' && entry !== null)
      parts.push([entry.notice, entry.license, entry.license_url].filter((text) => text).join('\n'));
  }
  const notice = parts.filter((text) => text !== '').join('\n\n');
  return notice === '' ? null : notice;
}

function cvssOf(cvss: WordfenceRecord['cvss']): { vector: string; score: number } | null {
  if (cvss === null || cvss === undefined || Array.isArray(cvss) || typeof cvss.vector !== 'string') return null;
  const score = Number(cvss.score ?? cvss3BaseScore(cvss.vector));
  return Number.isFinite(score) ? { vector: cvss.vector, score } : null;
}

/** The record as an Advisory, or undefined when it names no plugin or theme (core only). */
export function fromWordfence(record: WordfenceRecord): Advisory | undefined {
  const affected = record.software.map(affectedOf).filter((a) => a !== undefined);
  if (affected.length === 0) return undefined;
  const cvss = cvssOf(record.cvss);
  const rating = Array.isArray(record.cvss) ? undefined : severityOfRating(record.cvss?.rating);
  const published = isoTime(record.published) ?? isoTime(record.updated) ?? NO_TIME;
  return {
    id: record.id,
    aliases: record.cve ? [record.cve] : [],
    summary: record.title ?? record.id,
    details: record.description ?? '',
    severity: severityOf(rating, cvss),
    cvss,
    affected,
    references: (record.references ?? []).filter((url) => typeof url === 'string').map((url) => ({ url })),
    published,
    modified: isoTime(record.updated) ?? published,
    withdrawn: null,
    source: 'wordfence',
    notice: noticeOf(record.copyrights),
  };
}
