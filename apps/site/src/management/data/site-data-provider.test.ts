// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenErrorCode } from '../../api/client';
import { createSiteDataProvider, listQueryString } from './site-data-provider';

type Seen = { method: string; url: string; body: string; auth: string | undefined };

// A real HTTP server stands in for the API: it records each request and answers by path.
let server: Server;
let origin = '';
let seen: Seen[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ method: req.method ?? '', url, body, auth: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'XSRF-TOKEN=x' });
        res.end(JSON.stringify(payload));
      };
      const path = url.replace(/^\/v2/, '/api');
      if (path === '/api/health') return send(200, { success: true, data: { status: 'ok' } });
      if (path.startsWith('/api/ContactSearch')) {
        return send(200, { success: true, data: { items: [{ id: 1 }], total: 1, page: 1, pageSize: 25 } });
      }
      if (path === '/api/Contact/404') return send(404, { success: false, error: 'Not found' });
      if (path === '/api/Contact/403') return send(403, { success: false, error: 'Forbidden' });
      if (path === '/api/Contact/409') {
        return send(409, {
          success: false,
          error: 'This record was changed by someone else. Reload it and try again.',
        });
      }
      if (path === '/api/Contact/400') {
        return send(400, {
          success: false,
          error: 'Check the highlighted fields',
          fieldErrors: { 'emails.0.address': 'Enter an e-mail address', lastName: 'Enter a name' },
        });
      }
      if (path === '/api/Contact/500') return send(500, { success: false, error: '' });
      if (path === '/api/Contact/401') return send(401, { success: false, error: '', tokenError: 'ExpiredToken' });
      if (path === '/api/Contact/502') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      }
      if (req.method === 'DELETE') return send(200, { success: true, data: null });
      return send(200, { success: true, data: { echo: body ? JSON.parse(body) : null } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

function provider(options: { apiBase?: string; tokenErrors?: TokenErrorCode[] } = {}) {
  const client = createApiClient({
    baseUrl: origin,
    apiBase: options.apiBase ?? '/api',
    getToken: () => 'tok',
    onTokenError: (code) => options.tokenErrors?.push(code),
    readCookies: () => 'XSRF-TOKEN=x',
  });
  return createSiteDataProvider(client);
}

const requests = () => seen.map((s) => `${s.method} ${s.url}`);

describe('the site data provider: paths from the contracts registry', () => {
  it('reads a list from the search path with the query, leaving out empty parts', async () => {
    const result = await provider().getList('contact', {
      managementCompanyID: 1,
      q: 'smith & co',
      kind: undefined,
      tag: '',
      page: 2,
      dir: 'desc',
    });
    expect(result).toEqual({ ok: true, data: { items: [{ id: 1 }], total: 1, page: 1, pageSize: 25 } });
    expect(requests()).toEqual(['GET /api/ContactSearch?managementCompanyID=1&q=smith+%26+co&page=2&dir=desc']);
    expect(seen[0]!.auth).toBe('Bearer tok');
  });

  it('reads, creates, updates and removes at the item path', async () => {
    const p = provider();
    expect(await p.getOne('user', 7)).toEqual({ ok: true, data: { echo: null } });
    expect(await p.create('securityGroup', { name: 'Staff' })).toEqual({
      ok: true,
      data: { echo: { name: 'Staff' } },
    });
    expect(await p.update('company', 3, { name: 'Alpha', version: 2 })).toEqual({
      ok: true,
      data: { echo: { name: 'Alpha', version: 2 } },
    });
    expect(await p.remove('contact', 9)).toEqual({ ok: true, data: null });
    expect(requests()).toEqual([
      'GET /api/SystemUser/7',
      'POST /api/MgmtCoSecurityGroup',
      'PUT /api/MgmtCo/3',
      'DELETE /api/Contact/9',
    ]);
  });

  it('runs an operation at its method and path, parameters filled in, with a body only when it writes', async () => {
    const p = provider();
    await p.run('FileAsExist', { managementCompanyID: 1, contactID: 0, fileAs: 'Smith, Ann' });
    await p.run('jobsRun', { name: 'insurance-reminders' });
    await p.run('systemvalues_update', { id: 4 }, { key: 'a', value: 'b', description: '', version: 2 });
    await p.run('RecentChanges', { managementCompanyID: 3, limit: 10 });
    expect(requests()).toEqual([
      'GET /api/FileAsExist/1/0/Smith%2C%20Ann',
      'POST /api/jobs/insurance-reminders/run',
      'PUT /api/systemvalues/4',
      'GET /api/RecentChanges?managementCompanyID=3&limit=10',
    ]);
    expect(seen[0]!.body).toBe('');
    expect(JSON.parse(seen[1]!.body)).toEqual({});
    expect(JSON.parse(seen[2]!.body)).toEqual({ key: 'a', value: 'b', description: '', version: 2 });
  });

  it('puts every path under the one API base (VITE_API_BASE)', async () => {
    const p = provider({ apiBase: '/v2' });
    await p.getList('contact', { managementCompanyID: 1 });
    await p.getOne('contact', 5);
    await p.run('MyAccess', {});
    expect(requests()).toEqual(['GET /v2/ContactSearch?managementCompanyID=1', 'GET /v2/Contact/5', 'GET /v2/MyAccess']);
  });
});

describe('the site data provider: refusals as DataFailure', () => {
  it('maps field errors of a 400 and keeps the status', async () => {
    expect(await provider().update('contact', 400, {})).toEqual({
      ok: false,
      message: 'Check the highlighted fields',
      status: 400,
      conflict: false,
      fieldErrors: { 'emails.0.address': 'Enter an e-mail address', lastName: 'Enter a name' },
    });
  });

  it('flags a stale version (409) as a conflict', async () => {
    expect(await provider().update('contact', 409, {})).toEqual({
      ok: false,
      message: 'This record was changed by someone else. Reload it and try again.',
      status: 409,
      conflict: true,
    });
  });

  it.each([
    [404, 'Not found'],
    [403, 'Forbidden'],
    [500, 'Server error'],
  ])('answers %i with its message (or "Server error" when it gave none)', async (status, message) => {
    expect(await provider().getOne('contact', status)).toEqual({ ok: false, message, status, conflict: false });
  });

  it('reports a token error to the client (which redirects) and answers a 401 failure', async () => {
    const tokenErrors: TokenErrorCode[] = [];
    expect(await provider({ tokenErrors }).getOne('contact', 401)).toEqual({
      ok: false,
      message: 'Server error',
      status: 401,
      conflict: false,
    });
    expect(tokenErrors).toEqual(['ExpiredToken']);
  });

  it('answers an answer that is not JSON, and a transport failure, without throwing', async () => {
    expect(await provider().getOne('contact', 502)).toEqual({
      ok: false,
      message: 'Server error',
      status: 502,
      conflict: false,
    });
    const unreachable = createSiteDataProvider(
      createApiClient({ baseUrl: 'http://127.0.0.1:1', getToken: () => null, onTokenError: () => {} }),
    );
    expect(await unreachable.getOne('contact', 1)).toEqual({ ok: false, message: 'Server error' });
  });

  it('refuses a resource the registry does not name', async () => {
    await expect(provider().getOne('invoice' as never, 1)).rejects.toThrow('No resource named "invoice"');
  });
});

describe('listQueryString', () => {
  it('writes booleans and numbers as text and skips undefined and empty values', () => {
    expect(listQueryString({ active: true, page: 1, q: '', tag: undefined })).toBe('active=true&page=1');
  });
});
