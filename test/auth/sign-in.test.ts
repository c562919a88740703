import { describe, expect, it } from 'vitest';
import {
  grantList,
  isSessionId,
  newSessionId,
  parseAppServicePrincipal,
  roleOf,
  scopesOfRole,
  sessionEndsAt,
  sessionUser,
} from '../../src/auth/sign-in.js';
import { CLAIM_TYPES, clientPrincipal, encodePrincipal } from '../support/app-service.js';

describe('roles (DESIGN 17)', () => {
  it('the highest registry role among the claim’s values counts; others are ignored', () => {
    expect(roleOf(['registry.viewer', 'registry.admin', 'registry.operator'])).toBe('registry.admin');
    expect(roleOf(['crm.admin', 'registry.viewer'])).toBe('registry.viewer');
    expect(roleOf('registry.operator other')).toBe('registry.operator');
    expect(roleOf(['Registry.Admin', 'registry.admin '])).toBeUndefined();
    expect(roleOf(undefined)).toBeUndefined();
    expect(roleOf({ roles: ['registry.admin'] })).toBeUndefined();
    expect(roleOf([7, null, 'registry.viewer'])).toBe('registry.viewer');
  });

  it('viewer reads everything; operator also updates; admin also deletes and manages webhooks; none uploads or enrolls', () => {
    expect(grantList(scopesOfRole('registry.viewer'))).toEqual([
      'plugins:read',
      'themes:read',
      'sites:read',
      'audit:read',
      'webhooks:read',
      'advisories:read',
    ]);
    expect(grantList(scopesOfRole('registry.operator'))).toEqual([
      'plugins:read',
      'plugins:update',
      'themes:read',
      'themes:update',
      'sites:read',
      'sites:update',
      'audit:read',
      'webhooks:read',
      'advisories:read',
      'advisories:update',
    ]);
    const admin = grantList(scopesOfRole('registry.admin'));
    expect(admin).toEqual(expect.arrayContaining(['plugins:delete', 'themes:delete', 'sites:delete']));
    expect(admin.filter((g) => g.startsWith('webhooks:'))).toEqual([
      'webhooks:read',
      'webhooks:create',
      'webhooks:update',
      'webhooks:delete',
    ]);
    expect(admin.filter((g) => !g.startsWith('webhooks:') && (g.endsWith(':create') || g.endsWith(':enroll')))).toEqual(
      [],
    );
  });
});

describe('sessions', () => {
  it('ids are 256 random bits in base64url; only such values are looked up', () => {
    const { id, hash } = newSessionId();
    expect(isSessionId(id)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSessionId().id).not.toBe(id);
    for (const bad of ['', 'x'.repeat(42), `${'x'.repeat(42)}=`, `${'x'.repeat(42)}/`])
      expect(isSessionId(bad)).toBe(false);
  });

  it('end at the earlier of the absolute end and 30 minutes after the last use', () => {
    expect(sessionEndsAt({ expiresAt: '2026-12-02T16:00:00.000Z', lastSeenAt: '2026-12-02T10:00:00.000Z' })).toBe(
      Date.parse('2026-12-02T10:30:00.000Z'),
    );
    expect(sessionEndsAt({ expiresAt: '2026-12-02T16:00:00.000Z', lastSeenAt: '2026-12-02T15:50:00.000Z' })).toBe(
      Date.parse('2026-12-02T16:00:00.000Z'),
    );
  });

  it('a user is the provider’s claims cut to sane text: no control characters, 256 characters at most', () => {
    expect(sessionUser({ sub: 'ada', name: 'Ada\u0007 Lovelace\n', email: 'ada@acme.example' })).toEqual({
      sub: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@acme.example',
    });
    expect(sessionUser({ sub: 'x', preferred_username: 'x@acme.example' })).toEqual({
      sub: 'x',
      name: 'x@acme.example',
      email: 'x@acme.example',
    });
    expect(sessionUser({ sub: 'y'.repeat(1000) })!.sub).toHaveLength(256);
    expect(sessionUser({ name: 'no subject' })).toBeUndefined();
    expect(sessionUser({ sub: 42 })).toBeUndefined();
  });
});

describe('App Service principal', () => {
  it('reads the object id, name, user name and roles (the roles claim and the principal’s role_typ)', () => {
    const header = clientPrincipal(
      [
        { typ: CLAIM_TYPES.objectId, val: 'oid-1' },
        { typ: CLAIM_TYPES.name, val: 'Ada' },
        { typ: 'preferred_username', val: 'ada@acme.example' },
        { typ: CLAIM_TYPES.role, val: 'registry.viewer' },
        { typ: 'roles', val: 'registry.operator' },
      ],
      CLAIM_TYPES.name,
    );
    expect(parseAppServicePrincipal(header, 'roles')).toEqual({
      user: { sub: 'oid-1', name: 'Ada', email: 'ada@acme.example' },
      roles: ['registry.operator', 'registry.viewer'],
    });
  });

  it('anything malformed is 401', () => {
    for (const header of [
      '',
      '***',
      encodePrincipal('a string'),
      encodePrincipal({ claims: {} }),
      encodePrincipal({ claims: [{ typ: 'sub' }] }),
      encodePrincipal({ claims: [null] }),
      encodePrincipal({ claims: [{ typ: 'roles', val: 'registry.admin' }] }),
      'A'.repeat(70_000),
    ])
      expect(() => parseAppServicePrincipal(header, 'roles'), header.slice(0, 40)).toThrow(/malformed/);
  });
});
