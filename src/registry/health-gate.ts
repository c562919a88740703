/**
 * Update outcomes and health gates: enrolled sites report what happened to managed installs; the
 * registry keeps each site's latest outcome per package and version, and a version whose gate
 * the counting reports cross (outcome-evidence.ts) is halted or withdrawn at once, by the same
 * storage write an operator's PATCH makes (one audit entry, actor `{"gate": true}`, carrying the
 * evidence it acted on), exactly once (the storage's first-stop-wins rule for `stoppedBy`),
 * whichever instance received the report. After an operator takes a stopped version over, the
 * gate counts only what arrives later (`gateSince`).
 */
import { InputError } from '../errors.js';
import type { HealthGate } from '../packages/rules.js';
import type {
  AuditStamp,
  GateEvidence,
  KeptOutcome,
  OutcomeCounts,
  OutcomeReport,
  PackageType,
  SiteSigner,
  Storage,
} from '../storage/types.js';
import type { CheckInWrites } from './check-in-writes.js';
import { backedByCheckIn, heldVersions, reportTime } from './outcome-evidence.js';
import { countingOutcomes, outcomeCounts } from './outcome-classes.js';
import { updateRollout } from './package-writes.js';
import { replacesKept } from './outcome-keeping.js';

/** Counting outcomes a stop's audit entry carries at most. */
export const EVIDENCE_OUTCOMES = 50;

/**
 * Records an enrolled site's reports about versions the registry holds (others are left out)
 * and evaluates the gate of every version they changed; returns how many were recorded. A bad
 * time refuses them all, before anything is stored.
 */
export async function recordReports(
  storage: Storage,
  writes: CheckInWrites,
  site: Pick<SiteSigner, 'id'>,
  reports: readonly OutcomeReport[],
  requestId: string | null,
  now = Date.now(),
): Promise<number> {
  const times = reports.map((report, i) => reportTime(report.time, i, now));
  // The check-ins this app answered before are the evidence: they are written first.
  await writes.written();
  const record = await storage.sites.get(site.id);
  if (!record) return 0;
  const held = await heldVersions(storage, reports);
  const received = new Date(now).toISOString();
  const outcomes: KeptOutcome[] = [];
  reports.forEach((sent, i) => {
    const version = held.get(`${sent.type} ${sent.slug}`)?.get(sent.to);
    if (!version) return;
    const report = { ...sent, time: times[i] };
    outcomes.push({ report, counts: backedByCheckIn(record, version, report), received });
  });
  const kept = outcomes.length === 0 ? [] : ((await storage.sites.report(site.id, outcomes, replacesKept)) ?? []);
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
  const since = record.rollout.gateSince;
  const counts = await outcomeCounts(storage, type, slug, version, since);
  const reason = gateReason(gate, counts, slug, version);
  if (!reason) return;
  const outcomes = await countingOutcomes(storage, type, slug, version, since, EVIDENCE_OUTCOMES);
  const evidence: GateEvidence = {
    counts,
    outcomes: outcomes.map(({ siteId, report }) => ({
      site: siteId,
      report: report.id,
      result: report.result,
      code: report.code,
      time: report.time,
    })),
  };
  const stamp: AuditStamp = { actor: { gate: true }, requestId, evidence };
  try {
    const change = gate.action === 'withdraw' ? { withdrawn: true } : { halted: true };
    await updateRollout(storage, type, slug, version, { ...change, stoppedBy: reason }, stamp);
  } catch (err) {
    // The only version not withdrawn cannot be withdrawn: the gate halts it instead.
    if (!(err instanceof InputError)) throw err;
    await updateRollout(storage, type, slug, version, { halted: true, stoppedBy: reason }, stamp);
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
