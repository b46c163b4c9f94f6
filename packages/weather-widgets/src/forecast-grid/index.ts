export { ForecastGrid, type ForecastGridProps } from './forecast-grid';
