/**
 * Severity from CVSS: a feed's own rating when it gives one, else the CVSS v3 base score's band
 * (FIRST's CVSS v3 specification), the score computed from the vector when a feed
 * gives only the vector (OSV's `severity`).
 */
import type { Severity } from '../../../packages/advisory.js';

/** The qualitative band of a base score; `None` (a score of zero) ranks as low: the registry has no lower rank. */
export function severityOfScore(score: number): Severity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}

/** A feed's rating word (`Critical`, `HIGH`, GitHub's `MODERATE`...), undefined when it is none the registry knows. */
export function severityOfRating(rating: unknown): Severity | undefined {
  if (typeof rating !== 'string') return undefined;
  const word = rating.trim().toLowerCase();
  if (word === 'critical' || word === 'high' || word === 'medium' || word === 'low') return word;
  if (word === 'moderate') return 'medium';
  if (word === 'none') return 'low';
  return undefined;
}

const WEIGHTS: Record<string, Record<string, number>> = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  UI: { N: 0.85, R: 0.62 },
  C: { H: 0.56, L: 0.22, N: 0 },
  I: { H: 0.56, L: 0.22, N: 0 },
  A: { H: 0.56, L: 0.22, N: 0 },
};

/** Privileges weigh more when the scope changes. */
const PRIVILEGES: Record<string, { U: number; C: number }> = {
  N: { U: 0.85, C: 0.85 },
  L: { U: 0.62, C: 0.68 },
  H: { U: 0.27, C: 0.5 },
};

/** The specification's Roundup to one decimal, done in integers so that a float's last bit never lifts a score a tenth. */
function roundUp(value: number): number {
  const scaled = Math.round(value * 100_000);
  return scaled % 10_000 === 0 ? scaled / 100_000 : (Math.floor(scaled / 10_000) + 1) / 10;
}

/** The base score of a `CVSS:3.0/...` or `CVSS:3.1/...` vector; undefined for any other vector or a malformed one. */
export function cvss3BaseScore(vector: string): number | undefined {
  const [version, ...parts] = vector.trim().split('/');
  if (version !== 'CVSS:3.0' && version !== 'CVSS:3.1') return undefined;
  const metrics = new Map(parts.map((part) => part.split(':') as [string, string]));
  const scope = metrics.get('S');
  if (scope !== 'U' && scope !== 'C') return undefined;
  const weight = (metric: string): number | undefined => WEIGHTS[metric][metrics.get(metric) ?? ''];
  const [av, ac, ui, c, i, a] = ['AV', 'AC', 'UI', 'C', 'I', 'A'].map(weight);
  const pr = PRIVILEGES[metrics.get('PR') ?? '']?.[scope];
  if ([av, ac, ui, c, i, a, pr].some((w) => w === undefined)) return undefined;
  const iss = 1 - (1 - c!) * (1 - i!) * (1 - a!);
  const impact = scope === 'U' ? 6.42 * iss : 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15;
  if (impact <= 0) return 0;
  const exploitability = 8.22 * av! * ac! * pr * ui!;
  const sum = scope === 'U' ? impact + exploitability : 1.08 * (impact + exploitability);
  return roundUp(Math.min(sum, 10));
}

/**
 * An advisory's severity: the source's rating, else its score's band. A record with neither (the
 * Wordfence scanner feed's while it is researched) ranks in the middle: neither dismissed as low
 * nor raised as an alarm.
 */
export function severityOf(rating: Severity | undefined, cvss: { score: number } | null): Severity {
  return rating ?? (cvss ? severityOfScore(cvss.score) : 'medium');
}
