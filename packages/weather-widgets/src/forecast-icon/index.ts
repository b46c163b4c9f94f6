export { ForecastIcon, type ForecastIconProps } from './forecast-icon';
export {
  FORECAST_ICON_KINDS,
  forecastIconKind,
  parseNwsIcon,
  type ForecastIconKind,
  type NwsIcon,
} from './nws-icon';
