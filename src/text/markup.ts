import { Marked } from 'marked';
import sanitize from 'sanitize-html';

/**
 * The tags a rendered release note or readme section may keep: WordPress.org's
 * readme allow-list (wp_kses) plus headings and images that core's plugin modal allows.
 */
const SAFE_HTML: sanitize.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    'strong',
    'ul',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], blockquote: ['cite'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

// One Marked instance of our own so no other module's marked.use() can change it.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Removes every tag and attribute outside the allow-list (scripts, handlers, javascript: URLs). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, SAFE_HTML).trim();
}

/** Renders Markdown (which may contain raw HTML) to sanitised HTML. */
export function markdownToSafeHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string);
}

/**
 * Strips all markup, leaving text (entities decoded back to characters). Repeated until
 * nothing changes: decoding after stripping would otherwise turn `&lt;script&gt;` (or
 * `<<script>script>`) into a live tag. Each pass only shortens the text.
 */
export function plainText(html: string): string {
  let text = html;
  for (let previous: string | undefined; text !== previous;) {
    previous = text;
    text = decodeEntities(sanitize(text, { allowedTags: [], allowedAttributes: {} }));
  }
  return text.replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
