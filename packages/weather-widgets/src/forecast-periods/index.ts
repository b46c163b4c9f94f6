export { ForecastPeriods, type ForecastPeriodsProps } from './forecast-periods';
