// Resending outbox messages with SMTP: a failed message goes out again (audited); a message whose keys were
// withheld, or one already sent, is refused with the reason.
import { Access, SystemFeature } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox } from '../../src/db/schema';
import { useSmtpServer, useTestServer } from '../support/server';

const smtp = useSmtpServer();
const server = useTestServer(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://hangar.test' }));

type Message = { id: number; to: string; status: string; text: string };

describe('resending outbox messages', () => {
  it('sends a failed message again and refuses withheld keys and sent messages', async () => {
    const admin = await server.as('sysadmin');
    const [failed] = await server.database.db
      .insert(emailOutbox)
      .values({
        to: 'owner@example.com',
        subject: 'Insurance reminder',
        text: 'Vendor list',
        status: 'failed',
      })
      .returning();
    const resent = await admin.post<{ data: Message }>(`/api/emailoutbox/${failed!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data.status).toBe('sent');
    expect(
      smtp.received.some((m) => m.to.includes('owner@example.com') && m.text.includes('Vendor list')),
    ).toBe(true);
    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'outbox.resent'));
    expect(event!.detail).toMatchObject({ id: failed!.id, status: 'sent' });

    expect((await admin.post(`/api/emailoutbox/${failed!.id}/resend`)).status).toBe(409);

    await server.client().get('/api/sendforgottenpasswordemail/alpha.admin%40alpha.example');
    // The mail goes out after the answer: wait until its outbox record says sent (its sealed keys are gone).
    let reset: Message | undefined;
    for (let i = 0; i < 200 && reset?.status !== 'sent'; i += 1) {
      const box = await admin.get<{ data: Message[] }>('/api/emailoutbox');
      reset = box.body.data.find((m) => m.to === 'alpha.admin@alpha.example');
      if (reset?.status !== 'sent') await new Promise((r) => setTimeout(r, 25));
    }
    if (!reset) throw new Error('no reset message');
    await server.database.db
      .update(emailOutbox)
      .set({ status: 'failed' })
      .where(eq(emailOutbox.id, reset.id));
    const refused = await admin.post<{ error: string }>(`/api/emailoutbox/${reset.id}/resend`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/withheld/);

    // Reading the outbox is not enough to resend: that needs Edit.
    const users = await admin.get<{ data: { id: number; userName: string }[] }>('/api/SystemUser');
    const viewer = users.body.data.find((u) => u.userName === 'bravo.viewer')!;
    const group = (
      await admin.post<{ data: { id: number; version: number } }>('/api/SystemSecurityGroup', {
        name: 'Mail readers',
        memberIDs: [viewer.id],
      })
    ).body.data;
    await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
      accesses: [{ securityFeatureID: SystemFeature.Outbox, access: Access.View }],
      version: group.version,
    });
    const reader = await server.as('bravo.viewer');
    expect((await reader.get('/api/emailoutbox')).status).toBe(200);
    expect((await reader.post(`/api/emailoutbox/${failed!.id}/resend`)).status).toBe(403);
  });

  it('verifies the SMTP server in the self-test', async () => {
    const admin = await server.as('sysadmin');
    const res = await admin.get<{ data: { checks: { name: string; ok: boolean; message: string }[] } }>(
      '/api/selftest',
    );
    expect(res.body.data.checks.find((c) => c.name === 'mail')).toMatchObject({
      ok: true,
      message: 'The SMTP server accepted the connection',
    });
  });
});
