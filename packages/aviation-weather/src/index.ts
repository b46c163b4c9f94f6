// Public API of @hangar/aviation-weather: decoders, runway and altitude maths, report builders, upstream clients.
export * from './types';
export {
  decodeMetar,
  flightCategory,
  ceilingOf,
  normalizeReport,
  MAX_REPORT_LENGTH,
  type DecodeOptions,
} from './metar';
export { decodedMetarText, windText, visibilityText, skyText } from './metar-text';
export { weatherWords } from './weather-words';
export {
  crosswinds,
  normalizeAngle,
  runwayDesignator,
  T67_MAGNETIC_VARIATION,
  type RunwayInput,
  type CrosswindOptions,
} from './crosswind';
export { densityAltitude, type DensityAltitudeInput, type DensityAltitudeDetails } from './density-altitude';
export { formatAge, resolveDayTime } from './time';
export {
  buildCrosswindReport,
  metarResponse,
  decodedMetarResponse,
  tafResponse,
  noTafResponse,
  type CrosswindReportOptions,
} from './report';
export { cToF, fToC, inHgToHpa, hpaToInHg, metresToSm, relativeHumidity, round } from './units';
export {
  decodeTaf,
  decodeTafs,
  formattedTaf,
  formatTafData,
  splitTafProduct,
  splitChangeGroups,
  tafTime,
  type TafDecodeOptions,
  type FormattedTaf,
} from './taf';
export {
  decodeAwcMetar,
  decodeAwcTaf,
  validateAwcMetarRecord,
  validateAwcTafRecord,
  type AwcMetarRecord,
  type AwcTafRecord,
} from './awc';
export {
  AWC_MAX_STATIONS,
  AWC_MAX_URL_LENGTH,
  awcStationBatches,
  fetchAwcMetarHistory,
  fetchAwcMetars,
  fetchAwcTafs,
  fetchNwsPoint,
  fetchNwsForecast,
  parseNwsForecast,
  UpstreamError,
  type UpstreamOptions,
  type UpstreamFailure,
  type NwsPoint,
} from './upstream';
export type { Validation } from './validate';
export { solarPosition, sunTimes, type SunTimes } from './sun';
