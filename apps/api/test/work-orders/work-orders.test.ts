// Work orders through the API: created new with its history; a vendor assigned only when insured on the
// scheduled date, or with a reason (kept and audited); statuses by their rules; done with a cost billed to the
// tenant posts one charge to the lease's ledger, once; the vendor and the requesting tenant are e-mailed; rights
// (read-only 403, another company 404) and hostile input (400).
import { Access, PropertyFeature, type WorkOrder, type WorkOrderListItem } from '@hangar/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, ledgerEntries, workOrders } from '../../src/db/schema';
import { postWorkOrderCharge } from '../../src/modules/work-orders/work-orders';
import { type Failure, ledgerOf, ledgerPlace } from '../ledger/support';
import { type Client, userHolding, useTestServer } from '../support/server';

const server = useTestServer();

const day = (days: number) => {
  const d = new Date(server.now());
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let vendorsMade = 0;
/** A company vendor of `company` whose liability certificate expires on `expiryDate`. */
async function vendor(admin: Client, company: number, expiryDate: string, email: string) {
  vendorsMade += 1;
  const res = await admin.post<{ data: { id: number } }>('/api/MgmtCoVendorCompany', {
    managementCompanyID: company,
    companyName: `Door Co ${vendorsMade}`,
    emails: [{ type: 'work', address: email, isPrimary: true }],
    categories: ['hangar-doors'],
    insurance: [{ type: 'general-liability', effectiveDate: day(-300), expiryDate }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** A property with a tenant (with an e-mail address) on a running lease of a new unit. */
async function place(admin: Client, name: string) {
  const p = await ledgerPlace(admin, name);
  const lease = await p.lease({ startDate: day(-60) });
  const read = await admin.get<{ data: { unitID: number } }>(`/api/RentalUnitLease/${lease}`);
  const contact = await admin.get<{ data: Record<string, unknown> }>(`/api/Contact/${p.tenant}`);
  const tenantEmail = `tenant.${name.replace(/\W/g, '').toLowerCase()}@test.example`;
  const { id: _id, ...rest } = contact.body.data;
  void _id;
  const saved = await admin.put(`/api/Contact/${p.tenant}`, {
    kind: 'individual',
    managementCompanyID: p.company,
    firstName: rest.firstName,
    lastName: rest.lastName,
    emails: [{ type: 'personal', address: tenantEmail, isPrimary: true }],
    version: rest.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...p, lease, unitID: read.body.data.unitID, tenantEmail };
}

async function create(admin: Client, body: Record<string, unknown>) {
  const res = await admin.post<{ data: WorkOrder }>('/api/WorkOrder', {
    category: 'door',
    title: 'Hangar door sticks half-way',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const outboxTo = (to: string) => server.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('work orders', () => {
  it('a new work order starts new, with its requester and the first step of its history', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO New Field');
    const order = await create(admin, {
      propertyID: p.propertyID,
      unitID: p.unitID,
      priority: 'high',
      description: 'The left leaf jams at about four feet.',
    });
    expect(order).toMatchObject({
      status: 'new',
      priority: 'high',
      vendorID: null,
      requestedBy: { kind: 'user', name: 'Administrator, Alpha' },
      overdue: false,
    });
    expect(order.history.map((e) => [e.status, e.byName])).toEqual([['new', 'Administrator, Alpha']]);
    const list = await admin.get<{ data: { items: WorkOrderListItem[] } }>(
      `/api/WorkOrderSearch?unitID=${p.unitID}`,
    );
    expect(list.body.data.items.map((i) => i.id)).toEqual([order.id]);
    // A common area needs its name; a unit of another property is refused at the field.
    const noPlace = await admin.post<Failure>('/api/WorkOrder', {
      propertyID: p.propertyID,
      category: 'pavement',
      title: 'Pothole',
    });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.fieldErrors?.commonArea).toBe('Choose a unit, or name the common area');
    const other = await place(admin, 'WO Other Field');
    const wrongUnit = await admin.post<Failure>('/api/WorkOrder', {
      propertyID: p.propertyID,
      unitID: other.unitID,
      category: 'door',
      title: 'Wrong unit',
    });
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.fieldErrors?.unitID).toBe('Choose a unit of this property');
  });

  it('assigns only a vendor insured on the scheduled date, or with a reason that is kept and audited', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO Insurance Field');
    const expired = await vendor(admin, p.company, day(-5), 'expired@doors.example');
    const insured = await vendor(admin, p.company, day(200), 'insured@doors.example');
    const order = await create(admin, { propertyID: p.propertyID, unitID: p.unitID });

    const refused = await admin.post<Failure>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: expired,
      scheduledDate: day(3),
      version: order.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors?.overrideReason).toMatch(/has no valid insurance on/);
    expect((await outboxTo('expired@doors.example')).length).toBe(0);

    // Insured today but not on a scheduled date after the certificate ends.
    const late = await admin.post<Failure>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: insured,
      scheduledDate: day(250),
      version: order.version,
    });
    expect(late.status).toBe(409);

    const overridden = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: expired,
      scheduledDate: day(3),
      overrideReason: 'Only door company on the field today',
      version: order.version,
    });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(overridden.body.data).toMatchObject({
      status: 'assigned',
      vendorID: expired,
      scheduledDate: day(3),
      insuranceOverrideReason: 'Only door company on the field today',
    });
    const events = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'workOrder.insurance_override'), eq(auditEvents.entityId, order.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ reason: 'Only door company on the field today' });
    const mail = await outboxTo('expired@doors.example');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Work order #${order.id} assigned to you: Hangar door sticks half-way`);

    // A vendor insured on the day replaces it, and the override is gone.
    const reassigned = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: insured,
      version: overridden.body.data.version,
    });
    expect(reassigned.status).toBe(200);
    expect(reassigned.body.data).toMatchObject({ vendorID: insured, insuranceOverrideReason: null });
    // A stale version is 409 whatever the vendor.
    const stale = await admin.post(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: insured,
      version: order.version,
    });
    expect(stale.status).toBe(409);
  });

  it('moves by the status rules, bills a done cost to the lease once, and e-mails the requesting tenant', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO Billing Field');
    const insured = await vendor(admin, p.company, day(300), 'billing@doors.example');
    let order = await create(admin, {
      propertyID: p.propertyID,
      unitID: p.unitID,
      requestedByContactID: p.tenant,
      billToTenant: true,
      leaseID: p.lease,
      labourCents: 12_500,
      materialsCents: 4_075,
    });
    expect(order.requestedBy).toMatchObject({ kind: 'contact', contactID: p.tenant });
    const move = (status: string, extra: Record<string, unknown> = {}) =>
      admin.post<{ data: WorkOrder } & Failure>(`/api/WorkOrderStatus/${order.id}`, {
        status,
        version: order.version,
        ...extra,
      });

    const early = await move('done');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('A work order that is new cannot become done');
    const noVendor = await move('in-progress');
    expect(noVendor.body.error).toBe('Assign a vendor first');

    const assigned = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: insured,
      version: order.version,
    });
    order = assigned.body.data;
    const noDate = await move('scheduled');
    expect(noDate.body.error).toBe('Choose the scheduled date first');
    const scheduled = await move('scheduled', { scheduledDate: day(2), note: 'Tuesday morning' });
    expect(scheduled.status).toBe(200);
    order = scheduled.body.data;
    const started = await move('in-progress');
    order = started.body.data;
    const done = await move('done', { note: 'Rollers replaced' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    order = done.body.data;
    expect(order.history.map((e) => e.status)).toEqual([
      'new',
      'assigned',
      'scheduled',
      'in-progress',
      'done',
    ]);
    expect(order.history.at(-1)).toMatchObject({ note: 'Rollers replaced', byName: 'Administrator, Alpha' });
    expect(order.ledgerEntryID).not.toBeNull();

    const ledger = await ledgerOf(admin, p.lease);
    const charges = ledger.entries.filter((e) => e.description.startsWith(`Work order #${order.id}:`));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'charge', amountCents: 16_575, id: order.ledgerEntryID });

    // Done is final; posting again (a retry) finds the charge already there.
    expect((await move('in-progress')).body.error).toBe('This work order is done: it cannot change any more');
    const [row] = await server.database.db.select().from(workOrders).where(eq(workOrders.id, order.id));
    const again = await server.database.db.transaction((tx) =>
      postWorkOrderCharge(tx, row!, day(0), { userId: null, name: 'retry' }),
    );
    expect(again).toBe(order.ledgerEntryID);
    const posted = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.postingKey, `work-order:${order.id}`));
    expect(posted).toHaveLength(1);
    // Its cost cannot change any more, and it cannot be deleted (the charge stays on the ledger).
    const edit = await admin.put<Failure>(`/api/WorkOrder/${order.id}`, {
      propertyID: p.propertyID,
      unitID: p.unitID,
      category: 'door',
      title: 'Hangar door sticks half-way',
      requestedByContactID: p.tenant,
      billToTenant: true,
      leaseID: p.lease,
      labourCents: 1,
      materialsCents: 4_075,
      version: order.version,
    });
    expect(edit.status).toBe(409);
    expect((await admin.delete(`/api/WorkOrder/${order.id}`)).status).toBe(409);

    // The tenant heard of each change of status (assigned, scheduled, in progress, done).
    const mail = await outboxTo(p.tenantEmail);
    expect(mail.map((m) => m.subject)).toEqual([
      `Your request #${order.id} is assigned: Hangar door sticks half-way`,
      `Your request #${order.id} is scheduled: Hangar door sticks half-way`,
      `Your request #${order.id} is in progress: Hangar door sticks half-way`,
      `Your request #${order.id} is done: Hangar door sticks half-way`,
    ]);
    expect(mail.at(-1)!.text).toContain('Note: Rollers replaced');
  });

  it('a cost not billed to the tenant posts nothing', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO Unbilled Field');
    const insured = await vendor(admin, p.company, day(300), 'unbilled@doors.example');
    const order = await create(admin, { propertyID: p.propertyID, unitID: p.unitID, labourCents: 5_000 });
    const assigned = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderAssign/${order.id}`, {
      vendorID: insured,
      version: order.version,
    });
    const done = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderStatus/${order.id}`, {
      status: 'done',
      version: assigned.body.data.version,
    });
    expect(done.body.data).toMatchObject({ status: 'done', ledgerEntryID: null });
    expect((await ledgerOf(admin, p.lease)).entries.some((e) => e.kind === 'charge')).toBe(false);
  });

  it('lists by status, priority, vendor and overdue', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO List Field');
    const insured = await vendor(admin, p.company, day(300), 'list@doors.example');
    const late = await create(admin, {
      propertyID: p.propertyID,
      unitID: p.unitID,
      title: 'Light out',
      category: 'lighting',
      priority: 'low',
    });
    const assigned = await admin.post<{ data: WorkOrder }>(`/api/WorkOrderAssign/${late.id}`, {
      vendorID: insured,
      scheduledDate: day(-2),
      overrideReason: null,
      version: late.version,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.overdue).toBe(true);
    const fresh = await create(admin, {
      propertyID: p.propertyID,
      commonArea: 'Taxiway B',
      title: 'Snow on the taxiway',
      category: 'snow',
      priority: 'emergency',
    });
    const list = async (query: string) =>
      (
        await admin.get<{ data: { items: WorkOrderListItem[] } }>(
          `/api/WorkOrderSearch?propertyID=${p.propertyID}&${query}`,
        )
      ).body.data.items.map((i) => i.id);
    expect(await list('sort=priority')).toEqual([fresh.id, late.id]);
    expect(await list('status=assigned')).toEqual([late.id]);
    expect(await list('status=open')).toHaveLength(2);
    expect(await list('priority=emergency')).toEqual([fresh.id]);
    expect(await list(`vendorID=${insured}`)).toEqual([late.id]);
    expect(await list('overdue=true')).toEqual([late.id]);
    expect(await list('overdue=false')).toEqual([fresh.id]);
    expect(await list('q=taxiway')).toEqual([fresh.id]);
  });
});

describe('work order rights and input', () => {
  it('a read-only user reads but changes nothing (403); another company gets 404 for every route', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO Rights Field');
    const insured = await vendor(admin, p.company, day(300), 'rights@doors.example');
    const order = await create(admin, { propertyID: p.propertyID, unitID: p.unitID });
    const body = { propertyID: p.propertyID, unitID: p.unitID, category: 'door', title: 'Changed' };

    const viewer = await server.as('alpha.viewer');
    expect((await viewer.get(`/api/WorkOrder/${order.id}`)).status).toBe(200);
    expect((await viewer.post('/api/WorkOrder', body)).status).toBe(403);
    expect((await viewer.put(`/api/WorkOrder/${order.id}`, { ...body, version: order.version })).status).toBe(
      403,
    );
    expect((await viewer.delete(`/api/WorkOrder/${order.id}`)).status).toBe(403);
    const assign = { vendorID: insured, version: order.version };
    expect((await viewer.post(`/api/WorkOrderAssign/${order.id}`, assign)).status).toBe(403);
    const status = { status: 'cancelled', version: order.version };
    expect((await viewer.post(`/api/WorkOrderStatus/${order.id}`, status)).status).toBe(403);

    const bravo = await server.as('bravo.admin');
    expect((await bravo.get(`/api/WorkOrder/${order.id}`)).status).toBe(404);
    expect((await bravo.put(`/api/WorkOrder/${order.id}`, { ...body, version: order.version })).status).toBe(
      404,
    );
    expect((await bravo.delete(`/api/WorkOrder/${order.id}`)).status).toBe(404);
    expect((await bravo.post(`/api/WorkOrderAssign/${order.id}`, assign)).status).toBe(404);
    expect((await bravo.post(`/api/WorkOrderStatus/${order.id}`, status)).status).toBe(404);
    expect((await bravo.post('/api/WorkOrder', body)).status).toBe(404);
    expect((await bravo.get(`/api/WorkOrderSearch?propertyID=${p.propertyID}`)).status).toBe(404);
    expect((await bravo.get(`/api/WorkOrderSearch?managementCompanyID=${p.company}`)).status).toBe(404);
    // Alpha's vendor is not Bravo's to assign: a Bravo work order refuses it at the field.
    const bravoCompany = (await bravo.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body
      .data.managementCompanyID;
    const bravoPlace = await place(bravo, 'WO Bravo Field');
    const bravoOrder = await create(bravo, { propertyID: bravoPlace.propertyID, unitID: bravoPlace.unitID });
    expect(bravoPlace.company).toBe(bravoCompany);
    const foreignVendor = await bravo.post<Failure>(`/api/WorkOrderAssign/${bravoOrder.id}`, {
      vendorID: insured,
      version: bravoOrder.version,
    });
    expect(foreignVendor.status).toBe(400);
    expect(foreignVendor.body.fieldErrors?.vendorID).toBe('Choose one of your vendors');
    // Nothing changed.
    expect((await admin.get<{ data: WorkOrder }>(`/api/WorkOrder/${order.id}`)).body.data).toMatchObject({
      status: 'new',
      title: 'Hangar door sticks half-way',
      version: order.version,
    });
  });

  it('a user granted Work orders for one property only never reaches another property’s work orders', async () => {
    const admin = await server.as('alpha.admin');
    const a = await place(admin, 'WO Scope A');
    const b = await place(admin, 'WO Scope B');
    const inA = await create(admin, { propertyID: a.propertyID, unitID: a.unitID });
    const inB = await create(admin, { propertyID: b.propertyID, unitID: b.unitID });
    const { client } = await userHolding(server, admin, a.company, 'wo.scoped', [
      {
        securityFeatureID: PropertyFeature.WorkOrders,
        access: Access.View | Access.Edit,
        scopeID: a.propertyID,
      },
    ]);
    expect((await client.get(`/api/WorkOrder/${inA.id}`)).status).toBe(200);
    expect((await client.get(`/api/WorkOrder/${inB.id}`)).status).toBe(404);
    expect(
      (await client.post(`/api/WorkOrderStatus/${inB.id}`, { status: 'cancelled', version: inB.version }))
        .status,
    ).toBe(404);
    const list = await client.get<{ data: { items: WorkOrderListItem[] } }>(
      `/api/WorkOrderSearch?managementCompanyID=${a.company}`,
    );
    expect(list.body.data.items.map((i) => i.id)).toEqual([inA.id]);
  });

  it('hostile or oversized input is 400 and writes nothing', async () => {
    const admin = await server.as('alpha.admin');
    const p = await place(admin, 'WO Hostile Field');
    const base = { propertyID: p.propertyID, unitID: p.unitID, category: 'door', title: 'Door' };
    const before = (await server.database.db.select().from(workOrders)).length;
    for (const bad of [
      { ...base, title: 'x'.repeat(121) },
      { ...base, description: 'x'.repeat(5001) },
      { ...base, title: '' },
      { ...base, category: 'plumbing' },
      { ...base, priority: 'urgent!' },
      { ...base, labourCents: -1 },
      { ...base, materialsCents: 1.5 },
      { ...base, labourCents: 2 ** 31 },
      { ...base, unitID: '1 or 1=1' },
      { ...base, scheduledDate: '2026-02-30' },
      { ...base, billToTenant: true },
      { ...base, status: 'done' },
      { ...base, title: 'Door\u0000' },
    ]) {
      const res = await admin.post('/api/WorkOrder', bad);
      expect([JSON.stringify(bad).slice(0, 80), res.status]).toEqual([JSON.stringify(bad).slice(0, 80), 400]);
    }
    expect((await server.database.db.select().from(workOrders)).length).toBe(before);
    const order = await create(admin, base);
    for (const bad of [
      { vendorID: 0, version: order.version },
      { vendorID: 1, overrideReason: 'x'.repeat(501), version: order.version },
      { vendorID: 1, overrideReason: 'no', version: order.version },
    ]) {
      expect((await admin.post(`/api/WorkOrderAssign/${order.id}`, bad)).status).toBe(400);
    }
    for (const bad of [
      { status: 'finished', version: order.version },
      { status: 'cancelled', note: 'x'.repeat(2001), version: order.version },
      { status: 'cancelled' },
    ]) {
      expect((await admin.post(`/api/WorkOrderStatus/${order.id}`, bad)).status).toBe(400);
    }
    expect((await admin.get('/api/WorkOrder/0x1F')).status).toBe(400);
    expect((await admin.get('/api/WorkOrderSearch')).status).toBe(400);
  });
});
