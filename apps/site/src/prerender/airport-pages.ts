// The airport pages the server renders with their weather: each page's chunk and the weather answers it shows.
import { weatherUrls } from '@hangar/weather-widgets';
import { airport } from '../config';

export type PrerenderedPage = {
  /** The page's source module, as Vite's manifest names it (its chunks are preloaded). */
  module: string;
  /** The URLs its widgets ask the weather API for (their SWR keys). */
  weather: string[];
};

const { weather } = airport;
const [primary, ...others] = weather.stations;
const crosswind = (station: string) => weatherUrls.crosswind(weather, station);
const decodedMetar = (station: string) => weatherUrls.decodedMetar(weather, station);
const forecast = weatherUrls.forecast(weather);

const present = (...urls: Array<string | null | undefined>) => urls.filter((url): url is string => !!url);

/** By path; any other path is rendered in the browser. */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  '/': { module: 'src/pages/home-page.tsx', weather: present(primary && crosswind(primary), forecast) },
  '/weather': {
    module: 'src/pages/weather-page.tsx',
    weather: present(
      forecast,
      primary && decodedMetar(primary),
      primary && crosswind(primary),
      primary && weatherUrls.taf(weather, primary),
      primary && weatherUrls.windHistory(weather, primary),
      ...others.map(decodedMetar),
    ),
  },
};
