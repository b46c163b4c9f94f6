import { describe, expect, it } from 'vitest';
import {
  Access,
  ACCESS_ALL,
  accessCovers,
  accessFor,
  can,
  combineAccess,
  describeRights,
  grantChanges,
  hasAccess,
  missingAccess,
  type EffectiveAccess,
  type Grant,
} from './permissions';
import { isSessionValid, type LoginSession } from './session';
import { MgmtCoFeature, PropertyFeature, RentalUnitFeature, SystemFeature } from './features';
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

describe('missingAccess (does the editor’s effective access cover the target’s?)', () => {
  const g = (securityFeatureID: number, access: number, scopeID: number | null = null): Grant => ({
    securityFeatureID,
    access,
    scopeID,
  });
  const who = (grants: Grant[], over: Partial<EffectiveAccess> = {}): EffectiveAccess => ({
    isSystemAdmin: false,
    companyId: 1,
    grants,
    ...over,
  });
  const companyAdmin = who([
    g(MgmtCoFeature.Users, ACCESS_ALL),
    g(MgmtCoFeature.SecurityGroups, ACCESS_ALL),
    g(MgmtCoFeature.Vendors, ACCESS_ALL),
    g(PropertyFeature.Leases, ACCESS_ALL),
  ]);

  it('finds every feature and bit the editor lacks, and nothing when covered', () => {
    const usersEditor = who([g(MgmtCoFeature.Users, Access.View | Access.Edit)]);
    expect(missingAccess(usersEditor, companyAdmin)).toEqual([
      {
        securityFeatureID: MgmtCoFeature.Users,
        scopeID: null,
        access: Access.Add | Access.Delete | Access.Export,
      },
      { securityFeatureID: MgmtCoFeature.SecurityGroups, scopeID: null, access: ACCESS_ALL },
      { securityFeatureID: MgmtCoFeature.Vendors, scopeID: null, access: ACCESS_ALL },
      { securityFeatureID: PropertyFeature.Leases, scopeID: null, access: ACCESS_ALL },
    ]);
    expect(accessCovers(companyAdmin, usersEditor)).toBe(true);
    expect(accessCovers(companyAdmin, companyAdmin)).toBe(true);
    // Split over two groups, the same bits still cover.
    const split = who([g(MgmtCoFeature.Vendors, Access.View), g(MgmtCoFeature.Vendors, Access.Edit)]);
    expect(accessCovers(split, who([g(MgmtCoFeature.Vendors, Access.View | Access.Edit)]))).toBe(true);
  });

  it('compares each property and unit: a grant for all covers one, one never covers another or all', () => {
    const propertySeven = who([g(PropertyFeature.Leases, Access.View | Access.Edit, 7)]);
    const allProperties = who([g(PropertyFeature.Leases, Access.View | Access.Edit)]);
    expect(accessCovers(allProperties, propertySeven)).toBe(true);
    expect(missingAccess(propertySeven, allProperties)).toEqual([
      { securityFeatureID: PropertyFeature.Leases, scopeID: null, access: Access.View | Access.Edit },
    ]);
    const propertyEight = who([g(PropertyFeature.Leases, Access.View, 8)]);
    expect(missingAccess(propertySeven, propertyEight)).toEqual([
      { securityFeatureID: PropertyFeature.Leases, scopeID: 8, access: Access.View },
    ]);
    // View for all and Edit on 7 covers View+Edit on 7, not Edit on 8.
    const mixed = who([g(PropertyFeature.Leases, Access.View), g(PropertyFeature.Leases, Access.Edit, 7)]);
    expect(accessCovers(mixed, propertySeven)).toBe(true);
    expect(accessCovers(mixed, who([g(PropertyFeature.Leases, Access.Edit, 8)]))).toBe(false);
    const unit = who([g(RentalUnitFeature.Details, Access.View, 80)]);
    expect(missingAccess(who([]), unit)).toEqual([
      { securityFeatureID: RentalUnitFeature.Details, scopeID: 80, access: Access.View },
    ]);
  });

  it('counts company grants only within their company; system features everywhere; administrators', () => {
    const otherCompany = { ...companyAdmin, companyId: 2 };
    expect(accessCovers(companyAdmin, otherCompany)).toBe(false);
    const systemUsers = who([g(SystemFeature.Users, Access.View | Access.Edit)], { companyId: 1 });
    expect(accessCovers(systemUsers, who([g(SystemFeature.Users, Access.View)], { companyId: 2 }))).toBe(
      true,
    );
    expect(accessCovers(systemUsers, who([g(SystemFeature.ErrorLog, Access.View)]))).toBe(false);
    const admin = who([], { isSystemAdmin: true });
    expect(accessCovers(admin, otherCompany)).toBe(true);
    expect(missingAccess(companyAdmin, admin)).toEqual([
      { securityFeatureID: 0, scopeID: null, access: ACCESS_ALL },
    ]);
    expect(accessCovers(admin, admin)).toBe(true);
  });

  it('names the missing rights for a message', () => {
    expect(
      describeRights(missingAccess(who([g(MgmtCoFeature.Vendors, Access.View)]), companyAdmin).slice(1, 3)),
    ).toBe('Company security groups (View, Add, Edit, Delete, Export); Vendors (Add, Edit, Delete, Export)');
    expect(
      describeRights([{ securityFeatureID: PropertyFeature.Leases, scopeID: 7, access: Access.Edit }]),
    ).toBe('Leases of a property, one property (Edit)');
    expect(describeRights([{ securityFeatureID: 0, scopeID: null, access: ACCESS_ALL }])).toBe(
      'system administrator',
    );
  });
});

describe('grantChanges', () => {
  it('gives the bits added or removed per feature and scope, and nothing for what stays', () => {
    const before: Grant[] = [
      { securityFeatureID: MgmtCoFeature.Vendors, access: Access.View | Access.Edit, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: 7 },
      { securityFeatureID: MgmtCoFeature.Contacts, access: Access.View, scopeID: null },
    ];
    const after: Grant[] = [
      { securityFeatureID: MgmtCoFeature.Vendors, access: Access.View | Access.Delete, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: 8 },
      { securityFeatureID: MgmtCoFeature.Contacts, access: Access.View, scopeID: null },
    ];
    expect(grantChanges(before, after)).toEqual([
      { securityFeatureID: MgmtCoFeature.Vendors, access: Access.Edit | Access.Delete, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: 7 },
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: 8 },
    ]);
  });
});
