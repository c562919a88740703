/**
 * What the person signed in may do, as the registry's `GET /auth/session` lists it
 * (`plugins:update`, ...): controls their role lacks are disabled, with a note saying why. The
 * API decides all the same; with an API key the console does not know the key's scopes, so
 * every control stays enabled and the API's 403 says what is missing.
 */
import type { Schemas } from './api';

let session: Schemas['Session'] | undefined;

export const access = {
  set(value: Schemas['Session'] | undefined) {
    session = value;
  },
  get: () => session,
};

/** Whether the person may do this; always true with a key (the API then decides alone). */
export function can(grant: string): boolean {
  return session === undefined || session.scopes.includes(grant);
}

/** Why a control is disabled, for the note beside it. */
export function lacking(grant: string): string | undefined {
  return can(grant) ? undefined : `Your role (${session!.role}) does not have ${grant}.`;
}
