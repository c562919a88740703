/**
 * The registry's own advisories (DESIGN 15): publishing one with the next `REG-{year}-{n}`, and
 * changing or withdrawing one. Imported advisories are the feeds' (stored by their importers);
 * an operator's change to one stands until its source changes it again.
 */
import { InputError, NotFoundError } from '../../errors.js';
import type { AffectedPackage, Advisory } from '../../packages/advisory.js';
import { compareVersions } from '../../packages/version-compare.js';
import type { AuditStamp, Storage } from '../../storage/types.js';
import { advisoriesChanged } from './security-release-index.js';

export const ADVISORY_NOT_FOUND = 'Advisory not found.';

/** What a POST /advisories states; the registry gives the id, source and times. */
export interface NewAdvisory {
  aliases?: string[];
  summary: string;
  details?: string;
  severity: Advisory['severity'];
  cvss?: Advisory['cvss'];
  affected: AffectedPackage[];
  references?: Advisory['references'];
  /** ISO 8601; default: now. */
  published?: string;
}

/** What a PATCH /advisories/{id} changes: `withdrawn` true withdraws it now, false restores it. */
export type AdvisoryEdit = Partial<
  Pick<Advisory, 'aliases' | 'summary' | 'details' | 'severity' | 'cvss' | 'affected' | 'references'>
> & { withdrawn?: boolean };

export async function createAdvisory(
  storage: Pick<Storage, 'advisories'>,
  input: NewAdvisory,
  stamp: AuditStamp,
  now = new Date(),
): Promise<Advisory> {
  checkAffected(input.affected);
  const published = input.published === undefined ? now.toISOString() : new Date(input.published).toISOString();
  const id = await storage.advisories.allocateId(Number(published.slice(0, 4)));
  const advisory: Advisory = {
    id,
    aliases: input.aliases ?? [],
    summary: input.summary,
    details: input.details ?? '',
    severity: input.severity,
    cvss: input.cvss ?? null,
    affected: input.affected,
    references: input.references ?? [],
    published,
    modified: now.toISOString(),
    withdrawn: null,
    source: 'registry',
    notice: null,
  };
  await storage.advisories.put(advisory, stamp);
  advisoriesChanged(storage.advisories);
  return advisory;
}

/** Applies an edit; the advisory as it is after it (unchanged, and not written, when the edit changes nothing). */
export async function updateAdvisory(
  storage: Pick<Storage, 'advisories'>,
  id: string,
  edit: AdvisoryEdit,
  stamp: AuditStamp,
  now = new Date(),
): Promise<Advisory> {
  const before = await storage.advisories.get(id);
  if (!before) throw new NotFoundError(ADVISORY_NOT_FOUND);
  if (edit.affected !== undefined) checkAffected(edit.affected);
  const { withdrawn, ...fields } = edit;
  const after: Advisory = {
    ...before,
    ...fields,
    withdrawn: withdrawn === undefined ? before.withdrawn : withdrawn ? (before.withdrawn ?? now.toISOString()) : null,
  };
  if (JSON.stringify(after) === JSON.stringify(before)) return before;
  const changed = { ...after, modified: now.toISOString() };
  await storage.advisories.put(changed, stamp);
  advisoriesChanged(storage.advisories);
  return changed;
}

/** What the schema cannot say of ranges: `fixed` or `last_affected`, not both, and neither below `introduced`. */
function checkAffected(affected: AffectedPackage[]): void {
  affected.forEach((pkg, i) =>
    pkg.ranges.forEach((range, j) => {
      const at = `affected[${i}].ranges[${j}]`;
      if (range.fixed !== undefined && range.lastAffected !== undefined)
        throw new InputError(`${at}: give fixed or last_affected, not both.`);
      if (range.introduced === '0') return;
      if (range.fixed !== undefined && compareVersions(range.fixed, range.introduced) <= 0)
        throw new InputError(`${at}: fixed must be above introduced.`);
      if (range.lastAffected !== undefined && compareVersions(range.lastAffected, range.introduced) < 0)
        throw new InputError(`${at}: last_affected must not be below introduced.`);
    }),
  );
}
