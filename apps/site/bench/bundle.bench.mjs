// `npm run bench -w @hangar/site`: gzipped JS an anonymous visitor of `/` downloads vs React + ReactDOM + router alone; embed size.
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const TARGET_RATIO = 1.5;
/** The embed bundle (Preact's React layer inside), gzipped. */
const EMBED_TARGET_KB = 45;
const here = import.meta.dirname;
const site = resolve(here, '..');
const root = resolve(site, '../..');
const work = mkdtempSync(join(tmpdir(), 'hangar-bench-'));
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const quiet = { logLevel: 'error', resolve: { conditions: ['source', ...defaultClientConditions] } };

// 1. Baseline: React + ReactDOM + react-router's data router, minified like the site.
const baseOut = join(work, 'baseline');
await build({
  ...quiet,
  configFile: false,
  root: join(here, 'baseline'),
  plugins: [react()],
  build: { outDir: baseOut, emptyOutDir: true },
});
const baseline = readdirSync(join(baseOut, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gz(readFileSync(join(baseOut, 'assets', f))), 0);

// 2. The site, built now with its own config.
const siteOut = join(work, 'site');
await build({
  ...quiet,
  configFile: join(site, 'vite.config.ts'),
  root: site,
  build: { outDir: siteOut, emptyOutDir: true, sourcemap: false },
});

// 3. What Chromium downloads for `/`: every script, API answers stubbed, other hosts refused.
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false,"error":"bench"}');
    return;
  }
  const file = join(siteOut, path);
  const found =
    file.startsWith(siteOut) && existsSync(file) && extname(file) ? file : join(siteOut, 'index.html');
  res
    .writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream' })
    .end(readFileSync(found));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const scripts = new Set();
try {
  const page = await browser.newPage();
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
      scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
} finally {
  await browser.close();
  server.close();
}
const sizes = [...scripts]
  .map((path) => ({ path, size: gz(readFileSync(join(siteOut, path))) }))
  .sort((a, b) => b.size - a.size);
const visitor = sizes.reduce((sum, { size }) => sum + size, 0);

// 4. The embed bundle, built now with the package's own config (a dist/ left from older sources would mislead).
const embedOut = join(work, 'embed');
await build({
  logLevel: 'error',
  configFile: join(root, 'packages/weather-widgets/vite.embed.config.ts'),
  root: join(root, 'packages/weather-widgets'),
  build: { outDir: embedOut, emptyOutDir: true, sourcemap: false },
});
const embed = readFileSync(join(embedOut, 'embed.js'));
rmSync(work, { recursive: true, force: true });

const ratio = visitor / baseline;
console.log(`baseline (react + react-dom + react-router), gzipped: ${kb(baseline)}`);
console.log(`anonymous visitor of / downloads ${scripts.size} scripts, gzipped: ${kb(visitor)}`);
for (const { path, size } of sizes) console.log(`  ${kb(size).padStart(9)}  ${path}`);
console.log(
  `ratio: ${ratio.toFixed(2)} (target at most ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`,
);
const embedKb = gz(embed) / 1024;
console.log(
  `embed bundle (@hangar/weather-widgets/embed, Preact's React layer included): ${kb(embed.length)} raw, ${kb(gz(embed))} gzipped (target at most ${EMBED_TARGET_KB} KB: ${embedKb <= EMBED_TARGET_KB ? 'met' : 'NOT met'})`,
);
