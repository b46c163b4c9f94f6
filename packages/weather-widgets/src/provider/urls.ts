// The weather API's paths, built from the provider configuration.
import type { WeatherConfig } from './weather-provider';

const base = (config: WeatherConfig) => config.apiBaseUrl.replace(/\/+$/, '');
const station = (id: string) => encodeURIComponent(id.trim().toUpperCase());
const magVarQuery = (config: WeatherConfig) =>
  config.magVar === undefined ? '' : `?magVar=${config.magVar}`;

export const weatherUrls = {
  metar: (config: WeatherConfig, id: string) => `${base(config)}/NoaaMetar/${station(id)}`,
  decodedMetar: (config: WeatherConfig, id: string) => `${base(config)}/NoaaDecodedMetar/${station(id)}`,
  taf: (config: WeatherConfig, id: string) => `${base(config)}/NoaaTaf/${station(id)}`,
  /** With an elevation the density-altitude variant answers the same report plus density altitude. */
  crosswind: (config: WeatherConfig, id: string) => {
    const [rwy1, rwy2] = config.runways;
    const common = `${station(id)}/${rwy1}/${rwy2}/${config.utcOffset}`;
    return config.elevation === undefined
      ? `${base(config)}/NoaaCrosswindMetar/${common}${magVarQuery(config)}`
      : `${base(config)}/NoaaCrosswindMetarDensityAltitude/${common}/${config.elevation}${magVarQuery(config)}`;
  },
  /** The kept METARs of the last 24 hours with the components on the provider's runway. */
  windHistory: (config: WeatherConfig, id: string) => {
    const [rwy1, rwy2] = config.runways;
    return `${base(config)}/NoaaWindHistory/${station(id)}/${rwy1}/${rwy2}${magVarQuery(config)}`;
  },
  forecast: (config: WeatherConfig) =>
    config.forecastPoint
      ? `${base(config)}/forecast/${config.forecastPoint.lat.toFixed(4)},${config.forecastPoint.lon.toFixed(4)}`
      : null,
};
