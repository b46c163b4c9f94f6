// Leases through the resource pattern: parties of the company, the overlap refusal naming the other lease (also
// when two saves race), the unit's status and the public listings following the leases, lease files, rights.
import { describe, expect, it } from 'vitest';
import { type Client, useTestServer } from '../support/server';
import { fetchFile, PDF, upload } from '../attachments/support';

const server = useTestServer();

type Lease = {
  id: number;
  unitID: number;
  unitNumber: string;
  propertyName: string;
  status: string;
  type: string;
  startDate: string;
  endDate: string | null;
  dueDay: number | 'last';
  parties: { contactID: number; role: string; fileAs: string }[];
  version: number;
};
type Failure = { error: string; fieldErrors?: Record<string, string> };

/** A day counted from today in the demo companies' time zone, as `YYYY-MM-DD`. */
function day(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

/** A property of its own with listed vacant hangars, and a tenant. */
async function setUp(admin: Client, name: string, numbers = ['L-1', 'L-2']) {
  const company = await companyOf(admin);
  const property = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name,
    type: 'airport',
  });
  const units = await admin.post<{ data: { items: { id: number; unitNumber: string }[] } }>(
    '/api/RentalUnitSave',
    {
      unitNumbers: numbers,
      defaults: {
        propertyID: property.body.data.id,
        type: 't-hangar',
        isListed: true,
        marketRentCents: 31_000,
      },
    },
  );
  const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Rosa',
    lastName: `Tenant ${name}`,
  });
  return {
    company,
    propertyID: property.body.data.id,
    units: units.body.data.items.map((u) => u.id),
    tenant: tenant.body.data.id,
  };
}

const lease = (unitID: number, tenant: number, over: Record<string, unknown> = {}) => ({
  unitID,
  type: 'fixed',
  startDate: day(-10),
  endDate: day(355),
  rentCents: 31_000,
  dueDay: 1,
  parties: [{ contactID: tenant, role: 'tenant' }],
  ...over,
});

async function unitStatus(c: Client, id: number): Promise<string> {
  return (await c.get<{ data: { status: string } }>(`/api/RentalUnit/${id}`)).body.data.status;
}
async function listed(c: Client): Promise<number[]> {
  const res = await c.get<{ data: { items: { unitID: number }[] } }>('/api/listings');
  return res.body.data.items.map((i) => i.unitID);
}

describe('leases', () => {
  it('a lease covering today makes its unit occupied and takes it off the listings at once; deleting it frees it', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant, company, propertyID } = await setUp(admin, 'Lease Field');
    const unit = units[0]!;
    expect(await unitStatus(admin, unit)).toBe('vacant');
    expect(await listed(admin)).toContain(unit);

    const made = await admin.post<{ data: Lease }>(
      '/api/RentalUnitLease',
      lease(unit, tenant, { dueDay: 'last' }),
    );
    expect([made.status, made.body.error]).toEqual([200, undefined]);
    expect(made.body.data).toMatchObject({
      unitID: unit,
      unitNumber: 'L-1',
      propertyName: 'Lease Field',
      status: 'active',
      dueDay: 'last',
      parties: [{ contactID: tenant, role: 'tenant', fileAs: 'Tenant Lease Field, Rosa' }],
    });
    expect(await unitStatus(admin, unit)).toBe('occupied');
    expect(await listed(admin)).not.toContain(unit);
    const vacant = await admin.get<{ data: { items: { id: number }[] } }>(
      `/api/RentalUnitSearch?propertyID=${propertyID}&status=vacant`,
    );
    expect(vacant.body.data.items.map((u) => u.id)).toEqual([units[1]]);

    // A stale version is refused; the current one saves.
    const { id, version } = made.body.data;
    const edited = await admin.put<{ data: Lease }>(`/api/RentalUnitLease/${id}`, {
      ...lease(unit, tenant, { notes: 'Keys handed over' }),
      version,
    });
    expect(edited.status).toBe(200);
    const stale = await admin.put(`/api/RentalUnitLease/${id}`, { ...lease(unit, tenant), version });
    expect(stale.status).toBe(409);

    // The tenant's leases, from the contact's side.
    const mine = await admin.get<{ data: { items: { id: number; tenants: string[] }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&contactID=${tenant}`,
    );
    expect(mine.body.data.items).toEqual([
      expect.objectContaining({ id, tenants: ['Tenant Lease Field, Rosa'] }),
    ]);
    // A contact on a lease is not deleted from under it.
    expect((await admin.delete(`/api/Contact/${tenant}`)).status).toBe(409);
    // Nor is the unit.
    expect((await admin.delete(`/api/RentalUnit/${unit}`)).status).toBe(409);

    expect((await admin.delete(`/api/RentalUnitLease/${id}`)).status).toBe(200);
    expect(await unitStatus(admin, unit)).toBe('vacant');
    expect(await listed(admin)).toContain(unit);
  });

  it('derives the unit status: future, on notice within 30 days of the end, vacant after; drafts count for nothing', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant } = await setUp(admin, 'Status Field', ['S-1', 'S-2', 'S-3', 'S-4']);
    const [future, notice, past, draft] = units as [number, number, number, number];
    const save = (unit: number, over: Record<string, unknown>) =>
      admin.post<{ data: Lease }>('/api/RentalUnitLease', lease(unit, tenant, over));
    expect((await save(future, { startDate: day(20), endDate: day(400) })).body.data.status).toBe('future');
    expect((await save(notice, { startDate: day(-300), endDate: day(25) })).body.data.status).toBe('active');
    expect((await save(past, { startDate: day(-400), endDate: day(-1) })).body.data.status).toBe('past');
    expect((await save(draft, { isDraft: true })).body.data.status).toBe('draft');
    expect(await Promise.all([future, notice, past, draft].map((u) => unitStatus(admin, u)))).toEqual([
      'future',
      'notice',
      'vacant',
      'vacant',
    ]);
    // A lease following the ending one: the unit is not on notice (it will not stand empty).
    await save(notice, { startDate: day(26), endDate: day(400) });
    expect(await unitStatus(admin, notice)).toBe('occupied');
    // A fixed-then-month-to-month lease runs on after its term: occupied, never on notice, not past.
    const rollover = await save(draft, { type: 'rollover', startDate: day(-200), endDate: day(-5) });
    expect([rollover.status, rollover.body.data.status]).toEqual([200, 'active']);
    expect(await unitStatus(admin, draft)).toBe('occupied');
    expect((await save(draft, { startDate: day(100), endDate: day(200) })).status).toBe(409);
    const company = await companyOf(admin);
    const byStatus = async (status: string) =>
      (
        await admin.get<{ data: { items: { unitID: number }[] } }>(
          `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&status=${status}&q=s-`,
        )
      ).body.data.items.map((l) => l.unitID);
    expect((await byStatus('future')).sort()).toEqual([future, notice].sort());
    expect(await byStatus('past')).toEqual([past]);
    expect(await byStatus('draft')).toEqual([draft]);
    expect((await byStatus('active')).sort()).toEqual([notice, draft].sort());
    // Renewals to see to: fixed terms ending within 30, 60 or 90 days (the one ending in 25 days; not the
    // rollover, which runs on, nor the one ended yesterday).
    const ending = async (days: string) =>
      (
        await admin.get<{ data: { items: { unitID: number; endDate: string }[] } }>(
          `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&endsWithin=${days}&q=s-`,
        )
      ).body.data.items.map((l) => [l.unitID, l.endDate]);
    expect(await ending('30')).toEqual([[notice, day(25)]]);
    expect(await ending('90')).toEqual([[notice, day(25)]]);
    const odd = await admin.get(`/api/RentalUnitLeaseSearch?managementCompanyID=${company}&endsWithin=45`);
    expect(odd.status).toBe(400);
  });

  it('refuses an overlapping lease, naming the lease it would overlap; a draft may overlap', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant } = await setUp(admin, 'Overlap Field', ['O-1']);
    const unit = units[0]!;
    const first = await admin.post<{ data: Lease }>(
      '/api/RentalUnitLease',
      lease(unit, tenant, { startDate: '2030-01-01', endDate: '2030-12-31' }),
    );
    expect(first.status).toBe(200);
    const second = await admin.post<Failure>(
      '/api/RentalUnitLease',
      lease(unit, tenant, { startDate: '2030-12-31', endDate: '2031-06-30' }),
    );
    expect(second.status).toBe(409);
    const message = `O-1 is already leased 2030-01-01 to 2030-12-31 to Tenant Overlap Field, Rosa (lease ${first.body.data.id}).`;
    expect(second.body.error).toContain(message);
    expect(second.body.fieldErrors?.startDate).toContain(message);
    // The day after is free; a draft may overlap anything.
    const next = await admin.post(
      '/api/RentalUnitLease',
      lease(unit, tenant, { startDate: '2031-01-01', endDate: '2031-06-30' }),
    );
    expect(next.status).toBe(200);
    const draft = await admin.post(
      '/api/RentalUnitLease',
      lease(unit, tenant, { isDraft: true, startDate: '2030-06-01', endDate: '2030-07-31' }),
    );
    expect(draft.status).toBe(200);
    // Editing a lease does not collide with itself.
    const { id, version } = first.body.data;
    const moved = await admin.put(`/api/RentalUnitLease/${id}`, {
      ...lease(unit, tenant, { startDate: '2029-12-01', endDate: '2030-12-31' }),
      version,
    });
    expect(moved.status).toBe(200);
  });

  it('of two overlapping leases saved at the same moment, exactly one is stored', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant } = await setUp(admin, 'Race Field', ['R-1']);
    const unit = units[0]!;
    const results = await Promise.all([
      admin.post<Failure>(
        '/api/RentalUnitLease',
        lease(unit, tenant, { startDate: '2032-01-01', endDate: '2032-12-31' }),
      ),
      admin.post<Failure>(
        '/api/RentalUnitLease',
        lease(unit, tenant, { startDate: '2032-06-01', endDate: '2033-05-31' }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toMatch(/already leased|just saved/);
    const stored = await admin.get<{ data: { total: number } }>(`/api/RentalUnitLeaseSearch?unitID=${unit}`);
    expect(stored.body.data.total).toBe(1);
  });

  it('starts a new lease from the unit: its market rent, today, and the contact as tenant', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant } = await setUp(admin, 'Draft Field', ['D-1']);
    const draft = await admin.get<{ data: Record<string, unknown> }>(
      `/api/RentalUnitLeaseNew/${units[0]}/${tenant}`,
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({
      unitID: units[0],
      unitNumber: 'D-1',
      propertyName: 'Draft Field',
      rentCents: 31_000,
      startDate: day(0),
      parties: [{ contactID: tenant, role: 'tenant', fileAs: 'Tenant Draft Field, Rosa' }],
    });
    expect((await admin.get(`/api/RentalUnitLeaseNew/${units[0]}/0`)).status).toBe(200);
  });

  it('refuses bad leases with errors at the fields, and another company’s contacts and units', async () => {
    const admin = await server.as('alpha.admin');
    const bravo = await server.as('bravo.admin');
    const { units, tenant } = await setUp(admin, 'Rules Field', ['X-1']);
    const other = await setUp(bravo, 'Bravo Rules Field', ['Y-1']);
    const bad = async (body: unknown) => {
      const res = await admin.post<Failure>('/api/RentalUnitLease', body);
      return [res.status, res.body.fieldErrors];
    };
    expect(await bad(lease(units[0]!, tenant, { endDate: day(-20) }))).toEqual([
      400,
      { endDate: 'The lease must end after it starts' },
    ]);
    expect(
      await bad(lease(units[0]!, tenant, { parties: [{ contactID: tenant, role: 'occupant' }] })),
    ).toEqual([400, { parties: 'Add at least one tenant' }]);
    expect(await bad(lease(units[0]!, other.tenant))).toEqual([
      400,
      { 'parties.0.contactID': 'Choose one of your contacts' },
    ]);
    expect((await admin.post('/api/RentalUnitLease', lease(other.units[0]!, tenant))).status).toBe(404);
    expect((await admin.get(`/api/RentalUnitLeaseNew/${units[0]}/${other.tenant}`)).status).toBe(404);
    expect(
      (await admin.post('/api/RentalUnitLease', lease(units[0]!, tenant, { notes: 'x'.repeat(10_001) })))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/RentalUnitLease', lease(units[0]!, tenant, { rentCents: -1 }))).status,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/RentalUnitLease', {
          ...lease(units[0]!, tenant),
          managementCompanyID: other.company,
        })
      ).status,
    ).toBe(400);
  });

  it('lets a viewer read leases and their files but change nothing; keeps them from another company', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await server.as('alpha.viewer');
    const bravo = await server.as('bravo.admin');
    const { units, tenant } = await setUp(admin, 'Viewer Field', ['V-1']);
    const made = await admin.post<{ data: Lease }>('/api/RentalUnitLease', lease(units[0]!, tenant));
    const { id, version } = made.body.data;
    const signed = await upload<{ data: { id: number } }>(
      admin,
      `/api/Attachments/lease/${id}?kind=document`,
      {
        name: 'signed-lease.pdf',
        bytes: PDF,
      },
    );
    expect(signed.status).toBe(200);

    expect((await viewer.get(`/api/RentalUnitLease/${id}`)).status).toBe(200);
    expect((await viewer.get(`/api/Attachments/lease/${id}?kind=document`)).status).toBe(200);
    expect((await fetchFile(server.base, `/api/document/${signed.body.data.id}`, viewer)).status).toBe(200);
    expect(
      (await viewer.put(`/api/RentalUnitLease/${id}`, { ...lease(units[0]!, tenant), version })).status,
    ).toBe(403);
    expect(
      (await viewer.post('/api/RentalUnitLease', lease(units[0]!, tenant, { isDraft: true }))).status,
    ).toBe(403);
    expect((await viewer.delete(`/api/RentalUnitLease/${id}`)).status).toBe(403);
    expect((await viewer.get(`/api/RentalUnitLeaseNew/${units[0]}/0`)).status).toBe(403);
    const refused = await upload(viewer, `/api/Attachments/lease/${id}?kind=document`, {
      name: 'x.pdf',
      bytes: PDF,
    });
    expect(refused.status).toBe(403);

    expect((await bravo.get(`/api/RentalUnitLease/${id}`)).status).toBe(404);
    expect((await bravo.get(`/api/Attachments/lease/${id}?kind=document`)).status).toBe(404);
    expect((await fetchFile(server.base, `/api/document/${signed.body.data.id}`, bravo)).status).toBe(404);
    expect((await bravo.get(`/api/RentalUnitLeaseSearch?unitID=${units[0]}`)).status).toBe(404);

    // Deleting the lease deletes its files.
    expect((await admin.delete(`/api/RentalUnitLease/${id}`)).status).toBe(200);
    expect((await fetchFile(server.base, `/api/document/${signed.body.data.id}`, admin)).status).toBe(404);
  });

  it('answers hostile input with 4xx, never 5xx: huge ids, NUL, unknown fields, oversize text', async () => {
    const admin = await server.as('alpha.admin');
    const { units, tenant } = await setUp(admin, 'Hostile Field', ['Z-9']);
    const statuses = [
      (await admin.get('/api/RentalUnitLease/2147483648')).status,
      (await admin.get('/api/RentalUnitLeaseNew/2147483648/0')).status,
      (await admin.get('/api/RentalUnitLeaseSearch?unitID=99999999999')).status,
      (await admin.get('/api/MgmtCoVendor/2147483648')).status,
      (await admin.get(`/api/VendorSearch?managementCompanyID=1&q=a%00`)).status,
      (await admin.post('/api/RentalUnitLease', lease(units[0]!, tenant, { notes: 'a\u0000b' }))).status,
      (await admin.post('/api/RentalUnitLease', lease(units[0]!, tenant, { surprise: true }))).status,
      (
        await admin.post(
          '/api/RentalUnitLease',
          lease(units[0]!, tenant, { charges: [{ label: 'x'.repeat(61), amountCents: 1 }] }),
        )
      ).status,
      (await admin.get('/api/jobruns?limit=100000')).status,
    ];
    for (const status of statuses) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});
