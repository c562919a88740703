/**
 * What the person signed in, or the key typed in, may do: the grants `GET /auth/session` lists
 * for a person's role, or `GET /auth/key` for the key (`plugins:update`, ...). Controls they lack
 * are disabled, with a note saying why, before anyone clicks. The API decides all the same; while
 * the key's grants are not known yet, every control stays enabled and the API's 403 says what is
 * missing.
 */
import type { Schemas } from './api';

let session: Schemas['Session'] | undefined;
let keyGrants: string[] | undefined;

export const access = {
  set(value: Schemas['Session'] | undefined) {
    session = value;
  },
  get: () => session,
  /** The grants of the key in use (undefined: not known, or no key). */
  setKey(grants: string[] | undefined) {
    keyGrants = grants;
  },
};

/** Whether the person or key may do this; true while nothing says otherwise (the API then decides alone). */
export function can(grant: string): boolean {
  if (session) return session.scopes.includes(grant);
  return keyGrants === undefined || keyGrants.includes(grant);
}

/** Why a control is disabled, for the note beside it. */
export function lacking(grant: string): string | undefined {
  if (can(grant)) return undefined;
  return session ? `Your role (${session.role}) does not have ${grant}.` : `This API key does not have ${grant}.`;
}
