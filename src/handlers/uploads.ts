import { InputError } from '../errors.js';
import { FULL_ROLLOUT, type HealthGate, isRing, MAX_RING, parseGate, type Rollout } from '../packages/rules.js';
import type { components } from '../generated/registry.js';
import type { UploadAdvisory } from '../registry/advisories/security-release-upload.js';
import type { UploadedArchive } from '../registry/publish.js';
import { affectedOf } from './advisories.js';

/** The archive part of an upload form; openapi-backend cannot require binary fields, so we do. */
export function requireArchive(file: UploadedArchive | undefined, field: 'plugin' | 'theme'): UploadedArchive {
  if (!file) throw new InputError(`The form field "${field}" must carry the ${field} archive (a ZIP file).`);
  return file;
}

/**
 * The rollout an upload form asks to start with (`rollout_percent`, `rollout_rings`, already
 * matched against the spec's patterns); undefined when it names neither: every site.
 */
export function uploadRollout(
  fields: { rollout_percent?: string; rollout_rings?: string; rollout_gate?: string },
  defaultGate?: string,
): Rollout | undefined {
  // REGISTRY_DEFAULT_GATE was checked at start-up (createApp).
  const gate =
    fields.rollout_gate === undefined
      ? defaultGate && parseGate(defaultGate, 'REGISTRY_DEFAULT_GATE')
      : formGate(fields.rollout_gate);
  if (fields.rollout_percent === undefined && fields.rollout_rings === undefined && !gate) return undefined;
  const rings = fields.rollout_rings === undefined ? [] : [...new Set(fields.rollout_rings.split(','))];
  if (!rings.every(isRing)) throw new InputError(`rollout_rings: each ring has at most ${MAX_RING} characters`);
  return {
    ...FULL_ROLLOUT,
    percent: fields.rollout_percent === undefined ? FULL_ROLLOUT.percent : Number(fields.rollout_percent),
    rings,
    ...(gate ? { gate } : {}),
  };
}

/** `rollout_gate` as the form carries it (`max_unhealthy_percent=0,action=withdraw`); 400 naming the field. */
function formGate(text: string): HealthGate {
  try {
    return parseGate(text, 'rollout_gate');
  } catch (err) {
    throw new InputError((err as Error).message);
  }
}

/**
 * The form's `advisory` (already checked by http/upload-advisory.ts against POST /advisories'
 * schema): an advisory as JSON, else a stored advisory's id; undefined when absent.
 */
export function uploadAdvisory(field: string | undefined): UploadAdvisory | undefined {
  if (field === undefined) return undefined;
  if (!field.trimStart().startsWith('{')) return { id: field };
  const body = JSON.parse(field) as components['schemas']['AdvisoryCreate'];
  return { advisory: { ...body, affected: affectedOf(body.affected) } };
}
