// The airport pages' first answer: the site's server bundle renders them with the weather the API has cached.
import { PRERENDER_DATA_ID, type PrerenderData, type SitePrerender } from '@hangar/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressedAs, type Coding } from '../../http/compression';
import { cspHeader, newStyleNonce, siteIndex, withStyleNonce, type Hosts } from '../../security/headers';
import { safeError } from '../../security/log-redaction';
import { cachedWeatherBody, type WeatherService } from '../weather';
import { jsonForScript } from './json-script';

/** Where the site's build writes its server bundle, inside SITE_DIR (never served: app.ts). */
export const SERVER_BUNDLE_DIR = 'server';
const SERVER_ENTRY = `${SERVER_BUNDLE_DIR}/entry-server.js`;
const ROOT = '<div id="root"></div>';

/** The site's server bundle from SITE_DIR, or null (logged) when the build has none or it cannot load. */
export async function loadSitePrerender(
  siteDir: string,
  log: FastifyBaseLogger,
): Promise<SitePrerender | null> {
  const file = join(siteDir, SERVER_ENTRY);
  if (!existsSync(file)) {
    log.info({ file }, 'site: no server bundle, every page is rendered in the browser');
    return null;
  }
  try {
    const bundle = (await import(pathToFileURL(file).href)) as Partial<SitePrerender>;
    if (typeof bundle.pageData !== 'function' || typeof bundle.render !== 'function')
      throw new Error('it exports no pageData and render');
    return { pageData: bundle.pageData, render: bundle.render };
  } catch (err) {
    log.warn(
      { file, err: safeError(err) },
      'site: the server bundle did not load, pages are rendered in the browser',
    );
    return null;
  }
}

export type SitePagesOptions = {
  prerender: SitePrerender | null;
  /** The built site (SITE_DIR): its stylesheet goes into a pre-rendered page. */
  siteDir: string;
  weather: WeatherService;
  log: FastifyBaseLogger;
  /** The hosts the policy names (images, frames). */
  hosts: Hosts;
};

/** One answer as sent: the HTML, its policy, and its compressed forms (each made once, on first demand). */
type Served = { html: string; csp: string; coded: Map<Coding, Promise<Buffer>> };

/**
 * Answers a site page from `template` (the build's index.html, its nonce placeholders in place): the page
 * rendered into its root and the data it was rendered with beside it, when the site pre-renders that page and
 * the cache holds some of its weather; otherwise the plain shell. Never waits on upstream. Each reason for
 * sending the plain shell of a pre-rendered page is logged once.
 *
 * A pre-rendered page is reused for a few seconds (`RENDER_REUSE_MS`), and so is its style nonce: the page,
 * its policy and its compressed bytes are made once and sent to every visitor while it lasts. (Every visitor
 * gets the same public page, with nothing of theirs in it: a nonce known to one could only serve markup
 * injected into that same page, which was written before the nonce was known.) The shell gets a fresh nonce
 * per answer.
 */
export function createSitePages(options: SitePagesOptions) {
  const page = sitePageHtml(options);
  return async function sendSitePage(request: FastifyRequest, reply: FastifyReply, template: string) {
    const served = (await page(request.url.split('?')[0]!, template)) ?? shell(options.hosts, template);
    const coding = compressedAs(served.html, request.headers['accept-encoding']);
    let body: string | Buffer = served.html;
    if (coding) {
      let bytes = served.coded.get(coding.name);
      if (!bytes) {
        bytes = coding.compress(served.html);
        served.coded.set(coding.name, bytes);
      }
      body = await bytes;
      reply.header('Content-Encoding', coding.name);
    }
    return reply
      .header('Content-Security-Policy', served.csp)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}

/** The plain shell, with a nonce of its own. */
function shell(hosts: Hosts, template: string): Served {
  const { html, csp } = siteIndex(hosts, template);
  return { html, csp, coded: new Map() };
}

/** How long a rendered page is reused while its weather stays the same. */
const RENDER_REUSE_MS = 10_000;

type Rendered = {
  key: string;
  data: PrerenderData;
  json: string;
  root: string;
  head: string;
  /** The style nonce of every answer of this rendering. */
  nonce: string;
};

function sitePageHtml({ prerender, siteDir, weather, log, hosts }: SitePagesOptions) {
  const logged = new Set<string>();
  const stylesheets = new Map<string, string | null>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readStylesheet(siteDir, href));
    return stylesheets.get(href) ?? null;
  };
  const once = (reason: string, write: () => void) => {
    if (logged.has(reason)) return;
    logged.add(reason);
    write();
  };

  // A page rendered from the same weather is reused for a few seconds, with the time it was rendered at (the
  // browser hydrates with that time): ages are shown in minutes, and rendering costs far more than serving.
  const renders = new Map<string, Rendered>();
  async function renderOrReuse(
    renderer: SitePrerender,
    path: string,
    bodies: Map<string, string>,
  ): Promise<Rendered> {
    // The answers' `ageSeconds` changes every second; the rest only when the weather does.
    const key = [...bodies].map(([url, body]) => `${url} ${body.replace(/"ageSeconds":\d+/, '')}`).join('\n');
    const now = Date.now();
    const reuse = renders.get(path);
    if (reuse && reuse.key === key && now - reuse.data.renderedAt < RENDER_REUSE_MS) return reuse;
    const data: PrerenderData = {
      renderedAt: now,
      weather: Object.fromEntries([...bodies].map(([url, body]) => [url, JSON.parse(body) as unknown])),
    };
    const rendered = {
      key,
      data,
      json: jsonForScript(data),
      nonce: newStyleNonce(),
      ...(await renderer.render(path, data)),
    };
    renders.set(path, rendered);
    return rendered;
  }

  // The answer made from a rendering and a template, kept while both are the same.
  const answers = new Map<string, { rendered: Rendered; template: string; served: Served }>();

  /** The pre-rendered answer for `path`, or null for the shell. */
  return async function sitePage(path: string, template: string): Promise<Served | null> {
    if (!prerender) return null;
    try {
      const page = prerender.pageData(path);
      if (!page) return null;
      const bodies = new Map<string, string>();
      for (const url of page.weather) {
        const body = await cachedWeatherBody(weather, url);
        if (body !== null) bodies.set(url, body);
      }
      if (bodies.size === 0) {
        once('empty', () =>
          log.info(
            { path },
            'site: no weather cached yet, the page is sent as the shell and rendered in the browser',
          ),
        );
        return null;
      }
      const rendered = await renderOrReuse(prerender, path, bodies);
      const kept = answers.get(path);
      if (kept && kept.rendered === rendered && kept.template === template) return kept.served;
      const index = withStyleNonce(template, rendered.nonce);
      const html = withPage(
        inlineStylesheets(index, stylesheet),
        rendered.root,
        rendered.head,
        rendered.json,
      );
      if (html === null) {
        once('shape', () =>
          log.warn('site: index.html has no empty root element, pages are rendered in the browser'),
        );
        return null;
      }
      const served = { html, csp: cspHeader(hosts, { styleNonce: rendered.nonce }), coded: new Map() };
      answers.set(path, { rendered, template, served });
      return served;
    } catch (err) {
      once('failed', () =>
        log.error({ path, err: safeError(err) }, 'site: pre-rendering failed, the page is sent as the shell'),
      );
      return null;
    }
  };
}

/**
 * A built stylesheet's text (`/assets/….css`, hashed names: read once), or null when it is not one of the
 * build's files or could close the element it goes into.
 */
function readStylesheet(siteDir: string, href: string): string | null {
  const file = normalize(join(siteDir, href));
  if (!/^\/assets\/[\w.-]+\.css$/.test(href) || !file.startsWith(normalize(siteDir) + sep)) return null;
  try {
    const css = readFileSync(file, 'utf8');
    return /<\/style/i.test(css) ? null : css;
  } catch {
    return null;
  }
}

/**
 * `index` with each `<link rel="stylesheet">` of the build replaced by a `<style>` of its text, carrying the
 * link's nonce (the page's style nonce): a pre-rendered page is painted from its HTML alone, without
 * waiting for a stylesheet that shares the link with the scripts. Links it cannot read stay as they are.
 */
function inlineStylesheets(index: string, stylesheet: (href: string) => string | null): string {
  return index.replace(/<link rel="stylesheet"[^>]*>/g, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    const nonce = /\snonce="([^"]+)"/.exec(link)?.[1];
    const css = href && nonce ? stylesheet(href) : null;
    return css === null ? link : `<style nonce="${nonce}">${css}</style>`;
  });
}

/**
 * `index` with `root` inside its root element, the data script after it (`dataJson`: written by
 * `jsonForScript`) and `head` at the end of the head;
 * null when `index` has no empty root element. Built by slicing: the page's text never passes through a
 * replacement pattern (`$&` and the like in a report stay text).
 */
function withPage(index: string, root: string, head: string, dataJson: string): string | null {
  const at = index.indexOf(ROOT);
  const headEnd = index.indexOf('</head>');
  if (at === -1 || headEnd === -1 || headEnd > at) return null;
  const script = `<script type="application/json" id="${PRERENDER_DATA_ID}">${dataJson}</script>`;
  return (
    index.slice(0, headEnd) +
    head +
    index.slice(headEnd, at) +
    `<div id="root">${root}</div>` +
    script +
    index.slice(at + ROOT.length)
  );
}
