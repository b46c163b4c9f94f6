// Vendors through the resource pattern: both kinds by the product's names, the tax id kept secret, the
// insurance state (read, list, filter, sort), categories and search, documents, rights and refusals.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, contacts, vendors } from '../../src/db/schema';
import { PDF, upload } from '../attachments/support';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Certificate = { type: string; expiryDate: string; documentID: number | null; state: string };
type Vendor = {
  id: number;
  contactID: number;
  kind: 'individual' | 'company';
  fileAs: string;
  taxIdMasked: string | null;
  categories: string[];
  isPreferred: boolean;
  status: string;
  is1099: boolean;
  insurance: Certificate[];
  insuranceState: string;
  insuranceExpires: string | null;
  version: number;
};
type Item = {
  id: number;
  fileAs: string;
  insuranceState: string;
  insuranceExpires: string | null;
  categories: string[];
  primaryPhone: string | null;
};
type Page = { items: Item[]; total: number };

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

/** A date `days` from today in the demo companies' time zone (America/Chicago). */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(server.now());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const certificate = (expiryDate: string, over: Record<string, unknown> = {}) => ({
  type: 'general-liability',
  insurer: 'Texas Mutual',
  policyNumber: 'GL-1001',
  coverageCents: 100_000_000,
  effectiveDate: null,
  expiryDate,
  ...over,
});

const companyVendor = (managementCompanyID: number, over: Record<string, unknown> = {}) => ({
  managementCompanyID,
  companyName: 'Vendortest Hangar Doors',
  phones: [{ type: 'work', number: '(817) 555-0111' }],
  emails: [{ address: 'office@vendortest-doors.example' }],
  categories: ['hangar-doors'],
  accountNumber: 'ACCT-7781',
  website: 'https://vendortest-doors.example',
  isPreferred: true,
  insurance: [certificate(day(200))],
  ...over,
});

const individualVendor = (managementCompanyID: number, over: Record<string, unknown> = {}) => ({
  managementCompanyID,
  firstName: 'Wendell',
  lastName: 'Vendortest',
  categories: ['electrical'],
  is1099: true,
  taxId: '123-45-6789',
  licenseNumber: 'TECL 31234',
  licenseState: 'TX',
  licenseExpires: day(400),
  ...over,
});

describe('vendors', () => {
  it('creates, reads, updates (versioned) and deletes both kinds through the product names', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);

    const made = await admin.post<{ data: Vendor }>('/api/MgmtCoVendorCompany', companyVendor(company));
    expect(made.status).toBe(200);
    const v = made.body.data;
    expect(v).toMatchObject({
      kind: 'company',
      fileAs: 'Vendortest Hangar Doors',
      categories: ['hangar-doors'],
      isPreferred: true,
      status: 'active',
      insuranceState: 'valid',
      insuranceExpires: day(200),
      version: 1,
    });
    expect(v.insurance[0]).toMatchObject({ type: 'general-liability', state: 'valid', documentID: null });
    expect((await admin.get(`/api/MgmtCoVendorCompany/${v.id}`)).status).toBe(200);
    expect((await admin.get(`/api/MgmtCoVendorIndividual/${v.id}`)).status).toBe(404);
    expect((await admin.get(`/api/MgmtCoVendor/${v.id}`)).status).toBe(200);

    // The contact is a contact like any other: in the contact list too.
    const asContact = await admin.get<{ data: { fileAs: string } }>(`/api/Contact/${v.contactID}`);
    expect(asContact.body.data.fileAs).toBe('Vendortest Hangar Doors');

    const body = companyVendor(company, { status: 'inactive', version: v.version });
    const updated = await admin.put<{ data: Vendor }>(`/api/MgmtCoVendorCompany/${v.id}`, body);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ status: 'inactive', version: 2 });
    const stale = await admin.put(`/api/MgmtCoVendor/${v.id}`, {
      ...body,
      kind: 'company',
      status: 'active',
    });
    expect(stale.status).toBe(409);
    const otherKind = await admin.put(`/api/MgmtCoVendorIndividual/${v.id}`, {
      ...body,
      lastName: 'X',
      version: 2,
    });
    expect([otherKind.status, otherKind.body.error]).toEqual([400, 'This vendor is a company']);

    const person = await admin.post<{ data: Vendor }>(
      '/api/MgmtCoVendorIndividual',
      individualVendor(company),
    );
    expect(person.status).toBe(200);
    expect(person.body.data).toMatchObject({
      kind: 'individual',
      fileAs: 'Vendortest, Wendell',
      is1099: true,
    });
    expect(person.body.data.insuranceState).toBe('missing');
    expect((await admin.get(`/api/MgmtCoVendorIndividual/${person.body.data.id}`)).status).toBe(200);
    expect((await admin.get(`/api/MgmtCoVendorCompany/${person.body.data.id}`)).status).toBe(404);

    const changes = await admin.get<{ data: { kind: string; entityID: number }[] }>(
      `/api/RecentChanges?managementCompanyID=${company}`,
    );
    expect(changes.body.data.slice(0, 3).map((c) => c.kind)).toEqual([
      'vendor.created',
      'vendor.updated',
      'vendor.created',
    ]);

    // Deleting a vendor deletes its contact, unless the contact is used elsewhere.
    expect((await admin.delete(`/api/MgmtCoVendor/${v.id}`)).status).toBe(200);
    expect((await admin.get(`/api/MgmtCoVendor/${v.id}`)).status).toBe(404);
    expect((await admin.get(`/api/Contact/${v.contactID}`)).status).toBe(404);
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: company,
      name: 'Vendortest Field',
      type: 'airport',
      ownerContactIDs: [person.body.data.contactID],
    });
    expect(property.status).toBe(200);
    expect((await admin.delete(`/api/MgmtCoVendor/${person.body.data.id}`)).status).toBe(200);
    expect((await admin.get(`/api/Contact/${person.body.data.contactID}`)).status).toBe(200);
  });

  it('keeps the tax id encrypted at rest and never answers it whole', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = await admin.post<{ data: Vendor }>(
      '/api/MgmtCoVendorIndividual',
      individualVendor(company, { lastName: 'Taxtest', taxId: '987-65-4321' }),
    );
    expect(made.body.data.taxIdMasked).toBe('•••-••-4321');
    const [row] = await server.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, made.body.data.contactID));
    expect(row!.taxIdEnc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/987-?65-?4321/);
    const [vendorRow] = await server.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.id, made.body.data.id));
    expect(JSON.stringify(vendorRow)).not.toMatch(/98765/);

    const id = made.body.data.id;
    // An update without a tax id keeps it; every answer shows the last four only.
    const kept = await admin.put<{ data: Vendor }>(`/api/MgmtCoVendorIndividual/${id}`, {
      ...individualVendor(company, { lastName: 'Taxtest' }),
      taxId: undefined,
      version: 1,
    });
    expect(kept.body.data.taxIdMasked).toBe('•••-••-4321');
    const answers = [
      await admin.get(`/api/MgmtCoVendor/${id}`),
      await admin.get(`/api/MgmtCoVendorIndividual/${id}`),
      await admin.get(`/api/VendorSearch?managementCompanyID=${company}&q=taxtest`),
      await admin.get(`/api/Contact/${made.body.data.contactID}`),
      await admin.get(`/api/RecentChanges?managementCompanyID=${company}`),
      kept,
      made,
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(JSON.stringify(a.body)).not.toMatch(/987-?65-?4321|987654321/);
    }
  });

  it('derives the insurance state per type (latest expiry counts), filters and sorts by it', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const make = async (name: string, insurance: unknown[]) => {
      const res = await admin.post<{ data: Vendor }>(
        '/api/MgmtCoVendorCompany',
        companyVendor(company, { companyName: name, categories: ['snow-removal'], insurance }),
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const valid = await make('Ins Valid', [
      certificate(day(-100)),
      certificate(day(90)),
      certificate(day(31), { type: 'auto' }),
    ]);
    const expiring = await make('Ins Expiring', [
      certificate(day(300)),
      certificate(day(30), { type: 'umbrella' }),
    ]);
    const today = await make('Ins Today', [certificate(day(0))]);
    const expired = await make('Ins Expired', [
      certificate(day(300)),
      certificate(day(-1), { type: 'auto' }),
    ]);
    const missing = await make('Ins Missing', []);

    expect(valid.insuranceState).toBe('valid');
    expect(valid.insuranceExpires).toBe(day(31));
    expect(valid.insurance.map((c) => c.state)).toEqual(['expired', 'valid', 'valid']);
    expect([expiring.insuranceState, expiring.insuranceExpires]).toEqual(['expiring', day(30)]);
    expect(today.insuranceState).toBe('expiring');
    expect([expired.insuranceState, expired.insuranceExpires]).toEqual(['expired', day(-1)]);
    expect([missing.insuranceState, missing.insuranceExpires]).toEqual(['missing', null]);

    const names = async (query: string) => {
      const res = await admin.get<{ data: Page }>(
        `/api/VendorSearch?managementCompanyID=${company}&category=snow-removal${query}`,
      );
      expect(res.status).toBe(200);
      return res.body.data.items.map((i) => i.fileAs);
    };
    expect(await names('&insurance=valid')).toEqual(['Ins Valid']);
    expect(await names('&insurance=expiring')).toEqual(['Ins Expiring', 'Ins Today']);
    expect(await names('&insurance=expired')).toEqual(['Ins Expired']);
    expect(await names('&insurance=missing')).toEqual(['Ins Missing']);
    expect(await names('&insurance=attention')).toEqual(['Ins Expired', 'Ins Expiring', 'Ins Today']);
    expect(await names('&sort=insurance')).toEqual([
      'Ins Missing',
      'Ins Expired',
      'Ins Today',
      'Ins Expiring',
      'Ins Valid',
    ]);
    expect((await names('&sort=insurance&dir=desc'))[0]).toBe('Ins Valid');
    const list = await admin.get<{ data: Page }>(
      `/api/VendorSearch?managementCompanyID=${company}&category=snow-removal&sort=name`,
    );
    expect(list.body.data.items.find((i) => i.fileAs === 'Ins Expiring')).toMatchObject({
      insuranceState: 'expiring',
      insuranceExpires: day(30),
      categories: ['snow-removal'],
      primaryPhone: '(817) 555-0111',
    });
  });

  it('searches by text and account number, filters by category, kind, status and preferred', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    await admin.post('/api/MgmtCoVendorCompany', {
      ...companyVendor(company, {
        companyName: 'Zephyr Pest Patrol',
        categories: ['pest-control', 'cleaning'],
      }),
      accountNumber: 'ZP-4410',
      isPreferred: false,
    });
    await admin.post(
      '/api/MgmtCoVendorIndividual',
      individualVendor(company, { firstName: 'Zelda', lastName: 'Sweeper', categories: ['cleaning'] }),
    );
    const search = async (query: string) =>
      (
        await admin.get<{ data: Page }>(`/api/VendorSearch?managementCompanyID=${company}${query}`)
      ).body.data.items.map((i) => i.fileAs);
    expect(await search('&q=zephyr')).toEqual(['Zephyr Pest Patrol']);
    expect(await search('&q=zp-4410')).toEqual(['Zephyr Pest Patrol']);
    expect(await search('&category=cleaning')).toEqual(['Sweeper, Zelda', 'Zephyr Pest Patrol']);
    expect(await search('&category=cleaning&kind=individual')).toEqual(['Sweeper, Zelda']);
    expect(await search('&category=pest-control&preferred=false')).toEqual(['Zephyr Pest Patrol']);
    expect(await search('&category=pest-control&preferred=true')).toEqual([]);
    expect(await search('&category=cleaning&status=do-not-use')).toEqual([]);
    const bad = await admin.get(`/api/VendorSearch?managementCompanyID=${company}&category=bakery`);
    expect(bad.status).toBe(400);
  });

  it('refuses bad input with the errors at the fields', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const refused = async (over: Record<string, unknown>) => {
      const res = await admin.post<{ fieldErrors?: Record<string, string> }>(
        '/api/MgmtCoVendorCompany',
        companyVendor(company, over),
      );
      expect(res.status).toBe(400);
      return Object.keys(res.body.fieldErrors ?? {});
    };
    expect(await refused({ insurance: [certificate(day(10), { effectiveDate: day(20) })] })).toEqual([
      'insurance.0.expiryDate',
    ]);
    expect(await refused({ website: 'javascript:alert(1)' })).toEqual(['website']);
    expect(await refused({ categories: ['bakery'] })).toEqual(['categories.0']);
    expect(await refused({ vendorNotes: 'x'.repeat(10_001) })).toEqual(['vendorNotes']);
    expect(await refused({ accountNumber: 'x'.repeat(61) })).toEqual(['accountNumber']);
    expect(await refused({ insurance: [certificate('2026-02-30')] })).toEqual(['insurance.0.expiryDate']);
    expect(await refused({ taxId: '12-34' })).toEqual(['taxId']);
    // A new vendor has no documents yet.
    expect(await refused({ w9DocumentID: 1 })).toEqual(['w9DocumentID']);
  });

  it('takes only its own documents as certificates and W-9, and removes them with the vendor', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = async (name: string) =>
      (
        await admin.post<{ data: Vendor }>(
          '/api/MgmtCoVendorCompany',
          companyVendor(company, { companyName: name, insurance: [] }),
        )
      ).body.data;
    const mine = await made('Docs Mine');
    const other = await made('Docs Other');
    const doc = async (vendorId: number) => {
      const res = await upload<{ data: { id: number } }>(
        admin,
        `/api/Attachments/vendor/${vendorId}?kind=document`,
        { name: 'certificate.pdf', bytes: PDF },
      );
      expect(res.status).toBe(200);
      return res.body.data.id;
    };
    const myDoc = await doc(mine.id);
    const otherDoc = await doc(other.id);
    expect((await admin.get(`/api/Attachments/vendor/${mine.id}?kind=document`)).status).toBe(200);

    const save = (documentID: number, w9DocumentID: number | null, version: number) =>
      admin.put<{ data: Vendor; fieldErrors?: Record<string, string> }>(
        `/api/MgmtCoVendorCompany/${mine.id}`,
        {
          ...companyVendor(company, { companyName: 'Docs Mine' }),
          insurance: [certificate(day(100), { documentID })],
          w9DocumentID,
          w9ReceivedDate: day(-3),
          version,
        },
      );
    const foreign = await save(otherDoc, otherDoc, 1);
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fieldErrors ?? {}).sort()).toEqual([
      'insurance.0.documentID',
      'w9DocumentID',
    ]);
    const own = await save(myDoc, myDoc, 1);
    expect(own.status).toBe(200);
    expect(own.body.data.insurance[0]!.documentID).toBe(myDoc);

    // Another company's user cannot reach the vendor's documents.
    const bravo = await server.as('bravo.admin');
    expect((await bravo.get(`/api/Attachments/vendor/${mine.id}?kind=document`)).status).toBe(404);

    expect((await admin.delete(`/api/MgmtCoVendor/${mine.id}`)).status).toBe(200);
    const left = await server.database.db.select().from(attachments).where(eq(attachments.ownerId, mine.id));
    expect(left.filter((a) => a.ownerKind === 'vendor')).toEqual([]);
  });

  it('has the demo vendors of Alpha, the hangar door company’s liability expiring', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const demo = await admin.get<{ data: Page }>(
      `/api/VendorSearch?managementCompanyID=${company}&q=lone%20star`,
    );
    expect(demo.body.data.items).toEqual([
      expect.objectContaining({
        fileAs: 'Lone Star Hangar Doors',
        insuranceState: 'expiring',
        categories: ['hangar-doors'],
      }),
    ]);
    for (const [q, category] of [
      ['delgado', 'electrical'],
      ['panhandle', 'fuel'],
    ] as const) {
      const found = await admin.get<{ data: Page }>(
        `/api/VendorSearch?managementCompanyID=${company}&q=${q}`,
      );
      expect(found.body.data.items).toEqual([
        expect.objectContaining({ insuranceState: 'valid', categories: [category] }),
      ]);
    }
    const bravo = await server.as('bravo.admin');
    const none = await bravo.get<{ data: Page }>(
      `/api/VendorSearch?managementCompanyID=${await companyOf(bravo)}`,
    );
    expect(none.body.data.total).toBe(0);
  });

  it('lets a viewer read but not write', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const v = (
      await admin.post<{ data: Vendor }>(
        '/api/MgmtCoVendorCompany',
        companyVendor(company, { companyName: 'Viewer Test Fuel', categories: ['fuel'] }),
      )
    ).body.data;
    const viewer = await server.as('alpha.viewer');
    expect((await viewer.get(`/api/MgmtCoVendor/${v.id}`)).status).toBe(200);
    expect((await viewer.get(`/api/MgmtCoVendorCompany/${v.id}`)).status).toBe(200);
    expect((await viewer.get(`/api/VendorSearch?managementCompanyID=${company}`)).status).toBe(200);
    expect((await viewer.post('/api/MgmtCoVendorCompany', companyVendor(company))).status).toBe(403);
    expect(
      (
        await viewer.put(`/api/MgmtCoVendorCompany/${v.id}`, {
          ...companyVendor(company),
          version: v.version,
        })
      ).status,
    ).toBe(403);
    expect((await viewer.delete(`/api/MgmtCoVendor/${v.id}`)).status).toBe(403);
  });

  it('deleting a vendor’s contact from the contacts deletes the vendor and its documents', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = await admin.post<{ data: Vendor }>(
      '/api/MgmtCoVendorCompany',
      companyVendor(company, { companyName: 'Gone Doors', accountNumber: 'GONE-1' }),
    );
    const doc = await upload<{ data: { id: number } }>(
      admin,
      `/api/Attachments/vendor/${made.body.data.id}?kind=document`,
      { name: 'w9.pdf', bytes: PDF },
    );
    expect(doc.status).toBe(200);
    expect((await admin.delete(`/api/Contact/${made.body.data.contactID}`)).status).toBe(200);
    expect((await admin.get(`/api/MgmtCoVendor/${made.body.data.id}`)).status).toBe(404);
    const left = await server.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, doc.body.data.id));
    expect(left).toEqual([]);
  });
});
