import { describe, expect, it } from 'vitest';
import { changelog, releaseNotesHtml } from '../../src/present/changelog.js';
import { pluginManifest, version } from './fixtures.js';

describe('changelog', () => {
  it('renders h4, paragraph and release date per version, in the order given', () => {
    const versions = [
      version(pluginManifest({ version: '1.1.0' }), {
        releaseNotes: 'Adds **bold** things.',
        createdAt: '2024-05-03T16:07:09Z',
      }),
      version(pluginManifest({ version: '1.0.0' }), { releaseNotes: '', createdAt: '2024-01-02T03:04:05Z' }),
    ];
    expect(changelog(versions)).toBe(
      '<h4>1.1.0</h4><p>Adds <strong>bold</strong> things.</p><em>Release date : 2024-05-03 16:07:09</em>' +
        '<h4>1.0.0</h4><p></p><em>Release date : 2024-01-02 03:04:05</em>',
    );
  });

  it('marks a withdrawn version as withdrawn, so that a site rolled back from it sees why', () => {
    const versions = [
      version(pluginManifest({ version: '1.2.0' }), {
        releaseNotes: 'Adds a bad thing.',
        createdAt: '2024-06-01T00:00:00Z',
        rollout: { percent: 100, rings: [], halted: false, withdrawn: true },
      }),
      version(pluginManifest({ version: '1.1.0' }), { releaseNotes: 'Fine.', createdAt: '2024-05-03T16:07:09Z' }),
    ];
    expect(changelog(versions)).toBe(
      '<h4>1.2.0 (withdrawn)</h4><p><em>This release was withdrawn: it is no longer offered, and sites that run it ' +
        'are offered an earlier release.</em></p><p>Adds a bad thing.</p><em>Release date : 2024-06-01 00:00:00</em>' +
        '<h4>1.1.0</h4><p>Fine.</p><em>Release date : 2024-05-03 16:07:09</em>',
    );
  });

  it('keeps the blocks of a longer note as valid HTML, never a <p> inside a <p>', () => {
    const html = releaseNotesHtml('Fixed:\n\n- one\n- two\n\nThanks.');
    expect(html).toBe('<p>Fixed:</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p>Thanks.</p>');
    expect(html).not.toMatch(/<p>[^]*<p>[^]*<\/p>[^]*<\/p>/);
    expect(releaseNotesHtml('- only\n- a list')).toBe('<ul>\n<li>only</li>\n<li>a list</li>\n</ul>');
  });
});

describe('release notes are sanitised', () => {
  it.each([
    ['<script>alert(1)</script>Hi', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">', '<p><img src="x" /></p>'],
    ['[click](javascript:alert(1))', '<p><a>click</a></p>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['<iframe src="https://evil.example"></iframe>ok', '<p>ok</p>'],
    ['<p onclick="x()">unclosed <b>bold', '<p>unclosed bold</p>'],
    ['<svg><script>alert(1)</script></svg>', '<p></p>'],
  ])('%s', (notes, expected) => {
    const html = releaseNotesHtml(notes);
    expect(html).toBe(expected);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});
