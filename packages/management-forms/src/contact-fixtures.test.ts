import { contactListItemSchema, contactSchema, maskTaxId, type Contact } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactFixtures,
  contactListItem,
  createContactProvider,
  danaWhitfield,
  FIXTURE_COMPANY_ID,
  manyContacts,
} from './contact-fixtures';

describe('contact fixtures', () => {
  it('are contacts and list rows as the contracts shape them', () => {
    for (const c of [...contactFixtures, ...manyContacts(3)]) {
      expect(contactSchema.safeParse(c).success).toBe(true);
      expect(contactListItemSchema.safeParse(contactListItem(c)).success).toBe(true);
    }
    expect(new Set(contactFixtures.map((c) => c.id)).size).toBe(contactFixtures.length);
  });

  it('masks tax ids as the API reads them back', () => {
    expect(maskTaxId('12-3456789', 'company')).toBe('••-•••6789');
    expect(maskTaxId('123-45-6789', 'individual')).toBe('•••-••-6789');
    expect(maskTaxId('6789', 'individual')).toBe('•••-••-6789');
    expect(maskTaxId('', 'company')).toBeNull();
  });
});

describe('createContactProvider', () => {
  it('lists rows filtered by kind, tag and active, sorted by updated', async () => {
    const p = createContactProvider();
    const result = await p.getList<{ fileAs: string }>('contact', {
      managementCompanyID: FIXTURE_COMPANY_ID,
      kind: 'individual',
      tag: 'BOARD',
      active: 'true',
      sort: 'updated',
      dir: 'desc',
    });
    expect(result.ok && result.data.items.map((r) => r.fileAs)).toEqual([
      'Hatcher, Jolene',
      'Nguyen, Bea',
      'Tidwell, Earl (airport board chair)',
    ]);
  });

  it('searches the primary phone and city of the row', async () => {
    const p = createContactProvider();
    const byPhone = await p.getList<{ id: number }>('contact', { q: '555-0110' });
    const byCity = await p.getList<{ id: number }>('contact', { q: 'haslet' });
    expect(byPhone.ok && byPhone.data.items.map((r) => r.id)).toEqual([102]);
    expect(byCity.ok && byCity.data.items.map((r) => r.id)).toEqual([106]);
  });

  it('validates writes by the contracts and answers field errors', async () => {
    const p = createContactProvider();
    const result = await p.create('contact', {
      kind: 'individual',
      managementCompanyID: 1,
      emails: [{ address: 'nope' }],
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { lastName: 'Enter a name', 'emails.0.address': 'Enter a valid e-mail address' },
    });
  });

  it('stores as the API does: file as from the names, masked tax id, kept when left out', async () => {
    const p = createContactProvider();
    const created = await p.create<Contact>('contact', {
      kind: 'company',
      managementCompanyID: 1,
      companyName: 'Saginaw Prop Shop',
      taxId: '12-3456789',
    });
    expect(created).toMatchObject({
      ok: true,
      data: { fileAs: 'Saginaw Prop Shop', taxIdMasked: '••-•••6789', version: 1 },
    });
    expect(created.ok && created.data).not.toHaveProperty('taxId');
    const id = created.ok ? created.data.id : 0;
    const updated = await p.update<Contact>('contact', id, {
      kind: 'company',
      managementCompanyID: 1,
      companyName: 'Saginaw Prop Shop LLC',
      version: 1,
    });
    expect(updated).toMatchObject({ ok: true, data: { taxIdMasked: '••-•••6789', version: 2 } });
  });

  it('answers FileAsExist without the contact itself, in any case', async () => {
    const p = createContactProvider();
    const params = (contactID: number, fileAs: string) => ({
      managementCompanyID: FIXTURE_COMPANY_ID,
      contactID,
      fileAs,
    });
    expect(await p.run('FileAsExist', params(0, 'whitfield, dana'))).toEqual({
      ok: true,
      data: {
        exists: true,
        matches: [{ id: danaWhitfield.id, fileAs: 'Whitfield, Dana', kind: 'individual' }],
      },
    });
    expect(await p.run('FileAsExist', params(danaWhitfield.id, 'Whitfield, Dana'))).toEqual({
      ok: true,
      data: { exists: false, matches: [] },
    });
  });
});
