// `npm run test:postgres`: the API's data tests on PostgreSQL at TEST_DATABASE_URL (starting or installing one).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const dbName = url.pathname.slice(1) || 'test';
const maintenance = new URL(url);
maintenance.pathname = '/postgres';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sh = (cmd) => execSync(cmd, { stdio: 'inherit' });

async function answers() {
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitUntilAnswering(seconds) {
  let last;
  for (let i = 0; i < seconds * 2; i++) {
    last = await answers();
    if (last === true) return;
    await sleep(500);
  }
  throw new Error(`PostgreSQL at ${maintenance.host} does not answer: ${last?.message ?? last}`);
}

const local = ['127.0.0.1', 'localhost'].includes(url.hostname);

/** Starts the installed cluster, or installs Debian's postgresql first (CI on a fresh machine). */
function startLocalServer() {
  if (!existsSync('/etc/postgresql') || readdirSync('/etc/postgresql').length === 0) {
    console.log("== installing Debian's postgresql");
    sh('apt-get update -qq');
    sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null');
    // A throwaway test server: let the local test user in without a password, as TEST_DATABASE_URL expects.
    for (const version of readdirSync('/etc/postgresql')) {
      const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
      const text = readFileSync(hba, 'utf8');
      writeFileSync(hba, `host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${text}`);
    }
  }
  for (const version of readdirSync('/etc/postgresql')) {
    console.log(`== starting PostgreSQL ${version}`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    // Already running after the install: make it read the pg_hba.conf lines added above.
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload'], { stdio: 'ignore' });
  }
}

if ((await answers()) !== true) {
  if (!local) await waitUntilAnswering(10);
  else {
    startLocalServer();
    await waitUntilAnswering(30);
  }
}

// A fresh start: the test database exists, the per-worker databases of earlier runs are gone.
const admin = new pg.Client({ connectionString: maintenance.toString() });
await admin.connect();
try {
  const found = await admin.query('select datname from pg_database where datname = $1 or datname like $2', [
    dbName,
    `${dbName}\\_w%`,
  ]);
  for (const { datname } of found.rows) {
    if (datname !== dbName) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  if (!found.rows.some((r) => r.datname === dbName)) await admin.query(`create database "${dbName}"`);
} finally {
  await admin.end();
}

console.log(`== API data tests on PostgreSQL (${url.host}/${dbName})`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'node', 'apps/api', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, HANGAR_TEST_DATABASE_URL: url.toString() },
  },
);
process.exit(result.status ?? 1);
