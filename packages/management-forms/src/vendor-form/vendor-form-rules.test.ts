import { operationRequest } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { meachamVendor } from '../vendor-fixtures';
import {
  addDays,
  blankCertificate,
  calendarDateText,
  certificateStateOn,
  emptyVendorValues,
  insuranceOfRows,
  insuranceSentence,
  localToday,
  needsAttention,
  nextInsuranceType,
  vendorBody,
  vendorDocumentsParams,
  vendorFormSchema,
  vendorValues,
  type VendorFormOutput,
} from './vendor-form-rules';

const today = '2026-03-10';

describe('vendor form values', () => {
  it('starts a new vendor blank, active, without certificates, and valid for its kind once named', () => {
    const values = emptyVendorValues('company', 1);
    expect(values).toMatchObject({
      kind: 'company',
      managementCompanyID: 1,
      status: 'active',
      insurance: [],
    });
    expect(vendorFormSchema('company', false).safeParse(values).success).toBe(false);
    expect(vendorFormSchema('company', false).safeParse({ ...values, companyName: 'Acme' }).success).toBe(
      true,
    );
  });

  it('reads a stored vendor into write fields only: the update schema takes them as they are', () => {
    const values = vendorValues(meachamVendor);
    expect(values).not.toHaveProperty('insuranceState');
    expect(values).not.toHaveProperty('contactID');
    expect(values.insurance?.[0]).not.toHaveProperty('state');
    expect(values.taxId).toBe('');
    const parsed = vendorFormSchema('company', true).safeParse(values);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('leaves an empty tax id out of the body, and sends a typed one', () => {
    const values = vendorValues(meachamVendor) as unknown as VendorFormOutput;
    expect(vendorBody(values)).not.toHaveProperty('taxId');
    expect(vendorBody({ ...values, taxId: '12-3456789' })).toMatchObject({ taxId: '12-3456789' });
  });
});

describe('certificates', () => {
  it('offers the next insurance type not yet on a certificate', () => {
    expect(nextInsuranceType([])).toBe('general-liability');
    expect(nextInsuranceType([{ type: 'general-liability' }])).toBe('workers-comp');
    expect(blankCertificate([{ type: 'general-liability' }, { type: 'workers-comp' }])).toMatchObject({
      type: 'auto',
      expiryDate: '',
      documentID: null,
    });
  });

  it('gives a row a state once its expiry is a date: expired before today, expiring within 30 days', () => {
    expect(certificateStateOn('', today)).toBeNull();
    expect(certificateStateOn('03/10/2026', today)).toBeNull();
    expect(certificateStateOn('2026-03-09', today)).toBe('expired');
    expect(certificateStateOn('2026-03-10', today)).toBe('expiring');
    expect(certificateStateOn('2026-04-09', today)).toBe('expiring');
    expect(certificateStateOn('2026-04-10', today)).toBe('valid');
  });

  it('works out the vendor’s state from the rows on screen, leaving undated rows out', () => {
    expect(insuranceOfRows([], today)).toEqual({ state: 'missing', expires: null });
    expect(insuranceOfRows([{ type: 'auto', expiryDate: '' }], today)).toEqual({
      state: 'missing',
      expires: null,
    });
    expect(
      insuranceOfRows(
        [
          { type: 'general-liability', expiryDate: '2026-03-01' },
          { type: 'general-liability', expiryDate: '2027-03-01' },
          { type: 'auto', expiryDate: '2026-03-20' },
        ],
        today,
      ),
    ).toEqual({ state: 'expiring', expires: '2026-03-20' });
  });
});

describe('words and dates', () => {
  it('says each state in a sentence', () => {
    expect(insuranceSentence('missing', null)).toBe('No insurance certificate is on file.');
    expect(insuranceSentence('expired', '2026-03-04')).toBe('Insurance expired on Mar 4, 2026.');
    expect(insuranceSentence('expiring', '2026-03-20')).toBe(
      'Insurance expires on Mar 20, 2026, within 30 days.',
    );
    expect(insuranceSentence('valid', '2027-01-01')).toBe('Insurance is valid until Jan 1, 2027.');
  });

  it('flags expiring and expired as needing attention', () => {
    expect(['valid', 'expiring', 'expired', 'missing'].filter((s) => needsAttention(s as never))).toEqual([
      'expiring',
      'expired',
    ]);
  });

  it('writes calendar dates without a time-zone shift and moves them by days', () => {
    expect(calendarDateText('2026-01-01')).toBe('Jan 1, 2026');
    expect(calendarDateText('nope')).toBe('');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('documents', () => {
  it('uploads and lists a vendor’s documents under its attachments', () => {
    expect(operationRequest('Attachments_list', vendorDocumentsParams(7)).path).toBe(
      '/api/Attachments/vendor/7?kind=document',
    );
  });
});
