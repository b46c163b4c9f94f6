// Renewed insurance certificates from the vendor portal: a vendor user uploads one (a PDF or an image with its
// type and dates) for their own vendor only; the office with the Vendors feature's Edit approves it (it becomes
// the vendor's certificate of its type: the list shows the insurance valid) or rejects it; everyone else is
// refused, another company's office without learning it exists.
import type { InsuranceCertificateUpload, PortalUser, PortalVendor, Vendor } from '@hangar/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditEvents, emailOutbox } from '../../src/db/schema';
import { makeImage, PDF, upload } from '../attachments/support';
import { keyFromMail, useSmtpServer, useTestServer, type Client } from '../support/server';

const smtp = useSmtpServer();
const MAX = 64 * 1024;
const server = useTestServer(() => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: 'http://hangar.test',
  UPLOAD_MAX_BYTES: String(MAX),
}));

type VendorItem = { id: number; fileAs: string; contactID: number; insuranceState: string };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('insurance certificates uploaded in the vendor portal', () => {
  let admin: Client;
  let vendorA: Client;
  let vendorB: Client;
  let company: number;
  let doors: VendorItem;
  let today: string;

  const uploadAs = (
    c: Client,
    query: string,
    file: { name: string; bytes: Buffer } = { name: 'renewal.pdf', bytes: PDF },
  ) =>
    upload<{ data: InsuranceCertificateUpload; error?: string }>(
      c,
      `/api/PortalInsuranceCertificate?${query}`,
      file,
    );
  const vendors = async (filter = '') =>
    (
      await admin.get<{ data: { items: VendorItem[] } }>(
        `/api/VendorSearch?managementCompanyID=${company}&pageSize=50${filter}`,
      )
    ).body.data.items;

  beforeAll(async () => {
    admin = await server.as('alpha.admin');
    vendorA = await server.as('alpha.vendor');
    company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
      .managementCompanyID;
    today = server.now().toISOString().slice(0, 10);
    const all = await vendors();
    doors = all.find((v) => v.fileAs === 'Lone Star Hangar Doors')!;
    // Vendor B: another of Alpha's vendors, whose contact the office invites to the portal.
    const other = all.find((v) => v.fileAs !== doors.fileAs)!;
    const invite = await admin.post<{ data: PortalUser }>('/api/PortalInvite', {
      kind: 'vendor',
      contactID: other.contactID,
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const key = await keyFromMail(smtp.received, invite.body.data.email, 'portal/accept');
    const password = 'Taxiway-Bravo-Hold-Short-7';
    const accepted = await server
      .client()
      .post(`/api/PortalInviteAccept/${key}`, { userName: 'other.vendor', password });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    vendorB = server.client();
    await vendorB.login('other.vendor', password);
  });

  it('refuses hostile input before storing anything: dates reversed, wrong type, oversized', async () => {
    const before = (await server.database.db.select({ id: attachments.id }).from(attachments)).length;
    const reversed = await uploadAs(
      vendorA,
      'type=general-liability&effectiveDate=2031-01-01&expiryDate=2030-01-01',
    );
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toMatch(/expiry date comes after the effective date/);
    const unknownType = await uploadAs(
      vendorA,
      'type=pet-insurance&effectiveDate=2030-01-01&expiryDate=2031-01-01',
    );
    expect(unknownType.status).toBe(400);
    const good = 'type=general-liability&effectiveDate=2030-01-01&expiryDate=2031-01-01';
    const text = await uploadAs(vendorA, good, {
      name: 'renewal.pdf',
      bytes: Buffer.from('just text, no PDF'),
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/is not a PDF document or an image/);
    const big = await uploadAs(vendorA, good, {
      name: 'huge.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(MAX + 1, 32)]),
    });
    expect(big.status).toBe(413);
    const after = (await server.database.db.select({ id: attachments.id }).from(attachments)).length;
    expect(after).toBe(before);
  });

  it('refuses a tenant user and an office user the portal upload', async () => {
    const query = 'type=general-liability&effectiveDate=2030-01-01&expiryDate=2031-01-01';
    expect((await uploadAs(await server.as('alpha.tenant'), query)).status).toBe(403);
    expect((await uploadAs(admin, query)).status).toBe(403);
  });

  it('takes a renewal for the vendor’s own vendor; the office approves it and the vendor list shows it valid', async () => {
    // The demo's door company: general liability expiring within 30 days, so the vendor is "expiring".
    expect(doors.insuranceState).toBe('expiring');
    const effective = plusDays(today, -1);
    const expiry = plusDays(today, 365);
    const made = await uploadAs(
      vendorA,
      `type=general-liability&effectiveDate=${effective}&expiryDate=${expiry}&policyNumber=GL-5500001`,
      { name: 'gl-renewal.png', bytes: await makeImage('png', 60, 40) },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const pending = made.body.data;
    expect(pending).toMatchObject({ vendorID: doors.id, status: 'pending', fileName: 'gl-renewal.png' });

    // Still pending: the vendor's insurance is unchanged, and the vendor sees the upload waiting.
    const mine = await vendorA.get<{ data: PortalVendor }>('/api/PortalVendor');
    expect(mine.body.data.certificates.map((c) => [c.id, c.status])).toContainEqual([pending.id, 'pending']);
    expect(mine.body.data.insurance.find((c) => c.type === 'general-liability')!.expiryDate).not.toBe(expiry);
    // Vendor B sees none of it and cannot approve it; nor can a tenant.
    const theirs = await vendorB.get<{ data: PortalVendor }>('/api/PortalVendor');
    expect(theirs.body.data.certificates.map((c) => c.id)).not.toContain(pending.id);
    const body = { version: pending.version };
    expect((await vendorB.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(403);
    expect((await vendorA.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(403);
    const tenant = await server.as('alpha.tenant');
    expect((await tenant.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(403);
    expect((await vendorB.get(`/api/InsuranceCertificates/${doors.id}`)).status).toBe(403);
    // The office's read-only user sees it waiting but may not approve it; another company's never learns of it.
    const viewer = await server.as('alpha.viewer');
    const waiting = await viewer.get<{ data: InsuranceCertificateUpload[] }>(
      `/api/InsuranceCertificates/${doors.id}`,
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.map((c) => c.id)).toEqual([pending.id]);
    expect((await viewer.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(403);
    expect((await viewer.post(`/api/InsuranceCertificateReject/${pending.id}`, body)).status).toBe(403);
    const bravo = await server.as('bravo.admin');
    expect((await bravo.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(404);
    expect((await bravo.post(`/api/InsuranceCertificateReject/${pending.id}`, body)).status).toBe(404);
    expect((await bravo.get(`/api/InsuranceCertificates/${doors.id}`)).status).toBe(404);
    expect(
      (await admin.post(`/api/InsuranceCertificateApprove/${pending.id}`, { version: 1, extra: 1 })).status,
    ).toBe(400);

    // The office approves: the certificate of its type is replaced, its file the vendor's document.
    const approved = await admin.post<{ data: InsuranceCertificateUpload }>(
      `/api/InsuranceCertificateApprove/${pending.id}`,
      body,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const vendor = (await admin.get<{ data: Vendor }>(`/api/MgmtCoVendor/${doors.id}`)).body.data;
    const gl = vendor.insurance.filter((c) => c.type === 'general-liability');
    expect(gl).toEqual([
      expect.objectContaining({
        effectiveDate: effective,
        expiryDate: expiry,
        documentID: pending.documentID,
        policyNumber: 'GL-5500001',
        insurer: 'Texas Mutual Insurance',
        state: 'valid',
      }),
    ]);
    expect(vendor.insuranceState).toBe('valid');
    expect((await vendors('&insurance=valid')).map((v) => v.fileAs)).toContain('Lone Star Hangar Doors');
    // Once only; and the change is audited with the vendor.
    expect((await admin.post(`/api/InsuranceCertificateApprove/${pending.id}`, body)).status).toBe(409);
    const events = await server.database.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'vendor'), eq(auditEvents.entityId, doors.id)));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['insuranceCertificate.created', 'vendor.updated']),
    );
    // The vendor user hears of it, with the link to the portal's insurance.
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'alpha.vendor@alpha.example'));
    expect(mails.map((m) => m.subject)).toContain('Your insurance certificate was approved');
    expect(mails.find((m) => m.subject.includes('approved'))!.text).toContain(
      'http://hangar.test/portal/vendor#insurance',
    );
  });

  it('rejects with a reason, leaving the vendor as it was', async () => {
    const before = (await admin.get<{ data: Vendor }>(`/api/MgmtCoVendor/${doors.id}`)).body.data;
    const made = await uploadAs(vendorA, 'type=auto&effectiveDate=2030-01-01&expiryDate=2031-01-01');
    expect(made.status).toBe(200);
    const rejected = await admin.post<{ data: InsuranceCertificateUpload }>(
      `/api/InsuranceCertificateReject/${made.body.data.id}`,
      { version: made.body.data.version, reason: 'The policy number is unreadable' },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'The policy number is unreadable',
    });
    const after = (await admin.get<{ data: Vendor }>(`/api/MgmtCoVendor/${doors.id}`)).body.data;
    expect(after.insurance).toEqual(before.insurance);
    const mine = await vendorA.get<{ data: PortalVendor }>('/api/PortalVendor');
    expect(mine.body.data.certificates.find((c) => c.id === made.body.data.id)).toMatchObject({
      status: 'rejected',
      reason: 'The policy number is unreadable',
    });
    expect(
      (await admin.get<{ data: unknown[] }>(`/api/InsuranceCertificates/${doors.id}`)).body.data,
    ).toEqual([]);
    // Its file stays among the vendor's documents, named as rejected, and the office can still read it.
    const documents = await admin.get<{ data: { items: { id: number; caption: string; url: string }[] } }>(
      `/api/Attachments/vendor/${doors.id}?kind=document`,
    );
    const file = documents.body.data.items.find((d) => d.id === made.body.data.documentID);
    expect(file?.caption).toBe('Auto certificate, 2030-01-01 to 2031-01-01 (rejected by the office)');
    expect((await admin.get(`/api/DocumentID/${made.body.data.documentID}`)).status).toBe(200);
  });
});
