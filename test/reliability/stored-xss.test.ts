import { describe, expect, it } from 'vitest';
import { type RegistryClient, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { buildZip } from '../support/zip.js';

/**
 * Stored XSS: whatever HTML an uploader puts in release notes, readme.txt or headers, the
 * HTML the registry serves (changelog, description) holds only the allow-listed tags with
 * safe attributes, and plain-text fields (name, author) hold no tag at all.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">caps</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '[md link](javascript:alert(1))',
  '![md image](javascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src="x" onerror="alert(1)"',
  '<a href="https://ok.example" onmouseover="alert(1)">unclosed',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '"><script>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
];

const ALLOWED_TAGS = new Set([
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
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'src', 'alt', 'cite']);

/** Checks served HTML tag by tag: known tags, known attributes, http(s)/mailto or relative URLs. */
function expectSafeHtml(html: string): void {
  // Every "<" starts an allowed tag; a "<" of text must have been escaped to &lt;.
  for (const [, tag] of html.matchAll(/<\/?([^\s/>]*)/g))
    expect(ALLOWED_TAGS.has(tag.toLowerCase()), `tag <${tag}> in ${html}`).toBe(true);
  for (const [whole, attributes] of html.matchAll(/<[a-z0-9]+([^>]*?)\/?>/gi)) {
    expect(whole, `in ${html}`).not.toMatch(/javascript:|data:|vbscript:/i);
    for (const [, name, value] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES.has(name.toLowerCase()), `attribute ${name} in ${html}`).toBe(true);
      if (['href', 'src', 'cite'].includes(name.toLowerCase()) && value !== undefined) {
        const decoded = value
          .replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, n: string) =>
            String.fromCharCode(parseInt(n, hex ? 16 : 10)),
          )
          .replace(/&amp;/g, '&');
        expect(decoded, `URL in ${html}`).toMatch(/^(https?:|mailto:|[^:]*$)/i);
      }
    }
  }
}

let server: TestServer;
let api: RegistryClient;

useTestServer((started) => ({ server, api } = started));

describe('release notes', () => {
  it('are sanitised in a plugin changelog, after upload and after PATCH, and returned raw in release_notes', async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      expect(
        (await uploadPlugin(api, pluginZip({ slug: 'xss-notes', version: `1.0.${i}` }), `Notes ${i}: ${payload}`))
          .response.status,
      ).toBe(201);
    }
    const patched = await api.PATCH('/plugins/{slug}/versions/{version}', {
      params: { path: { slug: 'xss-notes', version: '1.0.0' } },
      body: { release_notes: PAYLOADS.join('\n\n') },
    });
    expect(patched.data!.release_notes).toBe(PAYLOADS.join('\n\n'));

    const { data, response } = await api.GET('/plugins/{slug}', { params: { path: { slug: 'xss-notes' } } });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expectSafeHtml(data!.sections.changelog);
    for (let i = 1; i < PAYLOADS.length; i++)
      expect(data!.sections.changelog).toMatch(new RegExp(`<h4>1\\.0\\.${i}</h4><p>(<p>)?Notes ${i}: `));
    expect(data!.sections.changelog).toContain('<a href="https://ok.example">unclosed</a>');

    for (const [i, payload] of PAYLOADS.entries()) {
      if (i === 0) continue;
      const version = await api.GET('/plugins/{slug}/versions/{version}', {
        params: { path: { slug: 'xss-notes', version: `1.0.${i}` } },
      });
      expect(version.data!.release_notes).toBe(`Notes ${i}: ${payload}`);
    }
  });

  it('are sanitised in a theme changelog too', async () => {
    const theme = (version: string) =>
      buildZip([
        { name: 'xss-theme/style.css', data: `/*\nTheme Name: XSS\nVersion: ${version}\n*/` },
        { name: 'xss-theme/index.php', data: '<?php' },
      ]);
    expect((await uploadTheme(api, theme('1.0.0'), PAYLOADS.slice(0, 11).join('\n'))).response.status).toBe(201);
    expect((await uploadTheme(api, theme('1.1.0'))).response.status).toBe(201);
    await api.PATCH('/themes/{slug}/versions/{version}', {
      params: { path: { slug: 'xss-theme', version: '1.1.0' } },
      body: { release_notes: PAYLOADS.slice(11).join('\n') },
    });
    const { data } = await api.GET('/themes/{slug}', { params: { path: { slug: 'xss-theme' } } });
    expectSafeHtml(data!.sections.changelog);
    expect(data!.sections.changelog).toMatch(/^<h4>1\.1\.0<\/h4>/);
  });
});

describe('readme.txt', () => {
  it('has its Description section sanitised into sections.description', async () => {
    const readme = `=== XSS ===\nTested up to: 6.5\n\nShort.\n\n== Description ==\n\nA [fine link](https://ok.example/docs).\n\n${PAYLOADS.join('\n\n')}\n`;
    expect((await uploadPlugin(api, pluginZip({ slug: 'xss-readme', readme }))).response.status).toBe(201);
    const { data } = await api.GET('/plugins/{slug}', { params: { path: { slug: 'xss-readme' } } });
    expectSafeHtml(data!.sections.description);
    expect(data!.sections.description).toContain('<a href="https://ok.example/docs">fine link</a>');
  });
});

describe('header text', () => {
  // The sanitiser decodes entities after removing tags, so encoded tags must not come back to life.
  const TAGGED = [
    ['<b>Bold</b> <script>alert(1)</script>Name <img src=x onerror=alert(1)>', 'Bold Name'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;Encoded', 'Encoded'],
    ['&#60;img src=x onerror=alert(1)&#62;Numeric', 'Numeric'],
    ['&amp;lt;b&amp;gt;Double', 'Double'],
    ['<<script>script>alert(1)<</script>/script>Nested', 'Nested'],
  ];

  it.each(TAGGED)('plugin name %j comes back as plain text', async (raw, expected) => {
    const slug = `xss-name-${TAGGED.findIndex(([r]) => r === raw)}`;
    const { response, data } = await uploadPlugin(api, pluginZip({ slug, name: raw, author: raw, description: raw }));
    expect(response.status).toBe(201);
    expect(data!.name).not.toMatch(/[<>]/);
    expect(data!.name).toContain(expected);
    expect(data!.short_description).not.toMatch(/[<>]/);
    // The author anchor is the only markup, around escaped text.
    expect(data!.author).toMatch(/^<a href="[^"<>]*" target="_blank">[^<>]*<\/a>$/);
    expect((await api.GET('/plugins/{slug}', { params: { path: { slug } } })).data!.name).toBe(data!.name);
  });

  it('falls back to the organisation for a javascript: Author URI', async () => {
    const { data } = await uploadPlugin(
      api,
      pluginZip({ slug: 'xss-author', author: 'Eve', authorUri: 'javascript:alert(1)' }),
    );
    expect(data!.author_profile).toBe(server.url);
    expect(data!.author).toBe(`<a href="${server.url}" target="_blank">Eve</a>`);
  });

  it('keeps a readme short description free of tags, encoded or not', async () => {
    const readme = '=== R ===\n\n&lt;script&gt;alert(1)&lt;/script&gt;Short <b>text</b>.\n';
    const { data } = await uploadPlugin(
      api,
      buildZip([
        { name: 'xss-short/xss-short.php', data: '<?php\n/* Plugin Name: S\n * Version: 1 */' },
        { name: 'xss-short/readme.txt', data: readme },
      ]),
    );
    expect(data!.short_description).not.toMatch(/[<>]/);
    expect(data!.short_description).toContain('Short text.');
  });

  it('strips tags from theme name, description, author and tags', async () => {
    const raw = '&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror=alert(1)>Calm';
    const style = `/*\nTheme Name: ${raw}\nVersion: 1.0.0\nDescription: ${raw}\nAuthor: ${raw}\nTags: ${raw}, <b>blue</b>\n*/`;
    const { data, response } = await uploadTheme(
      api,
      buildZip([
        { name: 'xss-theme-headers/style.css', data: style },
        { name: 'xss-theme-headers/index.php', data: '<?php' },
      ]),
    );
    expect(response.status).toBe(201);
    const { data: full } = await api.GET('/themes/{slug}', { params: { path: { slug: 'xss-theme-headers' } } });
    const text = JSON.stringify([data!.name, full!.description, full!.sections.description, full!.author, full!.tags]);
    expect(text).not.toMatch(/[<>]/);
    expect(full!.name).toBe('Calm');
    expect(full!.tags).toEqual(['Calm', 'blue']);
  });
});
