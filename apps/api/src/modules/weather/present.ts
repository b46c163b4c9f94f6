// Endpoint bodies from cached values, through @hangar/aviation-weather's report builders (no weather maths here).
import {
  buildCrosswindReport,
  noTafResponse,
  tafResponse,
  type CrosswindReport,
  type MetarObservation,
  type NoTafResponse,
  type TafForecast,
  type TafResponse,
} from '@hangar/aviation-weather';

export const tafData = (station: string, taf: TafForecast | null): TafResponse | NoTafResponse =>
  taf ? tafResponse(taf) : noTafResponse(station);

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
