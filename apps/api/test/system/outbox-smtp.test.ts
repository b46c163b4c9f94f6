// With SMTP configured the outbox records what was sent, never a usable key: the e-mail is the only channel.
import { Access, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { keyFromMail, useSmtpServer, useTestServer } from '../support/server';

const smtp = useSmtpServer();
const server = useTestServer(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://hangar.test' }));

type Outbox = { to: string; subject: string; text: string; status: string }[];

describe('the outbox with SMTP', () => {
  it('holds reset messages with the key withheld, readable by an outbox viewer, while the mailed key works', async () => {
    const admin = await server.as('sysadmin');
    // A company user granted only the outbox view (a system group).
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
    await reader.get('/api/sendforgottenpasswordemail/sysadmin%40alpha.example');
    const key = await keyFromMail(smtp.received, 'sysadmin@alpha.example', 'resetpassword');

    const box = await reader.get<{ data: Outbox }>('/api/emailoutbox');
    expect(box.status).toBe(200);
    const stored = box.body.data.find((m) => m.to === 'sysadmin@alpha.example')!;
    expect(stored).toMatchObject({ subject: 'Reset your password', status: 'sent' });
    expect(stored.text).not.toContain(key);
    expect(stored.text).toContain('http://hangar.test/resetpassword/[key withheld: sent by e-mail only]');
    expect(JSON.stringify(box.body)).not.toMatch(/resetpassword\/[\w-]{20,}/);
    // The mailed key is the live one.
    expect((await server.client().get(`/api/validatepasswordchange/${key}`)).status).toBe(200);
  });
});
