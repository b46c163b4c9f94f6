// Impersonation (`POST /api/authenticateAs`): who may, for how long, never nested, the audit trail, and the user
// named by id or by name, never one taken for the other; the old GET form with the token in the address is gone.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema';
import { DEMO_PASSWORD, loginAs, useTestServer } from '../support/server';

const server = useTestServer();

type Audit = { kind: string; actorUserName: string | null; subjectUserName: string | null; detail: string };

describe('POST /api/authenticateAs', () => {
  it('lets a system administrator act as a user for at most one hour, recorded under both names', async () => {
    const admin = await server.as('sysadmin');
    const res = await loginAs(admin, 'alpha.viewer');
    expect(res.status).toBe(200);
    const session = res.body.data;
    expect(session).toMatchObject({
      success: true,
      fileAs: 'Viewer, Alpha',
      isSystemAdmin: false,
      impersonatedBy: 'sysadmin',
    });
    expect(Date.parse(session.expires) - Date.now()).toBeLessThanOrEqual(3_600_000);

    const as = server.client();
    as.token = session.token;
    // The impersonated user's rights, not the administrator's.
    expect((await as.get('/api/MgmtCo')).status).toBe(200);
    expect((await as.get('/api/systemvalues')).status).toBe(403);

    const audit = await admin.get<{ data: Audit[] }>('/api/auditevents');
    const start = audit.body.data.find((e) => e.kind === 'impersonation.start');
    expect(start).toMatchObject({ actorUserName: 'sysadmin', subjectUserName: 'alpha.viewer' });
    const requests = audit.body.data.filter((e) => e.kind === 'impersonation.request');
    expect(requests.map((e) => [e.actorUserName, e.subjectUserName, JSON.parse(e.detail).url])).toEqual([
      ['sysadmin', 'alpha.viewer', '/api/systemvalues'],
      ['sysadmin', 'alpha.viewer', '/api/MgmtCo'],
    ]);

    // Use slides the expiry but never past the hour.
    server.advance(40 * 60_000);
    const used = await as.get('/api/MgmtCo');
    expect(used.status).toBe(200);
    expect(Date.parse(used.headers.get('x-session-expires')!)).toBe(Date.parse(session.expires));
    server.advance(21 * 60_000);
    expect((await as.get('/api/MgmtCo')).body.tokenError).toBe('ExpiredToken');
  });

  it('is never nested, never for another system administrator or a disabled user, and never by others', async () => {
    const admin = await server.as('sysadmin');
    const first = await loginAs(admin, 'bravo.admin');
    const acting = server.client();
    acting.token = first.body.data.token;
    const nested = await loginAs(acting, 'bravo.viewer');
    expect(nested.status).toBe(403);
    expect(nested.body.error).toMatch(/nested/);

    const companyAdmin = await server.as('alpha.admin');
    expect((await loginAs(companyAdmin, 'alpha.viewer')).status).toBe(403);

    // A second system administrator, made by the first.
    const users = await admin.get<{
      data: { id: number; userName: string; managementCompanyID: number; version: number }[];
    }>('/api/SystemUser');
    const alphaId = users.body.data.find((u) => u.userName === 'alpha.admin')!.managementCompanyID;
    const created = await admin.post('/api/SystemUser', {
      userName: 'second.admin',
      password: 'Another-Strong-Secret-7',
      email: 'second@hangar.example',
      firstName: 'Second',
      lastName: 'Admin',
      managementCompanyID: alphaId,
      isSystemAdmin: true,
    });
    expect(created.status).toBe(200);
    const other = await loginAs(admin, 'second.admin');
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/system administrator/);

    const viewer = users.body.data.find((u) => u.userName === 'bravo.viewer')!;
    const full = await admin.get<{ data: Record<string, unknown> }>(`/api/SystemUser/${viewer.id}`);
    const { email, firstName, lastName, managementCompanyID, version } = full.body.data;
    const disable = await admin.put(`/api/SystemUser/${viewer.id}`, {
      email,
      firstName,
      lastName,
      managementCompanyID,
      version,
      isDisabled: true,
    });
    expect(disable.status).toBe(200);
    const disabled = await loginAs(admin, 'bravo.viewer');
    expect(disabled.status).toBe(403);
    expect(disabled.body.error).toMatch(/disabled/);

    expect((await loginAs(admin, 'no.such.user')).status).toBe(404);
    const bad = server.client();
    bad.token = 'y'.repeat(43);
    const refused = await loginAs(bad, 'alpha.viewer');
    expect(refused.status).toBe(401);
    expect(refused.body.tokenError).toBe('InvalidToken');
  });

  it('cannot change the password of the user it acts as, and its logout is audited', async () => {
    const admin = await server.as('sysadmin');
    const res = await loginAs(admin, 'alpha.admin');
    const as = server.client();
    as.token = res.body.data.token;
    const change = await as.post('/api/changepassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Hijacked-Password-1',
    });
    expect(change.status).toBe(403);
    await as.get(`/api/logout/${as.token}`);
    expect((await as.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
    const [last] = await server.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(last).toMatchObject({ kind: 'impersonation.end' });
    // The administrator's own session goes on.
    expect((await admin.get('/api/systemvalues')).status).toBe(200);
  });
});

describe('which user "log in as" starts', () => {
  type Started = { data: { fileAs: string; managementCompanyID: number } };

  it('takes the user by id or by user name, never an all-digit name for an id', async () => {
    const admin = await server.as('sysadmin');
    const users = (
      await admin.get<{ data: { id: number; userName: string; managementCompanyID: number }[] }>(
        '/api/SystemUser',
      )
    ).body.data;
    const bravoAdmin = users.find((u) => u.userName === 'bravo.admin')!;
    const alpha = users.find((u) => u.userName === 'alpha.admin')!.managementCompanyID;
    const created = await admin.post<{ data: { id: number } }>('/api/SystemUser', {
      userName: String(bravoAdmin.id).padStart(4, '0'),
      password: 'Digits-Only-Name-2026',
      email: 'digits@alpha.example',
      firstName: 'Digits',
      lastName: 'Only',
      managementCompanyID: alpha,
    });
    expect(created.status).toBe(200);
    const digits = created.body.data.id;
    const start = (body: Record<string, unknown>) =>
      admin.post<Started>('/api/authenticateAs', { reason: 'Ticket 88: digits', ...body });

    // The all-digit name names Alpha's user, not the user whose id it spells.
    const byName = await start({ userName: String(bravoAdmin.id).padStart(4, '0') });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ fileAs: 'Only, Digits', managementCompanyID: alpha });

    const byId = await start({ userID: bravoAdmin.id });
    expect(byId.status).toBe(200);
    expect(byId.body.data.fileAs).toBe('Administrator, Bravo');

    // Both given: they must name the same user.
    expect((await start({ userID: digits, userName: String(bravoAdmin.id).padStart(4, '0') })).status).toBe(
      200,
    );
    expect((await start({ userID: digits, userName: 'bravo.admin' })).status).toBe(404);
    // An id is a number, a name is text: neither is read as the other.
    for (const body of [
      {},
      { userID: String(bravoAdmin.id) },
      { userName: bravoAdmin.id },
      { userID: 0 },
      { user: String(bravoAdmin.id) },
    ]) {
      expect((await start(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/authenticateAs/{token}/{user}', () => {
  it('is gone: 404, and no impersonation starts', async () => {
    const admin = await server.as('sysadmin');
    const starts = async () =>
      (await server.database.db.select().from(auditEvents)).filter((e) => e.kind === 'impersonation.start')
        .length;
    const before = await starts();
    const res = await server.client().get(`/api/authenticateAs/${admin.token}/alpha.viewer`);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(await starts()).toBe(before);
  });
});
