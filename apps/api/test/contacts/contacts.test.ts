// Contacts through the resource pattern: writes, versions, search, sort and paging, the named calls, secrets.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../src/db/schema';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Contact = {
  id: number;
  kind: 'individual' | 'company';
  fileAs: string;
  taxIdMasked: string | null;
  phones: { number: string; e164: string | null; isPrimary: boolean }[];
  emails: { address: string; isPrimary: boolean }[];
  version: number;
};
type Item = {
  id: number;
  fileAs: string;
  primaryEmail: string | null;
  primaryPhone: string | null;
  city: string | null;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

const individual = (managementCompanyID: number, over: Record<string, unknown> = {}) => ({
  kind: 'individual',
  managementCompanyID,
  firstName: 'Rosalind',
  lastName: 'Quimby',
  addresses: [{ type: 'home', line1: '12 Runway Ln', city: 'Haslet', state: 'TX', postalCode: '76052' }],
  phones: [
    { type: 'work', number: '(817) 555-0100' },
    { type: 'mobile', number: '(817) 555-0177', isPrimary: true },
  ],
  emails: [{ address: 'Rosalind.Quimby@Taildragger.example' }],
  tags: ['tenant'],
  ...over,
});

describe('contacts', () => {
  it('creates, reads, updates (versioned) and deletes, and audits each write for the company', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const created = await admin.post<{ data: Contact }>('/api/Individual', individual(company));
    expect(created.status).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({ kind: 'individual', fileAs: 'Quimby, Rosalind', version: 1 });
    // The primary phone comes first, with its E.164; e-mails are stored lower case.
    expect(c.phones.map((p) => [p.number, p.e164, p.isPrimary])).toEqual([
      ['(817) 555-0177', '+18175550177', true],
      ['(817) 555-0100', '+18175550100', false],
    ]);
    expect(c.emails[0]).toEqual({
      type: 'work',
      address: 'rosalind.quimby@taildragger.example',
      isPrimary: true,
    });

    const body = individual(company, { fileAsPattern: 'firstLast', version: c.version });
    const updated = await admin.put<{ data: Contact }>(`/api/Contact/${c.id}`, body);
    expect(updated.body.data).toMatchObject({ fileAs: 'Rosalind Quimby', version: 2 });
    const stale = await admin.put(`/api/Contact/${c.id}`, { ...body, lastName: 'Other' });
    expect(stale.status).toBe(409);
    const asCompany = await admin.put(`/api/Company/${c.id}`, { ...body, companyName: 'Q Co', version: 2 });
    expect([asCompany.status, asCompany.body.error]).toEqual([400, 'This contact is an individual']);

    const changes = await admin.get<{ data: { kind: string; label: string; entityID: number }[] }>(
      `/api/RecentChanges?managementCompanyID=${company}`,
    );
    expect(changes.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'contact.updated', label: 'Rosalind Quimby', entityID: c.id }),
      expect.objectContaining({ kind: 'contact.created', label: 'Quimby, Rosalind', entityID: c.id }),
    ]);

    expect((await admin.delete(`/api/Contact/${c.id}`)).status).toBe(200);
    expect((await admin.get(`/api/Contact/${c.id}`)).status).toBe(404);
  });

  it('refuses a nameless contact with the error at the field, and a viewer’s writes', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const nameless = await admin.post('/api/Company', { kind: 'company', managementCompanyID: company });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ fieldErrors: { companyName: 'Company name is required' } });
    const badEmail = await admin.post(
      '/api/Individual',
      individual(company, { emails: [{ address: 'nope' }] }),
    );
    expect(badEmail.body).toMatchObject({
      fieldErrors: { 'emails.0.address': 'Enter a valid e-mail address' },
    });
    // A phone no one can dial was saved as typed before: words, 9 digits, 11 not starting with 1.
    for (const number of ['call me', '817555012', '817-555-01234']) {
      const badPhone = await admin.post('/api/Individual', individual(company, { phones: [{ number }] }));
      expect([badPhone.status, badPhone.body.fieldErrors?.['phones.0.number']], number).toEqual([
        400,
        expect.stringMatching(/^Enter /),
      ]);
    }

    // Oversized text and unknown fields are refused at the door, never stored or answered with a 500.
    const huge = await admin.post('/api/Individual', individual(company, { notes: 'x'.repeat(10_001) }));
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors).toHaveProperty('notes');
    const extra = await admin.post('/api/Individual', individual(company, { isAdmin: true }));
    expect([extra.status, extra.body.error]).toEqual([400, expect.stringMatching(/isAdmin/)]);
    const longQuery = await admin.get(
      `/api/ContactSearch?managementCompanyID=${company}&q=${'a'.repeat(101)}`,
    );
    expect(longQuery.status).toBe(400);

    const viewer = await server.as('alpha.viewer');
    expect((await viewer.post('/api/Individual', individual(company))).status).toBe(403);
    const list = await viewer.get<{ data: Page }>(`/api/ContactSearch?managementCompanyID=${company}`);
    expect(list.status).toBe(200);
    expect((await viewer.delete(`/api/Contact/${list.body.data.items[0]!.id}`)).status).toBe(403);
  });

  it('keeps a tax id encrypted at rest and answers it masked', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = await admin.post<{ data: Contact }>('/api/Company', {
      kind: 'company',
      managementCompanyID: company,
      companyName: 'Crosswind Avionics LLC',
      taxId: '12-3456789',
    });
    expect(made.body.data.taxIdMasked).toBe('••-•••6789');
    const [row] = await server.database.db.select().from(contacts).where(eq(contacts.id, made.body.data.id));
    expect(row!.taxIdEnc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('3456789');
    // Left out on an update, the stored one stays; empty clears it.
    const kept = await admin.put<{ data: Contact }>(`/api/Company/${made.body.data.id}`, {
      kind: 'company',
      managementCompanyID: company,
      companyName: 'Crosswind Avionics LLC',
      version: 1,
    });
    expect(kept.body.data.taxIdMasked).toBe('••-•••6789');
    const cleared = await admin.put<{ data: Contact }>(`/api/Company/${made.body.data.id}`, {
      kind: 'company',
      managementCompanyID: company,
      companyName: 'Crosswind Avionics LLC',
      taxId: '',
      version: 2,
    });
    expect(cleared.body.data.taxIdMasked).toBeNull();
  });
});

describe('contact search', () => {
  it('matches names, e-mails, phone digits and cities; short words match word starts; every word must match', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = (
      await admin.post<{ data: Contact }>(
        '/api/Individual',
        individual(company, { firstName: 'Zebulon', lastName: 'Yarrowby' }),
      )
    ).body.data;
    const search = async (q: string) =>
      (
        await admin.get<{ data: Page }>(
          `/api/ContactSearch?managementCompanyID=${company}&q=${encodeURIComponent(q)}`,
        )
      ).body.data.items.map((i) => i.id);
    for (const q of [
      'yarrowby',
      'Zebulon Yarrowby',
      'taildragger',
      '5550177',
      '(817) 555-0177',
      'ya',
      'yarrowby haslet',
    ])
      expect([q, (await search(q)).includes(made.id)]).toEqual([q, true]);
    // "rr" is inside a word, not at its start; a second word that does not match excludes it.
    for (const q of ['rr', 'yarrowby azle'])
      expect([q, (await search(q)).includes(made.id)]).toEqual([q, false]);
    // LIKE wildcards typed are plain characters.
    expect(await search('%%')).toEqual([]);
    // One character would match nearly everyone: refused with a message at the search box.
    const short = await admin.get(`/api/ContactSearch?managementCompanyID=${company}&q=y`);
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('q: Type at least 2 characters to search');
  });

  it('pages and sorts on the server, with the total over every page', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const page = async (query: string) =>
      (await admin.get<{ data: Page }>(`/api/ContactSearch?managementCompanyID=${company}&${query}`)).body
        .data;
    const all = await page('pageSize=100&active=all');
    expect(all.total).toBeGreaterThan(50);
    const names = all.items.map((i) => i.fileAs.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = await page('pageSize=10&active=all');
    const second = await page('pageSize=10&page=2&active=all');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      all.items.slice(0, 20).map((i) => i.id),
    );
    const desc = await page('pageSize=5&sort=fileAs&dir=desc&active=all');
    expect(desc.items.map((i) => i.id)).toEqual(
      all.items
        .slice(-5)
        .reverse()
        .map((i) => i.id),
    );
    const beyond = await page('page=999&active=all');
    expect(beyond).toMatchObject({ items: [], total: all.total, page: 999 });
    // Filters: companies only, a tag, inactive ones.
    const companies = await page('kind=company&pageSize=100');
    expect(companies.total).toBeGreaterThan(0);
    expect(companies.total).toBeLessThan(all.total);
    const inactive = await page('active=false&pageSize=100');
    const active = await page('pageSize=100');
    expect(inactive.total + active.total).toBe(all.total);
    const badSort = await admin.get(`/api/ContactSearch?managementCompanyID=${company}&sort=nothing`);
    expect(badSort.status).toBe(400);
  });

  it('warns of a duplicate file-as, gives a new individual’s defaults and the most recently edited', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const one = (
      await admin.post<{ data: Contact }>(
        '/api/Individual',
        individual(company, { firstName: 'Dup', lastName: 'Licate' }),
      )
    ).body.data;
    const exists = await admin.get<{ data: { exists: boolean; matches: { id: number }[] } }>(
      `/api/FileAsExist/${company}/0/${encodeURIComponent('licate, DUP')}`,
    );
    expect(exists.body.data).toEqual({
      exists: true,
      matches: [{ id: one.id, fileAs: 'Licate, Dup', kind: 'individual' }],
    });
    // The contact itself is left out when editing it.
    const self = await admin.get<{ data: { exists: boolean } }>(
      `/api/FileAsExist/${company}/${one.id}/${encodeURIComponent('Licate, Dup')}`,
    );
    expect(self.body.data.exists).toBe(false);
    // A duplicate is a warning, not a block.
    expect(
      (await admin.post('/api/Individual', individual(company, { firstName: 'Dup', lastName: 'Licate' })))
        .status,
    ).toBe(200);

    const draft = await admin.get<{ data: Record<string, unknown> }>(
      `/api/IndividualNewForMgmtCo/${company}`,
    );
    expect(draft.body.data).toMatchObject({
      kind: 'individual',
      managementCompanyID: company,
      addresses: [],
      isActive: true,
    });
    const last = await admin.get<{ data: Contact }>(`/api/IndividualLast?managementCompanyID=${company}`);
    expect(last.body.data.fileAs).toBe('Licate, Dup');
  });

  it('rebuilds the search index for system administrators only', async () => {
    const admin = await server.as('alpha.admin');
    expect((await admin.post('/api/UpdateContactIndexes')).status).toBe(403);
    const company = await companyOf(admin);
    const [row] = await server.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.managementCompanyId, company))
      .limit(1);
    await server.database.db.update(contacts).set({ searchText: '' }).where(eq(contacts.id, row!.id));
    const sys = await server.as('sysadmin');
    const rebuilt = await sys.post<{ data: { updated: number } }>('/api/UpdateContactIndexes');
    expect([rebuilt.status, rebuilt.body.error]).toEqual([200, undefined]);
    expect(rebuilt.body.data.updated).toBeGreaterThan(60);
    const [after] = await server.database.db.select().from(contacts).where(eq(contacts.id, row!.id));
    expect(after!.searchText).toContain(row!.fileAs.toLowerCase().split(/[ ,]+/)[0]!);
  });
});
