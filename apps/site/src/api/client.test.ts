// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  readCookie,
  resolveApiPath,
  ServiceError,
  unwrap,
  type TokenErrorCode,
} from './client';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

describe('the site API client against a real HTTP server', () => {
  let server: Server;
  let base: string;
  let seen: Seen[];
  let cookieJar: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (req.url === '/api/health') {
          cookieJar = 'XSRF-TOKEN=abc%20123';
          return json(200, { success: true, data: { status: 'ok' } });
        }
        if (req.url === '/api/expired') return json(401, { success: false, tokenError: 'ExpiredToken' });
        if (req.url === '/api/revoked') return json(401, { success: false, tokenError: 'InvalidToken' });
        if (req.url === '/api/broken') return json(500, { success: false });
        if (req.url === '/api/html') {
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<h1>Bad gateway</h1>');
        }
        if (req.url === '/api/refused') return json(400, { success: false, error: 'Name is taken' });
        return json(200, { success: true, data: { echo: body ? JSON.parse(body) : null } });
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen = [];
    cookieJar = '';
  });

  // The client builds relative URLs from baseUrl; a relative baseUrl keeps the XSRF rule in force here.
  function client(token: string | null, errors: TokenErrorCode[] = []) {
    return createApiClient({
      baseUrl: '',
      getToken: () => token,
      onTokenError: (code) => errors.push(code),
      readCookies: () => cookieJar,
      fetch: (input, init) => fetch(`${base}${String(input)}`, init),
    });
  }

  it('sends the bearer token and reads the data of a success', async () => {
    const result = await client('tok-1').get<{ echo: null }>('/api/thing');
    expect(result).toEqual({ success: true, data: { echo: null } });
    expect(seen[0]!.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when signed out', async () => {
    await client(null).get('/api/thing');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('fetches the XSRF cookie first when missing, then copies it into X-XSRF-TOKEN on a POST', async () => {
    const result = await client(null).post('/api/thing', { a: 1 });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/health', 'POST /api/thing']);
    expect(seen[1]!.headers['x-xsrf-token']).toBe('abc 123');
    expect(result).toEqual({ success: true, data: { echo: { a: 1 } } });
  });

  it('does not add the XSRF header to GET requests', async () => {
    cookieJar = 'XSRF-TOKEN=zzz';
    await client(null).get('/api/thing');
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('never sends the XSRF token to another origin', async () => {
    cookieJar = 'XSRF-TOKEN=zzz';
    const c = createApiClient({ getToken: () => null, onTokenError: () => {}, readCookies: () => cookieJar });
    await c.put(`${base}/api/thing`, {});
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it.each([
    ['/api/expired', 'ExpiredToken'],
    ['/api/revoked', 'InvalidToken'],
  ] as const)('reports a token error from %s once and counts the request as invalid', async (path, code) => {
    const errors: TokenErrorCode[] = [];
    const result = await client('old', errors).get(path);
    expect(errors).toEqual([code]);
    expect(result).toMatchObject({ success: false, tokenError: code });
  });

  it("surfaces the server's error text, or 'Server error' when it gave none", async () => {
    const refused = await client(null).get('/api/refused');
    expect(() => unwrap(refused)).toThrow(new ServiceError('Name is taken'));
    const broken = await client(null).get('/api/broken');
    expect(() => unwrap(broken)).toThrow('Server error');
    await expect(client(null).get('/api/html')).rejects.toThrow('Server error');
  });

  it("turns a transport failure into 'Server error'", async () => {
    const c = createApiClient({
      getToken: () => null,
      onTokenError: () => {},
      fetch: () => fetch('http://127.0.0.1:1/unreachable'),
    });
    await expect(c.get('/api/thing')).rejects.toThrow(new ServiceError('Server error'));
  });

  it('reads one cookie among many', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy; b=2', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps the HTTP status and field errors of a refusal', async () => {
    const refused = await client(null).get('/api/refused');
    expect(refused).toEqual({ success: false, error: 'Name is taken', status: 400 });
    const expired = await client('old').get('/api/expired');
    expect(expired).toMatchObject({ status: 401, tokenError: 'ExpiredToken' });
  });

  it('sends every /api path, the XSRF fetch included, under the one API base', async () => {
    const c = createApiClient({
      baseUrl: '',
      apiBase: '/v2',
      getToken: () => null,
      onTokenError: () => {},
      readCookies: () => cookieJar,
      fetch: (input, init) => fetch(`${base}${String(input)}`, init),
    });
    await c.post('/api/thing', {});
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /v2/health', 'POST /v2/thing']);
  });
});

describe('resolveApiPath', () => {
  it.each([
    ['/api/MgmtCo', '/api', '/api/MgmtCo'],
    ['/api/MgmtCo', 'https://api.example/v2/', 'https://api.example/v2/MgmtCo'],
    ['/api/ContactSearch?q=a', '/hangar/api', '/hangar/api/ContactSearch?q=a'],
    ['/apiary', '/v2', '/apiary'],
    ['/other', '/v2', '/other'],
  ])('%s under %s → %s', (path, apiBase, url) => expect(resolveApiPath(path, apiBase)).toBe(url));
});
