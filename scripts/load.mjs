// `npm run load`: 200 virtual users for 60 s against the built product on PostgreSQL, in a realistic mix
// (airport pages and weather mostly; sign-ins, management lists and searches, contact edits, image uploads),
// with autocannon; prints requests, errors and p50/p99 per class against the targets. Exits 1 on any error.
//
//   npm run load -- [--duration 60] [--users 200] [--rate 1] [--url http://host:port --password …] [--no-build]
//                   [--profile <folder>]
//
// Without --url it builds the site and the API, makes a fresh `<db>_load` database next to DATABASE_URL's
// (default postgres://postgres@127.0.0.1:5432/hangar) and starts `apps/api/dist/main.js` on a free port with
// recorded weather, a temporary data folder and request limits scaled up (all the load comes from one address).
import autocannon from 'autocannon';
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    users: { type: 'string', default: '200' },
    /** Requests a second of each virtual user (think time between them); 0 asks again at once. */
    rate: { type: 'string', default: '1' },
    url: { type: 'string' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? '' },
    'no-build': { type: 'boolean', default: false },
    /** A folder for a CPU profile of the API (`node --cpu-prof`), written when it stops: where the time went. */
    profile: { type: 'string' },
  },
});
const duration = Number(args.duration);
const users = Number(args.users);
const rate = Number(args.rate);
if (!(duration > 0) || !(users >= 6) || !(rate >= 0)) {
  console.error('--duration > 0 (seconds), --users ≥ 6 and --rate ≥ 0 (requests a second per user)');
  process.exit(2);
}

/** The mix: each class's share of the virtual users, and the p99 it must keep. Reads ≤ 200 ms, writes ≤ 500 ms. */
const CLASSES = [
  { name: 'airport pages', share: 0.35, kind: 'read' },
  { name: 'weather answers', share: 0.35, kind: 'read' },
  { name: 'management lists', share: 0.18, kind: 'read' },
  { name: 'sign-in', share: 0.02, kind: 'write' },
  { name: 'contact edits', share: 0.06, kind: 'write' },
  { name: 'image uploads', share: 0.04, kind: 'write' },
];
const TARGET_P99 = { read: 200, write: 500 };

/** Whole users per class, every class at least one, summing to `users`. */
function split(total) {
  const counts = CLASSES.map((c) => Math.max(1, Math.floor(total * c.share)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < total; i = (i + 1) % 2) counts[i] += 1;
  return counts;
}

async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const XSRF = 'load-test-xsrf-token';
const json = (token) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
  ...(token && { authorization: `Bearer ${token}` }),
});

async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: json(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/** Builds, makes the database, starts the API; answers its base URL, the demo password and a stop function. */
async function startServer() {
  if (!args['no-build']) {
    console.log('== building the site and the API');
    execSync('npx turbo run build --filter=@hangar/site --filter=@hangar/api --output-logs=errors-only', {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const baseUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hangar');
  const name = `${baseUrl.pathname.slice(1) || 'hangar'}_load`;
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${name}`;

  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-load-'));
  // A copy of the built site: a build of the working tree during the run must not pull files from under it.
  const siteDir = join(dataDir, 'site');
  cpSync(join(root, 'apps/site/dist'), siteDir, { recursive: true });
  // Kept after the run (the data folder is not): the place to look when a class had errors.
  const logFile = join(mkdtempSync(join(tmpdir(), 'hangar-load-log-')), 'server.log');
  const password = `Load-${randomBytes(9).toString('base64url')}`;
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const profile = args.profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(args.profile)] : [];
  const server = spawn(process.execPath, [...profile, 'apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      WEATHER_SOURCE: 'replay',
      RATE_LIMIT_SCALE: '1000',
      DEMO_PASSWORD: password,
      SECRET_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`== API on ${base}, database ${databaseUrl.host}/${name}, log ${logFile}`);
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 600) {
      console.error(readFileSync(logFile, 'utf8').slice(-3000));
      throw new Error('the API did not start');
    }
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, password, stop, pid: server.pid, logFile };
}

/** CPU seconds a process has used so far (Linux), or null. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A small PNG (a 64×48 colour field) made without an image library: IHDR, one IDAT of raw rows, IEND. */
async function smallPng() {
  const { deflateSync, crc32 } = await import('node:zlib');
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [w, h] = [64, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows.set([x * 4, y * 5, 160], y * (w * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What each class asks, with what it needs from the demo data (tokens, ids, owned contacts). */
async function prepare(base, password, counts) {
  const login = (userName) => call(base, 'POST', '/api/authenticate', { body: { userName, password } });
  const first = await login('alpha.admin');
  const company = first.managementCompanyID;
  const tokens = [first.token];
  for (let i = 1; i < 8; i++) tokens.push((await login('alpha.admin')).token);
  const properties = await call(base, 'GET', `/api/PropertySearch?managementCompanyID=${company}`, {
    token: first.token,
  });
  const property = properties.items[0].id;
  const contacts = [];
  for (let i = 0; i < counts[4]; i++) {
    const body = {
      kind: 'individual',
      managementCompanyID: company,
      firstName: 'Load',
      lastName: `Tester ${i}`,
    };
    const made = await call(base, 'POST', '/api/Individual', { token: tokens[i % tokens.length], body });
    contacts.push({ id: made.id, version: made.version, body });
  }
  const index = await fetch(`${base}/`).then((r) => r.text());
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  return { company, tokens, property, contacts, asset, png: await smallPng() };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The requests of one virtual user of a class (autocannon's connection), made afresh per connection: a user
 * keeps its token, and an editing user its own contact and version (no two users edit one contact).
 */
function userOf(className, data, password) {
  const { tokens, contacts } = data;
  let users = 0;
  return () => {
    const n = users++;
    const token = tokens[n % tokens.length];
    const contact = contacts[n % contacts.length];
    return requestsOf(className, { ...data, token, contact }, password);
  };
}

function requestsOf(className, { company, token, property, contact, asset, png }, password) {
  let edits = 0;
  switch (className) {
    case 'airport pages': {
      const pages = ['/', '/weather', '/listings', '/about', '/api/listings', ...(asset ? [asset] : [])];
      // As a browser asks: the site's files go out in their prebuilt Brotli form.
      const headers = { accept: 'text/html,application/json,*/*', 'accept-encoding': 'br, gzip' };
      return [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: pick(pages) }) }];
    }
    case 'weather answers': {
      const paths = [
        '/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-7/855?magVar=3',
        '/api/NoaaCrosswindMetarDensityAltitude/KFTW/140/320/-7/855?magVar=3',
        '/api/NoaaDecodedMetar/KAFW',
        '/api/NoaaMetar/KFTW',
        '/api/NoaaTaf/KAFW',
        '/api/NoaaTaf/KFTW',
        '/api/forecast/32.9312,-97.4117',
      ];
      return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick(paths) }) }];
    }
    case 'management lists': {
      const terms = ['a', 'han', 'smith', 'e', 'air', 'co', 'jo', 'tex'];
      const paths = () => [
        `/api/ContactSearch?managementCompanyID=${company}&q=${pick(terms)}`,
        `/api/ContactSearch?managementCompanyID=${company}&page=2&pageSize=25`,
        `/api/RentalUnitSearch?propertyID=${property}&pageSize=50`,
        `/api/RentalUnitSearch?managementCompanyID=${company}&status=vacant`,
        `/api/RentalUnitLeaseSearch?managementCompanyID=${company}`,
        `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&status=active`,
      ];
      return [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: pick(paths()),
            headers: { accept: 'application/json', authorization: `Bearer ${token}` },
          }),
        },
      ];
    }
    case 'sign-in': {
      const names = ['alpha.admin', 'alpha.viewer', 'bravo.admin', 'bravo.viewer'];
      return [
        {
          method: 'POST',
          path: '/api/authenticate',
          setupRequest: (req) => ({
            ...req,
            headers: json(),
            body: JSON.stringify({ userName: pick(names), password }),
          }),
        },
      ];
    }
    case 'contact edits':
      return [
        {
          method: 'PUT',
          path: `/api/Contact/${contact.id}`,
          setupRequest: (req) => ({
            ...req,
            headers: json(token),
            body: JSON.stringify({ ...contact.body, firstName: `Load ${++edits}`, version: contact.version }),
          }),
          onResponse: (status, body) => {
            if (status === 200) contact.version = JSON.parse(body).data.version;
          },
        },
      ];
    case 'image uploads': {
      const boundary = `----hangar-load-${randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hangar.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return [
        {
          method: 'POST',
          path: `/api/Attachments/property/${property}?kind=image`,
          body,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            cookie: `XSRF-TOKEN=${XSRF}`,
            'x-xsrf-token': XSRF,
            authorization: `Bearer ${token}`,
          },
        },
      ];
    }
    default:
      throw new Error(className);
  }
}

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)}`);

async function main() {
  const counts = split(users);
  const server = args.url ? null : await startServer();
  const base = args.url?.replace(/\/$/, '') ?? server.base;
  const password = server?.password ?? args.password;
  if (!password) throw new Error('--url needs --password (or DEMO_PASSWORD): the demo users sign in');
  try {
    const data = await prepare(base, password, counts);
    console.log(
      `== ${users} virtual users for ${duration} s, ${rate ? `${rate} request(s) a second each` : 'no think time'}`,
    );
    const cpuBefore = server && cpuSeconds(server.pid);
    const started = Date.now();
    const runs = CLASSES.map((c, i) =>
      autocannon({
        url: base,
        connections: counts[i],
        duration,
        ...(rate > 0 && { connectionRate: rate }),
        timeout: 10,
        requests: [{ method: 'GET', path: '/api/health' }],
        // Each connection is one virtual user with requests (and state) of its own.
        setupClient: (() => {
          const next = userOf(c.name, data, password);
          return (client) => client.setRequests(next());
        })(),
      }),
    );
    const results = await Promise.all(runs);
    const seconds = (Date.now() - started) / 1000;
    const cpu = server && cpuSeconds(server.pid) !== null ? cpuSeconds(server.pid) - cpuBefore : null;

    const total = results.reduce((n, r) => n + r.requests.total, 0);
    let errors = 0;
    let misses = 0;
    console.log(
      `\n${'class'.padEnd(18)}${pad('users', 6)}${pad('requests', 10)}${pad('mix', 7)}${pad('req/s', 8)}${pad('errors', 8)}${pad('p50 ms', 8)}${pad('p90 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}  p99 target`,
    );
    CLASSES.forEach((c, i) => {
      const r = results[i];
      const bad = r.errors + r.timeouts + r.non2xx;
      errors += bad;
      const target = TARGET_P99[c.kind];
      const met = r.latency.p99 <= target;
      if (!met) misses += 1;
      const statuses = Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, s]) => `${code}×${s.count}`)
        .join(' ');
      console.log(
        `${c.name.padEnd(18)}${pad(counts[i], 6)}${pad(r.requests.total, 10)}${pad(`${((100 * r.requests.total) / total).toFixed(1)}%`, 7)}${pad((r.requests.total / seconds).toFixed(1), 8)}${pad(bad, 8)}${pad(ms(r.latency.p50), 8)}${pad(ms(r.latency.p90), 8)}${pad(ms(r.latency.p99), 8)}${pad(ms(r.latency.max), 8)}  ≤ ${target} ${met ? 'met' : 'MISSED'}${statuses ? `  (${statuses}${r.timeouts ? `, ${r.timeouts} timeouts` : ''})` : ''}`,
      );
    });
    console.log(
      `${'all'.padEnd(18)}${pad(users, 6)}${pad(total, 10)}${pad('100%', 7)}${pad((total / seconds).toFixed(1), 8)}${pad(errors, 8)}`,
    );
    if (cpu !== null) {
      console.log(
        `\nAPI process CPU: ${cpu.toFixed(1)} s over ${seconds.toFixed(0)} s (${(cpu / seconds).toFixed(2)} cores)`,
      );
    }
    console.log(
      `${errors ? `${errors} errors` : 'no errors'}; p99 targets ${misses ? `missed by ${misses} class(es)` : 'met'} (latency misses are reported, not fatal)`,
    );
    process.exitCode = errors ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
