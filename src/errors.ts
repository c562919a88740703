/**
 * Domain errors. Storage and domain code throw these; `toErrorBody` in the HTTP
 * layer is the one place that turns them into status codes and the interface's
 * error body. Nothing below speaks HTTP except the `status` each class carries.
 */
import type { components } from './generated/registry.js';

export type ErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'range_not_satisfiable'
  | 'unsupported_media_type'
  | 'unavailable'
  | 'not_implemented'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  range_not_satisfiable: 416,
  unsupported_media_type: 415,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
};

export class RegistryError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
    this.status = STATUS[code];
  }
}

/**
 * Something outside the service stops it from starting (the data dir is another process's, the
 * port is taken): the CLI prints the message, one line saying what to do, and exits 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The request or the uploaded archive is unacceptable; the message says why. */
export class InputError extends RegistryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('invalid_input', message, options);
  }
}

export class NotFoundError extends RegistryError {
  constructor(message = 'Not Found') {
    super('not_found', message);
  }
}

/** The thing being created already exists (e.g. an uploaded version). */
export class ConflictError extends RegistryError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class PayloadTooLargeError extends RegistryError {
  constructor(message: string) {
    super('payload_too_large', message);
  }
}

export class UnauthenticatedError extends RegistryError {
  constructor(message: string) {
    super('unauthenticated', message);
  }
}

export class ForbiddenError extends RegistryError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** Storage stayed contended or unreachable past its retry budget; nothing was stored. */
export class UnavailableError extends RegistryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('unavailable', message, options);
  }
}

/** The interface's error body: `{status, error, messages: {error}}`, as the spec declares it. */
export type ErrorBody = components['schemas']['ApiError'];

export function errorBody(status: number, message: string): ErrorBody {
  return { status, error: status, messages: { error: message } };
}

/** Maps any thrown value to a status and body; unknown errors become a generic 500. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof RegistryError) return errorBody(err.status, err.message);
  return errorBody(500, 'Internal server error.');
}
