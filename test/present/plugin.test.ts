import { describe, expect, it } from 'vitest';
import { plugin, pluginDeleted, pluginListItem, pluginUpdated, pluginVersion } from '../../src/present/plugin.js';
import { PresentContext } from '../../src/present/context.js';
import { ctx, pkg, pluginManifest, version } from './fixtures.js';

describe('plugin presenters', () => {
  const latest = version(
    pluginManifest({
      version: '1.1.0',
      requires: '6.2',
      tested: '6.6',
      requiresPhp: '8.0',
      authorName: 'Jane <Doe>',
      authorUri: 'https://jane.example/?a=1&b="2"',
    }),
  );
  const older = version(pluginManifest({ version: '1.0.0' }), { latest: false, releaseNotes: 'First.' });
  const record = pkg(latest);

  it('list item: interface defaults, escaped author anchor opening a new window, signed link', () => {
    const item = pluginListItem(record, ctx);
    expect(item).toEqual({
      name: 'Acme Forms',
      slug: 'acme-forms',
      version: '1.1.0',
      author: '<a href="https://jane.example/?a=1&amp;b=&quot;2&quot;" target="_blank">Jane &lt;Doe&gt;</a>',
      author_profile: 'https://jane.example/?a=1&b="2"',
      short_description: 'Forms.',
      rating: 0,
      num_ratings: 0,
      active_installs: 0,
      requires: '6.2',
      tested: '6.6',
      requires_php: '8.0',
      requires_plugins: [],
      download_link: expect.stringMatching(
        /^https:\/\/registry\.example\/downloads\/plugins\/acme-forms\/acme-forms-1\.1\.0-[0-9a-f]{32}\.zip\?expires=\d+&signature=sig$/,
      ),
      icons: { default: 'https://registry.example/assets/default-icon.svg' },
      added: '2024-01-02',
      last_updated: '2024-05-03 4:07pm UTC',
    });
  });

  it('carries the Requires Plugins slugs on the record and each version', () => {
    const needing = version(pluginManifest({ requiresPlugins: ['acme-core', 'woocommerce'] }));
    expect(pluginListItem(pkg(needing), ctx).requires_plugins).toEqual(['acme-core', 'woocommerce']);
    expect(pluginVersion(needing, ctx).requires_plugins).toEqual(['acme-core', 'woocommerce']);
  });

  it('falls back to the organization when the header has no author, or an unsafe URI', () => {
    const anonymous = pkg(version(pluginManifest({ authorUri: 'javascript:alert(1)' })));
    expect(pluginListItem(anonymous, ctx).author).toBe(
      '<a href="https://acme.example" target="_blank">Acme Digital</a>',
    );
    expect(pluginListItem(anonymous, ctx).author_profile).toBe('https://acme.example');
  });

  it('links expire one TTL from now, rounded down to a 10-minute boundary (never by more)', () => {
    const expires = Number(new URL(pluginListItem(record, ctx).download_link).searchParams.get('expires'));
    const exact = Date.now() / 1000 + 3600;
    expect(expires).toBeLessThanOrEqual(exact);
    expect(expires).toBeGreaterThan(exact - 600);
    expect(expires % 600).toBe(0);
  });

  it('keeps short TTLs mostly intact (step of at most a sixth of the TTL)', () => {
    const shortCtx = new PresentContext(
      { author: ctx.author, authorUriIsFixed: true, linkTtlSeconds: 60 },
      { archiveLink: (_v, e) => `https://x.example/?expires=${e}` },
      'https://x.example',
    );
    const expires = Number(new URL(pluginListItem(record, shortCtx).download_link).searchParams.get('expires'));
    expect(expires).toBeGreaterThan(Date.now() / 1000 + 60 - 10);
  });

  it('get: adds sections (<p></p> without a readme) and versions; no banners', () => {
    const full = plugin(record, [latest, older], ctx);
    expect(full.sections.description).toBe('<p></p>');
    expect(full.sections.changelog).toMatch(/^<h4>1\.1\.0<\/h4>.*<h4>1\.0\.0<\/h4><p>First\.<\/p>/);
    expect(Object.keys(full.versions)).toEqual(['1.1.0', '1.0.0']);
    expect(full).not.toHaveProperty('banners');
  });

  it('uses the readme description when the archive has one', () => {
    const withReadme = pkg(version(pluginManifest({ descriptionHtml: '<p>Long text.</p>' })));
    expect(plugin(withReadme, [withReadme.latest], ctx).sections.description).toBe('<p>Long text.</p>');
  });

  it('update: banners (placeholders until set), sections, versions; icon from settings', () => {
    const patched = pkg(latest, {
      settings: { defaultIcon: 'https://cdn.example/i.png', bannerHigh: 'https://cdn.example/h.png' },
    });
    const updated = pluginUpdated(patched, [latest], ctx);
    expect(updated.icons).toEqual({ default: 'https://cdn.example/i.png' });
    expect(updated.banners).toEqual({
      low: 'https://registry.example/assets/default-banner.svg',
      high: 'https://cdn.example/h.png',
    });
    expect(updated.sections).toBeDefined();
    expect(updated.versions).toBeDefined();
  });

  it('delete: banners but no sections or versions', () => {
    const deleted = pluginDeleted(record, ctx);
    expect(deleted.banners).toBeDefined();
    expect(deleted).not.toHaveProperty('sections');
    expect(deleted).not.toHaveProperty('versions');
  });

  it('version: the interface fields, and its release state (rollout, signed, the key that verified it)', () => {
    expect(pluginVersion(older, ctx)).toEqual({
      version: '1.0.0',
      release_notes: 'First.',
      download_link: expect.any(String),
      checksum: '0123456789abcdef0123456789abcdef',
      requires_plugins: [],
      latest: false,
      added: '2024-05-03',
      last_updated: '2024-05-03 4:07pm UTC',
      rollout: { percent: 100, rings: [], halted: false, withdrawn: false },
      signed: false,
      signing_key_id: null,
    });
    const signed = { ...older, signature: 'c2ln', signingKeyId: '0123456789abcdef' };
    expect(pluginVersion(signed, ctx)).toMatchObject({ signed: true, signing_key_id: '0123456789abcdef' });
    // Signed, but stored unchecked (or before key ids were recorded): no key is named.
    expect(pluginVersion({ ...older, signature: 'c2ln' }, ctx)).toMatchObject({ signed: true, signing_key_id: null });
  });
});
