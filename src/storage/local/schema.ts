/** SQLite schema of the local adapter. Statements are idempotent so start-up can always run them. */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS packages (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  latest_version TEXT NOT NULL,
  name TEXT NOT NULL,
  search_text TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (type, slug)
) WITHOUT ROWID;

-- The list order (name, then slug) with the search text: the in-memory listing loads from
-- this index alone.
DROP INDEX IF EXISTS packages_by_name;
CREATE INDEX IF NOT EXISTS packages_listing ON packages (type, name COLLATE NOCASE, slug, search_text);

CREATE TABLE IF NOT EXISTS versions (
  type TEXT NOT NULL,
  slug TEXT NOT NULL,
  version TEXT NOT NULL,
  checksum TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha384 TEXT,
  sha1 TEXT,
  sha256 TEXT,
  signature TEXT,
  file_name TEXT NOT NULL,
  release_notes TEXT NOT NULL,
  latest INTEGER NOT NULL CHECK (latest IN (0, 1)),
  manifest TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (type, slug, version),
  FOREIGN KEY (type, slug) REFERENCES packages (type, slug) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
) WITHOUT ROWID;

-- The database itself refuses a second latest version of a package.
CREATE UNIQUE INDEX IF NOT EXISTS versions_one_latest ON versions (type, slug) WHERE latest = 1;
CREATE INDEX IF NOT EXISTS versions_by_file ON versions (type, slug, file_name);

-- Start-up repairs that run once per store (storage/screenshot-fill.ts): the ones done.
CREATE TABLE IF NOT EXISTS maintenance (
  name TEXT PRIMARY KEY,
  done_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  composer_ring TEXT
);
`;

/**
 * Columns added after a file may have been created (release control, signed releases): each is added when the
 * file lacks it. Older rows get the defaults: every version reaches every site, none withdrawn.
 */
export const ADDED_COLUMNS: ReadonlyArray<{ table: string; column: string; definition: string }> = [
  { table: 'versions', column: 'rollout', definition: "TEXT NOT NULL DEFAULT '{}'" },
  { table: 'packages', column: 'withdrawn', definition: "TEXT NOT NULL DEFAULT '[]'" },
  { table: 'versions', column: 'sha384', definition: 'TEXT' },
  { table: 'versions', column: 'signature', definition: 'TEXT' },
  { table: 'versions', column: 'signing_key_id', definition: 'TEXT' },
  // Composer's shasum (DESIGN 16); older rows get it when first asked for.
  { table: 'versions', column: 'sha1', definition: 'TEXT' },
  { table: 'versions', column: 'sha256', definition: 'TEXT' },
  { table: 'api_keys', column: 'composer_ring', definition: 'TEXT' },
  // Keys stored before the sites and audit scopes: 1, read with upgradedScopes (src/auth/scopes.ts).
  { table: 'api_keys', column: 'scopes_version', definition: 'INTEGER NOT NULL DEFAULT 1' },
  // A key's enrollment allowance (JSON); null on keys from before allowances (the upgrade rule).
  { table: 'api_keys', column: 'enrollment', definition: 'TEXT' },
];
