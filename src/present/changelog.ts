import type { VersionRecord } from '../storage/types.js';
import { dateTime } from './dates.js';
import { escapeHtml } from '../text/escape.js';
import { markdownToSafeHtml } from '../text/markup.js';

const BLOCK_START = /^<(p|ul|ol|pre|blockquote|h[1-6]|table|hr|dl)[\s>]/;

/**
 * The changelog section: per version, newest first,
 * `<h4>VERSION</h4><p>NOTES</p><em>Release date : YYYY-MM-DD HH:mm:ss</em>`.
 * `versions` must already be ordered newest first.
 */
export function changelog(versions: readonly VersionRecord[]): string {
  return versions
    .map(
      (v) =>
        `<h4>${escapeHtml(v.version)}</h4>${releaseNotesHtml(v.releaseNotes)}<em>Release date : ${dateTime(v.createdAt)}</em>`,
    )
    .join('');
}

/**
 * Sanitised HTML of Markdown notes as the changelog's paragraph: `<p>notes</p>` for the usual
 * one-paragraph note (and `<p></p>` for none); notes of several blocks (paragraphs, lists)
 * keep their own blocks rather than being nested in a `<p>`, which HTML does not allow.
 */
export function releaseNotesHtml(notes: string): string {
  const blocks = markdownToSafeHtml(notes);
  // Inline content the sanitiser left bare (e.g. after a removed <script> block) gets its <p>.
  return BLOCK_START.test(blocks) ? blocks : `<p>${blocks}</p>`;
}
