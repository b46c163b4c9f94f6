// Photos of work orders from the portals: a tenant adds them to their maintenance request, the vendor it is
// assigned to adds theirs, both and the office see them; another tenant or vendor can neither add to nor read
// them (404), a management user is refused the portal routes (403), and the upload's checks hold (type, size).
import type { Attachment, PortalLease } from '@hangar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, makeImage, PDF, upload } from '../attachments/support';
import type { Client } from '../support/server';
import { useTestServer } from '../support/server';

const server = useTestServer({ UPLOAD_MAX_BYTES: String(64 * 1024) });

let tenantA: Client;
let tenantB: Client;
let vendorA: Client;
let admin: Client;
/** Tenant A's request (assigned to vendor A) and tenant B's (assigned to another vendor). */
let orderA: number;
let orderB: number;

async function requestOf(tenant: Client): Promise<number> {
  const leases = await tenant.get<{ data: PortalLease[] }>('/api/PortalLeases');
  const made = await tenant.post<{ data: { id: number } }>('/api/PortalMaintenanceRequest', {
    leaseID: leases.body.data[0]!.id,
    category: 'door',
    title: 'Hangar door sticks half open',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id;
}

async function assign(order: number, vendorID: number) {
  const res = await admin.post(`/api/WorkOrderAssign/${order}`, {
    vendorID,
    overrideReason: 'Testing the portal',
    version: 1,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const photo = async (name = 'door.png') => ({ name, bytes: await makeImage('png', 120, 90) });
const photosOf = async (c: Client, order: number) =>
  c.get<{ data: { items: Attachment[] } }>(`/api/PortalWorkOrderPhotos/${order}`);

beforeAll(async () => {
  tenantA = await server.as('alpha.tenant');
  tenantB = await server.as('alpha.tenant2');
  vendorA = await server.as('alpha.vendor');
  admin = await server.as('alpha.admin');
  orderA = await requestOf(tenantA);
  orderB = await requestOf(tenantB);
  const me = await vendorA.get<{ data: { vendorID: number } }>('/api/PortalMe');
  const company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
  const vendors = await admin.get<{ data: { items: { id: number }[] } }>(
    `/api/VendorSearch?managementCompanyID=${company}&pageSize=50`,
  );
  await assign(orderA, me.body.data.vendorID);
  await assign(orderB, vendors.body.data.items.find((v) => v.id !== me.body.data.vendorID)!.id);
});

describe('photos of a work order from the portals', () => {
  it('takes a tenant’s and the vendor’s photos, which both and the office see', async () => {
    const mine = await upload<{ data: Attachment }>(
      tenantA,
      `/api/PortalWorkOrderPhoto/${orderA}`,
      await photo(),
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toMatchObject({ ownerKind: 'work-order', ownerID: orderA, kind: 'image' });
    const theirs = await upload<{ data: Attachment }>(
      vendorA,
      `/api/PortalWorkOrderPhoto/${orderA}`,
      await photo('fixed.png'),
    );
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);

    for (const who of [tenantA, vendorA]) {
      const listed = await photosOf(who, orderA);
      expect(listed.status).toBe(200);
      expect(listed.body.data.items.map((p) => p.fileName)).toEqual(['door.png', 'fixed.png']);
      // The files themselves, through the attachments' file routes.
      const thumb = await fetchFile(server.base, mine.body.data.thumbnailUrl!, who);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(thumb.headers.get('cache-control')).toMatch(/^private/);
      expect((await fetchFile(server.base, mine.body.data.url, who)).status).toBe(200);
      expect((await who.get(`/api/ImageID/${mine.body.data.id}`)).status).toBe(200);
    }
    // The office's work order page lists the work order's images: the portal's are among them.
    const office = await admin.get<{ data: { items: Attachment[] } }>(
      `/api/Attachments/work-order/${orderA}?kind=image`,
    );
    expect(office.body.data.items.map((p) => p.fileName)).toEqual(['door.png', 'fixed.png']);
    // The history says who added each photo, at the status the work order had.
    const order = await admin.get<{ data: { history: { status: string; byName: string; note: string }[] } }>(
      `/api/WorkOrder/${orderA}`,
    );
    const added = order.body.data.history.filter((e) => e.note.startsWith('Photo added'));
    expect(added.map((e) => [e.status, e.note])).toEqual([
      ['assigned', 'Photo added: door.png'],
      ['assigned', 'Photo added: fixed.png'],
    ]);
    expect(added[0]!.byName).not.toBe(added[1]!.byName);
    // Without a session the file is not there at all.
    expect((await fetchFile(server.base, mine.body.data.url)).status).toBe(404);
  });

  it('answers 404 to another tenant or vendor: no upload, no list, no file', async () => {
    const made = await upload<{ data: Attachment }>(
      tenantA,
      `/api/PortalWorkOrderPhoto/${orderA}`,
      await photo(),
    );
    const a = made.body.data;
    const ofB = await upload<{ data: Attachment }>(
      tenantB,
      `/api/PortalWorkOrderPhoto/${orderB}`,
      await photo(),
    );
    expect(ofB.status).toBe(200);
    const b = ofB.body.data;
    const files = (p: Attachment) => [
      p.url,
      p.thumbnailUrl!,
      `/api/document/${p.id}`,
      `/api/ImageID/${p.id}`,
    ];
    for (const [who, other, otherPhoto] of [
      [tenantB, orderA, a],
      [tenantA, orderB, b],
      [vendorA, orderB, b],
    ] as const) {
      expect((await upload(who, `/api/PortalWorkOrderPhoto/${other}`, await photo())).status).toBe(404);
      expect((await photosOf(who, other)).status).toBe(404);
      for (const url of files(otherPhoto))
        expect([url, (await fetchFile(server.base, url, who)).status]).toEqual([url, 404]);
    }
    // An id that is no work order at all answers the same.
    expect((await upload(tenantA, '/api/PortalWorkOrderPhoto/999999', await photo())).status).toBe(404);
    // Tenant B's photo stayed where it was: one photo on B's order.
    expect((await photosOf(tenantB, orderB)).body.data.items).toHaveLength(1);
  });

  it('refuses a management user on the portal routes (403), though the office sees the photos its own way', async () => {
    expect((await upload(admin, `/api/PortalWorkOrderPhoto/${orderA}`, await photo())).status).toBe(403);
    expect((await photosOf(admin, orderA)).status).toBe(403);
    const anonymous = server.client();
    expect((await photosOf(anonymous, orderA)).status).toBe(401);
  });

  it('keeps a portal user to work order photos: a vendor’s certificate document is not theirs to read here', async () => {
    const cert = await upload<{ data: { documentID: number } }>(
      vendorA,
      '/api/PortalInsuranceCertificate?type=general-liability&effectiveDate=2030-01-01&expiryDate=2031-01-01',
      { name: 'renewal.pdf', bytes: PDF },
    );
    expect(cert.status).toBe(200);
    expect((await fetchFile(server.base, `/api/document/${cert.body.data.documentID}`, vendorA)).status).toBe(
      404,
    );
  });

  it('refuses what is not an image (415) and what is too large (413), naming the file, storing nothing', async () => {
    const before = (await photosOf(tenantA, orderA)).body.data.items.length;
    const pdf = await upload(tenantA, `/api/PortalWorkOrderPhoto/${orderA}`, {
      name: 'door.pdf',
      bytes: PDF,
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body).toMatchObject({
      fileName: 'door.pdf',
      error: 'door.pdf is not an image (it reads as a PDF document)',
    });
    const text = await upload(tenantA, `/api/PortalWorkOrderPhoto/${orderA}`, {
      name: 'door.png',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    expect(text.status).toBe(415);
    const big = await makeImage('png', 400, 400);
    expect(big.length).toBeGreaterThan(64 * 1024);
    const huge = await upload(vendorA, `/api/PortalWorkOrderPhoto/${orderA}`, {
      name: 'huge.png',
      bytes: big,
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ fileName: 'huge.png' });
    expect((await photosOf(tenantA, orderA)).body.data.items).toHaveLength(before);
  });
});
