import type { Context } from 'openapi-backend';
import { InputError } from '../errors.js';

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns openapi-backend's first ajv error into a message naming the bad field. */
export function validationError(c: Context): InputError {
  const error = (c.validation.errors?.[0] ?? {}) as AjvError;
  const where = fieldName(error);
  const what = error.params?.additionalProperty
    ? `unknown field "${String(error.params.additionalProperty)}"`
    : (error.message ?? 'is invalid');
  return new InputError(where ? `${where}: ${what}` : `The request is invalid: ${what}`);
}

function fieldName(error: AjvError): string {
  const parts = (error.instancePath ?? '').split('/').filter(Boolean);
  // `/query/per_page`, `/path/slug`, `/requestBody/latest` -> the field itself.
  const field = parts.slice(1).join('.') || (error.params?.missingProperty as string | undefined) || '';
  if (parts[0] === 'requestBody' || parts[0] === undefined) return field || 'body';
  return field;
}
