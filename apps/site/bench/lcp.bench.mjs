// `npm run bench -w @hangar/site`: largest contentful paint of `/`, pre-rendered by the API against the shell rendered in the browser.
import { chromium } from 'playwright';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const TARGET_MS = 1000;
const LOADS = 3;
/** 4× slower CPU; a 9 Mbit/s link with 40 ms latency (Chrome DevTools' terms: bytes per second, ms). */
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (9_000_000 / 8) | 0,
  uploadThroughput: (9_000_000 / 8) | 0,
};
const here = import.meta.dirname;
const site = resolve(here, '..');
const root = resolve(site, '../..');
const work = mkdtempSync(join(tmpdir(), 'hangar-lcp-'));
const quiet = { logLevel: 'error', configFile: join(site, 'vite.config.ts'), root: site };

// 1. The site as `npm run build` makes it (client, then the server bundle beside it), in a folder of our own;
//    the same files without the server bundle are the shell the API sends when it cannot pre-render.
const prerendered = join(work, 'site');
await build({ ...quiet, build: { outDir: prerendered, emptyOutDir: true, sourcemap: false } });
await build({
  ...quiet,
  build: { ssr: 'src/entry-server.tsx', outDir: join(prerendered, 'server'), emptyOutDir: true },
});
const shell = join(work, 'shell');
cpSync(prerendered, shell, {
  recursive: true,
  filter: (path) => !path.startsWith(join(prerendered, 'server')),
});

// 2. The real API in replay mode, once per variant, each with its own data folder and a free port.
const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
const apis = [];
async function startApi(siteDir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=source', 'apps/api/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEATHER_SOURCE: 'replay',
        DATA_DIR: mkdtempSync(join(work, 'data-')),
        SITE_DIR: siteDir,
        SEED_DEMO: 'false',
      },
    },
  );
  apis.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the API for ${siteDir} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return origin;
    } catch {
      // not listening yet
    }
    if (tries > 240) throw new Error('the API did not start within two minutes');
    await new Promise((done) => setTimeout(done, 500));
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// 3. Cold loads in Chromium (a new context each: empty cache), throttled through the DevTools protocol;
//    other hosts (the radar loop) do not resolve: the figure is the page's own.
async function largestPaint(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = null;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      const element = last.element;
      window.__lcp = {
        at: last.startTime,
        element: element
          ? `${element.tagName.toLowerCase()}${element.dataset?.slot ? `[${element.dataset.slot}]` : ''}`
          : '?',
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  // Both variants end with the same content: the wind line and the forecast cards.
  await page.locator('[data-slot="current-conditions-line"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-slot="forecast-period"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  if (!lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
  return lcp;
}

let results;
try {
  const [withPages, withShell] = await Promise.all([startApi(prerendered), startApi(shell)]);
  // The API pre-renders from its cache and never waits on upstream: ask once for what `/` shows.
  const bundle = await import(pathToFileURL(join(prerendered, 'server/entry-server.js')).href);
  for (const url of bundle.pageData('/').weather) await fetch(new URL(url, withPages));
  const html = await (await fetch(`${withPages}/`)).text();
  if (!html.includes('data-slot="current-conditions-line"'))
    throw new Error('the API did not pre-render / (no wind line in its HTML)');
  if ((await (await fetch(`${withShell}/`)).text()).includes('data-slot="current-conditions-line"'))
    throw new Error('the shell variant was pre-rendered');

  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
    args: [...chromiumLaunchOptions().args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  results = { prerendered: [], shell: [] };
  try {
    // Alternated, so that whatever else the machine does weighs on both alike.
    for (let i = 0; i < LOADS; i += 1) {
      results.shell.push(await largestPaint(browser, `${withShell}/`));
      results.prerendered.push(await largestPaint(browser, `${withPages}/`));
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const child of apis) child.kill('SIGTERM');
  await Promise.all(
    apis.map((child) => new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)))),
  );
  rmSync(work, { recursive: true, force: true });
}

const ms = (value) => `${Math.round(value)} ms`;
const line = (name, loads) =>
  `${name}: median ${ms(median(loads.map((l) => l.at)))} (${loads.map((l) => `${ms(l.at)} ${l.element}`).join(', ')})`;
const pre = median(results.prerendered.map((l) => l.at));
const base = median(results.shell.map((l) => l.at));
console.log(
  `largest contentful paint of /, ${LOADS} cold loads each, CPU ${CPU_SLOWDOWN}× slower, 9 Mbit/s, 40 ms, API on loopback:`,
);
console.log(`  ${line('shell rendered in the browser', results.shell)}`);
console.log(`  ${line('pre-rendered by the API     ', results.prerendered)}`);
console.log(`ratio pre-rendered / shell: ${(pre / base).toFixed(2)}`);
console.log(
  `pre-rendered median: ${ms(pre)} (target at most ${TARGET_MS} ms: ${pre <= TARGET_MS ? 'met' : 'NOT met'})`,
);
