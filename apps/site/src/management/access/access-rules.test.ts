import { Access, ACCESS_ALL, MgmtCoFeature, PropertyFeature, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { companyAccess, editing, gateDecision, viewing, type MyAccessLike } from './access-rules';

const VIEW_EDIT = Access.View | Access.Edit;
const admin: MyAccessLike = {
  isSystemAdmin: false,
  managementCompanyID: 1,
  grants: [
    { securityFeatureID: MgmtCoFeature.Contacts, access: ACCESS_ALL, scopeID: null },
    { securityFeatureID: MgmtCoFeature.Users, access: VIEW_EDIT, scopeID: null },
  ],
};
const viewer: MyAccessLike = {
  isSystemAdmin: false,
  managementCompanyID: 1,
  grants: [{ securityFeatureID: MgmtCoFeature.Contacts, access: Access.View, scopeID: null }],
};
const sysadmin: MyAccessLike = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };

describe('companyAccess', () => {
  it("counts company grants only in the user's own company", () => {
    expect(companyAccess(admin, 1, MgmtCoFeature.Contacts)).toBe(ACCESS_ALL);
    expect(companyAccess(admin, 2, MgmtCoFeature.Contacts)).toBe(0);
    expect(companyAccess(admin, 1, MgmtCoFeature.SecurityGroups)).toBe(0);
  });

  it('counts the paired system feature in every company', () => {
    const usersEverywhere: MyAccessLike = {
      ...viewer,
      grants: [{ securityFeatureID: SystemFeature.Users, access: Access.View, scopeID: null }],
    };
    expect(companyAccess(usersEverywhere, 9, MgmtCoFeature.Users)).toBe(Access.View);
    expect(companyAccess(usersEverywhere, 9, MgmtCoFeature.Contacts)).toBe(0);
    expect(companyAccess(sysadmin, 9, MgmtCoFeature.Contacts)).toBe(ACCESS_ALL);
  });
});

describe('gateDecision', () => {
  const base = { signedIn: true, currentUrl: '/MgmtCoAdmin/1/Contacts?q=a b', companyId: 1 };

  it('sends a visitor without a session to sign in, with the address to come back to', () => {
    expect(gateDecision({ ...base, signedIn: false, me: undefined, requirement: undefined })).toEqual({
      kind: 'login',
      to: '/login?returnUrl=%2FMgmtCoAdmin%2F1%2FContacts%3Fq%3Da%20b',
    });
  });

  it('lets a page without a requirement through at once, and waits for the access otherwise', () => {
    expect(gateDecision({ ...base, me: undefined, requirement: undefined }).kind).toBe('allowed');
    expect(gateDecision({ ...base, me: undefined, requirement: viewing(MgmtCoFeature.Contacts) }).kind).toBe(
      'wait',
    );
  });

  it('allows a user with the bits, read-only when they may view but not edit', () => {
    expect(gateDecision({ ...base, me: admin, requirement: viewing(MgmtCoFeature.Contacts) })).toEqual({
      kind: 'allowed',
      access: ACCESS_ALL,
      readOnly: false,
    });
    expect(gateDecision({ ...base, me: viewer, requirement: viewing(MgmtCoFeature.Contacts) })).toEqual({
      kind: 'allowed',
      access: Access.View,
      readOnly: true,
    });
  });

  it.each([
    ['a feature without a grant', admin, viewing(MgmtCoFeature.SecurityGroups), 1],
    ['adding with View only', viewer, editing(MgmtCoFeature.Contacts, 'new'), 1],
    ["another company's page", admin, viewing(MgmtCoFeature.Contacts), 2],
  ])('sends %s to /notauthorized', (_, me, requirement, companyId) => {
    expect(gateDecision({ ...base, companyId, me, requirement })).toEqual({
      kind: 'denied',
      to: '/notauthorized',
    });
  });

  it('lets a system administrator into every company', () => {
    expect(
      gateDecision({
        ...base,
        companyId: 42,
        me: sysadmin,
        requirement: editing(MgmtCoFeature.Users, 'new'),
      }),
    ).toMatchObject({ kind: 'allowed', readOnly: false });
  });
});

describe('gateDecision with any of several features', () => {
  const anySystem = {
    feature: 0,
    anyOf: [SystemFeature.Users, SystemFeature.ErrorLog],
    access: Access.View,
    write: Access.Edit,
  };
  const base = { signedIn: true, currentUrl: '/systemadmin', companyId: undefined, requirement: anySystem };
  it('allows a holder of any one of them, and refuses everyone else', () => {
    const holder: MyAccessLike = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: SystemFeature.ErrorLog, access: Access.View, scopeID: null }],
    };
    expect(gateDecision({ ...base, me: holder })).toMatchObject({ kind: 'allowed', readOnly: true });
    const none: MyAccessLike = { isSystemAdmin: false, managementCompanyID: 1, grants: [] };
    expect(gateDecision({ ...base, me: none })).toEqual({ kind: 'denied', to: '/notauthorized' });
    const admin: MyAccessLike = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    expect(gateDecision({ ...base, me: admin })).toMatchObject({ kind: 'allowed', readOnly: false });
  });
});

describe('a record page whose property the address does not name', () => {
  const leasing: MyAccessLike = {
    isSystemAdmin: false,
    managementCompanyID: 1,
    grants: [{ securityFeatureID: PropertyFeature.Leases, access: Access.View | Access.Edit, scopeID: 7 }],
  };
  const base = { signedIn: true, currentUrl: '/lease/3', companyId: 1, me: leasing };
  it('lets in a grant for one property when any scope counts, and not otherwise', () => {
    const requirement = viewing(PropertyFeature.Leases);
    expect(gateDecision({ ...base, requirement })).toEqual({ kind: 'denied', to: '/notauthorized' });
    expect(gateDecision({ ...base, requirement: { ...requirement, anyScope: true } })).toMatchObject({
      kind: 'allowed',
      readOnly: false,
    });
    const none: MyAccessLike = { ...leasing, grants: [] };
    expect(gateDecision({ ...base, me: none, requirement: { ...requirement, anyScope: true } })).toEqual({
      kind: 'denied',
      to: '/notauthorized',
    });
  });

  it("counts no grant of the user's own on another company's page", () => {
    const requirement = { ...viewing(PropertyFeature.Leases), anyScope: true };
    expect(gateDecision({ ...base, companyId: 2, requirement })).toEqual({
      kind: 'denied',
      to: '/notauthorized',
    });
    const admin: MyAccessLike = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    expect(gateDecision({ ...base, me: admin, companyId: 2, requirement })).toMatchObject({
      kind: 'allowed',
    });
  });
});
