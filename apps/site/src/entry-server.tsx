// The site's server entry (`vite build --ssr`, to dist/server): the airport pages rendered to HTML with the
// weather the API has cached, for the API to send in place of the empty shell (apps/api, modules/site).
import type { PrerenderData, SitePrerender } from '@hangar/contracts';
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { HomePage } from './pages/home-page';
import { WeatherPage } from './pages/weather-page';
import { PRERENDERED_PAGES } from './prerender/airport-pages';
import { PrerenderContext } from './prerender/prerender-context';
import { preloadTags, type ViteManifest } from './prerender/preloads';
import { AppShell } from './shell/app-shell';

/**
 * The pre-rendered pages in the shape the browser's router has them (router.tsx: the airport shell and its
 * pages), so that both render the same tree; the browser loads these pages' chunks before it hydrates.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    children: [
      { index: true, Component: HomePage },
      { path: 'weather', Component: WeatherPage },
    ],
  },
];
const handler = createStaticHandler(routes);

/** The client build's manifest beside this bundle (dist/.vite), for the pages' preloads; none from source. */
function readManifest(): ViteManifest | null {
  try {
    return JSON.parse(
      readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
    ) as ViteManifest;
  } catch {
    return null;
  }
}
const manifest = readManifest();

export const pageData: SitePrerender['pageData'] = (path) => {
  const page = PRERENDERED_PAGES[path];
  return page ? { weather: page.weather } : null;
};

export const render: SitePrerender['render'] = async (path, data: PrerenderData) => {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`${path} is not a pre-rendered page`);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} on the server`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx hydrates: StrictMode, the data, the router (no hydration script: no loaders).
  const root = renderToString(
    <StrictMode>
      <PrerenderContext value={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PrerenderContext>
    </StrictMode>,
  );
  return { root, head: preloadTags(manifest, page.module) };
};
