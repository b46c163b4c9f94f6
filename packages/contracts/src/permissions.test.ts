import { describe, expect, it } from 'vitest';
import { Access, accessFor, can, combineAccess, hasAccess } from './permissions';
import { isSessionValid, type LoginSession } from './session';
import { SystemFeature } from './features';
import { authenticateRequestSchema, changePasswordRequestSchema, systemUserUpdateSchema } from './index';

const now = new Date('2026-11-22T12:00:00Z');
const session = (over: Partial<LoginSession> = {}): LoginSession => ({
  success: true,
  token: 't',
  expires: '2026-11-22T20:00:00Z',
  managementCompanyID: 3,
  fileAs: 'Viewer, Alpha',
  isSystemAdmin: false,
  systemSecurityFeaturesAccess: [
    { systemSecurityFeatureID: SystemFeature.Users, access: Access.View | Access.Edit },
    { systemSecurityFeatureID: SystemFeature.ErrorLog, access: Access.View },
  ],
  ...over,
});

describe('hasAccess', () => {
  it('passes only when every required bit is present', () => {
    expect(hasAccess(Access.View | Access.Edit, Access.View)).toBe(true);
    expect(hasAccess(Access.View | Access.Edit, Access.View | Access.Edit)).toBe(true);
    expect(hasAccess(Access.View | Access.Edit, Access.View | Access.Delete)).toBe(false);
    expect(hasAccess(0, Access.View)).toBe(false);
  });
  it('ORs group masks and drops unknown bits', () => {
    expect(combineAccess([Access.View, Access.Add, Access.View])).toBe(3);
    expect(combineAccess([64 | Access.Delete])).toBe(Access.Delete);
  });
});

describe('can', () => {
  it('needs every requested bit of the feature', () => {
    expect(can(session(), SystemFeature.Users, Access.View, now)).toBe(true);
    expect(can(session(), SystemFeature.Users, Access.View | Access.Edit, now)).toBe(true);
    expect(can(session(), SystemFeature.Users, Access.Delete, now)).toBe(false);
    expect(can(session(), SystemFeature.SystemValues, Access.View, now)).toBe(false);
  });
  it('lets a system administrator do anything, but only with a valid session', () => {
    expect(
      can(
        session({ isSystemAdmin: true, systemSecurityFeaturesAccess: [] }),
        SystemFeature.SystemValues,
        31,
        now,
      ),
    ).toBe(true);
    expect(
      can(
        session({ isSystemAdmin: true, expires: '2026-11-22T11:59:59Z' }),
        SystemFeature.Users,
        Access.View,
        now,
      ),
    ).toBe(false);
  });
  it('refuses without a valid session', () => {
    expect(can(null, SystemFeature.Users, Access.View, now)).toBe(false);
    expect(can(session({ managementCompanyID: 0 }), SystemFeature.Users, Access.View, now)).toBe(false);
  });
});

describe('isSessionValid', () => {
  it('needs a future expiry, a company other than 0 and a fileAs', () => {
    expect(isSessionValid(session(), now)).toBe(true);
    expect(isSessionValid(session({ expires: now.toISOString() }), now)).toBe(false);
    expect(isSessionValid(session({ expires: 'not a date' }), now)).toBe(false);
    expect(isSessionValid(session({ managementCompanyID: 0 }), now)).toBe(false);
    expect(isSessionValid(session({ fileAs: '  ' }), now)).toBe(false);
    expect(isSessionValid({}, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
  });
});

describe('schemas', () => {
  it('reject unknown fields', () => {
    expect(
      authenticateRequestSchema.safeParse({ userName: 'a', password: 'b', isSystemAdmin: true }).success,
    ).toBe(false);
    const update = {
      email: 'a@b.example',
      firstName: 'A',
      lastName: 'B',
      managementCompanyID: 1,
      version: 1,
    };
    expect(systemUserUpdateSchema.safeParse(update).success).toBe(true);
    expect(systemUserUpdateSchema.safeParse({ ...update, passwordHash: 'x' }).success).toBe(false);
    expect(systemUserUpdateSchema.safeParse({ ...update, version: undefined }).success).toBe(false);
  });
  it('take a password change by key or by current password, with a 12-character minimum', () => {
    expect(changePasswordRequestSchema.safeParse({ key: 'k', newPassword: 'long-enough-pw' }).success).toBe(
      true,
    );
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'c', newPassword: 'long-enough-pw' }).success,
    ).toBe(true);
    expect(changePasswordRequestSchema.safeParse({ key: 'k', newPassword: 'short' }).success).toBe(false);
    expect(changePasswordRequestSchema.safeParse({ newPassword: 'long-enough-pw' }).success).toBe(false);
  });
});

describe('accessFor', () => {
  const me = {
    isSystemAdmin: false,
    grants: [
      { securityFeatureID: 201, access: Access.View, scopeID: null },
      { securityFeatureID: 201, access: Access.Edit, scopeID: 42 },
      { securityFeatureID: 101, access: Access.View | Access.Add, scopeID: null },
    ],
  };
  it('ORs the all-scope grants with those of the one property asked about', () => {
    expect(accessFor(me, 201, 42)).toBe(Access.View | Access.Edit);
    expect(accessFor(me, 201, 43)).toBe(Access.View);
    expect(accessFor(me, 201)).toBe(Access.View);
    expect(accessFor(me, 101)).toBe(Access.View | Access.Add);
    expect(accessFor(me, SystemFeature.Users)).toBe(0);
  });
  it('gives a system administrator everything, as the server does', () => {
    expect(accessFor({ ...me, isSystemAdmin: true }, SystemFeature.Users)).toBe(31);
    expect(accessFor({ ...me, isSystemAdmin: true }, 201, 43)).toBe(31);
  });
});
