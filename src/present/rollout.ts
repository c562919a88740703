import { gateAsApi } from '../packages/rules.js';
import type { RolloutReport } from '../registry/release-control.js';
import type { VersionRecord } from '../storage/types.js';
import type { Schemas } from './context.js';

/** A version's rollout (GET/PATCH .../versions/{version}/rollout). */
export function rollout({ version, sites }: RolloutReport): Schemas['Rollout'] {
  const { percent, rings, halted, withdrawn, gate, stoppedBy, gateSince } = version.rollout;
  return {
    version: version.version,
    percent,
    rings,
    halted,
    withdrawn,
    gate: gate ? gateAsApi(gate) : null,
    stopped_by: stoppedBy ?? null,
    gate_since: gateSince ?? null,
    sites,
  };
}

/**
 * What a version entry (GET .../versions) says of its release state: its rollout, and whether it
 * is signed with the id of the trusted key that verified it (null when none is known).
 */
export function releaseState(
  version: VersionRecord,
): Pick<Schemas['PluginVersion'], 'rollout' | 'signed' | 'signing_key_id'> {
  const { percent, rings, halted, withdrawn } = version.rollout;
  return {
    rollout: { percent, rings, halted, withdrawn },
    signed: version.signature !== undefined,
    signing_key_id: version.signingKeyId ?? null,
  };
}
