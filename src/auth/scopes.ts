/** What an API key may touch: one scope per package type. */
export type Scope = 'plugins' | 'themes';
/** What an API key may do in a scope. */
export type Permission = 'read' | 'create' | 'update' | 'delete';
/** A key's grants, e.g. `{ plugins: ['read', 'create'], themes: ['read'] }`. */
export type Scopes = Partial<Record<Scope, Permission[]>>;

export const SCOPES: readonly Scope[] = ['plugins', 'themes'];
export const PERMISSIONS: readonly Permission[] = ['read', 'create', 'update', 'delete'];
