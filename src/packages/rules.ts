/** Rules of the package domain: the service's, and its package decisions' (registry/package-changes.ts). */
import { hash } from 'node:crypto';
import { InputError } from '../errors.js';
import type { components } from '../generated/registry.js';
import type { PackageType } from './manifest.js';
import { compareVersions } from './version-compare.js';

/** interface.md's message for deleting (or un-flagging) the latest version. */
export const LATEST_VERSION_REFUSED =
  'You cannot delete latest version. Please upload a new version or choose a previous version as latest.';

/** DESIGN.md: release notes fit one Azure table string (64 KiB of UTF-16) on every adapter. */
export const MAX_RELEASE_NOTES = 30_000;

/** Slug rule: lower-case words of letters and digits joined by single hyphens, at most 200 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG = 200;

export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG && SLUG.test(text);
}

/** Which sites a version reaches, and whether it was stopped or taken back (release control). */
export interface Rollout {
  /** 0-100: sites whose bucket for the package is below it are reached. */
  percent: number;
  /** Ring names whose sites are reached whatever their bucket. */
  rings: string[];
  /** Reaches no new site; sites running it keep it. */
  halted: boolean;
  /** Never offered again; sites running it are offered a rollback. */
  withdrawn: boolean;
  /** The health gate: stops the version by itself on the sites' reports; absent: none. */
  gate?: HealthGate;
  /** Why the health gate stopped the version; absent when it did not (an operator's halt or withdrawal clears it). */
  stoppedBy?: string;
  /**
   * ISO 8601 UTC: when the gate started over (an operator took a version the gate had stopped
   * over); only outcomes received since count toward it. Absent: every outcome counts.
   */
  gateSince?: string;
}

/** When the sites' reports stop a version (DESIGN: health gates). An absent bound gates nothing. */
export interface HealthGate {
  maxFailedPercent?: number;
  maxUnhealthyPercent?: number;
  /** Sites that must have sent an outcome for the version before the gate decides (at least 1). */
  minSites: number;
  action: 'halt' | 'withdraw';
}

/** What a gate is where its text or API form leaves a field out. */
export const GATE_DEFAULTS: Readonly<Pick<HealthGate, 'minSites' | 'action'>> = Object.freeze({
  minSites: 1,
  action: 'halt',
});

/** The API's spelling of a gate (GET and PATCH .../rollout, the audit trail's `changes.gate`). */
export type ApiGate = components['schemas']['RolloutGate'];

/**
 * A gate as the API spells it. With parseGate and gateFromApi, the one place a gate changes form:
 * the domain form (HealthGate) is the one the registry stores and decides on.
 */
export function gateAsApi(gate: HealthGate): ApiGate {
  return {
    ...(gate.maxFailedPercent !== undefined ? { max_failed_percent: gate.maxFailedPercent } : {}),
    ...(gate.maxUnhealthyPercent !== undefined ? { max_unhealthy_percent: gate.maxUnhealthyPercent } : {}),
    min_sites: gate.minSites,
    action: gate.action,
  };
}

/** A gate a PATCH names (the spec validated its fields), the defaults where it leaves one out. */
export function gateFromApi(api: components['schemas']['RolloutGatePatch']): HealthGate {
  return {
    ...(api.max_failed_percent !== undefined ? { maxFailedPercent: api.max_failed_percent } : {}),
    ...(api.max_unhealthy_percent !== undefined ? { maxUnhealthyPercent: api.max_unhealthy_percent } : {}),
    minSites: api.min_sites ?? GATE_DEFAULTS.minSites,
    action: api.action ?? GATE_DEFAULTS.action,
  };
}

const GATE_KEYS = ['max_failed_percent', 'max_unhealthy_percent', 'min_sites', 'action'] as const;

/**
 * Parses a gate written as `max_unhealthy_percent=0,min_sites=1,action=withdraw` (the upload
 * form's `rollout_gate`, REGISTRY_DEFAULT_GATE, the publish script's `--gate`). Throws an Error
 * whose message starts with `field`; a split on commas and `=`, no regex over the text.
 */
export function parseGate(text: string, field: string): HealthGate {
  const gate: HealthGate = { ...GATE_DEFAULTS };
  const seen = new Set<string>();
  for (const pair of text.split(',')) {
    const [key, value, extra] = pair.trim().split('=');
    if (
      !GATE_KEYS.includes(key as (typeof GATE_KEYS)[number]) ||
      value === undefined ||
      extra !== undefined ||
      seen.has(key)
    )
      throw new Error(
        `${field}: "${pair.trim().slice(0, 60)}" is not one of ${GATE_KEYS.map((k) => `${k}=...`).join(', ')} (each at most once)`,
      );
    seen.add(key);
    if (key === 'action') {
      if (value !== 'halt' && value !== 'withdraw') throw new Error(`${field}: action must be halt or withdraw`);
      gate.action = value;
      continue;
    }
    const number = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
    const max = key === 'min_sites' ? 1_000_000 : 100;
    const min = key === 'min_sites' ? 1 : 0;
    if (!(number >= min && number <= max))
      throw new Error(`${field}: ${key} must be a whole number from ${min} to ${max}`);
    if (key === 'min_sites') gate.minSites = number;
    else if (key === 'max_failed_percent') gate.maxFailedPercent = number;
    else gate.maxUnhealthyPercent = number;
  }
  return gate;
}

/** Every upload starts here unless its form says otherwise: every site, as without release control. */
export const FULL_ROLLOUT: Readonly<Rollout> = Object.freeze({
  percent: 100,
  rings: [],
  halted: false,
  withdrawn: false,
});

/**
 * The rollout after `change`, as a package change decides it (registry/package-changes.ts); undefined when the
 * change is a gate's stop (it carries `stoppedBy`) and the version was stopped already: the
 * first stop wins, once. An operator's change that clears a gate's stop (an un-halt or
 * un-withdrawal, or a halt or withdrawal of their own) starts the gate over at `now`, so the
 * reports that caused the stop can never undo the operator's decision.
 */
export function changedRollout(before: Rollout, change: Partial<Rollout>, now: string): Rollout | undefined {
  if (change.stoppedBy !== undefined && before.stoppedBy !== undefined) return undefined;
  const after: Rollout = { ...before, ...change };
  if (before.stoppedBy !== undefined && 'stoppedBy' in change && change.stoppedBy === undefined) after.gateSince = now;
  return after;
}

/** A stored version without a rollout (written before release control existed) reaches every site. */
export function rolloutOf(stored: Partial<Rollout> | undefined): Rollout {
  return { ...FULL_ROLLOUT, rings: [], ...stored };
}

export const ONLY_VERSION_NOT_WITHDRAWN = 'Cannot withdraw the only version that is not withdrawn.';
export const WITHDRAWN_NOT_LATEST = 'A withdrawn version cannot be made latest.';

/** Refuses (InputError, nothing written) to make a withdrawn version latest. */
export function refuseWithdrawnAsLatest(version: { rollout: Pick<Rollout, 'withdrawn'> }): void {
  if (version.rollout.withdrawn) throw new InputError(WITHDRAWN_NOT_LATEST);
}

/** Refuses (InputError, nothing written) to delete the latest version. */
export function refuseDeletingLatest(version: { latest: boolean }): void {
  if (version.latest) throw new InputError(LATEST_VERSION_REFUSED);
}

/** Whether an upload of `version` becomes latest: the package has no latest yet, or it is higher. */
export function becomesLatest(version: string, latest: string | undefined): boolean {
  return latest === undefined || compareVersions(version, latest) > 0;
}

/**
 * Where `latest` moves when the latest version, `withdrawing`, is withdrawn: the highest version
 * not withdrawn, of `newestFirst` (the package's versions, newest first). The only version not
 * withdrawn cannot be withdrawn: InputError, and nothing may be written.
 */
export function latestAfterWithdrawal<V extends { version: string; rollout: Pick<Rollout, 'withdrawn'> }>(
  newestFirst: readonly V[],
  withdrawing: string,
): V {
  const next = newestFirst.find((v) => v.version !== withdrawing && !v.rollout.withdrawn);
  if (!next) throw new InputError(ONLY_VERSION_NOT_WITHDRAWN);
  return next;
}

/** The ring of a site that neither was assigned one nor declares one. */
export const DEFAULT_RING = 'production';

/** A site's ring: the one assigned, else the one it declares, else `production`. */
export function ringOf(site: { assignedRing?: string; declaredRing?: string }): string {
  return site.assignedRing ?? (site.declaredRing || DEFAULT_RING);
}

/**
 * `uint32 (big-endian) of the first 4 bytes of SHA-256("{type}:{slug}:{url}") mod 100`: fixed per
 * site and package, so raising a percent only adds sites, and packages start with different sites.
 * Below storage, since the kept counts of sites are tallied by it as site rows are written.
 */
export function bucketOf(type: PackageType, slug: string, normalizedUrl: string): number {
  // One-shot hash: no Hash object per bucket (a check works out one per staged package it names).
  return hash('sha256', `${type}:${slug}:${normalizedUrl}`, 'buffer').readUInt32BE(0) % 100;
}
const RING = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_RING = 40;

export function isRing(text: string): boolean {
  return text.length <= MAX_RING && RING.test(text);
}
