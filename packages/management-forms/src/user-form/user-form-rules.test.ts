import { Access, MgmtCoFeature, systemUserUpdateSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { ALPHA_USERS, USER_ADMIN, USER_LEASING, userAccessOf } from '../admin-fixtures';
import { beyondEditorMessage, emailChanged, rightsBeyondEditor, userValues } from './user-form-rules';

describe('userValues', () => {
  it('edits what the company may change, at the version read', () => {
    const values = userValues(ALPHA_USERS[2]!);
    expect(values).toEqual({
      email: 'jamie.ortiz@alphahangar.example',
      firstName: 'Jamie',
      lastName: 'Ortiz',
      managementCompanyID: 1,
      isDisabled: false,
      securityGroupIDs: [23, 22],
      version: 3,
    });
    expect(values).not.toHaveProperty('isSystemAdmin');
    expect(systemUserUpdateSchema.safeParse(values).success).toBe(true);
  });
});

describe('emailChanged', () => {
  it('ignores case and surrounding spaces, as the schema does', () => {
    expect(emailChanged('dana@x.example', ' Dana@X.example ')).toBe(false);
    expect(emailChanged('dana@x.example', 'dana@y.example')).toBe(true);
    expect(emailChanged('dana@x.example', undefined)).toBe(true);
  });
});

describe('rightsBeyondEditor', () => {
  const admin = ALPHA_USERS.find((u) => u.id === USER_ADMIN)!;
  const jamie = ALPHA_USERS.find((u) => u.id === USER_LEASING)!;
  const usersClerk = {
    isSystemAdmin: false,
    companyId: 1,
    grants: [{ securityFeatureID: MgmtCoFeature.Users, access: Access.View | Access.Edit, scopeID: null }],
  };

  it('names what the user holds beyond the editor, and nothing before their access is read', () => {
    const missing = rightsBeyondEditor(usersClerk, admin, userAccessOf(admin));
    expect(missing.length).toBeGreaterThan(3);
    expect(beyondEditorMessage('Dana Whitfield', missing)).toBe(
      'Dana Whitfield holds rights you do not have (Company profile (View, Add, Edit, Delete); Company users (Add, Delete); Company security groups (View, Add, Edit, Delete), and 13 more), so you cannot change, disable or re-mail them. Someone who holds every right they hold can.',
    );
    expect(rightsBeyondEditor(usersClerk, admin, undefined)).toEqual([]);
    // Another user's access (still loading the new one) says nothing about this one.
    expect(rightsBeyondEditor(usersClerk, admin, userAccessOf(jamie))).toEqual([]);
  });

  it('is empty for an editor holding everything the user holds, and without an editor', () => {
    const everything = { isSystemAdmin: false, companyId: 1, grants: userAccessOf(admin).features };
    expect(rightsBeyondEditor(everything, jamie, userAccessOf(jamie))).toEqual([]);
    expect(rightsBeyondEditor(undefined, admin, userAccessOf(admin))).toEqual([]);
  });
});
