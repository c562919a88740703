import type Database from 'better-sqlite3';
import { SCOPES_VERSION } from '../../auth/scopes.js';
import { PACKAGE_FIELDS } from './rows.js';

/** A package row by its latest version: the join every package read starts from. */
const PACKAGE_COLUMNS = `${PACKAGE_FIELDS}
  FROM packages p JOIN versions v ON v.type = p.type AND v.slug = p.slug AND v.version = p.latest_version`;

/** Every statement of the record store, prepared once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    listing: db.prepare(
      'SELECT slug, search_text AS text FROM packages INDEXED BY packages_listing WHERE type = ? ORDER BY name COLLATE NOCASE, slug',
    ),
    // CROSS JOIN keeps SQLite's join order: from the page's slugs outwards, whatever its statistics.
    packagesBySlugs: db.prepare(`SELECT ${PACKAGE_FIELDS}
      FROM json_each(?) AS page
      CROSS JOIN packages p ON p.type = ? AND p.slug = page.value
      CROSS JOIN versions v ON v.type = p.type AND v.slug = p.slug AND v.version = p.latest_version`),
    version: db.prepare(`SELECT (SELECT data_version FROM pragma_data_version()) || ':' || total_changes()`).pluck(),
    getPackage: db.prepare(`SELECT ${PACKAGE_COLUMNS} WHERE p.type = ? AND p.slug = ?`),
    // A package row as a change decided it (package-change.ts).
    writePackage: db.prepare(
      'UPDATE packages SET latest_version = ?, name = ?, search_text = ?, settings = ?, withdrawn = ?, created_at = ?, updated_at = ? WHERE type = ? AND slug = ?',
    ),
    deletePackage: db.prepare('DELETE FROM packages WHERE type = ? AND slug = ?'),
    listVersions: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ?'),
    getVersion: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ? AND version = ?'),
    findVersionByFile: db.prepare('SELECT * FROM versions WHERE type = ? AND slug = ? AND file_name = ?'),
    archiveFiles: db.prepare('SELECT file_name FROM versions WHERE type = ? AND slug = ?').pluck(),
    insertVersion:
      db.prepare(`INSERT INTO versions (type, slug, version, checksum, sha384, sha1, sha256, signature, signing_key_id, size, file_name, release_notes, latest, manifest, rollout, created_at, updated_at)
      VALUES (@type, @slug, @version, @checksum, @sha384, @sha1, @sha256, @signature, @signing_key_id, @size, @file_name, @release_notes, @latest, @manifest, @rollout, @created_at, @updated_at)`),
    replaceVersion:
      db.prepare(`UPDATE versions SET checksum = @checksum, sha384 = @sha384, sha1 = @sha1, sha256 = @sha256,
      signature = @signature, signing_key_id = @signing_key_id, size = @size, file_name = @file_name,
      release_notes = @release_notes, latest = @latest, manifest = @manifest, rollout = @rollout,
      created_at = @created_at, updated_at = @updated_at
      WHERE type = @type AND slug = @slug AND version = @version`),
    themeVersionsNamingNoScreenshot: db.prepare(
      "SELECT * FROM versions WHERE type = 'theme' AND json_extract(manifest, '$.screenshot') IS NULL",
    ),
    setManifest: db.prepare(
      'UPDATE versions SET manifest = ? WHERE type = ? AND slug = ? AND version = ? AND file_name = ?',
    ),
    maintenanceDone: db.prepare('SELECT 1 FROM maintenance WHERE name = ?').pluck(),
    markMaintenanceDone: db.prepare('INSERT OR IGNORE INTO maintenance (name, done_at) VALUES (?, ?)'),
    deleteVersion: db.prepare('DELETE FROM versions WHERE type = ? AND slug = ? AND version = ?'),
    deleteVersions: db.prepare('DELETE FROM versions WHERE type = ? AND slug = ?'),
    insertKey: db.prepare(
      // Scopes of the current version: a new key's, or an imported older key's upgraded as it was read.
      `INSERT INTO api_keys (id, name, hash, scopes, created_at, revoked_at, enrollment, scopes_version) VALUES (?, ?, ?, ?, ?, ?, ?, ${SCOPES_VERSION})`,
    ),
    setKeyComposerRing: db.prepare('UPDATE api_keys SET composer_ring = ? WHERE id = ?'),
    findKey: db.prepare('SELECT * FROM api_keys WHERE hash = ?'),
    listKeys: db.prepare('SELECT * FROM api_keys ORDER BY created_at, id'),
    revokeKey: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    keyExists: db.prepare('SELECT 1 FROM api_keys WHERE id = ?'),
    ping: db.prepare('SELECT 1'),
    // A package row whole: a new package (package-change.ts), and import (bulk.ts) as exported.
    insertPackage: db.prepare(
      'INSERT INTO packages (type, slug, latest_version, name, search_text, settings, withdrawn, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    holdsAnything: db
      .prepare(
        'SELECT EXISTS (SELECT 1 FROM packages) OR EXISTS (SELECT 1 FROM api_keys) OR EXISTS (SELECT 1 FROM audit_log)',
      )
      .pluck(),
  };
}
