import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { FastifyInstance } from 'fastify';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ PORT: '0', SITE_DIR: '' }), logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers success over real HTTP', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { status: string } };
    expect(body).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    // The path is not echoed back.
    expect(await res.json()).toEqual({ success: false, error: 'No such endpoint' });
  });

  it('refuses a bad PORT with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('needs PUBLIC_URL once mail goes out for real, and takes only a site address', () => {
    // E-mailed links went to the default http://127.0.0.1:3000, which nobody reading the mail can open.
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:25' })).toThrow(/PUBLIC_URL: set it/);
    expect(() => loadConfig({ PUBLIC_URL: 'hangar.example.com' })).toThrow(/PUBLIC_URL/);
    const mailing = loadConfig({
      SMTP_URL: 'smtp://mail.example.com:25',
      PUBLIC_URL: 'https://hangar.example.com/',
    });
    expect(mailing.PUBLIC_URL).toBe('https://hangar.example.com/');
    // Mail kept in the outbox only: the links follow the port actually served.
    expect(loadConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://127.0.0.1:3300');
  });
});
