/**
 * PHP's `version_compare()` (php-src ext/standard/versioning.c), ported literally so the
 * registry orders versions exactly as WordPress does when it decides whether an update exists.
 *
 * PHP works on bytes with C-locale ctype, so strings are first turned into their UTF-8
 * bytes (one JS char per byte): a multibyte character then behaves as PHP sees it.
 */

/** Order of the special forms, matched by prefix and case-sensitively, first match wins. */
const SPECIAL_FORMS: ReadonlyArray<readonly [string, number]> = [
  ['dev', 0],
  ['alpha', 1],
  ['a', 1],
  ['beta', 2],
  ['b', 2],
  ['RC', 3],
  ['rc', 3],
  ['#', 4],
  ['pl', 5],
  ['p', 5],
];

/** What a number counts as when compared with a name (php-src passes "#N#"). */
const NUMBER_FORM = '#N#';

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAlnum = (c: string): boolean => isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
// php-src's isdig/isndig: "." is neither, so it never triggers a digit<->non-digit separator.
const isDig = (c: string): boolean => isDigit(c);
const isNdig = (c: string): boolean => !isDigit(c) && c !== '.';
const isSpecial = (c: string): boolean => c === '-' || c === '_' || c === '+';

/** php_canonicalize_version: separators become ".", a "." goes between digits and non-digits. */
function canonicalize(version: string): string {
  if (version === '') return '';
  let out = version[0];
  let previous = version[0]; // php-src's `lp`: the previous *input* character.
  for (let i = 1; i < version.length; i++) {
    const c = version[i];
    const needsDot = out[out.length - 1] !== '.';
    if (isSpecial(c)) {
      if (needsDot) out += '.';
    } else if ((isNdig(previous) && isDig(c)) || (isDig(previous) && isNdig(c))) {
      // Note php-src copies c here even when it is punctuation (e.g. "1~" -> "1.~").
      out += needsDot ? `.${c}` : c;
    } else if (!isAlnum(c)) {
      if (needsDot) out += '.';
    } else {
      out += c;
    }
    previous = c;
  }
  return out;
}

function specialFormOrder(form: string): number {
  for (const [name, order] of SPECIAL_FORMS) if (form.startsWith(name)) return order;
  return -1;
}

const sign = (n: number): -1 | 0 | 1 => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** strtol-like numeric compare on the leading digits, as strings so huge parts stay exact. */
function compareNumbers(a: string, b: string): -1 | 0 | 1 {
  const x = (/^\d+/.exec(a)?.[0] ?? '').replace(/^0+/, '');
  const y = (/^\d+/.exec(b)?.[0] ?? '').replace(/^0+/, '');
  if (x.length !== y.length) return sign(x.length - y.length);
  return x === y ? 0 : x < y ? -1 : 1;
}

function compareParts(a: string, b: string): -1 | 0 | 1 {
  if (isDigit(a[0]) && isDigit(b[0])) return compareNumbers(a, b);
  const left = isDigit(a[0]) ? NUMBER_FORM : a;
  const right = isDigit(b[0]) ? NUMBER_FORM : b;
  return sign(specialFormOrder(left) - specialFormOrder(right));
}

const dotOrNull = (s: string, from: number): number | null => {
  const i = s.indexOf('.', from);
  return i < 0 ? null : i;
};

/** php_version_compare on byte strings; mirrors the C pointer walk, including its edge cases. */
function compareBytes(orig1: string, orig2: string): -1 | 0 | 1 {
  if (orig1 === '' || orig2 === '') return orig1 === orig2 ? 0 : orig1 ? 1 : -1;
  const v1 = orig1[0] === '#' ? orig1 : canonicalize(orig1);
  const v2 = orig2[0] === '#' ? orig2 : canonicalize(orig2);
  let p1 = 0;
  let p2 = 0;
  // In C, n1/n2 start pointing at the buffers (non-null); null means "no more dots".
  let n1: number | null = 0;
  let n2: number | null = 0;
  let compare: -1 | 0 | 1 = 0;
  while (p1 < v1.length && p2 < v2.length && n1 !== null && n2 !== null) {
    n1 = dotOrNull(v1, p1);
    n2 = dotOrNull(v2, p2);
    compare = compareParts(v1.slice(p1, n1 ?? undefined), v2.slice(p2, n2 ?? undefined));
    if (compare !== 0) break;
    if (n1 !== null) p1 = n1 + 1;
    if (n2 !== null) p2 = n2 + 1;
  }
  if (compare !== 0) return compare;
  // One side ran out: a further number wins outright, anything else is weighed against "#".
  if (n1 !== null) return isDigit(v1[p1]) ? 1 : compareBytes(v1.slice(p1), NUMBER_FORM);
  if (n2 !== null) return isDigit(v2[p2]) ? -1 : compareBytes(NUMBER_FORM, v2.slice(p2));
  return 0;
}

const toBytes = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

/** PHP's `version_compare($a, $b)`: -1 when a is older, 0 when equal, 1 when newer. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  return compareNumeric(a, b) ?? phpVersionCompare(a, b);
}

/** The literal port for every input; `compareVersions` answers plain `1.2.3` versions faster, alike. */
export function phpVersionCompare(a: string, b: string): -1 | 0 | 1 {
  return compareBytes(toBytes(a), toBytes(b));
}

const DOT = 46;
const ZERO = 48;
const NINE = 57;

/** The end of the digits of `s` from `at`, or -1 when `s` is not dotted numbers from there on (`\d+(\.\d+)*`). */
function partEnd(s: string, at: number): number {
  let i = at;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === DOT) break;
    if (c < ZERO || c > NINE) return -1;
    i++;
  }
  return i === at ? -1 : i;
}

/** The digits s[from, to) compared with t[at, end) as numbers of any length (leading zeros skipped, as strtol does). */
function compareDigits(s: string, from: number, to: number, t: string, at: number, end: number): -1 | 0 | 1 {
  while (from < to - 1 && s.charCodeAt(from) === ZERO) from++;
  while (at < end - 1 && t.charCodeAt(at) === ZERO) at++;
  if (to - from !== end - at) return to - from < end - at ? -1 : 1;
  for (; from < to; from++, at++) {
    const x = s.charCodeAt(from);
    const y = t.charCodeAt(at);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Dotted numbers only (most versions): canonicalizing changes nothing, so the C walk reduces to
 * comparing the parts as numbers, and when one side runs out, the side with a further number
 * wins. An update check compares a few hundred of them per request, so this walks both strings
 * in place (no split, no regular expression); undefined when either is not dotted numbers.
 */
function compareNumeric(a: string, b: string): -1 | 0 | 1 | undefined {
  let i = 0;
  let j = 0;
  let answer: -1 | 0 | 1 = 0;
  for (;;) {
    const x = partEnd(a, i);
    const y = partEnd(b, j);
    if (x < 0 || y < 0) return undefined;
    if (answer === 0) answer = compareDigits(a, i, x, b, j, y);
    const aDone = x === a.length;
    const bDone = y === b.length;
    if (aDone || bDone) {
      // The rest of the longer one must still be dotted numbers for this path to answer.
      if (!aDone && !restIsNumeric(a, x + 1)) return undefined;
      if (!bDone && !restIsNumeric(b, y + 1)) return undefined;
      return answer !== 0 ? answer : aDone === bDone ? 0 : aDone ? -1 : 1;
    }
    i = x + 1;
    j = y + 1;
  }
}

function restIsNumeric(s: string, at: number): boolean {
  for (let i = at; ;) {
    const end = partEnd(s, i);
    if (end < 0) return false;
    if (end === s.length) return true;
    i = end + 1;
  }
}

/** Sort comparator putting the newest version first. */
export const byVersionDescending = (a: string, b: string): number => compareVersions(b, a);
