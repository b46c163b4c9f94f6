// The portals' security: a portal user holds no management feature (every management operation refuses them,
// generated over the operation table), sees only what their own link grants (the cross-party matrix, generated
// over every portal operation), invitation keys work once, and revoking the link ends the user's sessions.
import {
  OPERATION_LIST,
  PORTAL_USER_OPERATIONS_ALLOWED,
  portalUserMayCall,
  type LeaseLedger,
  type PortalLease,
  type PortalUser,
} from '@hangar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF, upload } from '../attachments/support';
import type { Client } from '../support/server';
import { DEMO_PASSWORD, keyFromMail, useSmtpServer, useTestServer } from '../support/server';

const smtp = useSmtpServer();
const server = useTestServer(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://hangar.test' }));
const PASSWORD = 'Taxiway-Bravo-Hold-Short-7';

type Item = { id: number; unitNumber: string };
type LeaseRead = { id: number; version: number; parties: { contactID: number; role: string }[] };

const fill = (path: string, params: Record<string, number | string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? 1));

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

/** The demo leases of Alpha by unit number, with their parties. */
async function leasesByUnit(admin: Client): Promise<Map<string, LeaseRead>> {
  const company = await companyOf(admin);
  const list = await admin.get<{ data: { items: Item[] } }>(
    `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100`,
  );
  const out = new Map<string, LeaseRead>();
  for (const item of list.body.data.items)
    out.set(
      item.unitNumber,
      (await admin.get<{ data: LeaseRead }>(`/api/RentalUnitLease/${item.id}`)).body.data,
    );
  return out;
}

/** A new contact with an e-mail address, tenant of a new unit of a new property from `start` to `end`. */
async function newTenant(admin: Client, name: string, start: string, end: string) {
  const company = await companyOf(admin);
  const property = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name: `Portal ${name}`,
    type: 'airport',
  });
  const contact = await admin.post<{ data: { id: number } }>('/api/Contact', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Pat',
    lastName: name,
    emails: [{ type: 'personal', address: `${name.toLowerCase()}@tenant.example`, isPrimary: true }],
  });
  const unit = await admin.post<{ data: { id: number } }>('/api/RentalUnit', {
    propertyID: property.body.data.id,
    unitNumber: `P-${name}`,
    type: 't-hangar',
  });
  const lease = await admin.post<{ data: { id: number; version: number } }>('/api/RentalUnitLease', {
    unitID: unit.body.data.id,
    type: 'fixed',
    startDate: start,
    endDate: end,
    rentCents: 50_000,
    dueDay: 1,
    parties: [{ contactID: contact.body.data.id, role: 'tenant' }],
  });
  expect(lease.status, JSON.stringify(lease.body)).toBe(200);
  return {
    contactID: contact.body.data.id,
    email: `${name.toLowerCase()}@tenant.example`,
    leaseID: lease.body.data.id,
    unitID: unit.body.data.id,
  };
}

/** Invites the contact, accepts the key with `userName`, signs in: the portal user's client. */
async function invited(admin: Client, contactID: number, email: string, userName: string) {
  const invite = await admin.post<{ data: PortalUser }>('/api/PortalInvite', { kind: 'tenant', contactID });
  expect(invite.status, JSON.stringify(invite.body)).toBe(200);
  expect(invite.body.data.state).toBe('invited');
  const key = await keyFromMail(smtp.received, email, 'portal/accept');
  const accepted = await server
    .client()
    .post(`/api/PortalInviteAccept/${key}`, { userName, password: PASSWORD });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const c = server.client();
  await c.login(userName, PASSWORD);
  return { client: c, link: invite.body.data, key };
}

describe('portal users hold no management feature', () => {
  it('signs a tenant in to the tenant portal and a vendor to the vendor portal', async () => {
    const tenant = server.client();
    expect((await tenant.login('alpha.tenant')) as unknown).toMatchObject({
      portalKind: 'tenant',
      systemSecurityFeaturesAccess: [],
    });
    const me = await tenant.get<{ data: { kind: string; vendorID: number | null } }>('/api/PortalMe');
    expect(me.body.data).toMatchObject({ kind: 'tenant', vendorID: null });
    const vendor = server.client();
    expect((await vendor.login('alpha.vendor')) as unknown).toMatchObject({ portalKind: 'vendor' });
    const profile = await vendor.get<{ data: { fileAs: string } }>('/api/PortalVendor');
    expect(profile.body.data.fileAs).toBe('Lone Star Hangar Doors');
    // A management user has no portal: the portal routes are not theirs.
    const admin = await server.as('alpha.admin');
    expect((await admin.get('/api/PortalMe')).status).toBe(403);
    expect((await admin.get('/api/PortalLeases')).status).toBe(403);
    // And a tenant is not a vendor, nor the other way round.
    expect((await tenant.get('/api/PortalVendor')).status).toBe(403);
    expect((await vendor.get('/api/PortalLeases')).status).toBe(403);
  });

  it('refuses every management operation to a portal user with 403 (over the operation table)', async () => {
    const tenant = await server.as('alpha.tenant');
    const vendor = await server.as('alpha.vendor');
    const management = OPERATION_LIST.filter((op) => !portalUserMayCall(op.name));
    expect(management.length).toBeGreaterThan(50);
    for (const op of management) {
      const path = fill(op.path, {});
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      for (const who of [tenant, vendor]) {
        const res = await who.call(op.method, path, body);
        expect([op.name, res.status]).toEqual([op.name, 403]);
      }
    }
    // The public operations stay open to them (signing out, the airport's pages).
    expect((await tenant.get('/api/countries')).status).toBe(200);
  });
});

describe('the cross-party matrix', () => {
  let tenantA: Client;
  let tenantB: Client;
  let vendorA: Client;
  /** Per party, the ids of its own records, by the name of the path parameter that takes them. */
  const ids = { tenantA: {}, tenantB: {}, vendorA: {}, vendorB: {} } as Record<
    string,
    Record<string, number>
  >;

  beforeAll(async () => {
    tenantA = await server.as('alpha.tenant');
    tenantB = await server.as('alpha.tenant2');
    vendorA = await server.as('alpha.vendor');
    const admin = await server.as('alpha.admin');
    const byUnit = await leasesByUnit(admin);
    const payment = async (leaseId: number) => {
      const ledger = await admin.get<{ data: LeaseLedger }>(`/api/LeaseLedger/${leaseId}`);
      return ledger.body.data.entries.find((e) => e.kind === 'payment')!.id;
    };
    const request = async (c: Client, leaseID: number) => {
      const made = await c.post<{ data: { id: number; version: number } }>('/api/PortalMaintenanceRequest', {
        leaseID,
        category: 'door',
        title: 'Hangar door sticks half open',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.data;
    };
    for (const [who, unit, c] of [
      ['tenantA', 'H-1', tenantA],
      ['tenantB', 'H-2', tenantB],
    ] as const) {
      const leaseId = byUnit.get(unit)!.id;
      ids[who] = { leaseId, entryId: await payment(leaseId), id: (await request(c, leaseId)).id };
    }
    // Vendor A (the demo's door company) and vendor B (another of Alpha's vendors) each get one work order.
    const vendors = await admin.get<{ data: { items: { id: number; fileAs: string }[] } }>(
      `/api/VendorSearch?managementCompanyID=${await companyOf(admin)}&pageSize=50`,
    );
    const vendorIdOf = (name: string) => vendors.body.data.items.find((v) => v.fileAs === name)!.id;
    const other = vendors.body.data.items.find((v) => v.fileAs !== 'Lone Star Hangar Doors')!;
    for (const [who, vendorID, order] of [
      ['vendorA', vendorIdOf('Lone Star Hangar Doors'), ids.tenantA!.id!],
      ['vendorB', other.id, ids.tenantB!.id!],
    ] as const) {
      const assigned = await admin.post(`/api/WorkOrderAssign/${order}`, {
        vendorID,
        overrideReason: 'Testing the portal',
        version: 1,
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      ids[who] = { id: order };
    }
  });

  it("lists only the tenant's own leases, though both rent on the same property", async () => {
    const a = await tenantA.get<{ data: PortalLease[] }>('/api/PortalLeases');
    const b = await tenantB.get<{ data: PortalLease[] }>('/api/PortalLeases');
    expect(a.body.data.map((l) => l.unitName)).toContain('H-1');
    expect(a.body.data.map((l) => l.unitName)).not.toContain('H-2');
    expect(b.body.data.map((l) => l.unitName)).toContain('H-2');
    expect(b.body.data.map((l) => l.unitName)).not.toContain('H-1');
    expect(a.body.data[0]!.propertyName).toBe(b.body.data[0]!.propertyName);
  });

  it('lists only their own work orders to tenants and vendors', async () => {
    const listed = async (c: Client) =>
      (await c.get<{ data: { id: number }[] }>('/api/PortalWorkOrders')).body.data.map((w) => w.id);
    expect(await listed(tenantA)).toContain(ids.tenantA!.id);
    expect(await listed(tenantA)).not.toContain(ids.tenantB!.id);
    expect(await listed(tenantB)).not.toContain(ids.tenantA!.id);
    expect(await listed(vendorA)).toContain(ids.vendorA!.id);
    expect(await listed(vendorA)).not.toContain(ids.vendorB!.id);
    const all = await vendorA.get<{ data: { vendorName: string }[] }>('/api/PortalWorkOrders');
    expect(new Set(all.body.data.map((w) => w.vendorName))).toEqual(new Set(['Lone Star Hangar Doors']));
  });

  /** A valid body for each portal write that takes an id, so that only the id decides the answer. */
  const BODIES: Record<string, unknown> = {
    PortalWorkOrderAnswer: { accept: true },
    PortalWorkOrderStatus: { status: 'scheduled', scheduledDate: '2030-01-02', version: 2 },
    PortalWorkOrderCost: { labourCents: 100, materialsCents: 0, version: 2 },
  };

  it("answers 404 for another party's ids on every portal operation that takes one, 2xx for one's own", async () => {
    const withIds = OPERATION_LIST.filter(
      (op) => PORTAL_USER_OPERATIONS_ALLOWED.includes(op.name) && op.path.includes('{'),
    );
    expect(withIds.length).toBeGreaterThan(5);
    const query = (name: string) => (name === 'PortalLeaseStatement' ? '?from=2020-01-01&to=2200-01-01' : '');
    // The vendor's operations are tried by vendors, the rest by tenants.
    const pairs = (name: string) =>
      /Answer|Status|Cost/.test(name)
        ? [{ client: vendorA, own: ids.vendorA!, other: ids.vendorB! }]
        : [
            { client: tenantA, own: ids.tenantA!, other: ids.tenantB! },
            // A work order and its photos are both parties': the vendor's are tried too.
            ...(/^PortalWorkOrder(Photos?)?$/.test(name)
              ? [{ client: vendorA, own: ids.vendorA!, other: ids.vendorB! }]
              : []),
          ];
    for (const op of withIds) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const { client, own, other } of pairs(op.name)) {
        // A new portal operation taking an id must name its fixtures here, or this fails.
        for (const name of names)
          expect([op.name, name in other, name in own]).toEqual([op.name, true, true]);
        const body = op.method === 'GET' ? undefined : JSON.stringify(BODIES[op.name] ?? {});
        // Files are read as bytes, like the browser downloads them.
        const status = async (params: Record<string, number>) =>
          (
            await fetch(`${server.base}${fill(op.path, params)}${query(op.name)}`, {
              method: op.method,
              headers: {
                authorization: `Bearer ${client.token}`,
                ...(body && { 'content-type': 'application/json', 'x-xsrf-token': client.xsrf ?? '' }),
                ...(client.cookies.size && {
                  cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
                }),
              },
              body,
            })
          ).status;
        expect([op.name, await status(other)]).toEqual([op.name, 404]);
        if (op.method === 'GET') expect([op.name, await status(own)]).toEqual([op.name, 200]);
      }
    }
    // A maintenance request names its lease in the body: another tenant's lease is 404 too.
    const theirs = await tenantA.post('/api/PortalMaintenanceRequest', {
      leaseID: ids.tenantB!.leaseId,
      category: 'door',
      title: 'Not my hangar',
    });
    expect(theirs.status).toBe(404);
  });

  it("keeps a vendor's renewed certificate to their own vendor: tenants refused, the office's approval not theirs", async () => {
    const query = 'type=general-liability&effectiveDate=2030-01-01&expiryDate=2031-01-01';
    const made = await upload<{ data: { id: number; vendorID: number; version: number } }>(
      vendorA,
      `/api/PortalInsuranceCertificate?${query}`,
      { name: 'renewal.pdf', bytes: PDF },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const me = await vendorA.get<{ data: { vendorID: number } }>('/api/PortalMe');
    expect(made.body.data.vendorID).toBe(me.body.data.vendorID);
    expect(
      (await upload(tenantA, `/api/PortalInsuranceCertificate?${query}`, { name: 'r.pdf', bytes: PDF }))
        .status,
    ).toBe(403);
    for (const who of [vendorA, tenantA, tenantB]) {
      const approve = `/api/InsuranceCertificateApprove/${made.body.data.id}`;
      expect((await who.post(approve, { version: made.body.data.version })).status).toBe(403);
    }
    // Tenants and another company's office never see it.
    expect((await tenantA.get(`/api/InsuranceCertificates/${made.body.data.vendorID}`)).status).toBe(403);
    const bravo = await server.as('bravo.admin');
    expect((await bravo.get(`/api/InsuranceCertificates/${made.body.data.vendorID}`)).status).toBe(404);
  });

  it("answers 403 to a vendor for a tenant's operations, and to another company's admin nothing leaks", async () => {
    expect((await vendorA.get(`/api/PortalLeaseLedger/${ids.tenantA!.leaseId}`)).status).toBe(403);
    expect(
      (await tenantA.post(`/api/PortalWorkOrderAnswer/${ids.tenantA!.id}`, { accept: true })).status,
    ).toBe(403);
    const bravo = await server.as('bravo.admin');
    const users = await bravo.get(`/api/PortalUsers/${await companyOf(await server.as('alpha.admin'))}`);
    expect(users.status).toBe(404);
  });

  it("takes the vendor's answer, schedule, status and cost through the work order's rules", async () => {
    const id = ids.vendorA!.id!;
    const answered = await vendorA.post<{ data: { history: { note: string }[]; version: number } }>(
      `/api/PortalWorkOrderAnswer/${id}`,
      { accept: true, note: 'On our way Monday' },
    );
    expect(answered.body.data.history.at(-1)!.note).toBe('Accepted by the vendor: On our way Monday');
    let version = answered.body.data.version;
    const scheduled = await vendorA.post<{ data: { status: string; version: number } }>(
      `/api/PortalWorkOrderStatus/${id}`,
      { status: 'scheduled', scheduledDate: '2030-01-02', version },
    );
    expect(scheduled.body.data.status).toBe('scheduled');
    version = scheduled.body.data.version;
    const cost = await vendorA.post<{ data: { totalCents: number; version: number } }>(
      `/api/PortalWorkOrderCost/${id}`,
      { labourCents: 25_000, materialsCents: 4_000, version },
    );
    expect(cost.body.data.totalCents).toBe(29_000);
    // A vendor cannot cancel the office's work order, nor send hostile input.
    const cancel = await vendorA.post(`/api/PortalWorkOrderStatus/${id}`, {
      status: 'cancelled',
      version: cost.body.data.version,
    });
    expect(cancel.status).toBe(400);
    const huge = await vendorA.post(`/api/PortalWorkOrderCost/${id}`, {
      labourCents: 2 ** 40,
      materialsCents: 0,
      version: cost.body.data.version,
    });
    expect(huge.status).toBe(400);
    // The tenant who asked follows the status history.
    const seen = await tenantA.get<{ data: { status: string; history: { status: string }[] } }>(
      `/api/PortalWorkOrder/${id}`,
    );
    expect(seen.body.data.history.map((h) => h.status)).toEqual(['new', 'assigned', 'assigned', 'scheduled']);
  });
});

describe('invitations', () => {
  it('works once, by the office with Portal users Edit only, for a current tenant with an e-mail address', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await server.as('alpha.viewer');
    const t = await newTenant(admin, 'Once', '2020-01-01', '2199-12-31');
    expect((await viewer.post('/api/PortalInvite', { kind: 'tenant', contactID: t.contactID })).status).toBe(
      403,
    );
    const bravo = await server.as('bravo.admin');
    expect((await bravo.post('/api/PortalInvite', { kind: 'tenant', contactID: t.contactID })).status).toBe(
      404,
    );
    for (const hostile of [
      { kind: 'admin', contactID: t.contactID },
      { kind: 'tenant', contactID: '1 or 1=1' },
      { kind: 'tenant', contactID: t.contactID, userId: 1 },
      { kind: 'tenant', contactID: 2 ** 40 },
    ])
      expect((await admin.post('/api/PortalInvite', hostile)).status).toBe(400);
    // A vendor invitation needs a vendor.
    const notVendor = await admin.post('/api/PortalInvite', { kind: 'vendor', contactID: t.contactID });
    expect(notVendor.status).toBe(400);
    expect(notVendor.body.error).toMatch(/is not a vendor/);

    const { client, key, link } = await invited(admin, t.contactID, t.email, 'pat.once');
    expect(
      (await client.get<{ data: PortalLease[] }>('/api/PortalLeases')).body.data.map((l) => l.id),
    ).toEqual([t.leaseID]);
    // The key worked once: neither its check nor a second accept passes.
    const anon = server.client();
    expect((await anon.get(`/api/PortalInviteAccept/${key}`)).status).toBe(400);
    const again = await anon.post(`/api/PortalInviteAccept/${key}`, {
      userName: 'pat.twice',
      password: PASSWORD,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid, already used or expired/);
    const listed = await admin.get<{ data: PortalUser[] }>(
      `/api/PortalUsers/${await companyOf(admin)}?contactID=${t.contactID}`,
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: link.id, state: 'active', userName: 'pat.once' }),
    ]);
    // Inviting an active portal user again is refused; the old link stays as it is.
    expect((await admin.post('/api/PortalInvite', { kind: 'tenant', contactID: t.contactID })).status).toBe(
      409,
    );
  });

  it('keeps the key when the password is refused, and refuses a taken user name', async () => {
    const admin = await server.as('alpha.admin');
    const t = await newTenant(admin, 'Weak', '2020-01-01', '2199-12-31');
    await admin.post('/api/PortalInvite', { kind: 'tenant', contactID: t.contactID });
    const key = await keyFromMail(smtp.received, t.email, 'portal/accept');
    const anon = server.client();
    const weak = await anon.post(`/api/PortalInviteAccept/${key}`, {
      userName: 'pat.weak',
      password: 'password1234',
    });
    expect(weak.status).toBe(400);
    const taken = await anon.post(`/api/PortalInviteAccept/${key}`, {
      userName: 'alpha.admin',
      password: PASSWORD,
    });
    expect(taken.body.error).toMatch(/taken/);
    const check = await anon.get<{ data: { kind: string; fileAs: string } }>(
      `/api/PortalInviteAccept/${key}`,
    );
    expect(check.body.data).toMatchObject({ kind: 'tenant', fileAs: 'Weak, Pat' });
    expect(
      (await anon.post(`/api/PortalInviteAccept/${key}`, { userName: 'pat.weak', password: PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('revocation', () => {
  it("by the office ends the portal user's sessions and refuses their sign-in", async () => {
    const admin = await server.as('alpha.admin');
    const t = await newTenant(admin, 'Revoked', '2020-01-01', '2199-12-31');
    const { client, link } = await invited(admin, t.contactID, t.email, 'pat.revoked');
    expect((await client.get('/api/PortalLeases')).status).toBe(200);
    const viewer = await server.as('alpha.viewer');
    expect((await viewer.post(`/api/PortalUserRevoke/${link.id}`)).status).toBe(403);
    const revoked = await admin.post<{ data: PortalUser }>(`/api/PortalUserRevoke/${link.id}`);
    expect(revoked.body.data.state).toBe('revoked');
    const after = await client.get('/api/PortalLeases');
    expect([after.status, after.body.tokenError]).toEqual([401, 'InvalidToken']);
    const again = await server
      .client()
      .post('/api/authenticate', { userName: 'pat.revoked', password: PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body.error).toMatch(/access to the portal has ended/);
  });

  it("when the tenant's lease ends, ends their sessions", async () => {
    const admin = await server.as('alpha.admin');
    const t = await newTenant(admin, 'Ended', '2020-01-01', '2199-12-31');
    const { client } = await invited(admin, t.contactID, t.email, 'pat.ended');
    expect((await client.get('/api/PortalLeases')).status).toBe(200);
    const lease = await admin.get<{ data: Record<string, unknown> & { version: number } }>(
      `/api/RentalUnitLease/${t.leaseID}`,
    );
    const ended = await admin.put(`/api/RentalUnitLease/${t.leaseID}`, {
      unitID: t.unitID,
      type: 'fixed',
      startDate: '2020-01-01',
      endDate: '2021-01-01',
      rentCents: 50_000,
      dueDay: 1,
      parties: [{ contactID: t.contactID, role: 'tenant' }],
      version: lease.body.data.version,
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await client.get('/api/PortalLeases')).body.tokenError).toBe('InvalidToken');
    expect(
      (await server.client().post('/api/authenticate', { userName: 'pat.ended', password: PASSWORD })).status,
    ).toBe(401);
  });

  it('leaves the demo users signed in with the demo password', async () => {
    const c = server.client();
    await expect(c.login('alpha.tenant2', DEMO_PASSWORD)).resolves.toMatchObject({ portalKind: 'tenant' });
  });
});
