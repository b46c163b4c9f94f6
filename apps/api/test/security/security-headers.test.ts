// Security headers on the site and the API, HSTS only over HTTPS from a trusted proxy, the framework's own
// errors in the API's shape without the URL, TRUST_PROXY and CSP host settings, and source maps never served.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { useTestServer } from '../support/server';

/** As the site's build writes it: Vite's csp-nonce meta tag with the placeholder of html.cspNonce. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="__HANGAR_CSP_NONCE__" /><title>Hicks Airfield</title><script type="module" crossorigin src="/assets/index-abc123.js" nonce="__HANGAR_CSP_NONCE__"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("hangar");\n';
const MAP = '{"version":3,"sources":["../../src/main.tsx"],"sourcesContent":["secret source"]}';

/** The policy apps/site needs with the default settings (radar, NWS icons, listings frame). */
const SITE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://radar.weather.gov'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https://listings.hicksairfield.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** A raw request on a fresh connection: any target length, any header, any body. */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ agent: false, host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Writes `text` as it is on a fresh socket and reads what comes back until the server closes it: a request no HTTP
 * client would send (no Host, an odd Expect, a bad method), or several requests pipelined on one connection.
 */
function rawExchange(base: string, text: string, afterWrite?: (socket: Socket) => void): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(text);
      afterWrite?.(socket);
    });
    let out = '';
    socket.on('data', (chunk: Buffer) => (out += chunk.toString('latin1')));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

/** The answers in a raw exchange (interim 1xx answers included), each as `Raw`. */
function parseAnswers(text: string): Raw[] {
  const answers: Raw[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine!.split(' ')[1]),
      headers,
      text: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

function policy(res: Raw): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy').toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: Raw, what: string, styleSrc = SITE_POLICY['style-src']) {
  expect(policy(res), what).toEqual({ ...SITE_POLICY, 'style-src': styleSrc });
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
}

/** The error shape, with no piece of the request echoed. */
function expectError(res: Raw, status: number, error: string, notEchoed: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.text)).toEqual({ success: false, error });
  expect(res.text).not.toContain(notEchoed);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(policy(res)).toEqual(SITE_POLICY);
}

const siteDir = mkdtempSync(join(tmpdir(), 'hangar-security-site-'));
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), INDEX);
writeFileSync(join(siteDir, 'assets/index-abc123.js'), SCRIPT);
writeFileSync(join(siteDir, 'assets/index-abc123.js.map'), MAP);

const server = useTestServer({
  SITE_DIR: siteDir,
  WEATHER_SOURCE: 'replay',
  // Closed ports: the replay never needs the network.
  AVIATIONWEATHER_BASE_URL: 'http://127.0.0.1:9',
  NWS_BASE_URL: 'http://127.0.0.1:9',
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('security headers', () => {
  it("the site's index.html carries the policy, with a new style nonce each time, and the other headers", async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/weather', '/login', '/index.html', '/weather']) {
      const res = await send(server.base, 'GET', path);
      expect(res.status, path).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})"/.exec(res.text)?.[1];
      expect(nonce, path).toBeDefined();
      expect(res.text, path).toBe(INDEX.replaceAll('__HANGAR_CSP_NONCE__', nonce!));
      expectSecurityHeaders(res, path, ["'self'", `'nonce-${nonce!}'`]);
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      // Never revalidated into an old body whose nonce the new policy would not name.
      expect(res.headers.etag, path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('no-cache');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
    const head = await send(server.base, 'HEAD', '/');
    expect(head.status).toBe(200);
    expect(policy(head)['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-.{24}'$/)]);
  });

  it('API answers, 404s and assets carry them too', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', '/assets/index-abc123.js']) {
      const res = await send(server.base, 'GET', path);
      expectSecurityHeaders(res, path);
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('sends HSTS only when a trusted proxy (loopback by default) says the request came over HTTPS', async () => {
    const plain = await send(server.base, 'GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await send(server.base, 'GET', '/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the public weather answers readable and loadable by any origin, failures included', async () => {
    for (const path of [
      '/api/NoaaMetar/KAFW',
      '/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/722',
      '/api/forecast/32.9312,-97.4117',
      '/api/NoaaMetar/K!',
    ]) {
      const res = await send(server.base, 'GET', path);
      expect(res.headers['access-control-allow-origin'], path).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('Swagger UI at /api/docs loads only its own scripts, and may add inline styles', async () => {
    const res = await send(server.base, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    // Swagger UI adds <style> elements and takes no nonce; scripts stay 'self' only.
    expect(policy(res)).toEqual({ ...SITE_POLICY, 'style-src': ["'self'", "'unsafe-inline'"] });
    expect(res.text).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const assets = [...res.text.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    for (const [, attributes, content] of scripts) {
      expect(content!.trim(), 'inline script').toBe('');
      assets.push(/src="([^"]+)"/.exec(attributes!)![1]!);
    }
    for (const asset of assets) {
      expect(asset, 'same origin').toMatch(/^\/api\/docs\//);
      expect((await send(server.base, 'GET', asset)).status, asset).toBe(200);
    }
  });
});

describe("the framework's own errors, in the API's shape without the URL", () => {
  it('414 for a 100 KB path, past what Node reads (its parser answers)', async () => {
    const long = 'a'.repeat(100_000);
    expectError(await send(server.base, 'GET', `/api/${long}`), 414, 'URI too long', 'aaaaaaaa');
    expectError(await send(server.base, 'GET', `/weather?q=${long}`), 414, 'URI too long', 'aaaaaaaa');
  });

  it('414 for a 10 KB target, and for a path parameter over Fastify’s maxParamLength', async () => {
    const long = 'b'.repeat(10_000);
    expectError(await send(server.base, 'GET', `/api/${long}`), 414, 'URI too long', 'bbbbbbbb');
    expectError(await send(server.base, 'GET', `/weather?q=${long}`), 414, 'URI too long', 'bbbbbbbb');
    const param = 'c'.repeat(200);
    expectError(await send(server.base, 'GET', `/api/NoaaMetar/${param}`), 414, 'URI too long', 'cccccccc');
  });

  it('431 for headers over what Node reads', async () => {
    const res = await send(server.base, 'GET', '/api/health', { 'x-filler': 'd'.repeat(40_000) });
    expectError(res, 431, 'Request headers too large', 'dddddddd');
  });

  it('400 for a malformed percent-encoding, 404 for an unknown API path', async () => {
    expectError(await send(server.base, 'GET', '/api/NoaaMetar/%E0%A4%A'), 400, 'Malformed URL', '%E0');
    const res = await send(server.base, 'GET', '/api/no-such-endpoint-here?x=1');
    expectError(res, 404, 'No such endpoint', 'no-such-endpoint-here');
    const post = await send(server.base, 'POST', '/api/no-such-endpoint-here');
    expect(JSON.parse(post.text)).toMatchObject({ success: false });
    expect(post.text).not.toContain('no-such-endpoint-here');
  });

  it('400 for an HTTP/1.1 request without Host, 417 for an Expect it cannot meet (raw sockets)', async () => {
    const [noHost, ...more] = parseAnswers(
      await rawExchange(server.base, 'GET /api/health?secret-query HTTP/1.1\r\nConnection: close\r\n\r\n'),
    );
    expect(more).toEqual([]);
    expectError(noHost!, 400, 'A Host header is required', 'secret-query');
    // HTTP/1.0 never required one.
    const [old] = parseAnswers(await rawExchange(server.base, 'GET /api/health HTTP/1.0\r\n\r\n'));
    expect(old!.status).toBe(200);

    const [refused] = parseAnswers(
      await rawExchange(
        server.base,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: secret-expectation\r\nConnection: close\r\n\r\n',
      ),
    );
    expectError(refused!, 417, 'Only "Expect: 100-continue" is supported', 'secret-expectation');
    // 100-continue goes on as before: the interim answer, then the route's own.
    const [interim, final] = parseAnswers(
      await rawExchange(
        server.base,
        'POST /api/authenticate HTTP/1.1\r\nHost: x\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      ),
    );
    expect(interim!.status).toBe(100);
    expect(final!.status).toBe(400);
    expect(JSON.parse(final!.text)).toMatchObject({ success: false });
  });

  it("400 for what Node's parser refuses: a bad method, a bad header, Content-Length with chunked", async () => {
    for (const text of [
      'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
      'POST /api/authenticate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'not http at all\r\n\r\n',
    ]) {
      const [answer] = parseAnswers(await rawExchange(server.base, text));
      expectError(answer!, 400, 'Bad request', 'Bad Header');
    }
  });

  it('413, 415 and malformed JSON on a real endpoint', async () => {
    const client = server.client();
    await client.get('/api/health');
    const headers = {
      cookie: `XSRF-TOKEN=${client.xsrf!}`,
      'x-xsrf-token': client.xsrf!,
      'content-type': 'application/json',
    };
    const big = JSON.stringify({ userName: 'e'.repeat(2_000_000), password: 'x' });
    expectError(
      await send(server.base, 'POST', '/api/authenticate', headers, big),
      413,
      'Request body is too large',
      'eeeeeeee',
    );
    expectError(
      await send(
        server.base,
        'POST',
        '/api/authenticate',
        { ...headers, 'content-type': 'application/x-secret-type' },
        '<x/>',
      ),
      415,
      'Unsupported Media Type',
      'x-secret-type',
    );
    const bad = await send(server.base, 'POST', '/api/authenticate', headers, '{"userName": secret-word');
    expectError(
      bad,
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
      'secret-word',
    );
  });
});

describe('source maps', () => {
  it('are never served, though the script beside them is', async () => {
    const map = await send(server.base, 'GET', '/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('secret source');
    expect(JSON.parse(map.text)).toEqual({ success: false, error: 'No such endpoint' });
    const script = await send(server.base, 'GET', '/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.text).toBe(SCRIPT);
  });
});

describe('configuration', () => {
  it('refuses TRUST_PROXY=true (anyone could claim any address) and ranges that trust everyone', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*spoofable/);
    for (const bad of ['0.0.0.0/0', '::/0', 'anyone', '2', '10.0.0.1/33', 'loopback,true'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('takes loopback (the default), addresses, CIDRs, named ranges and false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,fd00::/8 ,loopback' }).TRUST_PROXY).toBe(
      '10.0.0.1,192.168.0.0/16,fd00::/8,loopback',
    );
  });

  it('takes the CSP hosts as origins or URLs and refuses anything that is not one', () => {
    const config = loadConfig({
      CSP_IMG_HOSTS: 'https://radar.example.org/ridge/loop.gif, https://tfr.example.org:8443',
      CSP_FRAME_HOSTS: '',
    });
    expect(config.CSP_IMG_HOSTS).toEqual(['https://radar.example.org', 'https://tfr.example.org:8443']);
    expect(config.CSP_FRAME_HOSTS).toEqual([]);
    for (const bad of [
      "'unsafe-inline'",
      '*',
      'https://a.example;script-src *',
      'javascript:alert(1)',
      'data:',
    ])
      expect(() => loadConfig({ CSP_IMG_HOSTS: bad }), bad).toThrow(/CSP_IMG_HOSTS/);
  });

  describe('an app with its own hosts and no trusted proxy', () => {
    let app: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      const config = loadConfig({
        PORT: '0',
        SITE_DIR: '',
        TRUST_PROXY: 'false',
        CSP_IMG_HOSTS: 'https://radar.example.org/loop.gif,https://tfr.example.org/a.png',
        CSP_FRAME_HOSTS: 'https://listings.example.org/',
      });
      app = await buildApp({ config, logger: false });
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app?.close());

    it('allows exactly the configured image and frame hosts; no HSTS on an untrusted peer’s word', async () => {
      const res = await send(base, 'GET', '/api/health', { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(200);
      expect(policy(res)).toEqual({
        ...SITE_POLICY,
        'img-src': ["'self'", 'data:', 'blob:', 'https://radar.example.org', 'https://tfr.example.org'],
        'frame-src': ["'self'", 'https://listings.example.org'],
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('an app closing', () => {
  it('answers a request that arrives on an open connection while it drains with 503 in the API shape', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-closing-'));
    const config = loadConfig({ PORT: '0', SITE_DIR: '', DATA_DIR: dataDir, JOBS: 'off' });
    const app = await buildApp({ config, logger: false });
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const slowEntered = gate();
    const slowReleased = gate();
    const secondAnswered = gate();
    // A request still being answered keeps its connection open while the app closes; once the close has begun a
    // second request arrives on that connection, and only when it has been answered is the first let go.
    app.get('/slow', async () => {
      slowEntered.open();
      await slowReleased.opened;
      return { success: true, data: null };
    });
    let socket: Socket | undefined;
    // Node hands the request to the app synchronously; its answer is queued once the hooks' promises settle.
    app.server.on('request', (req: { url?: string }) => {
      if (req.url?.includes('secret-query')) setImmediate(secondAnswered.open);
    });
    app.addHook('preClose', async () => {
      socket!.write('GET /api/health?secret-query HTTP/1.1\r\nHost: x\r\n\r\n');
      await secondAnswered.opened;
      slowReleased.open();
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      let closed: Promise<void> | undefined;
      const exchange = rawExchange(base, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', (s) => {
        socket = s;
        void slowEntered.opened.then(() => (closed = app.close()));
      });
      const [first, second, ...more] = parseAnswers(await exchange);
      expect(first!.status).toBe(200);
      expect(more).toEqual([]);
      expectError(second!, 503, 'The server is restarting; try again in a moment', 'secret-query');
      expect(second!.headers.connection).toBe('close');
      await closed;
    } finally {
      slowReleased.open();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
