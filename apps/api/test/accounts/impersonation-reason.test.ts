// "Log in as" with a reason (`POST /api/authenticateAs`) and its end (`POST /api/authenticateAs/end`): the reason
// is required and bounded, kept in the audit trail of start and end, and ending hands back the administrator's session.
import { authenticateResponseSchema, endImpersonationSchema, okSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { type LoginData, useTestServer } from '../support/server';

const server = useTestServer();

type Audit = {
  kind: string;
  actorUserName: string | null;
  effectiveUserName: string | null;
  subjectUserName: string | null;
  detail: string;
};
type Started = LoginData & { impersonationReason?: string; impersonationEnds?: string };

const REASON = 'Ticket 4711: viewer cannot see the unit list';

describe('POST /api/authenticateAs', () => {
  it('starts an impersonation with a reason, answered in the session and audited', async () => {
    const admin = await server.as('sysadmin');
    const res = await admin.post<{ data: Started }>('/api/authenticateAs', {
      userName: 'alpha.viewer',
      reason: `  ${REASON}  `,
    });
    expect(res.status).toBe(200);
    expect(authenticateResponseSchema.safeParse(res.body).success).toBe(true);
    const session = res.body.data;
    expect(session).toMatchObject({
      fileAs: 'Viewer, Alpha',
      isSystemAdmin: false,
      impersonatedBy: 'sysadmin',
      impersonationReason: REASON,
    });
    const ends = Date.parse(session.impersonationEnds!);
    expect(ends - Date.now()).toBeGreaterThan(3_500_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(3_600_000);

    const events = (await admin.get<{ data: Audit[] }>('/api/auditevents')).body.data;
    const start = events.find((e) => e.kind === 'impersonation.start')!;
    expect(start).toMatchObject({
      actorUserName: 'sysadmin',
      effectiveUserName: 'alpha.viewer',
      subjectUserName: 'alpha.viewer',
    });
    expect(JSON.parse(start.detail)).toMatchObject({ reason: REASON, administrator: 'sysadmin' });
  });

  it('refuses a missing, short or overlong reason, and an unknown body field', async () => {
    const admin = await server.as('sysadmin');
    const starts = async () =>
      (await admin.get<{ data: Audit[] }>('/api/auditevents')).body.data.filter(
        (e) => e.kind === 'impersonation.start',
      ).length;
    const before = await starts();
    for (const body of [
      { userName: 'alpha.viewer' },
      { userName: 'alpha.viewer', reason: '  ' },
      { userName: 'alpha.viewer', reason: 'ab' },
      { userName: 'alpha.viewer', reason: 'x'.repeat(201) },
      { userName: 'alpha.viewer', reason: REASON, token: admin.token },
      { userName: '', reason: REASON },
    ]) {
      const res = await admin.post('/api/authenticateAs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await starts()).toBe(before);
  });

  it('keeps the rules: administrators only, never nested, never of an administrator, a signed-in bearer', async () => {
    const companyAdmin = await server.as('alpha.admin');
    const refused = await companyAdmin.post('/api/authenticateAs', {
      userName: 'alpha.viewer',
      reason: REASON,
    });
    expect(refused.status).toBe(403);

    const admin = await server.as('sysadmin');
    expect((await admin.post('/api/authenticateAs', { userName: 'sysadmin', reason: REASON })).status).toBe(
      403,
    );
    expect(
      (await admin.post('/api/authenticateAs', { userName: 'no.such.user', reason: REASON })).status,
    ).toBe(404);

    const started = await admin.post<{ data: Started }>('/api/authenticateAs', {
      userName: 'bravo.admin',
      reason: REASON,
    });
    const as = server.client();
    as.token = started.body.data.token;
    const nested = await as.post('/api/authenticateAs', { userName: 'bravo.viewer', reason: REASON });
    expect(nested.status).toBe(403);
    expect(nested.body.error).toMatch(/nested/);

    const anonymous = server.client();
    const none = await anonymous.post('/api/authenticateAs', { userName: 'alpha.viewer', reason: REASON });
    expect(none.status).toBe(401);
  });
});

describe('POST /api/authenticateAs/end', () => {
  it("ends the impersonation, audits it with the reason and hands back the administrator's session", async () => {
    const admin = await server.as('sysadmin');
    const started = await admin.post<{ data: Started }>('/api/authenticateAs', {
      userName: 'alpha.admin',
      reason: REASON,
    });
    const as = server.client();
    as.token = started.body.data.token;

    // A change made while impersonating names both users.
    const mine = (await as.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo')).body
      .data[0]!;
    expect(
      (await as.put(`/api/MgmtCo/${mine.id}`, { name: 'Alpha (while acting)', version: mine.version }))
        .status,
    ).toBe(200);

    const end = await as.post<{
      data: { administratorSessionValid: boolean; administratorSessionExpires: string };
    }>('/api/authenticateAs/end');
    expect(end.status).toBe(200);
    expect(okSchema(endImpersonationSchema).safeParse(end.body).success).toBe(true);
    expect(end.body.data.administratorSessionValid).toBe(true);
    expect(Date.parse(end.body.data.administratorSessionExpires)).toBeGreaterThan(Date.now());

    // The impersonation token is dead, the administrator's goes on.
    expect((await as.get('/api/MyAccess')).body.tokenError).toBe('InvalidToken');
    expect((await admin.get('/api/MyAccess')).status).toBe(200);

    const events = (await admin.get<{ data: Audit[] }>('/api/auditevents')).body.data;
    const change = events.find((e) => e.kind === 'company.updated')!;
    expect(change).toMatchObject({ actorUserName: 'sysadmin', effectiveUserName: 'alpha.admin' });
    const ended = events.find((e) => e.kind === 'impersonation.end')!;
    expect(ended).toMatchObject({
      actorUserName: 'sysadmin',
      effectiveUserName: 'alpha.admin',
      subjectUserName: 'alpha.admin',
    });
    expect(JSON.parse(ended.detail)).toMatchObject({ reason: REASON, ended: 'by the administrator' });
    // Ended once: a second call is refused as a dead token.
    expect((await as.post('/api/authenticateAs/end')).status).toBe(401);
  });

  it("is refused on an administrator's own session and after the hard limit", async () => {
    const admin = await server.as('sysadmin');
    const own = await admin.post('/api/authenticateAs/end');
    expect(own.status).toBe(400);

    const started = await admin.post<{ data: Started }>('/api/authenticateAs', {
      userName: 'alpha.viewer',
      reason: REASON,
    });
    const as = server.client();
    as.token = started.body.data.token;
    server.advance(61 * 60_000);
    const late = await as.post('/api/authenticateAs/end');
    expect(late.status).toBe(401);
    expect(late.body.tokenError).toBe('ExpiredToken');
    // The administrator's session (8 hours) is still there to return to.
    expect((await admin.get('/api/MyAccess')).status).toBe(200);
  });
});
