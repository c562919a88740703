import type { VersionRecord } from '../storage/types.js';
import { dateTime } from './dates.js';
import { escapeHtml } from './escape.js';
import { markdownToSafeHtml } from './markup.js';

// Rendering Markdown is the costly part of a read; notes rarely change, so keep recent renders.
const rendered = new Map<string, string>();
const RENDER_CACHE_SIZE = 2000;

/**
 * The changelog section: per version, newest first,
 * `<h4>VERSION</h4><p>NOTES</p><em>Release date : YYYY-MM-DD HH:mm:ss</em>`.
 * `versions` must already be ordered newest first.
 */
export function changelog(versions: readonly VersionRecord[]): string {
  return versions
    .map((v) => `<h4>${escapeHtml(v.version)}</h4><p>${releaseNotesHtml(v.releaseNotes)}</p><em>Release date : ${dateTime(v.createdAt)}</em>`)
    .join('');
}

/** Sanitised HTML of Markdown notes; a single paragraph is unwrapped so it fits the changelog's `<p>`. */
export function releaseNotesHtml(notes: string): string {
  let html = rendered.get(notes);
  if (html === undefined) {
    html = unwrapSingleParagraph(markdownToSafeHtml(notes));
    if (rendered.size >= RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    rendered.set(notes, html);
  }
  return html;
}

function unwrapSingleParagraph(html: string): string {
  const match = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return match && !match[1].includes('<p>') ? match[1] : html;
}
