export { WeatherStatus, type WeatherStatusProps } from './weather-status';
export { METAR_OLD_AFTER_MINUTES, oldReportNotice, TAF_OLD_AFTER_MINUTES } from './report-age';
