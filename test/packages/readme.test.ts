import { describe, expect, it } from 'vitest';
import { changelogEntry, parseReadme, truncateShortDescription } from '../../src/packages/readme.js';

const README = `=== Acme Forms ===
Contributors: acme
Tags: forms, contact
Requires at least: 6.2
Tested up to: 6.5
Requires PHP: 7.4
Stable tag: 1.0.0
License: GPLv2 or later

Accessible, **spam-resistant** contact forms.

== Description ==

Acme Forms builds forms.

= Features =

* Fast
* Small

### A sub-heading stays inside the section

== Installation ==

Upload it.

== Changelog ==

= 1.0.0 =
* First.
`;

describe('parseReadme reads a WordPress.org readme.txt', () => {
  it('reads the name, headers and short description', () => {
    expect(parseReadme(README)).toMatchObject({
      name: 'Acme Forms',
      requires: '6.2',
      tested: '6.5',
      requiresPhp: '7.4',
      shortDescription: 'Accessible, spam-resistant contact forms.',
    });
  });

  it('returns the Description section as Markdown with = Sub = lines as h4', () => {
    const md = parseReadme(README).descriptionMarkdown!;
    expect(md).toMatch(/^Acme Forms builds forms\./);
    expect(md).toContain('#### Features');
    expect(md).toContain('* Small');
    expect(md).toContain('### A sub-heading stays inside the section');
    expect(md).not.toContain('Upload it');
    expect(md).not.toContain('First.');
  });

  it('accepts Markdown ## headings and short header keys', () => {
    const readme = parseReadme(
      '# My Plugin #\nRequires: 5.0\nTested: 6.1\n\nShort.\n\n## Description\n\nLong.\n\n## Changelog\nx',
    );
    expect(readme).toMatchObject({
      name: 'My Plugin',
      requires: '5.0',
      tested: '6.1',
      shortDescription: 'Short.',
      descriptionMarkdown: 'Long.',
    });
  });

  it('matches header keys case-insensitively', () => {
    expect(parseReadme('=== X ===\nTESTED UP TO: 6.4\nrequires php: 8.0\n')).toMatchObject({
      tested: '6.4',
      requiresPhp: '8.0',
    });
  });

  it('strips "WordPress"/"WP" and -suffixes from Tested and Requires', () => {
    expect(parseReadme('=== X ===\nTested up to: WordPress 6.5-RC1\nRequires at least: WP 5.9\n')).toMatchObject({
      tested: '6.5',
      requires: '5.9',
    });
  });

  it('ignores versions that are not x.y or x.y.z', () => {
    const readme = parseReadme('=== X ===\nTested up to: latest\nRequires at least: 6\nRequires PHP: 7.x\n');
    expect(readme.tested).toBeUndefined();
    expect(readme.requires).toBeUndefined();
    expect(readme.requiresPhp).toBeUndefined();
  });

  it('strips a UTF-8 BOM and copes with CRLF line endings', () => {
    expect(parseReadme('\ufeff=== Bom ===\r\nRequires PHP: 8.1\r\n\r\nHello.\r\n')).toMatchObject({
      name: 'Bom',
      requiresPhp: '8.1',
      shortDescription: 'Hello.',
    });
  });

  it('stops the headers at the first line that is not one', () => {
    const readme = parseReadme('=== X ===\nRequires PHP: 8.0\nThis plugin does things.\nTested up to: 6.5\n');
    expect(readme.tested).toBeUndefined();
    expect(readme.shortDescription).toBe('This plugin does things. Tested up to: 6.5');
  });

  it('keeps reading headers across a blank line but not an unknown key after one', () => {
    expect(parseReadme('=== X ===\nRequires PHP: 8.0\n\nTested up to: 6.5\n').tested).toBe('6.5');
    expect(parseReadme('=== X ===\nRequires PHP: 8.0\n\nNote: plain text.\n').shortDescription).toBe(
      'Note: plain text.',
    );
  });

  it('strips markup from the short description', () => {
    expect(
      parseReadme('=== X ===\n\n<b>Bold</b> and [a link](https://example.com) &amp; more.\n').shortDescription,
    ).toBe('Bold and a link & more.');
  });

  it('falls back to the description when there is no short description', () => {
    expect(parseReadme('=== X ===\n== Description ==\nFrom the description.\n').shortDescription).toBe(
      'From the description.',
    );
  });

  it('returns nothing it did not find', () => {
    expect(parseReadme('')).toEqual({});
    expect(parseReadme('=== Only A Name ===\n')).toEqual({ name: 'Only A Name' });
  });
});

describe('truncateShortDescription applies the 150-character rule', () => {
  it('leaves 150 characters or fewer alone', () => {
    const text = 'a'.repeat(150);
    expect(truncateShortDescription(text)).toBe(text);
  });

  it('cuts at the last sentence end within the last 20%', () => {
    const text = `${'a'.repeat(129)}. ${'b'.repeat(40)}`;
    expect(truncateShortDescription(text)).toBe(`${'a'.repeat(129)}.`);
  });

  it('cuts mid-sentence and appends an ellipsis when no sentence ends late enough', () => {
    const text = `${'a'.repeat(50)}. ${'b'.repeat(200)}`;
    const cut = truncateShortDescription(text);
    expect(cut).toBe(`${`${'a'.repeat(50)}. ${'b'.repeat(200)}`.slice(0, 150)}…`);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncateShortDescription(`${'a'.repeat(149)} ${'b'.repeat(10)}`)).toBe(`${'a'.repeat(149)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '😀'.repeat(151);
    expect(truncateShortDescription(text)).toBe(`${'😀'.repeat(150)}…`);
  });
});

describe('changelogEntry finds the notes of one version in readme.txt', () => {
  const readme = [
    '=== Acme ===',
    'Stable tag: 1.2.0',
    '',
    'Short.',
    '',
    '== Description ==',
    '',
    '= 1.2.0 =',
    'Not a changelog.',
    '',
    '== Changelog ==',
    '',
    '= 1.2.0 - 2024-05-01 =',
    '* Fixes the **date picker**.',
    '* Adds a field.',
    '',
    '= 1.2 =',
    '* Older.',
    '',
    '#### v1.1.0-beta',
    '* Beta notes.',
    '',
    '== Upgrade Notice ==',
    '',
    '= 1.0 =',
    'Upgrade.',
  ].join('\n');

  it('takes the lines under the version heading, up to the next heading', () => {
    expect(changelogEntry(readme, '1.2.0')).toBe('* Fixes the **date picker**.\n* Adds a field.');
    expect(changelogEntry(readme, '1.2')).toBe('* Older.');
    expect(changelogEntry(readme, '1.1.0-beta')).toBe('* Beta notes.');
  });

  it('finds nothing for a version that is only a prefix, outside the Changelog section, or absent', () => {
    expect(changelogEntry(readme, '1.1')).toBeUndefined();
    expect(changelogEntry(readme, '1.0')).toBeUndefined();
    expect(changelogEntry('=== Acme ===\n\nNo sections.', '1.0')).toBeUndefined();
  });
});
