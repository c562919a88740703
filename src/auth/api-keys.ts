import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ForbiddenError, InputError, UnauthenticatedError } from '../errors.js';
import { type Permission, PERMISSIONS, type Scope, SCOPE_PERMISSIONS, SCOPES, type Scopes } from './scopes.js';

/** What `authorize` needs of a stored key; storage's key records have it. */
export interface StoredKey {
  hash: string;
  scopes: Scopes;
  revokedAt?: string;
}

/** Where keys are looked up by hash: the storage's keys, passed in so auth stays below storage. */
export interface KeyLookup<Key extends StoredKey> {
  find(hash: string): Promise<Key | undefined>;
}

/** One scope and permission, e.g. `plugins:read`. */
export interface Grant {
  scope: Scope;
  permission: Permission;
}

/**
 * What an operation needs: grants, all of them, checked in the order given (the 403 names the
 * first one missing), or just any valid key (`GET /author`).
 */
export type Requirement = readonly Grant[] | 'any';

/** A new random key: shown once, stored only as its SHA-256. */
export function generateKey(): { key: string; id: string; hash: string } {
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  return { key, id: `key_${randomBytes(6).toString('hex')}`, hash: hashKey(key) };
}

export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Presented keys whose hash is cached at most: an organization has a handful of keys. */
const PRESENTED_CACHE_SIZE = 1_000;

/**
 * SHA-256 of presented keys, cached per key: every request presents one of a few keys, and
 * hashing it each time showed in a cached answer's profile (bench/README.md, "Figures behind the code"). It holds what
 * requests carry in their headers anyway, in this process's memory only; made-up keys fill it at
 * worst, and it is then emptied, never grown.
 */
export class PresentedKeyHashes {
  private readonly hashes = new Map<string, string>();

  of(key: string): string {
    let hashed = this.hashes.get(key);
    if (hashed === undefined) {
      if (this.hashes.size >= PRESENTED_CACHE_SIZE) this.hashes.clear();
      hashed = hashKey(key);
      this.hashes.set(key, hashed);
    }
    return hashed;
  }
}

/** Parses `plugins:read,create` / `sites:enroll` arguments into scopes; throws InputError naming a bad one. */
export function parseScopes(args: string[]): Scopes {
  const scopes: Scopes = {};
  for (const arg of args) {
    for (const [scope, permissions] of scopeGroups(arg)) {
      if (!SCOPES.includes(scope as Scope))
        throw new InputError(`Unknown scope "${scope}" in "${arg}": use ${orList(SCOPES)}.`);
      const known = SCOPE_PERMISSIONS[scope as Scope];
      if (permissions.length === 0)
        throw new InputError(`"${arg}" names no permission: use e.g. ${scope}:${known.join(',')}.`);
      for (const permission of permissions) {
        if (!known.includes(permission as Permission)) {
          throw new InputError(`Unknown permission "${permission}" in "${arg}": use ${orList(known)}.`);
        }
      }
      scopes[scope as Scope] = [...new Set([...(scopes[scope as Scope] ?? []), ...(permissions as Permission[])])];
    }
  }
  return scopes;
}

/**
 * One `--scope` value as (scope, permissions) pairs. Items are joined by commas; an item with a
 * colon starts a scope and the items after it add permissions to it, so both
 * `plugins:read,create` and `plugins:read,themes:read,sites:enroll` read as written.
 */
function scopeGroups(arg: string): [string, string[]][] {
  const groups: [string, string[]][] = [];
  for (const item of arg.split(',').map((p) => p.trim())) {
    const colon = item.indexOf(':');
    if (colon >= 0) groups.push([item.slice(0, colon), [item.slice(colon + 1)].filter(Boolean)]);
    else if (groups.length === 0) groups.push([item, []]);
    else if (item) groups[groups.length - 1][1].push(item);
  }
  return groups;
}

function orList(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('');
}

/**
 * Parses an operation's `x-permission` value: `any`, one `scope:permission`, or a list of
 * them (an operation that reads both scopes, like POST /update-check).
 */
export function parseRequirement(value: unknown): Requirement | undefined {
  if (value === 'any') return 'any';
  const values = Array.isArray(value) ? value : [value];
  const grants = values.map(parseGrant);
  return grants.length > 0 && grants.every((grant) => grant !== undefined) ? grants : undefined;
}

function parseGrant(value: unknown): Grant | undefined {
  if (typeof value !== 'string') return undefined;
  const [scope, permission] = value.split(':');
  if (SCOPES.includes(scope as Scope) && PERMISSIONS.includes(permission as Permission)) {
    return { scope: scope as Scope, permission: permission as Permission };
  }
  return undefined;
}

/**
 * Resolves the presented key and checks it against the requirement.
 * Throws 401 for a missing, unknown or revoked key and 403 for a missing permission; `found`
 * hears of a stored key (revoked or lacking the permission too) before either check.
 */
export async function authorize<Key extends StoredKey>(
  keys: KeyLookup<Key>,
  presented: string | undefined,
  need: Requirement,
  hashOf: (key: string) => string = hashKey,
  found?: (key: Key) => void,
): Promise<Key> {
  if (!presented) throw new UnauthenticatedError('Missing API key.');
  const hash = hashOf(presented);
  const record = await keys.find(hash);
  // The lookup is by hash; comparing the hashes again in constant time keeps a
  // storage index's early-exit compare from ever being the last word.
  if (!record || !sameHash(record.hash, hash)) throw new UnauthenticatedError('Invalid API key.');
  // The key is known from here on, refused or not (the request log names it: a flood is tied to its key).
  found?.(record);
  if (record.revokedAt) throw new UnauthenticatedError('Invalid API key.');
  const missing =
    need === 'any' ? undefined : need.find((grant) => !record.scopes[grant.scope]?.includes(grant.permission));
  if (missing) throw new ForbiddenError(`This API key lacks the ${missing.scope}:${missing.permission} permission.`);
  return record;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
