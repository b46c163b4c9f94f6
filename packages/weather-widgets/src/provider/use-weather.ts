// SWR data hooks of the widgets: one per weather endpoint, refreshed on fixed timers.
import type {
  CrosswindReport,
  DecodedMetarResponse,
  ForecastResponse,
  MetarResponse,
  NoTafResponse,
  TafResponse,
  WeatherMeta,
} from '@hangar/aviation-weather';
import useSWR from 'swr';
import { unwrapEnvelope, type WeatherValue } from './envelope';
import { weatherUrls } from './urls';
import type { WindHistoryResponse } from '../wind-history/wind-history-model';
import { useWeatherConfig } from './weather-provider';

/** Weather every 3 minutes, the forecast every hour. */
export const WEATHER_REFRESH_MS = 180_000;
export const FORECAST_REFRESH_MS = 3_600_000;

export type WeatherQuery<T> = {
  data: T | undefined;
  meta: WeatherMeta | null;
  /** The last refresh failed; `data` still holds the last good value, if any. */
  error: Error | undefined;
  isLoading: boolean;
  /** The server says it is the last good value, or our last refresh failed while we show old data. */
  isStale: boolean;
};

function useWeatherQuery<T>(url: string | null, refreshInterval: number): WeatherQuery<T> {
  const { fetcher } = useWeatherConfig();
  const { data, error, isLoading } = useSWR<WeatherValue<T>, Error>(
    url,
    async (key: string) => unwrapEnvelope<T>(await fetcher(key)),
    { refreshInterval, revalidateOnFocus: false, errorRetryCount: 2, dedupingInterval: 10_000 },
  );
  return {
    data: data?.data,
    meta: data?.meta ?? null,
    error,
    isLoading,
    isStale: Boolean(data && (data.meta?.stale || error)),
  };
}

/**
 * The crosswind report of a station (the provider's primary station by default), with density
 * altitude when the provider has an elevation.
 *
 * @example
 * const { data, isStale } = useCrosswindReport();
 * data?.crosswinds.map((line) => line.runway);
 */
export function useCrosswindReport(station?: string): WeatherQuery<CrosswindReport> {
  const config = useWeatherConfig();
  const id = station ?? config.stations[0];
  return useWeatherQuery<CrosswindReport>(id ? weatherUrls.crosswind(config, id) : null, WEATHER_REFRESH_MS);
}

/**
 * The raw METAR of a station.
 *
 * @example
 * const { data } = useMetar('KFTW'); // data?.raw
 */
export function useMetar(station: string): WeatherQuery<MetarResponse> {
  const config = useWeatherConfig();
  return useWeatherQuery<MetarResponse>(weatherUrls.metar(config, station), WEATHER_REFRESH_MS);
}

/**
 * The METAR of a station decoded to English text, with its raw text and time.
 *
 * @example
 * const { data } = useDecodedMetar('KAFW'); // data?.text
 */
export function useDecodedMetar(station: string): WeatherQuery<DecodedMetarResponse> {
  const config = useWeatherConfig();
  return useWeatherQuery<DecodedMetarResponse>(weatherUrls.decodedMetar(config, station), WEATHER_REFRESH_MS);
}

/**
 * The TAF of a station; `formattedData` is null when the station issues none.
 *
 * @example
 * const { data } = useTaf('KAFW'); // data?.formattedData
 */
export function useTaf(station: string): WeatherQuery<TafResponse | NoTafResponse> {
  const config = useWeatherConfig();
  return useWeatherQuery<TafResponse | NoTafResponse>(weatherUrls.taf(config, station), WEATHER_REFRESH_MS);
}

/** The wind history every 10 minutes: METARs come hourly. */
export const WIND_HISTORY_REFRESH_MS = 600_000;

/**
 * The kept METARs of the last 24 hours of a station (the provider's primary station by default), with the
 * components on the provider's runway.
 *
 * @example
 * const { data } = useWindHistory(); // data?.observations.at(-1)?.speedKt
 */
export function useWindHistory(station?: string): WeatherQuery<WindHistoryResponse> {
  const config = useWeatherConfig();
  const id = station ?? config.stations[0];
  return useWeatherQuery<WindHistoryResponse>(
    id ? weatherUrls.windHistory(config, id) : null,
    WIND_HISTORY_REFRESH_MS,
  );
}

/**
 * The 7-day forecast at the provider's forecast point (no request without one).
 *
 * @example
 * const { data } = useForecast(); // data?.periods[0].name
 */
export function useForecast(): WeatherQuery<ForecastResponse> {
  const config = useWeatherConfig();
  return useWeatherQuery<ForecastResponse>(weatherUrls.forecast(config), FORECAST_REFRESH_MS);
}
