// What the site's server bundle offers the API, so that an airport page's first answer carries its HTML and data.

/** The id of the `<script type="application/json">` holding the data a pre-rendered page was rendered with. */
export const PRERENDER_DATA_ID = 'hangar-prerender';

/** The data a page is rendered with on the server, then hydrated with in the browser. */
export type PrerenderData = {
  /** When the server rendered the page (ms since the epoch): the clock of the first, hydrating render. */
  renderedAt: number;
  /** The weather API's answers (`{ success, data, meta }`) by the URL the browser would ask them at. */
  weather: Record<string, unknown>;
};

/**
 * The site's server bundle (`dist/server/entry-server.js` of the site's build). A page it does not render
 * is sent as the plain shell, rendered in the browser.
 */
export type SitePrerender = {
  /** The weather URLs the page at `path` shows, or null for a page rendered in the browser only. */
  pageData(path: string): { weather: string[] } | null;
  /** The page's HTML inside the root element, and tags for the head (preloads of the page's own chunks). */
  render(path: string, data: PrerenderData): Promise<{ root: string; head: string }>;
};
