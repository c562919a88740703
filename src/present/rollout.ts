import type { RolloutReport } from '../registry/release-control.js';
import type { Schemas } from './context.js';

/** A version's rollout (GET/PATCH .../versions/{version}/rollout). */
export function rollout({ version, sites }: RolloutReport): Schemas['Rollout'] {
  const { percent, rings, halted, withdrawn } = version.rollout;
  return { version: version.version, percent, rings, halted, withdrawn, sites };
}
