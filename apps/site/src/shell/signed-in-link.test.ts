import { describe, expect, it } from 'vitest';
import { signedInName } from './signed-in-link';

const NOW = new Date(Date.UTC(2026, 10, 22, 12));
const valid = {
  success: true,
  token: 't',
  expires: '2026-11-22T20:00:00Z',
  managementCompanyID: 2,
  fileAs: 'Alpha Admin',
  isSystemAdmin: false,
  systemSecurityFeaturesAccess: [],
};

describe('signedInName', () => {
  it('names the user of a valid stored session', () => {
    localStorage.setItem('k', JSON.stringify(valid));
    expect(signedInName(localStorage, 'k', NOW)).toBe('Alpha Admin');
  });
  it('is null for an expired, company-less, missing or damaged session', () => {
    localStorage.setItem('k', JSON.stringify({ ...valid, expires: '2026-11-22T11:59:59Z' }));
    expect(signedInName(localStorage, 'k', NOW)).toBeNull();
    localStorage.setItem('k', JSON.stringify({ ...valid, managementCompanyID: 0 }));
    expect(signedInName(localStorage, 'k', NOW)).toBeNull();
    localStorage.setItem('k', '{oops');
    expect(signedInName(localStorage, 'k', NOW)).toBeNull();
    localStorage.removeItem('k');
    expect(signedInName(localStorage, 'k', NOW)).toBeNull();
  });
});
