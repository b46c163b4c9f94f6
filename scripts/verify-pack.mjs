// Packs @hangar/ui, installs the tarball into a throw-away Vite + React app outside the workspace, builds it,
// opens it in Chromium and fails if the build fails, an export is missing, or the styled components do not render.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const uiDir = join(root, 'packages/ui');
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dev = rootPkg.devDependencies;

console.log('verify:pack: building @hangar/ui');
run('npx', ['turbo', 'run', 'build', '--filter=@hangar/ui', '--output-logs=errors-only'], root);
const expected = Object.keys(await import(pathToFileURL(join(uiDir, 'dist/index.js')).href)).sort();

const work = mkdtempSync(join(tmpdir(), 'hangar-verify-pack-'));
let server;
try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], uiDir)
    .trim()
    .split('\n')
    .pop();
  console.log(`verify:pack: packed ${tarball} (${expected.length} exports)`);
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify(
      {
        name: 'verify-pack-app',
        private: true,
        type: 'module',
        dependencies: { '@hangar/ui': `file:./${tarball}`, react: dev.react, 'react-dom': dev['react-dom'] },
        devDependencies: { vite: dev.vite, '@vitejs/plugin-react': dev['@vitejs/plugin-react'] },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(work, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><html lang="en"><head><title>verify</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(work, 'main.jsx'),
    `
import * as ui from '@hangar/ui';
import '@hangar/ui/styles.css';
import { createRoot } from 'react-dom/client';
window.__hangarExports = Object.keys(ui).sort();
const { Button, Card, CardHeader, CardTitle, CardContent, Badge, Toaster } = ui;
createRoot(document.getElementById('root')).render(
  <>
    {Card ? <Card><CardHeader><CardTitle>Packed</CardTitle></CardHeader><CardContent>
      {Badge ? <Badge>ok</Badge> : null}</CardContent></Card> : null}
    <Button id="probe">Probe</Button>
    {Toaster ? <Toaster /> : null}
  </>,
);
`,
  );
  console.log('verify:pack: installing the tarball into a fresh Vite app');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], work);
  console.log('verify:pack: vite build');
  run('npx', ['vite', 'build', '--logLevel', 'error'], work);

  // Run vite's own bin (not through npx) so that killing it really stops the server.
  const port = 4700 + Math.floor(Math.random() * 200);
  server = spawn(
    process.execPath,
    [
      join(work, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: work,
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (let i = 0; ; i++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        break;
      } catch (e) {
        if (i > 40) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    await page.waitForSelector('#probe', { timeout: 10_000 });
    const actual = await page.evaluate(() => window.__hangarExports);
    const missing = expected.filter((name) => !actual.includes(name));
    const background = await page.$eval('#probe', (el) => getComputedStyle(el).backgroundColor);
    if (errors.length) throw new Error(`the packed app threw: ${errors.join('; ')}`);
    if (missing.length) throw new Error(`missing from the packed build: ${missing.join(', ')}`);
    if (/rgba\(0, 0, 0, 0\)|transparent/.test(background))
      throw new Error('the packed stylesheet did not style the Button');
    console.log(`verify:pack: OK: ${actual.length} exports present, Button background ${background}`);
  } finally {
    await browser.close();
  }
} finally {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
}
