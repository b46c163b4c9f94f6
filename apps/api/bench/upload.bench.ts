// Upload bench: MB/s of a 5 MB JPEG through POST /api/RentalUnitImage (type check, EXIF stripped, original,
// display size and thumbnail made, three files written, row inserted) against a bare multipart route that only
// receives the bytes, in the same run; one upload at a time, then two at once (the browser's way for several).
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/handle';
import { properties, rentalUnits } from '../src/db/schema';

const TARGET_BYTES = 5 * 1024 * 1024;
const ROUNDS = 5;
const PER_ROUND = 4;
const PASSWORD = 'Bench-Password-Long-1';

/** A photo-like JPEG of about 5 MB: smooth gradients with fine noise, as a camera's detail compresses. */
async function fiveMegabyteJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed >> 16) & 63;
    pixels[i] = ((x * 200) / width + noise) & 255;
    pixels[i + 1] = ((y * 200) / height + noise) & 255;
    pixels[i + 2] = (((x + y) * 100) / (width + height) + noise * 2) & 255;
  }
  for (let quality = 80; ; quality += 4) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: 'BenchCam' } })
      .toBuffer();
    if (jpeg.length >= TARGET_BYTES || quality >= 100) return jpeg;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

type Target = { url: string; headers: Record<string, string> };

async function send(target: Target, bytes: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'hangar.jpg');
  const res = await fetch(target.url, { method: 'POST', headers: target.headers, body: form });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}: ${text.slice(0, 300)}`);
}

/** MB/s of `PER_ROUND` uploads, `parallel` at a time. */
async function throughput(target: Target, bytes: Buffer, parallel: number): Promise<number> {
  const started = performance.now();
  for (let sent = 0; sent < PER_ROUND; sent += parallel) {
    await Promise.all(Array.from({ length: parallel }, () => send(target, bytes)));
  }
  const seconds = (performance.now() - started) / 1000;
  return (PER_ROUND * bytes.length) / (1024 * 1024) / seconds;
}

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-upload-'));
const database = await openDatabase({ dataDir: join(tmpdir(), 'hangar-bench-pglite') });
try {
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    DEMO_PASSWORD: PASSWORD,
    DATA_DIR: dataDir,
  });
  await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
  const app = await buildApp({ config, logger: false, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const health = await fetch(`${base}/api/health`);
  const cookie = health.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'alpha.admin', password: PASSWORD }),
  });
  const session = (await login.json()) as { data?: { token: string; managementCompanyID: number } };
  if (!session.data) throw new Error(`sign-in failed: ${login.status}`);
  const companyId = session.data.managementCompanyID;
  const name = `Bench Hangars ${Date.now()}`;
  const [property] = await database.db
    .insert(properties)
    .values({ managementCompanyId: companyId, name, fileAs: name, type: 'multi-family' })
    .returning();
  const [unit] = await database.db
    .insert(rentalUnits)
    .values({
      managementCompanyId: companyId,
      propertyId: property!.id,
      unitNumber: 'B-1',
      sortKey: 'B-1',
      type: 't-hangar',
    })
    .returning();
  const headers = { cookie, 'x-xsrf-token': xsrf, authorization: `Bearer ${session.data.token}` };

  const bare = Fastify({ logger: false });
  await bare.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1 } });
  bare.post('/upload', async (request) => {
    const part = await request.file();
    const bytes = await part!.toBuffer();
    return { success: true, data: { byteSize: bytes.length } };
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const jpeg = await fiveMegabyteJpeg();
  const targets = {
    app: { url: `${base}/api/RentalUnitImage/${unit!.id}`, headers },
    bare: { url: `${bareBase}/upload`, headers: {} },
  };
  console.log(
    `\nUpload of a ${(jpeg.length / 1024 / 1024).toFixed(2)} MB JPEG (4000 × 3000) on ${availableParallelism()} cores, ${PER_ROUND} uploads a round, ${ROUNDS} rounds; PGlite, folder store`,
  );
  for (const parallel of [1, 2]) {
    await throughput(targets.app, jpeg, parallel);
    await throughput(targets.bare, jpeg, parallel);
    const results = { app: [] as number[], bare: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      for (const which of order) results[which].push(await throughput(targets[which], jpeg, parallel));
    }
    const ratio = median(results.app.map((a, i) => a / (results.bare[i] ?? Infinity)));
    const perUpload = (PER_ROUND * jpeg.length) / 1024 / 1024 / median(results.app) / PER_ROUND;
    console.log(`  ${parallel} at a time:`);
    console.log(
      `    app (sniff, strip EXIF, original + display + thumbnail, 3 files, row) ${results.app.map((r) => r.toFixed(1)).join(', ')} MB/s (median ${median(results.app).toFixed(1)}; ${(perUpload * 1000).toFixed(0)} ms an upload)`,
    );
    console.log(
      `    bare multipart route (receives the bytes)                          ${results.bare.map((r) => r.toFixed(1)).join(', ')} MB/s (median ${median(results.bare).toFixed(1)})`,
    );
    console.log(`    ratio ${ratio.toFixed(3)}`);
  }
  await bare.close();
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
