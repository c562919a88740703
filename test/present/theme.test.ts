import { describe, expect, it } from 'vitest';
import { theme, themeListItem, themeVersion } from '../../src/present/theme.js';
import { VERSION_FIELDS } from '../support/answers.js';
import { ctx, pkg, themeManifest, version } from './fixtures.js';

describe('theme presenters', () => {
  it('list item: interface defaults, author object from the header', () => {
    const record = pkg(
      version(
        themeManifest({ authorName: 'Zoë Müller', authorUri: 'https://zoe.example', tags: ['blog'], requires: '6.4' }),
      ),
    );
    expect(themeListItem(record, ctx)).toEqual({
      name: 'Acme Blocks',
      slug: 'acme-blocks',
      version: '1.0.0',
      preview_url: '',
      author: {
        user_nicename: 'zoe-muller',
        profile: '',
        avatar: '',
        display_name: 'Zoë Müller',
        author: 'Zoë Müller',
        author_url: 'https://zoe.example',
      },
      tags: ['blog'],
      screenshot_url: null,
      rating: 0,
      num_ratings: 0,
      downloaded: 0,
      homepage: '',
      description: '',
      requires: '6.4',
      requires_php: null,
      download_link: expect.stringContaining('/downloads/themes/acme-blocks/'),
      last_updated: '2024-05-03',
      last_updated_time: '2024-05-03 16:07:09',
      creation_time: '2024-01-02 03:04:05',
      is_commercial: false,
      external_support_url: false,
      is_community: false,
      external_repository_url: '',
    });
  });

  it('settings override screenshot, preview and homepage', () => {
    const record = pkg(version(themeManifest()), {
      settings: { screenshotUrl: 'https://cdn.example/s.png', previewUrl: '', homepage: 'https://acme.example/t' },
    });
    expect(themeListItem(record, ctx)).toMatchObject({
      screenshot_url: 'https://cdn.example/s.png',
      preview_url: '',
      homepage: 'https://acme.example/t',
    });
  });

  it('get: sections.description is the description, or null when empty', () => {
    const described = pkg(version(themeManifest({ description: 'Calm.' })));
    expect(theme(described, [described.latest], ctx).sections).toEqual({
      description: 'Calm.',
      changelog: expect.stringMatching(/^<h4>1\.0\.0<\/h4>/),
    });
    const bare = pkg(version(themeManifest()));
    expect(theme(bare, [bare.latest], ctx).sections.description).toBeNull();
    expect(Object.keys(theme(bare, [bare.latest], ctx).versions)).toEqual(['1.0.0']);
  });

  it('version: version, notes, link, checksum, latest, and its release state', () => {
    expect(Object.keys(themeVersion(version(themeManifest()), ctx)).sort()).toEqual(VERSION_FIELDS);
  });
});
