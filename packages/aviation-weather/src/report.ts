// Bodies of the API's weather endpoints, built from decoded observations and forecasts.
import type {
  CrosswindReport,
  DecodedMetarResponse,
  MetarObservation,
  MetarResponse,
  NoTafResponse,
  TafForecast,
  TafResponse,
  TafResponsePeriod,
} from './types';
import { ceilingOf, flightCategory } from './metar';
import { T67_MAGNETIC_VARIATION, crosswinds, type RunwayInput } from './crosswind';
import { densityAltitude } from './density-altitude';
import { decodedMetarText } from './metar-text';
import { formatTafData } from './taf';
import { round } from './units';

export type CrosswindReportOptions = {
  /** Degrees, east positive. Default T67_MAGNETIC_VARIATION. */
  magneticVariation?: number;
  /** Field elevation in feet: adds densityAltitude and pressureAltitude. */
  elevationFt?: number;
  /** Station's offset from UTC in hours (e.g. −6): adds `localTime` "HH:MM". */
  utcOffsetHours?: number;
};

const kt = (v: number) => round(v, 2);

function localTime(time: Date, offsetHours: number): string {
  const shifted = new Date(time.getTime() + offsetHours * 3600_000);
  return shifted.toISOString().slice(11, 16);
}

/**
 * The crosswind report body. Rounding: knots and relative angles to 2 decimals (the hand-checkable
 * numbers in the fixtures are to 2 decimals), altitudes to whole feet and metres. Without a wind group
 * `crosswinds` is empty, `wind.kt` 0 with `isCalm` false, and `warnings` says why.
 */
export function buildCrosswindReport(
  obs: MetarObservation,
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>,
  { magneticVariation = T67_MAGNETIC_VARIATION, elevationFt, utcOffsetHours }: CrosswindReportOptions = {},
): CrosswindReport {
  const warnings: string[] = [];
  const wind = obs.wind;
  const report: CrosswindReport = {
    station: obs.station,
    time: obs.time.toISOString(),
    temperature: { fahrenheit: obs.temperatureF, celsius: obs.temperatureC },
    wind: {
      direction: { degrees: wind?.directionTrue ?? null },
      kt: wind?.speedKt ?? 0,
      gust: wind?.gustKt ?? null,
      isCalm: wind?.isCalm ?? false,
      isVariable: wind?.isVariable ?? false,
    },
    rawData: obs.raw,
    magneticVariation,
    crosswinds: [],
    flightCategory: obs.flightCategory,
  };
  if (wind) {
    report.crosswinds = crosswinds(wind, runways, { magneticVariation }).map((r) => ({
      runway: r.runway,
      headingMag: r.headingMag,
      baseCrosswindVelocity: { kt: kt(r.crosswindKt), direction: { degrees: round(r.relativeAngle, 2) } },
      gustCrosswindVelocity: { kt: r.gustCrosswindKt === null ? null : kt(r.gustCrosswindKt) },
      parallelWindVelocity: { kt: kt(r.headwindKt) },
      gustParallelWindVelocity: { kt: r.gustHeadwindKt === null ? null : kt(r.gustHeadwindKt) },
      ...(r.minHeadwindKt === undefined
        ? {}
        : {
            minParallelWindVelocity: {
              kt: kt(r.minHeadwindKt),
              gustKt: r.gustMinHeadwindKt == null ? null : kt(r.gustMinHeadwindKt),
            },
          }),
    }));
    if (wind.isVariable)
      warnings.push(
        'Variable wind (VRB): the crosswind is the full wind speed, the worst case over every direction.',
      );
    else if (wind.variableFrom !== null)
      warnings.push('Variable wind sector: the crosswind is the worst case over the sector.');
  } else {
    warnings.push('No wind in this report: crosswinds cannot be computed.');
  }
  if (elevationFt !== undefined && !Number.isFinite(elevationFt))
    warnings.push('The field elevation is not a number: no pressure or density altitude.');
  else if (elevationFt !== undefined) {
    if (obs.altimeterInHg === null) warnings.push('No altimeter setting: no pressure or density altitude.');
    else if (obs.temperatureC === null) {
      const pa = elevationFt + (29.92 - obs.altimeterInHg) * 1000;
      report.pressureAltitude = { feet: round(pa), meters: round(pa * 0.3048) };
      warnings.push('No temperature: no density altitude.');
    } else {
      const da = densityAltitude({
        elevationFt,
        tempC: obs.temperatureC,
        dewpointC: obs.dewpointC,
        altimeterInHg: obs.altimeterInHg,
      });
      report.pressureAltitude = { feet: round(da.pressureAltitudeFt), meters: round(da.pressureAltitudeM) };
      if (Number.isFinite(da.densityAltitudeFt)) {
        report.densityAltitude = { feet: round(da.densityAltitudeFt), meters: round(da.densityAltitudeM) };
        report.densityAltitudeRuleOfThumb = {
          feet: round(da.ruleOfThumbFt),
          meters: round(da.ruleOfThumbFt * 0.3048),
        };
      } else warnings.push('Density altitude could not be computed from these values.');
    }
  }
  if (utcOffsetHours !== undefined && Number.isFinite(utcOffsetHours))
    report.localTime = localTime(obs.time, utcOffsetHours);
  if (warnings.length) report.warnings = warnings;
  return report;
}

export function metarResponse(obs: MetarObservation): MetarResponse {
  return { station: obs.station, raw: obs.raw, time: obs.time.toISOString() };
}

export function decodedMetarResponse(obs: MetarObservation): DecodedMetarResponse {
  return {
    station: obs.station,
    text: decodedMetarText(obs),
    time: obs.time.toISOString(),
    raw: obs.raw,
    flightCategory: obs.flightCategory,
  };
}

/** The TAF endpoint body from a decoded forecast; `formattedData` defaults to one line per change group. */
export function tafResponse(
  forecast: TafForecast,
  formattedData: string = formatTafData(forecast),
): TafResponse {
  return {
    station: forecast.station,
    formattedData,
    time: forecast.issued.toISOString(),
    raw: forecast.raw,
    validFrom: forecast.validFrom.toISOString(),
    validTo: forecast.validTo.toISOString(),
    periods: forecast.periods.map((p): TafResponsePeriod => {
      const sky = p.clouds.length > 0;
      const category = flightCategory({
        ceilingFt: sky ? ceilingOf(p.clouds) : null,
        visibilitySm: p.visibilitySm,
        skyKnown: sky,
      });
      return {
        kind: p.kind,
        text: p.text,
        raw: p.raw,
        from: p.from.toISOString(),
        to: p.to ? p.to.toISOString() : null,
        probability: p.probability,
        flightCategory: category.category,
        categoryPartial: category.partial,
        wind: p.wind
          ? {
              directionTrue: p.wind.directionTrue,
              speedKt: p.wind.speedKt,
              gustKt: p.wind.gustKt,
              isVariable: p.wind.isVariable,
              isCalm: p.wind.isCalm,
            }
          : null,
      };
    }),
  };
}

/** The TAF endpoint body for a station that has no TAF. */
export function noTafResponse(station: string): NoTafResponse {
  return { station, formattedData: null, time: null, raw: null, periods: [] };
}
