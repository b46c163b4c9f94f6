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
  type DecodedMetarResponse,
  type ForecastResponse,
  type MetarResponse,
} from '@hangar/aviation-weather';
import type {
  crosswindAnswerSchema,
  decodedMetarAnswerSchema,
  forecastAnswerSchema,
  metarAnswerSchema,
  tafAnswerSchema,
} from '@hangar/contracts';
import type { z } from 'zod';

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

/** True when every `T` the report builders make fits the contract's schema `S` (a type error here otherwise). */
type Fits<T, S extends z.ZodType> = [T] extends [z.output<S>] ? true : false;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
const answersFitTheirContracts: [
  Fits<MetarResponse, typeof metarAnswerSchema>,
  Fits<DecodedMetarResponse, typeof decodedMetarAnswerSchema>,
  Fits<TafResponse | NoTafResponse, typeof tafAnswerSchema>,
  Fits<CrosswindReport, typeof crosswindAnswerSchema>,
  Fits<ForecastResponse, typeof forecastAnswerSchema>,
] = [true, true, true, true, true];
