// Reads the data a server-rendered page was rendered with from its JSON data script.
import { PRERENDER_DATA_ID, type PrerenderData } from '@hangar/contracts';

/** The page's pre-render data, or null when the server sent the plain shell (or the data is unreadable). */
export function readPrerendered(document: Document): PrerenderData | null {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderData> | null;
    if (typeof data?.renderedAt !== 'number' || typeof data.weather !== 'object' || !data.weather)
      return null;
    return { renderedAt: data.renderedAt, weather: data.weather };
  } catch {
    return null;
  }
}
