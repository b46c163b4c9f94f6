// Endpoint bodies from cached values, through @hangar/aviation-weather's report builders (no weather maths here).
import {
  buildCrosswindReport,
  decodedMetarResponse,
  formatTafData,
  metarResponse,
  noTafResponse,
  tafResponse,
  type CrosswindReport,
  type DecodedMetarResponse,
  type ForecastResponse,
  type MetarObservation,
  type MetarResponse,
  type NoTafResponse,
  type TafForecast,
  type TafResponse,
} from '@hangar/aviation-weather';

export const metarData = (obs: MetarObservation): MetarResponse => metarResponse(obs);

export const decodedMetarData = (obs: MetarObservation): DecodedMetarResponse => decodedMetarResponse(obs);

export const tafData = (station: string, taf: TafForecast | null): TafResponse | NoTafResponse =>
  taf ? tafResponse(taf, formatTafData(taf)) : noTafResponse(station);

export type CrosswindRequest = {
  runways: number[];
  utcOffset: number;
  magVar: number | undefined;
  elevationFt?: number;
};

export function crosswindData(
  obs: MetarObservation,
  { runways, utcOffset, magVar, elevationFt }: CrosswindRequest,
): CrosswindReport {
  return buildCrosswindReport(obs, runways, {
    ...(magVar === undefined ? {} : { magneticVariation: magVar }),
    ...(elevationFt === undefined ? {} : { elevationFt }),
    utcOffsetHours: utcOffset,
  });
}

export const forecastData = (forecast: ForecastResponse): ForecastResponse => forecast;
