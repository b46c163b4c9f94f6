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
});
