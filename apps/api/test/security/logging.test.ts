// Secrets never reach the log: passwords, bearer tokens, tokens in URL paths, e-mailed keys.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loggerOptions } from '../../src/security/log-redaction';
import { Client, DEMO_PASSWORD, loginAs, useTestServer } from '../support/server';

const server = useTestServer();

describe('logging', () => {
  it('logs every request at trace level without a password, token or cookie in it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: server.config,
      logger: { ...loggerOptions('trace'), stream },
      database: server.database,
      now: server.now,
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const admin = new Client(base);
      const session = await admin.login('sysadmin');
      const as = await loginAs(admin, 'alpha.viewer');
      await admin.post('/api/authenticate', { userName: 'sysadmin', password: 'a-wrong-password-123' });
      await admin.post('/api/changepassword', { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
      await admin.get(`/api/validatepasswordchange/secret-key-in-the-path`);
      await admin.get('/api/sendforgottenpasswordemail/alpha.admin%40alpha.example');
      await admin.get(`/api/logout/${as.body.data.token}`);
      await admin.get(`/api/logout/${session.token}`);
      const log = lines.join('');
      expect(log).toMatch(/\/api\/logout\/\[redacted\]/);
      for (const secret of [
        DEMO_PASSWORD,
        'a-wrong-password-123',
        session.token,
        as.body.data.token,
        admin.xsrf!,
        'secret-key-in-the-path',
        'alpha.admin%40alpha.example',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
