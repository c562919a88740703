import type { Context } from 'openapi-backend';
import { InputError } from '../errors.js';

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns openapi-backend's first ajv error into a message naming the bad field. */
export function validationError(c: Pick<Context, 'validation'>): InputError {
  const error = (c.validation.errors?.[0] ?? {}) as AjvError;
  const missing = error.params?.missingProperty as string | undefined;
  const where = fieldName(error, missing);
  const what = error.params?.additionalProperty
    ? `unknown field "${error.params.additionalProperty as string}"`
    : missing !== undefined
      ? 'is required'
      : (error.message ?? 'is invalid');
  return new InputError(where ? `${where}: ${what}` : `The request is invalid: ${what}`);
}

function fieldName(error: AjvError, missing: string | undefined): string {
  // JSON pointer segments, unescaped: a plugin file key such as `acme-forms/acme-forms.php` stays whole.
  const parts = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  // `/query/per_page`, `/path/slug`, `/requestBody/latest` -> the field itself; a missing one is named below its parent.
  const field = [...parts.slice(1), ...(missing !== undefined ? [missing] : [])].join('.');
  if (parts[0] === 'requestBody' || parts[0] === undefined) return field || 'body';
  return field;
}
