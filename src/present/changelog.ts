import type { VersionRecord } from '../storage/types.js';
import { dateTime } from './dates.js';
import { escapeHtml } from '../text/escape.js';
import { markdownToSafeHtml } from '../text/markup.js';

const BLOCK_START = /^<(p|ul|ol|pre|blockquote|h[1-6]|table|hr|dl)[\s>]/;

/** What a withdrawn version's entry says first (docs/release-control.md, "What a site's administrator sees"). */
const WITHDRAWN_NOTE =
  '<p><em>This release was withdrawn: it is no longer offered, and sites that run it are offered an earlier release.</em></p>';

/**
 * The changelog section: per version, newest first,
 * `<h4>VERSION</h4><p>NOTES</p><em>Release date : YYYY-MM-DD HH:mm:ss</em>`.
 * `versions` must already be ordered newest first.
 *
 * A withdrawn version stays in the history, marked: `<h4>VERSION (withdrawn)</h4>` and a line
 * saying so before its notes. Left out, a site that runs it would be offered an older version
 * ("View details" of a rollback) with no word of why; unmarked, it reads as a release to install.
 */
export function changelog(versions: readonly VersionRecord[]): string {
  return versions
    .map((v) => {
      const heading = v.rollout.withdrawn ? `${escapeHtml(v.version)} (withdrawn)` : escapeHtml(v.version);
      const notes = releaseNotesHtml(v.releaseNotes);
      return `<h4>${heading}</h4>${v.rollout.withdrawn ? WITHDRAWN_NOTE + notes : notes}<em>Release date : ${dateTime(v.createdAt)}</em>`;
    })
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
