// WeatherProvider: the widgets' configuration (API, stations, runways, field data) and their data source.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
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

const WeatherContext = createContext<ResolvedWeatherConfig | null>(null);

export type WeatherProviderProps = {
  config: WeatherConfig;
  /** Replaces `fetch`: stories and tests hand back recorded responses. */
  fetcher?: WeatherFetcher;
  /** Replaces the system clock for ages (stories pin it). */
  clock?: Clock;
  /** Share one cache between several providers (the embed does), so one station is fetched once. */
  cache?: Cache;
  children: ReactNode;
};

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
  children,
}: WeatherProviderProps) {
  const value = useMemo<ResolvedWeatherConfig>(
    () => ({ ...config, fetcher, clock }),
    [config, fetcher, clock],
  );
  // A cache per provider keeps hosts (and stories) from seeing each other's data.
  const ownCache = useMemo(() => new Map(), []);
  const swr = useMemo(() => ({ provider: () => cache ?? ownCache }), [cache, ownCache]);
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
