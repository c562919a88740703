import type { VersionRecord } from '../storage/types.js';
import { dateTime } from './dates.js';
import { escapeHtml } from '../text/escape.js';
import { markdownToSafeHtml } from '../text/markup.js';

// Rendering Markdown is the costly part of a read and notes rarely change, so renders are kept,
// bounded by their total length (notes + HTML, in characters) rather than by count: typical
// notes are short, and a catalogue of tens of thousands of versions fits.
const rendered = new Map<string, string>();
const RENDER_CACHE_CHARS = 16 * 1024 * 1024;
let cachedChars = 0;
const BLOCK_START = /^<(p|ul|ol|pre|blockquote|h[1-6]|table|hr|dl)[\s>]/;

/**
 * The changelog section: per version, newest first,
 * `<h4>VERSION</h4><p>NOTES</p><em>Release date : YYYY-MM-DD HH:mm:ss</em>`.
 * `versions` must already be ordered newest first.
 */
export function changelog(versions: readonly VersionRecord[]): string {
  return versions
    .map((v) => `<h4>${escapeHtml(v.version)}</h4>${releaseNotesHtml(v.releaseNotes)}<em>Release date : ${dateTime(v.createdAt)}</em>`)
    .join('');
}

/**
 * Sanitised HTML of Markdown notes as the changelog's paragraph: `<p>notes</p>` for the usual
 * one-paragraph note (and `<p></p>` for none); notes of several blocks (paragraphs, lists)
 * keep their own blocks rather than being nested in a `<p>`, which HTML does not allow.
 */
export function releaseNotesHtml(notes: string): string {
  let html = rendered.get(notes);
  if (html === undefined) {
    const blocks = markdownToSafeHtml(notes);
    // Inline content the sanitiser left bare (e.g. after a removed <script> block) gets its <p>.
    html = BLOCK_START.test(blocks) ? blocks : `<p>${blocks}</p>`;
    remember(notes, html);
  }
  return html;
}

/** Keeps a render, dropping the oldest ones once the cache passes its size. */
function remember(notes: string, html: string): void {
  rendered.set(notes, html);
  cachedChars += notes.length + html.length;
  for (const [oldNotes, oldHtml] of rendered) {
    if (cachedChars <= RENDER_CACHE_CHARS) break;
    rendered.delete(oldNotes);
    cachedChars -= oldNotes.length + oldHtml.length;
  }
}
