// Mounts the site's data router in its root element: hydrating the HTML of a page the server rendered, or
// rendering in the browser.
import type { PrerenderData } from '@hangar/contracts';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { PrerenderContext } from './prerender/prerender-context';
import { createSiteRouter, routes } from './router';

/**
 * Marks `container` with `data-mounted` once React has committed its first render: from then on the page
 * answers clicks and keys. (A pre-rendered page shows its HTML before that; a click that lands before the
 * script has loaded is not seen.)
 */
function MarkMounted({ container, children }: { container: Element; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute('data-mounted', '');
  }, [container]);
  return children;
}

/**
 * Mounts the site in `container`. With `prerendered` (the data the server rendered the page with) the
 * page's lazy route modules load first, so that the router's first render is the page itself rather than a
 * pending state, and React hydrates the server's HTML with the same data.
 */
export async function mountSite(container: Element, prerendered: PrerenderData | null): Promise<Root> {
  if (prerendered) {
    const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazy.map(async ({ route }) => {
        const module = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <MarkMounted container={container}>
        <PrerenderContext value={prerendered}>
          <RouterProvider router={createSiteRouter()} />
        </PrerenderContext>
      </MarkMounted>
    </StrictMode>
  );
  if (prerendered) return hydrateRoot(container, app);
  const root = createRoot(container);
  root.render(app);
  return root;
}
