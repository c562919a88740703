/**
 * Azure Table Storage limits, enforced here because Azurite does not enforce most of them:
 * it accepts oversized entities and batches that real Azure refuses, so a green test run
 * against Azurite would otherwise say nothing about production.
 * (Microsoft: "Understanding the Table service data model", "Performing entity group transactions".)
 */
import type { TransactionAction } from '@azure/data-tables';
import { InputError } from '../../errors.js';

export const MAX_BATCH_OPERATIONS = 100;
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;
export const MAX_ENTITY_BYTES = 1024 * 1024;
/** 255 properties per entity, of which PartitionKey, RowKey and Timestamp are three. */
export const MAX_CUSTOM_PROPERTIES = 252;
/** A String property holds 64 KiB of UTF-16, i.e. 32 768 code units. */
export const MAX_STRING_CHARS = 32 * 1024;
export const MAX_KEY_CHARS = 1024;
/** What the batch envelope (boundaries, request line, headers) adds per operation, generously. */
export const BATCH_OVERHEAD_PER_OPERATION = 1024;

type Properties = Record<string, unknown>;

/** Azure's size formula: 4 bytes + keys as UTF-16 + per property 8 bytes, its name as UTF-16 and its value. */
export function entityBytes(entity: Properties): number {
  let bytes = 4;
  for (const [name, value] of Object.entries(entity)) {
    if (name === 'etag' || name === 'timestamp') continue;
    if (name === 'partitionKey' || name === 'rowKey') bytes += 2 * String(value).length;
    else bytes += 8 + 2 * name.length + valueBytes(value);
  }
  return bytes;
}

function valueBytes(value: unknown): number {
  if (typeof value === 'string') return 4 + 2 * value.length;
  if (typeof value === 'boolean') return 1;
  if (value instanceof Uint8Array) return 4 + value.length;
  return 8; // numbers, bigints and dates are at most 8 bytes
}

/** Characters Azure refuses in PartitionKey and RowKey. */
// eslint-disable-next-line no-control-regex -- control characters are what Azure refuses
const FORBIDDEN_KEY_CHARS = /[/\\#?\u0000-\u001f\u007f-\u009f]/;

export function assertKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_CHARS || FORBIDDEN_KEY_CHARS.test(key)) {
    throw new InputError(`"${key.slice(0, 80)}" cannot be used as a storage key.`);
  }
}

/** Throws InputError when Azure would refuse the entity, so nothing is half-written. */
export function assertEntity(entity: Properties & { partitionKey: string; rowKey: string }): void {
  assertKey(entity.partitionKey);
  assertKey(entity.rowKey);
  const custom = Object.keys(entity).filter((name) => !['partitionKey', 'rowKey', 'etag', 'timestamp'].includes(name));
  if (custom.length > MAX_CUSTOM_PROPERTIES) {
    throw new InputError(
      `The record has ${custom.length} properties; Azure Table Storage allows ${MAX_CUSTOM_PROPERTIES}.`,
    );
  }
  for (const name of custom) {
    const value = entity[name];
    if (typeof value === 'string' && value.length > MAX_STRING_CHARS) {
      throw new InputError(
        `The record's "${name}" holds ${value.length} characters; one table property holds ${MAX_STRING_CHARS}.`,
      );
    }
  }
  const bytes = entityBytes(entity);
  if (bytes > MAX_ENTITY_BYTES) {
    throw new InputError(
      `The package metadata is too large to store (${bytes} bytes; the limit is ${MAX_ENTITY_BYTES}).`,
    );
  }
}

/** Payload estimate of one operation: the JSON body as UTF-8 (deletes have none) plus the envelope. */
export function actionBytes(action: TransactionAction): number {
  const [kind, entity] = action;
  const body = kind === 'delete' ? 0 : Buffer.byteLength(JSON.stringify(entity));
  return body + BATCH_OVERHEAD_PER_OPERATION;
}

/** Throws unless the actions fit in one entity-group transaction (what must be atomic must fit). */
export function assertBatch(actions: TransactionAction[]): void {
  if (actions.length === 0 || actions.length > MAX_BATCH_OPERATIONS) {
    throw new InputError(
      `A transaction holds 1 to ${MAX_BATCH_OPERATIONS} operations; this one has ${actions.length}.`,
    );
  }
  const bytes = actions.reduce((sum, action) => sum + actionBytes(action), 0);
  if (bytes > MAX_BATCH_BYTES) {
    throw new InputError(
      `The change is too large to commit at once (${bytes} bytes; the limit is ${MAX_BATCH_BYTES}).`,
    );
  }
}

/**
 * Splits actions that need not be atomic (e.g. deleting many rows) into batches within
 * both limits, keeping their order.
 */
export function splitBatches(actions: TransactionAction[]): TransactionAction[][] {
  const batches: TransactionAction[][] = [];
  let current: TransactionAction[] = [];
  let bytes = 0;
  for (const action of actions) {
    const size = actionBytes(action);
    if (current.length === MAX_BATCH_OPERATIONS || (current.length > 0 && bytes + size > MAX_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(action);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
