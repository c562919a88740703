import { describe, expect, it } from 'vitest';
import { changelog, releaseNotesHtml } from '../../src/present/changelog.js';
import { pluginManifest, version } from './fixtures.js';

describe('changelog', () => {
  it('renders h4, paragraph and release date per version, in the order given', () => {
    const versions = [
      version(pluginManifest({ version: '1.1.0' }), { releaseNotes: 'Adds **bold** things.', createdAt: '2024-05-03T16:07:09Z' }),
      version(pluginManifest({ version: '1.0.0' }), { releaseNotes: '', createdAt: '2024-01-02T03:04:05Z' }),
    ];
    expect(changelog(versions)).toBe(
      '<h4>1.1.0</h4><p>Adds <strong>bold</strong> things.</p><em>Release date : 2024-05-03 16:07:09</em>' +
        '<h4>1.0.0</h4><p></p><em>Release date : 2024-01-02 03:04:05</em>',
    );
  });

  it('keeps lists and several paragraphs inside the entry', () => {
    expect(releaseNotesHtml('Fixed:\n\n- one\n- two')).toBe('<p>Fixed:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
});

describe('release notes are sanitised', () => {
  it.each([
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['[click](javascript:alert(1))', '<a>click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<p onclick="x()">unclosed <b>bold', 'unclosed bold'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s', (notes, expected) => {
    const html = releaseNotesHtml(notes);
    expect(html).toBe(expected);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});
