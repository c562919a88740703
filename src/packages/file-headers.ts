/**
 * WordPress core's `get_file_data()`: how WordPress reads `Plugin Name:`, `Version:` and
 * friends from a plugin's main file or a theme's style.css. Reproduced rule for rule so
 * the registry accepts exactly the headers WordPress will see.
 */

/** Core reads only this many bytes of a file for its headers (`8 * KB_IN_BYTES`). */
export const HEADER_BYTES = 8192;

/** Windows-1252's 0x80-0x9F, which Node 20's TextDecoder decodes as ISO-8859-1 controls. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(buf: Buffer): string {
  let text = '';
  for (const byte of buf) text += String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : byte);
  return text;
}

/**
 * Bytes to text: UTF-8 when the bytes are valid UTF-8, else Windows-1252 so Latin-1 files
 * (still common in old plugins) read as their authors meant. A character cut in half at
 * the end of the buffer (we read fixed-size prefixes) is dropped rather than spoiling
 * the UTF-8 verdict. A BOM is kept: core does not strip it either.
 */
export function decodeText(buf: Buffer): string {
  try {
    // stream: true holds back an incomplete trailing sequence instead of failing on it.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf, { stream: true });
  } catch {
    return decodeWindows1252(buf);
  }
}

/** Which character codes a `chars` set of phpTrim holds, built once per set (they are few, and ASCII). */
const trimSets = new Map<string, Set<number>>();

function trimSet(chars: string): Set<number> {
  let set = trimSets.get(chars);
  if (!set) trimSets.set(chars, (set = new Set([...chars].map((c) => c.charCodeAt(0)))));
  return set;
}

/**
 * PHP's trim(): the characters of `chars` (its default set unless given) from both ends. JS
 * trim() would also eat NBSP and other Unicode spaces. Compares character codes: a readme's
 * thousand-character lines of `=` made string-per-character lookups a measurable cost.
 */
export function phpTrim(s: string, chars = ' \t\n\r\0\x0B'): string {
  const strip = trimSet(chars);
  let start = 0;
  let end = s.length;
  while (start < end && strip.has(s.charCodeAt(start))) start++;
  while (end > start && strip.has(s.charCodeAt(end - 1))) end--;
  return s.slice(start, end);
}

/** PCRE's \s without /u: ASCII whitespace only (JS's \s would also take NBSP and friends). */
const isPcreSpace = (c: string): boolean =>
  c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';

/**
 * Core's `_cleanup_header_comment`, `trim(preg_replace('/\s*(?:\*\/|\?>).*\/', '', $value))`:
 * cut at the first closing comment or PHP tag (and the whitespace before it), then trim. Scanned
 * by hand: the pattern, tried at every offset of a value of blanks, took quadratic time.
 */
function cleanupHeaderComment(value: string): string {
  const comment = value.indexOf('*/');
  const tag = value.indexOf('?>');
  let end = comment < 0 ? tag : tag < 0 ? comment : Math.min(comment, tag);
  if (end < 0) return phpTrim(value);
  while (end > 0 && isPcreSpace(value[end - 1])) end--;
  return phpTrim(value.slice(0, end));
}

/** Lower-cases A-Z only, as a case-insensitive match without /u folds (never `K` (Kelvin) to `k`). */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

const HEADER_PREFIX = ' \t/*#@';

/**
 * Where a header's name may start on a line, as core's `^(?:[ \t]*<\?php)?[ \t\/*#@]*NAME:` allows:
 * after a run of ` \t/*#@`, or after `<?php` (blanks before it) and such a run. A name starts
 * with none of those characters, so only the end of each run can be its start.
 */
function nameStarts(line: string): number[] {
  const skipPrefix = (at: number) => {
    while (at < line.length && HEADER_PREFIX.includes(line[at])) at++;
    return at;
  };
  const starts = [skipPrefix(0)];
  let at = 0;
  while (line[at] === ' ' || line[at] === '\t') at++;
  if (asciiLower(line.slice(at, at + 5)) === '<?php') starts.push(skipPrefix(at + 5));
  return starts;
}

/** The value after `name:` when `line` is a header line of that name (core's match), else undefined. */
function headerValue(line: string, name: string): string | undefined {
  const wanted = `${asciiLower(name)}:`;
  for (const start of nameStarts(line)) {
    if (asciiLower(line.slice(start, start + wanted.length)) === wanted) return line.slice(start + wanted.length);
  }
  return undefined;
}

/**
 * Headers from the first 8 KiB of `buf` (`maxBytes` exists for tests and limits; core
 * always uses 8192). For each name the first matching line wins, even when its value is
 * empty; a missing header is "".
 */
export function readFileHeadersFromBuffer<K extends string>(
  buf: Buffer,
  names: readonly K[],
  maxBytes: number = HEADER_BYTES,
): Record<K, string> {
  // Core: str_replace("\r", "\n") so CR-only line endings still split lines.
  const text = decodeText(buf.subarray(0, maxBytes)).replace(/\r/g, '\n');
  // PCRE's /m treats only "\n" as a line end; JS would also split at U+2028/U+2029.
  const lines = text.split('\n');
  const headers = {} as Record<K, string>;
  for (const name of names) {
    let value = '';
    for (const line of lines) {
      const found = headerValue(line, name);
      if (found === undefined) continue;
      // Core tests `&& $match[1]`, and PHP counts "0" as false.
      value = found && found !== '0' ? cleanupHeaderComment(found) : '';
      break;
    }
    headers[name] = value;
  }
  return headers;
}

/** As readFileHeadersFromBuffer, for text already in memory (cut at 8 KiB of its UTF-8). */
export function readFileHeaders<K extends string>(text: string, names: readonly K[]): Record<K, string> {
  return readFileHeadersFromBuffer(Buffer.from(text, 'utf8'), names);
}
