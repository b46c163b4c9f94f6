import { describe, expect, it } from 'vitest';
import { createVendorProvider, meachamVendor, trinityVendor } from './vendor-fixtures';
import type { Vendor, VendorListItem } from '@hangar/contracts';

describe('the vendor memory provider', () => {
  it('lists by insurance state, `attention` being expiring or expired, and by category', async () => {
    const provider = createVendorProvider();
    const names = async (query: Record<string, string | number>) => {
      const answer = await provider.getList<VendorListItem>('vendor', {
        managementCompanyID: 1,
        sort: 'name',
        ...query,
      });
      if (!answer.ok) throw new Error(answer.message);
      return answer.data.items.map((v) => v.fileAs);
    };
    expect(await names({ insurance: 'attention' })).toEqual([
      'Hicks Field Fuel Co.',
      'Pettit, Jo',
      'Trinity Hangar Doors',
    ]);
    expect(await names({ insurance: 'missing' })).toEqual(['Lone Star Hangar Builders']);
    expect(await names({ category: 'avionics' })).toEqual(['Meacham Avionics']);
  });

  it('stores a write as the API would: masked tax id, states worked out, the version bumped', async () => {
    const provider = createVendorProvider();
    const { insurance, ...rest } = meachamVendor;
    const body = {
      kind: rest.kind,
      managementCompanyID: rest.managementCompanyID,
      companyName: rest.companyName,
      taxId: '98-7654321',
      insurance: insurance.map(({ state: _s, ...c }) => ({
        ...c,
        expiryDate: '2000-01-01',
        effectiveDate: null,
      })),
      version: rest.version,
    };
    const answer = await provider.update<Vendor>('vendor', meachamVendor.id, body);
    expect(answer.ok).toBe(true);
    const saved = (answer as { data: Vendor }).data;
    expect(saved).toMatchObject({
      taxIdMasked: '••-•••4321',
      insuranceState: 'expired',
      version: rest.version + 1,
    });
    expect(saved).not.toHaveProperty('taxId');
    expect(saved.insurance.every((c) => c.state === 'expired')).toBe(true);
  });

  it('refuses a stale version and an invalid body', async () => {
    const provider = createVendorProvider();
    const stale = await provider.update('vendor', trinityVendor.id, {
      kind: 'company',
      managementCompanyID: 1,
      companyName: 'X',
      version: 99,
    });
    expect(stale).toMatchObject({ ok: false, conflict: true, status: 409 });
    const invalid = await provider.create('vendor', {
      kind: 'company',
      managementCompanyID: 1,
      companyName: '',
    });
    expect(invalid).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { companyName: 'Company name is required' },
    });
  });
});
