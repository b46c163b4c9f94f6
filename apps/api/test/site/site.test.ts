// The API serving the built site: compressed files when the browser takes them, caching by kind of file,
// and index.html for the site's client-side routes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const SCRIPT = `console.log(${JSON.stringify('hangar '.repeat(400))});\n`;
const INDEX =
  '<!doctype html><html lang="en"><head><title>Hicks Airfield</title></head><body><div id="root"></div></body></html>';

/** A raw GET (fetch would decompress and hide the encoding). */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built site, served by the API', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hangar-site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets/index-abc123.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
    app = await buildApp({ config: loadConfig({ PORT: '0', SITE_DIR: dir }), logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the precompressed script to a browser that accepts gzip, cached for good', async () => {
    const res = await get(base, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get(base, '/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('answers a client-side route with index.html, never cached', async () => {
    for (const path of ['/', '/weather', '/manage']) {
      const res = await get(base, path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.body.toString(), path).toBe(INDEX);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get(base, '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ success: false });
  });
});
