import { systemUserUpdateSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { ALPHA_USERS } from '../admin-fixtures';
import { emailChanged, passwordResetPath, userAccessPath, userValues } from './user-form-rules';

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

describe('paths', () => {
  it('encodes the address of a password reset', () => {
    expect(passwordResetPath('a+b@x.example')).toBe('/sendforgottenpasswordemail/a%2Bb%40x.example');
    expect(userAccessPath(13)).toBe('/UserAccess/13');
  });
});

describe('emailChanged', () => {
  it('ignores case and surrounding spaces, as the schema does', () => {
    expect(emailChanged('dana@x.example', ' Dana@X.example ')).toBe(false);
    expect(emailChanged('dana@x.example', 'dana@y.example')).toBe(true);
    expect(emailChanged('dana@x.example', undefined)).toBe(true);
  });
});
