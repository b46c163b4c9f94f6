// The weather half of the API: routes plugin and the service behind it.
export { cachedWeatherBody, weatherRoutes, type WeatherRoutesOptions } from './routes';
export { WeatherService, WEATHER_TTL_MS } from './service';
