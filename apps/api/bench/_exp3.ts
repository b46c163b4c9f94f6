import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { weatherRoutes } from '../src/weather';
const config = loadConfig({ PORT: '0', SITE_DIR: '', WEATHER_SOURCE: 'replay' });
const full = await buildApp({ config, logger: false });
const fullBase = await full.listen({ port: 0, host: '127.0.0.1' });
const only = Fastify({ logger: false });
await only.register(weatherRoutes, { config });
const onlyBase = await only.listen({ port: 0, host: '127.0.0.1' });
const xw = '/api/NoaaCrosswindMetar/KAFW/140/320/-6';
function get(origin: string, path: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(origin + path, { agent }, (res) => { let b = ''; res.setEncoding('utf8'); res.on('data', (c: string) => (b += c)); res.on('end', () => resolve(b)); });
    req.on('error', reject); req.end();
  });
}
const body = await get(fullBase, xw, new Agent());
await get(onlyBase, xw, new Agent());
const bare = Fastify({ logger: false });
bare.get(xw, (_r, reply) => reply.type('application/json; charset=utf-8').send(body));
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
async function load(origin: string, path: string, ms: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const end = performance.now() + ms; let n = 0; const t0 = performance.now();
  await Promise.all(Array.from({ length: 32 }, async () => { while (performance.now() < end) { await get(origin, path, agent); n++; } }));
  agent.destroy(); return Math.round(n / ((performance.now() - t0) / 1000));
}
await load(bareBase, xw, 500); await load(fullBase, xw, 500); await load(onlyBase, xw, 500);
for (let i = 0; i < 4; i++) {
  const b = await load(bareBase, xw, 800), f = await load(fullBase, xw, 800), o = await load(onlyBase, xw, 800), h = await load(fullBase, '/api/health', 800);
  console.log({ bare: b, full: f, only: o, fullHealth: h, fullRatio: (f / b).toFixed(2), onlyRatio: (o / b).toFixed(2) });
}
process.exit(0);
