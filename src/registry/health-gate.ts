/**
 * Update outcomes and health gates: enrolled sites report what happened to managed installs; the
 * registry keeps each site's latest outcome per package and version, and a version whose gate
 * the reports cross is halted or withdrawn at once, by the same storage write an operator's
 * PATCH makes (one audit entry, actor `{"gate": true}`), exactly once (the storage's
 * first-stop-wins rule for `stoppedBy`), whichever instance received the report.
 */
import { InputError } from '../errors.js';
import type { HealthGate } from '../packages/rules.js';
import type { AuditStamp, OutcomeCounts, OutcomeReport, PackageType, SiteSigner, Storage } from '../storage/types.js';

/** Records an enrolled site's reports and evaluates the gate of every version they changed; returns how many were recorded. */
export async function recordReports(
  storage: Storage,
  site: Pick<SiteSigner, 'id'>,
  reports: readonly OutcomeReport[],
  requestId: string | null,
): Promise<number> {
  const kept = (await storage.sites.report(site.id, reports)) ?? [];
  const versions = new Map<string, Pick<OutcomeReport, 'type' | 'slug' | 'to'>>();
  for (const report of kept) versions.set(`${report.type} ${report.slug} ${report.to}`, report);
  for (const { type, slug, to } of versions.values()) await evaluateGate(storage, type, slug, to, requestId);
  return kept.length;
}

/** Stops the version when its gate says so and nothing stopped it yet. */
export async function evaluateGate(
  storage: Storage,
  type: PackageType,
  slug: string,
  version: string,
  requestId: string | null,
): Promise<void> {
  const record = await storage.versions.get(type, slug, version);
  const gate = record?.rollout.gate;
  if (!record || !gate || record.rollout.stoppedBy !== undefined) return;
  if (gate.action === 'halt' ? record.rollout.halted : record.rollout.withdrawn) return;
  const reason = gateReason(gate, await storage.sites.outcomeCounts(type, slug, version), slug, version);
  if (!reason) return;
  const stamp: AuditStamp = { actor: { gate: true }, requestId };
  try {
    const change = gate.action === 'withdraw' ? { withdrawn: true } : { halted: true };
    await storage.versions.updateRollout(type, slug, version, { ...change, stoppedBy: reason }, stamp);
  } catch (err) {
    // The only version not withdrawn cannot be withdrawn: the gate halts it instead.
    if (!(err instanceof InputError)) throw err;
    await storage.versions.updateRollout(type, slug, version, { halted: true, stoppedBy: reason }, stamp);
  }
}

/** Why the gate stops the version, or undefined when it does not: a share strictly above its bound, once `minSites` sites reported. */
export function gateReason(gate: HealthGate, counts: OutcomeCounts, slug: string, version: string): string | undefined {
  if (counts.sites === 0 || counts.sites < gate.minSites) return undefined;
  const above = (count: number, bound: number | undefined) => bound !== undefined && count * 100 > bound * counts.sites;
  if (above(counts.unhealthy, gate.maxUnhealthyPercent))
    return `health gate: ${counts.unhealthy} of ${counts.sites} sites reported fatal errors from ${slug} ${version}`;
  if (above(counts.failed, gate.maxFailedPercent))
    return `health gate: ${counts.failed} of ${counts.sites} sites reported failed installs of ${slug} ${version}`;
  return undefined;
}
