// Proves the publishable packages from their tarballs: builds and packs @hangar/contracts, aviation-weather, ui,
// weather-widgets and management-forms, checks what each tarball holds, installs them into a throw-away Vite +
// React app outside the workspace, builds and serves it, and checks in Chromium that a component of each renders
// and works with its package's stylesheet alone. Fails with the reason on the first thing that is wrong.
// VERIFY_PACK_KEEP=1 keeps the app's folder for a look afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { publishableWorkspaces, repoRoot as root } from './workspaces.mjs';

// Every publishable workspace (the ones Changesets releases); those with React components must take React as a
// peer. The browser checks below name the three the app shows.
const REACT_PACKAGES = new Set(['@hangar/ui', '@hangar/weather-widgets', '@hangar/management-forms']);
const PACKAGES = publishableWorkspaces().map(({ name, dir }) => ({
  name,
  dir,
  react: REACT_PACKAGES.has(name),
}));
for (const name of REACT_PACKAGES)
  if (!PACKAGES.some((p) => p.name === name)) throw new Error(`${name} is not a publishable workspace`);
// A recorded aviationweather.gov answer (as the API's replay mode serves it) and the station the app shows.
const RECORDED_METARS = join(
  root,
  'packages/aviation-weather/fixtures/aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json',
);
const STATION = 'KORD';

const say = (message) => console.log(`verify:pack: ${message}`);
class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message);
};

/** Runs a command; its output is shown only when it fails. */
function run(cmd, args, cwd) {
  try {
    return execFileSync(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    fail(`\`${cmd} ${args.join(' ')}\` failed in ${relative(root, cwd) || '.'}:\n${output}`);
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every file an `exports` entry points to, except the workspace's own `source` condition. */
function exportTargets(exports) {
  const targets = [];
  const walk = (value, condition) => {
    if (typeof value === 'string') {
      if (condition !== 'source') targets.push(value.replace(/^\.\//, ''));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, key.startsWith('.') ? condition : key);
    }
  };
  walk(exports, undefined);
  return targets;
}

/** What a tarball must and must not hold, from its file list and the package folder it was packed from. */
function checkTarball({ name, dir, react }, packed) {
  const pkgDir = join(root, dir);
  const pkg = readJson(join(pkgDir, 'package.json'));
  const files = packed.files.map((f) => f.path);
  const shipsExamples = pkg.files?.includes('examples');
  const stray = files.filter(
    (f) =>
      f !== 'package.json' &&
      f !== 'README.md' &&
      f !== 'CHANGELOG.md' &&
      !f.startsWith('dist/') &&
      !(shipsExamples && f.startsWith('examples/')),
  );
  if (stray.length)
    fail(
      `${name}: the tarball holds files outside dist, examples, README.md and CHANGELOG.md: ${stray.join(', ')}`,
    );
  if (!files.includes('README.md')) fail(`${name}: the tarball has no README.md`);
  const missing = exportTargets(pkg.exports).filter((target) => !files.includes(target));
  if (missing.length) fail(`${name}: exports point to files the tarball lacks: ${missing.join(', ')}`);
  const css = exportTargets(pkg.exports).some((target) => target.endsWith('.css'));
  if (css && !(Array.isArray(pkg.sideEffects) && pkg.sideEffects.some((glob) => glob.endsWith('.css'))))
    fail(
      `${name}: it exports CSS, so "sideEffects" must list CSS files (a bundler drops a side-effect-free import)`,
    );
  for (const peer of ['react', 'react-dom']) {
    if (pkg.dependencies?.[peer]) fail(`${name}: ${peer} must be a peer dependency, not a dependency`);
    if (react && !pkg.peerDependencies?.[peer]) fail(`${name}: ${peer} is missing from peerDependencies`);
  }
  // A source map must carry its sources and name none outside the package.
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = readJson(join(pkgDir, file));
    const contents = map.sourcesContent ?? [];
    if (map.sources.some((_, i) => typeof contents[i] !== 'string'))
      fail(`${name}: ${file} lacks the content of some of its sources (sourcesContent)`);
    const outside = map.sources.filter((source) => {
      const path = relative(pkgDir, resolve(pkgDir, dirname(file), map.sourceRoot ?? '', source));
      return path === '..' || path.startsWith(`..${sep}`);
    });
    if (outside.length)
      fail(`${name}: ${file} names sources outside the package: ${outside.slice(0, 3).join(', ')}`);
  }
  return files.length;
}

const APP_FILES = {
  'vite.config.js': `
import react from '@vitejs/plugin-react';
import { decodeAwcMetar, decodedMetarResponse } from '@hangar/aviation-weather';
import { readFileSync } from 'node:fs';

// The weather API's decoded-METAR answer, made by the packed @hangar/aviation-weather from a recorded
// aviationweather.gov answer, at the path the widgets ask.
const records = JSON.parse(readFileSync('recorded-metars.json', 'utf8'));
const recordedWeather = {
  name: 'recorded-weather',
  configurePreviewServer(server) {
    server.middlewares.use('/api/NoaaDecodedMetar/', (req, res) => {
      const station = decodeURIComponent(req.url.slice(1)).toUpperCase();
      const record = records.find((r) => r.icaoId === station);
      const decoded = record ? decodeAwcMetar(record) : { ok: false };
      res.setHeader('content-type', 'application/json');
      if (!decoded.ok) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ success: false, error: 'No recorded METAR for ' + station }));
      }
      const recording = { what: 'aviationweather.gov METARs', place: record.name, time: record.reportTime };
      const meta = { stale: false, fetchedAt: record.receiptTime, ageSeconds: 0, replay: true, recording };
      res.end(JSON.stringify({ success: true, data: decodedMetarResponse(decoded.value), meta }));
    });
  },
};

export default {
  plugins: [react(), recordedWeather],
  build: { rolldownOptions: { input: { ui: 'ui.html', weather: 'weather.html', forms: 'forms.html' } } },
};
`,
  // @hangar/ui with its own stylesheet: every export, a styled Button and Card, a ConfirmDialog that answers.
  'ui.jsx': `
import * as ui from '@hangar/ui';
import '@hangar/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

window.__hangarExports = Object.keys(ui).sort();
const { Badge, Button, Card, CardContent, CardHeader, CardTitle, ConfirmProvider, Toaster, useConfirm } = ui;

function Ask() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () =>
    setAnswer(await confirm({ title: 'Delete hangar H-4?', message: 'Its lease goes too.', buttons: ['Yes', 'No'] }));
  return (
    <>
      <Button id="ask" variant="destructive" onClick={ask}>Delete H-4</Button>
      <p id="answer">Answer: {answer}</p>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <ConfirmProvider>
    <Card id="card"><CardHeader><CardTitle>Packed</CardTitle></CardHeader><CardContent><Badge>ok</Badge></CardContent></Card>
    <Button id="probe">Probe</Button>
    <Ask />
    <Toaster />
  </ConfirmProvider>,
);
`,
  // @hangar/weather-widgets with its own stylesheet: a METAR card over the recorded answer.
  'weather.jsx': `
import { MetarCard, WeatherProvider } from '@hangar/weather-widgets';
import '@hangar/weather-widgets/styles.css';
import { createRoot } from 'react-dom/client';

const config = { apiBaseUrl: '/api', stations: ['${STATION}'], runways: [140, 320], utcOffset: -6 };
createRoot(document.getElementById('root')).render(
  <WeatherProvider config={config}><MetarCard station="${STATION}" /></WeatherProvider>,
);
`,
  // @hangar/management-forms with its own stylesheet: a contact form over the in-memory provider (file-as from
  // @hangar/contracts), and the host's own useConfirm from @hangar/ui under the forms' ManagementProvider, which
  // works only if the host and the forms share one @hangar/ui.
  'forms.jsx': `
import { fileAsFor } from '@hangar/contracts';
import { ContactForm, ManagementProvider } from '@hangar/management-forms';
import { createMemoryProvider } from '@hangar/management-forms/testing';
import '@hangar/management-forms/styles.css';
import { Button, useConfirm } from '@hangar/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const provider = createMemoryProvider(
  { contact: [] },
  { resources: { contact: { write: (body) => ({ ...body, fileAs: fileAsFor(body) }) } } },
);

function HostAsk() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () =>
    setAnswer(await confirm({ title: 'Leave this page?', message: 'Your changes are not saved.', buttons: ['Yes', 'No'] }));
  return (
    <>
      <Button id="host-ask" variant="outline" onClick={ask}>Leave</Button>
      <p id="host-answer">Host answer: {answer}</p>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <ManagementProvider dataProvider={provider}>
    <HostAsk />
    <ContactForm kind="individual" managementCompanyID={1} />
  </ManagementProvider>,
);
`,
};

const page = (name) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>verify ${name}</title></head>` +
  `<body><div id="root"></div><script type="module" src="/${name}.jsx"></script></body></html>`;

/** Opens a page of the app and waits for `selector`; a failure names the page's uncaught errors. */
async function open(browser, url, selector) {
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  for (let i = 0; ; i++) {
    try {
      await tab.goto(url);
      break;
    } catch (e) {
      if (i > 40) fail(`the app did not answer at ${url}: ${e.message}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    await tab.waitForSelector(selector, { timeout: 15_000 });
  } catch {
    fail(
      `${url}: ${selector} never appeared${errors.length ? `; the page threw: ${errors.join('; ')}` : ''}`,
    );
  }
  return { tab, errors };
}

const style = (tab, selector, property) =>
  tab.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);
const unstyledColour = (colour) => /^rgba\(0, 0, 0, 0\)$|^transparent$|^rgb\(0, 0, 0\)$/.test(colour);

/** Clicks `button`, answers the ConfirmDialog with `answer`, and waits for `output` to say so. */
async function answerConfirm(tab, button, answer, output, label) {
  await tab.click(button);
  const dialog = await tab
    .waitForSelector('[data-slot="confirm-dialog"]', { timeout: 5_000 })
    .catch(() => null);
  if (!dialog) fail(`${label}: the ConfirmDialog did not open`);
  // max-w-[400px] is a class of @hangar/ui's dialog alone: a stylesheet that did not scan ui lacks it.
  const dialogWidth = await style(tab, '[data-slot="confirm-dialog"]', 'max-width');
  if ((await style(tab, '[data-slot="confirm-dialog"]', 'position')) !== 'fixed' || dialogWidth !== '400px')
    fail(`${label}: the stylesheet did not style the ConfirmDialog (position, max-width)`);
  await tab.getByRole('alertdialog').getByRole('button', { name: answer, exact: true }).click();
  const answered = ([sel, text]) => document.querySelector(sel)?.textContent?.endsWith(text);
  await tab
    .waitForFunction(answered, [output, answer], { timeout: 5_000 })
    .catch(() => fail(`${label}: clicking ${answer} did not answer the question`));
}

async function main() {
  say(`building ${PACKAGES.map((p) => p.name).join(', ')}`);
  run(
    'npx',
    ['turbo', 'run', 'build', ...PACKAGES.map((p) => `--filter=${p.name}`), '--output-logs=errors-only'],
    root,
  );
  const expected = {};
  for (const { name, dir } of PACKAGES)
    expected[name] = Object.keys(await import(pathToFileURL(join(root, dir, 'dist/index.js')).href)).sort();

  // The forms' root holds screens, hooks and the provider interface; the memory provider and the fixtures only
  // `@hangar/management-forms/testing`.
  const forms = PACKAGES.find((p) => p.name === '@hangar/management-forms');
  const testing = Object.keys(await import(pathToFileURL(join(root, forms.dir, 'dist/testing.js')).href));
  if (!testing.includes('createMemoryProvider'))
    fail('@hangar/management-forms/testing does not export createMemoryProvider');
  const leaked = testing.filter((name) => expected[forms.name].includes(name));
  if (leaked.length)
    fail(`@hangar/management-forms: its root exports what /testing is for: ${leaked.slice(0, 8).join(', ')}`);
  say(
    `@hangar/management-forms: the root exports ${expected[forms.name].length} names, none of the ${testing.length} of /testing`,
  );

  const work = mkdtempSync(join(tmpdir(), 'hangar-verify-pack-'));
  let server;
  let browser;
  try {
    const tarballs = {};
    for (const p of PACKAGES) {
      const [packed] = JSON.parse(
        run('npm', ['pack', '--json', '--loglevel=error', '--pack-destination', work], join(root, p.dir)),
      );
      const count = checkTarball(p, packed);
      tarballs[p.name] = packed.filename;
      say(
        `packed ${packed.filename}: ${count} files, ${(packed.size / 1024).toFixed(1)} KB, contents as they should be`,
      );
    }

    const dev = readJson(join(root, 'package.json')).devDependencies;
    const fileDeps = Object.fromEntries(PACKAGES.map(({ name }) => [name, `file:./${tarballs[name]}`]));
    writeFileSync(
      join(work, 'package.json'),
      JSON.stringify(
        {
          name: 'verify-pack-app',
          private: true,
          type: 'module',
          dependencies: { ...fileDeps, react: dev.react, 'react-dom': dev['react-dom'] },
          devDependencies: { vite: dev.vite, '@vitejs/plugin-react': dev['@vitejs/plugin-react'] },
          // The packages' dependencies on each other resolve to these tarballs, never to a registry.
          overrides: Object.fromEntries(PACKAGES.map(({ name }) => [name, `$${name}`])),
        },
        null,
        2,
      ),
    );
    for (const [file, text] of Object.entries(APP_FILES)) writeFileSync(join(work, file), text.trimStart());
    for (const name of ['ui', 'weather', 'forms']) writeFileSync(join(work, `${name}.html`), page(name));
    copyFileSync(RECORDED_METARS, join(work, 'recorded-metars.json'));

    say(`installing the ${PACKAGES.length} tarballs into a fresh Vite app in ${work}`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], work);
    const installed = readJson(join(work, 'package-lock.json')).packages;
    for (const name of [...PACKAGES.map((p) => p.name), 'react', 'react-dom']) {
      const copies = Object.keys(installed).filter(
        (key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`),
      );
      if (copies.length !== 1)
        fail(`${name} is installed ${copies.length} times (${copies.join(', ')}); it must be one copy`);
      const resolved = installed[`node_modules/${name}`].resolved ?? '';
      if (name.startsWith('@hangar/') && resolved !== `file:${tarballs[name]}`)
        fail(`${name} was installed from ${resolved || 'a registry'}, not from its tarball`);
    }
    say('installed: one copy of each package and of react, every @hangar package from its tarball');

    const probe = `const names = {};
for (const name of ${JSON.stringify(PACKAGES.map((p) => p.name))}) names[name] = Object.keys(await import(name)).sort();
console.log(JSON.stringify(names));`;
    const inNode = JSON.parse(run(process.execPath, ['--input-type=module', '-e', probe], work));
    for (const { name } of PACKAGES) {
      const missing = expected[name].filter((n) => !inNode[name].includes(n));
      if (missing.length)
        fail(`${name}: missing when imported in Node from the tarball: ${missing.join(', ')}`);
    }
    say(`every export of the ${PACKAGES.length} packages imports in Node from the tarballs`);

    say('vite build');
    run(
      process.execPath,
      [join(work, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      work,
    );

    // Vite's own bin (not through npx), so that killing it really stops the server.
    const port = 4700 + Math.floor(Math.random() * 200);
    const origin = `http://127.0.0.1:${port}`;
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
      { cwd: work, stdio: 'ignore' },
    );
    say(`serving the built app on ${origin}; checking it in Chromium`);
    browser = await chromium.launch(chromiumLaunchOptions());

    // @hangar/ui
    {
      const { tab, errors } = await open(browser, `${origin}/ui.html`, '#probe');
      const actual = await tab.evaluate(() => window.__hangarExports);
      const missing = expected['@hangar/ui'].filter((n) => !actual.includes(n));
      if (missing.length)
        fail(`@hangar/ui: missing from the packed build in the browser: ${missing.join(', ')}`);
      const background = await style(tab, '#probe', 'background-color');
      if (unstyledColour(background))
        fail('@hangar/ui: styles.css did not style the Button (no background colour)');
      if ((await style(tab, '#card', 'border-top-width')) !== '1px')
        fail('@hangar/ui: styles.css did not style the Card');
      await answerConfirm(tab, '#ask', 'No', '#answer', '@hangar/ui');
      if (errors.length) fail(`@hangar/ui: the page threw: ${errors.join('; ')}`);
      say(
        `@hangar/ui: OK: ${actual.length} exports, Button background ${background}, ConfirmDialog answered No`,
      );
    }

    // @hangar/weather-widgets (and @hangar/aviation-weather, which decoded the recorded report on the server)
    {
      const record = readJson(RECORDED_METARS).find((r) => r.icaoId === STATION);
      const { decodeAwcMetar } = await import(
        pathToFileURL(join(root, 'packages/aviation-weather/dist/index.js')).href
      );
      const raw = decodeAwcMetar(record).value.raw;
      const card = '[data-slot="metar-card"]';
      const { tab, errors } = await open(
        browser,
        `${origin}/weather.html`,
        `${card}[data-state="ready"], ${card}[data-state="error"]`,
      );
      if ((await tab.getAttribute(card, 'data-state')) !== 'ready')
        fail(`@hangar/weather-widgets: the METAR card shows an error: ${await tab.textContent(card)}`);
      const shown = (await tab.textContent('[data-slot="metar-raw"]'))?.trim();
      if (shown !== raw)
        fail(`@hangar/weather-widgets: the card shows "${shown}", not the recorded "${raw}"`);
      const decoded = (await tab.textContent('[data-slot="metar-decoded"]')) ?? '';
      if (!decoded.includes(STATION))
        fail(`@hangar/weather-widgets: no decoded text for ${STATION} in the card`);
      if (
        (await style(tab, card, 'border-top-width')) !== '1px' ||
        unstyledColour(await style(tab, card, 'background-color'))
      )
        fail('@hangar/weather-widgets: styles.css did not style the METAR card (border, background)');
      if (errors.length) fail(`@hangar/weather-widgets: the page threw: ${errors.join('; ')}`);
      say(`@hangar/weather-widgets: OK: the METAR card shows the recorded ${STATION} report, bordered`);
    }

    // @hangar/management-forms (and @hangar/contracts)
    {
      const form = '[data-slot="contact-form"]';
      const { tab, errors } = await open(browser, `${origin}/forms.html`, form);
      // max-w-3xl is in management-forms' own stylesheet only (neither ui's classes nor a browser default).
      if ((await style(tab, form, 'max-width')) !== '768px')
        fail('@hangar/management-forms: styles.css did not style the contact form (its max-width)');
      await tab.getByRole('button', { name: 'Save', exact: true }).click();
      const error = await tab
        .waitForSelector('[data-slot="field-error"]', { timeout: 5_000 })
        .catch(() => null);
      if (!error) fail('@hangar/management-forms: saving an empty contact showed no error message');
      const message = (await error.textContent())?.trim();
      if (message !== 'Enter a name')
        fail(`@hangar/management-forms: the empty contact's error reads "${message}"`);
      const lastName = tab.getByLabel('Last name');
      if ((await lastName.getAttribute('aria-invalid')) !== 'true')
        fail('@hangar/management-forms: the Last name field is not marked invalid');
      if (unstyledColour(await style(tab, '[data-slot="field-error"]', 'color')))
        fail('@hangar/management-forms: styles.css did not colour the error message');
      if ((await lastName.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)) === '0px')
        fail('@hangar/management-forms: styles.css did not style the inputs (no rounded corners)');
      await lastName.fill('Okafor');
      await tab.getByRole('button', { name: 'Save', exact: true }).click();
      await tab
        .getByRole('button', { name: 'Delete', exact: true })
        .waitFor({ timeout: 5_000 })
        .catch(() => fail('@hangar/management-forms: a valid contact was not saved through the provider'));
      await answerConfirm(
        tab,
        '#host-ask',
        'Yes',
        '#host-answer',
        "@hangar/management-forms with the host's @hangar/ui",
      );
      if (errors.length) fail(`@hangar/management-forms: the page threw: ${errors.join('; ')}`);
      say(
        '@hangar/management-forms: OK: the empty contact is refused with "Enter a name", a valid one saved, styled; the host\'s useConfirm works under its provider',
      );
    }
    say(`OK: all ${PACKAGES.length} packages install from their tarballs and work in a fresh Vite app`);
  } finally {
    await browser?.close();
    server?.kill();
    if (process.env.VERIFY_PACK_KEEP) say(`kept the app in ${work}`);
    else if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`verify:pack: FAILED: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
}
