import {
  companyCreateSchema,
  companyUpdateSchema,
  individualCreateSchema,
  individualUpdateSchema,
  operationRequest,
} from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { danaWhitfield, meachamAvionics } from '../contact-fixtures';
import {
  contactBody,
  contactFormSchema,
  contactValues,
  emptyContactValues,
  fileAsExistParams,
  fileAsOptions,
} from './contact-form-rules';

describe('contactFormSchema', () => {
  it('is the contracts schema of the kind, create or update', () => {
    expect(contactFormSchema('individual', false)).toBe(individualCreateSchema);
    expect(contactFormSchema('individual', true)).toBe(individualUpdateSchema);
    expect(contactFormSchema('company', false)).toBe(companyCreateSchema);
    expect(contactFormSchema('company', true)).toBe(companyUpdateSchema);
  });
});

describe('form values', () => {
  it('a new contact passes its create schema once named', () => {
    const values = { ...emptyContactValues('individual', 1), lastName: 'Calloway' };
    expect(individualCreateSchema.safeParse(values).success).toBe(true);
    expect(emptyContactValues('company', 1).fileAsPattern).toBe('company');
  });

  it('a stored contact becomes values its update schema accepts (no read-only fields)', () => {
    const values = contactValues(danaWhitfield);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('taxIdMasked');
    expect(values.phones?.[0]).not.toHaveProperty('e164');
    expect(values).toMatchObject({ version: 3, taxId: '', fileAs: '' });
    expect(individualUpdateSchema.safeParse(values).success).toBe(true);
    expect(companyUpdateSchema.safeParse(contactValues(meachamAvionics)).success).toBe(true);
  });

  it('keeps the file-as text only for the custom pattern', () => {
    const custom = { ...danaWhitfield, fileAsPattern: 'custom' as const, fileAs: 'Dana (B-7)' };
    expect(contactValues(custom).fileAs).toBe('Dana (B-7)');
  });
});

describe('contactBody', () => {
  const values = individualCreateSchema.parse({ ...emptyContactValues('individual', 1), lastName: 'Nguyen' });

  it('leaves out an empty tax id, so the stored one is kept', () => {
    expect(contactBody(values)).not.toHaveProperty('taxId');
    expect(contactBody({ ...values, taxId: '123-45-6789' })).toMatchObject({ taxId: '123-45-6789' });
  });

  it('sends the file-as text only with the custom pattern', () => {
    expect(contactBody({ ...values, fileAs: 'Stale' })).toMatchObject({ fileAs: '' });
    expect(contactBody({ ...values, fileAsPattern: 'custom', fileAs: 'Bea N.' })).toMatchObject({
      fileAs: 'Bea N.',
    });
  });
});

describe('fileAsExistParams', () => {
  it('names the company, the contact (0 when new) and the encoded file as', () => {
    const request = (params: Record<string, unknown> | null) =>
      params && operationRequest('FileAsExist', params).path;
    expect(request(fileAsExistParams(1, undefined, ' Whitfield, Dana '))).toBe(
      '/api/FileAsExist/1/0/Whitfield%2C%20Dana',
    );
    expect(request(fileAsExistParams(1, 101, 'A/B & C'))).toBe('/api/FileAsExist/1/101/A%2FB%20%26%20C');
    expect(fileAsExistParams(1, 101, '  ')).toBeNull();
    // Past the length the server takes, nothing is asked (the field says it is too long); no 414 or 400.
    expect(fileAsExistParams(1, 101, 'x'.repeat(200))).not.toBeNull();
    expect(fileAsExistParams(1, 101, 'x'.repeat(201))).toBeNull();
  });
});

describe('fileAsOptions', () => {
  it('offers a company only its name or custom text, unless stored otherwise', () => {
    expect(fileAsOptions('individual')).toHaveLength(5);
    expect(fileAsOptions('company').map((o) => o.value)).toEqual(['company', 'custom']);
    expect(fileAsOptions('company', 'lastFirst').map((o) => o.value)).toEqual([
      'lastFirst',
      'company',
      'custom',
    ]);
  });
});
