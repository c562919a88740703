/**
 * The nesting bound of JSON request bodies. `JSON.parse` of a 4 MiB body nested two million
 * levels deep held the event loop for most of a second, and every body is parsed before the
 * signature and enrolled-only checks, so any key could send it. The raw bytes are scanned first,
 * in one pass that stops at the first bracket past the bound: a body refused costs its reading
 * and a few dozen bytes of scan; one within the bound a linear scan of a few nanoseconds a byte,
 * less than its parse (about as much for a body that is one long string, which parses fastest).
 */
import { InputError, RegistryError } from '../errors.js';

/**
 * The deepest nesting of objects and arrays a JSON body may have. Every valid body of the spec
 * nests 5 levels at most (an advisory's `affected` > package > `ranges` > range); the rest leaves
 * room for fields the update check ignores.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the UTF-8 JSON text in `bytes` opens more than `limit` objects and arrays at once.
 * Brackets inside strings do not count (UTF-8 continuation bytes are all >= 0x80, so none reads
 * as a quote or bracket). Not a validator: the parser judges the text, and fails at its first
 * error; up to there the text is JSON, whose depth this counts exactly.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  const end = bytes.length;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      // To the string's closing quote; an escape's next byte is never one.
      for (i++; i < end; i++) {
        const inner = bytes[i];
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (byte === 0x5b || byte === 0x7b) {
      // [ or {
      if (++depth > limit) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--; // ] or }
  }
  return false;
}

/**
 * Refuses a body nested deeper than MAX_JSON_DEPTH (400), as body-parser's `verify` hook: it
 * sees the bytes before they are decoded and parsed. The scan reads UTF-8, the only charset of
 * JSON exchanged between systems (RFC 8259 §8.1); another (UTF-16, UTF-32, UTF-7 that
 * body-parser would decode) is refused with 415, since its bytes would hide its brackets.
 */
export function refuseDeepJson(bytes: Buffer, encoding: string | null): void {
  if (encoding !== null && encoding !== 'utf-8')
    throw new RegistryError('unsupported_media_type', `JSON bodies must be UTF-8, not ${encoding.slice(0, 40)}.`);
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH))
    throw new InputError(`The JSON body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`);
}
