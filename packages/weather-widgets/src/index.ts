export {
  WeatherProvider,
  useWeatherConfig,
  defaultFetcher,
  type WeatherConfig,
  type WeatherFetcher,
  type WeatherProviderProps,
  type ResolvedWeatherConfig,
} from './provider/weather-provider';
export {
  useCrosswindReport,
  useMetar,
  useDecodedMetar,
  useTaf,
  useForecast,
  useWindHistory,
  WEATHER_REFRESH_MS,
  WIND_HISTORY_REFRESH_MS,
  FORECAST_REFRESH_MS,
  type WeatherQuery,
} from './provider/use-weather';
export { useNow, type Clock } from './provider/use-now';
export { useAge, AGE_REFRESH_MS } from './provider/use-age';
export {
  unwrapEnvelope,
  WeatherRequestError,
  type WeatherEnvelope,
  type WeatherValue,
} from './provider/envelope';
export { weatherUrls } from './provider/urls';
export * from './lib/display';
export { cacheBust, clampWidth } from './lib/images';
export { useClampedWidth, useRefreshStamp, IMAGE_REFRESH_MS } from './lib/use-image-frame';
export * from './weather-status';
export * from './flight-category';
export * from './runway-wind';
export * from './minimums';
export * from './current-conditions';
export * from './crosswind-table';
export * from './density-altitude';
export * from './metar-card';
export * from './taf-card';
export * from './taf-timeline';
export * from './sun-times';
export * from './wind-history';
export * from './forecast-periods';
export * from './forecast-grid';
export * from './forecast-icon';
export * from './replay-notice';
export * from './radar-map';
export * from './tfr-maps';
