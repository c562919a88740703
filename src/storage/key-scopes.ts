import { type Scopes, SCOPES_VERSION, upgradedScopes } from '../auth/scopes.js';

/**
 * A stored key's scopes as they hold now: a key stored before the `sites` and `audit` scopes
 * (version 1) or before `advisories` (2) is read upgraded (src/auth/scopes.ts), so a key store
 * from before keeps working on both adapters without a migration pass; keys stored since are
 * taken as they are.
 */
export function storedScopes(scopes: Scopes, version: number): Scopes {
  return version < SCOPES_VERSION ? upgradedScopes(scopes, version) : scopes;
}
