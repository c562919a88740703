/**
 * The adapter's edge: SDK failures (RestError with an HTTP status) become domain errors
 * here, so nothing above storage ever sees a status code or an Azure error name.
 */
import { RegistryError, UnavailableError } from '../../errors.js';

/** The HTTP status of an SDK error, if it carries one. */
export function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The SDKs throw RestError for HTTP failures and for requests that never got an answer. */
function isRestError(err: unknown): boolean {
  return err instanceof Error && err.name === 'RestError';
}

/** Runs a request and maps the given statuses (an expected outcome, not a failure) to undefined. */
export async function ignoring<T>(statuses: number[], request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (err) {
    if (statuses.includes(statusOf(err) ?? 0)) return undefined;
    throw err;
  }
}

/** Runs a read and maps "not there" to undefined. */
export const orUndefined = <T>(read: Promise<T>): Promise<T | undefined> => ignoring([404], read);

/**
 * A request whose outcome is unknown: it got no answer, or a 408/429/5xx (the SDKs have
 * retried those already). A write may have landed anyway, so what it would have pointed
 * at (a blob) must not be removed on this evidence.
 */
export function isAmbiguous(err: unknown): boolean {
  if (!isRestError(err)) return false;
  const status = statusOf(err);
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * Anything the adapter did not handle itself: domain and local errors pass; unreachable or failing
 * storage (no status, 408, 429, 5xx after the SDK's own retries) is UnavailableError (503).
 * Other statuses mean the adapter sent something wrong: they stay plain errors (500,
 * logged with their cause), because a client cannot fix them.
 */
export function translate(err: unknown): Error {
  if (err instanceof RegistryError || !isRestError(err)) return err as Error;
  if (isAmbiguous(err)) {
    return new UnavailableError('Storage is unreachable or failing; try again later.', { cause: err });
  }
  const code = (err as { code?: string }).code ?? 'unknown';
  return new Error(`Azure storage refused a request (${statusOf(err)} ${code}).`, { cause: err });
}
