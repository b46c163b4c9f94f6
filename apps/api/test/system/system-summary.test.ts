// The system overview's counts (GET /api/SystemSummary) and which groups grant each feature
// (GET /api/SecurityFeatureGrants/{level}): what they count, and who may read them.
import { Access, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { emailOutbox, errorLog } from '../../src/db/schema';
import { useTestServer } from '../support/server';

const server = useTestServer();

type Summary = {
  companies: number;
  activeUsers: number;
  disabledUsers: number;
  activeSessions: number;
  errorsLast24h: number;
  outboxStored: number;
  outboxFailed: number;
};

describe('GET /api/SystemSummary', () => {
  it('counts companies, users, live sessions, the day’s errors and the outbox', async () => {
    const admin = await server.as('sysadmin');
    const db = server.database.db;
    const before = (await admin.get<{ data: Summary }>('/api/SystemSummary')).body.data;
    // The demo: two companies, eight users (sysadmin, two per company, and Alpha's three portal users), all
    // enabled.
    expect(before).toMatchObject({ companies: 2, activeUsers: 8, disabledUsers: 0 });
    expect(before.activeSessions).toBeGreaterThanOrEqual(1);

    const old = new Date(server.now().getTime() - 2 * 86_400_000);
    await db.insert(errorLog).values([
      { source: 'server', message: 'two days old', createdAt: old },
      { source: 'server', message: 'fresh' },
    ]);
    await db.insert(emailOutbox).values([
      { to: 'a@example.com', subject: 'waiting', text: '', status: 'stored' },
      { to: 'b@example.com', subject: 'failed', text: '', status: 'failed' },
      { to: 'c@example.com', subject: 'sent', text: '', status: 'sent' },
    ]);

    // Another sign-in is one more live session; disabling its user ends it and moves them to disabled.
    await server.as('bravo.viewer');
    const users = (await admin.get<{ data: { id: number; userName: string }[] }>('/api/SystemUser')).body
      .data;
    const viewer = users.find((u) => u.userName === 'bravo.viewer')!;
    const withViewer = (await admin.get<{ data: Summary }>('/api/SystemSummary')).body.data;
    expect(withViewer.activeSessions).toBe(before.activeSessions + 1);
    expect(withViewer).toMatchObject({
      errorsLast24h: before.errorsLast24h + 1,
      outboxStored: before.outboxStored + 1,
      outboxFailed: before.outboxFailed + 1,
    });

    const full = (
      await admin.get<{ data: { version: number } & Record<string, unknown> }>(`/api/SystemUser/${viewer.id}`)
    ).body.data;
    const res = await admin.put(`/api/SystemUser/${viewer.id}`, {
      email: full.email,
      firstName: full.firstName,
      lastName: full.lastName,
      managementCompanyID: full.managementCompanyID,
      isDisabled: true,
      version: full.version,
    });
    expect(res.status).toBe(200);
    const after = (await admin.get<{ data: Summary }>('/api/SystemSummary')).body.data;
    expect(after).toMatchObject({
      activeUsers: 7,
      disabledUsers: 1,
      activeSessions: before.activeSessions,
    });

    // Expired sessions do not count.
    server.advance(400 * 86_400_000);
    const fresh = await server.as('sysadmin');
    expect((await fresh.get<{ data: Summary }>('/api/SystemSummary')).body.data.activeSessions).toBe(1);
  });

  it('answers a holder of any system feature, and refuses company users (403)', async () => {
    const admin = await server.as('sysadmin');
    const group = (
      await admin.post<{ data: { id: number; version: number } }>('/api/SystemSecurityGroup', {
        name: 'Error readers',
      })
    ).body.data;
    const users = (await admin.get<{ data: { id: number; userName: string }[] }>('/api/SystemUser')).body
      .data;
    const alphaViewer = users.find((u) => u.userName === 'alpha.viewer')!;
    const put = await admin.put(`/api/SystemSecurityGroup/${group.id}`, {
      name: 'Error readers',
      memberIDs: [alphaViewer.id],
      version: group.version,
    });
    expect(put.status).toBe(200);
    const version = (put.body as { data: { version: number } }).data.version;
    expect(
      (
        await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
          accesses: [{ securityFeatureID: SystemFeature.ErrorLog, access: Access.View, scopeID: null }],
          version,
        })
      ).status,
    ).toBe(200);

    const reader = await server.as('alpha.viewer');
    const seen = await reader.get<{ data: Summary }>('/api/SystemSummary');
    expect(seen.status).toBe(200);
    // Each count only with its own feature: the error log's, and nothing about companies, users or mail.
    expect(seen.body.data).toEqual({
      companies: null,
      activeUsers: null,
      disabledUsers: null,
      activeSessions: null,
      errorsLast24h: expect.any(Number),
      outboxStored: null,
      outboxFailed: null,
    });
    // Error log only: not the features' grants (System security groups).
    expect((await reader.get('/api/SecurityFeatureGrants/system')).status).toBe(403);
    for (const actor of ['alpha.admin', 'bravo.admin'])
      expect((await (await server.as(actor)).get('/api/SystemSummary')).status).toBe(403);
    expect((await server.client().get('/api/SystemSummary')).status).toBe(401);
  });
});

describe('GET /api/SecurityFeatureGrants/{level}', () => {
  it('lists every feature of the level with the groups of every company that grant it', async () => {
    const admin = await server.as('sysadmin');
    type Grants = {
      securityFeatureID: number;
      groups: { name: string; companyName: string | null; level: string; access: number; scoped: boolean }[];
    }[];
    const company = (await admin.get<{ data: Grants }>('/api/SecurityFeatureGrants/mgmtco')).body.data;
    expect(company.map((f) => f.securityFeatureID)).toEqual([101, 102, 103, 104, 105, 106, 107, 108]);
    const contacts = company.find((f) => f.securityFeatureID === 106)!;
    expect(contacts.groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Administrators',
          companyName: 'Alpha Hangar Management',
          access: 31,
        }),
        expect.objectContaining({ name: 'Viewers', companyName: 'Bravo Aviation Properties', access: 1 }),
      ]),
    );
    expect(contacts.groups.every((g) => g.level === 'mgmtco' && !g.scoped)).toBe(true);
    const system = (await admin.get<{ data: Grants }>('/api/SecurityFeatureGrants/system')).body.data;
    expect(system.map((f) => f.securityFeatureID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await admin.get('/api/SecurityFeatureGrants/nonsense')).status).toBe(400);
  });
});
