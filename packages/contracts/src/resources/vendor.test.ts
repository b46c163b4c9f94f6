import { describe, expect, it } from 'vitest';
import {
  certificateState,
  insuranceExpiresOf,
  insuranceStateOf,
  insuranceWarningDate,
  vendorCompanyCreateSchema,
  vendorIndividualCreateSchema,
  vendorSearchSchema,
} from './vendor';

const today = '2026-03-10';
const cert = (type: string, expiryDate: string) => ({ type, expiryDate });

describe('insuranceStateOf', () => {
  it('is missing without certificates', () => {
    expect(insuranceStateOf([], today)).toBe('missing');
    expect(insuranceExpiresOf([])).toBeNull();
  });

  it('is valid when every type expires after today + 30 days', () => {
    expect(
      insuranceStateOf([cert('general-liability', '2026-04-10'), cert('auto', '2027-01-01')], today),
    ).toBe('valid');
  });

  it('is expiring from today to today + 30 days, both included', () => {
    expect(insuranceWarningDate(today)).toBe('2026-04-09');
    expect(insuranceStateOf([cert('general-liability', '2026-04-09')], today)).toBe('expiring');
    expect(insuranceStateOf([cert('general-liability', today)], today)).toBe('expiring');
  });

  it('is expired when some type expired before today', () => {
    expect(insuranceStateOf([cert('auto', '2026-03-09'), cert('umbrella', '2026-03-20')], today)).toBe(
      'expired',
    );
  });

  it('counts only the latest expiry of each type (a renewal replaces the old certificate)', () => {
    const renewed = [cert('general-liability', '2025-12-31'), cert('general-liability', '2026-12-31')];
    expect(insuranceStateOf(renewed, today)).toBe('valid');
    expect(insuranceExpiresOf(renewed)).toBe('2026-12-31');
    expect(certificateState(renewed[0]!, today)).toBe('expired');
    expect(certificateState(renewed[1]!, today)).toBe('valid');
  });

  it('decides by the earliest of the per-type latest expiries', () => {
    const list = [cert('auto', '2026-12-01'), cert('umbrella', '2026-03-25'), cert('auto', '2026-01-01')];
    expect(insuranceExpiresOf(list)).toBe('2026-03-25');
    expect(insuranceStateOf(list, today)).toBe('expiring');
  });

  it('crosses month and year ends', () => {
    expect(insuranceWarningDate('2026-12-15')).toBe('2027-01-14');
    expect(insuranceWarningDate('2028-02-01')).toBe('2028-03-02');
  });
});

describe('vendor schemas', () => {
  const base = { managementCompanyID: 1, kind: 'company' as const, companyName: 'Lone Star Hangar Doors' };

  it('fills defaults', () => {
    const v = vendorCompanyCreateSchema.parse(base);
    expect(v).toMatchObject({
      categories: [],
      status: 'active',
      insurance: [],
      w9DocumentID: null,
      is1099: false,
    });
  });

  it('refuses an expiry before the effective date at the expiry', () => {
    const r = vendorCompanyCreateSchema.safeParse({
      ...base,
      insurance: [{ type: 'auto', effectiveDate: '2026-05-01', expiryDate: '2026-04-01' }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['insurance', 0, 'expiryDate']);
  });

  it('refuses unknown and repeated categories, and a website that is not http(s)', () => {
    expect(vendorCompanyCreateSchema.safeParse({ ...base, categories: ['bakery'] }).success).toBe(false);
    expect(vendorCompanyCreateSchema.safeParse({ ...base, categories: ['fuel', 'fuel'] }).success).toBe(
      false,
    );
    expect(vendorCompanyCreateSchema.safeParse({ ...base, website: 'ftp://x.example.com' }).success).toBe(
      false,
    );
    expect(vendorCompanyCreateSchema.safeParse({ ...base, website: 'not a url' }).success).toBe(false);
    expect(
      vendorCompanyCreateSchema.safeParse({ ...base, website: 'https://lonestar.example.com' }).success,
    ).toBe(true);
  });

  it('needs a name of the kind', () => {
    expect(
      vendorIndividualCreateSchema.safeParse({ managementCompanyID: 1, kind: 'individual' }).success,
    ).toBe(false);
    expect(
      vendorIndividualCreateSchema.safeParse({ managementCompanyID: 1, kind: 'individual', lastName: 'Ruiz' })
        .success,
    ).toBe(true);
  });

  it('reads the search query', () => {
    expect(
      vendorSearchSchema.parse({
        managementCompanyID: '1',
        insurance: 'attention',
        preferred: 'true',
        sort: 'insurance',
      }),
    ).toMatchObject({ managementCompanyID: 1, insurance: 'attention', preferred: true, sort: 'insurance' });
  });
});
