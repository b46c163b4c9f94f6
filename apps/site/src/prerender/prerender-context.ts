// The data a server-rendered page was rendered with, handed to the shell on the server and in the browser alike.
import type { PrerenderData } from '@hangar/contracts';
import { createContext, useContext } from 'react';

export const PrerenderContext = createContext<PrerenderData | null>(null);

/** The pre-rendered page's data, or null when the page was rendered in the browser. */
export function usePrerendered(): PrerenderData | null {
  return useContext(PrerenderContext);
}
