/** What an API key may touch: packages per type, the site inventory, the audit trail, webhook endpoints, security advisories. */
export type Scope = 'plugins' | 'themes' | 'sites' | 'audit' | 'webhooks' | 'advisories';
/** What an API key may do in a scope (`enroll`: a site enrolls its own key, `sites` only). */
export type Permission = 'read' | 'create' | 'update' | 'delete' | 'enroll';
/** A key's grants, e.g. `{ plugins: ['read', 'create'], themes: ['read'] }`. */
export type Scopes = Partial<Record<Scope, Permission[]>>;

export const SCOPES: readonly Scope[] = ['plugins', 'themes', 'sites', 'audit', 'webhooks', 'advisories'];
export const PERMISSIONS: readonly Permission[] = ['read', 'create', 'update', 'delete', 'enroll'];

/** The permissions each scope knows. */
export const SCOPE_PERMISSIONS: Readonly<Record<Scope, readonly Permission[]>> = {
  plugins: ['read', 'create', 'update', 'delete'],
  themes: ['read', 'create', 'update', 'delete'],
  sites: ['read', 'update', 'delete', 'enroll'],
  audit: ['read'],
  webhooks: ['read', 'create', 'update', 'delete'],
  // No delete: an advisory is withdrawn, never removed (DESIGN 15).
  advisories: ['read', 'create', 'update'],
};

/**
 * The scopes a key stored under an earlier `version` of this list holds now (applied whenever
 * such a key is read, by both adapters; keys stored since are taken as they are). From 1:
 * `update` on plugins and themes (an operator's key) gains `sites:read,update,delete` and
 * `audit:read`, which it used to reach through those grants; `read` on both (a site's key) gains
 * `sites:enroll`, so every connected site enrolls at its next check. From 1 or 2: an operator's
 * key gains `advisories:read`, so the people who ship updates see what they fix.
 */
export function upgradedScopes(scopes: Scopes, version = 1): Scopes {
  const both = (permission: Permission) =>
    Boolean(scopes.plugins?.includes(permission) && scopes.themes?.includes(permission));
  const upgraded: Scopes = { ...scopes };
  const grant = (scope: Scope, permissions: Permission[]) => {
    upgraded[scope] = [...new Set([...(upgraded[scope] ?? []), ...permissions])];
  };
  if (version < 2) {
    if (both('update')) {
      grant('sites', ['read', 'update', 'delete']);
      grant('audit', ['read']);
    }
    if (both('read')) grant('sites', ['enroll']);
  }
  if (version < 3 && both('update')) grant('advisories', ['read']);
  return upgraded;
}

/**
 * Scopes are stored with the version of this list they were written under: keys from before
 * `sites` and `audit` are 1, from before `advisories` 2.
 */
export const SCOPES_VERSION = 3;
