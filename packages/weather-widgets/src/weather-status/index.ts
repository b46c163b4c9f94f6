export { WeatherStatus, type WeatherStatusProps } from './weather-status';
