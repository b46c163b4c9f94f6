// The API killed (SIGKILL) in the middle of a stream of acknowledged writes from several clients, then started
// again on the same data: every acknowledged write is there, no file is half-written, left over or missing,
// and the second start is clean. On PGlite always; on PostgreSQL when HANGAR_TEST_DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { attachments } from '../../src/db/schema';
import { fileKeys } from '../../src/files/keys';
import { Client, DEMO_PASSWORD, onPostgres, postgresTestUrl, TEST_SECRET_KEY } from '../support/server';

const ROOT = resolve(import.meta.dirname, '../../../..');
const CLIENTS = 4;
/** Acknowledged writes before the kill; the clients keep writing while it lands. */
const ACKS_BEFORE_KILL = 30;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

type Api = { child: ChildProcess; base: string; log: () => string; exited: Promise<number | null> };

/** Runs the API as `npm run dev` does (tsx, source), on its own port and data folder, until it answers. */
async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, base, log: () => log, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start:\n${log.slice(-3000)}`);
}

/** Lines the API logged at error level or above (pino: 50 error, 60 fatal), and anything not JSON. */
function problems(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => line.trim())
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return !/^Demo users/.test(line);
      }
    });
}

/** Every file under `dir`, as paths relative to it. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name), base) : [relative(base, join(dir, e.name))],
  );
}

/** The last acknowledged state of a record one client owns. */
type Ack = { id: number; version: number; value: string };

const started: Api[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const api of started) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function freshPostgres(): Promise<string> {
  const url = new URL(await postgresTestUrl('_crash'));
  const admin = new pg.Client({ connectionString: (await postgresTestUrl()).toString() });
  await admin.connect();
  try {
    const name = url.pathname.slice(1);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

describe('a crash in the middle of writes', () => {
  it(`keeps every acknowledged write and leaves no broken or stray file (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-crash-'));
    folders.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      SITE_DIR: '',
      WEATHER_SOURCE: 'replay',
      DEMO_PASSWORD,
      SECRET_KEY: TEST_SECRET_KEY,
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
      DATABASE_URL: onPostgres ? await freshPostgres() : '',
      // This test's instance is the only one using the folder.
      FILE_SWEEP_GRACE_SECONDS: '0',
    };
    const first = await startApi(env);
    started.push(first);

    // Each client owns a contact, a lease on its own unit, and uploads images to one property.
    const admin = new Client(first.base);
    const company = (await admin.login('alpha.admin')).managementCompanyID;
    const property = (
      await admin.post<{ data: { id: number } }>('/api/Property', {
        managementCompanyID: company,
        name: 'Crash Field',
        type: 'airport',
      })
    ).body.data.id;
    const numbers = Array.from({ length: CLIENTS }, (_, i) => `K-${i + 1}`);
    const units = (
      await admin.post<{ data: { items: { id: number }[] } }>('/api/RentalUnitSave', {
        unitNumbers: numbers,
        defaults: { propertyID: property, type: 't-hangar', marketRentCents: 30_000 },
      })
    ).body.data.items.map((u) => u.id);
    const images = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } })
          .png()
          .toBuffer(),
      ),
    );

    type Writer = {
      client: Client;
      contactBody: Record<string, unknown>;
      contact: Ack;
      leaseBody: Record<string, unknown>;
      lease: Ack;
      uploads: number[];
    };
    const writers: Writer[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const client = new Client(first.base);
      await client.login('alpha.admin');
      const contactBody = {
        kind: 'individual',
        managementCompanyID: company,
        firstName: 'v0',
        lastName: `Crash ${i}`,
      };
      const contact = (
        await client.post<{ data: { id: number; version: number } }>('/api/Individual', contactBody)
      ).body.data;
      const leaseBody = {
        unitID: units[i],
        type: 'month-to-month',
        startDate: '2026-01-01',
        rentCents: 30_000,
        notes: 'v0',
        parties: [{ contactID: contact.id, role: 'tenant' }],
      };
      const lease = await client.post<{ data: { id: number; version: number } }>(
        '/api/RentalUnitLease',
        leaseBody,
      );
      expect(lease.status).toBe(200);
      writers.push({
        client,
        contactBody,
        contact: { ...contact, value: 'v0' },
        leaseBody,
        lease: { ...lease.body.data, value: 'v0' },
        uploads: [],
      });
    }

    let acks = 0;
    let killed = false;
    let reachedKillPoint: () => void = () => undefined;
    const killPoint = new Promise<void>((r) => (reachedKillPoint = r));
    const acknowledged = () => {
      acks += 1;
      if (acks >= ACKS_BEFORE_KILL) reachedKillPoint();
    };

    /** One client's stream: contact edit, lease save, upload, again; ends when the server is gone. */
    async function stream(w: Writer, n: number) {
      for (let i = 1; !killed; i++) {
        const value = `v${i}`;
        try {
          if ((i + n) % 3 === 0) {
            const res = await w.client.put<{ data: { version: number } }>(`/api/Contact/${w.contact.id}`, {
              ...w.contactBody,
              firstName: value,
              version: w.contact.version,
            });
            if (res.status !== 200) throw new Error(`contact edit answered ${res.status}`);
            w.contact = { id: w.contact.id, version: res.body.data.version, value };
          } else if ((i + n) % 3 === 1) {
            const res = await w.client.put<{ data: { version: number } }>(
              `/api/RentalUnitLease/${w.lease.id}`,
              {
                ...w.leaseBody,
                notes: value,
                rentCents: 30_000 + i,
                version: w.lease.version,
              },
            );
            if (res.status !== 200) throw new Error(`lease save answered ${res.status}`);
            w.lease = { id: w.lease.id, version: res.body.data.version, value };
          } else {
            const form = new FormData();
            form.append(
              'file',
              new Blob([new Uint8Array(images[i % images.length]!)], { type: 'image/png' }),
              `${value}.png`,
            );
            const res = await fetch(`${first.base}/api/Attachments/property/${property}?kind=image`, {
              method: 'POST',
              body: form,
              headers: {
                authorization: `Bearer ${w.client.token}`,
                cookie: `XSRF-TOKEN=${w.client.xsrf}`,
                'x-xsrf-token': w.client.xsrf!,
              },
            });
            if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
            w.uploads.push(((await res.json()) as { data: { id: number } }).data.id);
          }
          acknowledged();
        } catch (err) {
          // A request cut by the kill was never acknowledged; anything else is a failure of the test.
          if (killed) return;
          throw err;
        }
      }
    }
    const streams = writers.map((w, n) => stream(w, n));
    await Promise.race([killPoint, Promise.all(streams)]);
    killed = true;
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(streams);
    expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // Started again on the same folder (and database): it comes up cleanly.
    const second = await startApi(env);
    started.push(second);
    const reader = new Client(second.base);
    await reader.login('alpha.admin');

    for (const w of writers) {
      // An edit in flight at the kill may have landed (one version on), never less than the last answer.
      const contact = (
        await reader.get<{ data: { firstName: string; version: number } }>(`/api/Contact/${w.contact.id}`)
      ).body.data;
      expect(contact.version - w.contact.version).toBeGreaterThanOrEqual(0);
      expect(contact.version - w.contact.version).toBeLessThanOrEqual(1);
      if (contact.version === w.contact.version) expect(contact.firstName).toBe(w.contact.value);
      const lease = (
        await reader.get<{ data: { notes: string; version: number } }>(`/api/RentalUnitLease/${w.lease.id}`)
      ).body.data;
      expect(lease.version - w.lease.version).toBeGreaterThanOrEqual(0);
      expect(lease.version - w.lease.version).toBeLessThanOrEqual(1);
      if (lease.version === w.lease.version) expect(lease.notes).toBe(w.lease.value);
    }
    const listed = (
      await reader.get<{ data: { items: { id: number; url: string; thumbnailUrl: string | null }[] } }>(
        `/api/Attachments/property/${property}?kind=image`,
      )
    ).body.data.items;
    const uploaded = writers.flatMap((w) => w.uploads);
    expect(uploaded.length).toBeGreaterThan(0);
    expect(listed.map((a) => a.id)).toEqual(expect.arrayContaining(uploaded));
    for (const item of listed) {
      for (const url of [item.url, item.thumbnailUrl!]) {
        const res = await fetch(second.base + url, { headers: { authorization: `Bearer ${reader.token}` } });
        expect(res.status).toBe(200);
        await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      }
    }

    // Stopped cleanly, the folder and the rows agree: every row's files whole, no file without a row, no temp file.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(problems(second.log())).toEqual([]);

    const database = await openDatabase(onPostgres ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    const rows = await database.db
      .select({ key: attachments.storageKey, byteSize: attachments.byteSize })
      .from(attachments);
    await database.close();
    const filesDir = join(dataDir, 'files');
    const files = walk(filesDir);
    expect(files.filter((f) => f.split('/').at(-1)!.startsWith('.tmp-'))).toEqual([]);
    const expected = rows.flatMap((r) => Object.values(fileKeys(r.key)));
    expect([...files].sort()).toEqual([...expected].sort());
    // No folder left of an upload cut short, not even an empty one.
    const prefixes = readdirSync(filesDir).flatMap((company) =>
      readdirSync(join(filesDir, company)).map((prefix) => `${company}/${prefix}`),
    );
    expect(prefixes.sort()).toEqual(rows.map((r) => r.key).sort());
    for (const row of rows) {
      const keys = fileKeys(row.key);
      // Whole: the original has the size its row says, and every file decodes to its last pixel.
      expect(statSync(join(filesDir, keys.original)).size).toBe(row.byteSize);
      for (const key of Object.values(keys)) {
        await sharp(readFileSync(join(filesDir, key)), { failOn: 'truncated' })
          .raw()
          .toBuffer();
      }
    }
  }, 240_000);
});
