import { mgmtCoUpdateSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { ALPHA_COMPANY, NEW_COMPANY } from '../admin-fixtures';
import { companyBody, companyValues, DEFAULT_TIME_ZONE, timeZoneOptions } from './company-profile-rules';

describe('companyValues', () => {
  it('starts the tax id empty and drops the derived E.164 numbers', () => {
    const values = companyValues(ALPHA_COMPANY);
    expect(values.taxId).toBe('');
    expect(values.phones?.[0]).toEqual({
      type: 'work',
      number: '(817) 555-0142',
      extension: '',
      isPrimary: true,
    });
    expect(values.version).toBe(ALPHA_COMPANY.version);
  });
  it('is valid for the update schema as read', () => {
    expect(mgmtCoUpdateSchema.safeParse(companyValues(ALPHA_COMPANY)).success).toBe(true);
    expect(mgmtCoUpdateSchema.safeParse(companyValues(NEW_COMPANY)).success).toBe(true);
  });
  it('falls back to Chicago when the company has no time zone', () => {
    expect(companyValues({ ...NEW_COMPANY, timeZone: '' }).timeZone).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('companyBody', () => {
  const parsed = mgmtCoUpdateSchema.parse(companyValues(ALPHA_COMPANY));
  it('leaves an empty tax id out, which keeps the stored one', () => {
    expect(companyBody(parsed)).not.toHaveProperty('taxId');
  });
  it('sends a typed tax id', () => {
    expect(companyBody({ ...parsed, taxId: '12-3456789' }).taxId).toBe('12-3456789');
  });
});

describe('timeZoneOptions', () => {
  it('lists the IANA zones with readable labels', () => {
    const options = timeZoneOptions();
    expect(options.find((o) => o.value === 'America/Chicago')).toBeDefined();
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe('America/New York');
  });
  it('keeps a stored zone the browser does not list', () => {
    expect(timeZoneOptions('Etc/GMT+6')[0]).toEqual({ value: 'Etc/GMT+6', label: 'Etc/GMT+6' });
  });
});
