// The airport pages answered with their HTML in place: the site's own renderer, the weather the API has
// cached (never waiting on upstream), the data beside it in a script that cannot be broken out of, the
// policy intact; the shell while nothing is cached or the renderer fails, logged once.
import type { PrerenderData, SitePrerender } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import { JSDOM, type PageElement } from 'jsdom';
import { request, type IncomingMessage } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logCapture } from '../weather/helpers';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

/** The site's server entry from its source: the renderer the site's build bundles (apps/site). */
const ENTRY = fileURLToPath(new URL('../../../site/src/entry-server.tsx', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures/weather', import.meta.url));
/** The shape of the site build's index.html: a stylesheet and the entry script with nonces, an empty root. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hicks Airfield (T67)</title>
<link rel="stylesheet" crossorigin href="/assets/index-test.css" nonce="__HANGAR_CSP_NONCE__">
<meta property="csp-nonce" nonce="__HANGAR_CSP_NONCE__">
<script type="module" crossorigin src="/assets/index-test.js" nonce="__HANGAR_CSP_NONCE__"></script>
</head><body><div id="root"></div></body></html>`;
const CSS = 'main{color:#123456}';
const HOSTILE = `</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)> $' $& \u2028 & "q"`;

type Site = {
  app: FastifyInstance;
  base: string;
  logs: Array<Record<string, unknown>>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

/** The real API in replay mode over a built-site folder, with `prerender` as its renderer. */
async function startSite(prerender: SitePrerender, env: Record<string, string> = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-prerender-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets/index-test.css'), CSS);
  writeFileSync(join(dir, 'assets/index-test.js'), 'export {};\n');
  const { logs, stream } = logCapture();
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: dir,
    WEATHER_SOURCE: 'replay',
    WEATHER_REFRESH_MS: '0',
    // A closed port: nothing here may reach a network.
    AVIATIONWEATHER_BASE_URL: 'http://127.0.0.1:9',
    NWS_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const app = await buildApp({ config, logger: { level: 'info', stream }, sitePrerender: prerender });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    logs,
    get: (path, headers = {}) => fetch(base + path, { headers }),
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page's own parts: its root's HTML, the data script's value, the scripts and style elements. */
function readPage(html: string) {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script')];
  const data = scripts.filter((s) => s.type === 'application/json');
  return {
    document,
    root: document.getElementById('root')!,
    data: data.length === 1 ? (JSON.parse(data[0]!.textContent!) as PrerenderData) : null,
    dataScripts: data.length,
    /** Scripts a browser would run: each must come from a file of the site (script-src 'self'). */
    running: scripts.filter((s) => s.type !== 'application/json').map((s) => s.getAttribute('src')),
    styles: [...document.querySelectorAll('style')],
  };
}

const text = (root: PageElement, slot: string) =>
  [...root.querySelectorAll(`[data-slot="${slot}"]`)].map((e) => e.textContent);

let prerender: SitePrerender;
beforeAll(async () => {
  prerender = (await import(/* @vite-ignore */ ENTRY)) as SitePrerender;
});

describe('the airport pages, pre-rendered from the weather cache', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(prerender);
  });
  afterAll(() => site?.close());

  it('sends the shell while nothing is cached, saying so once, and asks upstream for nothing', async () => {
    for (const path of ['/', '/', '/weather']) {
      const html = await (await site.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(readPage(html).dataScripts, path).toBe(0);
    }
    const said = site.logs.filter((l) => String(l.msg).includes('no weather cached yet'));
    expect(said).toHaveLength(1);
    expect(site.logs.filter((l) => l.msg === 'weather upstream failed')).toEqual([]);
  });

  it('answers / with the wind line and the forecast cards in the HTML, the data beside it, the policy intact', async () => {
    // What the page's widgets ask for, as a visitor's browser would: the cache has it from now on.
    const urls = prerender.pageData('/')!.weather;
    for (const url of urls) expect((await site.get(url)).status, url).toBe(200);
    const forecast = (await (await site.get(urls[1]!)).json()) as {
      data: { periods: Array<{ name: string }> };
    };

    const res = await site.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const page = readPage(html);
    // Replay: KAFW 12007KT 20/18 on runways 14/32 (3° E); the recorded forecast's first two periods.
    expect(text(page.root, 'current-conditions-line')).toEqual(['68°F, 120° 7KT, 3 KT crosswind']);
    expect(text(page.root, 'current-conditions-source')[0]).toMatch(/^KAFW, observed /);
    const names = [...page.root.querySelectorAll('[data-slot="forecast-period"] h2')].map(
      (h) => h.textContent,
    );
    expect(names).toEqual(['Tonight', 'Monday']);
    expect(names).toEqual(forecast.data.periods.slice(0, 2).map((p) => p.name));
    expect(page.root.querySelector('[data-slot="weather-status"][data-state="loading"]')).toBeNull();

    // The data the page was rendered with, by the URLs the browser asks: the API's own answers.
    expect(Object.keys(page.data!.weather).sort()).toEqual([...urls].sort());
    for (const url of urls)
      expect(page.data!.weather[url]).toMatchObject({ success: true, meta: { replay: true } });
    expect(Math.abs(page.data!.renderedAt - Date.now())).toBeLessThan(60_000);

    // The policy: scripts only from the site's files, the inlined stylesheet under this answer's nonce, no
    // style attributes (refused in HTML).
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.running).toEqual(['/assets/index-test.js']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(page.styles.map((s) => [s.getAttribute('nonce'), s.textContent])).toEqual([[nonce, CSS]]);
    expect(page.document.querySelector('link[rel=stylesheet]')).toBeNull();
    expect(page.document.querySelector('meta[property=csp-nonce]')?.getAttribute('nonce')).toBe(nonce);
    expect(page.root.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('answers /weather with the METARs and the 7-day grid in the HTML', async () => {
    const urls = prerender.pageData('/weather')!.weather;
    for (const url of urls) await site.get(url);
    const page = readPage(await (await site.get('/weather')).text());
    expect(text(page.root, 'metar-raw')[0]).toMatch(/^KAFW 021016Z 12007KT/);
    expect(text(page.root, 'metar-raw')[1]).toMatch(/^KFTW /);
    expect(page.root.querySelectorAll('[data-slot="forecast-cell"]')).toHaveLength(14);
    expect(Object.keys(page.data!.weather).sort()).toEqual([...urls].sort());
  });

  it('compresses the page for a browser that takes brotli', async () => {
    for (const url of prerender.pageData('/')!.weather) await site.get(url);
    const plain = await (await site.get('/')).text();
    // A raw GET: fetch would decode the body and hide the encoding.
    const res = await new Promise<IncomingMessage & { body: Buffer }>((resolve, reject) => {
      const req = request(`${site.base}/`, { headers: { 'accept-encoding': 'br' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(Object.assign(answer, { body: Buffer.concat(chunks) })));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(plain.length / 3);
    const decoded = brotliDecompressSync(res.body).toString();
    // The same page, but for its fresh nonce and time.
    const fresh = (html: string) => html.replace(/nonce="[^"]+"|\d{13}/g, '');
    expect(fresh(decoded)).toBe(fresh(plain));
  });

  it('sends every visitor the same page, nonce and compressed bytes while the page is reused; the shell a new nonce each time', async () => {
    for (const url of prerender.pageData('/')!.weather) await site.get(url);
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<IncomingMessage & { body: Buffer }>((resolve, reject) => {
        const req = request(`${site.base}${path}`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve(Object.assign(answer, { body: Buffer.concat(chunks) })));
        });
        req.on('error', reject);
        req.end();
      });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    for (const path of ['/', '/weather']) {
      const [a, b] = [
        await raw(path, { 'accept-encoding': 'br' }),
        await raw(path, { 'accept-encoding': 'br' }),
      ];
      expect(a.headers['content-encoding'], path).toBe('br');
      expect(nonceOf(a.headers['content-security-policy']), path).toBeDefined();
      expect(b.headers['content-security-policy'], path).toBe(a.headers['content-security-policy']);
      expect(b.body.equals(a.body), path).toBe(true);
      const gz = await raw(path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).equals(brotliDecompressSync(a.body)), path).toBe(true);
      // The page's elements carry the nonce its policy names.
      const page = readPage(brotliDecompressSync(a.body).toString());
      expect(page.styles.map((el) => el.getAttribute('nonce'))).toEqual([
        nonceOf(a.headers['content-security-policy']),
      ]);
    }
    // The two pages are two renderings: two nonces.
    const home = nonceOf((await site.get('/')).headers.get('content-security-policy'));
    expect(nonceOf((await site.get('/weather')).headers.get('content-security-policy'))).not.toBe(home);
    // The shell of a page not pre-rendered: a nonce per answer, in the HTML as in the policy.
    const shells = await Promise.all([site.get('/about'), site.get('/about')]);
    const nonces = shells.map((res) => nonceOf(res.headers.get('content-security-policy')));
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, res] of shells.entries())
      expect(
        readPage(await res.text())
          .document.querySelector('meta[property=csp-nonce]')
          ?.getAttribute('nonce'),
      ).toBe(nonces[i]);
  });

  it('keeps the policy strict: scripts from the site only, styles from the site or under the nonce, nothing inline else', async () => {
    for (const url of prerender.pageData('/')!.weather) await site.get(url);
    for (const path of ['/', '/weather', '/about']) {
      const res = await site.get(path);
      const directives = new Map(
        res.headers
          .get('content-security-policy')!
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name!, sources]),
      );
      expect(directives.get('script-src'), path).toEqual(["'self'"]);
      expect(directives.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(directives.get('default-src'), path).toEqual(["'self'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      const styles = directives.get('style-src')!;
      expect(styles[0], path).toBe("'self'");
      expect(styles.slice(1), path).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24}'$/)]);
      // The only inline script is the page's data, which a browser never runs.
      const page = readPage(await res.text());
      expect(page.running, path).toEqual(['/assets/index-test.js']);
    }
  });

  it('leaves the pages it does not pre-render, and the server bundle, alone', async () => {
    for (const path of ['/about', '/manage', '/server/entry-server.js']) {
      const html = await (await site.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

describe('rendering', () => {
  let site: Site;
  const renders: string[] = [];
  beforeAll(async () => {
    site = await startSite({
      pageData: prerender.pageData,
      render: (path, data) => {
        renders.push(path);
        return prerender.render(path, data);
      },
    });
  });
  afterAll(() => site?.close());

  it('reuses a page rendered from the same weather for a few seconds, and renders again when it changes', async () => {
    const [report] = prerender.pageData('/')!.weather;
    for (const url of prerender.pageData('/')!.weather) await site.get(url);
    const dataOf = async () => readPage(await (await site.get('/')).text()).data!;
    const first = await dataOf();
    const second = await dataOf();
    expect(renders).toEqual(['/']);
    // The same page, with the time it was rendered at: the browser hydrates it with that time.
    expect(second).toEqual(first);

    // Three minutes on, the METAR is fetched again (a new value, if the same report).
    const offset = 3 * 60_000;
    site.app.weather.now = () => Date.now() + offset;
    await site.get(report!);
    const third = await dataOf();
    expect(renders).toEqual(['/', '/']);
    expect(third.renderedAt).toBeGreaterThanOrEqual(first.renderedAt);
    expect(third.weather[report!]).not.toEqual(first.weather[report!]);
  });
});

describe('a renderer that fails', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({
      pageData: prerender.pageData,
      render: () => Promise.reject(new Error('renderer broke')),
    });
  });
  afterAll(() => site?.close());

  it('sends the shell and logs the failure once', async () => {
    for (const url of prerender.pageData('/')!.weather) await site.get(url);
    for (let i = 0; i < 3; i += 1) {
      const res = await site.get('/');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    const failures = site.logs.filter((l) => String(l.msg).includes('pre-rendering failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50 });
  });
});

describe('hostile text in the cached weather', () => {
  let site: Site;
  let replay: string;
  beforeAll(async () => {
    // Recordings as upstream might send them: a METAR remark and a forecast written to break out of the page.
    replay = mkdtempSync(join(tmpdir(), 'hangar-hostile-'));
    cpSync(FIXTURES, replay, { recursive: true });
    const metars = join(replay, 'metars-north-texas.txt');
    writeFileSync(
      metars,
      readFileSync(metars, 'utf8').replace(
        /^(KAFW .*)$/m,
        (line) => `${line} ${HOSTILE.replace(/\s/g, '_')}`,
      ),
    );
    const forecastFile = join(replay, 'nws/nws_forecast_rochesterNY_2025-01-05.json');
    const forecast = JSON.parse(readFileSync(forecastFile, 'utf8')) as {
      properties: { periods: Array<{ name: string; detailedForecast: string }> };
    };
    forecast.properties.periods[0]!.name = HOSTILE;
    forecast.properties.periods[0]!.detailedForecast = HOSTILE;
    writeFileSync(forecastFile, JSON.stringify(forecast));
    site = await startSite(prerender, { WEATHER_REPLAY_DIR: replay });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(replay, { recursive: true, force: true });
  });

  it('stays text: in the page as words, in the data script as the same string, never as markup', async () => {
    const urls = prerender.pageData('/')!.weather;
    for (const url of urls) expect((await site.get(url)).status, url).toBe(200);
    const html = await (await site.get('/')).text();
    const page = readPage(html);

    // One data script, and no script, element or handler the report could have made.
    expect(page.dataScripts).toBe(1);
    expect(page.running).toEqual(['/assets/index-test.js']);
    expect(page.document.querySelectorAll('img[onerror], [onerror]')).toHaveLength(0);
    expect(html).not.toContain('<script>alert');
    const opening = html.indexOf('>', html.indexOf('type="application/json"')) + 1;
    expect(html.slice(opening, html.indexOf('</script>', opening))).not.toMatch(/[<>&\u2028\u2029]/);

    // The data reads back exactly as the API sent it.
    const forecast = page.data!.weather[urls[1]!] as { data: { periods: Array<{ name: string }> } };
    expect(forecast.data.periods[0]!.name).toBe(HOSTILE);
    const report = page.data!.weather[urls[0]!] as { data: { rawData: string } };
    // (A METAR is upper case.)
    expect(report.data.rawData).toContain(
      '</SCRIPT><SCRIPT>ALERT(1)</SCRIPT><!--_<IMG_SRC=X_ONERROR=ALERT(2)>',
    );
    expect(report).toEqual(await (await site.get(urls[0]!)).json());

    // And the page shows it as words.
    const first = page.root.querySelector('[data-slot="forecast-period"]')!;
    expect(first.querySelector('h2')!.textContent).toBe(HOSTILE);
    expect(first.querySelector('[data-slot="forecast-detail"]')!.textContent).toBe(HOSTILE);
  });
});
