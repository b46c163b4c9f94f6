// Registration closed by default, and the public listings open to a company only once a system administrator
// approves it for publishing (`/api/PublishingApprovals`): who may, what it changes, and the audit trail.
import { Access, NEW_REGISTRATION_KEY, SystemFeature, type Listings } from '@hangar/contracts';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditEvents, systemValues, users } from '../../src/db/schema';
import { migrationsFolder } from '../../src/db/database';
import { LISTINGS_TTL_SECONDS } from '../../src/modules/listings/listing-routes';
import { grantSystemFeature, loginAs, useTestServer, type Client } from '../support/server';

const server = useTestServer({ RATE_LIMIT_SCALE: '20' });

type Company = {
  id: number;
  name: string;
  publishesListings: boolean;
  listedUnits: number;
  approvedUtc: string | null;
  approvedBy: string | null;
};
type Approvals = { waiting: Company[]; approved: Company[] };

const listed = async () => {
  const res = await server.client().get<{ data: Listings }>('/api/listings');
  return res.body.data.items.map((i) => i.unitNumber);
};
const approvals = async (admin: Client) =>
  (await admin.get<{ data: Approvals }>('/api/PublishingApprovals')).body.data;
const names = (list: Company[]) => list.map((c) => c.name);

/** Bravo's administrator asks for Bravo's units (A-2 is listed and vacant) to be published. */
async function bravoAsksToPublish(publishes = true): Promise<number> {
  const bravo = await server.as('bravo.admin');
  const [company] = (
    await bravo.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo')
  ).body.data;
  const put = await bravo.put(`/api/MgmtCo/${company!.id}`, {
    name: company!.name,
    publishesListings: publishes,
    version: company!.version,
  });
  expect(put.status).toBe(200);
  return company!.id;
}

describe('registration', () => {
  it('is closed on a new database until a system administrator opens it', async () => {
    const c = server.client();
    const [stored] = await server.database.db
      .select()
      .from(systemValues)
      .where(eq(systemValues.key, NEW_REGISTRATION_KEY));
    expect(stored).toBeUndefined();
    expect((await c.get('/api/IsNewRegistrationAvailable')).body.data).toBe(false);
    const form = {
      userName: 'fake.airport',
      email: 'fake@fake.example',
      password: 'Taxiway-Bravo-Hold-Short',
      firstName: 'Fake',
      lastName: 'Airport',
      companyName: 'Hicks Airfield Hangars',
    };
    const refused = await c.post('/api/register', form);
    expect([refused.status, refused.body.error]).toEqual([403, 'Registration is not available']);

    const admin = await server.as('sysadmin');
    expect(
      (await admin.post('/api/systemvalues', { key: NEW_REGISTRATION_KEY, value: 'true', description: '' }))
        .status,
    ).toBe(200);
    expect((await c.get('/api/IsNewRegistrationAvailable')).body.data).toBe(true);
    expect((await c.post('/api/register', form)).status).toBe(200);
  });
});

describe('migration 0010_publishing_approval', () => {
  it('closes the registration an older seed opened by itself, and keeps a value anyone chose', async () => {
    // The migration's own data statement, run over the rows it may meet.
    const text = readFileSync(join(migrationsFolder(), '0010_publishing_approval.sql'), 'utf8');
    const statement = text
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .find((part) => part.startsWith('DELETE FROM "system_values"'))!;
    const db = server.database.db;
    const seeded = 'Whether visitors may register a new management company ("true" or "false").';
    const rows: [string, string, number, boolean][] = [
      ['true', seeded, 1, false],
      ['true', seeded, 2, true],
      ['false', seeded, 1, true],
      ['true', 'Open for the spring season', 1, true],
    ];
    await db.delete(systemValues).where(eq(systemValues.key, NEW_REGISTRATION_KEY));
    for (const [value, description, version, kept] of rows) {
      await db.insert(systemValues).values({ key: NEW_REGISTRATION_KEY, value, description, version });
      await db.execute(sql.raw(statement));
      const left = await db.select().from(systemValues).where(eq(systemValues.key, NEW_REGISTRATION_KEY));
      expect([value, description, version, left.length === 1]).toEqual([value, description, version, kept]);
      await db.delete(systemValues).where(eq(systemValues.key, NEW_REGISTRATION_KEY));
    }
    expect(await db.select().from(systemValues).where(eq(systemValues.key, 'SiteName'))).toHaveLength(1);
  });
});

describe('publishing approval', () => {
  it('the seed approves Alpha, which publishes; Bravo neither publishes nor is approved', async () => {
    const admin = await server.as('sysadmin');
    const { waiting, approved } = await approvals(admin);
    expect(names(waiting)).not.toContain('Bravo Aviation Properties');
    expect(approved.find((c) => c.name === 'Alpha Hangar Management')).toMatchObject({
      publishesListings: true,
      approvedBy: 'sysadmin',
      listedUnits: 9,
    });
    expect(names(approved)).not.toContain('Bravo Aviation Properties');
  });

  it('a company asking to publish waits; approval lists it at once, revocation takes it off; both audited', async () => {
    const admin = await server.as('sysadmin');
    const bravoId = await bravoAsksToPublish();
    expect(await listed()).not.toContain('A-2');
    const waiting = (await approvals(admin)).waiting.find((c) => c.id === bravoId);
    expect(waiting).toMatchObject({
      name: 'Bravo Aviation Properties',
      publishesListings: true,
      listedUnits: 1,
      approvedUtc: null,
      approvedBy: null,
    });

    const approve = await admin.post<{ data: Company }>(`/api/PublishingApprovals/${bravoId}/approve`);
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ id: bravoId, approvedBy: 'sysadmin' });
    expect(Date.parse(approve.body.data.approvedUtc!)).toBeGreaterThan(0);
    // The write dropped the cached listings: no wait.
    expect(await listed()).toContain('A-2');
    const after = await approvals(admin);
    expect(names(after.waiting)).not.toContain('Bravo Aviation Properties');
    expect(names(after.approved)).toContain('Bravo Aviation Properties');
    // Approving again changes nothing and audits nothing more.
    expect((await admin.post(`/api/PublishingApprovals/${bravoId}/approve`)).status).toBe(200);

    const revoke = await admin.post<{ data: Company }>(`/api/PublishingApprovals/${bravoId}/revoke`);
    expect(revoke.status).toBe(200);
    expect(revoke.body.data).toMatchObject({ approvedUtc: null, approvedBy: null });
    expect(await listed()).not.toContain('A-2');
    expect(names((await approvals(admin)).waiting)).toContain('Bravo Aviation Properties');

    const events = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.managementCompanyId, bravoId));
    const kinds = events.map((e) => e.kind).filter((k) => k.startsWith('company.publishing'));
    expect(kinds).toEqual(['company.publishing_approved', 'company.publishing_revoked']);
    const [sysadmin] = await server.database.db.select().from(users).where(eq(users.userName, 'sysadmin'));
    for (const e of events.filter((x) => x.kind.startsWith('company.publishing'))) {
      expect(e).toMatchObject({
        entity: 'company',
        entityId: bravoId,
        label: 'Bravo Aviation Properties',
        actorUserId: sysadmin!.id,
      });
    }
    await bravoAsksToPublish(false);
  });

  it('an approved company that stops publishing stays approved, and leaves the listings', async () => {
    const admin = await server.as('sysadmin');
    const bravoId = await bravoAsksToPublish();
    await admin.post(`/api/PublishingApprovals/${bravoId}/approve`);
    await bravoAsksToPublish(false);
    server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
    expect(await listed()).not.toContain('A-2');
    expect((await approvals(admin)).approved.find((c) => c.id === bravoId)).toMatchObject({
      publishesListings: false,
    });
    await bravoAsksToPublish(true);
    expect(await listed()).toContain('A-2');
    await admin.post(`/api/PublishingApprovals/${bravoId}/revoke`);
    await bravoAsksToPublish(false);
  });

  it('a company cannot approve itself through its profile', async () => {
    const bravo = await server.as('bravo.admin');
    const [company] = (
      await bravo.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo')
    ).body.data;
    for (const extra of [{ publishingApprovedUtc: new Date().toISOString() }, { publishingApproved: true }]) {
      const put = await bravo.put(`/api/MgmtCo/${company!.id}`, {
        name: company!.name,
        publishesListings: true,
        version: company!.version,
        ...extra,
      });
      expect(put.status).toBe(400);
    }
  });

  it('is for system administrators only, never a company administrator, a system feature or an impersonation', async () => {
    const admin = await server.as('sysadmin');
    const bravoId = await bravoAsksToPublish();
    const companyAdmin = await server.as('alpha.admin');
    const holder = await grantSystemFeature(
      server,
      admin,
      'alpha.viewer',
      SystemFeature.ManagementCompanies,
      Access.View | Access.Edit,
    );
    const started = await loginAs(admin, 'bravo.admin');
    const acting = server.client();
    acting.token = started.body.data.token;
    for (const [who, c] of [
      ['company administrator', companyAdmin],
      ['holder of Management companies', holder],
      ['impersonation', acting],
    ] as const) {
      expect([who, (await c.get('/api/PublishingApprovals')).status]).toEqual([who, 403]);
      expect([who, (await c.post(`/api/PublishingApprovals/${bravoId}/approve`)).status]).toEqual([who, 403]);
      expect([who, (await c.post(`/api/PublishingApprovals/${bravoId}/revoke`)).status]).toEqual([who, 403]);
    }
    const anonymous = server.client();
    expect((await anonymous.get('/api/PublishingApprovals')).status).toBe(401);
    expect((await anonymous.post(`/api/PublishingApprovals/${bravoId}/approve`)).status).toBe(401);
    expect(names((await approvals(admin)).approved)).not.toContain('Bravo Aviation Properties');
    await bravoAsksToPublish(false);
  });

  it('answers 404 for a company that does not exist, 400 for a malformed id, 409 when none asked', async () => {
    const admin = await server.as('sysadmin');
    expect((await admin.post('/api/PublishingApprovals/999999/approve')).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5'])
      expect([id, (await admin.post(`/api/PublishingApprovals/${id}/approve`)).status]).toEqual([id, 400]);
    const bravoId = await bravoAsksToPublish(false);
    const notAsking = await admin.post(`/api/PublishingApprovals/${bravoId}/approve`);
    expect(notAsking.status).toBe(409);
    expect(notAsking.body.error).toBe('This company does not ask to publish listings');
    expect((await admin.post('/api/PublishingApprovals/1/approve', { approved: true })).status).toBe(400);
  });
});
