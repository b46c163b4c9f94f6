// System operations through the API: typed system values, the error log (filters, paging, purge by day),
// the outbox's resend without SMTP, the self-test and about; each refused without its system feature.
import { Access, SystemFeature } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, errorLog } from '../../src/db/schema';
import { grantSystemFeature, useTestServer, type Client } from '../support/server';

const server = useTestServer();

type Value = { id: number; key: string; value: string; version: number };
type Entry = { id: number; source: string; message: string; url: string; detail: string };

async function auditKinds(kind: string) {
  return server.database.db.select().from(auditEvents).where(eq(auditEvents.kind, kind));
}

const grantOnly = (admin: Client, userName: string, feature: number, access: number) =>
  grantSystemFeature(server, admin, userName, feature, access);

describe('typed system values', () => {
  it('checks a known key’s value by its type, audits the change, and leaves other keys free text', async () => {
    const admin = await server.as('sysadmin');
    // Unset on a new database (registration closed): a system administrator sets it.
    const values = (await admin.get<{ data: Value[] }>('/api/systemvalues')).body.data;
    expect(values.find((v) => v.key === 'NewRegistrationAvailable')).toBeUndefined();
    const bad = await admin.post<{ fieldErrors?: Record<string, string> }>('/api/systemvalues', {
      key: 'NewRegistrationAvailable',
      value: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.value).toMatch(/yes or no/);
    const registration = (
      await admin.post<{ data: Value }>('/api/systemvalues', {
        key: 'NewRegistrationAvailable',
        value: 'true',
      })
    ).body.data;
    expect((await server.client().get<{ data: boolean }>('/api/IsNewRegistrationAvailable')).body.data).toBe(
      true,
    );

    const closed = await admin.put<{ data: Value }>(`/api/systemvalues/${registration.id}`, {
      key: registration.key,
      value: 'false',
      description: 'Registration',
      version: registration.version,
    });
    expect(closed.status).toBe(200);
    expect((await server.client().get<{ data: boolean }>('/api/IsNewRegistrationAvailable')).body.data).toBe(
      false,
    );
    const updated = await auditKinds('systemvalue.updated');
    expect(JSON.stringify(updated.at(-1)!.detail)).toContain('"to":"false"');
    await admin.put(`/api/systemvalues/${registration.id}`, {
      key: registration.key,
      value: 'true',
      description: 'Registration',
      version: closed.body.data.version,
    });

    for (const [value, message] of [
      ['0', 'At least 1'],
      ['3651', 'At most 3650'],
      ['ten', 'Enter a whole number'],
      ['1.5', 'Enter a whole number'],
    ]) {
      const res = await admin.post<{ fieldErrors?: Record<string, string> }>('/api/systemvalues', {
        key: 'ErrorLogRetentionDays',
        value,
      });
      expect([value, res.status, res.body.fieldErrors?.value]).toEqual([value, 400, message]);
    }
    const created = await admin.post<{ data: Value }>('/api/systemvalues', {
      key: 'ErrorLogRetentionDays',
      value: '45',
    });
    expect(created.status).toBe(200);
    expect(
      (await auditKinds('systemvalue.created')).some((e) => JSON.stringify(e.detail).includes('45')),
    ).toBe(true);
    const free = await admin.post('/api/systemvalues', { key: 'SomethingElse', value: 'any text at all' });
    expect(free.status).toBe(200);
  });
});

describe('the error log', () => {
  it('filters by source and text, pages by id, deletes one and purges before a day (audited)', async () => {
    const admin = await server.as('sysadmin');
    const anonymous = server.client();
    for (let i = 0; i < 3; i += 1) await anonymous.post('/api/errorlog', { message: `Widget broke ${i}` });
    await server.database.db.insert(errorLog).values([
      { source: 'server', message: 'Query failed: timeout', url: '/api/contacts', detail: 'select 1' },
      {
        source: 'server',
        message: 'Old failure',
        url: '/api/old',
        detail: '',
        createdAt: new Date('2020-01-02T12:00:00Z'),
      },
    ]);

    const servers = await admin.get<{ data: Entry[] }>('/api/errorlogs?source=server');
    expect(servers.body.data.map((e) => e.message)).toEqual(['Old failure', 'Query failed: timeout']);
    const found = await admin.get<{ data: Entry[] }>('/api/errorlogs?q=WIDGET%20broke');
    expect(found.body.data.map((e) => e.message)).toEqual([
      'Widget broke 2',
      'Widget broke 1',
      'Widget broke 0',
    ]);
    expect((await admin.get<{ data: Entry[] }>('/api/errorlogs?q=100%25')).body.data).toEqual([]);
    const first = await admin.get<{ data: Entry[] }>('/api/errorlogs?limit=2&source=client');
    expect(first.body.data.map((e) => e.message)).toEqual(['Widget broke 2', 'Widget broke 1']);
    const next = await admin.get<{ data: Entry[] }>(
      `/api/errorlogs?limit=2&source=client&beforeID=${first.body.data[1]!.id}`,
    );
    expect(next.body.data.map((e) => e.message)).toEqual(['Widget broke 0']);
    expect((await admin.get('/api/errorlogs?source=browser')).status).toBe(400);

    expect((await admin.delete(`/api/errorlog/${first.body.data[0]!.id}`)).status).toBe(200);
    expect((await auditKinds('errorlog.deleted')).length).toBe(1);

    expect((await admin.delete('/api/errorlog?before=2020-13-01')).status).toBe(400);
    expect((await admin.delete('/api/errorlog')).status).toBe(400);
    const purged = await admin.delete<{ data: { deleted: number } }>('/api/errorlog?before=2021-01-01');
    expect(purged.body.data).toEqual({ deleted: 1 });
    const left = await admin.get<{ data: Entry[] }>('/api/errorlogs');
    expect(left.body.data.some((e) => e.message === 'Old failure')).toBe(false);
    expect(left.body.data.some((e) => e.message === 'Query failed: timeout')).toBe(true);
    const [event] = await auditKinds('errorlog.purged');
    expect(event!.detail).toEqual({ before: '2021-01-01', deleted: 1 });
  });

  it('keeps secrets of a reported address out of the log', async () => {
    const admin = await server.as('sysadmin');
    await server.client().post('/api/errorlog', {
      message: 'Reset page failed',
      url: 'http://127.0.0.1:3000/resetpassword/abcdefabcdefabcdefabcdef?token=secret-token-value',
      detail: 'at http://127.0.0.1:3000/confirmemail/fedcbafedcbafedcba (page)',
    });
    const [entry] = (await admin.get<{ data: Entry[] }>('/api/errorlogs?q=Reset%20page')).body.data;
    expect(entry!.url).not.toContain('abcdefabcdefabcdefabcdef');
    expect(entry!.url).not.toContain('secret-token-value');
    expect(entry!.url).toBe('http://127.0.0.1:3000/resetpassword/[redacted]?token=[redacted]');
    expect(entry!.detail).toBe('at http://127.0.0.1:3000/confirmemail/[redacted] (page)');
  });

  it('opens to a user holding only the error log, and purging needs Delete', async () => {
    const admin = await server.as('sysadmin');
    const viewer = await grantOnly(admin, 'bravo.viewer', SystemFeature.ErrorLog, Access.View);
    expect((await viewer.get('/api/errorlogs')).status).toBe(200);
    expect((await viewer.delete('/api/errorlog?before=2030-01-01')).status).toBe(403);
    for (const path of ['/api/systemvalues', '/api/jobs', '/api/emailoutbox', '/api/selftest']) {
      expect([path, (await viewer.get(path)).status]).toEqual([path, 403]);
    }
  });
});

describe('outbox, self-test and about', () => {
  it('does not resend without SMTP: the outbox is the mailbox', async () => {
    const admin = await server.as('sysadmin');
    const [message] = await server.database.db
      .insert(emailOutbox)
      .values({ to: 'a@example.com', subject: 'Hello', text: 'A link', status: 'stored' })
      .returning();
    expect(message!.status).toBe('stored');
    const res = await admin.post<{ error: string }>(`/api/emailoutbox/${message!.id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Without SMTP/);
    expect((await admin.post('/api/emailoutbox/999999/resend')).status).toBe(404);
  });

  it('checks the API, database, mail and files for a system administrator only', async () => {
    const admin = await server.as('sysadmin');
    const res = await admin.get<{
      data: { ok: boolean; checks: { name: string; ok: boolean; ms: number; message: string }[] };
    }>('/api/selftest');
    expect(res.status).toBe(200);
    expect(res.body.data.ok).toBe(true);
    expect(res.body.data.checks.map((c) => [c.name, c.ok])).toEqual([
      ['api', true],
      ['database', true],
      ['mail', true],
      ['files', true],
    ]);
    expect(res.body.data.checks.find((c) => c.name === 'mail')!.message).toMatch(/Outbox only/);
    expect(res.body.data.checks.find((c) => c.name === 'files')!.message).toMatch(/wrote, read and deleted/);
    // Holding every system feature is not enough: only system administrators run it.
    const holder = await grantOnly(admin, 'alpha.viewer', SystemFeature.BackgroundWork, 31);
    expect((await holder.get('/api/selftest')).status).toBe(403);
    expect((await server.client().get('/api/selftest')).status).toBe(401);
  });

  it('tells the version, database kind, build and start time', async () => {
    const about = await server.client().get<{
      data: { version: string; database: string; buildTime: string | null; startedUtc: string };
    }>('/api/about');
    expect(about.body.data.database).toMatch(/pglite|postgresql/);
    expect(Date.parse(about.body.data.buildTime!)).not.toBeNaN();
    expect(Date.parse(about.body.data.startedUtc)).not.toBeNaN();
  });
});
