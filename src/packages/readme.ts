import { markdownToSafeHtml, plainText } from '../text/markup.js';
import { phpTrim } from './file-headers.js';

/**
 * A WordPress.org `readme.txt`, parsed the way the WordPress.org plugin directory's
 * readme parser does (Plugin_Directory\Readme\Parser), for the fields the registry uses.
 */
export interface Readme {
  name?: string;
  requires?: string;
  tested?: string;
  requiresPhp?: string;
  /** Plain text, at most 150 characters (plus an ellipsis when cut mid-sentence). */
  shortDescription?: string;
  /** The `== Description ==` section as Markdown, `= Sub =` lines turned into `#### Sub`. */
  descriptionMarkdown?: string;
}

/** WordPress.org's valid header keys; every one ends the short description's head start. */
const HEADER_KEYS: Record<string, string> = {
  tested: 'tested',
  'tested up to': 'tested',
  requires: 'requires',
  'requires at least': 'requires',
  'requires php': 'requiresPhp',
  tags: 'tags',
  contributors: 'contributors',
  'donate link': 'donateLink',
  'stable tag': 'stableTag',
  license: 'license',
  'license uri': 'licenseUri',
};

export const SHORT_DESCRIPTION_LENGTH = 150;

const isBlank = (line: string): boolean => line.trim() === '';

/** `== Title ==` or `## Title` (but not `### Title`, which stays inside its section). */
const isSectionHeading = (line: string): boolean => {
  const t = line.trim();
  return t.startsWith('==') || (t.startsWith('##') && t.length > 2 && t[2] !== '#');
};

/**
 * WordPress.org's 150-character rule: cut at 150 characters; if a sentence ends in the
 * last 20% keep up to it, otherwise end with an ellipsis.
 */
export function truncateShortDescription(text: string): string {
  const chars = [...text]; // code points, like PHP's mb_* functions
  const max = SHORT_DESCRIPTION_LENGTH;
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max);
  const lastStop = cut.lastIndexOf('.');
  if (lastStop > 0.8 * max && cut[cut.length - 1] !== '.') cut = cut.slice(0, lastStop + 1);
  const desc = cut.join('');
  return desc.endsWith('.') ? desc : `${desc.trimEnd()}…`;
}

/** `WordPress 6.5`, `6.5-RC1` -> `6.5`; anything not x.y[.z] is ignored, as on WordPress.org. */
function wordpressVersion(value: string): string | undefined {
  const version = value
    .replace(/wordpress/gi, '')
    .replace(/wp/gi, '')
    .trim()
    .split('-')[0]
    .trim();
  return /^\d+\.\d+(?:\.\d+)?$/.test(version) ? version : undefined;
}

const phpVersion = (value: string): string | undefined =>
  /^\d+(?:\.\d+){1,2}$/.test(value.trim()) ? value.trim() : undefined;

/** Reads `Key: value` lines; stops at the first line that is not one (see WordPress.org). */
function readHeaders(lines: string[], at: number): { headers: Record<string, string>; next: number } {
  const headers: Record<string, string> = {};
  let lastWasBlank = false;
  let i = at;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (!line.includes(':') || line.startsWith('#') || line.startsWith('=')) {
      if (!isBlank(line)) break;
      lastWasBlank = true; // some readmes have blank lines inside their headers
      continue;
    }
    const colon = line.trim().indexOf(':');
    const key = phpTrim(line.trim().slice(0, colon), ' \t*-\r\n').toLowerCase();
    if (key in HEADER_KEYS)
      headers[HEADER_KEYS[key]] = line
        .trim()
        .slice(colon + 1)
        .trim();
    // An unknown key after a blank line is already the short description.
    else if (lastWasBlank) break;
    lastWasBlank = false;
  }
  return { headers, next: i };
}

/** A readme's lines, without a byte-order mark, split at every line break PHP's readme parser knows. */
function readmeLines(source: string): string[] {
  return source.replace(/^\ufeff/, '').split(/\r\n|[\n\r\v\f\x85\u2028\u2029]/);
}

/** A section heading's name, lower-cased: `== Changelog ==` is `changelog`. */
function sectionName(heading: string): string {
  return phpTrim(heading, '#= \t').toLowerCase();
}

/** Collects the Description section's lines (it may be split over several headings). */
function descriptionSection(lines: string[], at: number): string {
  let body = '';
  let inDescription = false;
  for (let i = at; i < lines.length; i++) {
    if (isSectionHeading(lines[i])) {
      inDescription = sectionName(lines[i]).replace(/ /g, '_') === 'description';
      continue;
    }
    if (inDescription) body += `${lines[i]}\n`;
  }
  // WordPress.org's Markdown step turns `= Sub =` lines into <h4>.
  return body
    .trim()
    .split('\n')
    .map((line) => {
      const title = subHeading(line);
      return title === undefined ? line : `\n#### ${title}\n`;
    })
    .join('\n');
}

/*
 * Readmes come from uploads, so headings are recognised by scanning, never by a backtracking
 * pattern: `/^[ \t]*=[ \t]+(.+?)[ \t]+=[ \t]*$/` took time cubic in a line's length (`= ` and
 * 3 500 spaces held the event loop for 7 s). Each helper below gives what that pattern's group
 * captured, in one pass over the line.
 */

const isBlankChar = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** The line without the spaces and tabs (only those) at its start and end. */
function trimBlanks(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && isBlankChar(line[start])) start++;
  while (end > start && isBlankChar(line[end - 1])) end--;
  return line.slice(start, end);
}

/**
 * What sits between a heading's opening and closing `=`, as `=[ \t]*(.+?)[ \t]*=` (`blanks: 0`)
 * or `=[ \t]+(.+?)[ \t]+=` (`blanks: 1`) captures it from `inner`: blanks trimmed off; an inside
 * of blanks only gives up one blank to the group, as the backtracking pattern did.
 */
function betweenEquals(inner: string, blanks: 0 | 1): string | undefined {
  const text = trimBlanks(inner);
  if (text !== '') {
    const opened = blanks === 0 || isBlankChar(inner[0]);
    const closed = blanks === 0 || isBlankChar(inner[inner.length - 1]);
    return opened && closed ? text : undefined;
  }
  // All blanks: the group takes one, the blanks around it the rest (at least `blanks` each).
  return inner.length >= 1 + 2 * blanks ? inner[inner.length - 1 - blanks] : undefined;
}

/** A Description line `= Sub =` (blanks around it allowed, required inside): its title, else undefined. */
function subHeading(line: string): string | undefined {
  const t = trimBlanks(line);
  if (t.length < 2 || t[0] !== '=' || t[t.length - 1] !== '=') return undefined;
  return betweenEquals(t.slice(1, -1), 1);
}

export function parseReadme(source: string): Readme {
  const lines = readmeLines(source);
  const readme: Readme = {};
  let i = 0;
  while (i < lines.length && isBlank(lines[i])) i++;
  if (i < lines.length && /^\s*[=#]/.test(lines[i])) {
    const name = phpTrim(lines[i].trim(), '#= \t\0\x0B');
    if (name) readme.name = name;
    i++;
  }
  const { headers, next } = readHeaders(lines, i);
  readme.requires = headers.requires ? wordpressVersion(headers.requires) : undefined;
  readme.tested = headers.tested ? wordpressVersion(headers.tested) : undefined;
  readme.requiresPhp = headers.requiresPhp ? phpVersion(headers.requiresPhp) : undefined;

  let end = next;
  while (end < lines.length && !isSectionHeading(lines[end])) end++;
  const description = descriptionSection(lines, end);
  if (description) readme.descriptionMarkdown = description;
  // WordPress.org falls back to the description when there is no short description.
  const short = lines.slice(next, end).join('\n').trim() || firstParagraph(description);
  const text = short ? truncateShortDescription(plainText(markdownToSafeHtml(short))) : '';
  if (text) readme.shortDescription = text;
  return dropUndefined(readme);
}

/** Source enough for 150 characters of text, however much markup surrounds them. */
const FIRST_PARAGRAPH_CHARS = 8192;

/**
 * The first paragraph of the description (to its first blank line), at most
 * FIRST_PARAGRAPH_CHARS of it: all the short description can use of it. Rendering the whole of a
 * 1 MiB description here, only to keep 150 characters, cost a third of a second of CPU.
 */
function firstParagraph(markdown: string): string {
  const blank = markdown.search(/\n[ \t]*\n/);
  return markdown.slice(0, Math.min(blank < 0 ? markdown.length : blank, FIRST_PARAGRAPH_CHARS));
}

function dropUndefined(readme: Readme): Readme {
  return Object.fromEntries(Object.entries(readme).filter(([, v]) => v !== undefined));
}

/**
 * The changelog entry a readme.txt gives for one version, as Markdown, or undefined.
 * Entries are the sub-headings of `== Changelog ==`, written `= 1.2.0 =`, `= 1.2.0 - 2024-05-01 =`,
 * `#### 1.2.0` or `### v1.2.0`; an entry runs to the next sub-heading. The version must be the
 * heading's first word (after an optional `v` or `Version`), so `1.2` never takes `1.2.1`'s notes.
 */
export function changelogEntry(source: string, version: string): string | undefined {
  const lines = readmeLines(source);
  let inChangelog = false;
  let body: string[] | undefined;
  for (const line of lines) {
    if (isSectionHeading(line)) {
      if (body) break;
      inChangelog = sectionName(line) === 'changelog';
      continue;
    }
    if (!inChangelog) continue;
    const heading = entryHeading(line);
    if (heading !== undefined) {
      if (body) break;
      if (headingNamesVersion(heading, version)) body = [];
      continue;
    }
    body?.push(line);
  }
  const text = body?.join('\n').trim();
  return text || undefined;
}

/** `= Title =` or `### Title` / `#### Title` inside a section: the heading's text, else undefined. */
function entryHeading(line: string): string | undefined {
  const t = line.trim();
  if (t.startsWith('=')) {
    if (t.startsWith('==') || t.length < 3 || !t.endsWith('=')) return undefined;
    return betweenEquals(t.slice(1, -1), 0);
  }
  return hashHeading(t);
}

/** `### Title` (three to six `#`): what `/^#{3,6}[ \t]+(.+?)[ \t#]*$/` captured, scanned in one pass. */
function hashHeading(t: string): string | undefined {
  let hashes = 0;
  while (t[hashes] === '#') hashes++;
  if (hashes < 3 || hashes > 6 || !isBlankChar(t[hashes])) return undefined;
  let start = hashes;
  while (isBlankChar(t[start])) start++;
  let end = t.length;
  while (end > start && (isBlankChar(t[end - 1]) || t[end - 1] === '#')) end--;
  // A title of `#`s only: the group still takes one character (t is trimmed, so there is one).
  return t.slice(start, Math.max(end, start + 1));
}

function headingNamesVersion(heading: string, version: string): boolean {
  const text = heading.replace(/^\*\*|\*\*$/g, '').replace(/^(?:version[ \t]+|v(?=\d))/i, '');
  return text.startsWith(version) && !/[0-9A-Za-z.+_-]/.test(text.charAt(version.length));
}
