// WeatherProvider: the widgets' configuration (API, stations, runways, field data) and their data source.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { unwrapEnvelope, type WeatherValue } from './envelope';
import type { Clock } from './use-now';

/** Answers a GET of an API URL with the parsed JSON body. Inject one to drive widgets without a server. */
export type WeatherFetcher = (url: string) => Promise<unknown>;

export type WeatherConfig = {
  /** Base of the weather API, e.g. '/api' or 'https://airport.example/api'. */
  apiBaseUrl: string;
  /** Stations to report, primary first (the primary one feeds CurrentConditions). */
  stations: string[];
  /** Runway magnetic headings, e.g. [140, 320]. */
  runways: [number, number];
  /** Hours from UTC, sent to the crosswind endpoints. */
  utcOffset: number;
  /** Field elevation in feet; when set, crosswind reports include density altitude. */
  elevation?: number;
  /** Magnetic variation east in degrees; overrides the server's value when set. */
  magVar?: number;
  /** Point of the 7-day forecast. */
  forecastPoint?: { lat: number; lon: number };
  /** The field's position for the sun times (the forecast point when unset). */
  field?: { lat: number; lon: number; name?: string };
  /** The field's IANA time zone, e.g. 'America/Chicago': the sun times are shown in it. */
  timeZone?: string;
};

export type ResolvedWeatherConfig = WeatherConfig & { fetcher: WeatherFetcher; clock: Clock | undefined };

export const defaultFetcher: WeatherFetcher = async (url) => {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  try {
    return await response.json();
  } catch {
    throw new Error(`Weather service answered ${response.status}`);
  }
};

/** Read directly only where a widget also works without a provider (the image widgets). */
export const WeatherContext = createContext<ResolvedWeatherConfig | null>(null);

export type WeatherProviderProps = {
  config: WeatherConfig;
  /** Replaces `fetch`: stories and tests hand back recorded responses. */
  fetcher?: WeatherFetcher;
  /** Replaces the system clock for ages (stories pin it). */
  clock?: Clock;
  /** Share one cache between several providers (the embed does), so one station is fetched once. */
  cache?: Cache;
  /**
   * Answers the API already gave, by request URL (`{ success, data, meta }` as it sent them): the widgets
   * show them at once instead of loading, and refresh them as usual. A server-rendered page passes the
   * answers it was rendered with, so the browser's first render matches the server's HTML.
   */
  initialAnswers?: Record<string, unknown>;
  /**
   * The time (ms) a server rendered the page's HTML: while React hydrates that HTML the widgets' clock
   * reads this time, so ages and notices come out as the server wrote them; the real clock follows.
   */
  renderedAt?: number;
  children: ReactNode;
};

const subscribeNothing = () => () => {};

/** True on the server and while React hydrates server HTML; false in every later render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/** The SWR fallback: each usable answer unwrapped as the hooks' fetcher would. */
function fallbackOf(answers: Record<string, unknown> | undefined): Record<string, WeatherValue<unknown>> {
  const fallback: Record<string, WeatherValue<unknown>> = {};
  for (const [url, body] of Object.entries(answers ?? {})) {
    try {
      fallback[url] = unwrapEnvelope(body);
    } catch {
      // An error answer is no data: that widget loads as usual.
    }
  }
  return fallback;
}

/**
 * Gives every widget below it the weather configuration and its own SWR cache.
 *
 * @example
 * <WeatherProvider config={{ apiBaseUrl: '/api', stations: ['KAFW'], runways: [140, 320], utcOffset: -7 }}>
 *   <CurrentConditions />
 * </WeatherProvider>
 */
export function WeatherProvider({
  config,
  fetcher = defaultFetcher,
  clock,
  cache,
  initialAnswers,
  renderedAt,
  children,
}: WeatherProviderProps) {
  const hydrating = useHydrating();
  const value = useMemo<ResolvedWeatherConfig>(
    () => ({
      ...config,
      fetcher,
      clock: hydrating && renderedAt !== undefined ? () => new Date(renderedAt) : clock,
    }),
    [config, fetcher, clock, hydrating, renderedAt],
  );
  // A cache per provider keeps hosts (and stories) from seeing each other's data.
  const ownCache = useMemo(() => new Map(), []);
  const fallback = useMemo(() => fallbackOf(initialAnswers), [initialAnswers]);
  const swr = useMemo(() => ({ provider: () => cache ?? ownCache, fallback }), [cache, ownCache, fallback]);
  return (
    <WeatherContext.Provider value={value}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </WeatherContext.Provider>
  );
}

/** The nearest WeatherProvider's configuration; throws when a widget is used outside one. */
export function useWeatherConfig(): ResolvedWeatherConfig {
  const config = useContext(WeatherContext);
  if (!config) throw new Error('Weather widgets need a <WeatherProvider> above them');
  return config;
}
