// Site bench: the pre-rendered airport pages (`/`, `/weather`) as a browser asks for them (brotli accepted, its
// XSRF cookie sent back), as a ratio to the app's own GET /api/health in the same run (alternating rounds).
// Needs the built site (`npx turbo run build --filter=@hangar/site`): its index.html and server bundle.
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const CONNECTIONS = 16;
const ROUND_MS = 1000;
const ROUNDS = 6;
const SITE_DIR = fileURLToPath(new URL('../../site/dist', import.meta.url));

if (!existsSync(join(SITE_DIR, 'server', 'entry-server.js'))) {
  console.log(
    `\nSite pages: skipped, no built site at ${SITE_DIR} (npx turbo run build --filter=@hangar/site).`,
  );
  process.exit(0);
}

const config = loadConfig({
  ...process.env,
  PORT: '0',
  SITE_DIR,
  LOG_LEVEL: 'error',
  WEATHER_SOURCE: 'replay',
  DATABASE_URL: '',
});
const app = await buildApp({ config, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

type Answer = { status: number; bytes: number; headers: Record<string, string | string[] | undefined> };
function get(path: string, agent: Agent, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(path: string, headers: Record<string, string>, durationMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + durationMs;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) if ((await get(path, agent, headers)).status === 200) done += 1;
    }),
  );
  agent.destroy();
  return done / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// A visitor: the XSRF cookie the first answer set, sent back; brotli accepted.
const agent = new Agent({ keepAlive: true });
const health = await get('/api/health', agent, {});
const cookie = ([health.headers['set-cookie']].flat().filter(Boolean) as string[])
  .map((c) => c.split(';')[0])
  .join('; ');
const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
// The weather the pages show, cached as a visitor's widgets would have asked for it.
const prerender = (await import(join(SITE_DIR, 'server', 'entry-server.js'))) as {
  pageData(path: string): { weather: string[] } | null;
};
for (const path of ['/', '/weather'])
  for (const url of prerender.pageData(path)?.weather ?? []) await get(url, agent, headers);
agent.destroy();

for (const path of ['/', '/weather']) {
  const sample = await get(path, new Agent(), headers);
  await load(path, headers, 500);
  await load('/api/health', headers, 500);
  const page: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? ([page, floor] as const) : ([floor, page] as const);
    for (const into of order) into.push(await load(into === page ? path : '/api/health', headers, ROUND_MS));
  }
  const ratio = median(page.map((p, i) => p / (floor[i] ?? Infinity)));
  console.log(
    `\nGET ${path} pre-rendered (${sample.headers['content-encoding'] ?? 'identity'}, ${sample.bytes} bytes), ${CONNECTIONS} keep-alive connections, alternating rounds of ${ROUND_MS} ms:`,
  );
  console.log(
    `  page          ${page.map(Math.round).join(', ')} req/s (median ${Math.round(median(page))})`,
  );
  console.log(
    `  /api/health   ${floor.map(Math.round).join(', ')} req/s (median ${Math.round(median(floor))})`,
  );
  console.log(`  ratio to the app's health route: ${ratio.toFixed(2)}`);
}
await app.close();
