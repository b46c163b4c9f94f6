// The security model: masks OR-ed over groups, property/unit scoping, system grants, 409 on stale updates.
import {
  Access,
  accessFor,
  CONFLICT_ERROR,
  MgmtCoFeature,
  PropertyFeature,
  SystemFeature,
  type MyAccess,
} from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { featureAccess } from '../../src/security/access';
import { type Client, onPostgres, useTestServer } from '../support/server';

const server = useTestServer();

type Company = { id: number; name: string; version: number };
type Group = {
  id: number;
  name: string;
  managementCompanyID: number | null;
  memberIDs: number[];
  version: number;
};
type UserRow = {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  managementCompanyID: number;
  isSystemAdmin: boolean;
  version: number;
};

async function own(c: Client) {
  return (await c.get<{ data: Company[] }>('/api/MgmtCo')).body.data[0]!;
}
async function userNamed(c: Client, userName: string) {
  const list = await c.get<{ data: UserRow[] }>('/api/SystemUser');
  return list.body.data.find((u) => u.userName === userName)!;
}
const editable = (u: UserRow) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  managementCompanyID: u.managementCompanyID,
  version: u.version,
});

describe('masks', () => {
  it('a viewer reads but cannot change; the company administrator can', async () => {
    const viewer = await server.as('alpha.viewer');
    const admin = await server.as('alpha.admin');
    const company = await own(viewer);
    expect((await viewer.get(`/api/MgmtCo/${company.id}`)).status).toBe(200);
    const body = { name: company.name, website: 'azle-hangars.example', version: company.version };
    expect((await viewer.put(`/api/MgmtCo/${company.id}`, body)).status).toBe(403);
    const put = await admin.put<{ data: Company & { website: string } }>(`/api/MgmtCo/${company.id}`, body);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ website: 'azle-hangars.example', version: company.version + 1 });
    const create = {
      userName: 'alpha.clerk',
      password: 'Hangar-Door-Opens-9',
      email: 'clerk@alpha.example',
      firstName: 'Al',
      lastName: 'Clerk',
      managementCompanyID: company.id,
    };
    expect((await viewer.post('/api/SystemUser', create)).status).toBe(403);
    expect((await admin.post('/api/SystemUser', create)).status).toBe(200);
  });

  it('grants system features through system groups, OR-ing the masks of every group', async () => {
    const sys = await server.as('sysadmin');
    const viewer = await server.as('alpha.viewer');
    const viewerId = (await userNamed(sys, 'alpha.viewer')).id;
    expect((await viewer.get('/api/systemvalues')).status).toBe(403);

    const readers = (
      await sys.post<{ data: Group }>('/api/SystemSecurityGroup', {
        name: 'Value readers',
        memberIDs: [viewerId],
      })
    ).body.data;
    const grant = await sys.put(`/api/SystemSecurityAccesses/${readers.id}`, {
      accesses: [{ securityFeatureID: SystemFeature.SystemValues, access: Access.View }],
      version: readers.version,
    });
    expect(grant.status).toBe(200);
    const values = await viewer.get<{ data: { id: number; key: string; value: string; version: number }[] }>(
      '/api/systemvalues',
    );
    expect(values.status).toBe(200);
    const site = values.body.data.find((v) => v.key === 'SiteName')!;
    const change = { key: site.key, value: 'Hicks', version: site.version };
    expect((await viewer.put(`/api/systemvalues/${site.id}`, change)).status).toBe(403);

    const editors = (
      await sys.post<{ data: Group }>('/api/SystemSecurityGroup', {
        name: 'Value editors',
        memberIDs: [viewerId],
      })
    ).body.data;
    await sys.put(`/api/SystemSecurityAccesses/${editors.id}`, {
      accesses: [{ securityFeatureID: SystemFeature.SystemValues, access: Access.Edit }],
      version: editors.version,
    });
    expect((await viewer.put(`/api/systemvalues/${site.id}`, change)).status).toBe(200);
    // The login session carries the OR of both groups.
    const session = await server.client().login('alpha.viewer');
    expect(session.systemSecurityFeaturesAccess).toEqual([
      { systemSecurityFeatureID: SystemFeature.SystemValues, access: Access.View | Access.Edit },
    ]);
  });

  it('keeps a company administrator inside the company', async () => {
    const admin = await server.as('alpha.admin');
    const company = await own(admin);
    const groups = (await admin.get<{ data: Group[] }>('/api/MgmtCoSecurityGroup')).body.data;
    const viewers = groups.find((g) => g.name === 'Viewers')!;
    const systemGrant = await admin.put(`/api/SystemSecurityAccesses/${viewers.id}`, {
      accesses: [{ securityFeatureID: SystemFeature.Users, access: 31 }],
      version: viewers.version,
    });
    expect(systemGrant.status).toBe(400);
    const sys = await server.as('sysadmin');
    const bravoViewer = await userNamed(sys, 'bravo.viewer');
    const stranger = await admin.put(`/api/MgmtCoSecurityGroup/${viewers.id}`, {
      name: 'Viewers',
      memberIDs: [...viewers.memberIDs, bravoViewer.id],
      version: viewers.version,
    });
    expect(stranger.status).toBe(400);
    // The system administrator belongs to Alpha but is not Alpha's to change.
    const sysUser = await userNamed(admin, 'sysadmin');
    expect(
      (await admin.put(`/api/SystemUser/${sysUser.id}`, { ...editable(sysUser), isDisabled: true })).status,
    ).toBe(403);
    const me = await userNamed(admin, 'alpha.admin');
    expect(
      (await admin.put(`/api/SystemUser/${me.id}`, { ...editable(me), isSystemAdmin: true })).status,
    ).toBe(403);
    expect(company.id).toBe(me.managementCompanyID);
  });
});

describe('property and rental unit scoping', () => {
  it('counts a scoped grant only for its property, on top of the all-properties grants', async () => {
    const admin = await server.as('bravo.admin');
    const sys = await server.as('sysadmin');
    const viewer = await userNamed(sys, 'bravo.viewer');
    const company = await own(admin);
    // A scoped grant names a real property of the group's company.
    const propertyOf = async (name: string) =>
      (
        await admin.post<{ data: { id: number } }>('/api/Property', {
          managementCompanyID: company.id,
          name,
          type: 'airport',
        })
      ).body.data.id;
    const p42 = await propertyOf('Hangar 42');
    const p43 = await propertyOf('Hangar 43');
    const group = (
      await admin.post<{ data: Group }>('/api/MgmtCoSecurityGroup', {
        name: 'Hangar 42 editors',
        managementCompanyID: company.id,
        memberIDs: [viewer.id],
      })
    ).body.data;
    const put = await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
      accesses: [
        { securityFeatureID: PropertyFeature.Details, access: Access.Edit | Access.Add, scopeID: p42 },
      ],
      version: group.version,
    });
    expect(put.status).toBe(200);
    const bad = await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
      accesses: [{ securityFeatureID: MgmtCoFeature.Users, access: Access.View, scopeID: p42 }],
      version: group.version + 1,
    });
    expect(bad.body.error).toBe('Only property and rental unit features take a scope');

    // The site sees the same answer through GET /api/MyAccess and accessFor from the contracts.
    const viewerClient = await server.as('bravo.viewer');
    const me = (await viewerClient.get<{ data: MyAccess }>('/api/MyAccess')).body.data;
    expect(me).toMatchObject({ userName: 'bravo.viewer', isSystemAdmin: false, impersonatedBy: null });
    expect(accessFor(me, PropertyFeature.Details, p42)).toBe(Access.View | Access.Add | Access.Edit);
    expect(accessFor(me, PropertyFeature.Details, p43)).toBe(Access.View);

    const [row] = await server.database.db.select().from(users).where(eq(users.id, viewer.id));
    const principal = { id: row!.id, isSystemAdmin: false, managementCompanyId: row!.managementCompanyId };
    const db = server.database.db;
    expect(await featureAccess(db, principal, PropertyFeature.Details, p42)).toBe(
      Access.View | Access.Add | Access.Edit,
    );
    expect(await featureAccess(db, principal, PropertyFeature.Details, p43)).toBe(Access.View);
    expect(await featureAccess(db, principal, PropertyFeature.Details)).toBe(Access.View);
    expect(await featureAccess(db, principal, SystemFeature.Users)).toBe(0);
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 to a stale update and keeps the first change', async () => {
    const first = await server.as('bravo.admin');
    const second = await server.as('bravo.admin');
    const read1 = await own(first);
    const read2 = await own(second);
    expect(
      (
        await first.put(`/api/MgmtCo/${read1.id}`, {
          name: read1.name,
          website: 'first.example',
          version: read1.version,
        })
      ).status,
    ).toBe(200);
    const stale = await second.put(`/api/MgmtCo/${read2.id}`, {
      name: read2.name,
      website: 'second.example',
      version: read2.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, error: CONFLICT_ERROR });
    const now = await first.get<{ data: { website: string } }>(`/api/MgmtCo/${read1.id}`);
    expect(now.body.data.website).toBe('first.example');
  });

  it('applies to groups, their grants and users too', async () => {
    const sys = await server.as('sysadmin');
    const group = (await sys.post<{ data: Group }>('/api/SystemSecurityGroup', { name: 'Versioned' })).body
      .data;
    expect(
      (await sys.put(`/api/SystemSecurityGroup/${group.id}`, { name: 'Renamed', version: group.version }))
        .status,
    ).toBe(200);
    expect(
      (await sys.put(`/api/SystemSecurityGroup/${group.id}`, { name: 'Again', version: group.version }))
        .status,
    ).toBe(409);
    expect(
      (await sys.put(`/api/SystemSecurityAccesses/${group.id}`, { accesses: [], version: group.version }))
        .status,
    ).toBe(409);
    const u = await userNamed(sys, 'bravo.viewer');
    expect((await sys.put(`/api/SystemUser/${u.id}`, { ...editable(u), firstName: 'B' })).status).toBe(200);
    expect((await sys.put(`/api/SystemUser/${u.id}`, { ...editable(u), firstName: 'C' })).status).toBe(409);
    expect((await sys.put(`/api/SystemUser/99999`, { ...editable(u), firstName: 'C' })).status).toBe(404);
  });
});

describe('payload validation', () => {
  it('rejects unknown fields and bad values with 400 naming them', async () => {
    const admin = await server.as('alpha.admin');
    const company = await own(admin);
    const extra = await admin.put(`/api/MgmtCo/${company.id}`, {
      name: company.name,
      version: company.version,
      ownerId: 1,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/ownerId/);
    const missingVersion = await admin.put(`/api/MgmtCo/${company.id}`, { name: company.name });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.error).toMatch(/version/);
    expect((await admin.get('/api/MgmtCo/abc')).status).toBe(400);
  });

  it('refuses to delete a company that still has users', async () => {
    const sys = await server.as('sysadmin');
    const bravo = (await sys.get<{ data: Company[] }>('/api/MgmtCo')).body.data.find((c) =>
      c.name.startsWith('Bravo'),
    )!;
    const res = await sys.delete(`/api/MgmtCo/${bravo.id}`);
    expect(res.status).toBe(409);
    const empty = await sys.post<{ data: Company }>('/api/MgmtCo', { name: 'Empty Co' });
    expect((await sys.delete(`/api/MgmtCo/${empty.body.data.id}`)).status).toBe(200);
    expect((await sys.get(`/api/MgmtCo/${empty.body.data.id}`)).status).toBe(404);
  });
});

describe('system administration', () => {
  it('keeps e-mail in the outbox when no SMTP server is configured, visible to the system administrator', async () => {
    const c = server.client();
    await c.get('/api/sendforgottenpasswordemail/alpha.admin%40alpha.example');
    const sys = await server.as('sysadmin');
    let outbox: { to: string; subject: string; status: string; text: string }[] = [];
    for (let i = 0; i < 100 && !outbox.length; i++) {
      outbox = (await sys.get<{ data: typeof outbox }>('/api/emailoutbox')).body.data;
      if (!outbox.length) await new Promise((r) => setTimeout(r, 25));
    }
    expect(outbox[0]).toMatchObject({
      to: 'alpha.admin@alpha.example',
      subject: 'Reset your password',
      status: 'stored',
    });
    expect(outbox[0]!.text).toMatch(/\/resetpassword\/[\w-]{43}/);
  });

  it('records client errors and activity entries', async () => {
    const c = server.client();
    expect((await c.post('/api/errorlog', { message: 'Widget failed', url: '/manage' })).status).toBe(200);
    const activity = {
      localStorageId: crypto.randomUUID(),
      applicationId: 'hangar-site',
      url: 'http://127.0.0.1/',
      username: null,
      timeUtc: new Date().toISOString(),
    };
    expect((await c.put('/api/AddActivity', activity)).body).toEqual({ success: true, data: null });
    expect((await c.put('/api/AddActivity', { ...activity, localStorageId: 'not-a-guid' })).status).toBe(400);
    const sys = await server.as('sysadmin');
    const logs = await sys.get<{ data: { message: string; source: string }[] }>('/api/errorlogs');
    expect(logs.body.data[0]).toMatchObject({ message: 'Widget failed', source: 'client' });
  });

  it('runs on the database the suite was started for', async () => {
    const about = await server.client().get<{ data: { name: string; database: string } }>('/api/about');
    expect(about.body.data).toMatchObject({ name: 'Hangar', database: onPostgres ? 'postgresql' : 'pglite' });
  });

  it('publishes the OpenAPI document and Swagger UI at /api/docs', async () => {
    const c = server.client();
    const doc = await c.get<{ openapi: string; paths: Record<string, { post?: { requestBody?: unknown } }> }>(
      '/api/docs/json',
    );
    expect(doc.body.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc.body.paths['/api/authenticate']?.post?.requestBody)).toMatch(/userName/);
    expect(doc.body.paths['/api/SystemUser/{id}']).toBeDefined();
    const ui = await fetch(`${server.base}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });
});
